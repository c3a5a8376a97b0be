"""Random jumps on real maps: every unit that disappears is accounted for by a battle's losses or a
survey team's loss, and the state always round-trips through JSON."""

import pytest

from engines.errors import IllegalAction
from engines.rng import Rng
from engines.throneworld import galaxy
from engines.throneworld import movement as mv
from engines.throneworld import units as U


def everything(g) -> U.Units:
    out: U.Units = {}
    for s in g.systems.values():
        out = U.add(out, s.neutral)
        for st in s.stacks.values():
            out = U.add(out, st.units())
    return out


def accounted(events) -> U.Units:
    out: U.Units = {}
    for e in events:
        if e["type"] == "battle":
            for side in e["result"]["lost"].values():
                for units in side.values():
                    out = U.add(out, units)
        elif e["type"] == "survey_lost":
            out = U.add(out, {"T": e["count"]})
    return out


@pytest.mark.parametrize("seed", range(25))
def test_random_jumps_conserve_units(seed):
    rng = Rng(seed=seed)
    players = ["a", "b", "c"][: 2 + seed % 2]
    g = galaxy.setup(players, Rng(seed=seed))
    for p in players:
        g.empires[p].boxes.update(jump=rng.randint(1, 6), comm=rng.randint(1, 6), space=rng.randint(1, 8),
                                  ground=rng.randint(1, 8))
        mv.put(g, p, g.home(p), {"P": 3, "M": 1, "B": 2, "F": 2, "L": 3, "A": 2, "H": 2, "D": 3, "T": 2})
        for name in g.systems:  # everyone has scanned everything
            if p not in g.systems[name].scans:
                g.systems[name].scans.append(p)
    for turn in range(6):
        for p in players:
            mine = [n for n, s in g.systems.items() if p in s.stacks]
            rng.shuffle(mine)
            for origin in mine[:3]:
                free = mv.available(g, p, origin)
                ships = U.only(free, "TBPMF")
                if not ships:
                    continue
                send = U.clean({c: rng.randint(0, n) for c, n in ships.items()}) or ships
                room = U.capacity(send) - send.get("F", 0)
                troops = {}
                for c, n in U.only(free, "AHLD").items():
                    take = min(n, max(0, room))
                    if take:
                        troops[c] = take
                        room -= take
                order_units = U.add(send, troops)
                bunkers = mv.bunkers_for(g, p, origin)
                targets = g.within(origin, g.empires[p].jump)
                if not bunkers or not targets:
                    continue
                order = mv.JumpOrder(origin=origin, to=rng.choice(targets), units=order_units, bunker=bunkers[0])
                try:
                    mv.launch(g, p, [order])
                except IllegalAction:
                    continue
                before = everything(g)
                events = mv.arrive(g, p, order.to, [order], Rng(seed=seed * 1000 + turn))
                after = everything(g)
                assert U.add(after, accounted(events)) == before, events
                for s in g.systems.values():
                    for st in s.stacks.values():
                        assert st.used_bunkers <= st.troops.get("C", 0)
                        assert all(n > 0 for n in st.units().values())
        mv.flip_bunkers(g)
    assert galaxy.Galaxy.model_validate_json(g.model_dump_json()) == g
