"""One test (at least) per card: the power works as its card says, and refusals are sentences that change
nothing. Basic game unless the card is purple (those are advanced-only, with cubes)."""

import pytest

from engines.errors import BadArguments, IllegalAction
from engines.said import said_from_json
from engines.thrown.rules import leader, ranking, trick_score
from tests.engines.thrown.helpers import ENGINE, act, english, kinds, refused_saying, start, whose_turn

BASE = {"white": "knight", "red": "archer", "green": "peacemaker", "blue": "noble"}


def cards(**swap):
    """The recommended display with some cards swapped for others of the same colour."""
    chosen = {**BASE, **swap}
    return [chosen["green"], chosen["white"], chosen["red"], chosen["blue"]]


def die(state, n):
    return next(d for d in state.trick.dice if d.n == n)


def end(state, player):
    """End the player's turn unless it already ended by itself (nothing left to pay with)."""
    if state.phase == "turn" and whose_turn(state) == player:
        return act(state, player, "done")
    return state, []


def refused(state, player, do, match="", **args):
    before = state.model_dump_json()
    with refused_saying(IllegalAction, match) as caught:
        act(state, player, do, **args)
    assert state.model_dump_json() == before
    said = english(caught.value.message)
    assert said.endswith(".")
    return said


# --- white: Heroes -----------------------------------------------------------------------------------


def test_knight_rerolls_your_own_dice_for_a_white_die():
    s = start(cards(), {"a": {"white": 3}, "b": {"white": 2}, "c": {"white": 2}}, dice=[1, 6, 2, 4])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, events = act(s, "a", "power", card="knight", dice="1")
    assert die(s, 1).value == 6 and s.pools["a"]["white"] == 1 and s.void["white"] == 4
    assert events[0]["rerolled"] == [{"n": 1, "from": 1, "to": 6}]
    s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="white", count=1)
    refused(s, "b", "power", "works on your own dice", card="knight", dice=[1])
    refused(s, "b", "power", "no die #9", card="knight", dice=[9])


def test_man_at_arms_raises_yours_and_lowers_theirs_within_1_to_6():
    s = start(cards(white="man_at_arms"), {"a": {"white": 3}, "b": {"white": 3}, "c": {"white": 2}},
              dice=[3, 5, 6])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "a", "power", card="man_at_arms", die=1, delta=1)
    assert die(s, 1).value == 4
    s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="white", count=2)
    refused(s, "b", "power", "lowers only an opponent", card="man_at_arms", die=2, delta=-1)
    refused(s, "b", "power", "your own dice", card="man_at_arms", die=1, delta=1)
    refused(s, "b", "power", "already shows 6", card="man_at_arms", die=3, delta=1)
    s, _ = act(s, "b", "power", card="man_at_arms", die=1, delta=-1)
    assert die(s, 1).value == 3


def test_reinforcements_add_to_the_score_and_only_trump_for_a_player_trying_to_trump():
    s = start(cards(white="reinforcements"), {"a": {"white": 2, "green": 1}, "b": {"white": 1}, "c": {"white": 1}},
              dice=[2, 6])
    refused(s, "a", "power", "roll first", card="reinforcements", color="green")
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, events = act(s, "a", "power", card="reinforcements", color="green")
    extra = die(s, 2)
    assert extra.color == "green" and extra.mode == "score" and extra.value == 6
    assert trick_score(s, s.trick, "a") == 8 and ranking(s, s.trick) == ["a"]  # a green 6 that does not trump
    # A player trying to trump rolls the extra die as a trump attempt: a 6 trumps.
    s = start(cards(white="reinforcements"), {"a": {"red": 2, "white": 1}, "b": {"white": 2, "blue": 2},
                                               "c": {"red": 1}}, dice=[5, 3, 6])
    s, _ = act(s, "a", "roll", color="red", count=1)
    s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="blue", count=1)
    assert leader(s, s.trick) == "a"
    s, _ = act(s, "b", "power", card="reinforcements", color="blue")
    assert die(s, 3).mode == "trump" and leader(s, s.trick) == "b"


def test_wizard_turns_your_die_upside_down():
    s = start(cards(white="wizard"), {"a": {"white": 2}, "b": {"white": 2}, "c": {"white": 2}}, dice=[2])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "a", "power", card="wizard", die=1)
    assert die(s, 1).value == 5


# --- red: Villains ------------------------------------------------------------------------------------


def test_archer_removing_every_leader_die_keeps_the_colour_and_can_leave_no_winner():
    s = start(cards(), {"a": {"white": 1, "blue": 1}, "b": {"red": 2, "blue": 1}, "c": {"green": 1, "blue": 1}},
              dice=[5, 2, 3])
    s, _ = act(s, "a", "roll", color="white", count=1)
    assert whose_turn(s) == "b"  # a has nothing to pay for a power: the turn ended by itself
    s, _ = act(s, "b", "roll", color="blue", count=1)
    s, _ = act(s, "b", "power", card="archer", die=1)
    assert s.pools["a"]["white"] == 1 and s.trick.color == "white"
    assert whose_turn(s) == "c"  # no opponent die left to shoot at: b's turn ended
    s, events = act(s, "c", "roll", color="green", count=1)
    void = next(e for e in events if e["type"] == "trick_void")
    assert void["winner"] is None and s.gold == {"a": 5, "b": 5, "c": 5}
    assert s.trick.starter == "a"  # no winner: the same starter leads again


def test_berserker_rerolls_every_opponent_six():
    s = start(cards(red="berserker"), {"a": {"white": 3}, "b": {"white": 2, "red": 2}, "c": {"white": 2}},
              dice=[6, 6, 2, 3, 1, 4])
    s, _ = act(s, "a", "roll", color="white", count=3)
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, events = act(s, "b", "power", card="berserker")
    assert [die(s, n).value for n in (1, 2, 3)] == [1, 4, 2]
    refused(s, "b", "power", "shows a 6", card="berserker")


def test_dark_knight_rerolls_an_opponent_die_and_sorcerer_flips_one():
    s = start(cards(red="dark_knight"), {"a": {"white": 2}, "b": {"white": 2, "red": 2}, "c": {"white": 2}},
              dice=[6, 2, 1])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="white", count=1)
    refused(s, "b", "power", "is yours", card="dark_knight", die=2)
    s, _ = act(s, "b", "power", card="dark_knight", die=1)
    assert die(s, 1).value == 1 and leader(s, s.trick) == "b"
    s = start(cards(red="sorcerer"), {"a": {"white": 2}, "b": {"white": 2, "red": 2}, "c": {"white": 2}},
              dice=[6, 2])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, _ = act(s, "b", "power", card="sorcerer", die=1)
    assert die(s, 1).value == 1


# --- green: Common Folk -------------------------------------------------------------------------------


def test_brute_makes_a_five_trump_only_when_trying_to_trump():
    s = start(cards(green="brute"), {"a": {"white": 1}, "b": {"green": 1}, "c": {"blue": 1}, "d": {"green": 2}},
              dice=[4, 5, 5])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="green", count=1)
    assert leader(s, s.trick) == "b"
    s, events = act(s, "c", "roll", color="blue", count=1)  # a blue 5 is no trump
    assert leader(s, s.trick) == "b"
    # Led as the trick colour, a green 5 is just a score of 5.
    s = start(cards(green="brute"), {"a": {"green": 1}, "b": {"green": 1}, "c": {"green": 1}}, dice=[5])
    s, _ = act(s, "a", "roll", color="green", count=1)
    assert not any(d.mode == "trump" for d in s.trick.dice)


def test_peacemaker_pair_wins_the_trick_at_once():
    s = start(cards(), {"a": {"green": 2, "white": 1}, "b": {"green": 3, "blue": 2}, "c": {"green": 3}},
              dice=[3, 3])
    s, _ = act(s, "a", "roll", color="green", count=2)
    s, events = act(s, "a", "done")
    assert "peacemaker" in kinds(events)
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["winner"] == "a" and won["gold"] == 0 and english(said_from_json(won["how"])) == "Peacemaker"
    assert s.trick.number == 2 and s.trick.starter == "a" and s.pools["b"]["green"] == 3


def test_saboteur_pays_the_poorest_and_thief_robs_the_richest():
    pools = {"a": {"green": 1}, "b": {"white": 1}, "c": {"white": 1}}
    s = start(cards(green="saboteur"), pools, dice=[2])
    s = s.model_copy(update={"gold": {"a": 6, "b": 4, "c": 4}, "bank": -1})
    s, events = act(s, "a", "roll", color="green", count=1)
    assert s.gold == {"a": 4, "b": 5, "c": 5}
    s = start(cards(green="saboteur"), pools, dice=[1])
    s = s.model_copy(update={"gold": {"a": 3, "b": 4, "c": 6}, "bank": -2})
    s, events = act(s, "a", "roll", color="green", count=1)
    assert s.gold == {"a": 3, "b": 4, "c": 6}  # a is the poorest: gives nothing
    s = start(cards(green="thief"), pools, dice=[1])
    s = s.model_copy(update={"gold": {"a": 4, "b": 6, "c": 6}, "bank": 1})
    s, events = act(s, "a", "roll", color="green", count=1)
    assert s.gold == {"a": 6, "b": 5, "c": 5}
    s = start(cards(green="thief"), pools, dice=[3])
    s = s.model_copy(update={"gold": {"a": 4, "b": 6, "c": 6}, "bank": 1})
    s, events = act(s, "a", "roll", color="green", count=1)  # a 3 steals nothing
    assert s.gold == {"a": 4, "b": 6, "c": 6}


# --- blue: Royal Folk ---------------------------------------------------------------------------------


def test_noble_pays_two_only_when_the_trick_holds_blue():
    s = start(cards(), {"a": {"white": 1}, "b": {"white": 1}, "c": {"white": 1}}, dice=[6, 1, 2])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, events = act(s, "c", "roll", color="white", count=1)
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["winner"] == "a" and won["details"] == {"dice": 2} and s.gold["a"] == 7


def test_phantom_makes_opponent_dice_of_its_colour_cost_gold():
    s = start(cards(blue="phantom"), {"a": {"white": 2}, "b": {"white": 1}, "c": {"blue": 2}}, dice=[5, 5, 1, 1, 2])
    s, _ = act(s, "a", "roll", color="white", count=2)
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, _ = end(s, "b")
    s, events = act(s, "c", "roll", color="blue", count=2)
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["details"] == {"dice": 1, "phantom": -2} and won["gold"] == -1 and s.gold["a"] == 4


def test_recruiter_takes_an_unrolled_die_from_an_opponent():
    s = start(cards(blue="recruiter"), {"a": {"blue": 1, "white": 1}, "b": {"blue": 1, "white": 2},
                                         "c": {"blue": 1, "red": 1}}, dice=[6, 1, 2])
    s, _ = act(s, "a", "roll", color="blue", count=1)
    s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="blue", count=1)
    s, _ = act(s, "b", "done")
    s, events = act(s, "c", "roll", color="blue", count=1)
    s, events = end(s, "c")
    assert s.phase == "victory" and whose_turn(s) == "a"
    refused(s, "a", "recruit", "opponents", **{"from": "a", "color": "white"})
    refused(s, "a", "recruit", "no unrolled green", **{"from": "b", "color": "green"})
    refused(s, "a", "roll", "choosing", color="white", count=1)
    s, events = act(s, "a", "recruit", **{"from": "b", "color": "white"})
    assert s.pools["a"]["white"] == 2 and s.pools["b"]["white"] == 1 and s.phase == "turn"


def test_strategist_swaps_pool_dice_with_the_void():
    s = start(cards(blue="strategist"), {"a": {"blue": 1, "white": 2}, "b": {"blue": 1, "white": 1},
                                          "c": {"blue": 1, "white": 1}}, dice=[6, 1, 2])
    for player in "abc":
        s, _ = act(s, player, "roll", color="blue", count=1)
        s, _ = end(s, player)
    assert s.phase == "victory"
    with pytest.raises(BadArguments):
        act(s, "a", "exchange", give="white", take="red green")
    s, events = act(s, "a", "exchange", give="white white", take="red green")
    assert s.pools["a"] == {"red": 1, "white": 0, "green": 1, "blue": 0}


# --- purple: Monsters (advanced game) -----------------------------------------------------------------


def advanced(display, cubes, pools, dice):
    return start(display, pools, mode="advanced", cubes=cubes, dice=dice)


def test_cyclops_doubles_a_lone_die_of_its_colour():
    s = advanced(["cyclops", "knight", "archer", "noble"], ["white", "green", "red", "blue"],
                 {"a": {"white": 1}, "b": {"white": 2}, "c": {"white": 1}}, [4, 4, 3, 1])
    s, _ = act(s, "a", "roll", color="white", count=1)
    assert trick_score(s, s.trick, "a") == 8
    s, _ = act(s, "b", "roll", color="white", count=2)
    assert trick_score(s, s.trick, "b") == 7 and leader(s, s.trick) == "a"


def test_dragon_ends_the_trick_at_once():
    s = advanced(["dragon", "knight", "archer", "noble"], ["red", "white", "green", "blue"],
                 {"a": {"white": 1, "blue": 1}, "b": {"white": 1, "red": 1}, "c": {"white": 2}}, [5, 6])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, events = act(s, "b", "power", card="dragon")
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["winner"] == "b" and won["gold"] == 1 and s.pools["c"]["white"] == 2


def test_shapeshifter_swaps_cubes_with_immediate_effect():
    s = advanced(["shapeshifter", "knight", "archer", "noble"], ["green", "white", "red", "blue"],
                 {"a": {"white": 2, "green": 1, "red": 1}, "b": {"white": 1}, "c": {"white": 1}}, [2, 5])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "a", "power", card="shapeshifter", swap="knight archer")
    assert [(x.card, x.color) for x in s.display][1:3] == [("knight", "red"), ("archer", "white")]
    s, events = act(s, "a", "power", card="knight", dice="1")
    assert [e for e in events if e["type"] == "power"][0]["paid"] == "red" and s.pools["a"]["red"] == 0


def test_imp_gives_the_trick_to_second_place_or_to_nobody():
    display, cubes = ["imp", "knight", "archer", "noble"], ["blue", "white", "red", "green"]
    s = advanced(display, cubes, {"a": {"white": 1, "blue": 1}, "b": {"white": 1, "blue": 1}, "c": {"blue": 1}},
                 [6, 5, 2])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, _ = end(s, "b")
    s, events = act(s, "c", "roll", color="blue", count=1)
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["winner"] == "b" and won["placed"] == ["a", "b"] and won["gold"] == 2
    assert s.trick.starter == "b"
    s = advanced(display, cubes, {"a": {"white": 1, "red": 1}, "b": {"blue": 1}, "c": {"blue": 1, "red": 1}},
                 [6, 2, 3])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="blue", count=1)
    s, _ = end(s, "b")
    s, events = act(s, "c", "roll", color="blue", count=1)
    s, events2 = end(s, "c")
    assert "trick_void" in kinds(events + events2)


def test_spirit_makes_an_opponents_other_dice_copy_one():
    s = advanced(["spirit", "knight", "archer", "noble"], ["red", "white", "green", "blue"],
                 {"a": {"white": 3}, "b": {"white": 1, "red": 1}, "c": {"white": 1}}, [6, 1, 2, 3])
    s, _ = act(s, "a", "roll", color="white", count=3)
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="white", count=1)
    refused(s, "b", "power", "is yours", card="spirit", die=4)
    s, _ = act(s, "b", "power", card="spirit", die=2)
    assert [die(s, n).value for n in (1, 2, 3)] == [1, 1, 1] and leader(s, s.trick) == "b"


def test_summoner_keeps_paid_dice_for_a_winner_with_its_colour():
    s = advanced(["summoner", "knight", "archer", "noble"], ["white", "green", "red", "blue"],
                 {"a": {"white": 1, "green": 1}, "b": {"white": 1, "blue": 1}, "c": {"white": 1, "blue": 1}},
                 [2, 5, 1, 3])
    s, _ = act(s, "a", "roll", color="white", count=1)
    s, _ = act(s, "a", "power", card="knight", dice=[1])
    assert s.summoner["green"] == 1
    s, _ = end(s, "a")
    s, _ = act(s, "b", "roll", color="white", count=1)
    s, _ = end(s, "b")
    s, _ = act(s, "c", "roll", color="white", count=1)
    s, _ = end(s, "c")
    assert s.phase == "victory" and s.victory.pending == ["summoner"]
    s, _ = act(s, "a", "summon", dice="green")
    assert s.summoner["green"] == 0 and s.pools["a"]["green"] == 1


def test_summoner_needs_a_discard_power_in_the_display():
    with refused_saying(BadArguments, "Summoner"):
        ENGINE.parse_options({"mode": "advanced", "cards": ["summoner", "brute", "noble", "imp"]})
    for seed in range(150):
        state = ENGINE.new_game(["a", "b", "c"], {"mode": "advanced"}, seed)
        names = {slot.card for slot in state.display}
        assert "summoner" not in names or names & {"knight", "man_at_arms", "reinforcements", "wizard", "archer",
                                                   "berserker", "dark_knight", "sorcerer", "dragon", "shapeshifter",
                                                   "spirit"}
        assert sorted(slot.color for slot in state.display) == ["blue", "green", "red", "white"]
