"""One test per rule, on the engine directly (positions built with merge patches, dice forced)."""

import pytest

from engines.errors import BadArguments, IllegalAction, NotYourTurn, WrongPhase
from engines.wurfelhelden.model import count_dice
from tests.engines.wurfelhelden.helpers import ENGINE, NOW, R, W, Y, english, new_state, play

THREE = ["ann", "bob", "cy"]
ANN_OPENS = [1, 4, 4, 4, 4, 4, 4, 4, 4]  # ann 1 sword, bob 0, cy 0: ann chases, bob starts
NOBODY_CHASES = {"chase": None, "party": {"ann": [W(), W(), W()]}}


def nobody_chases(bob, **more):
    """Ann's opening dice are home again and bob's party is `bob`."""
    return {"chase": None, "party": {"ann": [W(), W(), W()], "bob": bob}, **more}


def colours(state, player):
    return [(d.colour[0].upper(), d.face) for d in state.party[player]]


# --- setup ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 3, 4])
def test_setup_three_white_in_each_party_three_yellow_and_red_on_each_tableau(count):
    players = [f"p{i}" for i in range(count)]
    state = ENGINE.new_game(players, {}, seed=count)
    for p in players:
        on_hand = len(state.party[p]) + (len(state.chase.dice) if state.chase.player == p else 0)
        assert on_hand == 3 and all(d.colour == "white" for d in state.party[p])
        assert state.tableau[p] == {"yellow": 3, "red": 3}
    assert count_dice(state) == {"white": 12, "yellow": 12, "red": 12}
    assert state.warrants == ([5, 10, 10, 10, 15] if count == 2 else [5, 10, 10, 10, 10, 10, 15])


def test_opening_roll_most_swords_chases_and_the_next_player_starts():
    state = ENGINE.new_game(THREE, {}, 1, forced_dice=[1, 4, 4, 3, 3, 4, 2, 4, 4])
    assert state.opener == "bob" and ENGINE.awaiting(state)[0].player == "cy"
    assert [d.face for d in state.chase.dice] == [3, 3]  # only the sword dice go by the warrants
    assert colours(state, "bob") == [("W", 4)]


def test_opening_roll_ties_roll_again_only_the_tied_players():
    # ann 4, bob 4, cy 2: ann and bob roll again: ann 1, bob 9; bob chases, cy starts
    state = ENGINE.new_game(THREE, {}, 1, forced_dice=[2, 2, 4, 1, 3, 4, 1, 1, 4, 1, 4, 4, 3, 3, 3])
    assert state.opening == [{"ann": [2, 2, 4], "bob": [1, 3, 4], "cy": [1, 1, 4]}, {"ann": [1, 4, 4],
                                                                                     "bob": [3, 3, 3]}]
    assert state.opener == "bob" and state.chase.swords == 9 and state.party["bob"] == []
    assert ENGINE.awaiting(state)[0].player == "cy"


def test_opening_roll_when_nobody_rolls_a_sword_everyone_rolls_again():
    state = ENGINE.new_game(["ann", "bob"], {}, 1, forced_dice=[4] * 6 + [4, 4, 4, 1, 4, 4])
    assert len(state.opening) == 2 and state.opener == "bob" and ENGINE.awaiting(state)[0].player == "ann"


# --- rolling -------------------------------------------------------------------------------------


def test_forced_dice_are_used_in_party_order_white_yellow_red():
    patch = nobody_chases([R(), W(), Y(), W(), W()])  # stored in any order
    state = new_state(THREE, ANN_OPENS, patch, dice=[1, 2, 3, 4, 5])
    state, events = play(state, "bob", "roll")
    assert colours(state, "bob") == [("W", 1), ("W", 2), ("W", 3), ("Y", 4), ("R", 5)]
    rolled = next(e for e in events if e["type"] == "rolled")
    assert [d["position"] for d in rolled["dice"]] == [1, 2, 3, 4, 5]


def test_the_first_roll_rolls_the_whole_party_whatever_dice_says():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[1, 2, 3])
    state, _ = play(state, "bob", "roll", dice="2")
    assert [d.face for d in state.party["bob"]] == [1, 2, 3] and state.roll_no == 1


def test_a_reroll_rolls_only_the_named_dice():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[1, 2, 3, 4, 6])
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "roll", dice="3 1")
    assert [d.face for d in state.party["bob"]] == [4, 2, 6] and state.roll_no == 2
    assert [(d["position"], d["face"]) for d in events[0]["dice"]] == [(1, 4), (3, 6)]


def test_roll_without_dice_on_a_reroll_rolls_everything():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[1, 2, 3, 4, 5, 4])
    state, _ = play(state, "bob", "roll")
    state, _ = play(state, "bob", "roll")
    assert [d.face for d in state.party["bob"]] == [4, 5, 4]


def test_after_the_third_roll_the_turn_resolves_by_itself():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[4, 4, 4, 4, 5, 5])
    state, _ = play(state, "bob", "roll")
    state, _ = play(state, "bob", "roll", dice="1")
    state, events = play(state, "bob", "roll", dice="1 2")
    assert [e["type"] for e in events] == ["rolled", "coins", "turn_over", "turn"]
    assert state.coins["bob"] == 6 and ENGINE.awaiting(state)[0].player == "cy" and state.roll_no == 0


def test_stop_keeps_the_result_after_the_first_roll():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[4, 5, 1])
    state, _ = play(state, "bob", "roll")
    state, _ = play(state, "bob", "stop")
    assert state.coins["bob"] == 2 and ENGINE.awaiting(state)[0].player == "cy"


def test_an_x_sends_the_die_back_to_the_tableau_at_once_and_it_cannot_be_rerolled():
    patch = nobody_chases([W(), W(), W(), Y(), R()], tableau={"bob": {"yellow": 2, "red": 2}})
    state = new_state(THREE, ANN_OPENS, patch, dice=[1, 1, 1, 6, 6])
    state, events = play(state, "bob", "roll")
    ran = next(e for e in events if e["type"] == "ran_away")
    assert ran == {"type": "ran_away", "player": "bob", "colours": ["yellow", "red"], "party": 3}
    assert colours(state, "bob") == [("W", 1)] * 3 and state.tableau["bob"] == {"yellow": 3, "red": 3}
    with pytest.raises(BadArguments) as refused:
        play(state, "bob", "roll", dice="4")
    assert "from 1 to 3" in english(refused.value.message)
    assert count_dice(state) == {"white": 12, "yellow": 12, "red": 12}


def test_a_die_that_ran_away_can_rejoin_the_same_turn():
    patch = nobody_chases([W(), W(), W(), Y()], tableau={"bob": {"yellow": 2}})
    state = new_state(THREE, ANN_OPENS, patch, dice=[4, 4, 1, 6, 6])
    state, _ = play(state, "bob", "roll")  # the yellow die runs away
    state, events = play(state, "bob", "roll", dice="3")  # a yellow-die symbol
    state, events = play(state, "bob", "stop")
    assert [d.colour for d in state.party["bob"]] == ["white"] * 3 + ["yellow"]
    assert state.tableau["bob"]["yellow"] == 2


# --- refusals ------------------------------------------------------------------------------------


def test_refusals_are_sentences_and_change_nothing():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[1, 2, 3])
    before = state.model_dump_json()
    with pytest.raises(WrongPhase) as refused:
        play(state, "bob", "stop")
    assert english(refused.value.message).startswith("Roll first")
    with pytest.raises(NotYourTurn) as refused:
        play(state, "cy", "roll")
    assert "waiting for bob" in english(refused.value.message)
    state, _ = play(state, "bob", "roll")
    before = state.model_dump_json()
    for dice, needle in (("0", "from 1 to 3"), ("4", "from 1 to 3"), ("2 2", "twice"), ("one", "could not be read")):
        with pytest.raises(IllegalAction) as caught:
            play(state, "bob", "roll", dice=dice)
        assert needle in english(caught.value.message) and english(caught.value.message).endswith(".")
    assert state.model_dump_json() == before
    assert state.rng.forced == []


# --- the chase -----------------------------------------------------------------------------------


def test_the_first_swords_go_by_the_warrants_and_leave_the_party():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[3, 2, 4])
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")
    assert events[0]["result"] == "placed" and state.chase.player == "bob" and state.chase.swords == 5
    assert colours(state, "bob") == [("W", 4)]


def test_outbidding_needs_strictly_more_swords():
    state = new_state(THREE, ANN_OPENS, {"chase": {"dice": [W(2), W(2)]}}, dice=[2, 2, 4])  # ann has 4
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")
    assert events[0] == {"type": "chase", "player": "bob", "result": "failed", "swords": 4, "against": "ann",
                         "needed": 5}
    assert state.chase.player == "ann" and len(state.party["bob"]) == 3


def test_the_outbid_players_dice_go_back_to_their_party():
    state = new_state(THREE, ANN_OPENS, {"chase": {"dice": [W(2), W(2)]}, "party": {"ann": [W(4)]}},
                      dice=[3, 2, 4])
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")
    assert events[0]["result"] == "outbid" and state.chase.player == "bob"
    assert [d.colour for d in state.party["ann"]] == ["white"] * 3


def test_coins_are_doubled_only_without_any_sword():
    state = new_state(THREE, ANN_OPENS, {"chase": {"dice": [W(3), W(3), W(3)]}, "party": {"ann": []}},
                      dice=[1, 4, 5, 4, 4, 5])
    state, _ = play(state, "bob", "roll")
    state, _ = play(state, "bob", "stop")  # 1 sword (fails) and 2 coins: not doubled
    assert state.coins["bob"] == 2
    state, _ = play(state, "cy", "roll")
    state, _ = play(state, "cy", "stop")
    assert state.coins["cy"] == 6


def test_growth_takes_dice_from_the_tableau_and_nothing_when_it_is_empty():
    patch = nobody_chases([W(), W(), W(), Y(), Y()], tableau={"bob": {"yellow": 1, "red": 0}})
    state = new_state(THREE, ANN_OPENS, patch, dice=[6, 6, 6, 5, 5])
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")
    grew = [e for e in events if e["type"] == "grew"]
    assert grew == [{"type": "grew", "player": "bob", "colour": "yellow", "dice": 1, "wanted": 3},
                    {"type": "grew", "player": "bob", "colour": "red", "dice": 0, "wanted": 2}]
    assert [d.colour for d in state.party["bob"]] == ["white"] * 3 + ["yellow"] * 3
    assert [d.face for d in state.party["bob"]][-1] is None  # a new die has not been rolled yet
    assert "doesn't grow" in english(ENGINE.narrate(grew[1]))


def test_capture_takes_the_top_warrant_and_the_dice_come_home():
    state = new_state(THREE, ANN_OPENS, {"current": 2}, dice=[4, 4, 4])  # cy, just before ann
    state, _ = play(state, "cy", "roll")
    state, events = play(state, "cy", "stop")
    assert events[-1]["type"] == "captured" and state.won["ann"] == [5] and state.chase is None
    assert len(state.party["ann"]) == 3 and ENGINE.scores(state)["ann"] == 5


def test_ties_share_the_win():
    patch = {"warrants": [10], "current": 2, "coins": {"ann": 0, "bob": 10, "cy": 0}}
    state = new_state(THREE, ANN_OPENS, patch, dice=[1, 6, 6])  # 1 sword: no outbid, no coins
    state, _ = play(state, "cy", "roll")
    state, _ = play(state, "cy", "stop")
    outcome = ENGINE.outcome(state)
    assert sorted(outcome.winners) == ["ann", "bob"] and ENGINE.awaiting(state) == []


# --- two players: the duel markers ---------------------------------------------------------------


DUEL_ANN_CHASES = [1, 4, 4, 4, 4, 4]  # ann chases with 1 sword, bob starts


def test_duel_surviving_one_round_only_puts_the_marker_down():
    state = new_state(["ann", "bob"], DUEL_ANN_CHASES, dice=[4, 4, 4])
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")
    assert events[-1]["type"] == "marker" and state.won["ann"] == []
    assert state.chase.player == "ann" and state.chase.marker and state.chase.dice == []
    assert len(state.party["ann"]) == 3


def test_duel_no_swords_by_the_marker_lose_to_a_single_sword():
    state = new_state(["ann", "bob"], DUEL_ANN_CHASES, dice=[4, 4, 4, 4, 4, 4, 1, 4, 4])
    for who in ("bob", "ann"):
        state, _ = play(state, who, "roll")
        state, _ = play(state, who, "stop")
    assert state.chase.marker and state.chase.swords == 0
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")
    assert events[0]["result"] == "outbid" and events[0]["lone_marker"]
    assert "lone duel marker" in english(ENGINE.narrate(events[0]))
    assert state.chase.player == "bob" and not state.chase.marker


def test_duel_a_lone_marker_that_survives_keeps_the_chase_but_captures_nothing():
    state = new_state(["ann", "bob"], DUEL_ANN_CHASES, dice=[4, 4, 4] * 3)
    for who in ("bob", "ann", "bob"):
        state, _ = play(state, who, "roll")
        state, events = play(state, who, "stop")
    assert state.won["ann"] == [] and state.chase.player == "ann" and state.chase.marker
    assert events[-1] == {"type": "marker_alone", "player": "ann"} and "alone" in english(ENGINE.narrate(events[-1]))


def test_duel_outbid_player_takes_back_dice_and_marker():
    patch = {"chase": {"player": "ann", "dice": [W(2)], "marker": True}, "party": {"ann": [W(), W()]}}
    state = new_state(["ann", "bob"], DUEL_ANN_CHASES, patch, dice=[1, 2, 4])
    state, _ = play(state, "bob", "roll")
    state, _ = play(state, "bob", "stop")
    assert state.chase.player == "bob" and not state.chase.marker and len(state.party["ann"]) == 3


def test_duel_dice_and_marker_at_the_start_of_the_turn_capture():
    patch = {"chase": {"player": "ann", "dice": [W(2)], "marker": True}, "party": {"ann": [W(), W()]}}
    state = new_state(["ann", "bob"], DUEL_ANN_CHASES, patch, dice=[1, 4, 4])
    state, _ = play(state, "bob", "roll")
    state, events = play(state, "bob", "stop")  # 1 sword does not beat 2
    assert events[-1]["type"] == "captured" and state.won["ann"] == [5] and state.chase is None


def turns_until_captured(state):
    """Play whole turns (roll once, stop) until a capture; return how many turns that took."""
    for turns in range(1, 20):
        who = ENGINE.awaiting(state)[0].player
        state, _ = play(state, who, "roll")
        state, events = play(state, who, "stop")
        if any(e["type"] == "captured" for e in events):
            return turns
    raise AssertionError("nobody captured")


def test_duel_pacing_a_capture_waits_for_two_opponent_turns_not_one():
    # The rulebook's pace: with three players the opener's chase is caught when both others fail once
    # (two turns); in the duel it must survive two of the opponent's turns (bob, ann, bob: three turns).
    coins = [4, 4, 4]
    assert turns_until_captured(new_state(THREE, ANN_OPENS, dice=coins * 2)) == 2
    duel = new_state(["ann", "bob"], DUEL_ANN_CHASES, dice=coins + [1, 4, 4] + coins)
    assert turns_until_captured(duel) == 3


# --- timeouts, views, narration ------------------------------------------------------------------


def test_timeout_rolls_an_unrolled_turn_and_stops_a_rolled_one():
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[4, 4, 4])
    assert ENGINE.on_timeout(state, "bob", NOW).do == "roll"
    state, _ = play(state, "bob", "roll")
    assert ENGINE.on_timeout(state, "bob", NOW).do == "stop"


def test_a_timeout_plays_the_whole_turn_and_the_table_waits_for_the_next_player():
    # bob never shows up: one move rolls his party (3 coins) and carries it out, doubled with no sword
    state = new_state(THREE, ANN_OPENS, NOBODY_CHASES, dice=[4, 4, 4])
    action = ENGINE.on_timeout(state, "bob", NOW)
    assert action.args() == {"dice": [], "stop": True}
    result = ENGINE.apply(state, "bob", action, NOW)
    kinds = [e["type"] for e in result.events]
    assert "rolled" in kinds and "turn_over" in kinds
    assert result.state.coins["bob"] == 6
    assert [p.player for p in ENGINE.awaiting(result.state)] == ["cy"] and result.state.roll_no == 0
    # a plain roll still logs as before (no stop field)
    assert ENGINE.parse_action("roll", {}).args() == {"dice": []}


def test_the_first_roll_of_the_game_tells_the_opening_roll():
    # ann 1 sword, bob and cy none: ann's sword die went by the warrants, bob starts
    state = ENGINE.new_game(THREE, {}, seed=1, forced_dice=ANN_OPENS + [4, 4, 4])
    prompt = ENGINE.awaiting(state)[0]
    what = english(prompt.what)
    assert prompt.player == "bob" and "ann rolled the most swords in the opening roll" in what
    assert "2 or more swords take the chase" in what and "5-coin warrant" in what
    state, events = play(state, "bob", "roll")
    assert events[0] == {"type": "opening", "swords": {"ann": 1, "bob": 0, "cy": 0}, "rolloffs": 1,
                         "opener": "ann", "first": "bob", "chase": 1}
    line = english(ENGINE.narrate(events[0]))
    assert "ann rolled the most, so their 1 sword went by the warrants" in line and "bob, the next player" in line
    state, events = play(state, "bob", "stop")
    assert all(e["type"] != "opening" for e in events)  # told once
    state, events = play(state, "cy", "roll")
    assert all(e["type"] != "opening" for e in events)


def test_every_prompt_says_what_to_do_and_why():
    state = new_state(THREE, ANN_OPENS, dice=[2, 4, 6])
    state, _ = play(state, "bob", "roll")
    what = english(ENGINE.awaiting(state)[0].what)
    assert what.startswith("reroll any dice (2 rolls left") and "you show 2 swords and 1 coin" in what
    assert "ann chases the villain with 1 sword, so 2 or more swords take the chase" in what


def test_the_public_view_has_scores_and_everything_the_picture_needs():
    state = new_state(THREE, ANN_OPENS, {"coins": {"ann": 3}, "won": {"ann": [5]}})
    view = ENGINE.view(state, None)
    assert view.scores == {"ann": 8, "bob": 0, "cy": 0}
    assert view.current == "bob" and view.roll_no == 0 and view.rolls_left == 3
    assert "rng" not in view.model_dump_json() and ENGINE.view(state, "bob").you == "bob"


def test_every_event_is_narrated_in_one_line():
    state = ENGINE.new_game(THREE, {}, seed=3)
    import random

    rand = random.Random(3)
    seen = set()
    while ENGINE.outcome(state) is None:
        who = ENGINE.awaiting(state)[0].player
        state, events = ENGINE.apply(state, who, ENGINE.ai_action(state, who, rand), NOW)
        for event in events:
            line = english(ENGINE.narrate(event))
            if event["type"] != "turn_over":
                assert line and "\n" not in line, event
            seen.add(event["type"])
    assert {"rolled", "chase", "coins", "grew", "captured", "game_over", "turn"} <= seen
