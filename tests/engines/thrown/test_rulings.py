"""The rulings of issue 24: purple cards only when chosen, unused cards first each round, the Recruiter's
steal is not optional, a timeout takes one timer, and saved games from before load and play on."""

import random

import pytest

from engines.errors import BadArguments, IllegalAction
from engines.thrown.data import CARDS
from tests.engines.thrown.helpers import (
    ENGINE,
    NOW,
    act,
    check_invariants,
    kinds,
    refused_saying,
    start,
    whose_turn,
)

PURPLE = {c for c, card in CARDS.items() if card.group == "purple"}


def dealt_rounds(players: int, seed: int, options: dict) -> list[list[str]]:
    """The display of every round of a game played with random legal moves."""
    state = ENGINE.new_game([f"p{i}" for i in range(players)], options, seed)
    rand = random.Random(seed)
    rounds = [[s.card for s in state.display]]
    while ENGINE.outcome(state) is None:
        player = ENGINE.awaiting(state)[0].player
        state, events = ENGINE.apply(state, player, rand.choice(ENGINE.legal_actions(state, player)), NOW)
        rounds += [[c["card"] for c in e["cards"]] for e in events
                   if e["type"] == "round_started" and not e.get("tiebreak")]
    return rounds


def test_the_advanced_game_leaves_the_purple_cards_out_unless_asked():
    plain = {c for seed in range(30) for c in dealt_rounds(4, seed, {"mode": "advanced"})[0]}
    assert not plain & PURPLE and len(plain) == 16
    brave = {c for seed in range(30) for c in dealt_rounds(4, seed, {"mode": "advanced", "purple": True})[0]}
    assert PURPLE <= brave


def test_naming_a_purple_card_mixes_them_in_and_purple_options_are_checked():
    s = ENGINE.new_game(["a", "b", "c"], {"mode": "advanced", "cards": ["dragon", "knight", "archer", "noble"]}, 1)
    assert s.purple
    with refused_saying(BadArguments, "only mixed in in the advanced game"):
        ENGINE.new_game(["a", "b", "c"], {"purple": True}, 1)
    with refused_saying(BadArguments, "purple=false leaves the purple cards out"):
        ENGINE.new_game(["a", "b", "c"], {"mode": "advanced", "purple": False,
                                          "cards": ["dragon", "knight", "archer", "noble"]}, 1)


@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_four_players_see_all_sixteen_coloured_cards_once(mode):
    for seed in range(8):
        rounds = dealt_rounds(4, seed, {"mode": mode})
        assert len(rounds) == 4
        assert len({c for r in rounds for c in r}) == 16


def test_round_one_cards_come_back_only_when_every_card_has_been_used():
    for seed in range(8):
        rounds = dealt_rounds(5, seed, {})
        assert len({c for r in rounds[:4] for c in r}) == 16
        assert not set(rounds[4]) & set(rounds[3])  # the fifth round reuses cards, never the round before's
    for seed in range(8):
        rounds = dealt_rounds(3, seed, {"mode": "advanced", "purple": True})
        assert len({c for r in rounds for c in r}) == 12


def recruiter_won(advanced: bool = False):
    """a wins the trick with a blue 6 and the Recruiter on blue; advanced: the Strategist on white too,
    and c's white die brings it into play."""
    if advanced:
        cards, options = ["peacemaker", "recruiter", "archer", "strategist"], {
            "mode": "advanced", "cubes": ["green", "blue", "red", "white"]}
    else:
        cards, options = ["peacemaker", "knight", "archer", "recruiter"], {}
    s = start(cards, {"a": {"blue": 1, "white": 2}, "b": {"blue": 1, "white": 3, "red": 1},
                      "c": {"white": 1, "red": 1}}, dice=[6, 1, 2], **options)
    for player, color in (("a", "blue"), ("b", "blue"), ("c", "white")):
        s, _ = act(s, player, "roll", color=color, count=1)
        if s.phase == "turn" and whose_turn(s) == player:
            s, _ = act(s, player, "done")
    return s


def test_the_recruiter_cannot_be_skipped():
    s = recruiter_won()
    assert s.phase == "victory" and s.victory.pending == ["recruiter"]
    before = s.model_dump_json()
    with refused_saying(IllegalAction, "The Recruiter's reward is not optional"):
        act(s, "a", "skip")
    assert s.model_dump_json() == before
    assert all(a.do == "recruit" for a in ENGINE.legal_actions(s, "a"))


def test_a_missed_recruiter_choice_steals_from_the_fullest_pool():
    s = recruiter_won()
    action = ENGINE.on_timeout(s, "a", NOW)
    result = ENGINE.apply(s, "a", action, NOW)
    check_invariants(result.state)
    assert kinds(result.events)[0] == "recruited"
    assert result.events[0]["from"] == "b" and result.events[0]["color"] == "white"
    assert result.state.pools["a"]["white"] == 3 and result.state.phase == "turn"


def test_a_missed_reward_choice_settles_every_reward_in_one_move():
    s = recruiter_won(advanced=True)
    assert s.phase == "victory" and sorted(s.victory.pending) == ["recruiter", "strategist"]
    result = ENGINE.apply(s, "a", ENGINE.on_timeout(s, "a", NOW), NOW)
    assert kinds(result.events)[:2] == ["skipped", "recruited"] and result.state.phase == "turn"
    s, events = act(s, "a", "skip")  # by hand, skip leaves the Strategist; the Recruiter still waits
    assert events[0]["card"] == "strategist" and s.victory.pending == ["recruiter"]


def test_a_saved_version_1_game_loads_and_plays_on():
    s = start(["peacemaker", "knight", "archer", "noble"], {"a": {"white": 2}, "b": {"white": 2},
                                                           "c": {"white": 2}}, dice=[3, 4, 5])
    old = s.model_dump(mode="json")
    old["schema_version"] = 1
    del old["purple"], old["used"]
    loaded = ENGINE.load_state(old)
    assert loaded.schema_version == ENGINE.current_schema_version()
    assert loaded.used == ["peacemaker", "knight", "archer", "noble"]
    assert loaded.purple is False
    s, _ = act(loaded, "a", "roll", color="white", count=1)
    assert whose_turn(s) in ("a", "b")
    advanced = ENGINE.new_game(["a", "b", "c"], {"mode": "advanced"}, 3).model_dump(mode="json")
    advanced["schema_version"] = 1
    del advanced["purple"], advanced["used"]
    assert ENGINE.load_state(advanced).purple is True  # it dealt from all 22 cards when it was saved
