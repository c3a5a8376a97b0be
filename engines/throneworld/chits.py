"""Throneworld's action chits (50) and event chits (22) as data (counts from ../shared/GAMES.md).

Each chit has a stable id ("A01".."A50", "E01".."E22"); hands, cups and discards hold ids only, so a
state JSON stays small and a chit is always the same chit. `ACTION_CHITS[id]` / `EVENT_CHITS[id]`
describe one.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from engines.said import Said, said

ActionKind = Literal["artifact", "boom", "hwreturn_jam", "hwreturn_intercept", "jam_intercept", "sabotage"]
EventKind = Literal[
    "imperial_attack", "imperial_sabotage", "production_advance", "production_delay", "rebels", "scientific_advance"
]
Chooser = Literal["first", "last"]


class ActionChit(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    kind: ActionKind
    value: int = 0
    """Economic Boom 3-6, Sabotage 3-4; 0 otherwise."""

    @property
    def uses(self) -> tuple[str, ...]:
        """What the chit may be played for: "artifact", "boom", "sabotage", "hwreturn", "jam", "intercept"."""
        if self.kind in ("artifact", "boom", "sabotage"):
            return (self.kind,)
        return tuple(self.kind.split("_"))

    @property
    def title(self) -> Said:
        """The chit's name in the reader's words; `name` is the English one players type."""
        return said("tw-chit", kind=self.kind, value=self.value)

    @property
    def name(self) -> str:
        """The chit's English name as players type it, spaces left out ("economicboom5"): a typed name is
        compared without its spaces (`typed`)."""
        return {
            "artifact": "artifact",
            "boom": f"economicboom{self.value}",
            "hwreturn_jam": "hwreturn/jam",
            "hwreturn_intercept": "hwreturn/intercept",
            "jam_intercept": "jam/intercept",
            "sabotage": f"sabotage{self.value}",
        }[self.kind]


class EventChit(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    kind: EventKind
    value: int = 0
    """Imperial Sabotage 2-3; Imperial Attack: 1 for the "+1" chits, else 0."""
    chooser: Chooser | None = None

    @property
    def title(self) -> Said:
        """The event's name in the reader's words."""
        return said("tw-event", kind=self.kind, value=self.value, chooser=self.chooser or "none")


EVENT_EFFECTS = {kind: said("tw-event-effect", kind=kind)
                 for kind in ("imperial_attack", "imperial_sabotage", "rebels")}
"""What an event the chooser aims does, in a few words (the rules page has it whole)."""


def _action_chits() -> dict[str, ActionChit]:
    specs: list[tuple[ActionKind, int, int]] = [
        ("artifact", 0, 12),
        ("boom", 3, 3), ("boom", 4, 3), ("boom", 5, 3), ("boom", 6, 3),
        ("hwreturn_jam", 0, 6), ("hwreturn_intercept", 0, 6), ("jam_intercept", 0, 6),
        ("sabotage", 3, 4), ("sabotage", 4, 4),
    ]
    chits: dict[str, ActionChit] = {}
    for kind, value, count in specs:
        for _ in range(count):
            cid = f"A{len(chits) + 1:02d}"
            chits[cid] = ActionChit(id=cid, kind=kind, value=value)
    return chits


def _event_chits() -> dict[str, EventChit]:
    specs: list[tuple[EventKind, int, Chooser | None]] = [
        ("imperial_attack", 0, "first"), ("imperial_attack", 0, "last"),
        ("imperial_attack", 1, "first"), ("imperial_attack", 1, "last"),
        ("imperial_sabotage", 2, "first"), ("imperial_sabotage", 2, "last"),
        ("imperial_sabotage", 3, "first"), ("imperial_sabotage", 3, "last"),
        *[("production_advance", 0, None) for _ in range(6)],
        *[("production_delay", 0, None) for _ in range(3)],
        ("rebels", 0, "first"), ("rebels", 0, "last"),
        *[("scientific_advance", 0, None) for _ in range(3)],
    ]
    chits: dict[str, EventChit] = {}
    for kind, value, chooser in specs:
        cid = f"E{len(chits) + 1:02d}"
        chits[cid] = EventChit(id=cid, kind=kind, value=value, chooser=chooser)
    return chits


ACTION_CHITS: dict[str, ActionChit] = _action_chits()
EVENT_CHITS: dict[str, EventChit] = _event_chits()
HAND_SIZE = 5
MAX_TURN_IN_ON_PASS = 5


def typed(text: str) -> str:
    """A chit's name as typed, compared as `ActionChit.name` is written: lowercase, no spaces."""
    return text.strip().lower().replace(" ", "")


def chits_with(use: str) -> list[str]:
    """Ids of the action chits that may be played for `use` ("jam", "intercept", ...)."""
    return [cid for cid, chit in ACTION_CHITS.items() if use in chit.uses]
