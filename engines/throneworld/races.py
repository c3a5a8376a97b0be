"""The six races, their specialties and bonuses, and the empire mat (tech tracks, treasury).

Tech tracks (GAMES.md, rebuilt from the rulebook's surviving fragment and its Trill example): twelve
boxes, each printing two ratings. The upper (common) row: box 1 is rating 1, boxes 2-3 rating 2, 4-5
rating 3, 6-8 rating 4, 9-11 rating 5, box 12 rating 6. The lower row, read by a race's specialty
tech, is one higher in every box (2 3 3 4 4 5 5 5 6 6 6 7). Between the boxes the track prints the
roll that moves the marker one box right: the common row's rating of the box it leaves (so box 1
always advances), the same for a specialty. Veneb start in box 2 of every track and, when an
attempt's first roll fails, roll once more.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engines.rng import Rng

Tech = Literal["jump", "comm", "space", "ground"]
TECHS: tuple[str, ...] = ("jump", "comm", "space", "ground")
BOXES = 12
_RATING_BY_BOX = (1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6)


class Race(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    specialty: str | None
    """The tech that reads the track's lower row (Buralti ground, Pasha space, Q'teni comm, Trill jump)."""
    start_box: int = 1
    second_roll: bool = False
    """Veneb: a failed first research roll is rolled once more."""
    home_production: int = 10
    """Production of the homeworld (and the Throneworld); Zytal 12."""
    world_bonus: int = 0
    """Extra production (and local building room) at every other world: Zytal +1."""


RACES: dict[str, Race] = {r.name: r for r in (
    Race(name="Buralti", specialty="ground"),
    Race(name="Pasha", specialty="space"),
    Race(name="Q'teni", specialty="comm"),
    Race(name="Trill", specialty="jump"),
    Race(name="Veneb", specialty=None, start_box=2, second_roll=True),
    Race(name="Zytal", specialty=None, home_production=12, world_bonus=1),
)}
RACE_NAMES: tuple[str, ...] = tuple(RACES)


def race(name: str) -> Race:
    return RACES[name]


def rating(box: int, specialty: bool = False) -> int:
    """Tech rating of a box (1..12): the common row, or the lower row for a race's specialty."""
    return _RATING_BY_BOX[max(1, min(BOXES, box)) - 1] + (1 if specialty else 0)


def research_target(box: int) -> int | None:
    """The lowest d6 that advances a track from this box (printed between the boxes, the same for
    both rows); None at the last box."""
    if box >= BOXES:
        return None
    return rating(box)


class EmpireMat(BaseModel):
    """One empire's mat: race, the four tech tracks (box numbers), treasury, and standing orders
    kept by the caller. Production total is computed from the map (economy.production_total)."""

    race: str
    boxes: dict[str, int]
    treasury: int
    home: str
    """The empire's homeworld hex."""

    def rating(self, tech: str) -> int:
        return rating(self.boxes[tech], RACES[self.race].specialty == tech)

    @property
    def jump(self) -> int:
        return self.rating("jump")

    @property
    def comm(self) -> int:
        return self.rating("comm")

    @property
    def space(self) -> int:
        return self.rating("space")

    @property
    def ground(self) -> int:
        return self.rating("ground")


def new_mat(race_name: str, home: str) -> EmpireMat:
    r = RACES[race_name]
    return EmpireMat(race=race_name, boxes={t: r.start_box for t in TECHS}, treasury=r.home_production,
                     home=home)


class ResearchResult(BaseModel):
    tech: str
    rolls: list[int] = Field(default_factory=list)
    target: int | None
    advanced: bool
    box_before: int
    box_after: int
    rating_before: int
    rating_after: int


def research(mat: EmpireMat, tech: str, rng: Rng) -> ResearchResult:
    """One research attempt on one track (mutates the mat). At the last box nothing is rolled."""
    if tech not in TECHS:
        raise ValueError(tech)
    box = mat.boxes[tech]
    target = research_target(box)
    rating_before = mat.rating(tech)
    rolls: list[int] = []
    advanced = False
    if target is not None:
        tries = 2 if RACES[mat.race].second_roll else 1
        for _ in range(tries):
            roll = rng.d6()
            rolls.append(roll)
            if roll >= target:
                advanced = True
                break
    if advanced:
        mat.boxes[tech] = box + 1
    return ResearchResult(tech=tech, rolls=rolls, target=target, advanced=advanced, box_before=box,
                          box_after=mat.boxes[tech], rating_before=rating_before, rating_after=mat.rating(tech))
