"""Random playouts for every mode and player count: health within bounds, CP 0-15, 32 cards per hero,
JSON round trips, every game ends, the same seed replays, AI seats finish games."""

import random

import pytest

from engines.dicethrone.state import MAX_CP
from engines.errors import IllegalAction
from tests.engines.dicethrone.helpers import ENGINE, NOW, cards_total

CASES = [("1v1", 2, "standard"), ("first", 2, "standard"), ("1v1", 2, "simplified"), ("1v1", 2, "upgrade_deck"),
         ("2v2", 4, "standard"), ("3v3", 6, "standard"), ("2v2v2", 6, "standard"), ("ffa", 3, "standard"),
         ("ffa", 4, "upgrade_deck"), ("ffa", 5, "standard"), ("ffa", 6, "standard")]


def check(state):
    for _i, health in enumerate(state.health):
        assert 0 <= health <= state.start_health + 10
    for p, h in state.heroes.items():
        assert 0 <= h.cp <= MAX_CP
        assert cards_total(state, p) == 32
        for _status, n in h.statuses.items():
            assert 0 < n
    assert ENGINE.load_state(state.model_dump_json()) == state


def playout(mode, count, variant, seed, ai=False, checks=True):
    players = [f"p{i}" for i in range(count)]
    state = ENGINE.new_game(players, {"mode": mode, "variant": variant}, seed)
    rand = random.Random(seed)
    moves = []
    for _ in range(6000):
        if ENGINE.outcome(state) is not None:
            return state, moves
        prompts = ENGINE.awaiting(state)
        assert prompts
        player = rand.choice(prompts).player
        if ai:
            action = ENGINE.ai_action(state, player, rand)
        else:
            legal = ENGINE.legal_actions(state, player)
            assert legal
            action = rand.choice(legal)
            if checks and rand.random() < 0.05:  # a wrong move is refused and changes nothing
                wrong = ENGINE.parse_action("roll", {"dice": [9]})
                with pytest.raises(IllegalAction):
                    ENGINE.apply(state, player, wrong, NOW)
        state = ENGINE.apply(state, player, action, NOW).state
        moves.append((player, action.model_dump_json()))
        if checks:
            check(state)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("mode", "count", "variant"), CASES)
def test_random_playouts_keep_the_invariants_and_end(mode, count, variant):
    state, _ = playout(mode, count, variant, seed=count + len(mode))
    outcome = ENGINE.outcome(state)
    assert sorted(p for t in outcome.teams for p in t) == sorted(state.players)
    assert min(outcome.ranks) == 1 and ENGINE.awaiting(state) == []


@pytest.mark.parametrize(("mode", "count"), [("1v1", 2), ("2v2", 4), ("ffa", 4)])
def test_ai_seats_finish_games_and_seeds_replay(mode, count):
    first = playout(mode, count, "standard", seed=7, ai=True, checks=False)
    second = playout(mode, count, "standard", seed=7, ai=True, checks=False)
    assert first[1] == second[1]
    assert first[0].model_dump_json() == second[0].model_dump_json()
    check(first[0])


def test_the_public_view_hides_hands():
    state = ENGINE.new_game(["a", "b", "c"], {}, 4)
    public = ENGINE.view(state, None)
    assert set(public.scores) == {"a", "b", "c"} and not hasattr(public, "hand")
    dumped = public.model_dump_json()
    for p in state.players:
        for card in state.heroes[p].hand:
            assert f'"{card}"' not in dumped
    assert '"rng"' not in dumped and "forced" not in dumped
