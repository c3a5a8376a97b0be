"""The Throneworld game state: the ground (map, tiles, units, empires: issue 10's
`galaxy.Galaxy`) plus the turn machinery of issue 11. A pydantic model; JSON round-trips exactly."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, Field

from engines.base import State
from engines.throneworld.economy import BuildOrder
from engines.throneworld.galaxy import Galaxy
from engines.throneworld.reactions import Proposal, Window
from engines.throneworld.turn import Cups, ProductionTrack
from engines.throneworld.victory import Attempt

Phase = Literal[
    "outreach",  # simultaneous: two survey jumps and buying units
    "move",  # the current player plans and commits jumps/scans or a transfer
    "window",  # reaction prompts: JAM / INTERCEPT
    "counterjam",  # the proposer's counter-JAMs
    "chit",  # the current player plays a chit or passes
    "followup",  # a chit's second step (Artifact's second attempt, Economic Boom builds, loot)
    "research",  # simultaneous research attempts (also Scientific Advance)
    "event",  # an event chit's FIRST/LAST chooser picks
    "production",  # simultaneous, hidden building
    "over",
]


class Pending(BaseModel):
    """One player's choices in a simultaneous step, hidden from the others until all are in."""

    jumps: list[Proposal] = Field(default_factory=list)
    builds: list[BuildOrder] = Field(default_factory=list)
    tech: str | None = None
    done: bool = False


class Followup(BaseModel):
    """A second step of the current player's chit (or of a capture): who acts, and its budget."""

    kind: Literal["artifact", "build"]
    player: str
    mode: str = ""
    """For builds: "credits" (homeworld, treasury), "local" (up to two systems' local production),
    "throneworld" (the Throneworld's 10 or 12 local credits), "loot" (looting the treasury)."""
    sites: dict[str, int] = Field(default_factory=dict)
    """Local credits still to spend, by hex (local, throneworld, loot modes)."""
    builds: list[BuildOrder] = Field(default_factory=list)
    then: str = "draw"
    """What comes after: "draw" (end of the chit step) or "resolve" (continue a resolution)."""


class Result(BaseModel):
    winners: list[str]
    reason: str
    totals: dict[str, int]


class ThroneworldState(State):
    schema_version: int = 2
    """2: a specialty tech reads the track's lower row (see upgrades.py)."""
    ground: Galaxy
    max_turns: int = 40
    order: list[str]
    """This turn's player order (the seats' order in `players` is "clockwise")."""
    turn: int = 1
    phase: Phase = "outreach"
    current: int = 0
    """Index in `order` of the player whose expansion it is."""
    plan: list[Proposal] = Field(default_factory=list)
    transfer: dict[str, Any] | None = None
    window: Window | None = None
    hands: dict[str, list[str]]
    cups: Cups = Field(default_factory=Cups)
    track: ProductionTrack = Field(default_factory=ProductionTrack)
    pending: dict[str, Pending] = Field(default_factory=dict)
    followup: Followup | None = None
    event: str | None = None
    """The event chit being resolved."""
    research_round: Literal["empire", "science"] = "empire"
    attempt: Attempt | None = None
    throneworld_captured_turn: int | None = None
    throneworld_looted: bool = False
    result: Result | None = None

    @property
    def current_player(self) -> str:
        return self.order[self.current]

    @property
    def open_window(self) -> Window:
        """The reaction window, where the phase says one is open ('window', 'counterjam')."""
        assert self.window is not None, self.phase  # a phase with no window asked for one: a bug
        return self.window

    @property
    def open_followup(self) -> Followup:
        """The chit's follow-up step, where the phase says one is under way ('followup')."""
        assert self.followup is not None, self.phase  # a phase with no follow-up asked for one: a bug
        return self.followup

    @property
    def open_event(self) -> str:
        """The event chit being resolved, where the phase says one is ('event')."""
        assert self.event is not None, self.phase  # a phase with no event asked for one: a bug
        return self.event

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> ThroneworldState:
        """A deep copy through JSON: the state round-trips exactly and this is several times faster
        than copy.deepcopy on a map full of small models (the engine copies the state every move)."""
        if not deep:
            return super().model_copy(update=update)
        copy = type(self).model_validate_json(self.model_dump_json())
        for key, value in (update or {}).items():
            setattr(copy, key, value)
        return copy
