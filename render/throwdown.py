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
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, PLAYER_COLOURS, TEXT, font, header, new_canvas
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
            size = max(13, int(9 * scale))
            _text(draw, (cx, cy - size * 0.6 + i * size * 1.2), line, font=font(size, bold=True), fill=LOCATION_EDGE,
                  anchor="mm")
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
    number_font = font(max(12, int(r * 0.85)), bold=True)
    for icon in _get(card, "icons"):
        ix, iy = to_px((_get(icon, "x"), _get(icon, "y")))
        covered = _get(icon, "covered")
        draw_icon(draw, ix, iy, r, _get(icon, "code"), covered, live_ring=(owner == current and not covered))
        if not covered:  # its number on the card, for aims such as "7 icon 2"
            draw.text((ix + r * 0.95, iy - r * 0.95), str(_get(icon, "n")), font=number_font, fill=INK,
                      anchor="mm", stroke_width=2, stroke_fill=(255, 255, 255))


CORNERS = ((-CARD_W / 2, -CARD_H / 2), (CARD_W / 2, -CARD_H / 2), (CARD_W / 2, CARD_H / 2), (-CARD_W / 2, CARD_H / 2))
BADGE_R = 9.0
_BADGE_REACH = HALF_DIAGONAL + BADGE_R  # covers_icon's own quick rejection, done inline


def _pose(card: Any) -> tuple[float, float, float]:
    return (_get(card, "x"), _get(card, "y"), _get(card, "angle"))


@lru_cache(maxsize=16384)
def _covers(pose: tuple[float, float, float], point: tuple[float, float]) -> bool:
    """covers_icon for a number tag, remembered: the cards stay put from one move to the next."""
    return covers_icon(pose, point, BADGE_R)


def _free_corners(pose: tuple[float, float, float], poses: list[tuple[float, float, float]]
                  ) -> list[tuple[float, float]]:
    """The card's corners (top-left, then clockwise on the upright card) that no card above reaches."""
    x, y, angle = pose
    free = []
    for corner in CORNERS:
        point = to_world(x, y, angle, corner)
        px, py = point
        if not any(_covers(p, point) for p in poses
                   if abs(p[0] - px) <= _BADGE_REACH and abs(p[1] - py) <= _BADGE_REACH):
            free.append(point)
    return free


TAG_FONT, TAG_LETTER_FONT = 21, 14


def _tag_box(card: Any, at: tuple[float, float], letters: dict[str, str]) -> tuple[float, float, float, float]:
    """The pixel box of a card's number tag centred at `at`."""
    letter = "" if _get(card, "kind") == "location" else letters.get(_get(card, "owner"), "")
    big, small = font(TAG_FONT, bold=True), font(TAG_LETTER_FONT, bold=True)
    w = _length(big, str(_get(card, "n"))) + (_length(small, letter) + 2 if letter else 0) + 12
    return (at[0] - w / 2, at[1] - 14, at[0] + w / 2, at[1] + 14)


def draw_badge(draw: ImageDraw.ImageDraw, card: Any, box: tuple[float, float, float, float],
               colour_index: dict[str, int], letters: dict[str, str]) -> None:
    """The card's number (and its deck letter, a second cue next to the colour) on a tag in `box`."""
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
    big, small = font(TAG_FONT, bold=True), font(TAG_LETTER_FONT, bold=True)
    draw.rounded_rectangle(box, radius=7, fill=fill, outline=INK, width=2)
    left, middle = box[0] + 6, (box[1] + box[3]) / 2
    _text(draw, (left, middle), number, font=big, fill=ink, anchor="lm")
    if letter:
        _text(draw, (left + _length(big, number) + 2, middle + 3), letter, font=small, fill=ink, anchor="lm")


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

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in table units
MAX_SCALE = 2.6
"""The most a table unit is enlarged: a nearly empty table still shows cards at a sensible size."""
CLOSE_UP_BELOW = 1.9
"""When the table in use is drawn smaller than this, the densest part is drawn again, larger, below it."""
CLOSE_UP_SIZE = (350.0, 300.0)
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
    grid allows: the close-up."""
    width, height = size
    live = [(i.x, i.y) for c in view.table for i in c.icons if not i.covered] or [(c.x, c.y) for c in view.table]
    cell = view.cell

    def inside(x0: float, y0: float) -> list[tuple[float, float]]:
        return [(x, y) for x, y in live if x0 <= x <= x0 + width and y0 <= y <= y0 + height]

    corners_ = [(a * cell, b * cell) for a in range(max(1, int((view.width - width) // cell) + 1))
                for b in range(max(1, int((view.height - height) // cell) + 1))]
    best = max(len(inside(*c)) for c in corners_)

    def off_centre(corner: tuple[float, float]) -> float:
        points = inside(*corner)
        mx, my = sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)
        return abs(mx - corner[0] - width / 2) + abs(my - corner[1] - height / 2)

    x0, y0 = min((c for c in corners_ if len(inside(*c)) == best), key=off_centre)
    return (x0, y0, min(view.width, x0 + width), min(view.height, y0 + height))


def draw_window(image: Image.Image, frame: Frame, view: Any, colours: dict[str, int],
                letters: dict[str, str]) -> None:
    """One window of the table: its grid labels around it on the picture, and inside it (drawn on a
    layer of its own, so cards reaching past the window are cut at its edge) the felt, the grid lines
    and the scene."""
    draw = ImageDraw.Draw(image)
    _grid_labels(draw, frame, view)
    width, height = frame.size
    layer = Image.new("RGB", (round(width), round(height)), TABLE_FELT)
    inner = Frame(frame.box, frame.scale, 0.0, 0.0)
    layer_draw = ImageDraw.Draw(layer)
    _grid_lines(layer_draw, inner, view)
    draw_scene(layer_draw, inner, view, colours, letters)
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
        x = frame(((col + 0.5) * view.cell, 0))[0]
        _text(draw, (x, frame.top - 13), view.columns[col], font=label_font, fill=MUTED, anchor="mm")
        _text(draw, (x, frame.top + height + 13), view.columns[col], font=label_font, fill=MUTED, anchor="mm")
    for row in rows:
        y = frame((0, (row + 0.5) * view.cell))[1]
        _text(draw, (frame.left - 17, y), str(row + 1), font=label_font, fill=MUTED, anchor="mm")
        _text(draw, (frame.left + width + 17, y), str(row + 1), font=label_font, fill=MUTED, anchor="mm")


def draw_scene(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, colours: dict[str, int],
               letters: dict[str, str]) -> None:
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
    _draw_tags(draw, frame, view, shown, colours, letters)


def _draw_throw(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, throw: Any) -> None:
    """The aim as a yellow crosshair and an arrow to where the card came down, a dotted line from where
    the thrower stood; MISS on a card that missed and is pending or gone, KEPT on one a break saved."""
    aim, land = frame(tuple(throw.aim)), frame(tuple(throw.landing))
    sx = min(max(throw.seat[0], frame.box[0]), frame.box[2])
    sy = min(max(throw.seat[1], frame.box[1]), frame.box[3])
    _dotted(draw, frame((sx, sy)), aim, (200, 200, 200))
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


def _draw_tags(draw: ImageDraw.ImageDraw, frame: Frame, view: Any, shown: list[Any], colours: dict[str, int],
               letters: dict[str, str]) -> None:
    """Each card's number tag at its first corner no card above reaches and no tag already placed
    overlaps; a card with every corner hidden but live icons left gets its tag in the middle."""
    poses = [_pose(card) for card in view.table]
    index = {card.n: i for i, card in enumerate(view.table)}
    placed: list[Box] = []
    for card in reversed(shown):  # the top cards first: their tags matter most in a pile
        i = index[card.n]
        spots = _free_corners(poses[i], poses[i + 1:])
        if not spots and any(not icon.covered for icon in card.icons):
            spots = [(card.x, card.y)]
        for spot in spots:
            box = _tag_box(card, frame(spot), letters)
            if not any(_overlap(box, other) for other in placed):
                draw_badge(draw, card, box, colours, letters)
                placed.append(box)
                break
    if view.pending is not None:
        card = view.pending
        draw_badge(draw, card, _tag_box(card, frame(to_world(card.x, card.y, card.angle, CORNERS[0])), letters),
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


def render_throwdown(view: Any, events: list[dict[str, Any]]) -> Image.Image:
    players = list(view.players)
    colours = {p.name: p.colour for p in players}
    letters = {p.name: p.letter for p in players}
    main, close = frames(view)
    y = (close or main).top + (close or main).size[1] + MARGIN_BOTTOM
    panel_h = 16 + ((len(players) + 1) // 2) * 58 + 58
    image, draw = new_canvas(WIDTH, int(y + panel_h))
    status = view.status if len(view.status) <= 60 else view.status[:58] + "…"
    header(draw, WIDTH, f"Maximum Throwdown · turn {view.turn}", status)
    draw_window(image, main, view, colours, letters)
    if close is not None:
        columns, rows = _columns_and_rows(close, view)
        span = f"{view.columns[columns[0]]}{rows[0] + 1} to {view.columns[columns[-1]]}{rows[-1] + 1}"
        _text(draw, (WIDTH / 2, close.top - 44), f"Close-up: the busiest part of the table ({span})",
              font=font(22, bold=True), fill=TEXT, anchor="mm")
        draw_window(image, close, view, colours, letters)
    _panel(draw, view, players, int(y - 10))
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
