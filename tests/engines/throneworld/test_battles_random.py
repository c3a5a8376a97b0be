"""Random battles: every battle ends, and units are lost only to hits, cargo, or capture rules."""

import pytest

from engines.rng import Rng
from engines.throneworld import units as U
from engines.throneworld.combat import Battle, BattleOrders, Group, Side, fight

SHIPS = "BPMF"
TROOPS = "AHLD"


def random_battle(rng: Rng) -> Battle:
    def force(letters, most):
        return U.clean({c: rng.randint(0, most) for c in letters})

    groups = []
    for _ in range(rng.randint(1, 3)):
        ships = force(SHIPS, 3) or {"B": 1}
        room = U.capacity(ships) - ships.get("F", 0)
        if room < 0:
            ships["P"] = ships.get("P", 0) + (-room + 1) // 2
            room = U.capacity(ships) - ships.get("F", 0)
        aboard: U.Units = {}
        for _ in range(rng.randint(0, max(0, room))):
            c = rng.choice(TROOPS)
            aboard[c] = aboard.get(c, 0) + 1
        groups.append(Group(ships=ships, aboard=aboard, origin="A1", in_command=rng.random() < 0.7))
    player_defender = rng.random() < 0.4
    dships = force("SBPMF", 2)
    if dships.get("F", 0) > U.capacity(dships):
        dships["M"] = dships.get("M", 0) + 1
    army = force("CAHLD", 3) if rng.random() < 0.9 else {}
    race = rng.choice(["Buralti", "Pasha", "Q'teni", "Trill", "Veneb", "Zytal"])
    orders = BattleOrders(retreat=rng.choice(["never", "outgunned"]), drop=rng.random() < 0.8,
                          first_fire=rng.random() < 0.8)
    attacker = Side(owner="me", race=race, space_tech=rng.randint(1, 6), ground_tech=rng.randint(1, 6),
                    jump_tech=rng.randint(1, 6), orders=orders)
    owner = "you" if player_defender else None
    defender = Side(owner=owner, space_tech=rng.randint(1, 7), ground_tech=rng.randint(1, 7),
                    orders=BattleOrders(retreat=rng.choice(["never", "outgunned"])))
    return Battle(hex="E5", attacker=attacker, groups=groups, space_defender=defender if dships else None,
                  defence=Group(ships=dships), ground_defender=defender, army=army,
                  defender_retreats=["C3"] if player_defender else [])


def total(units_list):
    out: U.Units = {}
    for u in units_list:
        out = U.add(out, u)
    return out


@pytest.mark.parametrize("seed", range(300))
def test_random_battle_conserves_units_and_ends(seed):
    rng = Rng(seed=seed)
    battle = random_battle(rng)
    result = fight(battle, Rng(seed=seed + 1000))
    att_before = total([U.add(g.ships, g.aboard) for g in battle.groups])
    att_after = total([U.add(g.ships, g.aboard) for g in result.groups] + [result.attacker_army])
    att_lost = total(list(result.lost["attacker"].values()))
    assert U.add(att_after, att_lost) == att_before
    assert set(result.lost["attacker"]) <= {"hit", "cargo"}
    def_before = U.add(U.add(battle.defence.ships, battle.defence.aboard), battle.army)
    def_after = U.add(U.add(result.defence.ships, result.defence.aboard), result.army)
    def_lost = total(list(result.lost["defender"].values()))
    assert U.add(def_after, def_lost) == def_before
    assert set(result.lost["defender"]) <= {"hit", "cargo", "capture"}
    if "capture" in result.lost["defender"]:
        assert result.captured
    # it ended: one side is gone from each arena that was fought in
    alive_att = [g for g in result.groups if g.retreated_to is None and U.count(g.ships, "BPMFS")]
    alive_def_space = U.count(result.defence.ships, "BPMFS") if result.defence_retreated_to is None else \
        U.count(result.defence.ships, "S")
    assert not (alive_att and alive_def_space)
    assert not (result.attacker_army and result.army)
    # every fleet left fits its cargo
    for g in result.groups:
        assert U.cargo_ok(g.ships, g.aboard) or not U.count(g.ships, "BPMF")
    assert result.winner in ("attacker", "defender", "none")
    if result.captured:
        assert result.attacker_army and not result.army


def test_same_seed_same_battle():
    battle = random_battle(Rng(seed=5))
    assert fight(battle, Rng(seed=9)) == fight(battle, Rng(seed=9))
