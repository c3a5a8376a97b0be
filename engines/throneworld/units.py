"""The eleven units (the rulebook's unit summary) as data, and unit counts ("forces").

Letters (GAMES.md): B Blaster, P Protector, M Mothership, F Fighter, S Shield, C Command Bunker,
A Assault Troops, H Heavy Infantry, L Light Infantry, D Drop Troops, and T for the Survey Team.
A force is a dict letter -> count; counters worth several units are just counts (4.54).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from engines.errors import BadArguments
from engines.said import Said, Value, said

Arena = Literal["space", "ground", "survey"]
Units = dict[str, int]


class Unit(BaseModel):
    model_config = ConfigDict(frozen=True)

    code: str
    arena: Arena
    cost: int
    attack: int
    """Dice when attacking (0: does not fire when attacking)."""
    defence: int
    """Dice when defending."""
    hits: int
    """Hits needed in one round to destroy it (damage does not carry over)."""
    cargo: int
    """Cargo spaces provided (+) or needed (-) while aboard; fighters need theirs at all times."""
    static: bool = False
    """Moves only by TRANSFER (Shields, Command Bunkers)."""
    sabotage_points: int = 1


UNITS: dict[str, Unit] = {u.code: u for u in (
    Unit(code="T", arena="survey", cost=1, attack=0, defence=0, hits=1, cargo=0),
    Unit(code="B", arena="space", cost=4, attack=3, defence=2, hits=1, cargo=0),
    Unit(code="P", arena="space", cost=5, attack=2, defence=3, hits=1, cargo=2),
    Unit(code="M", arena="space", cost=6, attack=0, defence=1, hits=1, cargo=5),
    Unit(code="F", arena="space", cost=2, attack=1, defence=1, hits=1, cargo=-1),
    Unit(code="S", arena="space", cost=5, attack=0, defence=1, hits=1, cargo=0, static=True,
         sabotage_points=2),
    Unit(code="A", arena="ground", cost=3, attack=3, defence=1, hits=1, cargo=-1),
    Unit(code="H", arena="ground", cost=3, attack=1, defence=3, hits=2, cargo=-1,
         sabotage_points=2),
    Unit(code="L", arena="ground", cost=2, attack=2, defence=1, hits=1, cargo=-1),
    Unit(code="D", arena="ground", cost=3, attack=2, defence=1, hits=1, cargo=-1),
    Unit(code="C", arena="ground", cost=10, attack=0, defence=2, hits=3, cargo=0,
         static=True, sabotage_points=3),
)}

ORDER = "TSBPMFCAHLD"
"""The order units are listed in."""
SHIPS = "TBPMFS"
WARSHIPS = "BPMFS"
MOBILE_WARSHIPS = "BPMF"
"""Warships that jump: a Shield is static (4.5)."""
"""Ships that fight (everything in space but Survey Teams)."""
TROOPS = "AHLDC"
MOBILE_TROOPS = "AHLD"
"""Ground units that can ride aboard a fleet."""
STATIC = "SC"
CARRIERS = {"P": 2, "M": 5}

ASSAULT_DEFENCE_WITH_BUNKER = 2
"""Assault Troops defend with two dice while their army has a Command Bunker."""


# --- race-dependent numbers ----------------------------------------------------------------------


def cost(code: str, race: str | None = None) -> int:
    if code == "C" and race == "Q'teni":
        return 5
    return UNITS[code].cost


def force_cost(units: Units, race: str | None = None) -> int:
    return sum(cost(c, race) * n for c, n in units.items())


def attack_dice(code: str, race: str | None = None) -> int:
    if code == "F" and race == "Pasha":
        return 2
    if code == "H" and race == "Buralti":
        return 2
    return UNITS[code].attack


def defence_dice(code: str, with_bunker: bool = False) -> int:
    if code == "A" and with_bunker:
        return ASSAULT_DEFENCE_WITH_BUNKER
    return UNITS[code].defence


def can_drop(code: str, race: str | None = None) -> bool:
    """Drop units: Drop Troops, and Trill Light Infantry."""
    return code == "D" or (code == "L" and race == "Trill")


# --- forces ---------------------------------------------------------------------------------------


def parse(text: str | None) -> Units:
    """'2P 3F H' (or '2p,3f,h') -> {'P': 2, 'F': 3, 'H': 1}. Refuses unknown letters."""
    units: Units = {}
    for token in (text or "").replace(",", " ").split():
        token = token.strip().upper()
        digits, code = token[:-1], token[-1]
        if code not in UNITS or (digits and not digits.isdigit()):
            raise BadArguments(said("tw-refuse-not-a-unit", typed=token, letters=" ".join(ORDER)))
        count = int(digits) if digits else 1
        if count <= 0:
            raise BadArguments(said("tw-refuse-unit-count", typed=token))
        units[code] = units.get(code, 0) + count
    return units


def text(units: Units) -> str:
    """{'P': 2, 'F': 3, 'H': 1} -> '2P 3F H' ('nothing' when empty)."""
    parts = [f"{n}{c}" if n > 1 else c for c in ORDER if (n := units.get(c, 0)) > 0]
    return " ".join(parts) or "nothing"


def named(code: str, count: int = 1) -> Said:
    """A unit by its name in words ('2 Protectors'): the catalog's, so it reads in the reader's language."""
    return said("tw-unit", code=code, count=count)


def names(units: Units) -> Value:
    """A sentence-friendly listing: '2 Protectors and 1 Heavy Infantry' (the language's list; 'nothing')."""
    parts = tuple(named(c, units[c]) for c in ORDER if units.get(c, 0) > 0)
    return parts or said("tw-units-nothing")


def clean(units: Units) -> Units:
    return {c: n for c, n in units.items() if n > 0}


def add(a: Units, b: Units) -> Units:
    out = dict(a)
    for c, n in b.items():
        out[c] = out.get(c, 0) + n
    return clean(out)


def sub(a: Units, b: Units) -> Units:
    """a - b; raises ValueError when b is not part of a."""
    if not contains(a, b):
        raise ValueError(f"{text(b)} is not part of {text(a)}")
    out = dict(a)
    for c, n in b.items():
        out[c] = out.get(c, 0) - n
    return clean(out)


def contains(a: Units, b: Units) -> bool:
    return all(a.get(c, 0) >= n for c, n in b.items())


def count(units: Units, letters: str | None = None) -> int:
    return sum(n for c, n in units.items() if letters is None or c in letters)


def only(units: Units, letters: str) -> Units:
    return {c: n for c, n in units.items() if c in letters and n > 0}


def without(units: Units, letters: str) -> Units:
    return {c: n for c, n in units.items() if c not in letters and n > 0}


def capacity(ships: Units) -> int:
    """Cargo spaces the ships provide."""
    return sum(CARRIERS.get(c, 0) * n for c, n in ships.items())


def cargo_needed(ships: Units, aboard: Units) -> int:
    """Spaces needed: one per Fighter, one per ground unit aboard."""
    return ships.get("F", 0) + count(aboard, MOBILE_TROOPS)


def cargo_ok(ships: Units, aboard: Units) -> bool:
    return cargo_needed(ships, aboard) <= capacity(ships)


def sabotage_points(units: Units) -> int:
    return sum(UNITS[c].sabotage_points * n for c, n in units.items())
