"""JUMP, SCAN and TRANSFER rules, survey teams, empty systems, arrival battles on the map."""

import pytest

from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.throneworld import galaxy, hexmap, tiles
from engines.throneworld import movement as mv
from engines.throneworld.movement import JumpOrder, ScanOrder
from tests.engines.throneworld._game_support import refused


def world(races=("Zytal", "Pasha")):
    """Two empires, a at C7 and b at G1; every neutral system emptied of forces but kept face down."""
    g = galaxy.setup(["a", "b"], Rng(seed=4), races=list(races))
    assert g.home("a") == "C7" and g.home("b") == "G1"
    return g


def neutral(g, name, units, dev=2, space=1, ground=1, face_up=False, tile="o10"):
    s = g.systems[name]
    s.tile, s.dev, s.printed_dev, s.space_tech, s.ground_tech = tile, dev, dev, space, ground
    s.neutral = units
    s.face_up = face_up
    return s


def empty(g, name):
    s = g.systems[name]
    s.tile, s.dev, s.printed_dev, s.space_tech, s.ground_tech, s.neutral = "f01", 0, 0, None, None, {}
    return s


def ring(g, home, k):
    return [n for n in g.within(home, k) if g.distance(home, n) == k]


# --- ranges and commands ---------------------------------------------------------------------------


def test_jump_range_and_comm_range_come_from_the_techs():
    g = world()
    assert mv.jump_range(g, "a") == 1 and mv.comm_range(g, "a") == 1
    g.empires["a"].boxes["jump"] = 4
    assert mv.jump_range(g, "a") == 3


def test_survey_team_may_jump_unscanned_but_fleets_may_not():
    g = world()
    t = ring(g, "C7", 1)[0]
    mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"T": 1}, bunker="C7"))
    g.systems["C7"].stacks["a"].ships["P"] = 1
    with refused(IllegalAction, "not scanned"):
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"P": 1}, bunker="C7"))
    g.systems[t].scans.append("a")
    mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"P": 1}, bunker="C7"))


def test_destination_within_jump_range():
    g = world()
    far = ring(g, "C7", 2)[0]
    with refused(IllegalAction, "beyond your Jump range of 1"):
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=far, units={"T": 1}, bunker="C7"))
    g.empires["a"].boxes["jump"] = 2
    mv.check_jump(g, "a", JumpOrder(origin="C7", to=far, units={"T": 1}, bunker="C7"))


def test_bunker_must_be_within_comm_range_of_the_origin_not_the_destination():
    g = world()
    one = ring(g, "C7", 1)[0]
    two = [n for n in ring(g, "C7", 2) if g.distance(one, n) == 1][0]
    mv.put(g, "a", one, {"T": 1})
    # bunker at C7 is 1 from the origin: fine even though the destination is 2 away
    mv.check_jump(g, "a", JumpOrder(origin=one, to=two, units={"T": 1}, bunker="C7"))
    mv.put(g, "a", two, {"T": 1})
    # from two hexes away the same bunker is out of Comm range, whatever the destination
    with refused(IllegalAction, "beyond your Comm range"):
        mv.check_jump(g, "a", JumpOrder(origin=two, to=one, units={"T": 1}, bunker="C7"))
    g.empires["a"].boxes["comm"] = 2
    mv.check_jump(g, "a", JumpOrder(origin=two, to=one, units={"T": 1}, bunker="C7"))
    with refused(IllegalAction, "no Command Bunker"):
        mv.check_jump(g, "a", JumpOrder(origin=one, to="C7", units={"T": 1}, bunker=one))


def test_each_bunker_orders_once_per_turn():
    g = world()
    a, b, c = ring(g, "C7", 1)[:3]
    orders = [JumpOrder(origin="C7", to=a, units={"T": 1}, bunker="C7"),
              JumpOrder(origin="C7", to=b, units={"T": 1}, bunker="C7")]
    mv.launch(g, "a", orders)  # two bunkers at the homeworld
    assert g.systems["C7"].stacks["a"].used_bunkers == 2
    g.systems["C7"].stacks["a"].ships["T"] = 1
    with refused(IllegalAction, "all used"):
        mv.check_scan(g, "a", ScanOrder(target=c, bunker="C7"))
    mv.flip_bunkers(g)
    mv.check_scan(g, "a", ScanOrder(target=c, bunker="C7"))


def test_no_unit_jumps_twice_and_no_chaining():
    g = world()
    a = ring(g, "C7", 1)[0]
    first = JumpOrder(origin="C7", to=a, units={"T": 2}, bunker="C7")
    with refused(IllegalAction, "jump"):
        mv.launch(g, "a", [first, JumpOrder(origin="C7", to=a, units={"T": 1}, bunker="C7")])
    g2 = world()
    mv.launch(g2, "a", [first])
    mv.arrive(g2, "a", a, [first], Rng(seed=1))
    back = JumpOrder(origin=a, to="C7", units={"T": 1}, bunker="C7")
    with refused(IllegalAction, "twice"):
        mv.check_jump(g2, "a", back)


def test_static_units_never_jump():
    g = world()
    t = ring(g, "C7", 1)[0]
    with refused(IllegalAction, "static"):
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"S": 1}, bunker="C7"))
    with refused(IllegalAction, "static"):
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"C": 1, "T": 1}, bunker="C7"))


def test_cargo_capacity_on_jumps():
    g = world()
    t = ring(g, "C7", 1)[0]
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"P": 1, "F": 1, "H": 1, "L": 1, "B": 1})
    mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"P": 1, "F": 1, "H": 1}, bunker="C7"))
    with refused(IllegalAction, "cargo room"):
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"P": 1, "F": 1, "H": 1, "L": 1}, bunker="C7"))
    with refused(IllegalAction, "ride aboard"):
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"H": 1}, bunker="C7"))
    with refused(IllegalAction, "carrier room"):  # the Fighter would be left without a carrier
        mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"P": 1, "H": 1}, bunker="C7"))
    mv.check_jump(g, "a", JumpOrder(origin="C7", to=t, units={"B": 1}, bunker="C7"))


def test_scan_range_and_marker():
    g = world()
    near, far = ring(g, "C7", 1)[0], ring(g, "C7", 2)[0]
    with refused(IllegalAction, "Comm range"):
        mv.check_scan(g, "a", ScanOrder(target=far, bunker="C7"))
    order = ScanOrder(target=near, bunker="C7")
    mv.launch(g, "a", [order])
    mv.scan(g, "a", order)
    assert "a" in g.systems[near].scans and not g.systems[near].face_up
    with refused(IllegalAction, "already scanned"):
        mv.check_scan(g, "a", ScanOrder(target=near, bunker="C7"))


def test_hex_names_are_checked():
    g = world()
    assert mv.hex_name(g, " c7 ") == "C7"
    with pytest.raises(BadArguments):
        mv.hex_name(g, "Z9")
    out = [hexmap.name_of(c) for c in hexmap.all_coords() if hexmap.name_of(c) not in g.systems][0]
    with refused(IllegalAction, "not in play"):
        mv.hex_name(g, out)


# --- arrivals --------------------------------------------------------------------------------------


def test_survey_team_scans_and_captures_an_empty_system():
    g = world()
    t = ring(g, "C7", 1)[0]
    empty(g, t)
    order = JumpOrder(origin="C7", to=t, units={"T": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert [e["type"] for e in events] == ["jump", "scan", "captured"]
    assert g.systems[t].owner == "a" and g.systems[t].face_up and g.systems[t].stacks["a"].ships == {"T": 1}


def test_survey_team_at_a_face_down_neutral_fleet_survives():
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"B": 2, "L": 1})
    order = JumpOrder(origin="C7", to=t, units={"T": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert "a" in g.systems[t].scans and g.systems[t].owner is None and not g.systems[t].face_up


def test_survey_team_destroyed_by_a_face_up_hostile_fleet():
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"B": 2, "L": 1}, face_up=True)
    order = JumpOrder(origin="C7", to=t, units={"T": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert events[-1]["type"] == "survey_lost" and "a" not in g.systems[t].scans
    assert "a" not in g.systems[t].stacks


def test_a_lone_shield_is_no_fleet_and_spares_survey_teams():
    """4.52 destroys Survey Teams in a hex with a face-up non-friendly *fleet*; under 4.5 a Shield is a
    static unit that never forms part of a fleet, so a lone enemy Shield (or a neutral's) spares them,
    while a warship with it does not (issue 21: the lone Shield destroyed them)."""
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"S": 1, "L": 1}, face_up=True)
    order = JumpOrder(origin="C7", to=t, units={"T": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert not [e for e in events if e["type"] == "survey_lost"] and "a" in g.systems[t].scans
    u = ring(g, "C7", 1)[1]
    g.systems[u].owner, g.systems[u].face_up, g.systems[u].neutral = "b", True, {}
    mv.put(g, "b", u, {"S": 1})
    mv.put(g, "a", "C7", {"T": 1})
    second = JumpOrder(origin="C7", to=u, units={"T": 1}, bunker="C7")
    events = mv.arrive(g, "a", u, [second], Rng(seed=1))
    assert not [e for e in events if e["type"] == "survey_lost"] and g.systems[u].units_of("a") == {"T": 1}
    mv.put(g, "b", u, {"B": 1})
    assert mv.sweep_surveys(g, u) == [{"type": "survey_lost", "player": "a", "hex": u, "count": 1}]


def test_survey_teams_destroyed_when_the_tile_turns_up_with_a_fleet():
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"B": 1, "L": 1})
    mv.put(g, "b", t, {"T": 1})
    g.systems[t].scans += ["a", "b"]
    mv.put(g, "a", "C7", {"B": 3})
    order = JumpOrder(origin="C7", to=t, units={"B": 3}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[6] * 9 + [1] * 2))
    assert any(e["type"] == "survey_lost" and e["player"] == "b" for e in events)
    assert g.systems[t].face_up


def test_fleet_captures_an_unowned_face_down_empty_system_at_once():
    g = world()
    t = ring(g, "C7", 1)[0]
    empty(g, t)
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"B": 1})
    order = JumpOrder(origin="C7", to=t, units={"B": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert events[-1]["type"] == "captured" and g.systems[t].owner == "a"


def test_face_up_unowned_systems_need_an_invasion():
    g = world()
    t = ring(g, "C7", 1)[0]
    empty(g, t).face_up = True
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"B": 1})
    order = JumpOrder(origin="C7", to=t, units={"B": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert g.systems[t].owner is None
    mv.flip_bunkers(g)
    mv.put(g, "a", "C7", {"P": 1, "L": 1})
    order = JumpOrder(origin="C7", to=t, units={"P": 1, "L": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert events[-1]["type"] == "captured" and g.systems[t].owner == "a"
    assert g.systems[t].stacks["a"].troops == {"L": 1}


def test_sample_regular_invasion_on_the_map():
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"L": 2}, dev=2, space=None, ground=1)
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"P": 1, "L": 1, "H": 1})
    order = JumpOrder(origin="C7", to=t, units={"P": 1, "L": 1, "H": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[6, 2, 3, 6, 1, 6]))
    battle = [e for e in events if e["type"] == "battle"][0]
    assert battle["captured"]
    s = g.systems[t]
    assert s.owner == "a" and s.face_up and s.neutral == {}
    assert s.stacks["a"].ships == {"P": 1} and s.stacks["a"].troops == {"H": 1}


def test_out_of_command_fleet_cannot_regular_invade():
    g = world()
    g.empires["a"].boxes["jump"] = 2  # Jump 2, Comm 1
    t = ring(g, "C7", 2)[0]
    neutral(g, t, {"L": 1}, space=None)
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"P": 1, "L": 2})
    order = JumpOrder(origin="C7", to=t, units={"P": 1, "L": 2}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1))
    assert not any(e["type"] == "battle" for e in events)
    assert g.systems[t].owner is None and g.systems[t].stacks["a"].troops == {"L": 2}
    # and it cannot jump on until a bunker is in range
    mv.flip_bunkers(g)
    with refused(IllegalAction, "Comm range"):
        mv.check_jump(g, "a", JumpOrder(origin=t, to=t, units={"P": 1, "L": 2}, bunker="C7"))


def test_out_of_command_drop_troops_may_drop():
    g = world()
    g.empires["a"].boxes["jump"] = 2
    t = ring(g, "C7", 2)[0]
    neutral(g, t, {"L": 1}, space=None)
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"P": 1, "D": 2})
    order = JumpOrder(origin="C7", to=t, units={"P": 1, "D": 2}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[6, 1, 1, 1]))
    assert any(e["type"] == "battle" and e["captured"] for e in events)


def test_attacker_retreats_to_its_origin():
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"B": 6, "L": 1}, face_up=True)
    g.systems[t].scans.append("a")
    mv.put(g, "a", "C7", {"P": 1, "F": 1})
    order = JumpOrder(origin="C7", to=t, units={"P": 1, "F": 1}, bunker="C7")
    mv.launch(g, "a", [order])
    mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[1] * 15))
    assert g.systems["C7"].stacks["a"].ships == {"S": 1, "T": 2, "P": 1, "F": 1}
    assert g.systems["C7"].stacks["a"].jumped == {"P": 1, "F": 1}


def test_transfer_rules():
    g = world()
    t = ring(g, "C7", 1)[0]
    empty(g, t).owner = "a"
    far = "E5"
    g.systems[far].owner = "a"
    g.systems[far].neutral = {}
    mv.put(g, "a", "C7", {"H": 3})
    # static units and troops move without cargo room, at any distance
    mv.transfer(g, "a", "C7", far, {"C": 1, "S": 1, "H": 3})
    assert g.systems[far].stacks["a"].troops == {"C": 1, "H": 3}
    with refused(IllegalAction, "not your system"):
        mv.check_transfer(g, "a", "C7", "G1", {"C": 1})
    mv.put(g, "b", t, {"B": 1})
    with refused(IllegalAction, "blockaded"):
        mv.check_transfer(g, "a", "C7", t, {"C": 1})
    mv.put(g, "b", t, {})
    g.systems[t].stacks["b"].ships = {"T": 1}  # survey teams do not blockade
    mv.check_transfer(g, "a", "C7", t, {"C": 1})
    mv.put(g, "a", "C7", {"F": 1, "P": 1})
    with refused(IllegalAction, "Fighters"):
        mv.check_transfer(g, "a", "C7", far, {"F": 1})  # no carrier room at the other end
    mv.check_transfer(g, "a", "C7", far, {"F": 1, "P": 1})


def test_used_bunkers_stay_used_when_transferred():
    g = world()
    g.systems["E5"].owner = "a"
    mv.use_bunker(g, "a", "C7")
    mv.transfer(g, "a", "C7", "E5", {"C": 2})
    assert g.systems["E5"].stacks["a"].used_bunkers == 1 and g.systems["E5"].stacks["a"].unused_bunkers() == 1


def test_breaking_a_blockade_of_your_own_system():
    g = world()
    t = ring(g, "C7", 1)[0]
    empty(g, t).owner = "a"
    g.systems[t].face_up = True
    mv.put(g, "b", t, {"B": 1})
    assert g.blockaded(t)
    mv.put(g, "a", "C7", {"B": 3})
    order = JumpOrder(origin="C7", to=t, units={"B": 3}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]))
    assert any(e["type"] == "battle" for e in events)
    assert not g.blockaded(t) and "b" not in g.systems[t].stacks


def test_tiles_are_secret_until_turned():
    g = world()
    hidden = [s for s in g.systems.values() if not s.face_up]
    assert all(s.tile and tiles.tile(s.tile).kind == s.kind for s in hidden)


def test_battle_from_building_under_a_blockade():
    g = world()
    t = ring(g, "C7", 1)[0]
    empty(g, t).owner = "a"
    g.systems[t].face_up = True
    mv.put(g, "b", t, {"B": 1})
    mv.put(g, "a", t, {"B": 2})  # just built by the owner
    events = mv.fight_here(g, "b", t, Rng(seed=1, forced=[1, 1, 1, 6, 1, 1, 1]))
    assert events[0]["type"] == "battle" and events[0]["defender"] == "a" and events[0]["attacker"] == "b"
    assert "b" not in g.systems[t].stacks and g.systems[t].stacks["a"].ships == {"B": 2}


def test_two_fleets_arrive_together_and_retreat_home_separately():
    g = world()
    a1, = [n for n in ring(g, "C7", 1) if g.distance(n, "C7") == 1][:1]
    target = [n for n in ring(g, "C7", 1) if n != a1 and g.distance(n, a1) == 1][0]
    empty(g, a1).owner = "a"
    g.systems[a1].face_up = True
    neutral(g, target, {"B": 6, "L": 1}, face_up=True)
    g.systems[target].scans.append("a")
    mv.put(g, "a", "C7", {"P": 1})
    mv.put(g, "a", a1, {"B": 1})
    orders = [JumpOrder(origin="C7", to=target, units={"P": 1}, bunker="C7"),
              JumpOrder(origin=a1, to=target, units={"B": 1}, bunker="C7")]
    mv.launch(g, "a", orders)
    events = mv.arrive(g, "a", target, orders, Rng(seed=1, forced=[1] * 17))
    battle = [e for e in events if e["type"] == "battle"][0]
    assert len(battle["result"]["rounds"][0]["attacker_rolls"]) == 5  # both fleets fired together
    assert g.systems["C7"].stacks["a"].ships.get("P") == 1
    assert g.systems[a1].stacks["a"].ships == {"B": 1}


def test_third_party_fights_the_orbiting_fleet_then_the_neutral_ground():
    g = world()
    t = ring(g, "C7", 1)[0]
    neutral(g, t, {"L": 2}, space=None, face_up=True)
    g.systems[t].scans.append("a")
    mv.put(g, "b", t, {"M": 1})  # b's fleet sits over the neutral after a failed invasion
    mv.put(g, "a", "C7", {"B": 2, "P": 2, "A": 4})
    order = JumpOrder(origin="C7", to=t, units={"B": 2, "P": 2, "A": 4}, bunker="C7")
    mv.launch(g, "a", [order])
    # space: 10 dice, one 6 kills the Mothership (it fires 1 die: miss); a's Assault Troops land
    # (12 dice): two 6s kill both Light Infantry, which fire back two misses
    rolls = [6] + [1] * 9 + [1] + [6, 6] + [1] * 10 + [1, 1]
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=rolls))
    battle = [e for e in events if e["type"] == "battle"][0]
    assert battle["defender"] == "b" and battle["captured"]
    s = g.systems[t]
    assert s.owner == "a" and s.neutral == {} and "b" not in s.stacks
    assert s.stacks["a"].troops == {"A": 4}


def test_a_fleet_orbiting_a_system_invades_it_with_a_jump_of_range_zero():
    g = world()
    g.empires["a"].boxes["jump"] = 2
    t = ring(g, "C7", 2)[0]
    neutral(g, t, {"L": 1}, space=None, face_up=True)
    g.systems[t].scans.append("a")
    mv.put(g, "a", t, {"P": 1, "L": 2})  # arrived out of command earlier
    g.empires["a"].boxes["comm"] = 2  # now the homeworld's bunkers reach it
    order = JumpOrder(origin=t, to=t, units={"P": 1, "L": 2}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[6, 1, 1]))
    assert any(e["type"] == "battle" and e["captured"] for e in events) and g.systems[t].owner == "a"


def test_a_used_command_bunker_still_defends():
    g = world()
    t = ring(g, "C7", 1)[0]
    s = neutral(g, t, {}, face_up=True)
    s.owner = "b"
    g.systems[t].scans.append("a")
    mv.put(g, "b", t, {"C": 1})
    g.systems[t].stacks["b"].used_bunkers = 1
    mv.put(g, "a", "C7", {"P": 1, "L": 2})
    order = JumpOrder(origin="C7", to=t, units={"P": 1, "L": 2}, bunker="C7")
    mv.launch(g, "a", [order])
    events = mv.arrive(g, "a", t, [order], Rng(seed=1, forced=[1] * 6))
    battle = [e for e in events if e["type"] == "battle"][0]
    assert len(battle["rounds"][0]["defender_rolls"]) == 2  # the used bunker's two dice


def test_a_defender_retreats_to_its_systems_in_jump_range_without_battle_or_blockade():
    g = world()
    start, near, far = ring(g, "C7", 1)[0], ring(g, "C7", 1)[1], ring(g, "C7", 3)[0]
    blockaded, busy = ring(g, "C7", 1)[2], ring(g, "C7", 1)[3]
    for name in (start, near, far, blockaded, busy):
        g.systems[name].owner = "a"
    mv.put(g, "b", blockaded, {"B": 1})
    options = mv.retreat_options(g, "a", start, busy={busy})
    assert near in options and "C7" in options
    assert not {start, far, blockaded, busy} & set(options)
