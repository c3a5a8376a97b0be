"""Throneworld pictures: the table (the hex map with every system, fleet, army and marker, the last move as
arrows, then the empires, the turn, the production track, any proposal, event or victory attempt), a
player's own picture (the same map with the tiles only they have scanned, their chits and orders), and
one battle report per battle.

Drawn from the engine's views and events only. The public picture shows a tile's values only when the
tile lies face up, whatever else the view holds. Colour always comes with a second cue: every empire
has a letter (its race's initial) on its counters, badges and rows; system kinds carry their word on
face-down tiles; markers have their own shapes (⚔ battle, ⊘ blockade, ◆ scanned).

Layout: the map fills the width (hexes as large as a phone allows: the picture is read at ~400 px),
the panel goes below it. The map's static layer (hex shapes and kind shading for the hexes in play)
is drawn once per layout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from math import atan2, cos, hypot, pi, sin, sqrt
from typing import Any

from PIL import Image, ImageDraw

from engines.throneworld import hexmap
from engines.throneworld import units as U
from engines.throneworld.narrate import narrate
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, PLAYER_COLOURS, TEXT, compact_blank, font, wrap
from render.common import draw_text_with as _draw_text

WIDTH = 1300
MARGIN = 10
HEAD = 92
MAX_HEX = 112
"""Largest hex radius (the two-player map is small enough to draw bigger)."""
SQ3 = sqrt(3)
INK = (16, 18, 22)
WHITE = (255, 255, 255)
OUT_FILL = (39, 44, 52)
OUT_EDGE = (50, 56, 65)
EDGE = (18, 21, 26)
KIND_FILL = {
    "throne": (104, 88, 36),
    "home": (74, 70, 98),
    "inner": (44, 74, 98),
    "outer": (64, 70, 80),
    "fringe": (82, 70, 56),
}
KIND_WORD = {"throne": "THRONE", "home": "home", "inner": "inner", "outer": "outer", "fringe": "fringe"}
NEUTRAL_FILL = (200, 200, 200)
ALERT = PALETTE["vermillion"]
TECHS = ("jump", "comm", "space", "ground")
TECH_LETTER = {"jump": "J", "comm": "C", "space": "S", "ground": "G"}
PHASES = {
    "outreach": "Outreach", "move": "expansion", "window": "reaction window", "counterjam": "counter-jam",
    "chit": "chit step", "followup": "chit follow-up", "research": "research", "event": "event",
    "production": "production", "over": "game over",
}
SIMULTANEOUS = ("outreach", "research", "production")
QUIET_EVENTS = {"chose", "drew", "building", "orders", "end_of_turn", "income", "planned"}
"""Events the picture leaves to the channel (bookkeeping, one line per player that says little, and
"planned": the proposal that follows lists the whole plan)."""


# --- small helpers ----------------------------------------------------------------------------------


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill, anchor: str = "la",
          bold: bool = False) -> None:
    _draw_text(draw, xy, text, font(size, bold), fill, anchor)


@lru_cache(maxsize=8192)
def _w(text: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(text)


@lru_cache(maxsize=4096)
def _fit(text: str, size: int, width: float, bold: bool = False) -> str:
    if _w(text, size, bold) <= width:
        return text
    while text and _w(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def _ink_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white text, whichever reads better on `rgb`."""
    luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return INK if luminance > 120 else WHITE


def _units(text: str | None) -> dict[str, int]:
    try:
        return U.parse(text or "")
    except Exception:  # a view from a newer engine with a letter we do not know: draw what we can
        return {}


# --- who is who --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple[int, int, int]
    letter: str
    race: str


def seats(empires: dict[str, Any], order: list[str] | None = None) -> dict[str, Seat]:
    """Seat colours by the empires' order (the players' seats), letters by race initials (unique when
    every empire has its own race; seat numbers otherwise)."""
    names = list(empires) or list(order or [])
    races = [str(_get(empires.get(n, {}), "race", "") or "") for n in names]
    initials = [r[:1].upper() for r in races]
    if len(set(initials)) != len(initials) or not all(initials):
        initials = [str(i + 1) for i in range(len(names))]
    return {n: Seat(n, PALETTE[PLAYER_COLOURS[i % len(PLAYER_COLOURS)]], initials[i], races[i])
            for i, n in enumerate(names)}


# --- the map's geometry and static layer ----------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    size: float
    width: int
    height: int
    centres: dict[str, tuple[float, float]]
    polygons: dict[str, list[tuple[float, float]]]
    kinds: dict[str, str]
    out_of_play: list[list[tuple[float, float]]]


def _hex_points(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    return [(cx + s * cos(pi / 3 * i), cy + s * sin(pi / 3 * i)) for i in range(6)]


def _raw_centre(c: tuple[int, int]) -> tuple[float, float]:
    q, r = c
    return (1.5 * q, SQ3 * (r + q / 2))


@lru_cache(maxsize=16)
def geometry(hexes: tuple[tuple[str, str], ...]) -> Geometry:
    """Where each hex in play goes (flat-topped, column q left to right), for this set of hexes."""
    coords = {name: hexmap.coord_of(name) for name, _ in hexes}
    coords = {n: c for n, c in coords.items() if c is not None}
    raw = {n: _raw_centre(c) for n, c in coords.items()}
    min_x = min(x for x, _ in raw.values()) - 1
    max_x = max(x for x, _ in raw.values()) + 1
    min_y = min(y for _, y in raw.values()) - SQ3 / 2
    max_y = max(y for _, y in raw.values()) + SQ3 / 2
    size = min(MAX_HEX, (WIDTH - 2 * MARGIN) / (max_x - min_x))
    map_w = (max_x - min_x) * size
    left = (WIDTH - map_w) / 2
    height = int((max_y - min_y) * size + 2 * MARGIN)

    def place(x: float, y: float) -> tuple[float, float]:
        return (left + (x - min_x) * size, MARGIN + (y - min_y) * size)

    centres = {n: place(*raw[n]) for n in raw}
    polygons = {n: _hex_points(*centres[n], size) for n in raw}
    out = []
    for c in hexmap.all_coords():
        name = hexmap.name_of(c)
        if name in raw:
            continue
        x, y = _raw_centre(c)
        if min_x - 0.5 <= x <= max_x + 0.5 and min_y - 0.5 <= y <= max_y + 0.5:
            out.append(_hex_points(*place(x, y), size - 2))
    return Geometry(size=size, width=WIDTH, height=height, centres=centres, polygons=polygons,
                    kinds={n: k for n, k in hexes}, out_of_play=out)


@lru_cache(maxsize=16)
def _map_layer(hexes: tuple[tuple[str, str], ...]) -> Image.Image:
    """The blank map: hexes out of play, and every hex in play shaded by its kind (kept in palette mode)."""
    geo = geometry(hexes)
    image = Image.new("RGB", (geo.width, geo.height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for poly in geo.out_of_play:
        draw.polygon(poly, fill=OUT_FILL, outline=OUT_EDGE)
    for name, poly in geo.polygons.items():
        draw.polygon(poly, fill=KIND_FILL.get(geo.kinds[name], KIND_FILL["outer"]))
        draw.line(poly + [poly[0]], fill=EDGE, width=3)
    return compact_blank(image)


def _hex_key(ground: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((h["name"], h.get("kind") or "outer") for h in ground.get("hexes", [])))


def _inset(poly_centre: tuple[float, float], s: float, by: float) -> list[tuple[float, float]]:
    return _hex_points(poly_centre[0], poly_centre[1], s - by)


def _half_width(s: float, dy: float) -> float:
    """Half the width of a flat-topped hex of radius s at dy from its centre."""
    return max(0.0, s - abs(dy) / SQ3)


# --- counters and markers ------------------------------------------------------------------------------


def _pill_parts(units: dict[str, int], used: int) -> list[tuple[str, Any]]:
    parts: list[tuple[str, Any]] = []
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
    """A player's counters in a hex: their letter, then ▲ warships, ● troops, ■ Command Bunkers
    (□ with a stroke: used this turn)."""
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
        (_ship if kind == "ship" else _army)(draw, x, cy, ink, icon)
        x += icon + 2
        _text(draw, (x, cy + 1), str(value), size, ink, "lm", True)
        x += _w(str(value), size, True)


def _dot(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour, text: str, size: int = 13) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=2)
    _text(draw, (cx, cy + 0.5), text, size, _ink_on(colour), "mm", True)


def _diamond(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour, text: str) -> None:
    draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=colour, outline=INK)
    _text(draw, (cx, cy + 0.5), text, 12, _ink_on(colour), "mm", True)


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


# --- the map ------------------------------------------------------------------------------------------


def _shorten(a: tuple[float, float], b: tuple[float, float], by_start: float, by_end: float):
    d = hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    return (a[0] + ux * by_start, a[1] + uy * by_start), (b[0] - ux * by_end, b[1] - uy * by_end)


def draw_map(image: Image.Image, top: int, ground: dict[str, Any], who: dict[str, Seat], events: list[dict],
             proposal: list[dict] | None = None, me: str | None = None, responses: list[dict] | None = None
             ) -> Geometry:
    """The map at `top`: systems, counters and markers, then the move's arrows. Public (me None): a tile's
    values only when face up, whatever else the view holds. Private: also the tiles `me` scanned, marked
    as seen by them alone."""
    key = _hex_key(ground)
    geo = geometry(key)
    image.paste(_map_layer(key), (0, top))
    draw = ImageDraw.Draw(image)
    s = geo.size
    k = s / 92  # the sizes below are for s = 92 (the six-player map, the smallest hexes)
    battles = {e.get("hex") for e in events if e.get("type") == "battle"}

    def centre(name: str) -> tuple[float, float] | None:
        c = geo.centres.get(name)
        return (c[0], c[1] + top) if c else None

    hexes = [(h, centre(h["name"])) for h in ground.get("hexes", [])]
    hexes = [(h, c) for h, c in hexes if c is not None]
    for h, c in hexes:
        _hex_ground(draw, c, s, k, h, who, me)
    # the move's arrows go under the hexes' writing and counters, and again over them as a veil: the
    # arrows show whole, the writing stays readable
    arrows, scans, labels = _moves(centre, who, events, proposal, s, responses)
    _draw_scans(draw, scans, s)
    _draw_arrows(image, arrows, veil=False)
    for h, c in hexes:
        _draw_hex(draw, c, s, k, h, who, me, h["name"] in battles)
    _draw_arrows(image, arrows, veil=True)
    for mid, text, colour in labels:
        _label(draw, mid, text, 19, colour, _ink_on(colour))
    return geo


def _known(h: dict[str, Any], me: str | None) -> tuple[bool, bool]:
    """(values shown, shown only to `me`). The one place a tile's values are let through: face up, or in
    a player's own picture a tile they scanned (the player view holds its values)."""
    face_up = bool(h.get("face_up"))
    known = face_up or (me is not None and me in (h.get("scans") or []) and h.get("dev") is not None)
    return known, known and not face_up


def _hex_ground(draw: ImageDraw.ImageDraw, c: tuple[float, float], s: float, k: float, h: dict[str, Any],
                who: dict[str, Seat], me: str | None) -> None:
    """The hex's owner colour and border (under the arrows)."""
    cx, cy = c
    seat = who.get(h.get("owner") or "")
    if seat:
        kind = h.get("kind") or "outer"
        draw.polygon(_inset((cx, cy), s, 2), fill=_mix(KIND_FILL.get(kind, KIND_FILL["outer"]), seat.colour, 0.32))
        inner = _inset((cx, cy), s, 6 * k)
        draw.line(inner + [inner[0]], fill=seat.colour, width=max(4, int(7 * k)), joint="curve")
    if _known(h, me)[1]:
        _dashes_poly(draw, _inset((cx, cy), s, 6 * k), HIGHLIGHT, 4)


def _draw_hex(draw: ImageDraw.ImageDraw, c: tuple[float, float], s: float, k: float, h: dict[str, Any],
              who: dict[str, Seat], me: str | None, battle: bool) -> None:
    """The hex's writing, counters and markers."""
    cx, cy = c
    name = h["name"]
    kind = h.get("kind") or "outer"
    owner = h.get("owner")
    seat = who.get(owner) if owner else None
    known, secret = _known(h, me)
    # the name, and the owner's letter beside it
    ny = cy - 62 * k
    name_size = int(22 * k)
    _text(draw, (cx, ny), name, name_size, TEXT, "mm", True)
    if seat:
        _dot(draw, cx + _w(name, name_size, True) / 2 + 15 * k, ny, 12 * k, seat.colour, seat.letter, int(15 * k))
    # the tile
    vy = cy - 34 * k
    if known:
        _tile_values(draw, cx, vy, k, h, kind, 2 * _half_width(s, 50 * k) - 8)
        neutral = _units(h.get("neutral"))
        if neutral:
            size = int(18 * k)
            label = _fit(U.text(neutral), size, 2 * _half_width(s, 14 * k) - 30, True)
            _label(draw, (cx, cy - 8 * k), label, size, NEUTRAL_FILL, INK)
    else:
        _text(draw, (cx - 3 * k, vy), "?", int(34 * k), WHITE, "rm", True)
        _text(draw, (cx + 2 * k, vy + 2 * k), KIND_WORD.get(kind, kind), int(19 * k), (215, 220, 228), "lm")
        scanners = [who[p] for p in h.get("scans") or [] if p in who]
        if scanners:
            step = 23 * k
            x0 = cx - (len(scanners) - 1) * step / 2
            for i, sc in enumerate(scanners):
                _diamond(draw, x0 + i * step, cy - 8 * k, 11 * k, sc.colour, sc.letter)
    # counters: one per player with warships, troops or bunkers; Survey Teams as small dots
    forces = h.get("forces") or {}
    used = h.get("used_bunkers") or {}
    pills = []
    surveys = []
    for player, text in forces.items():
        units = _units(text)
        sc = who.get(player) or Seat(player, PALETTE["grey"], "?", "")
        parts = _pill_parts(units, int(used.get(player, 0)))
        if parts:
            pills.append((sc, parts))
        if units.get("T"):
            surveys.append((sc, units["T"]))
    pills.sort(key=lambda p: p[0].name != owner)
    for i, (sc, parts) in enumerate(pills[:2]):
        py = cy + (17 + 28 * i) * k
        if i == 1 and len(pills) > 2:
            _text(draw, (cx, py), f"+{len(pills) - 1} more", int(17 * k), TEXT, "mm", True)
            break
        room = 2 * _half_width(s, py - cy + 12 * k) - 8 * k
        size, compact = pill_layout(sc.letter, parts, room, int(PILL_FONT * k + 0.5))
        draw_pill(draw, cx, py, sc.colour, sc.letter, parts, size, compact)
    if secret:
        _label(draw, (cx, cy + (17 + 28 * len(pills[:2])) * k), "only you see", int(15 * k), HIGHLIGHT, INK)
    if surveys:
        ty = cy + (64 if pills or secret else 18) * k
        step = 25 * k
        x0 = cx - (len(surveys) - 1) * step / 2
        for i, (sc, n) in enumerate(surveys):
            _dot(draw, x0 + i * step, ty, 11.5 * k, sc.colour, "T" if n == 1 else f"{n}T", int(12 * k))
    # markers at the side corners: blockade on the left, battle on the right
    if h.get("blockaded"):
        _badge(draw, cx - s + 24 * k, cy, 15 * k, INK, WHITE, "⊘", ring=WHITE)
    if battle:
        inner = _inset((cx, cy), s, 3)
        draw.line(inner + [inner[0]], fill=HIGHLIGHT, width=5, joint="curve")
        _badge(draw, cx + s - 24 * k, cy, 16 * k, HIGHLIGHT, INK, "⚔")


def _dashes_poly(draw: ImageDraw.ImageDraw, poly: list[tuple[float, float]], colour, width: int) -> None:
    for a, b in zip(poly, poly[1:] + poly[:1], strict=True):
        _dashes(draw, a, b, colour, width, step=10)


def _tile_values(draw: ImageDraw.ImageDraw, cx: float, y: float, k: float, h: dict[str, Any], kind: str,
                 room: float) -> None:
    """Development (what the system produces) big, then the tile's Space/Ground tech; home and throne
    say so when there is room."""
    dev = h.get("dev")
    big = f"★{dev}" if dev is not None else ""
    st, gt = h.get("space_tech"), h.get("ground_tech")
    techs = f"S{st or 0} G{gt or 0}" if st is not None or gt is not None else ""
    word = {"home": "home", "throne": "throne"}.get(kind, "")
    big_size = int(30 * k)
    w_big = _w(big, big_size, True)
    for small_size, rest in ((int(19 * k), " ".join(x for x in (word, techs) if x)), (int(19 * k), techs),
                             (int(16 * k), techs)):
        w_rest = _w(rest, small_size) + (6 * k if rest else 0)
        if w_big + w_rest <= room:
            break
    x = cx - (w_big + w_rest) / 2
    if big:
        _text(draw, (x, y), big, big_size, HIGHLIGHT, "lm", True)
    if rest:
        _text(draw, (x + w_big + 6 * k, y + 1), rest, small_size, (225, 229, 236), "lm")


def _beside(start: tuple[float, float], end: tuple[float, float], by: float) -> tuple[float, float]:
    """A point beside the middle of an arrow (for its label), on the side away from the arrowhead's left."""
    d = hypot(end[0] - start[0], end[1] - start[1]) or 1.0
    nx, ny = -(end[1] - start[1]) / d, (end[0] - start[0]) / d
    if ny > 0:
        nx, ny = -nx, -ny
    return ((start[0] + end[0]) / 2 + nx * by, (start[1] + end[1]) / 2 + ny * by)


@dataclass(frozen=True)
class Arrow:
    start: tuple[float, float]
    end: tuple[float, float]
    colour: tuple[int, int, int]
    width: int
    head: float
    dashed: bool = False


def _moves(centre, who: dict[str, Seat], events: list[dict], proposal: list[dict] | None, s: float,
           responses: list[dict] | None = None):
    """What the move and any proposal put on the map: arrows (jumps, transfers dashed, intercepts in the
    mover's colour; a proposal's actions dashed yellow, intercepts answering it dashed in the
    interceptor's colour), scans (a dotted line from the bunker, a ring on the hex) and labels (the
    proposal's action numbers)."""
    arrows: list[Arrow] = []
    scans: list[tuple[tuple[float, float] | None, tuple[float, float], Any]] = []
    labels: list[tuple[tuple[float, float], str, Any]] = []
    seen = set()

    def colour_of(player: Any) -> tuple[int, int, int]:
        return who[player].colour if player in who else PALETTE["grey"]

    for e in events:
        kind = e.get("type")
        if kind in ("jump", "transfer", "intercept"):
            a, b = centre(e.get("from") or ""), centre(e.get("to") or "")
            key = (kind, e.get("from"), e.get("to"), e.get("player"))
            if a is None or b is None or a == b or key in seen:
                continue
            seen.add(key)
            start, end = _shorten(a, b, s * 0.3, s * 0.5)
            survey = set(_units(e.get("units"))) == {"T"}
            arrows.append(Arrow(start, end, colour_of(e.get("player")), 6 if survey else 10,
                                24 if survey else 30, kind == "transfer"))
        elif kind == "scan":
            b = centre(e.get("hex") or "")
            if b is not None:
                scans.append((centre(e.get("bunker") or ""), b, colour_of(e.get("player"))))
    proposal = proposal or []
    jammed = {r.get("action") for r in responses or [] if r.get("kind") == "jam" and not r.get("countered")}
    for r in responses or []:
        index = int(r.get("action") or 0) - 1
        if r.get("kind") != "intercept" or not 0 <= index < len(proposal):
            continue
        a, b = centre(r.get("fleet") or ""), centre(proposal[index].get("target") or "")
        if a is not None and b is not None and a != b:
            start, end = _shorten(a, b, s * 0.3, s * 0.55)
            arrows.append(Arrow(start, end, colour_of(r.get("player")), 7, 24, True))
    for i, p in enumerate(proposal):
        b = centre(p.get("target") or "")
        if b is None:
            continue
        a = centre(p.get("origin") or p.get("bunker") or "")
        if a is not None and a != b:
            start, end = _shorten(a, b, s * 0.3, s * 0.5)
            arrows.append(Arrow(start, end, HIGHLIGHT, 8, 26, True))
            mid = _beside(start, end, 18)
        else:
            mid = (b[0], b[1] - s * 0.55)
        labels.append((mid, f"{i + 1} ✗ JAMMED", ALERT) if i + 1 in jammed else (mid, f"{i + 1}", HIGHLIGHT))
    return arrows, scans, labels


def _draw_scans(draw: ImageDraw.ImageDraw, scans, s: float) -> None:
    for a, b, colour in scans:
        if a is not None and a != b:
            start, end = _shorten(a, b, s * 0.25, s * 0.72)
            for ink, wd in ((INK, 8), (colour, 4)):
                _dashes(draw, start, end, ink, wd, step=9)
        r = s * 0.72
        draw.ellipse((b[0] - r, b[1] - r, b[0] + r, b[1] + r), outline=INK, width=9)
        draw.ellipse((b[0] - r + 1, b[1] - r + 1, b[0] + r - 1, b[1] + r - 1), outline=colour, width=5)


ARROW_VEIL = 120
"""Opacity (of 255) of the arrows drawn again over the hexes' writing: seen, and the writing still read."""


def _draw_arrows(image: Image.Image, arrows: list[Arrow], veil: bool) -> None:
    """The arrows, opaque (under the writing), or as a veil over it: each arrow's box is blended on its own,
    which costs far less than blending a whole-map layer."""
    if not veil:
        draw = ImageDraw.Draw(image)
        for a in arrows:
            draw_arrow(draw, a.start, a.end, a.colour, a.width, a.head, a.dashed)
        return
    for a in arrows:
        pad = a.head + a.width + 4
        x0 = int(max(0, min(a.start[0], a.end[0]) - pad))
        y0 = int(max(0, min(a.start[1], a.end[1]) - pad))
        x1 = int(min(image.width, max(a.start[0], a.end[0]) + pad))
        y1 = int(min(image.height, max(a.start[1], a.end[1]) + pad))
        if x1 <= x0 or y1 <= y0:
            continue
        region = image.crop((x0, y0, x1, y1))
        layer = region.copy()
        draw_arrow(ImageDraw.Draw(layer), (a.start[0] - x0, a.start[1] - y0), (a.end[0] - x0, a.end[1] - y0),
                   a.colour, a.width, a.head, a.dashed)
        image.paste(Image.blend(region, layer, ARROW_VEIL / 255), (x0, y0))


# --- the header and the panel ----------------------------------------------------------------------------


def status_line(view: Any, me: str | None = None) -> str:
    """Whose turn, or what is awaited, in a few words. A reaction window whose prompts are secret (nobody
    awaited in the view) names nobody. In a player's own picture, their own prompt is said to them."""
    phase = view.phase
    awaiting = list(view.awaiting or [])
    result = view.result
    if phase == "over" or result:
        winners = (result or {}).get("winners") or []
        return "Game over: " + (", ".join(winners) + " win" + ("s" if len(winners) == 1 else "")
                                if winners else "no winner")
    if me is not None and me in awaiting:
        mine = {"outreach": "Outreach: your survey jumps and purchases", "move": "Your expansion",
                "window": "Reaction window: will you jam or intercept?", "counterjam": "Counter-jam, or pass?",
                "chit": "Your chit step: play a chit or pass", "research": "Research: choose your attempt",
                "event": f"Event {view.event or ''}: choose its target", "followup": "Your chit's second step",
                "production": "Production: build, then done"}
        return "▶ " + mine.get(phase, "Your move")
    if phase in ("window", "counterjam"):
        if not awaiting:
            return "Reaction window open"
        what = "counter-jams?" if phase == "counterjam" else "jam or intercept?"
        return f"{_names(awaiting)}: {what}"
    if phase in SIMULTANEOUS:
        word = {"outreach": "Outreach", "research": "Research", "production": "Production"}[phase]
        if not awaiting:
            return f"{word}: revealing"
        if len(awaiting) == len(view.order):
            return f"{word}: everyone chooses"
        return f"{word}: waiting for {_names(awaiting)}"
    who = awaiting[0] if awaiting else view.current
    if phase == "move":
        return f"▶ {who}'s expansion"
    if phase == "chit":
        return f"▶ {who}: play a chit or pass"
    if phase == "event":
        return f"Event {view.event or ''}: {who} picks the target" if who else f"Event {view.event or ''}"
    if phase == "followup":
        return f"▶ {who}: the chit's second step"
    return f"▶ {who}" if who else PHASES.get(phase, phase)


def _names(names: list[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:2]) + f" +{len(names) - 2}"


def _header(draw: ImageDraw.ImageDraw, view: Any, me: str | None = None) -> None:
    draw.rectangle((0, 0, WIDTH, HEAD), fill=PANEL)
    production = "PRODUCTION TURN" if view.production_turn else "no production this turn"
    title = f"Throneworld · turn {view.turn} · {PHASES.get(view.phase, view.phase)} · "
    _text(draw, (16, 8), title, 23, MUTED)
    _text(draw, (16 + _w(title, 23), 8), production, 23, HIGHLIGHT if view.production_turn else MUTED, "la",
          view.production_turn)
    if me is not None:
        _text(draw, (WIDTH - 16, 8), "your view · only you see this", 23, HIGHLIGHT, "ra", True)
    status = _fit(status_line(view, me), 38, WIDTH - 32, True)
    _text(draw, (16, 38), status, 38, HIGHLIGHT, "la", True)


ROW_H = 64
ROW_HEAD = 30
COLUMNS = {"systems": 520, "prod": 660, "credits": 780, "techs": 890, "chits": 1240}
NAME_W = 380


def _empire_rows(draw: ImageDraw.ImageDraw, y: int, view: Any, who: dict[str, Seat], me: str | None = None) -> int:
    empires = view.ground.get("empires", {})
    needed = view.needed
    attempt = (view.attempt or {}).get("player")
    awaiting = set(view.awaiting or [])
    simultaneous = view.phase in SIMULTANEOUS
    winners = set((view.result or {}).get("winners") or [])
    _text(draw, (78, y), "empire", 19, MUTED)
    _text(draw, (COLUMNS["systems"], y), f"systems (win {needed})", 19, MUTED, "ma")
    _text(draw, (COLUMNS["prod"], y), "production", 19, MUTED, "ma")
    _text(draw, (COLUMNS["credits"], y), "credits", 19, MUTED, "ma")
    for i, t in enumerate(TECHS):
        _text(draw, (COLUMNS["techs"] + i * 80, y), t, 19, MUTED, "ma")
    _text(draw, (COLUMNS["chits"], y), "chits", 19, MUTED, "ma")
    y += ROW_HEAD
    for name, seat in who.items():
        emp = empires.get(name, {})
        turn = view.phase != "over" and not simultaneous and (
            name in awaiting or (name == view.current and view.phase not in ("window", "counterjam")))
        box = (MARGIN, y, WIDTH - MARGIN, y + ROW_H - 6)
        winner = name in winners
        outline = HIGHLIGHT if turn or winner else (ALERT if name == attempt and not winners else PANEL)
        draw.rounded_rectangle(box, radius=8, fill=PANEL, outline=outline, width=4 if outline != PANEL else 1)
        cy = y + (ROW_H - 6) / 2
        draw.rounded_rectangle((MARGIN + 10, cy - 22, MARGIN + 54, cy + 22), radius=7, fill=seat.colour,
                               outline=INK, width=2)
        _text(draw, (MARGIN + 32, cy + 1), seat.letter, 28, _ink_on(seat.colour), "mm", True)
        label = ("▶ " if turn else "") + name
        _text(draw, (78, cy - 11), _fit(label, 25, NAME_W, True), 25, HIGHLIGHT if turn else TEXT, "lm", True)
        sub = ("YOU · " if name == me else "") + f"{seat.race} · home {emp.get('home', '?')}"
        if simultaneous:
            sub += " · choosing…" if name in awaiting else " · ready ✓"
        if winner:
            sub = "★ WINNER · " + sub
        elif name == attempt and not winners:
            sub = "⚠ VICTORY ATTEMPT · " + sub
        alert = name == attempt and not winners
        _text(draw, (78, cy + 15), _fit(sub, 18, NAME_W), 18, HIGHLIGHT if winner else ALERT if alert else MUTED,
              "lm", winner or alert)
        systems = view.scores.get(name, 0)
        _text(draw, (COLUMNS["systems"] + 4, cy), f"{systems}", 34, HIGHLIGHT if systems >= needed else TEXT, "rm",
              True)
        _text(draw, (COLUMNS["systems"] + 8, cy + 5), f"/{needed}", 19, MUTED, "lm")
        _text(draw, (COLUMNS["prod"], cy), str(emp.get("production", "")), 30, TEXT, "mm", True)
        _text(draw, (COLUMNS["credits"], cy), str(emp.get("treasury", "")), 30, TEXT, "mm", True)
        techs = emp.get("techs", {})
        for j, t in enumerate(TECHS):
            x = COLUMNS["techs"] + j * 80
            _text(draw, (x - 5, cy + 3), TECH_LETTER[t], 18, MUTED, "rm")
            _text(draw, (x - 2, cy), str(techs.get(t, "")), 30, TEXT, "lm", True)
        _text(draw, (COLUMNS["chits"], cy), str(view.hand_sizes.get(name, 0)), 30, TEXT, "mm", True)
        y += ROW_H
    return y


LINE = 26
LINE_H = 34
SECTION_HEAD = 30


def _section(draw: ImageDraw.ImageDraw, y: int, title: str, lines: list[tuple[str, Any]]) -> int:
    _text(draw, (16, y), title, 19, MUTED, "la", True)
    y += SECTION_HEAD
    for line, ink in lines:
        _text(draw, (28, y), line, LINE, ink)
        y += LINE_H
    return y + 8


def _section_height(lines: int) -> int:
    return SECTION_HEAD + lines * LINE_H + 8


def _wrap_lines(text: str, size: int, width: float) -> list[str]:
    return wrap(text, size, width)


def event_line(e: dict[str, Any]) -> str | None:
    """One line for an event on the picture: the channel's narration (engines/throneworld/narrate.py),
    but a battle in one line (its report is a picture of its own) and a few words for events the
    narration leaves out."""
    kind = e.get("type")
    if kind in QUIET_EVENTS:
        return None
    if kind == "move":  # the service's marker; an answer in a secret window names nobody (player None)
        return f"{e['player']} ran out of time." if e.get("by") == "timeout" and e.get("player") else None
    if kind == "battle":
        attacker = _side_name(e.get("attacker"))
        defender = _side_name(e.get("defender"))
        if e.get("captured"):
            end = f"{attacker} captures it"
        elif e.get("winner") == "defender":
            end = f"{defender} holds"
        elif e.get("winner") == "attacker":
            end = f"{attacker} wins"
        else:
            end = "no winner"
        what = "blockade battle" if e.get("blockade") else "revolt" if e.get("revolt") else "battle"
        return f"⚔ {what.capitalize()} at {e.get('hex')}: {attacker} against {defender}; {end}."
    try:
        line = narrate(e)
    except Exception:  # an event this version does not know how to word
        line = None
    if line is None and kind == "revealed":
        line = f"{e.get('hex')} is revealed: {e.get('tile')}."
    if line is None and kind == "developed":
        line = f"{e.get('player')} develops {e.get('hex')} to {e.get('dev')}."
    if not line:
        return None
    return " ".join(line.replace("**", "").split())


def _builds(e: dict[str, Any]) -> list[str]:
    """A "built" event's orders as "2B at E5" (one order per event, or a list of them)."""
    units = e.get("units")
    if isinstance(units, list):
        return [f"{_units_text(b.get('units'))} at {b.get('at')}" for b in units
                if isinstance(b, dict) and b.get("units")]
    if units:
        return [f"{_units_text(units)}" + (f" at {e['hex']}" if e.get("hex") else "")]
    return []


def _grouped(events: list[dict[str, Any]]) -> list[str]:
    """The move's events as lines; research results go on one line, and each player's builds on one."""
    lines: list[str] = []
    research: list[str] = []
    research_at = None
    builds: dict[str, list[str]] = {}
    build_at: dict[str, int] = {}
    for e in events:
        kind = e.get("type")
        if kind == "research" and e.get("player"):
            research_at = len(lines) if research_at is None else research_at
            research.append(f"{e['player']} {e.get('tech')} {'✓' if e.get('advanced') else '✗'}")
            continue
        if kind == "built" and e.get("player"):
            player = e["player"]
            build_at.setdefault(player, len(lines))
            builds.setdefault(player, []).extend(_builds(e))
            continue
        line = event_line(e)
        if line:
            lines.append(line)
    inserts = [(at, f"{p} builds " + ", ".join(builds[p]) + ".") for p, at in build_at.items() if builds[p]]
    if research:
        inserts.append((research_at or 0, "Research: " + ", ".join(research) + "."))
    for at, line in sorted(inserts, key=lambda x: x[0], reverse=True):
        lines.insert(at, line)
    return lines


def _last_move_lines(events: list[dict[str, Any]]) -> list[str]:
    return [w for line in _grouped(events) for w in _wrap_lines(line, LINE, WIDTH - 56)]


def _situation(view: Any) -> list[tuple[str, Any]]:
    """Any victory attempt, event being resolved, and proposal in a reaction window, as lines."""
    out: list[tuple[str, Any]] = []
    attempt = view.attempt
    if attempt and not view.result:
        stop = attempt.get("to_stop") or []
        text = (f"⚠ {attempt.get('player')} is attempting victory (since turn {attempt.get('started_turn')})"
                + (f": {_names(stop)} still to stop it" if stop else ""))
        out += [(line, ALERT) for line in _wrap_lines(text, LINE, WIDTH - 56)]
    result = view.result
    if result:
        winners = result.get("winners") or []
        text = f"★ {', '.join(winners) or 'Nobody'} win{'s' if len(winners) == 1 else ''}"
        if result.get("reason"):
            text += f": {result['reason']}"
        out = [(line, HIGHLIGHT) for line in _wrap_lines(text, LINE, WIDTH - 56)]
    if view.event:
        out.append((f"Event: {view.event}", HIGHLIGHT))
    if view.proposal:
        proposer = view.current or ""
        out.append(((f"{proposer} proposes" if proposer else "Proposed") + " (dashed yellow arrows):", TEXT))
        for i, p in enumerate(view.proposal):
            if p.get("kind") == "scan":
                text = f"   {i + 1}. scan {p.get('target')} (bunker {p.get('bunker')})"
            else:
                text = (f"   {i + 1}. jump {p.get('units') or 'fleet'} {p.get('origin')} → {p.get('target')} "
                        f"(bunker {p.get('bunker')})")
            out.append((_fit(text, LINE, WIDTH - 56), TEXT))
        for r in view.responses or []:
            what = (f"jams action {r.get('action')}" if r.get("kind") == "jam"
                    else f"intercepts action {r.get('action')} with the fleet at {r.get('fleet')}")
            text = f"   {r.get('player')} {what}"
            if r.get("countered"):
                text += " (counter-jammed)"
            out.append((_fit(text, LINE, WIDTH - 56), TEXT))
    return out


LEGEND = [("ship", "warships"), ("army", "troops"), ("bunker", "Command Bunker"), ("used", "used"),
          ("T", "Survey Team"), ("scan", "scanned by"), ("★", "produces"), ("⊘", "blockade"),
          ("⚔", "battle")]
LEGEND_H = 36


def _legend(draw: ImageDraw.ImageDraw, y: int) -> int:
    x = 16.0
    cy = y + 14
    size = 19
    for key, word in LEGEND:
        if key == "ship":
            _ship(draw, x, cy, TEXT, 16)
            x += 20
        elif key == "army":
            _army(draw, x, cy, TEXT, 16)
            x += 20
        elif key == "bunker":
            _bunker(draw, x, cy, TEXT, False, BACKGROUND, 16)
            x += 19
        elif key == "used":
            _bunker(draw, x, cy, TEXT, True, BACKGROUND, 16)
            x += 19
        elif key == "T":
            _dot(draw, x + 11, cy, 11, PALETTE["grey"], "T", 13)
            x += 26
        elif key == "scan":
            _diamond(draw, x + 11, cy, 11, PALETTE["grey"], "")
            x += 26
        elif key == "★":
            _text(draw, (x, cy), "★", 22, HIGHLIGHT, "lm", True)
            x += 22
        elif key == "⊘":
            _badge(draw, x + 12, cy, 12, INK, WHITE, "⊘", ring=WHITE)
            x += 28
        else:
            _badge(draw, x + 12, cy, 12, HIGHLIGHT, INK, "⚔")
            x += 28
        _text(draw, (x, cy), word, size, MUTED, "lm")
        x += _w(word, size) + 16
    return y + LEGEND_H


# --- the public table -------------------------------------------------------------------------------


MAX_HEIGHT = 2400
"""The tallest picture (tests/render/test_pictures.py): the move's lines are cut to fit."""
MIN_LINES = 3


def render_throneworld(view: Any, events: list[dict[str, Any]]) -> Image.Image:
    """The table for the channel, from the public view only."""
    return _table(view, events or [], me=None)


def _table(view: Any, events: list[dict[str, Any]], me: str | None,
           extra: list[tuple[str, list[tuple[str, Any]]]] | None = None, chits: list[dict] | None = None
           ) -> Image.Image:
    ground = view.ground
    who = seats(ground.get("empires", {}), view.order)
    geo = geometry(_hex_key(ground))
    sections: list[tuple[str, list[tuple[str, Any]]]] = []
    situation = _situation(view)
    if situation:
        sections.append(("NOW", situation))
    sections += extra or []
    if me is None:
        moves = [(m, TEXT) for m in _last_move_lines(events)]
        sections.append(("LAST MOVE", moves or [("nothing yet", MUTED)]))
    height = HEAD + geo.height + 8 + ROW_HEAD + ROW_H * len(who) + 4 + LEGEND_H + 6 + 10
    if chits is not None:
        height += _chits_height(chits)
    sections = _fit_sections(sections, MAX_HEIGHT - height)
    height += sum(_section_height(len(lines)) for _, lines in sections)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    window = view.phase in ("window", "counterjam")
    draw_map(image, HEAD, ground, who, events, view.proposal if window else None, me,
             view.responses if window else None)
    _header(draw, view, me)
    y = HEAD + geo.height + 8
    y = _empire_rows(draw, y, view, who, me)
    y = _legend(draw, y + 4) + 6
    if chits is not None:
        y = _chits(draw, y, chits)
    for title, lines in sections:
        y = _section(draw, y, title, lines)
    return image


def _fit_sections(sections: list[tuple[str, list[tuple[str, Any]]]], room: int
                  ) -> list[tuple[str, list[tuple[str, Any]]]]:
    """Cut the sections' lines so the picture stays within MAX_HEIGHT: every section keeps up to
    MIN_LINES lines, then the rest of the room goes to the sections in order; a cut section says how
    many lines were left out: LAST MOVE keeps its newest lines (what just happened), the others their
    first."""
    lines_room = (room - sum(SECTION_HEAD + 8 for _ in sections)) // LINE_H
    given = [min(len(lines), MIN_LINES) for _, lines in sections]
    while sum(given) > lines_room and max(given, default=1) > 1:
        given[max(range(len(given)), key=lambda i: (given[i], i))] -= 1
    spare = max(0, lines_room - sum(given))
    for i, (_, lines) in enumerate(sections):
        more = min(spare, len(lines) - given[i])
        given[i] += more
        spare -= more
    out = []
    for (title, lines), n in zip(sections, given, strict=True):
        if n < len(lines):
            left = len(lines) - n + 1
            if title == "LAST MOVE":
                lines = [(f"… {left} earlier line{'s' * (left != 1)}", MUTED)] + lines[len(lines) - n + 1:]
            else:
                lines = lines[: n - 1] + [(f"… and {left} more line{'s' * (left != 1)}", MUTED)]
        out.append((title, lines))
    return out


# --- the private picture -------------------------------------------------------------------------------


def _units_text(units: Any) -> str:
    return U.text(units) if isinstance(units, dict) else str(units or "")


def _order_lines(view: Any) -> list[tuple[str, Any]]:
    lines: list[tuple[str, Any]] = []
    pending = view.pending or {}
    phase = view.phase
    for j in pending.get("jumps") or []:
        lines.append((f"Survey jump {_units_text(j.get('units')) or 'T'} {j.get('origin') or ''} → "
                      f"{j.get('target')}", TEXT))
    spent = 0
    for b in pending.get("builds") or []:
        spent += int(b.get("cost") or 0)
        lines.append((f"Build {_units_text(b.get('units'))} at {b.get('at')} ({b.get('cost')} credits)", TEXT))
    if pending.get("builds"):
        lines.append((f"{spent} credits in all", MUTED))
    if pending.get("tech"):
        lines.append((f"Research: {pending['tech']}", TEXT))
    if phase in SIMULTANEOUS:
        done = pending.get("done")
        lines.append(("Done: waiting for the others ✓" if done else "Not done yet", MUTED if done else HIGHLIGHT))
    followup = view.followup
    if followup:
        sites = followup.get("sites") or {}
        where = ", ".join(f"{h} {c}" for h, c in sites.items())
        what = "a second research attempt" if followup.get("kind") == "artifact" else "building"
        lines.append((f"Your chit's second step: {what}" + (f" (credits: {where})" if where else ""), HIGHLIGHT))
        for b in followup.get("builds") or []:
            lines.append((f"Build {_units_text(b.get('units'))} at {b.get('at')} ({b.get('cost')} credits)", TEXT))
    return lines


def _plan_lines(view: Any) -> list[tuple[str, Any]]:
    lines = []
    for i, p in enumerate(view.plan or []):
        if p.get("kind") == "scan":
            text = f"{i + 1}. scan {p.get('target')} (bunker {p.get('bunker')})"
        elif p.get("kind") == "transfer":
            text = f"transfer {p.get('units')} {p.get('origin')} → {p.get('to')}"
        else:
            text = (f"{i + 1}. jump {p.get('units') or 'fleet'} {p.get('origin')} → {p.get('target')} "
                    f"(bunker {p.get('bunker')})")
        lines.append((_fit(text, LINE, WIDTH - 56), TEXT))
    return lines


def _battle_orders_line(orders: dict[str, Any] | None) -> str:
    """Standing battle orders in one line (the `orders` command sets them)."""
    if not orders:
        return ""
    retreat = orders.get("retreat")
    bits = ["never retreat" if retreat == "never" else
            f"retreat when outgunned (below {int(float(orders.get('outgunned_ratio') or 0.5) * 100)}%)"]
    bits.append("drop " + ("yes" if orders.get("drop", True) else "no"))
    bits.append("invade " + ("yes" if orders.get("invade", True) else "no"))
    if orders.get("space_losses") or orders.get("ground_losses"):
        bits.append(f"lose first {orders.get('space_losses', '')} / {orders.get('ground_losses', '')}")
    return _fit(" · ".join(bits), LINE, WIDTH - 56)


CHIT_W = 246
CHIT_H = 92
USE_WORDS = {"artifact": "a research attempt", "boom": "credits or builds", "sabotage": "strike a system",
             "hwreturn": "fleets home", "jam": "stop an action", "intercept": "meet a jump"}


def _chits_height(chits: list[dict]) -> int:
    rows = max(1, (len(chits) + 4) // 5)
    return SECTION_HEAD + rows * (CHIT_H + 10) + 8


def _chits(draw: ImageDraw.ImageDraw, y: int, chits: list[dict]) -> int:
    _text(draw, (16, y), f"YOUR CHITS ({len(chits)})", 19, MUTED, "la", True)
    y += SECTION_HEAD
    if not chits:
        _text(draw, (28, y + CHIT_H / 2), "no chits in hand", LINE, MUTED, "lm")
    for i, c in enumerate(chits):
        row, col = divmod(i, 5)
        x0 = MARGIN + 6 + col * (CHIT_W + 12)
        y0 = y + row * (CHIT_H + 10)
        draw.rounded_rectangle((x0, y0, x0 + CHIT_W, y0 + CHIT_H), radius=10, fill=(226, 218, 196), outline=INK,
                               width=3)
        _text(draw, (x0 + 12, y0 + 8), str(c.get("id", "")), 20, (90, 80, 60), "la", True)
        _text(draw, (x0 + 12, y0 + 44), _fit(str(c.get("name", "")), 22, CHIT_W - 20, True), 22, INK, "lm", True)
        uses = " / ".join(USE_WORDS.get(u, u) for u in c.get("uses") or [])
        _text(draw, (x0 + 12, y0 + 72), _fit(uses, 17, CHIT_W - 20), 17, (70, 64, 52), "lm")
    rows = max(1, (len(chits) + 4) // 5)
    return y + rows * (CHIT_H + 10) + 8


def render_throneworld_private(view: Any) -> Image.Image:
    """A player's own picture: the map with the tiles they alone have scanned (dashed yellow, "only you
    see"), their chits, their hidden orders and their plan."""
    extra = []
    orders = _order_lines(view)
    if orders:
        extra.append(("YOUR ORDERS (hidden from the others)", orders))
    plan = _plan_lines(view)
    if plan:
        extra.append(("YOUR PLAN (not committed yet)", plan))
    orders = _battle_orders_line(getattr(view, "orders", None))
    if orders:
        extra.append(("YOUR BATTLE ORDERS", [(orders, MUTED)]))
    return _table(view, [], me=view.me, extra=extra, chits=list(view.hand or []))


# --- battle reports -------------------------------------------------------------------------------------


BATTLE_W = 700
DIE = 24
DIE_GAP = 4
ATTACKER = PALETTE["vermillion"]
DEFENDER = PALETTE["sky"]
PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
MAX_ROUNDS_SHOWN = 10


def draw_die(draw: ImageDraw.ImageDraw, x: float, y: float, value: int, hit: bool) -> None:
    fill = HIGHLIGHT if hit else (228, 230, 234)
    draw.rounded_rectangle((x, y, x + DIE, y + DIE), radius=5, fill=fill, outline=INK, width=2)
    r = 2.4
    for dx, dy in PIPS.get(value, []):
        px, py = x + DIE / 2 + dx * 6.5, y + DIE / 2 + dy * 6.5
        draw.ellipse((px - r, py - r, px + r, py + r), fill=INK)


def _hitting(rolls: list[int], hits: int) -> list[bool]:
    """Which dice hit: the `hits` highest (every die at or above the hit number hits); all False when the
    count does not fit that rule (then only the count is shown)."""
    if hits <= 0:
        return [False] * len(rolls)
    ranked = sorted(rolls, reverse=True)
    if hits > len(rolls):
        return [False] * len(rolls)
    threshold = ranked[hits - 1]
    if sum(1 for r in rolls if r >= threshold) != hits:
        return [False] * len(rolls)
    return [r >= threshold for r in rolls]


def _dice_rows(count: int, width: float) -> int:
    per_row = max(1, int((width + DIE_GAP) // (DIE + DIE_GAP)))
    return max(1, (count + per_row - 1) // per_row)


DICE_X = 128
DICE_W = 318
HITS_X = 456
LOSS_X = 534
ROUND_TITLE = 24


def _side_block_height(rolls: list[int]) -> int:
    return _dice_rows(len(rolls), DICE_W) * (DIE + DIE_GAP) + 4


def _round_height(r: dict[str, Any]) -> int:
    h = 6 + ROUND_TITLE
    if r.get("first_fire_rolls"):
        h += _side_block_height(r["first_fire_rolls"])
    h += _side_block_height(r.get("attacker_rolls") or [])
    h += _side_block_height(r.get("defender_rolls") or [])
    notes = " ".join(r.get("notes") or [])
    if notes:
        h += len(_wrap_lines(notes, 16, BATTLE_W - 48)) * 20
    return h + 8


def _losses_text(units: dict[str, int] | None) -> str:
    return U.text(units) if units else ""


def _draw_side(draw: ImageDraw.ImageDraw, y: float, label: str, colour, rolls: list[int], hits: int,
               losses: str, extra: str = "") -> float:
    """One side's fire in a round: its dice (hits yellow), how many hits, and what the side itself lost."""
    _label(draw, (26, y + DIE / 2), label, 15, colour, _ink_on(colour), anchor="la")
    hitting = _hitting(rolls, hits)
    per_row = max(1, int((DICE_W + DIE_GAP) // (DIE + DIE_GAP)))
    if not rolls:
        _text(draw, (DICE_X, y + DIE / 2), "no dice", 16, MUTED, "lm")
    for i, (value, hit) in enumerate(zip(rolls, hitting, strict=True)):
        row, col = divmod(i, per_row)
        draw_die(draw, DICE_X + col * (DIE + DIE_GAP), y + row * (DIE + DIE_GAP), value, hit)
    text = f"{hits} hit{'s' * (hits != 1)}"
    _text(draw, (HITS_X, y + DIE / 2), text, 18, TEXT, "lm", True)
    if extra:
        _text(draw, (HITS_X, y + DIE + 8), extra, 13, MUTED, "lm")
    if losses:
        _text(draw, (LOSS_X, y + DIE / 2), _fit("lost " + losses, 16, BATTLE_W - 20 - LOSS_X, True), 16, colour,
              "lm", True)
    return y + _side_block_height(rolls)


def _round(draw: ImageDraw.ImageDraw, y: float, r: dict[str, Any]) -> float:
    arena = str(r.get("arena", "")).upper()
    fill = (58, 66, 78) if r.get("arena") == "space" else (70, 64, 54)
    height = _round_height(r)
    draw.rounded_rectangle((10, y, BATTLE_W - 10, y + height - 4), radius=8, fill=fill)
    _text(draw, (24, y + 6), f"{arena} · ROUND {r.get('number')}", 15, (200, 206, 216), "la", True)
    y += 6 + ROUND_TITLE
    cargo = r.get("cargo_losses") or {}

    def lost(side: str) -> str:
        bits = [_losses_text(r.get(f"{side}_losses"))]
        if cargo.get(side):
            bits.append(f"+{_losses_text(cargo[side])} cargo")
        return " ".join(b for b in bits if b)

    if r.get("first_fire_rolls"):
        y = _draw_side(draw, y, "first fire", ATTACKER, r["first_fire_rolls"], r.get("first_fire_hits", 0), "")
    absorbed = r.get("absorbed") or 0
    y = _draw_side(draw, y, "attacker", ATTACKER, r.get("attacker_rolls") or [], r.get("attacker_hits", 0),
                   lost("attacker"), f"{absorbed} on Shields" if absorbed else "")
    y = _draw_side(draw, y, "defender", DEFENDER, r.get("defender_rolls") or [], r.get("defender_hits", 0),
                   lost("defender"))
    notes = " ".join(r.get("notes") or [])
    if notes:
        for line in _wrap_lines(notes, 16, BATTLE_W - 48):
            _text(draw, (26, y), line, 16, (215, 220, 228))
            y += 20
    return y + 8


def _battle_height(e: dict[str, Any], rounds: list[dict[str, Any]], skipped: int, summary: list[str]) -> int:
    h = 120 + 16
    h += sum(_round_height(r) + 6 for r in rounds)
    if skipped:
        h += 34
    h += 28 + len(summary) * 24 + 16
    return h


def _shown_rounds(rounds: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int, int]:
    """The rounds drawn: all, or the first few and the last few of a long battle (and how many are left
    out, after which index)."""
    if len(rounds) <= MAX_ROUNDS_SHOWN:
        return rounds, 0, len(rounds)
    head, tail = 6, MAX_ROUNDS_SHOWN - 6
    return rounds[:head] + rounds[-tail:], len(rounds) - head - tail, head


def _side_name(name: str | None, neutral: str = "the neutral") -> str:
    if not name:
        return neutral
    return {"imperial": "the Empire", "rebels": "the rebel army"}.get(name, name)


def render_throneworld_battles(events: list[dict[str, Any]], view: Any = None) -> list[Image.Image]:
    """One report picture per battle in `events`: who attacked whom where, each round's dice (hits
    highlighted), losses, and the result. `view` (optional) lends the players' seat colours."""
    who = seats(view.ground.get("empires", {}), view.order) if view is not None else {}
    return [_battle(e, who) for e in events or [] if e.get("type") == "battle"]


render_throneworld_reports = render_throneworld_battles
"""The name render/registry.py looks for (render_<game>_reports)."""


ROUND_LINE = re.compile(r"^(Space|Ground) round \d+:")


def _skipped_text(rounds: list[dict[str, Any]]) -> str:
    """One line for the rounds a long battle's picture leaves out."""
    lost: dict[str, dict[str, int]] = {"attacker": {}, "defender": {}}
    for r in rounds:
        for side in lost:
            lost[side] = U.add(lost[side], r.get(f"{side}_losses") or {})
            lost[side] = U.add(lost[side], (r.get("cargo_losses") or {}).get(side) or {})
    bits = [f"{side} lost {U.text(units)}" for side, units in lost.items() if units]
    return _fit(f"… {len(rounds)} more rounds" + (": " + ", ".join(bits) if bits else "") + " …", 17,
                BATTLE_W - 30, True)


def _battle(e: dict[str, Any], who: dict[str, Seat]) -> Image.Image:
    rounds = list(e.get("rounds") or (e.get("result") or {}).get("rounds") or [])
    shown, skipped, cut = _shown_rounds(rounds)
    attacker, defender = _side_name(e.get("attacker")), _side_name(e.get("defender"))
    lost = e.get("lost") or (e.get("result") or {}).get("lost") or {}
    summary = []
    for side, name in (("attacker", attacker), ("defender", defender)):
        parts = lost.get(side) or {}
        bits = []
        if parts.get("hit"):
            bits.append(U.text(parts["hit"]))
        for why, units in parts.items():
            if why != "hit" and units:
                bits.append(f"{U.text(units)} ({why})")
        line = f"{name} lost " + (", ".join(bits) if bits else "nothing")
        summary.append(line[:1].upper() + line[1:])
    report = [line for line in e.get("report") or [] if not ROUND_LINE.match(line)]
    summary = report + summary
    wrapped = [w for line in summary for w in _wrap_lines(line, 18, BATTLE_W - 40)]
    height = _battle_height(e, shown, skipped, wrapped)
    image = Image.new("RGB", (BATTLE_W, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, BATTLE_W, 120), fill=PANEL)
    kind = "Blockade battle" if e.get("blockade") else ("Revolt" if e.get("revolt") else "Battle")
    _text(draw, (16, 10), f"⚔ {kind} at {e.get('hex')}", 30, TEXT, "la", True)
    if rounds:
        draw_die(draw, BATTLE_W - 120, 14, 6, True)
        _text(draw, (BATTLE_W - 90, 14 + DIE / 2), "= a hit", 17, MUTED, "lm")
    y = 50
    x = 16.0
    for name, colour, role in ((attacker, ATTACKER, "attacker"), (defender, DEFENDER, "defender")):
        seat = who.get(e.get(role) or "")
        label = _fit(name, 18, 230, True)
        _label(draw, (x + 5, y + 12), role, 15, colour, _ink_on(colour), anchor="la")
        x += _w(role, 15, True) + 18
        if seat:
            _dot(draw, x + 10, y + 12, 11, seat.colour, seat.letter)
            x += 26
        _text(draw, (x, y + 12), label, 18, TEXT, "lm", True)
        x += _w(label, 18, True) + 24
    if e.get("captured"):
        result, colour = f"{attacker} captures {e.get('hex')}", HIGHLIGHT
    elif e.get("winner") == "attacker":
        result, colour = f"{attacker} wins", HIGHLIGHT
    elif e.get("winner") == "defender":
        result, colour = f"{defender} holds {e.get('hex')}", DEFENDER
    else:
        result, colour = "No winner", MUTED
    result = result[:1].upper() + result[1:]
    _text(draw, (16, 96), _fit(result, 24, BATTLE_W - 32, True), 24, colour, "lm", True)
    y = 136
    for i, r in enumerate(shown):
        if skipped and i == cut:
            _text(draw, (BATTLE_W / 2, y + 14), _skipped_text(rounds[cut:cut + skipped]), 17, MUTED, "mm", True)
            y += 34
        y = _round(draw, y, r) + 6
    _text(draw, (16, y), "RESULT", 16, MUTED, "la", True)
    y += 28
    for line in wrapped:
        _text(draw, (24, y), line, 18, TEXT)
        y += 24
    return image


__all__ = ["render_throneworld", "render_throneworld_private", "render_throneworld_battles",
           "render_throneworld_reports"]
