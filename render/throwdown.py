"""Maximum Throwdown pictures: the table from above (every card at its place and angle, live and covered
icons, card numbers, the aiming grid, the last throw as an arrow, scores) and a player's hand."""

from __future__ import annotations

import threading
from functools import lru_cache
from math import atan2, cos, sin
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from engines.throwdown.data import CARD_H, CARD_W, CARDS, ICON_R
from engines.throwdown.geometry import HALF_DIAGONAL, corners, covers_icon, to_world
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    MUTED,
    PALETTE,
    PANEL,
    PLAYER_COLOURS,
    TEXT,
    compact_blank,
    font,
    header,
    new_canvas,
)
from render.common import draw_text_with as _text

WIDTH = 1000
SCALE = 1.45
MARGIN_X = 65
MARGIN_TOP = 72
MARGIN_BOTTOM = 84
TABLE_FELT = (46, 56, 66)
GRID_LINE = (70, 82, 94)
LOCATION_FILL = (214, 203, 172)
LOCATION_EDGE = (120, 104, 70)
INK = (20, 22, 26)
COVERED_FILL = (125, 125, 125)
ABILITY = {
    "D": ("sky", "D"),
    "T": ("orange", "T"),
    "B": ("green", "B"),
    "S": ("purple", "S"),
    "A": ("vermillion", "A"),
}
ICON_WORDS = {"D": "draw", "T": "throw", "B": "break", "S": "steal", "A": "attack"}
PIP_LAYOUT = {
    1: [(0, 0)],
    2: [(-0.4, -0.4), (0.4, 0.4)],
    3: [(-0.45, -0.45), (0, 0), (0.45, 0.45)],
    4: [(-0.42, -0.42), (0.42, -0.42), (-0.42, 0.42), (0.42, 0.42)],
    5: [(-0.45, -0.45), (0.45, -0.45), (0, 0), (-0.45, 0.45), (0.45, 0.45)],
}


def colour_of(index: int) -> tuple[int, int, int]:
    return PALETTE[PLAYER_COLOURS[index % len(PLAYER_COLOURS)]]


def tint(rgb: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """Mix with white (amount 0 = colour, 1 = white)."""
    return tuple(int(c + (255 - c) * amount) for c in rgb)  # type: ignore[return-value]


def shade(rgb: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    return tuple(int(c * (1 - amount)) for c in rgb)  # type: ignore[return-value]




@lru_cache(maxsize=4096)
def _length(f: ImageFont.FreeTypeFont, text: str) -> float:
    return f.getlength(text)


_LOCAL = threading.local()  # pictures are drawn in worker threads: one scratch mask per thread


def _polygon(draw: ImageDraw.ImageDraw, xy: list[tuple[float, float]], fill: Any = None, outline: Any = None,
             width: int = 1) -> None:
    """Exactly ImageDraw.polygon, but a thick outline reuses a blank scratch mask (wiped again by filling
    the same polygon with 0) instead of allocating a whole-picture mask for every card."""
    ink, fill_ink = draw._getink(outline, fill)
    if fill_ink is not None:
        draw.draw.draw_polygon(xy, fill_ink, 1)
    if ink is None or ink == fill_ink or width == 0:
        return
    if width == 1:
        draw.draw.draw_polygon(xy, ink, 0, width)
        return
    size = draw.im.size
    scratch = getattr(_LOCAL, "masks", None)
    if scratch is None:
        scratch = _LOCAL.masks = {}
    if size not in scratch:
        mask = Image.new("1", size)
        scratch.clear()
        scratch[size] = (mask, ImageDraw.Draw(mask))
    mask, mask_draw = scratch[size]
    mask_draw.draw.draw_polygon(xy, mask_draw._getink(1)[0], 1)
    try:
        draw.draw.draw_polygon(xy, ink, 0, width * 2 - 1, mask.im)
    finally:
        mask_draw.draw.draw_polygon(xy, 0, 1)


def _get(obj: Any, key: str) -> Any:
    return obj[key] if isinstance(obj, dict) else getattr(obj, key)


# --- drawing pieces ---------------------------------------------------------------------------------


def draw_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, code: str, covered: bool = False,
              live_ring: bool = False) -> None:
    """One icon, upright. Live: white or coloured disc, thick black ring. Covered: grey, thin ring, a slash."""
    box = (cx - r, cy - r, cx + r, cy + r)
    if live_ring:
        draw.ellipse((cx - r - 4, cy - r - 4, cx + r + 4, cy + r + 4), outline=HIGHLIGHT, width=3)
    if covered:
        draw.ellipse(box, fill=COVERED_FILL, outline=(90, 90, 90), width=1)
    elif code.isdigit():
        draw.ellipse(box, fill=(255, 255, 255), outline=INK, width=max(2, int(r / 5)))
    else:
        draw.ellipse(box, fill=PALETTE[ABILITY[code][0]], outline=INK, width=max(2, int(r / 5)))
    if code.isdigit():
        dot = max(1.6, r * 0.2)
        ink = (70, 70, 70) if covered else INK
        for dx, dy in PIP_LAYOUT[int(code)]:
            px, py = cx + dx * r * 1.05, cy + dy * r * 1.05
            draw.ellipse((px - dot, py - dot, px + dot, py + dot), fill=ink)
    else:
        size = max(9, int(r * 1.25))
        letter = ABILITY[code][1]
        f = font(size, bold=True)
        ink = (60, 60, 60) if covered else INK
        _text(draw, (cx, cy + 0.5), letter, font=f, fill=ink, anchor="mm")
    if covered:
        d = r * 0.8
        draw.line((cx - d, cy + d, cx + d, cy - d), fill=(40, 40, 40), width=max(2, int(r / 5)))


def _hatch(draw: ImageDraw.ImageDraw, to_px, x: float, y: float, angle: float, colour) -> None:
    """Diagonal stripes across a face-down card (drawn in the card's own frame)."""
    hw, hh = CARD_W / 2, CARD_H / 2
    step = 11.0
    c = -hw - hh
    while c < hw + hh:
        # the line ly = lx + c clipped to the rectangle
        pts = []
        for lx in (-hw, hw):
            ly = lx + c
            if -hh <= ly <= hh:
                pts.append((lx, ly))
        for ly in (-hh, hh):
            lx = ly - c
            if -hw <= lx <= hw:
                pts.append((lx, ly))
        if len(pts) >= 2:
            a, b = pts[0], pts[-1]
            draw.line((*to_px(to_world(x, y, angle, a)), *to_px(to_world(x, y, angle, b))), fill=colour, width=3)
        c += step


def draw_table_card(draw: ImageDraw.ImageDraw, card: Any, to_px, scale: float, colour_index: dict[str, int],
                    current: str | None, missed: bool = False) -> None:
    x, y, angle = _get(card, "x"), _get(card, "y"), _get(card, "angle")
    poly = [to_px(p) for p in corners(x, y, angle)]
    kind, owner = _get(card, "kind"), _get(card, "owner")
    if kind == "location":
        _polygon(draw, poly, fill=LOCATION_FILL, outline=LOCATION_EDGE, width=3)
        cx, cy = to_px((x, y))
        name = _get(card, "name") or ""
        words = name.split()
        lines = [" ".join(words[: len(words) // 2 or 1]), " ".join(words[len(words) // 2 or 1:])]
        for i, line in enumerate(line for line in lines if line):
            _text(draw, (cx, cy - 8 + i * 16), line, font=font(13, bold=True), fill=LOCATION_EDGE, anchor="mm")
        return
    base = colour_of(colour_index.get(owner, 0))
    if not _get(card, "face_up"):
        _polygon(draw, poly, fill=shade(base, 0.45))
        _hatch(draw, to_px, x, y, angle, shade(base, 0.2))
        _polygon(draw, poly, outline=(235, 235, 235), width=2)
        return
    edge = base
    _polygon(draw, poly, fill=tint(base, 0.72), outline=edge, width=4)
    if missed:
        _polygon(draw, poly, outline=PALETTE["vermillion"], width=2)
    r = ICON_R * scale
    for icon in _get(card, "icons"):
        ix, iy = to_px((_get(icon, "x"), _get(icon, "y")))
        covered = _get(icon, "covered")
        draw_icon(draw, ix, iy, r, _get(icon, "code"), covered, live_ring=(owner == current and not covered))


CORNERS = ((-CARD_W / 2, -CARD_H / 2), (CARD_W / 2, -CARD_H / 2), (CARD_W / 2, CARD_H / 2), (-CARD_W / 2, CARD_H / 2))


def badge_corner(card: Any, above: list[Any]) -> tuple[float, float] | None:
    """The first corner of the card (top-left, then clockwise on the upright card) that no card lying
    above it reaches: the card's number tag goes there. None when every corner is under another card."""
    return _free_corner(_pose(card), [_pose(a) for a in above])


def _pose(card: Any) -> tuple[float, float, float]:
    return (_get(card, "x"), _get(card, "y"), _get(card, "angle"))


_BADGE_REACH = HALF_DIAGONAL + 9.0  # covers_icon's own quick rejection, done inline (BADGE_R)


@lru_cache(maxsize=16384)
def _covers(pose: tuple[float, float, float], point: tuple[float, float]) -> bool:
    """covers_icon for a number tag, remembered: the cards stay put from one move to the next."""
    return covers_icon(pose, point, BADGE_R)


def _free_corner(pose: tuple[float, float, float], poses: list[tuple[float, float, float]]
                 ) -> tuple[float, float] | None:
    x, y, angle = pose
    for corner in CORNERS:
        point = to_world(x, y, angle, corner)
        px, py = point
        if not any(_covers(p, point) for p in poses
                   if abs(p[0] - px) <= _BADGE_REACH and abs(p[1] - py) <= _BADGE_REACH):
            return point
    return None


BADGE_R = 9.0


def draw_badge(draw: ImageDraw.ImageDraw, card: Any, to_px, colour_index: dict[str, int],
               letters: dict[str, str], at: tuple[float, float] | None = None) -> None:
    """The card's number (and its deck letter, a second cue next to the colour) on a small tag."""
    x, y, angle = _get(card, "x"), _get(card, "y"), _get(card, "angle")
    bx, by = to_px(at or to_world(x, y, angle, CORNERS[0]))
    owner = _get(card, "owner")
    number = str(_get(card, "n"))
    letter = ""
    if _get(card, "kind") == "location":
        fill, ink = LOCATION_EDGE, (255, 255, 255)
    else:
        fill, ink = colour_of(colour_index.get(owner, 0)), (255, 255, 255)
        if colour_index.get(owner, 0) in (1, 4):  # orange and sky: dark text reads better
            ink = INK
        letter = letters.get(owner, "")
    big, small = font(15, bold=True), font(10, bold=True)
    w = _length(big, number) + (_length(small, letter) + 2 if letter else 0) + 10
    draw.rounded_rectangle((bx - w / 2, by - 10, bx + w / 2, by + 10), radius=6, fill=fill, outline=INK, width=2)
    left = bx - w / 2 + 5
    _text(draw, (left, by), number, font=big, fill=ink, anchor="lm")
    if letter:
        _text(draw, (left + _length(big, number) + 2, by + 3), letter, font=small, fill=ink, anchor="lm")


def draw_arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float], colour,
               width: int = 4) -> None:
    draw.line((*start, *end), fill=colour, width=width)
    a = atan2(end[1] - start[1], end[0] - start[0])
    size = 16
    left = (end[0] - size * cos(a - 0.45), end[1] - size * sin(a - 0.45))
    right = (end[0] - size * cos(a + 0.45), end[1] - size * sin(a + 0.45))
    draw.polygon([end, left, right], fill=colour)


def _dotted(draw: ImageDraw.ImageDraw, start, end, colour, step: float = 9.0) -> None:
    length = max(1.0, ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5)
    count = int(length // step)
    for i in range(0, count, 2):
        t0, t1 = i / count, min(1.0, (i + 1) / count)
        draw.line((start[0] + (end[0] - start[0]) * t0, start[1] + (end[1] - start[1]) * t0,
                   start[0] + (end[0] - start[0]) * t1, start[1] + (end[1] - start[1]) * t1), fill=colour, width=2)


# --- the table --------------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def _table_layer(height: int, width: float, depth: float, cell: float, columns: tuple[str, ...],
                 rows: int) -> Image.Image:
    """The blank picture with the table, its aiming grid and the square labels: the same for every move
    of a layout, so drawn once and kept in palette mode (callers convert it to RGB to draw on). The header
    above it is drawn per move."""
    image, draw = new_canvas(WIDTH, height)
    top = 64 + MARGIN_TOP
    table_w, table_h = width * SCALE, depth * SCALE
    draw.rectangle((MARGIN_X, top, MARGIN_X + table_w, top + table_h), fill=TABLE_FELT)
    for i in range(1, len(columns)):
        gx = MARGIN_X + i * cell * SCALE
        draw.line((gx, top, gx, top + table_h), fill=GRID_LINE, width=1)
    for j in range(1, rows):
        gy = top + j * cell * SCALE
        draw.line((MARGIN_X, gy, MARGIN_X + table_w, gy), fill=GRID_LINE, width=1)
    draw.rectangle((MARGIN_X, top, MARGIN_X + table_w, top + table_h), outline=(96, 108, 120), width=2)
    label_font = font(14, bold=True)
    for i, letter in enumerate(columns):
        gx = MARGIN_X + (i + 0.5) * cell * SCALE
        _text(draw, (gx, top - 11), letter, font=label_font, fill=MUTED, anchor="mm")
        _text(draw, (gx, top + table_h + 11), letter, font=label_font, fill=MUTED, anchor="mm")
    for j in range(rows):
        gy = top + (j + 0.5) * cell * SCALE
        _text(draw, (MARGIN_X - 12, gy), str(j + 1), font=label_font, fill=MUTED, anchor="mm")
        _text(draw, (MARGIN_X + table_w + 13, gy), str(j + 1), font=label_font, fill=MUTED, anchor="mm")
    return compact_blank(image)


def render_throwdown(view: Any, events: list[dict[str, Any]]) -> Image.Image:
    players = list(view.players)
    colour_index = {p.name: p.colour for p in players}
    letters = {p.name: p.letter for p in players}
    table_h = view.height * SCALE
    head = 64
    top = head + MARGIN_TOP
    panel_rows = (len(players) + 1) // 2
    panel_h = 16 + panel_rows * 58 + 58
    height = int(top + table_h + MARGIN_BOTTOM + panel_h)
    image = _table_layer(height, view.width, view.height, view.cell, tuple(view.columns), view.rows).convert("RGB")
    draw = ImageDraw.Draw(image)
    status = view.status if len(view.status) <= 60 else view.status[:58] + "…"
    header(draw, WIDTH, f"Maximum Throwdown · turn {view.turn} · layout {view.layout}", status)

    def to_px(p: tuple[float, float]) -> tuple[float, float]:
        return (MARGIN_X + p[0] * SCALE, top + p[1] * SCALE)

    # seats: where each player throws from
    for p in players:
        sx, sy = to_px(tuple(p.seat))
        colour = colour_of(p.colour)
        r = 13
        ring = HIGHLIGHT if p.name == view.current else INK
        draw.ellipse((sx - r, sy - r, sx + r, sy + r), fill=colour, outline=ring, width=3)
        _text(draw, (sx, sy), p.letter, font=font(14, bold=True), fill=INK, anchor="mm")

    # cards in stacking order, then the missed card, then numbers on top
    hidden_tags = []
    poses = [_pose(card) for card in view.table]
    for i, card in enumerate(view.table):
        draw_table_card(draw, card, to_px, SCALE, colour_index, view.current)
        corner = _free_corner(poses[i], poses[i + 1:])
        if corner is None:
            hidden_tags.append(card)
        else:
            draw_badge(draw, card, to_px, colour_index, letters, at=corner)
    if view.pending is not None:
        draw_table_card(draw, view.pending, to_px, SCALE, colour_index, None, missed=True)
    throw = view.last_throw
    if throw is not None:
        aim, land, seat = to_px(tuple(throw.aim)), to_px(tuple(throw.landing)), to_px(tuple(throw.seat))
        _dotted(draw, seat, aim, (200, 200, 200))
        draw.ellipse((aim[0] - 9, aim[1] - 9, aim[0] + 9, aim[1] + 9), outline=HIGHLIGHT, width=3)
        draw.line((aim[0] - 13, aim[1], aim[0] + 13, aim[1]), fill=HIGHLIGHT, width=2)
        draw.line((aim[0], aim[1] - 13, aim[0], aim[1] + 13), fill=HIGHLIGHT, width=2)
        if abs(aim[0] - land[0]) + abs(aim[1] - land[1]) > 6:
            draw_arrow(draw, aim, land, HIGHLIGHT)
    for card in hidden_tags:  # every corner is under other cards: tag the middle if it still has live icons
        if any(not _get(icon, "covered") for icon in _get(card, "icons")):
            draw_badge(draw, card, to_px, colour_index, letters, at=(card.x, card.y))
    if view.pending is not None:
        draw_badge(draw, view.pending, to_px, colour_index, letters)
    if throw is not None and not throw.hit:
        lx, ly = to_px(tuple(throw.landing))
        _label(draw, (lx, ly + 34), "MISS", PALETTE["vermillion"], (255, 255, 255))

    # seat names last, so no card hides them
    for p in players:
        sx, sy = to_px(tuple(p.seat))
        name = p.name if len(p.name) <= 14 else p.name[:13] + "…"
        if sy > top + table_h or sy < top:
            pos, anchor = (sx + 20, sy), "lm"
        else:
            width = _length(font(13, bold=True), name) / 2 + 8
            pos, anchor = (min(WIDTH - width, max(width, sx)), sy + 28), "mm"
        _label(draw, pos, name, colour_of(p.colour), INK, anchor=anchor, size=13)

    _panel(draw, view, players, int(top + table_h + MARGIN_BOTTOM - 10))
    return image


def _label(draw: ImageDraw.ImageDraw, pos, text: str, fill, ink, anchor: str = "mm", size: int = 16) -> None:
    f = font(size, bold=True)
    box = draw.textbbox(pos, text, font=f, anchor=anchor)
    draw.rounded_rectangle((box[0] - 5, box[1] - 3, box[2] + 5, box[3] + 3), radius=5, fill=fill)
    _text(draw, pos, text, font=f, fill=ink, anchor=anchor)


def _panel(draw: ImageDraw.ImageDraw, view: Any, players: list, y0: int) -> None:
    col_w = (WIDTH - 30) / 2
    for i, p in enumerate(players):
        col, row = i % 2, i // 2
        x = 15 + col * col_w
        y = y0 + row * 58
        is_current = p.name == view.current
        draw.rounded_rectangle((x, y, x + col_w - 10, y + 52), radius=8, fill=PANEL,
                               outline=HIGHLIGHT if is_current else PANEL, width=3)
        colour = colour_of(p.colour)
        draw.rounded_rectangle((x + 8, y + 8, x + 44, y + 44), radius=6, fill=colour, outline=INK, width=2)
        _text(draw, (x + 26, y + 26), p.letter, font=font(20, bold=True), fill=INK, anchor="mm")
        name = p.name if len(p.name) <= 18 else p.name[:17] + "…"
        _text(draw, (x + 54, y + 6), ("▶ " if is_current else "") + name, font=font(18, bold=True),
                  fill=HIGHLIGHT if is_current else TEXT)
        _text(draw, (x + 54, y + 30), f"{p.deck_title} · deck {p.cards_in_deck} · live pips {p.active_pips}",
                  font=font(14), fill=MUTED)
        _text(draw, (x + col_w - 22, y + 26), f"{p.points}", font=font(30, bold=True), fill=TEXT, anchor="rm")
        _text(draw, (x + col_w - 22 - _length(font(30, bold=True), f"{p.points}") - 6, y + 34), "pts",
                  font=font(13), fill=MUTED, anchor="rm")
    # the key to the icons
    y = y0 + ((len(players) + 1) // 2) * 58 + 8
    x = 20.0
    r = 10
    draw_icon(draw, x + r, y + 14, r, "3")
    _text(draw, (x + 2 * r + 6, y + 14), "pips", font=font(14), fill=TEXT, anchor="lm")
    x += 2 * r + 52
    for code, word in ICON_WORDS.items():
        draw_icon(draw, x + r, y + 14, r, code)
        _text(draw, (x + 2 * r + 6, y + 14), word, font=font(14), fill=TEXT, anchor="lm")
        x += 2 * r + 14 + _length(font(14), word)
    draw_icon(draw, x + r, y + 14, r, "2", covered=True)
    _text(draw, (x + 2 * r + 6, y + 14), "covered", font=font(14), fill=TEXT, anchor="lm")
    x += 2 * r + 74
    draw_icon(draw, x + r + 4, y + 14, r, "2", live_ring=True)
    who = view.current or "the player to move"
    _text(draw, (x + 2 * r + 14, y + 14), f"live for {who}", font=font(14), fill=TEXT, anchor="lm")
    footer = (f"Discard pile: {view.discard_count}" + (f" (top: {view.discard_top})" if view.discard_top else "")
              + " · aim at a card number, \"7 icon 2\", or a square such as D4")
    _text(draw, (20, y + 38), footer, font=font(14), fill=MUTED, anchor="lm")


# --- the hand ---------------------------------------------------------------------------------------


def render_throwdown_private(view: Any) -> Image.Image:
    hand = list(view.my_hand)
    scale = 2.3
    card_w, card_h = CARD_W * scale, CARD_H * scale
    per_row = 5
    rows = max(1, (len(hand) + per_row - 1) // per_row)
    height = 64 + 30 + rows * (int(card_h) + 70) + 20
    image, draw = new_canvas(WIDTH, height)
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
