"""The AI seat's judgement in the spots issue 24 names, with forced dice: it does not chase a trick the
Phantom makes a loss, does not lead into its own Peacemaker pair, uses the Shapeshifter when a swap wins,
uses the Strategist, and rolls its surplus dice instead of paying for them at the end of the round.
(How much better it plays overall is measured by tests/engines/thrown/measure_ai.py.)"""

import random

from engines.thrown.ai import choose
from tests.engines.thrown.helpers import act, start

PHANTOM = ["peacemaker", "knight", "archer", "phantom"]


def test_it_does_not_fight_for_a_trick_the_phantom_makes_a_loss():
    s = start(PHANTOM, {"a": {"blue": 3}, "b": {"blue": 3}, "c": {"blue": 3}}, dice=[2])
    s, _ = act(s, "a", "roll", color="blue", count=1)  # no power to pay for: the turn ends by itself
    move = choose(s, "b", random.Random(1))
    assert move.do == "roll" and move.color == "blue" and move.count == 1


def test_it_leads_its_peacemaker_colour_with_one_die_only():
    s = start(["peacemaker", "knight", "archer", "noble"], {"a": {"green": 3}, "b": {"white": 3}, "c": {"red": 3}})
    move = choose(s, "a", random.Random(1))
    assert move.do == "roll" and move.color == "green" and move.count == 1


def test_it_uses_the_shapeshifter_when_a_swap_wins_the_trick():
    s = start(["shapeshifter", "peacemaker", "knight", "noble"],
              {"a": {"white": 3}, "b": {"blue": 2, "red": 1}, "c": {"white": 2}},
              mode="advanced", cubes=["red", "green", "white", "blue"], dice=[6, 6, 5, 3, 3])
    s, _ = act(s, "a", "roll", color="white", count=3)
    if s.trick.current == "a":
        s, _ = act(s, "a", "done")
    s, _ = act(s, "b", "roll", color="blue", count=2)
    move = choose(s, "b", random.Random(1))
    assert move.do == "power" and move.card == "shapeshifter" and sorted(move.swap) == ["noble", "peacemaker"]


def test_it_uses_the_strategist_to_gather_the_colour_it_leads_best():
    s = start(["peacemaker", "knight", "archer", "strategist"],
              {"a": {"blue": 1, "white": 3, "red": 1, "green": 1}, "b": {"blue": 1, "red": 3, "green": 3},
               "c": {"blue": 1, "red": 3, "green": 3}}, dice=[6, 1, 2])
    for player in "abc":
        s, _ = act(s, player, "roll", color="blue", count=1)
        if s.phase == "turn" and s.trick.current == player:
            s, _ = act(s, player, "done")
    assert s.phase == "victory" and s.victory.pending == ["strategist"]
    move = choose(s, "a", random.Random(1))
    assert move.do == "exchange" and sorted(move.give) == ["green", "red"] and move.take == ["white", "white"]


def test_it_rolls_its_surplus_dice_rather_than_keep_them_for_the_penalty():
    # 14 to beat is out of reach for one die and unlikely for three; with 8 dice more than anyone, a
    # rolls three all the same (the old AI rolled one and kept its dice for the end-of-round penalty).
    s = start(["peacemaker", "knight", "archer", "noble"], {"b": {"white": 4}, "a": {"white": 3, "red": 7},
                                                           "c": {"white": 2}}, first="b", dice=[6, 6, 2])
    s, _ = act(s, "b", "roll", color="white", count=3)
    if s.trick.current == "b":
        s, _ = act(s, "b", "done")
    move = choose(s, "a", random.Random(1))
    assert move.do == "roll" and move.color == "white" and move.count == 3
