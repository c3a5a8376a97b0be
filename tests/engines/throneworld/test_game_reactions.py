"""JAM / INTERCEPT / counter-JAM windows (rulebook section 8 and its JAM/counter-JAM example)."""

import pytest

from engines.errors import IllegalAction
from engines.throneworld import responses
from engines.throneworld.actions import Commit, Counterjam, Intercept, Jam, Jump, Pass, Scan, Transfer

from ._game_support import (
    E,
    act,
    act_events,
    at,
    clear,
    give,
    kinds,
    last_response,
    near,
    own,
    place,
    refused,
    scan,
    set_tech,
    started,
    units,
    used,
)

TW = at(0, 0)
FLEET3 = at(1, 0)  # next to the Throneworld
BUNKER_A = at(2, 0)  # Player One's ordering bunker
BUNKER_B = at(-1, -1)  # Player Two's jamming bunker, 3 from A
BUNKER_C = at(0, -2)  # Player One's counter-jamming bunker, 1 from B


def example():
    """The rulebook's JAM/counter-JAM example: Player One (Comm 2) jumps Fleet 3 to the Throneworld
    with the bunker at A; Player Two (Comm 4) holds a JAM chit and a bunker at B."""
    state = started(3, order=["p1", "p2", "p3"])
    for h in (TW, FLEET3, BUNKER_A, BUNKER_B, BUNKER_C):
        clear(state, h)
    own(state, "p1", BUNKER_A)
    own(state, "p1", BUNKER_C)
    own(state, "p2", BUNKER_B)
    place(state, "p1", FLEET3, "P 2L")
    place(state, "p1", BUNKER_A, "C")
    place(state, "p1", BUNKER_C, "C")
    place(state, "p2", BUNKER_B, "C")
    state.ground.systems[TW].neutral = {"S": 2, "B": 3, "L": 1}  # too strong to fall (no looting here)
    scan(state, "p1", TW)
    set_tech(state, "p1", "comm", 2)
    set_tech(state, "p2", "comm", 4)
    give(state, "p1", "hwreturn_jam")
    give(state, "p2", "jam_intercept")
    give(state, "p3")
    state = act(state, "p1", Jump(fleet=FLEET3, to=TW, bunker=BUNKER_A))
    return act(state, "p1", Commit())


def test_the_rulebook_jam_counterjam_example():
    state = example()
    assert state.phase == "window"
    assert [p.player for p in E.awaiting(state)] == ["p2"]  # p3 holds no JAM: not asked
    assert E.awaiting(state)[0].kind == "reaction"
    state = act(state, "p2", Jam(action=1, bunker=BUNKER_B))
    assert state.phase == "counterjam" and [p.player for p in E.awaiting(state)] == ["p1"]
    state, events = act_events(state, "p1", Counterjam(response=1, bunker=BUNKER_C))
    assert not kinds(events, "jammed")
    assert kinds(events, "jump")[0]["to"] == TW  # Fleet 3's jump succeeds
    assert state.phase == "chit"
    # every bunker involved stays used
    assert used(state, "p1", BUNKER_A) == 1
    assert used(state, "p2", BUNKER_B) == 1
    assert used(state, "p1", BUNKER_C) == 1


def test_without_a_counterjam_the_jam_stops_the_jump_and_its_bunker_stays_used():
    state = example()
    state = act(state, "p2", Jam(action=1, bunker=BUNKER_B))
    state, events = act_events(state, "p1", Pass())
    assert kinds(events, "jammed") and not kinds(events, "jump")
    assert state.ground.systems[FLEET3].units_of("p1") == {"P": 1, "L": 2}
    assert used(state, "p1", BUNKER_A) == 1


def test_counterjam_needs_a_bunker_within_the_proposers_comm_range_of_the_jam():
    state = example()
    state = act(state, "p2", Jam(action=1, bunker=BUNKER_B))
    set_tech(state, "p1", "comm", 1)
    clear(state, BUNKER_C)
    far = at(3, -3)
    own(state, "p1", far)
    place(state, "p1", far, "C")
    state.phase = "counterjam"
    with refused(IllegalAction, "Comm range"):
        act(state, "p1", Counterjam(response=1, bunker=far))


def test_a_jam_needs_a_bunker_within_the_jammers_comm_range_and_a_jam_chit():
    state = example()
    set_tech(state, "p2", "comm", 2)
    with refused(IllegalAction, "Comm range"):
        act(state, "p2", Jam(action=1, bunker=BUNKER_B))
    set_tech(state, "p2", "comm", 4)
    give(state, "p2", "artifact")
    with refused(IllegalAction, "JAM"):
        act(state, "p2", Jam(action=1, bunker=BUNKER_B))


def test_targets_owner_is_asked_first_and_only_one_jam_per_action():
    state = started(3, order=["p1", "p2", "p3"])
    target = at(1, -2)
    for h in (target, FLEET3, BUNKER_A, BUNKER_B, at(1, -3)):
        clear(state, h)
    own(state, "p3", target)
    own(state, "p2", BUNKER_B)
    own(state, "p3", at(1, -3))
    own(state, "p1", BUNKER_A)
    place(state, "p1", FLEET3, "P 2L")
    place(state, "p1", BUNKER_A, "C")
    place(state, "p2", BUNKER_B, "C")
    place(state, "p3", at(1, -3), "C")
    place(state, "p3", target, "L")
    scan(state, "p1", target)
    for p in ("p1", "p2", "p3"):
        set_tech(state, p, "comm", 4)
        set_tech(state, p, "jump", 3)
    give(state, "p1")
    give(state, "p2", "hwreturn_jam")
    give(state, "p3", "hwreturn_jam")
    state = act(state, "p1", Jump(fleet=FLEET3, to=target, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    assert state.window.queue[0] == "p3"  # the target's owner first, although p2 sits before p3
    state = act(state, "p3", Jam(action=1, bunker=at(1, -3)))
    # p2 could only have jammed the same action: one JAM per action, so p2 is not asked at all
    assert state.phase != "window"
    # the proposer holds no JAM but is still asked (skipping the step would show the hand); a pass
    # leaves the jump jammed
    assert state.phase == "counterjam"
    assert [a.do for a in E.legal_actions(state, "p1")] == ["pass"]
    state = act(state, "p1", Pass())
    assert state.phase == "chit"


def test_intercepts_are_placed_before_the_jump_resolves_and_defend():
    state = started(3, order=["p1", "p2", "p3"])
    target, fleet_at, bunker_at = at(1, -2), at(2, -3), at(2, -2)
    for h in (target, fleet_at, bunker_at, FLEET3, BUNKER_A):
        clear(state, h)
    own(state, "p2", target)
    own(state, "p2", fleet_at)
    own(state, "p2", bunker_at)
    own(state, "p1", BUNKER_A)
    place(state, "p1", FLEET3, "F")
    place(state, "p1", FLEET3, "P")
    place(state, "p1", BUNKER_A, "C")
    place(state, "p2", fleet_at, "2B")
    place(state, "p2", bunker_at, "C")
    place(state, "p2", target, "L")
    scan(state, "p1", target)
    set_tech(state, "p1", "jump", 3)
    set_tech(state, "p1", "comm", 3)
    give(state, "p1")
    give(state, "p2", "jam_intercept", "hwreturn_intercept")
    give(state, "p3")
    state = act(state, "p1", Jump(fleet=FLEET3, to=target, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    assert state.window.queue == ["p2"]
    # an intercept needs a fleet in Jump range of the target and a bunker in Comm range of the fleet
    state, events = last_response(state, "p2", Intercept(action=1, fleet=fleet_at, bunker=bunker_at))
    # p2 can do nothing more; the proposer, holding no JAM, passes the counter-jam: all resolves
    assert state.phase == "chit"
    types = [e["type"] for e in events]
    assert types.index("intercept") < types.index("battle")
    battle = kinds(events, "battle")[0]
    assert battle["defender"] == "p2"


def test_several_intercepts_need_different_bunkers_and_fleets():
    state = started(2, order=["p1", "p2"])
    target, f1, f2 = at(1, -2), at(2, -3), at(0, -3)
    for h in (target, f1, f2, FLEET3, BUNKER_A):
        clear(state, h)
    for h in (target, f1, f2):
        own(state, "p2", h)
    own(state, "p1", BUNKER_A)
    place(state, "p1", FLEET3, "B")
    place(state, "p1", BUNKER_A, "C")
    place(state, "p2", f1, "B C")
    place(state, "p2", f2, "B C")
    scan(state, "p1", target)
    set_tech(state, "p1", "jump", 3)
    set_tech(state, "p2", "jump", 3)
    give(state, "p1")
    give(state, "p2", "jam_intercept", "hwreturn_intercept", "jam_intercept")
    state = act(state, "p1", Jump(fleet=FLEET3, to=target, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    state = act(state, "p2", Intercept(action=1, fleet=f1, bunker=f1))
    with pytest.raises(IllegalAction):
        act(state, "p2", Intercept(action=1, fleet=f1, bunker=f2))  # the same fleet again
    state, events = last_response(state, "p2", Intercept(action=1, fleet=f2, bunker=f2))
    assert len(kinds(events, "intercept")) == 2


def test_nobody_who_can_respond_means_no_window():
    state = started(3, order=["p1", "p2", "p3"])
    for p in ("p2", "p3"):
        give(state, p)
    target = near(state, "p1")[0]
    state = act(state, "p1", Scan(hex=target))
    state, events = act_events(state, "p1", Commit())
    assert state.phase == "chit" and kinds(events, "scan")


def test_timeout_in_a_window_passes():
    state = example()
    assert E.on_timeout(state, "p2", None) == Pass()
    state = act(state, "p2", E.on_timeout(state, "p2", None))
    assert state.phase == "chit"


def test_a_pass_in_a_window_names_nobody_in_the_public_events():
    """Issue 19: who was asked in a secret window, and who let it pass, stays secret."""
    state = example()
    state, events = act_events(state, "p2", Pass())
    passed = kinds(events, "no_response")
    assert passed == [{"type": "no_response"}]


def test_a_counterjammed_intercept_is_not_placed():
    state = started(3, order=["p1", "p2", "p3"])
    target, fleet_at, bunker_at = at(1, -2), at(2, -3), at(2, -2)
    for h in (target, fleet_at, bunker_at, FLEET3, BUNKER_A):
        clear(state, h)
    own(state, "p2", target)
    own(state, "p2", fleet_at)
    own(state, "p2", bunker_at)
    own(state, "p1", BUNKER_A)
    place(state, "p1", FLEET3, "2B")
    place(state, "p1", BUNKER_A, "2C")  # one orders the jump, the other counter-jams
    place(state, "p2", fleet_at, "2B")
    place(state, "p2", bunker_at, "C")
    place(state, "p2", target, "L")
    scan(state, "p1", target)
    set_tech(state, "p1", "jump", 3)
    set_tech(state, "p1", "comm", 3)
    give(state, "p1", "hwreturn_jam")
    give(state, "p2", "hwreturn_intercept")
    give(state, "p3")
    state = act(state, "p1", Jump(fleet=FLEET3, to=target, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    state = act(state, "p2", Intercept(action=1, fleet=fleet_at, bunker=bunker_at))
    assert state.phase == "counterjam"
    assert E.view(state, None).responses[0]["kind"] == "intercept"
    state, events = act_events(state, "p1", Counterjam(response=1, bunker=BUNKER_A))
    assert not kinds(events, "intercept")  # the intercepting fleet stayed home
    assert units(state, "p2", fleet_at) == {"B": 2}
    assert units(state, "p1", target) == {"B": 2}  # p1's fleet arrived unopposed: p2 is blockaded
    assert state.ground.blockaded(target)


# --- more of section 8: what can be jammed, who may intercept, and with what -----------------------

TARGET, P2_FLEET, P2_BUNKER = at(1, -2), at(2, -3), at(2, -2)


def p2_defends(order=("p1", "p2", "p3"), p1_units="2B", p2_hand=("jam_intercept",)):
    """p1 (fleet at FLEET3, bunker at A) may jump to p2's world TARGET; p2 has a fleet of two
    Blasters next to it and a bunker beside that fleet."""
    state = started(3, order=list(order))
    for h in (TARGET, P2_FLEET, P2_BUNKER, FLEET3, BUNKER_A):
        clear(state, h)
    for h in (TARGET, P2_FLEET, P2_BUNKER):
        own(state, "p2", h)
    own(state, "p1", BUNKER_A)
    place(state, "p1", FLEET3, p1_units)
    place(state, "p1", BUNKER_A, "C")
    place(state, "p2", P2_FLEET, "2B")
    place(state, "p2", P2_BUNKER, "C")
    scan(state, "p1", TARGET)
    set_tech(state, "p1", "jump", 3)
    set_tech(state, "p1", "comm", 3)
    set_tech(state, "p2", "comm", 2)
    give(state, "p1")
    give(state, "p2", *p2_hand)
    give(state, "p3")
    return state


def test_an_intercepted_survey_team_is_destroyed_and_places_no_scan_marker():
    state = p2_defends(p1_units="T")
    state.ground.systems[TARGET].scans.remove("p1")
    state = act(state, "p1", Jump(fleet=FLEET3, to=TARGET, bunker=BUNKER_A, units="T"))
    state = act(state, "p1", Commit())
    state, events = last_response(state, "p2", Intercept(action=1, fleet=P2_FLEET, bunker=P2_BUNKER))
    assert kinds(events, "survey_lost")[0]["player"] == "p1"
    assert "p1" not in state.ground.systems[TARGET].scans
    assert units(state, "p2", TARGET) == {"B": 2} and not units(state, "p1", TARGET)


def test_a_scan_can_be_jammed_and_its_bunker_stays_used():
    state = started(3, order=["p1", "p2", "p3"])
    for h in (BUNKER_A, BUNKER_B, TARGET):
        clear(state, h)
    own(state, "p1", BUNKER_A)
    own(state, "p2", BUNKER_B)
    place(state, "p1", BUNKER_A, "C")
    place(state, "p2", BUNKER_B, "C")
    set_tech(state, "p1", "comm", 3)
    set_tech(state, "p2", "comm", 4)
    give(state, "p1")
    give(state, "p2", "hwreturn_jam")
    give(state, "p3")
    state = act(state, "p1", Scan(hex=TARGET, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    state, events = last_response(state, "p2", Jam(action=1, bunker=BUNKER_B))
    assert kinds(events, "jammed") and not kinds(events, "scan")
    assert "p1" not in state.ground.systems[TARGET].scans
    assert used(state, "p1", BUNKER_A) == 1 and used(state, "p2", BUNKER_B) == 1


def test_one_jammed_jump_of_a_two_fleet_attack_does_not_stop_the_other():
    """8.11: the other jump still happens and the proposer can't call it off."""
    state = started(3, order=["p1", "p2", "p3"])
    first, second, bunkers = at(1, -1), at(2, -2), at(1, 0)
    for h in (TARGET, first, second, bunkers, BUNKER_B):
        clear(state, h)
    neutral = state.ground.systems[TARGET]
    neutral.neutral, neutral.face_up, neutral.ground_tech = {"L": 1}, True, 1
    own(state, "p1", bunkers)
    own(state, "p2", BUNKER_B)
    place(state, "p1", bunkers, "2C")
    place(state, "p1", first, "P L")
    place(state, "p1", second, "P L")
    place(state, "p2", BUNKER_B, "C")
    scan(state, "p1", TARGET)
    set_tech(state, "p1", "comm", 2)
    set_tech(state, "p2", "comm", 4)
    give(state, "p1")
    give(state, "p2", "hwreturn_jam")
    give(state, "p3")
    state = act(state, "p1", Jump(fleet=first, to=TARGET, bunker=bunkers))
    state = act(state, "p1", Jump(fleet=second, to=TARGET, bunker=bunkers))
    state = act(state, "p1", Commit())
    state, events = last_response(state, "p2", Jam(action=1, bunker=BUNKER_B))
    assert [e["action"] for e in kinds(events, "jammed")] == [1]
    assert [e["from"] for e in kinds(events, "jump")] == [second]
    assert units(state, "p1", first) == {"P": 1, "L": 1}
    assert used(state, "p1", bunkers) == 2


def test_a_transfer_can_not_be_jammed():
    state = p2_defends()
    own(state, "p1", FLEET3)
    set_tech(state, "p2", "comm", 6)  # p2 could reach any bunker of p1's
    state = act(state, "p1", Transfer(origin=BUNKER_A, to=FLEET3, units="C"))
    state, events = act_events(state, "p1", Commit())
    assert state.phase == "chit" and not kinds(events, "window")
    assert units(state, "p1", FLEET3)["C"] == 1


def test_only_the_owner_of_an_unblockaded_world_intercepts_with_a_fleet_in_jump_range():
    state = p2_defends()
    far = at(-1, -1)  # three hexes from TARGET, beyond p2's Jump 1
    clear(state, far)
    own(state, "p2", far)
    place(state, "p2", far, "B C")
    set_tech(state, "p2", "jump", 1)
    state = act(state, "p1", Jump(fleet=FLEET3, to=TARGET, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    assert E.awaiting(state)[0].player == "p2"
    with refused(IllegalAction, "Jump range"):
        act(state, "p2", Intercept(action=1, fleet=far, bunker=far))
    with refused(IllegalAction, "system you own"):
        responses.check_intercept(state, "p3", Intercept(action=1, fleet=P2_FLEET, bunker=P2_BUNKER))
    blockaded = state.model_copy(deep=True)
    place(blockaded, "p3", TARGET, "B")
    with refused(IllegalAction, "blockaded"):
        act(blockaded, "p2", Intercept(action=1, fleet=P2_FLEET, bunker=P2_BUNKER))


def test_units_that_jumped_this_turn_may_intercept():
    state = p2_defends(order=("p2", "p1", "p3"))
    state.ground.systems[P2_FLEET].stacks["p2"].jumped = {"B": 2}  # as if p2 had jumped them here
    state = act(state, "p2", Pass())
    state = act(state, "p1", Jump(fleet=FLEET3, to=TARGET, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    state, events = last_response(state, "p2", Intercept(action=1, fleet=P2_FLEET, bunker=P2_BUNKER))
    assert kinds(events, "intercept")


def test_intercepting_does_not_stop_a_fleet_jumping_later_that_turn():
    state = p2_defends(p1_units="F P")
    place(state, "p2", P2_BUNKER, "C")  # a second bunker, for p2's own jump later
    state = act(state, "p1", Jump(fleet=FLEET3, to=TARGET, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    state.rng.forced = [1, 1, 1, 6, 6, 6, 6]  # p1's fleet misses; p2's Blasters destroy it
    state, _ = last_response(state, "p2", Intercept(action=1, fleet=P2_FLEET, bunker=P2_BUNKER))
    state = act(state, "p1", Pass())
    assert state.current_player == "p2" and units(state, "p2", TARGET) == {"B": 2}
    state = act(state, "p2", Jump(fleet=TARGET, to=P2_FLEET, bunker=P2_BUNKER))  # the interceptors jump on
    assert len(state.plan) == 1


def test_two_bunkers_in_one_hex_make_two_intercepts():
    state = p2_defends(p2_hand=("jam_intercept", "hwreturn_intercept"))
    second = at(1, -3)
    clear(state, second)
    own(state, "p2", second)
    place(state, "p2", second, "B")
    clear(state, P2_BUNKER)
    place(state, "p2", P2_FLEET, "2C")  # both bunkers beside the first fleet, one hex from the second
    state = act(state, "p1", Jump(fleet=FLEET3, to=TARGET, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    state = act(state, "p2", Intercept(action=1, fleet=P2_FLEET, bunker=P2_FLEET))
    state, events = last_response(state, "p2", Intercept(action=1, fleet=second, bunker=P2_FLEET))
    assert len(kinds(events, "intercept")) == 2 and used(state, "p2", P2_FLEET) == 2


def test_the_intercept_of_a_jammed_jump_is_still_placed():
    """Step 4 of the sequence: every intercept that was not counter-jammed is placed."""
    state = p2_defends()
    clear(state, BUNKER_B)
    own(state, "p3", BUNKER_B)
    place(state, "p3", BUNKER_B, "C")
    set_tech(state, "p3", "comm", 4)
    give(state, "p3", "hwreturn_jam")
    state = act(state, "p1", Jump(fleet=FLEET3, to=TARGET, bunker=BUNKER_A))
    state = act(state, "p1", Commit())
    assert state.window.queue == ["p2", "p3"]  # the target's owner first
    state = act(state, "p2", Intercept(action=1, fleet=P2_FLEET, bunker=P2_BUNKER))  # its last such chit
    state, events = last_response(state, "p3", Jam(action=1, bunker=BUNKER_B))
    assert kinds(events, "jammed") and kinds(events, "intercept") and not kinds(events, "battle")
    assert units(state, "p2", TARGET) == {"B": 2} and units(state, "p1", FLEET3) == {"B": 2}
