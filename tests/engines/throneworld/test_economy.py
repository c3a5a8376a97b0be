"""Production total, local production, blockades, building limits and research on the map."""

import pytest

from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.throneworld import economy as ec
from engines.throneworld import galaxy
from engines.throneworld import movement as mv
from engines.throneworld.economy import BuildPlan
from tests.engines.throneworld._game_support import refused


def world(races=("Pasha", "Zytal")):
    g = galaxy.setup(["a", "b"], Rng(seed=4), races=list(races))
    return g


def own(g, player, name, dev):
    s = g.systems[name]
    s.owner, s.dev, s.printed_dev, s.neutral, s.face_up = player, dev, dev, {}, True
    return s


def at(g, home, k):
    return [n for n in g.within(home, k) if g.distance(home, n) == k]


def test_starting_production_and_treasury():
    g = world()
    assert ec.production_total(g, "a") == 10 and g.empires["a"].treasury == 10
    assert ec.production_total(g, "b") == 12 and g.empires["b"].treasury == 12  # Zytal


def test_capturing_a_world_in_jump_range_adds_its_value():
    # the rulebook's example: a D2 fringe world in range takes the total from 10 to 12
    g = world()
    own(g, "a", at(g, "C7", 1)[0], 2)
    assert ec.production_total(g, "a") == 12
    assert ec.local_worlds(g, "a") == {}


def test_worlds_beyond_jump_range_produce_locally_until_in_range():
    g = world()
    far = at(g, "C7", 2)[0]
    own(g, "a", far, 5)
    assert ec.production_total(g, "a") == 10 and ec.local_worlds(g, "a") == {far: 5}
    g.empires["a"].boxes["jump"] = 2  # Jump 2: now in range
    assert ec.production_total(g, "a") == 15 and ec.local_worlds(g, "a") == {}


def test_zytal_bonuses():
    g = world()
    w = at(g, "G1", 1)[0]
    own(g, "b", w, 0)
    assert ec.production_total(g, "b") == 13  # +1 even at an empty world
    own(g, "b", "E5", 10)
    g.empires["b"].boxes["jump"] = 12
    assert ec.world_value(g, "b", "E5") == 12
    assert ec.production_total(g, "b") == 12 + 1 + 12


def test_blockaded_worlds_produce_locally():
    g = world()
    w = at(g, "C7", 1)[0]
    own(g, "a", w, 3)
    mv.put(g, "b", w, {"B": 1})
    assert g.blockaded(w)
    assert ec.production_total(g, "a") == 10 and ec.local_worlds(g, "a") == {w: 3}
    g.systems[w].stacks["b"].ships = {"T": 2}  # Survey Teams do not blockade
    assert not g.blockaded(w) and ec.production_total(g, "a") == 13


def test_blockaded_homeworld_makes_every_world_local():
    g = world()
    w = at(g, "C7", 1)[0]
    own(g, "a", w, 3)
    mv.put(g, "b", "C7", {"P": 1})
    assert ec.production_total(g, "a") == 0
    assert ec.local_worlds(g, "a") == {"C7": 10, w: 3}


def test_collect_income():
    g = world()
    own(g, "a", at(g, "C7", 1)[0], 2)
    ec.collect(g, "a")
    assert g.empires["a"].treasury == 22


def test_building_at_the_homeworld_from_the_treasury():
    g = world()
    ec.build(g, "a", BuildPlan(at={"C7": {"P": 1, "L": 1, "H": 1}}))
    assert g.empires["a"].treasury == 0
    assert g.systems["C7"].stacks["a"].ships == {"S": 1, "T": 2, "P": 1}
    assert g.systems["C7"].stacks["a"].troops == {"C": 2, "L": 1, "H": 1}
    with refused(IllegalAction, "treasury"):
        ec.check_build(g, "a", BuildPlan(at={"C7": {"T": 1}}))


def test_fighters_need_carriers_when_built():
    g = world()
    with refused(IllegalAction, "carrier"):
        ec.check_build(g, "a", BuildPlan(at={"C7": {"F": 1}}))
    ec.check_build(g, "a", BuildPlan(at={"C7": {"F": 2, "P": 1}}))


def test_local_building_limits():
    g = world()
    near = at(g, "C7", 1)[0]
    far = at(g, "C7", 2)[0]
    own(g, "a", near, 3)
    own(g, "a", far, 2)
    # voluntary local building in range: from the treasury, up to the development value
    cost = ec.check_build(g, "a", BuildPlan(at={near: {"A": 1}}))
    assert cost.treasury == 3
    with refused(IllegalAction, "at most 3"):
        ec.check_build(g, "a", BuildPlan(at={near: {"B": 1}}))
    # local production out of range: its own budget, not the treasury
    cost = ec.check_build(g, "a", BuildPlan(at={far: {"L": 1}}))
    assert cost.treasury == 0 and cost.local == {far: 2}
    with refused(IllegalAction, "locally"):
        ec.check_build(g, "a", BuildPlan(at={far: {"A": 1}}))
    with refused(IllegalAction, "your own"):
        ec.check_build(g, "a", BuildPlan(at={"G1": {"L": 1}}))


def test_zytal_build_one_more_locally_and_qteni_bunkers():
    g = world(("Q'teni", "Zytal"))
    w = at(g, "G1", 2)[0]
    own(g, "b", w, 2)
    ec.check_build(g, "b", BuildPlan(at={w: {"A": 1}}))  # 3 <= 2 + 1
    assert ec.check_build(g, "a", BuildPlan(at={"C7": {"C": 1}})).treasury == 5


def test_ships_built_under_a_blockade_start_a_battle():
    g = world()
    w = at(g, "C7", 1)[0]
    own(g, "a", w, 6)
    mv.put(g, "b", w, {"B": 1})
    events = ec.build(g, "a", BuildPlan(at={w: {"B": 1}}))
    assert events[-1]["battle_at"] == [w]


def test_research_on_the_map():
    g = world()
    events = ec.research(g, "a", "space", Rng(seed=1, forced=[1]))
    assert events[0]["advanced"] and g.empires["a"].boxes["space"] == 2
    with pytest.raises(BadArguments):
        ec.check_research(g, "a", "warp")
    g.empires["a"].boxes["comm"] = 12
    with refused(IllegalAction, "last box"):
        ec.check_research(g, "a", "comm")


def test_systems_count_throneworld_as_six():
    g = world()
    own(g, "a", "E5", 10)
    assert g.system_count("a") == 7 and g.system_count("b") == 1


def test_a_captured_homeworld_yields_five_to_its_captor_and_six_to_a_zytal_captor():
    g = world()
    g.systems["C7"].owner = "b"  # the Zytal take the Pasha homeworld
    assert ec.world_value(g, "b", "C7") == 6
    assert ec.production_total(g, "a") == 0 and ec.income(g, "a") == 5  # the rest is the loser's share
    g.systems["C7"].owner, g.systems["G1"].owner = "a", "a"  # and the other way round
    assert ec.world_value(g, "a", "G1") == 5 and ec.income(g, "b") == 6
