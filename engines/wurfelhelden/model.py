"""Würfelhelden's state, actions and views (pydantic models) and small helpers about dice, shared by
the engine, the AI and the picture."""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, Field, field_validator

from engines.base import Action, IntList, State
from engines.said import Said, said
from engines.wurfelhelden.data import COLOURS, FACES, Colour, Face

# --- state ----------------------------------------------------------------------------------------


class Die(BaseModel):
    colour: Colour
    face: int | None = None
    """The face showing (1-6, numbered as in data.FACES), or None when not rolled since it came back."""
    fresh: bool = False
    """Rolled in the latest roll (the picture highlights it)."""

    @property
    def shows(self) -> Face | None:
        return FACES[self.colour][self.face] if self.face else None

    @property
    def swords(self) -> int:
        shows = self.shows
        return shows.swords if shows else 0


class Chase(BaseModel):
    """Who is chasing the villain: their sword dice by the warrants and, with two players, whether
    their duel marker lies there too (a marker may lie there alone)."""

    player: str
    dice: list[Die] = Field(default_factory=list)
    marker: bool = False

    @property
    def swords(self) -> int:
        return sum(d.swords for d in self.dice)


class WurfelheldenState(State):
    schema_version: int = 1
    heroes: dict[str, str]
    party: dict[str, list[Die]]
    tableau: dict[str, dict[str, int]]
    """Dice waiting on each hero tableau: {"yellow": n, "red": n}."""
    box: dict[str, int]
    """Dice not used by anyone (fewer than four players)."""
    chase: Chase | None = None
    warrants: list[int]
    """The stack, top first."""
    won: dict[str, list[int]]
    coins: dict[str, int]
    current: int = 0
    roll_no: int = 0
    """Rolls made so far this turn (0 = the turn has not rolled yet)."""
    turn_no: int = 1
    """The round: it goes up when the player who took the first turn starts again."""
    starter: int = 0
    """Seat index of the player who took the first turn."""
    lost: list[Die] = Field(default_factory=list)
    """Dice that ran away (X) on the latest roll, for the picture."""
    lost_by: str | None = None
    opening: list[dict[str, list[int]]] = Field(default_factory=list)
    """The opening roll-off: one dict per round, player -> faces of their white dice."""
    opener: str | None = None
    last_capture: str | None = None

    @field_validator("party")
    @classmethod
    def _in_party_order(cls, party: dict[str, list[Die]]) -> dict[str, list[Die]]:
        """Positions are numbered in party order; a hand-written position (a setup patch) is sorted."""
        return {p: party_order(dice) for p, dice in party.items()}


# --- actions --------------------------------------------------------------------------------------


class Roll(Action):
    do: Literal["roll"] = "roll"
    dice: IntList = Field(default_factory=list)
    """Positions to reroll (1-based, as the picture numbers the party). Empty: the whole party."""
    stop: bool | None = None
    """Stop right after this roll and carry the result out: the whole turn in one move (what a missed
    turn plays, so that a turn never waits for a second timer)."""

    def args(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"do"}, exclude_none=True)


class Stop(Action):
    do: Literal["stop"] = "stop"


WurfelheldenAction = Union[Roll, Stop]


# --- views ----------------------------------------------------------------------------------------


class SeatView(BaseModel):
    name: str
    hero: str
    party: list[Die]
    tableau: dict[str, int]
    coins: int
    warrants: list[int]
    score: int
    chasing: bool
    marker: Literal["home", "warrants"] | None = None
    """Two players only: where the duel marker lies."""


class PublicView(BaseModel):
    title: str = "Würfelhelden"
    seats: list[SeatView]
    scores: dict[str, int]
    current: str | None
    roll_no: int
    rolls_left: int
    turn_no: int
    chase: Chase | None
    warrants: list[int]
    lost: list[Die]
    lost_by: str | None
    opening: list[dict[str, list[int]]]
    opener: str | None
    duel: bool
    finished: bool
    winners: list[str] = Field(default_factory=list)


class PlayerView(PublicView):
    you: str


# --- helpers --------------------------------------------------------------------------------------


def party_order(dice: list[Die]) -> list[Die]:
    """White, yellow, red; stable within a colour (the order the dice joined)."""
    return sorted(dice, key=lambda d: COLOURS.index(d.colour))


def add_to_party(party: list[Die], dice: list[Die]) -> list[Die]:
    return party_order([*party, *dice])


def die_said(die: Die) -> Said:
    """A die in words ("white 2 swords", "yellow +1 red die", "red X (runs away)"), for sentences and menus."""
    shows = die.shows
    if shows is None:
        return said("wh-die-unrolled", colour=die.colour)
    return said("wh-die", colour=die.colour, face=shows.kind, swords=shows.swords)


def count_dice(state: WurfelheldenState) -> dict[str, int]:
    """Every die of each colour, wherever it is (12 of each, always)."""
    totals = dict(state.box)
    for dice in state.party.values():
        for die in dice:
            totals[die.colour] += 1
    for tableau in state.tableau.values():
        for colour, n in tableau.items():
            totals[colour] += n
    if state.chase:
        for die in state.chase.dice:
            totals[die.colour] += 1
    return totals

