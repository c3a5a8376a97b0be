"""Counters and markers on the map: the force pills (ships, armies, bunkers), dots, badges,
arrows and labels.
"""

from __future__ import annotations

from math import atan2, cos, hypot, sin
from typing import Any

from PIL import ImageDraw

from engines.throneworld import units as U
from render.common import draw_text_with as _draw_text
from render.common import font
from render.throneworld.style import INK, WHITE, _ink_on, _text, _w

# --- counters and markers ------------------------------------------------------------------------------


def _pill_parts(units: dict[str, int], used: int, detailed: bool = False) -> list[tuple[str, Any]]:
    """What a player's counter shows: `detailed`, the units themselves ("2B P 3H", bunkers as
    squares); otherwise counts (▲ warships, ● troops, ■ bunkers)."""
    parts: list[tuple[str, Any]] = []
    if detailed:
        force = U.without(units, "CT")
        if force:
            parts.append(("units", U.text(force)))
        if units.get("C"):
            parts.append(("bunker", (units["C"], min(used, units["C"]))))
        return parts
    ships = U.count(units, U.WARSHIPS)
    troops = U.count(units, U.MOBILE_TROOPS)
    bunkers = units.get("C", 0)
    if ships:
        parts.append(("ship", ships))
    if troops:
        parts.append(("army", troops))
    if bunkers:
        parts.append(("bunker", (bunkers, min(used, bunkers))))
    return parts


PILL_FONT = 20


def _pill_width(letter: str, parts: list[tuple[str, Any]], size: int = PILL_FONT, compact: bool = False) -> float:
    icon = size * 0.68
    w = 7 + _w(letter, size, True) + 4
    for kind, value in parts:
        w += size * 0.35
        if kind == "bunker":
            total, used = value
            if total <= 3 and not compact:
                w += total * (icon + 2)
            else:
                w += icon + 2 + _w(str(total - used), size, True) + (icon + 4 + _w(str(used), size, True)
                                                                       if used else 0)
        elif kind == "units":
            w += _w(value, size, True)
        else:
            w += icon + 2 + _w(str(value), size, True)
    return w + 7


def _ship(draw: ImageDraw.ImageDraw, x: float, cy: float, ink, icon: float = 13.6) -> None:
    draw.polygon([(x, cy + icon / 2), (x + icon, cy + icon / 2), (x + icon / 2, cy - icon / 2)], fill=ink)


def _army(draw: ImageDraw.ImageDraw, x: float, cy: float, ink, icon: float = 13.6) -> None:
    draw.ellipse((x, cy - icon / 2, x + icon, cy + icon / 2), fill=ink)


def _bunker(draw: ImageDraw.ImageDraw, x: float, cy: float, ink, used: bool, fill, icon: float = 13.6) -> None:
    half = icon * 0.42
    box = (x + icon / 2 - half, cy - half, x + icon / 2 + half, cy + half)
    if used:
        draw.rectangle(box, fill=fill, outline=ink, width=2)
        draw.line((box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1), fill=ink, width=2)
    else:
        draw.rectangle(box, fill=ink)


def pill_layout(letter: str, parts: list[tuple[str, Any]], room: float, base: int = PILL_FONT
                ) -> tuple[int, bool]:
    """The largest counter (font size, compact bunkers?) that fits in `room` pixels."""
    for size, compact in ((base, False), (base, True), (base - 2, True), (base - 4, True)):
        if _pill_width(letter, parts, size, compact) <= room:
            return size, compact
    return base - 5, True


def draw_pill(draw: ImageDraw.ImageDraw, cx: float, cy: float, colour, letter: str,
              parts: list[tuple[str, Any]], size: int = PILL_FONT, compact: bool = False) -> None:
    """A player's counters in a hex: their letter, then the units ("2B P 3H") or ▲ warships and
    ● troops as counts, and ■ Command Bunkers (□ with a stroke: used this turn)."""
    ink = _ink_on(colour)
    icon = size * 0.68
    w = _pill_width(letter, parts, size, compact)
    x = cx - w / 2
    half = size / 2 + 3
    draw.rounded_rectangle((x, cy - half, x + w, cy + half), radius=7, fill=colour, outline=INK, width=2)
    x += 7
    _text(draw, (x, cy), letter, size, ink, "lm", True)
    x += _w(letter, size, True) + 2
    draw.line((x, cy - half + 4, x, cy + half - 4), fill=ink, width=1)
    x += 2
    for kind, value in parts:
        x += size * 0.35
        if kind == "bunker":
            total, used = value
            if total <= 3 and not compact:
                for i in range(total):
                    _bunker(draw, x, cy, ink, i >= total - used, colour, icon)
                    x += icon + 2
                continue
            _bunker(draw, x, cy, ink, False, colour, icon)
            x += icon + 2
            _text(draw, (x, cy + 1), str(total - used), size, ink, "lm", True)
            x += _w(str(total - used), size, True)
            if used:
                x += 4
                _bunker(draw, x, cy, ink, True, colour, icon)
                x += icon + 2
                _text(draw, (x, cy + 1), str(used), size, ink, "lm", True)
                x += _w(str(used), size, True)
            continue
        if kind == "units":
            _text(draw, (x, cy + 1), value, size, ink, "lm", True)
            x += _w(value, size, True)
            continue
        (_ship if kind == "ship" else _army)(draw, x, cy, ink, icon)
        x += icon + 2
        _text(draw, (x, cy + 1), str(value), size, ink, "lm", True)
        x += _w(str(value), size, True)


def _dot(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour, text: str, size: int = 13) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=2)
    _text(draw, (cx, cy + 0.5), text, size, _ink_on(colour), "mm", True)


def _diamond(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour, text: str) -> None:
    draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=colour, outline=INK)
    if text:
        _text(draw, (cx, cy + 0.5), text, max(12, int(r * 1.1)), _ink_on(colour), "mm", True)


def _badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill, ink, glyph: str, ring=INK) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=ring, width=3)
    _text(draw, (cx, cy + 1), glyph, int(r * 1.25), ink, "mm", True)


def draw_arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float], colour,
               width: int = 7, head: float = 22, dashed: bool = False) -> None:
    a = atan2(end[1] - start[1], end[0] - start[0])
    tip = end
    base = (end[0] - head * 0.8 * cos(a), end[1] - head * 0.8 * sin(a))
    left = (end[0] - head * cos(a - 0.5), end[1] - head * sin(a - 0.5))
    right = (end[0] - head * cos(a + 0.5), end[1] - head * sin(a + 0.5))
    for ink, extra in ((INK, 8), (WHITE, 4), (colour, 0)):
        if dashed:
            _dashes(draw, start, base, ink, width + extra)
        else:
            draw.line((*start, *base), fill=ink, width=width + extra)
    draw.polygon([tip, left, right], fill=WHITE, outline=INK, width=2)
    inset = 0.3 * head
    draw.polygon([(tip[0] - inset * cos(a), tip[1] - inset * sin(a)),
                  (left[0] + 0.25 * (base[0] - left[0]), left[1] + 0.25 * (base[1] - left[1])),
                  (right[0] + 0.25 * (base[0] - right[0]), right[1] + 0.25 * (base[1] - right[1]))], fill=colour)


def _dashes(draw: ImageDraw.ImageDraw, start, end, colour, width: int, step: float = 16.0) -> None:
    length = hypot(end[0] - start[0], end[1] - start[1])
    count = max(1, int(length // step))
    for i in range(0, count, 2):
        t0, t1 = i / count, min(1.0, (i + 1) / count)
        draw.line((start[0] + (end[0] - start[0]) * t0, start[1] + (end[1] - start[1]) * t0,
                   start[0] + (end[0] - start[0]) * t1, start[1] + (end[1] - start[1]) * t1), fill=colour,
                  width=width)


def _label(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill, ink,
           anchor: str = "mm", outline=INK) -> None:
    f = font(size, True)
    w = _w(text, size, True)
    x, y = xy
    if anchor[0] == "m":
        x -= w / 2
    elif anchor[0] == "r":
        x -= w
    draw.rounded_rectangle((x - 5, y - size * 0.62 - 2, x + w + 5, y + size * 0.62 + 2), radius=5, fill=fill,
                           outline=outline, width=2)
    _draw_text(draw, (x, y), text, f, ink, "lm")
