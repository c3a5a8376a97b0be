"""The AI seat: it beats a random-move seat, plays every hero, and its reroll plan is sound.

The full balance table (500 games per pairing) is `python -m bench.dicethrone_balance`; this is the
honest small version that fits in the test run."""

from bench.dicethrone_balance import play_one
from engines.dicethrone.ai import best_keep
from tests.engines.dicethrone.helpers import new
from tests.engines.dicethrone.test_rules import quiet, roll, to_offense


def test_the_ai_beats_a_random_seat():
    heroes = ["barbarian", "moon_elf", "pyromancer", "monk", "paladin", "shadow_thief"]
    scores = [play_one((h, h, seed, True, "1v1"))[2] for seed in range(12) for h in heroes[seed % 6:seed % 6 + 1]]
    assert 1 - sum(scores) / len(scores) >= 0.9


def test_every_hero_finishes_an_ai_game():
    heroes = ["barbarian", "moon_elf", "pyromancer", "monk", "paladin", "shadow_thief"]
    for i, hero in enumerate(heroes):
        a, b, score, turns = play_one((hero, heroes[(i + 1) % 6], i, False, "1v1"))
        assert score in (0, 0.5, 1) and 2 < turns < 200


def test_the_reroll_plan_keeps_an_ultimate_and_chases_sets():
    state = to_offense(quiet(new()))
    state, _ = roll(state, 6, 6, 6, 6, 6)
    assert best_keep(state, "ann") is None  # five 6s: stop and strike
    state = to_offense(quiet(new()))
    state, _ = roll(state, 2, 4, 5, 3, 4)  # nothing yet: reroll some, never everything useful
    plan = best_keep(state, "ann")
    assert plan and set(plan) <= {1, 2, 3, 4, 5} and len(plan) < 5
