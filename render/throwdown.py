"""Maximum Throwdown pictures: the table from above (every card at its place and angle, live and covered
icons, card numbers, the aiming grid, the last throw as an arrow) and a player's hand.

Drawn for the box Discord shows a picture in (a phone's is about 400 x 400 px): at most SIDE x SIDE, the
table as large as that allows and nothing else on it. Whose turn, the scores, each deck, the discard pile
and the key to the icons are the message's words (engines/throwdown/standing.py), crisp at any size."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.throwdown.data import CARD_H, CARD_W, CARDS, ICON_R, name_said
from engines.throwdown.geometry import HALF_DIAGONAL, corners, to_world
from lang import ENGLISH, Words
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, TEXT, font, new_canvas, wrap
from render.common import draw_text_with as _text
from render.indexed import canvas_like
from render.throwdown_pieces import (
    CORNERS,
    GRID_LINE,
    SMALL,
    TABLE_FELT,
    colour_of,
    dotted,
    draw_arrow,
    draw_badge,
    draw_icon,
    draw_table_card,
    free_corners,
    pose,
    tag_box,
    tint,
)

SIDE = 640
"""The picture's width and its greatest height: shrunk into a 400 px box, a text on it is shown at 0.625 of
its size (LABEL_SIZE 20 -> 12.5 px, the smallest, SMALL 16 -> 10 px)."""
LABELS = 30
"""The grid's letters above the table and its numbers on the left (row and column names to aim at)."""
PAD = 6
AREA = SIDE - LABELS - PAD
"""The table's window on the picture, at most AREA x AREA px."""
LABEL_SIZE = 20

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in table units
MAX_SCALE = 2.6
"""The most a table unit is enlarged: a nearly empty table still shows cards at a sensible size."""


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


def draw_window(image: Image.Image, draw: ImageDraw.ImageDraw, frame: Frame, view: Any, colours: dict[str, int],
                letters: dict[str, str], spots: dict[int, list[tuple[float, float]]], words: Words = ENGLISH) -> None:
    """One window of the table: its grid labels around it on the picture, and inside it (drawn on a
    layer of its own, so cards reaching past the window are cut at its edge) the felt, the grid lines
    and the scene."""
    _grid_labels(draw, frame, view)
    width, height = frame.size
    layer, layer_draw = canvas_like(image, round(width), round(height), TABLE_FELT)
    inner = Frame(frame.box, frame.scale, 0.0, 0.0)
    _grid_lines(layer_draw, inner, view)
    draw_scene(layer_draw, inner, view, colours, letters, spots, words)
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
    """Column letters above the window, row numbers left of it: every square's name for an aim."""
    columns, rows = _columns_and_rows(frame, view)
    label_font = font(LABEL_SIZE, bold=True)
    for col in columns:
        x = round(frame(((col + 0.5) * view.cell, 0))[0])  # whole pixels: the glyphs are remembered
        _text(draw, (x, round(frame.top) - LABELS // 2), view.columns[col], font=label_font, fill=MUTED, anchor="mm")
    for row in rows:
        y = round(frame((0, (row + 0.5) * view.cell))[1])
        _text(draw, (round(frame.left) - LABELS // 2, y), str(row + 1), font=label_font, fill=MUTED, anchor="mm")


def draw_scene(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, colours: dict[str, int],
               letters: dict[str, str], spots: dict[int, list[tuple[float, float]]], words: Words = ENGLISH) -> None:
    """Every card in the window in stacking order with its icons (live ones numbered), the missed card,
    the last throw, then the cards' number tags where they neither hide under a card nor overlap."""
    x0, y0, x1, y1 = frame.box
    reach = HALF_DIAGONAL
    shown = [c for c in view.table if x0 - reach <= c.x <= x1 + reach and y0 - reach <= c.y <= y1 + reach]
    for card in shown:
        draw_table_card(draw, card, frame, frame.scale, colours, view.current, words)
    if view.pending is not None:
        draw_table_card(draw, view.pending, frame, frame.scale, colours, None, words, missed=True)
    throw = view.last_throw
    if throw is not None:
        _draw_throw(draw, frame, view, throw, words)
    _draw_tags(draw, frame, view, shown, colours, letters, spots)


def _draw_throw(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, throw: Any, words: Words) -> None:
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
    label = throw_label(view)
    if label is not None:
        colour = PALETTE["green" if label == "kept" else "vermillion"]
        _label(draw, (land[0], land[1] + 34), words(f"td-picture-{label}"), colour, (255, 255, 255))


def throw_label(view: Any) -> str | None:
    """Which word goes under the last throw's landing (td-picture-…): miss (or off-table) while the card is
    pending or gone, kept once a break saved it, nothing for a hit."""
    throw = view.last_throw
    if throw is None or throw.hit:
        return None
    if any(c.n == throw.n for c in view.table):
        return "kept"
    return "off-table" if throw.off_table else "miss"


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


def table_frame(view: Any) -> Frame:
    """The table in use as large as the picture allows, widened (by whole squares, within the table) to
    fill the picture's square where the table goes on: more squares to aim at cost nothing in size."""
    x0, y0, x1, y1 = region_in_use(view)
    scale = min(MAX_SCALE, AREA / (x1 - x0), AREA / (y1 - y0))
    cell = view.cell
    x0, x1 = _widened(x0, x1, view.width, int((AREA / scale - (x1 - x0)) // cell), cell)
    y0, y1 = _widened(y0, y1, view.height, int((AREA / scale - (y1 - y0)) // cell), cell)
    left = LABELS + (AREA - (x1 - x0) * scale) / 2
    return Frame((x0, y0, x1, y1), scale, round(left), LABELS)


def _widened(low: float, high: float, end: float, cells: int, cell: float) -> tuple[float, float]:
    """[low, high] grown by up to `cells` squares, one side then the other, never past 0 or `end`."""
    for i in range(cells):
        if (i % 2 == 0 or low <= 0) and high + cell <= end:
            high += cell
        elif low - cell >= 0:
            low -= cell
    return low, high


def render_throwdown(view: Any, events: list[dict[str, Any]], true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """The table picture, drawn in the game's palette (render/indexed.py); `true_colour`: in RGB, as the
    palette is made from and checked against. Only the table: whose turn, the scores, the decks, the
    discard pile and the key are the message's words (Engine.standing)."""
    colours = {p.name: p.colour for p in view.players}
    letters = {p.name: p.letter for p in view.players}
    frame = table_frame(view)
    height = round(frame.top + frame.size[1]) + PAD
    image, draw = new_canvas(SIDE, height, None if true_colour else "throwdown")
    draw_window(image, draw, frame, view, colours, letters, tag_spots(view), words)
    return image


def _label(draw: ImageDraw.ImageDraw, pos, text: str, fill, ink, anchor: str = "mm", size: int = SMALL) -> None:
    f = font(size, bold=True)
    pos = (round(pos[0]), round(pos[1]))
    box = draw.textbbox(pos, text, font=f, anchor=anchor)
    draw.rounded_rectangle((box[0] - 5, box[1] - 3, box[2] + 5, box[3] + 3), radius=5, fill=fill)
    _text(draw, pos, text, font=f, fill=ink, anchor=anchor)


# --- the hand ---------------------------------------------------------------------------------------

HAND_ROW = 5
"""Cards a row of the hand: five fill the width with icons still large enough to carry their numbers."""
HAND_GAP = 16
NAME_SIZE = 18
HAND_ICON = 1.3
"""Icons on a hand's cards are drawn larger than on the table (where they are the geometry of covering): the
closest two spots of any card stay apart at this size."""


def render_throwdown_private(view: Any, true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """The player's hand, each card as large as the width allows under its position in the hand (the
    number a throw names); the message lists the same cards in words."""
    hand = list(view.my_hand)
    per_row = max(1, min(HAND_ROW, len(hand)))
    scale = min(MAX_SCALE, (SIDE - (per_row + 1) * HAND_GAP) / per_row / CARD_W)
    card_w, card_h = CARD_W * scale, CARD_H * scale
    step_y = card_h + 40 + 2 * (NAME_SIZE + 4)
    rows = max(1, -(-len(hand) // per_row))
    image, draw = new_canvas(SIDE, round(rows * step_y + HAND_GAP), None if true_colour else "throwdown")
    if not hand:
        _text(draw, (SIDE // 2, round(step_y / 2)), words("td-picture-hand-empty"), font=font(28, bold=True),
              fill=MUTED, anchor="mm")
        return image
    me = next((p for p in view.players if p.name == view.me), None)
    base = colour_of(me.colour if me else 0)
    left = (SIDE - per_row * card_w - (per_row - 1) * HAND_GAP) / 2
    for i, card in enumerate(hand):
        row, col = divmod(i, per_row)
        x0, y0 = left + col * (card_w + HAND_GAP), HAND_GAP + 34 + row * step_y
        _hand_card(draw, card, (x0, y0), scale, base, words)
    return image


def _hand_card(draw: ImageDraw.ImageDraw, card: Any, at: tuple[float, float], scale: float, base,
               words: Words) -> None:
    """A card of the hand: its position above it, its icons numbered (for aims such as "7 icon 2" once it
    lies on the table), its name below in up to two lines."""
    x0, y0 = at
    card_w, card_h = CARD_W * scale, CARD_H * scale
    middle = round(x0 + card_w / 2)
    _text(draw, (middle, round(y0 - 6)), words("td-picture-hand-card", n=card.position), font=font(22, bold=True),
          fill=HIGHLIGHT, anchor="mb")
    draw.rounded_rectangle((x0, y0, x0 + card_w, y0 + card_h), radius=10, fill=tint(base, 0.72), outline=base,
                           width=5)
    for k, (code, (lx, ly)) in enumerate(zip(card.icons, CARDS[card.id].spots, strict=True), 1):
        draw_icon(draw, x0 + card_w / 2 + lx * scale, y0 + card_h / 2 + ly * scale, HAND_ICON * ICON_R * scale, code,
                  number=k, words=words)
    for j, line in enumerate(wrap(words.say(name_said(card.name)), NAME_SIZE, card_w + HAND_GAP - 4)[:2]):
        _text(draw, (middle, round(y0 + card_h + 8 + j * (NAME_SIZE + 4))), line, font=font(NAME_SIZE),
              fill=TEXT, anchor="mt")


__all__ = ["render_throwdown", "render_throwdown_private", "BACKGROUND"]
