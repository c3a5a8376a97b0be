"""What a call to the table service hands back (the moves applied, the table after them, what the deadline
work did) and the refusals it raises, shared by the service and its deadline work."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pydantic import BaseModel

from bot.models import Seat, Table
from engines import registry
from engines.base import Action, Engine, Event, Prompt, State
from engines.errors import DicehallError
from engines.said import Said, Text, said, said_json


class NoGame(DicehallError):
    """The channel has no game (or none in the needed stage)."""


class NotSeated(DicehallError):
    """The user has no seat at this table."""


class NotAllowed(DicehallError):
    """Only the creator or a channel manager may do this."""


class LobbyError(DicehallError):
    """A lobby step that does not fit (full table, already seated, too few players...)."""


class GameOver(NoGame):
    """The move (or button) belongs to a game that has ended or was abandoned."""


class TableChanged(DicehallError):
    """The move was made on an older table than the current one (a stale button, a race)."""

    def __init__(self, table: Table):
        super().__init__(said("table-changed"))
        self.table = table


@dataclass
class Applied:
    """One action applied to a game, by whom and why."""

    player: str
    source: str  # "player", "ai" or "timeout"
    action: dict[str, Any]
    events: list[Event]
    secret: bool = False
    """A choice made in a simultaneous phase, or standing orders (Engine.anytime): kept out of the public
    events (the engine's own events reveal what becomes public)."""
    anonymous: bool = False
    """An answer to a secret prompt: who was asked is hidden, so the marker names nobody (the engine's
    own events say what is public, such as an announced jam)."""
    private: bool = False
    """The step changed nothing the channel sees (is_private_step): decided once, when it is saved."""
    held: bool = False
    """Of the private steps, one the game tells with the end of the player's turn (is_held_step): the
    public table changed, so a person who played it is shown the new table privately."""

    @classmethod
    def of(cls, engine: Engine, before: State, player: str, action: Action, source: str, events: list[Event]
           ) -> Applied:
        """How `action`, played by `player` on the state `before`, is reported."""
        prompt = engine.prompt_of(before, player)
        return cls(player, source, {"do": action.do, **action.args()}, events,
                   secret=(prompt is not None and prompt.kind == "simultaneous") or action.do in engine.anytime,
                   anonymous=prompt is not None and prompt.secret)

    def as_events(self) -> list[Event]:
        """A move marker followed by the engine's events (the script runner prints these)."""
        shown = {"do": self.action["do"]} if self.secret or self.anonymous else self.action
        player = None if self.anonymous else self.player
        return [{"type": "move", "player": player, "by": self.source, "action": shown}, *self.events]


@dataclass
class Move:
    """What a call to the service did: the table afterwards and every action applied on the way."""

    table: Table
    applied: list[Applied] = field(default_factory=list)
    quiet: bool = False
    """Nothing public changed and the player is still the one awaited (a build added to a hidden order,
    a jump added to a plan not yet proposed): the channel needs no new table."""
    notified: set[str] = field(default_factory=set)
    """Where the steps left notices to deliver (outbox destinations: the channel, a player's DMs)."""

    @property
    def events(self) -> list[Event]:
        return [e for a in self.applied for e in a.as_events()]


@dataclass
class Notice:
    """Something the deadline loop did that the channel should hear about."""

    kind: str  # "reminder" or "timeout"
    table: Table
    player: str
    user_id: str
    deadline_at: datetime
    what: Text = ""
    move: Move | None = None
    dm: bool = False
    """The player asked for their reminders by direct message too."""
    secret: bool = False
    """Who was awaited is hidden (Prompt.secret): the channel must not hear the player's name."""


def is_automated(table: Table, player: str) -> bool:
    seat = table.seat_named(player)
    return seat is not None and seat.automated


def a_person_awaited(table: Table, prompts: list[Prompt]) -> bool:
    """Whether someone playing their own seat is among those awaited after a step: the fingerprint of the step's
    public view (Table.public_fingerprint) then lets their move play without a copy of the state, and the view is
    the one the channel's picture of the step is drawn from."""
    return any(not is_automated(table, p.player) for p in prompts)


def with_seat(table: Table, seat: Seat, **changes: Any) -> Table:
    seats = [s.model_copy(update=changes) if s.user_id == seat.user_id else s for s in table.seats]
    return table.model_copy(update={"seats": seats})


def is_private_step(engine: Engine, state: State, awaited: list[Prompt], applied: Applied,
                    unchanged: Callable[[], bool]) -> bool:
    """Standing orders, a player's move that changed nothing public and leaves them to act (still among the
    `awaited`), or a step the game tells with a later one (`is_held_step`): the channel gets no new table for
    it (nor does a replay show the step); a person who played it is answered privately. `unchanged`: whether
    the public table is the same before and after the step (asked only of a player's move that leaves them
    to act)."""
    if is_held_step(engine, state, applied):
        return True
    if applied.source != "player":
        return False
    if applied.action["do"] in engine.anytime:
        return True
    still = any(p.player == applied.player for p in awaited)
    if not still or engine.outcome(state) is not None:
        return False
    return unchanged()


@dataclass(frozen=True)
class Before:
    """The table before a step, as the step's save needs it, taken before the step is played (a state played
    in place is gone after it): who was awaited, and its public view, known by its fingerprint (bot/kept.py)
    where the view itself was let go."""

    prompts: list[Prompt]
    fingerprint: int | None
    view: Callable[[], BaseModel]

    def unchanged(self, public: BaseModel | None, seen: int | None) -> bool:
        """Whether the public table after the step (`public`, its fingerprint `seen`) is this one."""
        return seen == self.fingerprint if self.fingerprint is not None else public == self.view()


def is_held_step(engine: Engine, state: State, applied: Applied) -> bool:
    """A step the game tells with the one that ends the player's turn (Engine.told_later): whoever played
    it, a person, the AI or a player marked away, so the turn's end tells it once."""
    return engine.outcome(state) is None and engine.told_later(state, applied.player)


STARTS = said("replay-starts")
"""The move list's step 0: the game's start."""


def narration(engine: Engine, events: list[Event]) -> list[Text]:
    """The channel's lines for a step's events."""
    return [line for event in events if (line := engine.narrate(event))]


def told_lines(lines: list[Text], events: list[Event]) -> tuple[Text, ...]:
    """What the move list says of a public step: its narration, or who did what where the game told nothing
    (a phase ended)."""
    return tuple(lines) if lines else (_marker(events),)


def told_of(engine: Engine, applied: Applied | None, action: dict[str, Any]) -> list[Any]:
    """What the log keeps of a step for the move list (LogEntry.told): a public step's lines as JSON, the
    game's start as its step 0, nothing for a step the channel never saw or a change of the lobby."""
    if applied is None:
        return [said_json(STARTS)] if action.get("do") == "start" else []
    if applied.private:
        return []
    events = applied.as_events()
    return [said_json(line) for line in told_lines(narration(engine, events), events)]


def _marker(events: list[Event]) -> Said:
    """Who did what, as far as the channel knows (the command as typed: commands are English in every
    language's move list)."""
    move = next((e for e in events if e.get("type") == "move"), None)
    if move is None:
        return said("replay-nothing")
    do = move["action"]["do"].replace("_", " ")
    return said("replay-move", who=move["player"], do=do) if move.get("player") else said("replay-someone", do=do)


def play_lasting(engine: Engine, state: State, lasting: dict[str, list[dict[str, Any]]], now: datetime) -> State:
    """A new game with each player's kept lasting choices (Engine.lasting) played for them, as the start
    logs them (the replay plays them the same way); one this version no longer takes is left out."""
    for player, actions in lasting.items():
        for action in actions:
            try:
                state = engine.apply(state, player, engine.parse_action(action["do"], args_of(action)), now).state
            except DicehallError:
                continue
    return state


def args_of(action: dict[str, Any]) -> dict[str, Any]:
    """A logged action's arguments (all but `do`)."""
    return {k: v for k, v in action.items() if k != "do"}


def ai_choice(game: str, state_json: str, player: str, seed: str) -> Action:
    """An AI seat's move on the saved state, seeded (by game and version: AI play replays identically). Run
    in a worker process (TableService._ai_action): an AI's thinking is pure work, off the event loop."""
    engine = registry.get(game)
    return engine.ai_action(engine.load_state(state_json), player, random.Random(seed))
