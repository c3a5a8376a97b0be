"""The 72 system tiles (fringe 17, outer 37, inner 12, Throneworld 6) as data, and their placement.

Each tile: development value, the neutral's space and ground tech (None where the tile shows "-"),
its space forces and its ground forces (unit letters, see units.py). Empty systems are the D0 tiles:
no techs, no forces.

Where the list comes from: the rulebook's tile page, whose headings came out of the text extraction
scrambled (GAMES.md). Our reading, checked by tests against the counts:
  * fringe (17) = three D0 tiles and the fourteen weak D1-D3 tiles (the sample drop invasion's
    neutral, D1 S1/G1 with a Shield and a Light Infantry, is one of them);
  * outer (37) = five D0 tiles, the twenty-seven D1-D5 tiles of the seven-column table and the row
    of four D4 and one D5 tiles (the sabotage example's S, P, 2F / C, A neutral is an outer world);
  * inner (12) = the six D6 designs, two of each (the extraction shows four of them twice and the
    other two once; the count says twelve, so we take every design twice);
  * Throneworld (6) = the six different D10 tiles (four of them appear twice in the extraction).
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from engines.rng import Rng
from engines.said import Said, said
from engines.throneworld import units as U

TileKind = Literal["fringe", "outer", "inner", "throne"]

HOME_DEV = 10
THRONE_DEV = 10

# (development, space tech, ground tech, space forces, ground forces)
_Row = tuple[int, int | None, int | None, str, str]
_EMPTY: _Row = (0, None, None, "", "")

_FRINGE: list[_Row] = [_EMPTY] * 3 + [
    (1, None, 2, "", "2L"),
    (1, None, 1, "", "H"),
    (1, None, 3, "", "L"),
    (1, 1, 1, "S", "L"),
    (2, None, 1, "", "C A"),
    (2, None, 2, "", "H"),
    (2, None, 3, "", "2L"),
    (2, 1, 1, "M 5F", "L"),
    (2, 2, 1, "S", "L"),
    (3, 1, 1, "P 2F", "H L"),
    (3, 1, 2, "M 5F", "2L"),
    (3, 1, 3, "2P 4F", "C A L"),
    (3, 1, 1, "P 2F", "H L"),
    (3, 1, 2, "M 5F", "2L"),
]

_OUTER: list[_Row] = [_EMPTY] * 5 + [
    (1, None, 3, "", "H"),
    (1, 1, 1, "2S P", "L"),
    (1, 1, 1, "2P 4F", "L"),
    (1, 1, 2, "2B", "3L"),
    (2, None, 4, "", "C 2A"),
    (2, 3, 3, "2P F", "H L"),
    (2, 1, 1, "2P M 7F", "3H 3L"),
    (2, 2, 1, "B M 5F", "2H 2L"),
    (2, 2, 2, "S P 2F", "C A"),
    (2, 4, 4, "2B", "2L"),
    (3, None, 2, "", "2C 4A 2L"),
    (3, None, 5, "", "3H"),
    (3, 5, 2, "P 2F", "H"),
    (3, 2, 2, "3S 2B", "C 2H"),
    (3, 1, 1, "4S P 2F", "2C 4A"),
    (3, 1, 5, "4S 2P 4F", "2L"),
    (3, 2, 5, "2S 2P 4F", "H L"),
    (4, None, 4, "", "5H"),
    (4, None, 2, "", "C 5A 2H"),
    (4, 5, 1, "M 5F", "2C A 4L"),
    (4, 4, 4, "S P 2F", "C A"),
    (4, 4, 2, "M 5F", "2C A 2L"),
    (4, 2, 3, "3S 3P", "4H"),
    (4, 3, 2, "2S 2B P", "C 3A"),
    (5, None, 5, "", "2H 4L"),
    (5, None, 4, "", "2C 4A"),
    (5, 4, 3, "4P 2F", "4L"),
    (4, 3, 4, "2S P 2F", "2C 2A 2L"),
    (4, 5, 3, "2P M 5F", "4L"),
    (4, 4, 4, "4B 2P", "2H 4L"),
    (4, 4, 5, "3S P", "4L"),
    (5, 4, 3, "2S 3B", "C"),
]

_INNER_DESIGNS: list[_Row] = [
    (6, 4, 4, "2S P 2F", "2C 2A 2L"),
    (6, 5, 3, "2P M 5F", "4L"),
    (6, 5, 4, "4B P 2F", "H 4L"),
    (6, 5, 3, "2S P 2F", "H"),
    (6, 3, 4, "S P M 7F", "2C 4A"),
    (6, 3, 5, "3S 2B", "3H L"),
]
_INNER: list[_Row] = [row for row in _INNER_DESIGNS for _ in range(2)]

_THRONE: list[_Row] = [
    (10, 4, 4, "10B 5P", "10H 5L"),
    (10, 5, 5, "S 3P 6F", "3C 3A H"),
    (10, 6, 4, "4S 4B", "4C 4A"),
    (10, 4, 6, "S P M 5F", "C 5A"),
    (10, 4, 7, "3B", "2C 4A 4H"),
    (10, 7, 6, "3S 2P 4F", "2H"),
]

TILE_COUNTS = {"fringe": 17, "outer": 37, "inner": 12, "throne": 6}


class Tile(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    """'f01'..'f17', 'o01'..'o37', 'i01'..'i12', 't1'..'t6'."""
    kind: TileKind
    dev: int
    space_tech: int | None
    ground_tech: int | None
    space: U.Units
    ground: U.Units

    @property
    def empty(self) -> bool:
        return self.dev == 0 and not self.space and not self.ground

    def label(self) -> str:
        """The tile as printed, e.g. 'D2 S2/G2 S P 2F / C A'."""
        s = "-" if self.space_tech is None else f"S{self.space_tech}"
        g = "-" if self.ground_tech is None else f"G{self.ground_tech}"
        if self.empty:
            return "D0 -/- (empty)"
        space = U.text(self.space) if self.space else "-"
        ground = U.text(self.ground) if self.ground else "-"
        return f"D{self.dev} {s}/{g} {space} / {ground}"


def words(tile: Tile) -> Said:
    """The tile in words, for the channel: 'worth 1, ground tech 3, defended by 1 Light Infantry'."""
    if tile.empty:
        return said("tw-tile-empty")
    forces = {**tile.space, **tile.ground}
    return said("tw-tile", dev=tile.dev, space=_tech(tile.space_tech), ground=_tech(tile.ground_tech),
                defended=U.names(forces) if forces else "none")


def _tech(level: int | None) -> int | str:
    """A tile's tech level, or "none" where it has none (the catalog's select says nothing then)."""
    return "none" if level is None else level


def _make(kind: TileKind, prefix: str, rows: list[_Row], width: int) -> list[Tile]:
    return [Tile(id=f"{prefix}{i:0{width}d}", kind=kind, dev=dev, space_tech=st, ground_tech=gt,
                 space=U.parse(sp), ground=U.parse(gr))
            for i, (dev, st, gt, sp, gr) in enumerate(rows, start=1)]


@cache
def _all() -> tuple[Tile, ...]:
    return tuple(_make("fringe", "f", _FRINGE, 2) + _make("outer", "o", _OUTER, 2)
                 + _make("inner", "i", _INNER, 2) + _make("throne", "t", _THRONE, 1))


def all_tiles() -> list[Tile]:
    return list(_all())


@cache
def _by_id() -> dict[str, Tile]:
    return {t.id: t for t in _all()}


def tile(tile_id: str) -> Tile:
    return _by_id()[tile_id]


def of_kind(kind: str) -> list[Tile]:
    return [t for t in _all() if t.kind == kind]


def deal(hexes_by_kind: dict[str, list[str]], rng: Rng) -> dict[str, str]:
    """Face-down placement: shuffle each kind's tiles separately and lay one on each hex of that
    kind (in the order given); the Throneworld hex gets one of the six at random. Extra tiles stay
    unseen in the box. Returns hex name -> tile id."""
    placed: dict[str, str] = {}
    for kind in ("fringe", "outer", "inner", "throne"):
        hexes = hexes_by_kind.get(kind, [])
        pool = [t.id for t in of_kind(kind)]
        if len(hexes) > len(pool):
            raise ValueError(f"{len(hexes)} {kind} hexes but only {len(pool)} {kind} tiles")
        rng.shuffle(pool)
        for name, tile_id in zip(hexes, pool, strict=False):
            placed[name] = tile_id
    return placed
