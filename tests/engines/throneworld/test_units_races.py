"""Units (the unit summary), races and the empire mat, tech tracks and research."""

import pytest

from engines.errors import BadArguments
from engines.rng import Rng
from engines.throneworld import races as R
from engines.throneworld import units as U

SUMMARY = {  # code: cost, attack, defence, hits, cargo, static
    "T": (1, 0, 0, 1, 0, False),
    "B": (4, 3, 2, 1, 0, False),
    "P": (5, 2, 3, 1, 2, False),
    "M": (6, 0, 1, 1, 5, False),
    "F": (2, 1, 1, 1, -1, False),
    "S": (5, 0, 1, 1, 0, True),
    "A": (3, 3, 1, 1, -1, False),
    "H": (3, 1, 3, 2, -1, False),
    "L": (2, 2, 1, 1, -1, False),
    "D": (3, 2, 1, 1, -1, False),
    "C": (10, 0, 2, 3, 0, True),
}


@pytest.mark.parametrize("code", list(SUMMARY))
def test_unit_summary(code):
    u = U.UNITS[code]
    assert (u.cost, u.attack, u.defence, u.hits, u.cargo, u.static) == SUMMARY[code]


def test_eleven_units():
    assert len(U.UNITS) == 11


def test_race_specials():
    assert U.attack_dice("F", "Pasha") == 2 and U.attack_dice("F", "Trill") == 1
    assert U.attack_dice("H", "Buralti") == 2 and U.attack_dice("H", "Pasha") == 1
    assert U.cost("C", "Q'teni") == 5 and U.cost("C", "Veneb") == 10
    assert U.can_drop("L", "Trill") and not U.can_drop("L", "Zytal") and U.can_drop("D", None)
    assert U.defence_dice("A", with_bunker=True) == 2 and U.defence_dice("A") == 1


def test_parse_and_text():
    assert U.parse("2p 3F,h") == {"P": 2, "F": 3, "H": 1}
    assert U.text({"F": 3, "P": 2, "H": 1}) == "2P 3F H"
    with pytest.raises(BadArguments):
        U.parse("2X")
    with pytest.raises(BadArguments):
        U.parse("0P")


def test_cargo():
    # a full Protector: a Fighter and a Heavy Infantry aboard
    assert U.cargo_ok({"P": 1, "F": 1}, {"H": 1})
    assert not U.cargo_ok({"P": 1, "F": 1}, {"H": 1, "L": 1})
    assert U.capacity({"M": 1, "P": 2, "B": 3}) == 9
    assert U.cargo_ok({"B": 2, "T": 1}, {})  # Blasters and Survey Teams need no room


def test_tech_track():
    """Both printed rows: the common ratings and the lower row a specialty reads, one higher in every
    box (the rulebook's fragment shows boxes 4-6 as 3 3 4 over 4 4 5)."""
    assert [R.rating(b) for b in range(1, 13)] == [1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6]
    assert [R.rating(b, specialty=True) for b in range(1, 13)] == [2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 6, 7]
    assert [R.rating(b, specialty=True) for b in (4, 5, 6)] == [4, 4, 5]
    # the thresholds printed between boxes 3|4|5|6|7 of the fragment: 2+ 3+ 3+ 4+
    assert [R.research_target(b) for b in (3, 4, 5, 6)] == [2, 3, 3, 4]


def test_six_races_and_mats():
    assert set(R.RACES) == {"Buralti", "Pasha", "Q'teni", "Trill", "Veneb", "Zytal"}
    assert {r.specialty for r in R.RACES.values()} == {"ground", "space", "comm", "jump", None}
    veneb = R.new_mat("Veneb", "A1")
    assert all(veneb.rating(t) == 2 for t in R.TECHS) and veneb.boxes["jump"] == 2
    zytal = R.new_mat("Zytal", "A1")
    assert zytal.treasury == 12 and zytal.jump == 1
    assert R.new_mat("Pasha", "A1").treasury == 10


def test_research_leaving_box_one_always_succeeds():
    mat = R.new_mat("Pasha", "A1")
    r = R.research(mat, "jump", Rng(seed=1, forced=[1]))
    assert r.advanced and mat.boxes["jump"] == 2 and mat.jump == 2


def test_research_needs_the_current_rating():
    mat = R.new_mat("Pasha", "A1")
    mat.boxes["comm"] = 6  # rating 4
    assert not R.research(mat, "comm", Rng(seed=1, forced=[3])).advanced
    assert R.research(mat, "comm", Rng(seed=1, forced=[4])).advanced and mat.boxes["comm"] == 7


def test_a_specialty_reads_the_lower_row_with_the_same_thresholds():
    """The rulebook's Trill example: researching Jump in the fragment's stretch, a 6 moves the marker
    one box right and Jump goes from 4 to 5. Only the lower row gives 4 -> 5 there (the common row
    reads 3 -> 4), and the roll needed is the printed threshold, 3+ (the same for every race)."""
    mat = R.new_mat("Trill", "A1")
    assert mat.jump == 2 and mat.space == 1  # box 1: the lower row reads 2
    mat.boxes["jump"] = 5
    r = R.research(mat, "jump", Rng(seed=1, forced=[6]))
    assert r.advanced and (r.rating_before, r.rating_after) == (4, 5) and mat.boxes["jump"] == 6
    assert r.target == 3
    mat.boxes["jump"] = 5
    assert not R.research(mat, "jump", Rng(seed=1, forced=[2])).advanced  # no "one less" any more
    mat.boxes["space"] = 5
    assert mat.space == 3 and R.research(mat, "space", Rng(seed=1, forced=[3])).advanced and mat.space == 4
    assert R.new_mat("Buralti", "A1").ground == 2 and R.new_mat("Pasha", "A1").space == 2
    assert R.new_mat("Q'teni", "A1").comm == 2 and R.new_mat("Veneb", "A1").comm == 2
    top = R.new_mat("Trill", "A1")
    top.boxes["jump"] = 12
    assert top.jump == 7  # why Throneworld tiles may print tech 7


def test_veneb_roll_again_on_failure():
    mat = R.new_mat("Veneb", "A1")  # box 2, rating 2
    r = R.research(mat, "space", Rng(seed=1, forced=[1, 2]))
    assert r.rolls == [1, 2] and r.advanced
    r = R.research(mat, "ground", Rng(seed=1, forced=[1, 1]))
    assert r.rolls == [1, 1] and not r.advanced
    other = R.new_mat("Pasha", "A1")
    other.boxes["ground"] = 2
    assert R.research(other, "ground", Rng(seed=1, forced=[1, 6])).rolls == [1]


def test_last_box_does_not_move():
    mat = R.new_mat("Pasha", "A1")
    mat.boxes["space"] = 12
    r = R.research(mat, "space", Rng(seed=1, forced=[6]))
    assert not r.advanced and r.rolls == [] and mat.space == 7  # Pasha: the lower row


def test_rulebook_research_example_ground_three_to_four():
    """Ground 3 in its last box of rating 3: a 3 or more moves it on, to Ground 4."""
    mat = R.new_mat("Pasha", "A1")
    mat.boxes["ground"] = 5
    assert not R.research(mat, "ground", Rng(seed=1, forced=[2])).advanced
    r = R.research(mat, "ground", Rng(seed=1, forced=[3]))
    assert r.advanced and (r.rating_before, r.rating_after) == (3, 4)
