"""Maximum Throwdown's drawing pieces: icons, table cards (face up, face down, locations), their number
tags, arrows, and the colours they use. render/throwdown.py lays them out on the table picture and the
hand picture."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import atan2, cos, sin
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from engines.throwdown.data import CARD_H, CARD_W, ICON_R, name_said
from engines.throwdown.geometry import HALF_DIAGONAL, covers_icon, to_world, to_world_all
from lang import ENGLISH, Words
from render.common import HIGHLIGHT, PALETTE, PLAYER_COLOURS, font, stamp
from render.common import draw_text_with as _text
from render.indexed import game_of, indexed

SMALL = 16
"""The smallest type on a picture: 10 px tall once Discord shrinks a SIDE px picture into a 400 px box."""
TABLE_FELT = (46, 56, 66)
GRID_LINE = (70, 82, 94)
LOCATION_FILL = (214, 203, 172)
LOCATION_EDGE = (120, 104, 70)
INK = (20, 22, 26)
COVERED_FILL = (125, 125, 125)
ABILITY = {"D": "sky", "T": "orange", "B": "green", "S": "purple", "A": "vermillion"}
"""An ability icon's colour; its letter is the reader's (td-icon-letter: the ability's initial)."""
PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
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
def length(f: ImageFont.FreeTypeFont, text: str) -> float:
    return f.getlength(text)


# --- drawing pieces ---------------------------------------------------------------------------------


def draw_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, code: str, covered: bool = False,
              live_ring: bool = False, number: int | None = None, words: Words = ENGLISH) -> None:
    """One icon, upright. Live: white or coloured disc, thick black ring. Covered: grey, thin ring, a slash.
    `number`: its number on a white disc at its top right, for aims such as "7 icon 2". Drawn once per look
    and size, then pasted on whole pixels: a crowded table has hundreds of icons, few different ones."""
    letter = words("td-icon-letter", code=code) if code in ABILITY else ""
    sprite, shape, reach = _icon(code, letter, covered, live_ring, r, number, game_of(draw))
    stamp(draw, sprite, (round(cx) - reach, round(cy) - reach), shape)


@lru_cache(maxsize=1024)  # 3 MB for 24 tables' 400 sprites; at most about 8 MB
def _icon(code: str, letter: str, covered: bool, live_ring: bool, r: float, number: int | None, game: str | None
          ) -> tuple[Image.Image, Image.Image, int]:
    """The icon drawn centred on a square of its own (in `game`'s palette, or true colour), the same
    shapes in white on its mask (what to paste), and the square's half width."""
    number_half = _number_font(r).size * 0.62
    reach = int(max(r + 6, 0.95 * r + number_half + 2 if number is not None else 0)) + 2
    side = 2 * reach + 1
    sprite, shape = Image.new("RGB", (side, side)), Image.new("L", (side, side))
    for canvas, solid in ((ImageDraw.Draw(sprite), False), (ImageDraw.Draw(shape), True)):
        _draw_icon_at(canvas, reach, reach, r, code, letter, covered, live_ring, number, solid)
    return indexed(sprite, game), shape, reach


def _number_font(r: float) -> ImageFont.FreeTypeFont:
    return font(max(SMALL, int(r * 0.85)), bold=True)


def _draw_icon_at(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, code: str, letter: str,
                  covered: bool, live_ring: bool, number: int | None, solid: bool) -> None:
    """The icon's shapes in their colours, or (`solid`, for its mask) all in white."""
    def ink(colour):
        return 255 if solid else colour

    box = (cx - r, cy - r, cx + r, cy + r)
    if live_ring:
        draw.ellipse((cx - r - 4, cy - r - 4, cx + r + 4, cy + r + 4), outline=ink(HIGHLIGHT), width=3)
    if covered:
        draw.ellipse(box, fill=ink(COVERED_FILL), outline=ink((90, 90, 90)), width=1)
    elif code.isdigit():
        draw.ellipse(box, fill=ink((255, 255, 255)), outline=ink(INK), width=max(2, int(r / 5)))
    else:
        draw.ellipse(box, fill=ink(PALETTE[ABILITY[code]]), outline=ink(INK), width=max(2, int(r / 5)))
    if code.isdigit():
        dot = max(1.6, r * 0.2)
        pip = ink((70, 70, 70) if covered else INK)
        for dx, dy in PIP_LAYOUT[int(code)]:
            px, py = cx + dx * r * 1.05, cy + dy * r * 1.05
            draw.ellipse((px - dot, py - dot, px + dot, py + dot), fill=pip)
    elif r * 1.25 >= SMALL - 2:  # the letter where it can be read; smaller icons keep their colour only
        f = font(max(SMALL, int(r * 1.25)), bold=True)
        _text(draw, (round(cx), round(cy + 0.5)), letter, font=f, fill=ink((60, 60, 60) if covered else INK),
              anchor="mm")
    if covered:
        d = r * 0.8
        draw.line((cx - d, cy + d, cx + d, cy - d), fill=ink((40, 40, 40)), width=max(2, int(r / 5)))
    if number is not None:
        nx, ny, half = cx + r * 0.95, cy - r * 0.95, _number_font(r).size * 0.62
        draw.ellipse((nx - half, ny - half, nx + half, ny + half), fill=ink((255, 255, 255)))  # reads on any card
        _text(draw, (round(nx), round(ny)), str(number), font=_number_font(r), fill=ink(INK), anchor="mm")


def _hatch(draw: ImageDraw.ImageDraw, to_px, x: float, y: float, angle: float, colour, inset: float) -> None:
    """Diagonal stripes across a face-down card (drawn in the card's own frame), stopping `inset` short
    of its edges (its border is drawn before them)."""
    hw, hh = CARD_W / 2 - inset, CARD_H / 2 - inset
    step = 11.0
    c = -CARD_W / 2 - CARD_H / 2
    while c < CARD_W / 2 + CARD_H / 2:
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


def _framed(draw: ImageDraw.ImageDraw, to_px, pose: tuple[float, float, float], scale: float,
            bands: Sequence[tuple[Any, float]], face: Any) -> None:
    """A card as nested fills: each band a colour and its width in pixels from the edge inwards, then the
    face. (An outline of some width is drawn by Pillow through a whole-picture mask: this costs half.)"""
    inset = 0.0
    for colour, width in [*bands, (face, 0.0)]:
        draw.polygon([to_px(p) for p in _inset_corners(pose, inset / scale)], fill=colour)
        inset += width


def _inset_corners(pose: tuple[float, float, float], inset: float) -> list[tuple[float, float]]:
    x, y, angle = pose
    hw, hh = CARD_W / 2 - inset, CARD_H / 2 - inset
    return to_world_all(x, y, angle, ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)))


def draw_table_card(draw: ImageDraw.ImageDraw, card: Any, to_px, scale: float, colour_index: dict[str, int],
                    current: str | None, words: Words = ENGLISH, missed: bool = False) -> None:
    x, y, angle = card.x, card.y, card.angle
    kind, owner = card.kind, card.owner
    if kind == "location":
        _framed(draw, to_px, (x, y, angle), scale, [(LOCATION_EDGE, 3)], LOCATION_FILL)
        cx, cy = to_px((x, y))
        name = words.say(name_said(card.name)) if card.name else ""
        parts = name.split()
        lines = [" ".join(parts[: len(parts) // 2 or 1]), " ".join(parts[len(parts) // 2 or 1:])]
        size = int(9 * scale)
        if size < SMALL:
            return  # a name too small to read is left off (the location is the sand-coloured card)
        for i, line in enumerate(line for line in lines if line):
            at = (round(cx), round(cy - size * 0.6 + i * size * 1.2))
            _text(draw, at, line, font=font(size, bold=True), fill=LOCATION_EDGE, anchor="mm")
        return
    base = colour_of(colour_index.get(owner, 0))
    if not card.face_up:
        _framed(draw, to_px, (x, y, angle), scale, [((235, 235, 235), 2)], shade(base, 0.45))
        _hatch(draw, to_px, x, y, angle, shade(base, 0.2), inset=4 / scale)  # the stripes' ends clear the border
        return
    border = [(PALETTE["vermillion"], 2), (base, 2)] if missed else [(base, 4)]
    _framed(draw, to_px, (x, y, angle), scale, border, tint(base, 0.72))
    r = ICON_R * scale
    numbered = r >= NUMBERED_FROM  # icon numbers where they can be read: the close-up has them all
    for icon in card.icons:
        ix, iy = to_px((icon.x, icon.y))
        covered = icon.covered
        draw_icon(draw, ix, iy, r, icon.code, covered, live_ring=(owner == current and not covered),
                  number=icon.n if numbered and not covered else None, words=words)


CORNERS = ((-CARD_W / 2, -CARD_H / 2), (CARD_W / 2, -CARD_H / 2), (CARD_W / 2, CARD_H / 2), (-CARD_W / 2, CARD_H / 2))
BADGE_R = 9.0
_BADGE_REACH = HALF_DIAGONAL + BADGE_R  # covers_icon's own quick rejection, done inline


def pose(card: Any) -> tuple[float, float, float]:
    return (card.x, card.y, card.angle)


@lru_cache(maxsize=16384)
def _covers(pose: tuple[float, float, float], point: tuple[float, float]) -> bool:
    """covers_icon for a number tag, remembered: the cards stay put from one move to the next."""
    return covers_icon(pose, point, BADGE_R)


def free_corners(pose: tuple[float, float, float], poses: list[tuple[float, float, float]]
                  ) -> list[tuple[float, float]]:
    """The card's corners (top-left, then clockwise on the upright card) that no card above reaches."""
    x, y, _ = pose
    reach = _BADGE_REACH + HALF_DIAGONAL  # of the card's middle: only these may reach one of its corners
    poses = [p for p in poses if abs(p[0] - x) <= reach and abs(p[1] - y) <= reach]
    free = []
    for point in to_world_all(*pose, CORNERS):
        px, py = point
        if not any(_covers(p, point) for p in poses
                   if abs(p[0] - px) <= _BADGE_REACH and abs(p[1] - py) <= _BADGE_REACH):
            free.append(point)
    return free


TAG_FONT, TAG_LETTER_FONT = 21, SMALL
NUMBERED_FROM = 13
"""Icons drawn with at least this radius carry their numbers (in SMALL type or larger beside them)."""


def tag_box(card: Any, at: tuple[float, float], letters: dict[str, str]) -> tuple[float, float, float, float]:
    """The pixel box of a card's number tag centred at `at`."""
    letter = "" if card.kind == "location" else letters.get(card.owner, "")
    big, small = font(TAG_FONT, bold=True), font(TAG_LETTER_FONT, bold=True)
    w = length(big, str(card.n)) + (length(small, letter) + 2 if letter else 0) + 12
    return (at[0] - w / 2, at[1] - 14, at[0] + w / 2, at[1] + 14)


def draw_badge(draw: ImageDraw.ImageDraw, card: Any, box: tuple[float, float, float, float],
               colour_index: dict[str, int], letters: dict[str, str]) -> None:
    """The card's number (and its deck letter, a second cue next to the colour) on a tag in `box`."""
    owner = card.owner
    number = str(card.n)
    letter = ""
    if card.kind == "location":
        fill, ink = LOCATION_EDGE, (255, 255, 255)
    else:
        fill, ink = colour_of(colour_index.get(owner, 0)), (255, 255, 255)
        if colour_index.get(owner, 0) in (1, 4):  # orange and sky: dark text reads better
            ink = INK
        letter = letters.get(owner, "")
    x0, y0 = round(box[0]), round(box[1])
    height = round(box[3]) - y0
    tag, shape = _tag(fill, round(box[2]) - x0, height, game_of(draw))
    stamp(draw, tag, (x0, y0), shape)
    big, small = font(TAG_FONT, bold=True), font(TAG_LETTER_FONT, bold=True)
    middle = y0 + round(height / 2)
    _text(draw, (x0 + 6, middle), number, font=big, fill=ink, anchor="lm")
    if letter:
        _text(draw, (x0 + round(6 + length(big, number) + 2), middle + 3), letter, font=small, fill=ink, anchor="lm")


@lru_cache(maxsize=256)
def _tag(fill: Any, width: int, height: int, game: str | None) -> tuple[Image.Image, Image.Image]:
    """A tag without its writing, drawn once (and its shape, to paste it by), then pasted wherever it goes:
    there are dozens on a picture and a rounded rectangle is slow to draw. Its number and letter are written
    on it in place: a tag kept with them was a different one for every card, colour and letter (3,552 on 700
    tables), and most pictures drew a dozen anew. In `game`'s palette, or true colour."""
    tag = Image.new("RGB", (width + 1, height + 1), fill)
    shape = Image.new("L", tag.size, 0)
    ImageDraw.Draw(shape).rounded_rectangle((0, 0, width, height), radius=7, fill=255)
    ImageDraw.Draw(tag).rounded_rectangle((0, 0, width, height), radius=7, fill=fill, outline=INK, width=2)
    return indexed(tag, game), shape


def draw_arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float], colour,
               width: int = 4) -> None:
    draw.line((*start, *end), fill=colour, width=width)
    a = atan2(end[1] - start[1], end[0] - start[0])
    size = 16
    left = (end[0] - size * cos(a - 0.45), end[1] - size * sin(a - 0.45))
    right = (end[0] - size * cos(a + 0.45), end[1] - size * sin(a + 0.45))
    draw.polygon([end, left, right], fill=colour)


def dotted(draw: ImageDraw.ImageDraw, start, end, colour, step: float = 9.0) -> None:
    length = max(1.0, ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5)
    count = int(length // step)
    for i in range(0, count, 2):
        t0, t1 = i / count, min(1.0, (i + 1) / count)
        draw.line((start[0] + (end[0] - start[0]) * t0, start[1] + (end[1] - start[1]) * t0,
                   start[0] + (end[0] - start[0]) * t1, start[1] + (end[1] - start[1]) * t1), fill=colour, width=2)


