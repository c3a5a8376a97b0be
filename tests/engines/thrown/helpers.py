"""Shared pieces of the Thrown tests: engine access, invariants and a random/AI playout."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

import pytest

from engines.said import Text
from engines.thrown import ENGINE
from engines.thrown.data import COLORS, START_GOLD, TOTAL_DICE
from lang import ENGLISH

NOW = datetime(2026, 1, 1, tzinfo=UTC)
RECOMMENDED = ["peacemaker", "knight", "archer", "noble"]


def english(text: Text) -> str:
    """What the engine said (a Said, or an option's plain sentence) as an English reader is told it."""
    return ENGLISH.say(text)


@contextmanager
def refused_saying(kind: type[Exception], pattern: str) -> Iterator[pytest.ExceptionInfo]:
    """pytest.raises(kind, match=pattern), matched against the refusal as an English player reads it."""
    with pytest.raises(kind) as caught:
        yield caught
    said = english(caught.value.message)
    assert re.search(pattern, said), said


def dice_total(state) -> int:
    """Every die is somewhere: pools, the Void, the trick, the Summoner card."""
    pools = sum(sum(pool.values()) for pool in state.pools.values())
    trick = len(state.trick.dice) if state.trick else 0
    return pools + sum(state.void.values()) + trick + sum(state.summoner.values())


def check_invariants(state) -> None:
    assert dice_total(state) == TOTAL_DICE
    for color in COLORS:
        held = sum(pool[color] for pool in state.pools.values()) + state.void[color] + state.summoner[color]
        held += sum(1 for d in state.trick.dice if d.color == color) if state.trick else 0
        assert held == 10, color
    assert all(v >= 0 for pool in state.pools.values() for v in pool.values())
    assert all(g >= 0 for g in state.gold.values())
    # Gold only enters or leaves through the central pool (the bank); Thief and Saboteur move it between players.
    assert sum(state.gold.values()) == START_GOLD * len(state.players) + state.bank


def playout(count: int, seed: int, options: dict | None = None, ai_seats: tuple[str, ...] = (), check: bool = True,
            max_actions: int = 5000):
    """Random legal moves (AI moves for `ai_seats`); returns the final state and the list of actions."""
    players = [f"p{i}" for i in range(1, count + 1)]
    state = ENGINE.new_game(players, options or {}, seed)
    rand = random.Random(seed)
    history = []
    for _ in range(max_actions):
        if ENGINE.outcome(state) is not None:
            return state, history
        player = ENGINE.awaiting(state)[0].player
        if player in ai_seats:
            action = ENGINE.ai_action(state, player, rand)
        else:
            action = rand.choice(ENGINE.legal_actions(state, player))
        state = ENGINE.apply(state, player, action, NOW).state
        if check:
            check_invariants(state)
        history.append((player, action.model_dump_json()))
    raise AssertionError(f"a {count}-player game did not end in {max_actions} actions")


def start(cards, pools, *, first=None, dice=(), mode="basic", cubes=None, players=None, seed=1):
    """A game whose first round has the given display and pools (every listed player's pool exactly)."""
    players = players or list(pools)
    options = {"cards": cards, "pools": pools, "first": first or players[0], "mode": mode}
    if cubes:
        options["cubes"] = cubes
    return ENGINE.new_game(players, options, seed, list(dice))


def act(state, player, do, **args):
    """Apply one command as typed (args as in the slash command); check the invariants; return (state, events)."""
    result = ENGINE.apply(state, player, ENGINE.parse_action(do, args), NOW)
    check_invariants(result.state)
    return result.state, result.events


def kinds(events) -> list[str]:
    return [e["type"] for e in events]


def whose_turn(state) -> str:
    return ENGINE.awaiting(state)[0].player
