"""The Throneworld map: a hexagon of radius 4 (61 hexes) around the Throneworld.

Coordinates are axial (q, r) with s = -q - r; hexes are flat-topped, so each q is a column.
A hex's name is its column letter (A-I, left to right, q = -4..4) and its row number from the top
of that column (1-5 in the edge columns, 1-9 in the middle one): the Throneworld is E5.

Layouts are our own (see GAMES.md for the counts): for every player count the homeworlds lie on the
outer ring, equally spaced along it, and the layout is invariant under a group of symmetries of the
hexagon that maps every homeworld onto every other (rotations for 2, 3 and 6 players, a rotation and
two mirrors for 4; for 5 players, which no hexagon symmetry can rotate, one mirror and equal gaps of
five ring hexes between homeworlds but one of four).

Ranges are counted hex to hex through hexes in play only (4.21): `distances` is a breadth-first
search that never enters a hex out of play.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from functools import cache
from typing import Literal

from pydantic import BaseModel

RADIUS = 4
COLUMNS = "ABCDEFGHI"
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

Kind = Literal["throne", "home", "inner", "outer", "fringe"]
KINDS: tuple[str, ...] = ("throne", "home", "inner", "outer", "fringe")

Coord = tuple[int, int]


# --- coordinates and names ----------------------------------------------------------------------


def ring_of(c: Coord) -> int:
    q, r = c
    return max(abs(q), abs(r), abs(q + r))


def hex_distance(a: Coord, b: Coord) -> int:
    """Distance on the full grid (ignores what is in play)."""
    return ring_of((a[0] - b[0], a[1] - b[1]))


def all_coords() -> list[Coord]:
    return [(q, r) for q in range(-RADIUS, RADIUS + 1) for r in range(-RADIUS, RADIUS + 1)
            if ring_of((q, r)) <= RADIUS]


def neighbours(c: Coord) -> list[Coord]:
    out = [(c[0] + dq, c[1] + dr) for dq, dr in DIRECTIONS]
    return [n for n in out if ring_of(n) <= RADIUS]


def _row_start(q: int) -> int:
    return max(-RADIUS, -RADIUS - q)


def name_of(c: Coord) -> str:
    q, r = c
    return f"{COLUMNS[q + RADIUS]}{r - _row_start(q) + 1}"


def coord_of(name: str) -> Coord | None:
    """The coordinate of a hex name ("e5", " D4 "), or None when it names no hex."""
    text = name.strip().upper()
    if len(text) < 2 or text[0] not in COLUMNS or not text[1:].isdigit():
        return None
    q = COLUMNS.index(text[0]) - RADIUS
    r = int(text[1:]) - 1 + _row_start(q)
    if ring_of((q, r)) > RADIUS:
        return None
    return (q, r)


THRONE = name_of((0, 0))  # "E5"


def ring(k: int) -> list[Coord]:
    """The hexes of ring k in order, starting at the corner k steps in DIRECTIONS[4] and walking
    round; the corners are at positions 0, k, 2k, ... (6 of them)."""
    if k == 0:
        return [(0, 0)]
    q, r = DIRECTIONS[4][0] * k, DIRECTIONS[4][1] * k
    out = []
    for side in range(6):
        for _ in range(k):
            out.append((q, r))
            q, r = q + DIRECTIONS[side][0], r + DIRECTIONS[side][1]
    return out


# --- symmetries of the hexagon ------------------------------------------------------------------


def rotate(c: Coord, steps: int = 1) -> Coord:
    """Rotate by 60 degrees `steps` times about the Throneworld."""
    x, z = c
    y = -x - z
    for _ in range(steps % 6):
        x, y, z = -z, -x, -y
    return (x, z)


def _swap(c: Coord) -> Coord:
    """The mirror that swaps the y and z cube coordinates (a line through two opposite corners)."""
    x, z = c
    return (x, -x - z)


# --- layouts -------------------------------------------------------------------------------------


class Layout(BaseModel):
    """Which kind of system lies in each hex in play (names), and the homeworld hexes in seat order,
    clockwise round the map as drawn (flat-topped hexes, column A on the left, row 1 at the top)."""

    players: int
    kinds: dict[str, Kind]
    homes: list[str]

    def in_play(self, name: str) -> bool:
        return name in self.kinds

    def of_kind(self, kind: str) -> list[str]:
        return [n for n, k in self.kinds.items() if k == kind]


COUNTS: dict[int, dict[str, int]] = {
    # players: in play, homeworlds, outer, fringe, inner (GAMES.md); plus the Throneworld
    2: {"in_play": 33, "home": 2, "outer": 16, "fringe": 8, "inner": 6},
    3: {"in_play": 46, "home": 3, "outer": 21, "fringe": 12, "inner": 9},
    4: {"in_play": 57, "home": 4, "outer": 24, "fringe": 16, "inner": 12},
    5: {"in_play": 60, "home": 5, "outer": 35, "fringe": 10, "inner": 9},
    6: {"in_play": 61, "home": 6, "outer": 36, "fringe": 12, "inner": 6},
}

# Homeworld positions along ring 4 (24 hexes, corners at 0, 4, 8, ...): equal gaps.
HOME_POSITIONS: dict[int, tuple[int, ...]] = {
    2: (2, 14),              # middles of two opposite sides
    3: (2, 10, 18),          # middles of alternate sides
    4: (3, 9, 15, 21),       # gaps of six
    5: (0, 5, 10, 15, 20),   # gaps of five, one of four
    6: (0, 4, 8, 12, 16, 20),  # the six corners
}


def _pick(k: int, positions: Iterable[int]) -> set[Coord]:
    hexes = ring(k)
    return {hexes[i] for i in positions}


# What is in play besides homeworlds, fringe and the six inner worlds of ring 1 (positions along
# rings 2-4; ring k has 6k hexes, corners at multiples of k): extra inner worlds on ring 2, and the
# hexes out of play. Everything left over is an outer world.
_EXTRA_INNER: dict[int, tuple[int, ...]] = {2: (), 3: (1, 5, 9), 4: (0, 1, 5, 6, 7, 11), 5: (0, 10, 11), 6: ()}
_OUT_OF_PLAY_RING4: dict[int, tuple[int, ...]] = {
    2: (), 3: (4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 20, 21, 22, 23, 0), 4: (0, 6, 12, 18), 5: (22,), 6: ()}
_RING3_IN_PLAY_2P = (0, 3, 9, 12)  # two-player game: ring 3 beyond the fringe, two wings per side


def _build(players: int) -> Layout:
    walk = [ring(4)[p] for p in HOME_POSITIONS[players]]  # the ring walk runs anticlockwise on screen
    homes = walk[:1] + walk[1:][::-1]
    kinds: dict[Coord, str] = {(0, 0): "throne"}
    for c in ring(1):
        kinds[c] = "inner"
    for c in _pick(2, _EXTRA_INNER[players]):
        kinds[c] = "inner"
    for h in homes:
        kinds[h] = "home"
    # fringe: a homeworld's neighbours on the outer ring, and on ring 3 too when there is room
    # (up to four players)
    fringe_rings = (3, 4) if players <= 4 else (4,)
    for h in homes:
        for n in neighbours(h):
            if n not in kinds and ring_of(n) in fringe_rings:
                kinds[n] = "fringe"
    out = _pick(4, _OUT_OF_PLAY_RING4[players])
    if players == 2:
        # only the middle band is in play: ring 2 and four ring-3 hexes
        out = {c for c in all_coords() if ring_of(c) >= 3} - _pick(3, _RING3_IN_PLAY_2P)
    for c in all_coords():
        if c not in kinds and c not in out:
            kinds[c] = "outer"
    return Layout(players=players, kinds={name_of(c): k for c, k in sorted(kinds.items())},
                  homes=[name_of(h) for h in homes])


def symmetries(players: int) -> list[tuple[int, bool]]:
    """The symmetries of the hexagon (rotation steps, mirrored first?) that map this layout onto
    itself, kinds and all."""
    lay = _layout(players)
    found = []
    for steps in range(6):
        for flip in (False, True):
            ok = True
            for name, kind in lay.kinds.items():
                c = coord_of(name)
                assert c is not None
                image = transform(c, steps, flip)
                if lay.kinds.get(name_of(image)) != kind:
                    ok = False
                    break
            if ok:
                found.append((steps, flip))
    return found


def transform(c: Coord, steps: int, flip: bool) -> Coord:
    return rotate(_swap(c) if flip else c, steps)


@cache
def _layout(players: int) -> Layout:
    if players not in COUNTS:
        raise ValueError(f"Throneworld is for 2 to 6 players, not {players}.")
    return _build(players)


def layout(players: int) -> Layout:
    """The layout for a player count (a fresh copy: it may be stored in a state)."""
    return _layout(players).model_copy(deep=True)


# --- ranges ---------------------------------------------------------------------------------------


@cache
def _distances(players: int, start: str) -> dict[str, int]:
    lay = _layout(players)
    if start not in lay.kinds:
        return {}
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        c = coord_of(here)
        assert c is not None
        for n in neighbours(c):
            name = name_of(n)
            if name in lay.kinds and name not in seen:
                seen[name] = seen[here] + 1
                todo.append(name)
    return seen


def distances(players: int, start: str) -> dict[str, int]:
    """Range from `start` to every hex in play, counted only through hexes in play."""
    return dict(_distances(players, start))


def distance(players: int, a: str, b: str) -> int | None:
    """Range from a to b through hexes in play; None if either is out of play."""
    return _distances(players, a).get(b)


def within(players: int, start: str, reach: int) -> list[str]:
    """Hexes in play within `reach` of `start` (including start), nearest first."""
    return list(_within(players, start, reach))


@cache
def _within(players: int, start: str, reach: int) -> tuple[str, ...]:
    found = _distances(players, start)
    return tuple(sorted((n for n, d in found.items() if d <= reach), key=lambda n: (found[n], n)))
