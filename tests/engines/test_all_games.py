"""Every registered game answers the same questions; random play through all of them, OpenSpiel style.

Invariants: the input state is never mutated; states JSON round-trip exactly; whoever is awaited has
a legal move and it applies; the timeout move applies; the public view has everyone's score and no
generator; every game ends; the same seed plays the same game; nobody but an awaited player has a
legal move, and nobody once the game is over."""

import random
from datetime import UTC, datetime

import pytest

from engines import registry
from engines.errors import IllegalAction
from lang import ENGLISH
from tests.refusals import refused_saying

NOW = datetime(2026, 1, 1, tzinfo=UTC)
MAX_ACTIONS = 20_000


SLOW_TABLES = {("throneworld", 4), ("throneworld", 5), ("throneworld", 6)}
"""Tables whose random games take 4-16 s each on CI's machine: slow tests (`pytest -m slow`), so CI stays within
its 15 minutes; Throneworld's two and three empires run in every CI."""


def cases() -> list:
    """Every game at every table size (a list: pytest refuses generators in parametrize)."""
    return [
        pytest.param(name, count, id=f"{name}-{count}p",
                     marks=[pytest.mark.slow] if (name, count) in SLOW_TABLES else [])
        for name in registry.names()
        for count in range(registry.get(name).min_players, registry.get(name).max_players + 1)
    ]


def playout(name, count, seed, check=True):
    engine = registry.get(name)
    players = [f"p{i}" for i in range(1, count + 1)]
    state = engine.new_game(players, {}, seed)
    rand = random.Random(seed)
    history = []
    for _ in range(MAX_ACTIONS):
        if engine.outcome(state) is not None:
            return state, history
        prompts = engine.awaiting(state)
        assert prompts, "nobody is awaited but the game is not over"
        player = rand.choice(prompts).player
        if check:
            check_state(engine, state, players)
            timeout = engine.on_timeout(state, player, NOW)
            engine.apply(state, player, timeout, NOW)  # the default move is always legal
        legal = engine.legal_actions(state, player)
        assert legal, f"{player} is awaited but has no legal move"
        action = rand.choice(legal)
        before = state.model_dump_json()
        state = engine.apply(state, player, action, NOW).state
        if check:
            assert before == engine.load_state(before).model_dump_json()
        history.append((player, action.model_dump_json()))
    raise AssertionError(f"{name} with {count} players did not end in {MAX_ACTIONS} actions")


def check_state(engine, state, players):
    dumped = state.model_dump_json()
    assert engine.load_state(dumped) == state
    public = engine.view(state, None)
    assert set(public.scores) == set(players)
    assert '"rng"' not in public.model_dump_json()
    for player in players:
        engine.view(state, player)


@pytest.mark.parametrize(("name", "count"), cases())
def test_random_playouts_end_and_keep_the_contract(name, count):
    engine = registry.get(name)
    state, _ = playout(name, count, seed=count)
    outcome = engine.outcome(state)
    assert sorted(p for team in outcome.teams for p in team) == sorted(state.players)
    assert len(outcome.ranks) == len(outcome.teams) and min(outcome.ranks) == 1
    assert engine.awaiting(state) == []


@pytest.mark.parametrize(("name", "count"), cases())
def test_the_same_seed_plays_the_same_game(name, count):
    first = playout(name, count, seed=100 + count, check=False)
    second = playout(name, count, seed=100 + count, check=False)
    assert first[1] == second[1]
    assert first[0].model_dump_json() == second[0].model_dump_json()


@pytest.mark.parametrize("name", registry.names())
def test_unknown_commands_and_outsiders_are_refused_with_sentences(name):
    engine = registry.get(name)
    players = [f"p{i}" for i in range(1, engine.min_players + 1)]
    state = engine.new_game(players, {}, 1)
    with pytest.raises(IllegalAction) as caught:
        engine.apply(state, "stranger", engine.legal_actions(state, engine.awaiting(state)[0].player)[0], NOW)
    assert ENGLISH.say(caught.value.message).endswith(".")
    with refused_saying(IllegalAction, "not a"):
        engine.parse_action("definitely_not_a_move", {})


@pytest.mark.parametrize(("name", "count"), cases())
def test_only_awaited_players_have_legal_moves_and_none_after_the_end(name, count):
    engine = registry.get(name)
    players = [f"p{i}" for i in range(1, count + 1)]
    state = engine.new_game(players, {}, 200 + count)
    rand = random.Random(200 + count)
    for _ in range(MAX_ACTIONS):
        if engine.outcome(state) is not None:
            break
        awaited = {p.player for p in engine.awaiting(state)}
        assert engine.legal_actions(state, "stranger") == []
        for player in set(players) - awaited:
            assert engine.legal_actions(state, player) == [], f"{player} is not awaited but has moves"
        player = rand.choice(sorted(awaited))
        state = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW).state
    assert engine.outcome(state) is not None
    for player in [*players, "stranger"]:
        assert engine.legal_actions(state, player) == []
