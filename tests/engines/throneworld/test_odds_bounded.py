"""The battle estimator is bounded by the work it does (issue 42): rounds and dice simulated, whatever the
units counted beforehand. Five of each unit a side (the issue's case: a median 474 ms when the bound
counted units) is answered within 150 ms of CPU time."""

import statistics
import time

import pytest

from engines.throneworld.combat import Battle, Group, Side
from engines.throneworld.describe import MIN_ODDS_TRIALS, ODDS_TRIALS, ODDS_WORK
from engines.throneworld.odds import estimate, work_of

EVERY_SHIP, EVERY_TROOP = {"B": 5, "P": 5, "M": 5, "F": 5}, {"A": 5, "H": 5, "L": 5, "D": 5}


def five_of_each_unit_a_side() -> Battle:
    return Battle(attacker=Side(owner="me"), groups=[Group(ships=EVERY_SHIP, aboard=EVERY_TROOP, origin="A1")],
                  space_defender=Side(owner="you"), defence=Group(ships=EVERY_SHIP | {"S": 5}),
                  ground_defender=Side(owner="you"), army=EVERY_TROOP | {"C": 5})


def test_the_battles_fought_stop_once_their_work_reaches_the_budget():
    battle = five_of_each_unit_a_side()
    odds = estimate(battle, ODDS_TRIALS, seed=1, budget=ODDS_WORK)
    assert MIN_ODDS_TRIALS <= odds.trials < ODDS_TRIALS
    longest = max(odds.work - estimate(battle, odds.trials - 1, seed=1).work, 0)
    assert ODDS_WORK <= odds.work <= ODDS_WORK + longest  # it stops after the battle that reached the budget
    assert estimate(battle, ODDS_TRIALS, seed=1, budget=ODDS_WORK) == odds  # the same question, the same answer
    assert estimate(battle, odds.trials, seed=1) == odds  # the budget only chooses how many battles


def test_a_battle_small_enough_is_fought_every_trial():
    small = Battle(attacker=Side(owner="me"), groups=[Group(ships={"P": 1}, aboard={"L": 1}, origin="A1")],
                   ground_defender=Side(), army={"L": 1})
    odds = estimate(small, 100, seed=2, budget=ODDS_WORK)
    assert odds.trials == 100 and odds.work < ODDS_WORK


@pytest.mark.slow
def test_five_of_each_unit_a_side_is_answered_within_150_ms_of_cpu():
    """CPU time, the median of five answers: a measurement for a quiet machine (`pytest -m slow`), as the bench's
    records measure the odds asked beside the moves. On a busy two-core machine a core's CPU time inflates up to
    twice when the other is busy (the replay progress's timed test failed CI so); the tests above bound the
    work itself, which is what keeps the answer within its time."""
    battle = five_of_each_unit_a_side()
    spent = []
    for seed in range(5):
        started = time.process_time()
        estimate(battle, ODDS_TRIALS, seed=seed, budget=ODDS_WORK)
        spent.append(time.process_time() - started)
    assert statistics.median(spent) <= 0.15, spent


def test_work_counts_rounds_and_dice():
    from engines.rng import Rng
    from engines.throneworld.combat import fight

    result = fight(five_of_each_unit_a_side(), Rng(seed=3))
    dice = sum(len(r.attacker_rolls) + len(r.first_fire_rolls) + len(r.defender_rolls) for r in result.rounds)
    assert work_of(result) == 10 * len(result.rounds) + dice > 0
