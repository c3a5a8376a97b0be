"""Helpers for the game tests (issue 11): build positions on a started game, act, read events.

Hexes named by coordinates in these tests lie within ring 3 of the Throneworld, which is in play for
three or more players; two-player tests name hexes relative to the homeworlds (`near`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import pytest

from engines.said import Text, said_from_json
from engines.throneworld import hexmap, movement
from engines.throneworld import units as U
from engines.throneworld.actions import Commit, Pass
from engines.throneworld.chits import ACTION_CHITS
from engines.throneworld.engine import Throneworld
from engines.throneworld.state import ThroneworldState
from lang import ENGLISH

NOW = datetime(2026, 1, 1, tzinfo=UTC)
E = Throneworld()


def english(text: Text | None) -> str:
    """What the engine said (a Said, or a plain string) as an English reader is told it."""
    return ENGLISH.say(text) if text is not None else ""


def notes_of(round_or_notes: Any) -> list[str]:
    """A battle round's notes (a RoundReport's, or an event's list of them) as an English reader reads them."""
    notes = round_or_notes if isinstance(round_or_notes, list) else round_or_notes.notes
    return [english(said_from_json(note)) for note in notes]


@contextmanager
def refused(kind: type[Exception], pattern: str) -> Iterator[pytest.ExceptionInfo]:
    """pytest.raises(kind, match=pattern), matched against the refusal as an English player reads it."""
    with pytest.raises(kind) as caught:
        yield caught
    said = english(caught.value.message)
    assert re.search(pattern, said), said


def at(q: int, r: int) -> str:
    return hexmap.name_of((q, r))


def new(n: int = 3, seed: int = 1, **options) -> ThroneworldState:
    return E.new_game([f"p{i}" for i in range(1, n + 1)], options, seed)


def started(n: int = 3, seed: int = 1, order: list[str] | None = None) -> ThroneworldState:
    """A game past Outreach (nobody did anything), in turn 1's first expansion, `order` as given."""
    state = new(n, seed)
    for p in state.players:
        state = act(state, p, Commit())
    if order:
        state.order = list(order)
    return state


def act(state: ThroneworldState, player: str, action) -> ThroneworldState:
    return E.apply(state, player, action, NOW).state


def act_events(state: ThroneworldState, player: str, action):
    result = E.apply(state, player, action, NOW)
    return result.state, result.events


def last_response(state: ThroneworldState, player: str, action):
    """A window's last response, then the proposer's pass in the counter-jam step that follows any
    response: the events up to the plan's resolution."""
    state, events = act_events(state, player, action)
    if state.phase == "counterjam":
        state, more = act_events(state, state.window.proposer, Pass())
        events = events + more
    return state, events


def give(state: ThroneworldState, player: str, *kinds: str) -> None:
    """Replace `player`'s hand by chits of these kinds (e.g. "jam_intercept", "artifact", "boom:5"),
    filled up to five with chits that can neither jam nor intercept."""
    state.cups.actions.extend(state.hands[player])
    state.hands[player] = []
    for kind in kinds:
        name, _, value = kind.partition(":")
        cid = next(c for c in sorted(state.cups.actions)
                   if ACTION_CHITS[c].kind == name and (not value or ACTION_CHITS[c].value == int(value)))
        state.cups.actions.remove(cid)
        state.hands[player].append(cid)
    while len(state.hands[player]) < 5:
        cid = next(c for c in sorted(state.cups.actions) if ACTION_CHITS[c].kind in ("boom", "sabotage", "artifact"))
        state.cups.actions.remove(cid)
        state.hands[player].append(cid)


def place(state: ThroneworldState, player: str, hex_: str, units: str) -> None:
    movement.put(state.ground, player, hex_, U.parse(units))


def units(state: ThroneworldState, player: str, hex_: str) -> dict[str, int]:
    return state.ground.systems[hex_].units_of(player)


def used(state: ThroneworldState, player: str, hex_: str) -> int:
    st = state.ground.systems[hex_].stacks.get(player)
    return st.used_bunkers if st else 0


def clear(state: ThroneworldState, hex_: str) -> None:
    s = state.ground.systems[hex_]
    s.stacks = {}
    s.neutral = {}


def own(state: ThroneworldState, player: str, hex_: str, dev: int = 2) -> None:
    s = state.ground.systems[hex_]
    s.owner = player
    s.face_up = True
    s.neutral = {}
    s.dev = s.printed_dev = dev
    if player not in s.scans:
        s.scans.append(player)


def scan(state: ThroneworldState, player: str, hex_: str) -> None:
    if player not in state.ground.systems[hex_].scans:
        state.ground.systems[hex_].scans.append(player)


def set_tech(state: ThroneworldState, player: str, tech: str, rating: int) -> None:
    box = {1: 1, 2: 2, 3: 4, 4: 6, 5: 9, 6: 12}[rating]
    state.ground.empires[player].boxes[tech] = box


def home(state: ThroneworldState, player: str) -> str:
    return state.ground.home(player)


def near(state: ThroneworldState, player: str, reach: int = 1) -> list[str]:
    """Hexes other than `player`'s homeworld within `reach` of it, nearest first."""
    h = home(state, player)
    return [x for x in state.ground.within(h, reach) if x != h]


def kinds(events, kind):
    return [e for e in events if e.get("type") == kind]
