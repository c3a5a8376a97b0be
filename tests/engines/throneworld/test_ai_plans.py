"""What the AI seat decides in set positions (issue 21): it counts what it has on order, buys carriers
for troops it has, goes for the Throneworld with every fleet in reach, and brings a stranded fleet home.
(The figures over whole games are measure_ai.py's, on the rules page.)"""

import random

from engines.throneworld import actions as A
from engines.throneworld import hexmap
from engines.throneworld.engine import Throneworld

from ._game_support import act, at, clear, give, home, own, place, scan, set_tech, started
from .test_game_victory import quiet, to_production

E = Throneworld()
TW = hexmap.THRONE


def ai(state, player):
    return E.ai_action(state, player, random.Random(0))


def test_the_home_guard_counts_what_is_already_on_order():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    hw = home(state, "p1")
    enemy = next(h for h in state.ground.within(hw, 2) if h != hw and not state.ground.systems[h].stacks)
    place(state, "p2", enemy, "3B")  # a fleet within reach: the homeworld is threatened
    state = to_production(state)
    state.ground.empires["p1"].treasury = 60
    first = ai(state, "p1")
    assert first == A.Build(at=hw, units="2H")
    state = act(state, "p1", first)
    state = act(state, "p1", A.Build(at=hw, units="2H"))
    assert ai(state, "p1").units != "2H"  # four Heavy Infantry on order: no more


def test_troops_without_carriers_get_carriers_and_troops_are_never_bought_alone():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    hw = home(state, "p1")
    place(state, "p1", hw, "6L")
    state = to_production(state)
    state.ground.empires["p1"].treasury = 40
    state.ground.empires["p1"].boxes["comm"] = 1
    wanted = []
    while True:
        action = ai(state, "p1")
        if action.done:
            break
        wanted.append(action.units)
        state = act(state, "p1", action)
    assert wanted[:2] == ["M", "M"]  # six Light Infantry need two Motherships' room (5 each)
    assert not [w for w in wanted if w in ("L", "D", "A", "H", "2L")]


def test_every_fleet_in_reach_goes_for_the_throneworld_together():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    g = state.ground
    a, b = at(1, 0), at(0, 1)
    for h in (TW, a, b):
        clear(state, h)
    g.systems[TW].neutral = {"B": 2, "L": 2}
    for h in (a, b):
        own(state, "p1", h)
        place(state, "p1", h, "C 4B 2P 4A")
    scan(state, "p1", TW)
    set_tech(state, "p1", "comm", 2)
    first = ai(state, "p1")
    assert isinstance(first, A.Jump) and first.to == TW
    state = act(state, "p1", first)
    second = ai(state, "p1")
    assert isinstance(second, A.Jump) and second.to == TW and second.fleet != first.fleet


def test_an_out_of_command_fleet_is_brought_home_by_hw_return():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    give(state, "p1", *["hwreturn_jam"] * 3, *["hwreturn_intercept"] * 2)  # nothing else to play
    g = state.ground
    far = next(n for n, s in sorted(g.systems.items())
               if s.kind != "home" and (g.distance(n, home(state, "p1")) or 0) >= 3 and not s.stacks)
    own(state, "p1", far)
    place(state, "p1", far, "3B 2L")
    state = act(state, "p1", A.Commit())  # nothing planned: on to the chit step
    action = ai(state, "p1")
    assert action == A.Chit(chit=action.chit, use="hwreturn", origins=[far])
