"""Random playouts, 2-6 players: the 15 cards of every deck are conserved at every step, states
round-trip through JSON, views keep hands and face-down cards hidden, every game ends, seeds replay."""

import random

import pytest

from engines.throwdown.data import CARDS
from tests.engines.throwdown.helpers import ENGINE, NOW, conserved

MAX_ACTIONS = 2_000


def playout(count, seed, check=True, ai_every=0):
    players = [f"p{i}" for i in range(1, count + 1)]
    state = ENGINE.new_game(players, {"layout": ("grid", "row", "triangle")[seed % 3],
                                      "locations": 1 + seed % 6}, seed)
    rand = random.Random(seed)
    history = []
    for step in range(MAX_ACTIONS):
        if ENGINE.outcome(state) is not None:
            return state, history
        player = ENGINE.awaiting(state)[0].player
        if check:
            check_state(state)
        if ai_every and step % ai_every == 0:
            action = ENGINE.ai_action(state, player, rand)
        else:
            action = rand.choice(ENGINE.legal_actions(state, player))
        state = ENGINE.apply(state, player, action, NOW).state
        history.append((player, action.model_dump_json()))
    raise AssertionError(f"a {count}-player game did not end in {MAX_ACTIONS} actions")


def check_state(state):
    counts = conserved(state)
    assert set(counts) == set(state.decks.values()) and all(n == 15 for n in counts.values()), counts
    assert ENGINE.load_state(state.model_dump_json()) == state
    public = ENGINE.view(state, None).model_dump_json()
    hidden = [CARDS[c].name for h in state.hand.values() for c in h]
    hidden += [CARDS[t.card].name for t in state.table if t.card and not t.face_up]
    shown = {CARDS[t.card].name for t in state.table if t.card and t.face_up} | {CARDS[c].name for c in state.discard}
    for name in hidden:
        if name not in shown:  # two cards never share a name across decks, but be safe
            assert f'"{name}"' not in public, f"{name} leaked into the public view"
    assert '"rng"' not in public and '"seed"' not in public


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_random_playouts_conserve_cards_and_end(count):
    for seed in range(2):
        state, history = playout(count, seed * 10 + count, ai_every=3 if seed else 0)
        outcome = ENGINE.outcome(state)
        assert sorted(p for team in outcome.teams for p in team) == sorted(state.players)
        assert all(not d for d in state.deck.values()) and all(not h for h in state.hand.values())
        assert ENGINE.awaiting(state) == []
        counts = conserved(state)
        assert all(n == 15 for n in counts.values())


@pytest.mark.parametrize("count", [2, 4, 6])
def test_the_same_seed_plays_the_same_game(count):
    first = playout(count, 500 + count, check=False)
    second = playout(count, 500 + count, check=False)
    assert first[1] == second[1]
    assert first[0].model_dump_json() == second[0].model_dump_json()


def test_timeouts_alone_finish_a_game():
    state = ENGINE.new_game(["a", "b", "c"], {}, 5)
    for _ in range(MAX_ACTIONS):
        if ENGINE.outcome(state) is not None:
            break
        player = ENGINE.awaiting(state)[0].player
        state = ENGINE.apply(state, player, ENGINE.on_timeout(state, player, NOW), NOW).state
    assert ENGINE.outcome(state) is not None
