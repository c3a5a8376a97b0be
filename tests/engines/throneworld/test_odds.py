"""The battle estimator."""


from engines.errors import IllegalAction
from engines.rng import Rng
from engines.throneworld import galaxy
from engines.throneworld import movement as mv
from engines.throneworld.combat import Battle, Group, Side
from engines.throneworld.odds import estimate, estimate_jump
from tests.engines.throneworld._game_support import english, refused


def regular():
    return Battle(attacker=Side(owner="me"), groups=[Group(ships={"P": 1}, aboard={"L": 1, "H": 1}, origin="A1")],
                  ground_defender=Side(), army={"L": 2})


def test_estimate_is_repeatable_and_sane():
    a = estimate(regular(), trials=200, seed=3)
    b = estimate(regular(), trials=200, seed=3)
    assert a == b
    assert 0.8 < a.capture <= 1.0
    assert a.capture + a.defender_holds <= 1.0 + 1e-9
    assert a.defender_loss_units["L"] > 1.5
    assert "to capture" in english(a.summary())


def test_more_force_means_better_odds():
    weak = estimate(regular(), trials=200)
    strong = regular()
    strong.groups[0].aboard = {"A": 2, "L": 2}
    strong.groups[0].ships = {"P": 2}
    assert estimate(strong, trials=200).capture > weak.capture - 0.01
    tech = regular()
    tech.attacker = Side(owner="me", ground_tech=3)
    assert estimate(tech, trials=200).attacker_loss_credits < weak.attacker_loss_credits


def test_estimate_a_proposed_jump_needs_a_scan():
    g = galaxy.setup(["a", "b"], Rng(seed=4), races=["Pasha", "Zytal"])
    t = [n for n in g.within("C7", 1) if n != "C7"][0]
    s = g.systems[t]
    s.tile, s.dev, s.space_tech, s.ground_tech, s.neutral = "o10", 2, None, 1, {"L": 2}
    mv.put(g, "a", "C7", {"P": 1, "L": 1, "H": 1})
    order = mv.JumpOrder(origin="C7", to=t, units={"P": 1, "L": 1, "H": 1}, bunker="C7")
    with refused(IllegalAction, "not scanned"):
        estimate_jump(g, "a", [order])
    s.scans.append("a")
    before = g.model_dump()
    odds = estimate_jump(g, "a", [order], trials=100)
    assert odds is not None and odds.capture > 0.8
    assert g.model_dump() == before  # nothing moved, nothing revealed
