"""Sabotage removal limits: the rulebook's two examples."""

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
