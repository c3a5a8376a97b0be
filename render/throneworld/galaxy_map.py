"""The hex map: its geometry and static layer (drawn once per layout), each hex's tile, owner,
forces and markers, scans, and the last move and proposal as arrows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import cos, hypot, pi, sin
from typing import Any

from PIL import Image, ImageDraw

from engines.throneworld import hexmap
from engines.throneworld import units as U
from lang import Words
from render.common import HIGHLIGHT, PALETTE, TEXT, compact_blank, new_canvas
from render.indexed import GAME, drawing, mapped_like, true_colour
from render.throneworld.counters import (
    PILL_FONT,
    _badge,
    _dashes,
    _diamond,
    _dot,
    _label,
    _pill_parts,
    draw_arrow,
    draw_pill,
    pill_layout,
)
from render.throneworld.style import (
    ALERT,
    EDGE,
    INK,
    KIND_FILL,
    MARGIN,
    MAX_HEX,
    NEUTRAL_FILL,
    OUT_EDGE,
    OUT_FILL,
    SQ3,
    WHITE,
    WIDTH,
    Seat,
    _fit,
    _ink_on,
    _mix,
    _text,
    _units,
    _w,
)

# --- the map's geometry and static layer ----------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    size: float
    width: int
    height: int
    centres: dict[str, tuple[float, float]]
    polygons: dict[str, list[tuple[float, float]]]
    kinds: dict[str, str]
    out_of_play: list[tuple[tuple[float, float], list[tuple[float, float]]]]
    """The hexes out of play near the map: (centre, polygon)."""


CORNERS = [(cos(pi / 3 * i), sin(pi / 3 * i)) for i in range(6)]
"""A flat-topped hex's corners from its centre, at radius 1."""


def _hex_points(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    return [(cx + s * x, cy + s * y) for x, y in CORNERS]


def _raw_centre(c: tuple[int, int]) -> tuple[float, float]:
    q, r = c
    return (1.5 * q, SQ3 * (r + q / 2))


@lru_cache(maxsize=32)
def geometry(hexes: tuple[tuple[str, str], ...], hex_size: float | None = None) -> Geometry:
    """Where each hex in play goes (flat-topped, column q left to right), for this set of hexes: fitted
    to WIDTH, or with hexes of `hex_size` on a canvas as wide as the map needs (a close-up)."""
    found = {name: hexmap.coord_of(name) for name, _ in hexes}
    coords = {n: c for n, c in found.items() if c is not None}
    raw = {n: _raw_centre(c) for n, c in coords.items()}
    min_x = min(x for x, _ in raw.values()) - 1
    max_x = max(x for x, _ in raw.values()) + 1
    min_y = min(y for _, y in raw.values()) - SQ3 / 2
    max_y = max(y for _, y in raw.values()) + SQ3 / 2
    size = hex_size or min(MAX_HEX, (WIDTH - 2 * MARGIN) / (max_x - min_x))
    map_w = (max_x - min_x) * size
    width = WIDTH if hex_size is None else int(map_w + 2 * MARGIN)
    left = (width - map_w) / 2
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
            out.append((place(x, y), _hex_points(*place(x, y), size - 2)))
    return Geometry(size=size, width=width, height=height, centres=centres, polygons=polygons,
                    kinds={n: k for n, k in hexes}, out_of_play=out)


@lru_cache(maxsize=16)
def _map_layer(hexes: tuple[tuple[str, str], ...], hex_size: float | None, game: str | None) -> Image.Image:
    """The blank map: hexes out of play, and every hex in play shaded by its kind, in `game`'s palette
    (None: true colour, kept in palette mode)."""
    geo = geometry(hexes, hex_size)
    image, draw = new_canvas(geo.width, geo.height, game)
    _draw_ground(draw, geo, 0, 0)
    return image if game else compact_blank(image)


def _draw_ground(draw: ImageDraw.ImageDraw, geo: Geometry, left: int, top: int, near: Any = None) -> None:
    """Every hex shaded by its kind, those out of play dimmed; shifted by (left, top); with `near`,
    only the hexes whose centre (shifted) it accepts (asked of the centre alone: a close-up keeps a few
    of a large map's hexes)."""
    def shifted(poly: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x + left, y + top) for x, y in poly]

    def wanted(centre: tuple[float, float]) -> bool:
        return near is None or near((centre[0] + left, centre[1] + top))

    for centre, poly in geo.out_of_play:
        if wanted(centre):
            draw.polygon(shifted(poly), fill=OUT_FILL, outline=OUT_EDGE)
    for name, poly in geo.polygons.items():
        if wanted(geo.centres[name]):
            poly = shifted(poly)
            draw.polygon(poly, fill=KIND_FILL.get(geo.kinds[name], KIND_FILL["outer"]))
            draw.line(poly + [poly[0]], fill=EDGE, width=3)


def _hex_key(ground: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((h["name"], h.get("kind") or "outer") for h in ground.get("hexes", [])))


def _inset(poly_centre: tuple[float, float], s: float, by: float) -> list[tuple[float, float]]:
    return _hex_points(poly_centre[0], poly_centre[1], s - by)


def _half_width(s: float, dy: float) -> float:
    """Half the width of a flat-topped hex of radius s at dy from its centre."""
    return max(0.0, s - abs(dy) / SQ3)


# --- the map ------------------------------------------------------------------------------------------


def _shorten(a: tuple[float, float], b: tuple[float, float], by_start: float, by_end: float):
    d = hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    return (a[0] + ux * by_start, a[1] + uy * by_start), (b[0] - ux * by_end, b[1] - uy * by_end)


def draw_map(image: Image.Image, top: int, ground: dict[str, Any], who: dict[str, Seat], events: list[dict],
             proposal: list[dict] | None, me: str | None, responses: list[dict] | None, words: Words,
             hex_size: float | None = None, writing: bool = True, near: Any = None, left: int = 0) -> Geometry:
    """The map at `top`: systems, counters and markers, then the move's arrows. Public (me None): a tile's
    values only when face up, whatever else the view holds. Private: also the tiles `me` scanned, marked
    as seen by them alone. `hex_size`: hexes of that size (a close-up); `writing` False: colours and
    arrows only (an overview too small to read); `near(centre)`: only the hexes it accepts are drawn;
    `left` (and a negative `top`): the map shifted, so a small image receives a window of a large map."""
    key = _hex_key(ground)
    geo = geometry(key, hex_size)
    draw = drawing(image)
    if near is None:
        image.paste(_map_layer(key, hex_size, image.info.get(GAME)), (left, top))
    else:  # a close-up: its few hexes drawn in place (a remembered layer of the whole large map took 40 MB)
        _draw_ground(draw, geo, left, top, near)
    s = geo.size
    k = s / 92  # the sizes below are for s = 92 (the six-player map, the smallest hexes)
    battles = {e.get("hex") for e in events if e.get("type") == "battle"}

    def centre(name: str) -> tuple[float, float] | None:
        c = geo.centres.get(name)
        return (c[0] + left, c[1] + top) if c else None

    placed = [(h, centre(h["name"])) for h in ground.get("hexes", [])]
    hexes = [(h, c) for h, c in placed if c is not None and (near is None or near(c))]
    for h, c in hexes:
        _hex_ground(draw, c, s, k, h, who, me)
    # the move's arrows go under the hexes' writing and counters, and again over them as a veil: the
    # arrows show whole, the writing stays readable
    arrows, scans, labels = _moves(centre, who, events, proposal, s, responses, words)
    _draw_scans(draw, scans, s)
    _draw_arrows(image, arrows, veil=False)
    if not writing:
        return geo
    for h, c in hexes:
        _draw_hex(draw, c, s, k, h, who, me, h["name"] in battles, words)
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


OWNED_TINT = 0.42
"""How much of the owner's colour fills an owned hex (with its border, enough to tell blue from the
map's own shades at phone size)."""


def _hex_ground(draw: ImageDraw.ImageDraw, c: tuple[float, float], s: float, k: float, h: dict[str, Any],
                who: dict[str, Seat], me: str | None) -> None:
    """The hex's owner colour and border (under the arrows)."""
    cx, cy = c
    seat = who.get(h.get("owner") or "")
    if seat:
        kind = h.get("kind") or "outer"
        draw.polygon(_inset((cx, cy), s, 2), fill=_mix(KIND_FILL.get(kind, KIND_FILL["outer"]), seat.colour,
                                                          OWNED_TINT))
        inner = _inset((cx, cy), s, 6 * k)
        draw.line(inner + [inner[0]], fill=seat.colour, width=max(4, int(7 * k)), joint="curve")
    if _known(h, me)[1]:
        _dashes_poly(draw, _inset((cx, cy), s, 6 * k), HIGHLIGHT, 4)


def _draw_hex(draw: ImageDraw.ImageDraw, c: tuple[float, float], s: float, k: float, h: dict[str, Any],
              who: dict[str, Seat], me: str | None, battle: bool, words: Words) -> None:
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
        _tile_values(draw, cx, vy, k, h, kind, 2 * _half_width(s, 50 * k) - 8, words)
        neutral = _units(h.get("neutral"))
        if neutral:
            size = int(18 * k)
            label = _fit(U.text(neutral), size, 2 * _half_width(s, 14 * k) - 30, True)
            _label(draw, (cx, cy - 8 * k), label, size, NEUTRAL_FILL, INK)
    else:
        _text(draw, (cx - 3 * k, vy), "?", int(34 * k), WHITE, "rm", True)
        _text(draw, (cx + 2 * k, vy + 2 * k), words("tw-pic-kind", kind=kind), int(19 * k), (215, 220, 228), "lm")
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
            pills.append((sc, parts, _pill_parts(units, int(used.get(player, 0)), detailed=True)))
        if units.get("T"):
            surveys.append((sc, units["T"]))
    pills.sort(key=lambda p: p[0].name != owner)
    for i, (sc, parts, units_shown) in enumerate(pills[:2]):
        py = cy + (17 + 28 * i) * k
        if i == 1 and len(pills) > 2:
            _text(draw, (cx, py), words("tw-pic-more-forces", count=len(pills) - 1), int(17 * k), TEXT, "mm", True)
            break
        room = 2 * _half_width(s, py - cy + 12 * k) - 8 * k
        # the units themselves where they fit at a readable size; else the counts
        size, compact = pill_layout(sc.letter, units_shown, room, int(PILL_FONT * k + 0.5))
        if size >= int(PILL_FONT * k + 0.5) - 2:
            parts = units_shown
        else:
            size, compact = pill_layout(sc.letter, parts, room, int(PILL_FONT * k + 0.5))
        draw_pill(draw, cx, py, sc.colour, sc.letter, parts, size, compact)
    if secret:
        _label(draw, (cx, cy + (17 + 28 * len(pills[:2])) * k), words("tw-pic-only-you"), int(15 * k), HIGHLIGHT,
               INK)
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


def tile_techs(h: dict[str, Any], words: Words) -> str:
    """A known tile's Space and Ground tech as printed: "S3 G2", a "-" where the tile has none (no
    neutral fleet or army there), nothing when neither is printed."""
    st, gt = h.get("space_tech"), h.get("ground_tech")
    if st is None and gt is None:
        return ""
    return words("tw-pic-techs", space="-" if st is None else st, ground="-" if gt is None else gt)


def _production_mark(h: dict[str, Any]) -> str:
    """★ before an owned system's value counted in its owner's production total, ☆ before one that
    produces locally (blockaded, or beyond Jump range of a held homeworld); nothing on unowned ones."""
    if not h.get("owner"):
        return ""
    return "★" if h.get("in_total", True) else "☆"


def _tile_values(draw: ImageDraw.ImageDraw, cx: float, y: float, k: float, h: dict[str, Any], kind: str,
                 room: float, words: Words) -> None:
    """Development (what the system produces) big, then the tile's Space/Ground tech; home and throne
    say so when there is room."""
    dev = h.get("dev")
    big = f"{_production_mark(h)}{dev}" if dev is not None else ""
    techs = tile_techs(h, words)
    word = words("tw-pic-tile-word", kind=kind) if kind in ("home", "throne") else ""
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
           responses: list[dict] | None, words: Words):
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
        labels.append((mid, words("tw-pic-jammed", number=i + 1), ALERT) if i + 1 in jammed else
                      (mid, f"{i + 1}", HIGHLIGHT))
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
        draw = drawing(image)
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
        region = true_colour(image.crop((x0, y0, x1, y1)))
        layer = region.copy()
        draw_arrow(ImageDraw.Draw(layer), (a.start[0] - x0, a.start[1] - y0), (a.end[0] - x0, a.end[1] - y0),
                   a.colour, a.width, a.head, a.dashed)
        image.paste(mapped_like(Image.blend(region, layer, ARROW_VEIL / 255), image), (x0, y0))
