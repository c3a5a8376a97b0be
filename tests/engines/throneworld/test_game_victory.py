"""Victory attempts exactly as section 11, the Throneworld's six systems and its looting, homeworld
capture and revolt (section 9)."""


from engines.errors import IllegalAction
from engines.throneworld import chit_step, economy
from engines.throneworld.actions import Build, Chit, Commit, EventTarget, Jump, Pass, Scan
from engines.throneworld.chits import EVENT_CHITS

from ._game_support import (
    E,
    act,
    act_events,
    at,
    clear,
    give,
    home,
    kinds,
    own,
    place,
    refused,
    scan,
    set_tech,
    started,
)

TW = at(0, 0)


def free_hexes(state, count, exclude=()):
    names = [h.name for h in state.ground.systems.values()
             if h.owner is None and h.kind != "throne" and h.name not in exclude]
    return names[:count]


def scan_something(state, player):
    """A scan, so the expansion resolves (and victory is checked)."""
    set_tech(state, player, "comm", 6)
    from engines.throneworld.board import distance
    target = min((h.name for h in state.ground.systems.values() if player not in h.scans and h.owner != player),
                 key=lambda name: distance(state.ground, name, home(state, player)))
    state = act(state, player, Scan(hex=target))
    return act_events(state, player, Commit())


def with_systems(state, counts):
    used = set()
    for player, n in counts.items():
        have = sum(1 for h in state.ground.systems.values() if h.owner == player)
        for name in free_hexes(state, n - have, used):
            own(state, player, name)
            used.add(name)
    return state


def quiet(state):
    for p in state.players:
        give(state, p)
    return state


def test_an_attempt_starts_at_once_and_then_there_is_no_empire_phase():
    state = quiet(started(3, order=["p2", "p1", "p3"]))
    with_systems(state, {"p1": 15, "p2": 3, "p3": 3})
    state = act(state, "p2", Pass())
    state, events = scan_something(state, "p1")
    assert kinds(events, "attempt_started")[0]["player"] == "p1"
    state = act(state, "p1", Pass())
    state = act(state, "p3", Pass())
    # no empire phase: straight to the next turn, order fixed
    assert state.phase == "move" and state.turn == 2 and state.order == ["p2", "p1", "p3"]
    assert E.view(state, None).attempt["player"] == "p1"


def test_an_attempt_succeeds_after_everyone_else_had_a_whole_expansion():
    state = quiet(started(3, order=["p2", "p1", "p3"]))
    with_systems(state, {"p1": 15, "p2": 3, "p3": 3})
    state = act(state, "p2", Pass())
    state, events = scan_something(state, "p1")
    assert kinds(events, "attempt_started")
    state = act(state, "p1", Pass())
    state = act(state, "p3", Pass())  # p3's phase counts
    assert E.outcome(state) is None
    state, events = act_events(state, "p2", Pass())  # next turn: p2's phase completes the round
    assert E.outcome(state).winners == ["p1"] and kinds(events, "game_over")
    assert E.awaiting(state) == []


def test_surpassed_fails_but_tied_does_not():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    with_systems(state, {"p1": 15, "p2": 14, "p3": 3})
    state, _ = scan_something(state, "p1")
    state = act(state, "p1", Pass())
    with_systems(state, {"p2": 15})
    state, events = scan_something(state, "p2")
    assert not kinds(events, "attempt_failed")  # tied is not surpassed
    state = act(state, "p2", Pass())
    with_systems(state, {"p2": 16})
    state.current = 0  # let p2 act again for the test
    state.order = ["p2", "p3", "p1"]
    state.phase = "move"
    state, events = scan_something(state, "p2")
    failed = kinds(events, "attempt_failed")
    assert failed and failed[0]["why"] == "surpassed"
    assert kinds(events, "attempt_started")[0]["player"] == "p2"  # p2 now leads with 16


def test_dropping_below_the_minimum_fails_and_play_goes_on_with_the_empire_phase():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    with_systems(state, {"p1": 15, "p2": 3, "p3": 3})
    state, _ = scan_something(state, "p1")
    state = act(state, "p1", Pass())
    lost = next(h for h in state.ground.systems.values() if h.owner == "p1" and h.kind != "home")
    lost.owner = "p2"
    state, events = scan_something(state, "p2")
    assert kinds(events, "attempt_failed")[0]["why"] == "below"
    assert state.attempt is None
    state = act(state, "p2", Pass())
    state = act(state, "p3", Pass())
    assert state.phase == "research"  # the empire phase happens again


def test_a_stopper_who_starts_a_third_players_attempt_gets_a_phase_to_stop_it():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    with_systems(state, {"p1": 15, "p2": 3, "p3": 14})
    state, _ = scan_something(state, "p1")
    state = act(state, "p1", Pass())
    # p2 takes two of p1's systems: p1 drops to 13, p3 (14) now leads and qualifies? needs 15
    for h in [h for h in state.ground.systems.values() if h.owner == "p1" and h.kind != "home"][:2]:
        h.owner = "p2"
    with_systems(state, {"p3": 15})
    state, events = scan_something(state, "p2")
    assert kinds(events, "attempt_failed")[0]["player"] == "p1"
    assert kinds(events, "attempt_started")[0]["player"] == "p3"
    state = act(state, "p2", Pass())
    state = act(state, "p3", Pass())
    state = act(state, "p1", Pass())
    assert E.outcome(state) is None  # p2, who caused it, still gets its next phase
    state = act(state, "p2", Pass())
    assert E.outcome(state).winners == ["p3"]


def attack_the_throneworld(looted=False):
    """p1 invades a Throneworld held by one Light Infantry; every die is a 6."""
    state = quiet(started(2, order=["p1", "p2"]))
    near = at(1, 0)
    clear(state, TW)
    clear(state, near)
    state.ground.systems[TW].neutral = {"L": 1}
    state.ground.systems[TW].ground_tech = 1
    place(state, "p1", near, "M 5H")
    own(state, "p1", at(2, 0))
    place(state, "p1", at(2, 0), "C")
    scan(state, "p1", TW)
    set_tech(state, "p1", "ground", 6)
    set_tech(state, "p1", "comm", 2)  # a regular invasion needs the target in Comm range of the bunker
    state.throneworld_looted = looted
    state.rng.forced = [6] * 40
    state = act(state, "p1", Jump(fleet=near, to=TW, bunker=at(2, 0)))
    return act_events(state, "p1", Commit())


def test_the_throneworld_counts_six_and_its_first_captor_loots_the_treasury():
    state, events = attack_the_throneworld()
    assert state.ground.systems[TW].owner == "p1"
    assert E.view(state, None).scores["p1"] == 2 + 6
    assert kinds(events, "looted")[0]["credits"] in (10, 12)
    assert state.phase == "followup" and state.followup.mode == "loot"
    treasury = state.ground.empires["p1"].treasury
    with refused(IllegalAction, "Throneworld"):
        act(state, "p1", Build(at=home(state, "p1"), units="L"))  # spent there, nowhere else
    state = act(state, "p1", Build(at=TW, units="2L"))
    state = act(state, "p1", Build(done=True))
    assert state.ground.systems[TW].units_of("p1").get("L") == 2
    assert state.ground.empires["p1"].treasury == treasury  # what was not spent is lost
    assert state.phase == "chit"
    # no Economic Boom at the Throneworld the turn it falls
    assert TW not in chit_step.local_sites(state, "p1")


def test_only_the_first_captor_loots_the_treasury():
    state, events = attack_the_throneworld(looted=True)
    assert state.ground.systems[TW].owner == "p1"
    assert not kinds(events, "looted") and state.phase == "chit"


def test_an_economic_boom_at_the_throneworld_replaces_two_other_systems():
    state = quiet(started(2, order=["p1", "p2"]))
    give(state, "p1", "boom:3")
    own(state, "p1", TW)
    other = at(1, 0)
    own(state, "p1", other, dev=4)
    state = act(state, "p1", Commit())
    state = act(state, "p1", Chit(chit="boom", option="local"))
    credits = 12 if state.ground.empires["p1"].race == "Zytal" else 10
    assert chit_step.followup_sites(state, "p1")[TW] == credits
    state = act(state, "p1", Build(at=TW, units="2B"))
    with refused(IllegalAction, "instead of at two other"):
        act(state, "p1", Build(at=other, units="L"))


def to_production(state):
    for _ in state.order:
        state = act(state, state.current_player, Pass())
    state.cups.events = ["E09"]  # Production Advance: no effect on a production turn
    for p in state.players:
        state = act(state, p, E.on_timeout(state, p, None))
    assert state.phase == "production"
    return state


def near_home(state, player):
    return next(h for h in state.ground.within(home(state, player), 1) if h != home(state, player))


def capture_home(state, victim="p1", captor="p2"):
    h = state.ground.systems[home(state, victim)]
    h.stacks = {}
    h.owner = captor
    place(state, captor, h.name, "L")
    return h.name


def test_a_captured_homeworld_splits_its_production_and_its_owner_may_revolt():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    hw = capture_home(state)
    own(state, "p1", at(2, 0), dev=3)
    assert at(2, 0) not in economy.counted(state.ground, "p1")  # all its worlds produce locally
    treasury = state.ground.empires["p1"].treasury
    state = to_production(state)
    share = 6 if state.ground.empires["p1"].race == "Zytal" else 5
    assert state.ground.empires["p1"].treasury == treasury + share
    with refused(IllegalAction, "Command Bunkers"):
        act(state, "p1", Build(at=hw, units="C"))
    state = act(state, "p1", Build(at=hw, units="3A"))
    state = act(state, "p1", Build(done=True))
    give(state, "p2", "jam_intercept")  # the captor could intercept a jump there, but not a revolt
    place(state, "p2", near_home(state, "p1"), "3B C")
    state.rng.forced = [6] * 9 + [1] * 9  # the rising troops hit, the defender misses
    state = act(state, "p2", Build(done=True))
    state, events = act_events(state, "p3", Build(done=True))
    revolt = [e for e in kinds(events, "battle") if e.get("revolt")]
    assert revolt and revolt[0]["attacker"] == "p1" and revolt[0]["captured"]
    assert not kinds(events, "window") and not kinds(events, "intercept")
    assert state.ground.systems[hw].owner == "p1"


def test_warships_built_under_a_blockade_fight_it_at_once_with_the_owner_defending():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    sys_ = at(2, 0)
    own(state, "p1", sys_, dev=5)
    place(state, "p2", sys_, "B")
    state = to_production(state)
    state = act(state, "p1", Build(at=sys_, units="B"))  # blockaded: it produces locally, up to 5
    state = act(state, "p1", Build(done=True))
    state = act(state, "p2", Build(done=True))
    state, events = act_events(state, "p3", Build(done=True))
    battle = [e for e in kinds(events, "battle") if e.get("blockade")]
    assert battle and battle[0]["attacker"] == "p2" and battle[0]["defender"] == "p1"


def finish_turn(state):
    """Everyone lets the rest of the turn pass (timeouts), to the next expansion."""
    while state.phase != "move":
        player = E.awaiting(state)[0].player
        state = act(state, player, E.on_timeout(state, player, None))
    return state


def test_an_attempt_that_fails_and_comes_back_is_a_new_attempt():
    """Re-establishing the conditions starts a new attempt: everyone gets another expansion to stop it."""
    state = quiet(started(2, order=["p1", "p2"]))
    with_systems(state, {"p1": 16, "p2": 3})
    state, events = scan_something(state, "p1")
    assert kinds(events, "attempt_started")
    state = act(state, "p1", Pass())
    taken = next(h for h in state.ground.systems.values() if h.owner == "p1" and h.kind != "home")
    taken.owner = "p2"
    state, events = scan_something(state, "p2")
    assert kinds(events, "attempt_failed")[0]["why"] == "below"
    state = finish_turn(act(state, "p2", Pass()))
    taken.owner = None
    with_systems(state, {"p1": 16})
    state, events = scan_something(state, "p1")
    assert kinds(events, "attempt_started") and state.attempt.started_turn == 2
    state = act(state, "p1", Pass())
    assert E.outcome(state) is None  # the first attempt would have been won by now
    state = act(state, "p2", Pass())
    assert E.outcome(state).winners == ["p1"]


def test_an_attempt_begun_by_an_event_skips_the_rest_of_the_empire_phase():
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    with_systems(state, {"p1": 15, "p2": 15, "p3": 3})  # tied for the lead: no attempt
    target = next(h.name for h in state.ground.systems.values() if h.owner == "p2" and h.kind != "home")
    for p in state.order:
        state = act(state, p, Pass())
    state.cups.events = [next(c for c, chit in EVENT_CHITS.items() if chit.kind == "rebels" and chit.chooser == "last")]
    for p in state.players:
        state = act(state, p, E.on_timeout(state, p, None))
    treasuries = {p: e.treasury for p, e in state.ground.empires.items()}
    state, events = act_events(state, "p3", EventTarget(target=target))  # the rebels take an undefended world
    assert kinds(events, "attempt_started")[0]["player"] == "p1"
    assert kinds(events, "no_production") and not kinds(events, "production_phase")
    assert state.phase == "move" and state.turn == 2 and state.order == ["p1", "p2", "p3"]
    assert {p: e.treasury for p, e in state.ground.empires.items()} == treasuries
    assert state.track.production  # the marker did not move: it is frozen with the empire phase


def test_the_revolt_comes_after_everyone_has_built():
    """The captor's own production at the captured homeworld is there to meet the rising troops."""
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    hw = capture_home(state)
    state = to_production(state)
    state = act(state, "p1", Build(at=hw, units="3A"))
    state = act(state, "p1", Build(done=True))
    state = act(state, "p2", Build(at=hw, units="H"))  # p2 builds after p1 in the turn order
    state = act(state, "p2", Build(done=True))
    state.rng.forced = [1] * 13
    state, events = act_events(state, "p3", Build(done=True))
    revolt = [e for e in kinds(events, "battle") if e.get("revolt")][0]
    assert len(revolt["rounds"][0]["defender_rolls"]) == 1 + 3  # the Light Infantry and the new Heavy


def test_warships_built_at_a_captured_homeworld_fight_the_captors_fleet():
    """Section 9: building at a captured homeworld 'results in a battle there', the original owner
    attacking: new warships fight the captor's fleet in space (issue 21: they joined it with no fight),
    then the new troops rise on the ground."""
    state = quiet(started(3, order=["p1", "p2", "p3"]))
    hw = capture_home(state)
    place(state, "p2", hw, "B")
    state = to_production(state)
    state = act(state, "p1", Build(at=hw, units="B A"))
    state = act(state, "p1", Build(done=True))
    state = act(state, "p2", Build(done=True))
    state.rng.forced = [6] * 2 + [1] * 40  # the new Blaster hits; everything after misses
    state, events = act_events(state, "p3", Build(done=True))
    revolts = [e for e in kinds(events, "battle") if e.get("revolt")]
    assert [e["defender"] for e in revolts] == ["p2", "p2"]
    assert {r["arena"] for r in revolts[0]["rounds"]} == {"space"} and revolts[0]["attacker"] == "p1"
    assert {r["arena"] for r in revolts[1]["rounds"]} == {"ground"}
    g = state.ground
    assert "B" not in g.systems[hw].units_of("p2") and g.systems[hw].units_of("p1").get("B") == 1
