"""Sabotage removal limits: the rulebook's two examples."""

import itertools
import random

from engines.throneworld import units as U
from engines.throneworld.sabotage import allowed, legal_removals, legal_split_removals


def texts(removals):
    return sorted(U.text(r) for r in removals)


def test_sabotage_four_against_a_neutral():
    fleet, army = U.parse("S P 2F"), U.parse("C A")
    assert texts(legal_removals(fleet, army, 4)) == sorted(["S 2F", "P 2F A", "S F A", "F C"])
    assert not allowed(fleet, {}, army, U.parse("C A"), 4)  # no army left
    assert not allowed(fleet, {}, army, U.parse("P F"), 4)  # the Protector still carries a Fighter
    assert not allowed(fleet, {}, army, U.parse("S C"), 4)  # five points
    assert allowed(fleet, {}, army, U.parse("2F"), 4)  # within the limits, but not as large as possible


def test_sabotage_three_against_a_player_force():
    fleet = U.parse("4P")
    # army on the ground, all three points in space: three Protectors
    assert texts(legal_split_removals(fleet, U.parse("4A H"), 3, 0)) == ["3P"]
    # army aboard: only one Protector can go, the others carry troops
    assert texts(legal_split_removals(fleet, {}, 3, 0, aboard=U.parse("4A H"))) == ["P"]
    # army aboard, two points in space and one on the ground: two Protectors and an Assault
    assert texts(legal_split_removals(fleet, {}, 2, 1, aboard=U.parse("4A H"))) == ["2P A"]


def test_one_unit_always_left():
    assert texts(legal_removals(U.parse("B"), U.parse("L"), 4)) == ["nothing"]
    assert texts(legal_removals(U.parse("2B T"), {}, 4)) == ["B"]


def every_split_removal(fleet, army, space, ground, aboard):
    """The rule read plainly, for checking: every part of the force at all, kept when it obeys the limits
    and each side's points, then the largest."""
    pool = U.add(U.without(fleet, "T"), U.add(aboard, army))
    codes = sorted(pool)
    parts = [U.clean(dict(zip(codes, counts, strict=True)))
             for counts in itertools.product(*(range(pool[c] + 1) for c in codes))]
    ok = [r for r in parts if allowed(fleet, aboard, army, r, space + ground)
          and U.sabotage_points(U.only(r, U.SHIPS)) <= space and U.sabotage_points(U.only(r, U.TROOPS)) <= ground]
    if not ok:
        return [{}]
    sides = [(U.sabotage_points(U.only(r, U.SHIPS)), U.sabotage_points(U.only(r, U.TROOPS))) for r in ok]
    return [r for r, side in zip(ok, sides, strict=True) if side == max(sides)]


def test_split_removals_are_every_largest_removal_the_limits_allow():
    rand = random.Random(7)
    for _ in range(150):
        fleet = {c: rand.randint(0, 3) for c in "TBPMFS" if rand.random() < 0.5}
        ground = {c: rand.randint(0, 2) for c in "AHLDC" if rand.random() < 0.5}
        aboard = {c: n for c, n in ground.items() if c != "C" and rand.random() < 0.4}
        army = {c: n for c, n in ground.items() if c not in aboard}
        fleet, army, aboard = U.clean(fleet), U.clean(army), U.clean(aboard)
        space, ground_points = rand.randint(0, 4), rand.randint(0, 4)
        assert texts(legal_split_removals(fleet, army, space, ground_points, aboard)) == \
            texts(every_split_removal(fleet, army, space, ground_points, aboard)), (fleet, army, aboard)
