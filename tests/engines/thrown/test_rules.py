"""Tricks, trumps, ties, players running out, the end of a round, the next round, the tie-break round,
options and refusals."""

import pytest

from bot.merge_patch import merge_patch
from engines.errors import BadArguments, IllegalAction, NotYourTurn, WrongPhase
from engines.thrown.rules import leader
from tests.engines.thrown.helpers import (
    ENGINE,
    NOW,
    act,
    check_invariants,
    english,
    kinds,
    refused_saying,
    start,
    whose_turn,
)

BASIC = ["peacemaker", "knight", "archer", "noble"]


def end(state, player):
    if state.phase == "turn" and whose_turn(state) == player:
        return act(state, player, "done")
    return state, []


def test_you_must_follow_the_trick_colour_while_you_have_it():
    s = start(BASIC, {"a": {"white": 2}, "b": {"white": 1, "blue": 2}, "c": {"blue": 2}}, dice=[4])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = end(s, "a")
    before = s.model_dump_json()
    with pytest.raises(IllegalAction) as caught:
        act(s, "b", "roll", color="blue", count=1)
    assert english(caught.value.message) == ("You still have white dice, so you must roll white: white is the trick "
                                             "colour.")
    assert s.model_dump_json() == before
    with refused_saying(IllegalAction, "only 1 unrolled white die"):
        act(s, "b", "roll", color="white", count=2)
    with refused_saying(BadArguments, "1, 2 or 3"):
        act(s, "b", "roll", color="white", count=4)
    with refused_saying(WrongPhase, "Roll first"):
        act(s, "b", "done")
    with pytest.raises(NotYourTurn):
        act(s, "c", "roll", color="blue", count=1)


def test_the_later_trump_wins_and_a_trump_beats_any_score():
    pools = {"a": {"white": 1, "green": 1}, "b": {"blue": 1, "green": 1}, "c": {"red": 1, "green": 1},
             "d": {"white": 1, "green": 1}}
    s = start(BASIC, pools, dice=[6, 6, 6, 5])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="blue", count=1)
    assert leader(s, s.trick) == "b"
    s, _ = act(s, "c", "roll", color="red", count=1)
    s, _ = end(s, "c")
    assert leader(s, s.trick) == "c"
    s, events = act(s, "d", "roll", color="white", count=1)
    s, more = end(s, "d")
    won = next(e for e in events + more if e["type"] == "trick_won")
    assert won["winner"] == "c" and won["placed"] == ["c", "b", "a", "d"]
    assert won["gold"] == 5  # 3 dice + 2 for the Noble (b rolled blue)


def test_equal_scores_go_to_the_later_player():
    s = start(BASIC, {"a": {"white": 2}, "b": {"white": 2}, "c": {"white": 2}}, dice=[3, 2, 5, 4])
    s, _ = act(s, "a", "roll", color="white", count=2)
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, _ = end(s, "b")
    assert leader(s, s.trick) == "b"
    s, events = act(s, "c", "roll", color="white", count=1)
    s, more = end(s, "c")
    won = next(e for e in events + more if e["type"] == "trick_won")
    assert won["winner"] == "b" and won["gold"] == 3


def test_players_without_dice_sit_out_and_the_round_ends_with_a_penalty_per_die_left():
    s = start(BASIC, {"a": {"white": 1}, "b": {"white": 1}, "c": {"white": 1, "red": 3}, "d": {}}, dice=[2, 3, 4])
    assert s.trick.order == ["a", "b", "c"]  # d has no dice: left out of the trick
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, events = act(s, "c", "roll", color="white", count=1)
    s, more = end(s, "c")
    events += more
    assert "trick_won" in kinds(events) and "round_ended" in kinds(events)
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["penalties"] == {"c": -3}
    assert s.gold["c"] == 5 + 2 - 3
    # Round 2: new cards, new pools, the first starter is left of round 1's first starter.
    assert s.round == 2 and s.round_first == "b" and s.trick.starter == "b"
    assert all(sum(pool.values()) == 10 for pool in s.pools.values())
    assert {slot.card for slot in s.display}.isdisjoint(BASIC)
    check_invariants(s)


def test_a_starter_without_dice_passes_the_lead_clockwise():
    s = start(BASIC, {"a": {"white": 1}, "b": {"white": 1}, "c": {"white": 2, "blue": 1}}, dice=[6, 1, 2],
              first="a")
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, events = act(s, "c", "roll", color="white", count=1)
    s, more = end(s, "c")
    # a won but has no dice left; only c has dice -> the round is over.
    assert "round_ended" in kinds(events + more)


def test_gold_never_goes_below_zero():
    s = start(BASIC, {"a": {"white": 1}, "b": {"white": 1}, "c": {"white": 1, "red": 3}}, dice=[6, 1, 2])
    s = s.model_copy(update={"gold": {"a": 5, "b": 5, "c": 1}, "bank": -4})
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, _ = act(s, "c", "roll", color="white", count=1)
    s, events = end(s, "c")
    assert s.gold["c"] == 0 and s.round == 2


def test_tie_break_round_between_the_tied_players():
    s = start(BASIC, {"a": {"white": 1}, "b": {"white": 1}, "c": {}}, dice=[4, 4])
    patch = {"round": 3, "gold": {"a": 11, "b": 10, "c": 3}, "bank": 9}
    s = ENGINE.load_state(merge_patch(s.model_dump(mode="json"), patch))
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, events = act(s, "b", "roll", color="white", count=1)
    s, more = end(s, "b")
    events += more
    assert kinds(events)[-1] == "tiebreak_started"
    assert s.gold == {"a": 11, "b": 11, "c": 3} and s.phase == "pick" and s.tiebreak
    assert [slot.card for slot in s.display] == BASIC  # the final round's cards again
    first = whose_turn(s)
    other = "b" if first == "a" else "a"
    with refused_saying(BadArguments, "exactly 4"):
        act(s, first, "pick", dice="red red")
    s, _ = act(s, first, "pick", dice="white white white white")
    s, events = act(s, other, "pick", dice="blue blue green green")
    assert s.phase == "turn" and s.trick.order == [first, other] and s.pools["c"] == dict.fromkeys(s.void, 0)
    while ENGINE.outcome(s) is None:
        player = whose_turn(s)
        s, _ = act(s, player, **_do(ENGINE.on_timeout(s, player, NOW)))
    outcome = ENGINE.outcome(s)
    assert outcome.teams[-1] == ["c"] and outcome.ranks[-1] == 3
    assert set(outcome.winners) <= {"a", "b"}
    if s.gold["a"] == s.gold["b"]:
        assert outcome.winners == ["a", "b"] or sorted(outcome.winners) == ["a", "b"]


def _do(action):
    return {"do": action.do, **action.args()}


def test_options_are_checked_with_sentences():
    with refused_saying(BadArguments, "one card of each colour"):
        ENGINE.parse_options({"cards": ["knight", "wizard", "archer", "noble"]})
    with refused_saying(BadArguments, "no card called"):
        ENGINE.parse_options({"cards": ["knight", "bard", "archer", "noble"]})
    with refused_saying(BadArguments, "cubes"):
        ENGINE.parse_options({"cards": BASIC, "cubes": ["red", "white", "green", "blue"]})
    with refused_saying(BadArguments, "only 10 red"):
        ENGINE.parse_options({"pools": {"a": {"red": 6}, "b": {"red": 6}}})
    with refused_saying(BadArguments, "no player called"):
        ENGINE.new_game(["a", "b", "c"], {"first": "zed"}, 1)
    options = ENGINE.parse_options({"advanced": True, "cards": ["Man at Arms", "dragon", "imp", "noble"],
                                    "cubes": "r w g b"})
    assert options.is_advanced and options.cards[0] == "man_at_arms" and options.cubes == ["red", "white", "green",
                                                                                          "blue"]
    s = ENGINE.new_game(["a", "b", "c"], {"mode": "advanced", "cards": ["cyclops", "knight", "imp", "noble"]}, 3)
    assert sorted(slot.color for slot in s.display) == ["blue", "green", "red", "white"]


def test_unknown_cards_and_cards_not_on_the_table_are_refused():
    s = start(BASIC, {"a": {"white": 2, "red": 1}, "b": {"white": 2}, "c": {"white": 2}}, dice=[3])
    s, _ = act(s, "a", "roll", color="white", count=1)
    with refused_saying(IllegalAction, "not in the display"):
        act(s, "a", "power", card="wizard", die=1)
    with refused_saying(IllegalAction, "no power to pay for"):
        act(s, "a", "power", card="noble")
    with refused_saying(BadArguments, "no card called"):
        act(s, "a", "power", card="bard")
    with refused_saying(IllegalAction, "already rolled"):
        act(s, "a", "roll", color="white", count=1)


def test_a_refused_move_does_not_use_up_forced_dice():
    s = start(BASIC, {"a": {"white": 2}, "b": {"white": 2}, "c": {"white": 2}}, dice=[2, 5])
    s, _ = act(s, "a", "roll", color="white", count=1)
    forced = list(s.rng.forced)
    with pytest.raises(IllegalAction):
        act(s, "a", "power", card="knight", dice="1 7")
    assert s.rng.forced == forced == [5]


def test_a_timeout_rolls_one_die_and_ends_the_turn_in_one_move():
    # a could still pay a white die for the Knight after rolling: the timeout does not wait for that.
    s = start(BASIC, {"a": {"white": 2, "blue": 3}, "b": {"white": 2}, "c": {"white": 2}}, dice=[4])
    action = ENGINE.on_timeout(s, "a", NOW)
    assert action.do == "roll" and action.count == 1 and action.color == "blue"
    s, events = act(s, "a", **_do(action))
    assert kinds(events) == ["rolled", "turn_ended"] and whose_turn(s) == "b"
    s, _ = act(s, "b", "roll", color="white", count=1)
    assert ENGINE.on_timeout(s, "b", NOW).do == "done"


def test_the_public_view_has_gold_as_scores_and_no_generator():
    s = start(BASIC, {"a": {"white": 2}, "b": {"white": 2}, "c": {"white": 2}})
    public = ENGINE.view(s, None)
    assert public.scores == {"a": 5, "b": 5, "c": 5}
    assert '"rng"' not in public.model_dump_json() and '"forced"' not in public.model_dump_json()
    mine = ENGINE.view(s, "a")
    assert mine.my_pool["white"] == 2 and any(h.do == "roll" for h in mine.hints)
