"""Maximum Throwdown pictures: the table from above (every card at its place and angle, live and covered
icons, card numbers, the aiming grid, the last throw as an arrow, scores) and a player's hand."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np
from PIL import Image, ImageDraw

from engines.throwdown.data import CARD_H, CARD_W, CARDS, ICON_R
from engines.throwdown.geometry import HALF_DIAGONAL, corners, to_world
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, TEXT, font, header, new_canvas
from render.common import draw_text_with as _text
from render.indexed import canvas_like, game_of, indexed
from render.throwdown_pieces import (
    CORNERS,
    GRID_LINE,
    ICON_WORDS,
    INK,
    SMALL,
    TABLE_FELT,
    colour_of,
    dotted,
    draw_arrow,
    draw_badge,
    draw_icon,
    draw_table_card,
    free_corners,
    length,
    pose,
    stamp,
    tag_box,
    tint,
)

WIDTH = 720
"""Narrow, so that a phone (about 400 px wide) shows every text at least 9 px tall: nothing under SMALL."""
SCALE = 1.45
MARGIN_X = 65
MARGIN_TOP = 72
MARGIN_BOTTOM = 84
# --- the table --------------------------------------------------------------------------------------

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in table units
MAX_SCALE = 2.6
"""The most a table unit is enlarged: a nearly empty table still shows cards at a sensible size."""
CLOSE_UP_BELOW = 1.9
"""When the table in use is drawn smaller than this, the densest part is drawn again, larger, below it."""
CLOSE_UP_SIZE = (300.0, 260.0)
"""The close-up's window (width, height) in table units: a little wider than tall, so that the whole
picture stays within a phone's tallest image."""


class Frame:
    """Where a window of the table is drawn on the picture: table units to pixels."""

    def __init__(self, box: Box, scale: float, left: float, top: float):
        self.box, self.scale, self.left, self.top = box, scale, left, top

    def __call__(self, p: tuple[float, float]) -> tuple[float, float]:
        return (self.left + (p[0] - self.box[0]) * self.scale, self.top + (p[1] - self.box[1]) * self.scale)

    @property
    def size(self) -> tuple[float, float]:
        return ((self.box[2] - self.box[0]) * self.scale, (self.box[3] - self.box[1]) * self.scale)


def region_in_use(view: Any) -> Box:
    """The part of the table worth showing: every card and the last throw, plus a square of margin,
    snapped to the grid (the empty rest of the table would only shrink the cards on a phone)."""
    xs: list[float] = []
    ys: list[float] = []
    for card in [*view.table, *([view.pending] if view.pending else [])]:
        for x, y in corners(card.x, card.y, card.angle):
            xs.append(x)
            ys.append(y)
    if view.last_throw is not None:
        for x, y in (view.last_throw.aim, view.last_throw.landing):
            xs.append(x)
            ys.append(y)
    cell = view.cell
    x0 = max(0.0, (min(xs) // cell - 1) * cell)
    y0 = max(0.0, (min(ys) // cell - 1) * cell)
    x1 = min(view.width, (max(xs) // cell + 2) * cell)
    y1 = min(view.height, (max(ys) // cell + 2) * cell)
    return (x0, y0, x1, y1)


def densest_window(view: Any, size: tuple[float, float]) -> Box:
    """The window of the table (on the grid) holding the most live icons, centred on them as well as the
    grid allows: the close-up. (Every grid corner counted at once with numpy: counting them one by one
    in Python cost about 1 ms a picture.)"""
    width, height = size
    live = [(i.x, i.y) for c in view.table for i in c.icons if not i.covered] or [(c.x, c.y) for c in view.table]
    cell = view.cell
    corners_ = [(a * cell, b * cell) for a in range(max(1, int((view.width - width) // cell) + 1))
                for b in range(max(1, int((view.height - height) // cell) + 1))]
    xs, ys = np.array([x for x, _ in live]), np.array([y for _, y in live])
    x0s, y0s = np.array([c[0] for c in corners_])[:, None], np.array([c[1] for c in corners_])[:, None]
    inside = (x0s <= xs) & (xs <= x0s + width) & (y0s <= ys) & (ys <= y0s + height)
    counts = inside.sum(axis=1)

    def off_centre(k: int) -> float:
        points = [live[i] for i in np.flatnonzero(inside[k])]
        mx, my = sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)
        return abs(mx - corners_[k][0] - width / 2) + abs(my - corners_[k][1] - height / 2)

    x0, y0 = corners_[min(np.flatnonzero(counts == counts.max()), key=off_centre)]
    return (x0, y0, min(view.width, x0 + width), min(view.height, y0 + height))


def draw_window(image: Image.Image, draw: ImageDraw.ImageDraw, frame: Frame, view: Any, colours: dict[str, int],
                letters: dict[str, str], spots: dict[int, list[tuple[float, float]]]) -> None:
    """One window of the table: its grid labels around it on the picture, and inside it (drawn on a
    layer of its own, so cards reaching past the window are cut at its edge) the felt, the grid lines
    and the scene."""
    _grid_labels(draw, frame, view)
    width, height = frame.size
    layer, layer_draw = canvas_like(image, round(width), round(height), TABLE_FELT)
    inner = Frame(frame.box, frame.scale, 0.0, 0.0)
    _grid_lines(layer_draw, inner, view)
    draw_scene(layer_draw, inner, view, colours, letters, spots)
    image.paste(layer, (round(frame.left), round(frame.top)))
    x0, y0, x1, y1 = frame.box
    left, top, right, bottom = frame.left, frame.top, frame.left + width, frame.top + height
    edges = [(x0 <= 0, (left, top, left, bottom)), (x1 >= view.width, (right, top, right, bottom)),
             (y0 <= 0, (left, top, right, top)), (y1 >= view.height, (left, bottom, right, bottom))]
    for real_edge, line in edges:  # the table's own edge is solid white; a cut through the table is faint
        draw.line(line, fill=(225, 225, 225) if real_edge else (96, 108, 120), width=4 if real_edge else 1)


def _columns_and_rows(frame: Frame, view: Any) -> tuple[range, range]:
    x0, y0, x1, y1 = frame.box
    cell = view.cell
    return range(int(x0 // cell), int(round(x1 / cell))), range(int(y0 // cell), int(round(y1 / cell)))


def _grid_lines(draw: ImageDraw.ImageDraw, frame: Frame, view: Any) -> None:
    columns, rows = _columns_and_rows(frame, view)
    width, height = frame.size
    for col in columns[1:]:
        x = frame((col * view.cell, 0))[0]
        draw.line((x, 0, x, height), fill=GRID_LINE, width=1)
    for row in rows[1:]:
        y = frame((0, row * view.cell))[1]
        draw.line((0, y, width, y), fill=GRID_LINE, width=1)


def _grid_labels(draw: ImageDraw.ImageDraw, frame: Frame, view: Any) -> None:
    columns, rows = _columns_and_rows(frame, view)
    width, height = frame.size
    label_font = font(17, bold=True)
    for col in columns:
        x = round(frame(((col + 0.5) * view.cell, 0))[0])  # whole pixels: the glyphs are remembered
        for y in (round(frame.top) - 13, round(frame.top + height) + 13):
            _text(draw, (x, y), view.columns[col], font=label_font, fill=MUTED, anchor="mm")
    for row in rows:
        y = round(frame((0, (row + 0.5) * view.cell))[1])
        for x in (round(frame.left) - 17, round(frame.left + width) + 17):
            _text(draw, (x, y), str(row + 1), font=label_font, fill=MUTED, anchor="mm")


def draw_scene(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, colours: dict[str, int],
               letters: dict[str, str], spots: dict[int, list[tuple[float, float]]]) -> None:
    """Every card in the window in stacking order with its icons (live ones numbered), the missed card,
    the last throw, then the cards' number tags where they neither hide under a card nor overlap."""
    x0, y0, x1, y1 = frame.box
    reach = HALF_DIAGONAL
    shown = [c for c in view.table if x0 - reach <= c.x <= x1 + reach and y0 - reach <= c.y <= y1 + reach]
    for card in shown:
        draw_table_card(draw, card, frame, frame.scale, colours, view.current)
    if view.pending is not None:
        draw_table_card(draw, view.pending, frame, frame.scale, colours, None, missed=True)
    throw = view.last_throw
    if throw is not None:
        _draw_throw(draw, frame, view, throw)
    _draw_tags(draw, frame, view, shown, colours, letters, spots)


def _draw_throw(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, throw: Any) -> None:
    """The aim as a yellow crosshair and an arrow to where the card came down, a dotted line from where
    the thrower stood; MISS on a card that missed and is pending or gone, KEPT on one a break saved."""
    aim, land = frame(tuple(throw.aim)), frame(tuple(throw.landing))
    sx = min(max(throw.seat[0], frame.box[0]), frame.box[2])
    sy = min(max(throw.seat[1], frame.box[1]), frame.box[3])
    dotted(draw, frame((sx, sy)), aim, (200, 200, 200))
    draw.ellipse((aim[0] - 9, aim[1] - 9, aim[0] + 9, aim[1] + 9), outline=HIGHLIGHT, width=3)
    draw.line((aim[0] - 13, aim[1], aim[0] + 13, aim[1]), fill=HIGHLIGHT, width=2)
    draw.line((aim[0], aim[1] - 13, aim[0], aim[1] + 13), fill=HIGHLIGHT, width=2)
    if abs(aim[0] - land[0]) + abs(aim[1] - land[1]) > 6:
        draw_arrow(draw, aim, land, HIGHLIGHT)
    word = throw_label(view)
    if word is not None:
        colour = PALETTE["green" if word == "KEPT" else "vermillion"]
        _label(draw, (land[0], land[1] + 34), word, colour, (255, 255, 255))


def throw_label(view: Any) -> str | None:
    """The word under the last throw's landing: MISS (or OFF THE TABLE) while the card is pending or
    gone, KEPT once a break saved it, nothing for a hit."""
    throw = view.last_throw
    if throw is None or throw.hit:
        return None
    if any(c.n == throw.n for c in view.table):
        return "KEPT"
    return "OFF THE TABLE" if throw.off_table else "MISS"


def tag_spots(view: Any) -> dict[int, list[tuple[float, float]]]:
    """Where each card's number tag may go, on the table, in order of preference: its corners no card
    above reaches; a card with every corner hidden but live icons left, its middle. (Worked out once for
    both windows of the picture.)"""
    poses = [pose(card) for card in view.table]
    spots = {}
    for i, card in enumerate(view.table):
        spots[card.n] = free_corners(poses[i], poses[i + 1:])
        if not spots[card.n] and any(not icon.covered for icon in card.icons):
            spots[card.n] = [(card.x, card.y)]
    return spots


def _draw_tags(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, shown: list[Any], colours: dict[str, int],
               letters: dict[str, str], spots: dict[int, list[tuple[float, float]]]) -> None:
    """Each card's number tag at its first free spot (tag_spots) no tag already placed overlaps."""
    placed: list[Box] = []
    for card in reversed(shown):  # the top cards first: their tags matter most in a pile
        for spot in spots[card.n]:
            box = tag_box(card, frame(spot), letters)
            if not any(_overlap(box, other) for other in placed):
                draw_badge(draw, card, box, colours, letters)
                placed.append(box)
                break
    if view.pending is not None:
        card = view.pending
        draw_badge(draw, card, tag_box(card, frame(to_world(card.x, card.y, card.angle, CORNERS[0])), letters),
                   colours, letters)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def frames(view: Any) -> tuple[Frame, Frame | None]:
    """The table in use, as large as the width allows; and when that is too small to read on a phone,
    a close-up of its busiest part below it."""
    box = region_in_use(view)
    scale = min(MAX_SCALE, (WIDTH - 2 * MARGIN_X) / (box[2] - box[0]))
    main = Frame(box, scale, (WIDTH - (box[2] - box[0]) * scale) / 2, 64 + MARGIN_TOP)
    if scale >= CLOSE_UP_BELOW:
        return main, None
    window = densest_window(view, CLOSE_UP_SIZE)
    close_scale = min(MAX_SCALE, (WIDTH - 2 * MARGIN_X) / (window[2] - window[0]))
    top = main.top + main.size[1] + MARGIN_BOTTOM + 44
    return main, Frame(window, close_scale, (WIDTH - (window[2] - window[0]) * close_scale) / 2, top)


def render_throwdown(view: Any, events: list[dict[str, Any]], true_colour: bool = False) -> Image.Image:
    """The table picture, drawn in the game's palette (render/indexed.py); `true_colour`: in RGB, as the
    palette is made from and checked against."""
    players = list(view.players)
    colours = {p.name: p.colour for p in players}
    letters = {p.name: p.letter for p in players}
    main, close = frames(view)
    y = (close or main).top + (close or main).size[1] + MARGIN_BOTTOM
    panel_h = 16 + len(players) * PLAYER_ROW + _legend_height(view)
    image, draw = new_canvas(WIDTH, int(y + panel_h), None if true_colour else "throwdown")
    status = view.status if len(view.status) <= 60 else view.status[:58] + "…"
    header(draw, WIDTH, f"Maximum Throwdown · turn {view.turn}", status)
    spots = tag_spots(view)
    draw_window(image, draw, main, view, colours, letters, spots)
    if close is not None:
        columns, rows = _columns_and_rows(close, view)
        span = f"{view.columns[columns[0]]}{rows[0] + 1} to {view.columns[columns[-1]]}{rows[-1] + 1}"
        _text(draw, (WIDTH / 2, close.top - 44), f"Close-up: the busiest part ({span})",
              font=font(22, bold=True), fill=TEXT, anchor="mm")
        draw_window(image, draw, close, view, colours, letters, spots)
    _panel(draw, view, players, int(y - 10))
    return image


def _label(draw: ImageDraw.ImageDraw, pos, text: str, fill, ink, anchor: str = "mm", size: int = SMALL) -> None:
    f = font(size, bold=True)
    pos = (round(pos[0]), round(pos[1]))
    box = draw.textbbox(pos, text, font=f, anchor=anchor)
    draw.rounded_rectangle((box[0] - 5, box[1] - 3, box[2] + 5, box[3] + 3), radius=5, fill=fill)
    _text(draw, pos, text, font=f, fill=ink, anchor=anchor)


PLAYER_ROW = 52


def _panel(draw: ImageDraw.ImageDraw, view: Any, players: list, y0: int) -> None:
    """A row per player (colour and letter, name, deck, live pips, points), then the key to the icons."""
    for i, p in enumerate(players):
        x, y = 15, y0 + i * PLAYER_ROW
        is_current = p.name == view.current
        stamp(draw, _row_plate(is_current, p.colour, game_of(draw)), (x, y))
        _text(draw, (x + 24, y + 23), p.letter, font=font(20, bold=True), fill=INK, anchor="mm")
        name = p.name if len(p.name) <= 16 else p.name[:15] + "…"
        name = ("▶ " if is_current else "") + name
        _text(draw, (x + 52, y + 3), name, font=font(19, bold=True), fill=HIGHLIGHT if is_current else TEXT)
        # in two pieces, each short enough for the glyph cache: the army's name recurs, the counts change
        army = f"{p.deck_title} · "
        _text(draw, (x + 52, y + 24), army, font=font(SMALL), fill=MUTED)
        _text(draw, (x + 52 + round(length(font(SMALL), army)), y + 24),
              f"deck {p.cards_in_deck} · live pips {p.active_pips}", font=font(SMALL), fill=MUTED)
        _text(draw, (WIDTH - 60, y + 23), f"{p.points}", font=font(30, bold=True), fill=TEXT, anchor="rm")
        _text(draw, (WIDTH - 54, y + 28), "pts", font=font(SMALL), fill=MUTED, anchor="lm")
    _legend(draw, view, y0 + len(players) * PLAYER_ROW + 4)


@lru_cache(maxsize=32)
def _row_plate(is_current: bool, colour: int, game: str | None) -> Image.Image:
    """A player's row without its words (rounded rectangles are slow to draw: drawn once, then pasted),
    in `game`'s palette or (None) true colour."""
    plate, draw = new_canvas(WIDTH - 30 + 1, PLAYER_ROW - 6 + 1)
    draw.rounded_rectangle((0, 0, WIDTH - 30, PLAYER_ROW - 6), radius=8, fill=PANEL,
                           outline=HIGHLIGHT if is_current else PANEL, width=3)
    draw.rounded_rectangle((6, 5, 42, 41), radius=6, fill=colour_of(colour), outline=INK, width=2)
    return indexed(plate, game)


LEGEND_R = 13
"""The key's icons are drawn large enough to carry their letters."""


def _legend_layout(view: Any) -> list[tuple[float, int, str, str, dict[str, bool]]]:
    """(x, line, icon, word, how to draw it) for each key entry, wrapped to the picture's width."""
    r = LEGEND_R
    keys = [("3", "pips", {}), *((code, word, {}) for code, word in ICON_WORDS.items()),
            ("2", "covered", {"covered": True}), ("2", f"live for {view.current or 'the player to move'}",
                                                  {"live_ring": True})]
    placed, x, line = [], 20.0, 0
    for code, word, how in keys:
        width = 2 * r + 10 + length(font(SMALL), word) + 16
        if x + width > WIDTH - 10:
            x, line = 20.0, line + 1
        placed.append((x, line, code, word, how))
        x += width
    return placed


def _legend_height(view: Any) -> int:
    return 14 + (_legend_layout(view)[-1][1] + 3) * 32


def _legend(draw: ImageDraw.ImageDraw, view: Any, y: int) -> None:
    """The key to the icons, then the discard pile and how to aim."""
    r = LEGEND_R
    layout = _legend_layout(view)
    for x, line, code, word, how in layout:
        cy = y + 16 + line * 32
        draw_icon(draw, x + r, cy, r, code, **how)
        _text(draw, (x + 2 * r + 8, cy), word, font=font(SMALL), fill=TEXT, anchor="lm")
    lines = layout[-1][1] + 1
    pile = f"Discard pile: {view.discard_count}" + (f" (top: {view.discard_top})" if view.discard_top else "")
    _text(draw, (20, y + 16 + lines * 32), pile, font=font(SMALL), fill=MUTED, anchor="lm")
    _text(draw, (20, y + 16 + (lines + 1) * 32), "Aim at a card number, \"7 icon 2\", or a square such as D4",
          font=font(SMALL), fill=MUTED, anchor="lm", recurring=True)


# --- the hand ---------------------------------------------------------------------------------------


def render_throwdown_private(view: Any, true_colour: bool = False) -> Image.Image:
    hand = list(view.my_hand)
    scale = 2.3
    card_w, card_h = CARD_W * scale, CARD_H * scale
    per_row = 5
    rows = max(1, (len(hand) + per_row - 1) // per_row)
    height = 64 + 30 + rows * (int(card_h) + 70) + 20
    image, draw = new_canvas(WIDTH, height, None if true_colour else "throwdown")
    me = next((p for p in view.players if p.name == view.me), None)
    deck = f" · {me.deck_title}, {me.cards_in_deck} in deck" if me else ""
    header(draw, WIDTH, f"Maximum Throwdown · your hand{deck}",
           f"{len(hand)} card{'s' * (len(hand) != 1)} in hand" if hand else "Your hand is empty")
    if not hand:
        _text(draw, (WIDTH / 2, 64 + 30 + 40), "You draw at your turn, after attacks and steals.", font=font(20),
                  fill=MUTED, anchor="mm")
        return image
    base = colour_of(me.colour if me else 0)
    for i, card in enumerate(hand):
        row, col = divmod(i, per_row)
        x0 = 20 + col * (card_w + 30)
        y0 = 64 + 40 + row * (card_h + 70)
        _text(draw, (x0 + card_w / 2, y0 - 6), f"card:{card.position}", font=font(18, bold=True), fill=HIGHLIGHT,
                  anchor="mb")
        draw.rounded_rectangle((x0, y0, x0 + card_w, y0 + card_h), radius=10, fill=tint(base, 0.72), outline=base,
                               width=5)
        spots = CARDS[card.id].spots
        for k, (code, (lx, ly)) in enumerate(zip(card.icons, spots, strict=True), 1):
            cx, cy = x0 + card_w / 2 + lx * scale, y0 + card_h / 2 + ly * scale
            draw_icon(draw, cx, cy, ICON_R * scale, code)
            _text(draw, (cx + ICON_R * scale + 2, cy - ICON_R * scale), str(k), font=font(11), fill=INK)
        name = card.name if len(card.name) <= 18 else card.name[:17] + "…"
        _text(draw, (x0 + card_w / 2, y0 + card_h + 8), name, font=font(15, bold=True), fill=TEXT, anchor="mt")
    return image


__all__ = ["render_throwdown", "render_throwdown_private", "BACKGROUND"]
