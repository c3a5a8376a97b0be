"""Measuring an AI seat, for every game: seeded games in which each seat plays a policy (the AI, uniformly
random legal moves, the timeout move, or one of the game's own), and the AI's share of the wins. Each
game's measure_ai.py adds what it counts for its own game (gold lost, turns, the Throneworld taken).

A policy is `policy(state, player, rand) -> Action`: `rand` is the game's one generator of choices,
seeded from the game's seed, so the same seed plays the same game."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from engines.base import Action, Engine, Event, State

NOW = datetime(2026, 1, 1, tzinfo=UTC)
MAX_MOVES = 20_000
"""A game that has not ended after this many moves is a fault of the engine or a policy, said with its seed."""

Policy = Callable[[State, str, random.Random], Action]


def seat_names(players: int) -> list[str]:
    return [f"p{i}" for i in range(players)]


def ai_policy(engine: Engine) -> Policy:
    return engine.ai_action


def random_policy(engine: Engine) -> Policy:
    return lambda state, player, rand: rand.choice(engine.legal_actions(state, player))


def timeout_policy(engine: Engine) -> Policy:
    """The move a missed turn plays: the passive baseline."""
    return lambda state, player, rand: engine.on_timeout(state, player, NOW)


def play(engine: Engine, players: int, seed: int, policies: dict[str, Policy], other: Policy,
         options: dict[str, Any] | None = None, watch: Callable[[list[Event]], None] | None = None) -> State:
    """One seeded game to its end: the seats named in `policies` play theirs, every other seat `other`;
    `watch` sees each move's events. Answers the final state."""
    state = engine.new_game(seat_names(players), options or {}, seed)
    rand = random.Random(seed)
    for _ in range(MAX_MOVES):
        if engine.outcome(state) is not None:
            return state
        who = engine.awaiting(state)[0].player
        result = engine.apply(state, who, policies.get(who, other)(state, who, rand), NOW)
        state = result.state
        if watch is not None:
            watch(result.events)
    raise AssertionError(f"seed {seed}: no end after {MAX_MOVES} moves")


def win_share(engine: Engine, state: State, seats: set[str]) -> float:
    """The share of the win these seats took: 1, 1/k of a k-way tie for each of them among the winners, or 0."""
    winners = engine.outcome(state).winners
    return sum(1 for w in winners if w in seats) / len(winners)


def ai_win_share(engine: Engine, players: int, games: int, first_seed: int, other: Policy) -> float:
    """One AI seat against `other` in every other seat; the AI takes each seat in turn, game by game."""
    total = 0.0
    for g in range(games):
        me = seat_names(players)[g % players]
        state = play(engine, players, first_seed + g, {me: ai_policy(engine)}, other)
        total += win_share(engine, state, {me})
    return total / games
