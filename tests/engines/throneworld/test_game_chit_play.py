"""Each action chit option (section 5.2) and each event (section 6.2)."""

import pytest

from engines.errors import BadArguments, IllegalAction
from engines.throneworld import empire
from engines.throneworld.actions import Build, Chit, Commit, EventTarget, Pass, Research
from engines.throneworld.chits import EVENT_CHITS
from engines.throneworld.units import parse as parse_units

from ._game_support import (
    E,
    act,
    act_events,
    at,
    give,
    home,
    kinds,
    notes_of,
    own,
    place,
    refused,
    set_tech,
    started,
    units,
)

SYS = at(3, 0)
FAR = at(-1, 2)
NEXT = at(2, 1)  # next to SYS
THIRD = at(3, -1)


def chit_step(n=3, **hand):
    state = started(n, order=[f"p{i}" for i in range(1, n + 1)])
    for p in state.players:
        give(state, p, *hand.get(p, ()))
    state = act(state, "p1", Commit())
    assert state.phase == "chit"
    return state


def test_artifact_two_attempts_one_at_a_time():
    state = chit_step(p1=["artifact"])
    state.rng.forced = [6, 6]
    state, events = act_events(state, "p1", Chit(chit="artifact", tech="space"))
    assert kinds(events, "research")[0]["tech"] == "space" and state.phase == "followup"
    state, events = act_events(state, "p1", Research(tech="space"))
    assert kinds(events, "research")[0]["advanced"]
    assert state.ground.empires["p1"].boxes["space"] >= 3


def test_boom_credits_then_building_at_the_homeworld():
    state = chit_step(p1=["boom:3"])
    before = state.ground.empires["p1"].treasury
    state, events = act_events(state, "p1", Chit(chit="boom", option="credits"))
    gained = kinds(events, "credits")[0]["credits"]
    assert gained in (10, 12) and state.ground.empires["p1"].treasury == before + gained
    state = act(state, "p1", Build(units="2B"))
    state = act(state, "p1", Build(done=True))
    assert state.ground.empires["p1"].treasury == before + gained - 8
    assert state.ground.systems[home(state, "p1")].units_of("p1")["B"] == 2


def test_boom_local_production_at_two_systems_limited_by_development():
    state = chit_step(p1=["boom:4"])
    a, b, c = SYS, NEXT, THIRD
    for h, dev in ((a, 2), (b, 3), (c, 1)):
        own(state, "p1", h, dev=dev)
    state = act(state, "p1", Chit(chit="boom", option="local"))
    zytal = state.ground.empires["p1"].race == "Zytal"
    with pytest.raises(IllegalAction):
        act(state, "p1", Build(at=a, units="2L" if zytal else "P"))  # 5 > development 2 (+1 Zytal)
    state = act(state, "p1", Build(at=a, units="L"))
    state = act(state, "p1", Build(at=b, units="L"))
    with refused(IllegalAction, "already produces"):
        act(state, "p1", Build(at=c, units="L"))
    state = act(state, "p1", Build(done=True))
    assert state.ground.systems[a].units_of("p1") == {"L": 1}


def test_boom_develop_raises_up_to_six():
    state = chit_step(p1=["boom:5"])
    own(state, "p1", SYS, dev=3)
    state = act(state, "p1", Chit(chit="boom", option="develop", target=SYS))
    assert state.ground.systems[SYS].dev == 6


def test_sabotage_develop_never_below_the_printed_value():
    state = chit_step(p1=["sabotage:4"])
    own(state, "p2", SYS, dev=2)
    with refused(IllegalAction, "printed"):
        act(state, "p1", Chit(chit="sabotage", option="develop", target=SYS))
    state.ground.systems[SYS].dev = 5
    state = act(state, "p1", Chit(chit="sabotage", option="develop", target=SYS))
    assert state.ground.systems[SYS].dev == 2


def test_sabotage_force_leaves_one_unit_and_spares_homeworlds():
    state = chit_step(p1=["sabotage:3"])
    own(state, "p2", SYS)
    place(state, "p2", SYS, "4P")
    state = act(state, "p1", Chit(chit="sabotage", option="force", target=SYS, space=3, ground=0))
    assert state.ground.systems[SYS].units_of("p2") == {"P": 1}
    state = chit_step(p1=["sabotage:3"])
    place(state, "p2", home(state, "p2"), "4P")
    with refused(IllegalAction, "homeworld"):
        act(state, "p1", Chit(chit="sabotage", option="force", target=home(state, "p2"), space=3, ground=0))


def test_sabotage_at_the_owners_system_lets_the_owner_load_its_army():
    """The rulebook's Sabotage 3 example against a 4P fleet with a 4A H army at the owner's system:
    before it resolves the owner may put the army aboard, so three points in space cost it one
    Protector, not three (issue 21: the engine kept the owner's troops on the ground)."""
    state = chit_step(p1=["sabotage:3"])
    own(state, "p2", SYS)
    place(state, "p2", SYS, "4P 4A H")
    state = act(state, "p1", Chit(chit="sabotage", option="force", target=SYS, space=3, ground=0))
    assert units(state, "p2", SYS) == {"P": 3, "A": 4, "H": 1}
    state = chit_step(p1=["sabotage:3"])
    own(state, "p2", SYS)
    place(state, "p2", SYS, "4P 4A H")
    state = act(state, "p1", Chit(chit="sabotage", option="force", target=SYS, space=2, ground=1))
    # the example's other case: two points in space and one on the ground cost 2 P and an Assault
    assert units(state, "p2", SYS) == {"P": 2, "A": 3, "H": 1}


@pytest.mark.parametrize(("removal", "legal"), [
    ("S 2F", True), ("P 2F A", True), ("S F A", True), ("C F", True),  # the rulebook's legal options
    ("C A", False),  # would leave no army
    ("P F A", False),  # 3 points, and a Protector goes only with its cargo
    ("S C", False),  # 5 points
    ("P 2F", False),  # 3 points
])
def test_the_rulebook_sabotage_example_on_a_neutral(removal, legal):
    state = chit_step(p1=["sabotage:4"])
    h = state.ground.systems[FAR]
    h.owner, h.kind = None, "outer"
    h.neutral = parse_units("S P 2F C A")
    h.scans = ["p1"]
    action = Chit(chit="sabotage", option="neutral", target=FAR, units=removal)
    if legal:
        state = act(state, "p1", action)
        assert h.face_up or state.ground.systems[FAR].face_up
    else:
        with pytest.raises(IllegalAction):
            act(state, "p1", action)


def test_hw_return_brings_units_home_from_two_systems():
    state = chit_step(p1=["hwreturn_jam"])
    a, b = SYS, NEXT
    own(state, "p1", a)
    own(state, "p1", b)
    place(state, "p1", a, "P L")
    place(state, "p1", b, "C")
    state = act(state, "p1", Chit(chit="hwreturn", origins=[a, b]))
    at_home = units(state, "p1", home(state, "p1"))
    assert at_home["P"] == 1 and at_home["L"] == 1 and at_home["C"] == 3
    assert not units(state, "p1", a)


def test_hw_return_is_a_transfer_of_the_units_the_player_chooses():
    """5.2 HW Return TRANSFERs units home, and a TRANSFER (5.1) moves as many units as desired: the
    bunker, the shield and the garrison may stay (issue 21: the engine brought everything home)."""
    state = chit_step(p1=["hwreturn_jam"])
    a, b = SYS, NEXT
    own(state, "p1", a)
    own(state, "p1", b)
    place(state, "p1", a, "C S P 3L")
    place(state, "p1", b, "M 2H")
    before = units(state, "p1", home(state, "p1"))
    with refused(BadArguments, "Give the units for each of the 2 origins"):
        act(state, "p1", Chit(chit="hwreturn", origins=[a, b], units="P 2L"))
    with refused(IllegalAction, "You do not have"):
        act(state, "p1", Chit(chit="hwreturn", origins=[a], units="2P"))
    state = act(state, "p1", Chit(chit="hwreturn", origins=[a, b], units="P 2L; 2H"))
    assert units(state, "p1", a) == {"C": 1, "S": 1, "L": 1}
    assert units(state, "p1", b) == {"M": 1}
    at_home = units(state, "p1", home(state, "p1"))
    assert at_home == {**before, "P": before.get("P", 0) + 1, "L": before.get("L", 0) + 2,
                       "H": before.get("H", 0) + 2}


def test_a_jam_chit_can_not_be_played_in_the_expansion():
    state = chit_step(p1=["jam_intercept"])
    with pytest.raises(IllegalAction):
        act(state, "p1", Chit(chit="jam"))


# --- events -------------------------------------------------------------------------------------


def to_event(state, chit_id):
    """Finish the expansions and research so that `chit_id` is the event drawn."""
    for _ in state.order:
        if state.phase in ("move", "chit"):
            state = act(state, state.current_player, Pass())
    for p in state.players:
        state.cups.events = [chit_id]
        state = act(state, p, Research(tech="none"))
    return state


def event_id(kind, chooser=None, value=None):
    return next(c for c, chit in EVENT_CHITS.items() if chit.kind == kind and
                (chooser is None or chit.chooser == chooser) and (value is None or chit.value == value))


def test_production_delay_and_advance():
    state = started(2, order=["p1", "p2"])
    state = to_event(state, event_id("production_delay"))
    assert state.phase == "move" and state.turn == 2  # turn 1 produced nothing
    assert state.track.production  # turn 2 now is a production turn
    state = to_event(state, event_id("production_advance"))  # already a production turn: no effect
    assert state.phase == "production"


def test_rebels_chosen_by_the_last_player_strike_a_printed_positive_system():
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p2", SYS, dev=3)
    state = to_event(state, event_id("rebels", "last"))
    assert state.phase == "event" and E.awaiting(state)[0].player == "p3"
    with pytest.raises(IllegalAction):
        act(state, "p3", EventTarget(target=home(state, "p2")))  # never a homeworld
    state.rng.forced = [6, 6, 1, 1]
    state, events = act_events(state, "p3", EventTarget(target=SYS))
    assert kinds(events, "lost")[0]["why"] == "rebels"
    assert state.ground.systems[SYS].owner is None and state.ground.systems[SYS].neutral == {"L": 2}
    assert state.phase == "production"


def test_imperial_attack_by_the_first_player_and_survivors_removed():
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p3", SYS, dev=3)
    state = to_event(state, event_id("imperial_attack", "first", 1))
    assert E.awaiting(state)[0].player == "p1"
    state.rng.forced = [6, 6, 6, 6]
    state, events = act_events(state, "p1", EventTarget(target=SYS))
    assert kinds(events, "lost")[0]["why"] == "imperial_attack"
    assert state.ground.systems[SYS].owner is None and state.ground.systems[SYS].neutral == {}


def test_imperial_attack_can_be_intercepted_by_the_owner():
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p2", SYS, dev=3)
    fleet_at = NEXT
    own(state, "p2", fleet_at)
    place(state, "p2", fleet_at, "3B C")
    set_tech(state, "p2", "jump", 2)
    give(state, "p2", "jam_intercept")
    state = to_event(state, event_id("imperial_attack", "first", 0))
    state = act(state, "p1", EventTarget(target=SYS))
    assert state.phase == "window" and E.awaiting(state)[0].player == "p2"
    from engines.throneworld.actions import Intercept
    state, events = act_events(state, "p2", Intercept(action=1, fleet=fleet_at, bunker=fleet_at))
    assert kinds(events, "intercept") and kinds(events, "battle")


def test_imperial_sabotage_develop_or_force():
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p2", SYS, dev=2)
    state.ground.systems[SYS].dev = 6
    place(state, "p2", SYS, "3P")
    first = to_event(state, event_id("imperial_sabotage", "first", 3))
    assert E.awaiting(first)[0].player == "p1"
    with pytest.raises(IllegalAction):
        act(first, "p1", EventTarget(target=home(first, "p2"), option="develop"))  # never a homeworld
    developed = act(first, "p1", EventTarget(target=SYS, option="develop"))
    assert developed.ground.systems[SYS].dev == 3
    forced = act(first, "p1", EventTarget(target=SYS, option="force", space=3, ground=0))
    assert forced.ground.systems[SYS].units_of("p2") == {"P": 1}


def test_an_event_with_no_possible_target_has_no_effect():
    state = started(2, order=["p1", "p2"])
    state = to_event(state, event_id("rebels", "first"))
    assert state.phase == "production"


def test_boom_credits_are_halved_while_the_homeworld_is_captured():
    state = chit_step(p1=["boom:6"])
    captured = state.ground.systems[home(state, "p1")]
    captured.owner, captured.stacks = "p2", {}
    state, events = act_events(state, "p1", Chit(chit="boom", option="credits"))
    assert kinds(events, "credits")[0]["credits"] in (5, 6)  # 10 or, for the Zytal, 12, halved


def test_boom_develop_needs_a_non_blockaded_system_of_yours():
    state = chit_step(p1=["boom:3"])
    own(state, "p1", SYS, dev=1)
    place(state, "p2", SYS, "B")
    with refused(IllegalAction, "non-blockaded"):
        act(state, "p1", Chit(chit="boom", option="develop", target=SYS))
    own(state, "p2", NEXT)
    with refused(IllegalAction, "non-blockaded"):
        act(state, "p1", Chit(chit="boom", option="develop", target=NEXT))


def test_sabotage_force_spares_a_throneworld_held_by_its_owner_but_not_a_fleet_elsewhere():
    state = chit_step(p1=["sabotage:3"])
    tw = at(0, 0)
    own(state, "p2", tw)
    place(state, "p2", tw, "4P")
    with refused(IllegalAction, "Throneworld"):
        act(state, "p1", Chit(chit="sabotage", option="force", target=tw, space=3, ground=0))
    state.ground.systems[tw].owner = "p3"  # the same fleet, now blockading someone else's Throneworld
    place(state, "p3", tw, "L")
    state = act(state, "p1", Chit(chit="sabotage", option="force", target=tw, space=3, ground=0))
    assert units(state, "p3", tw) == {"L": 1} and units(state, "p2", tw) == {"P": 1}


def test_hw_return_brings_home_units_that_jumped_but_not_from_blockaded_systems():
    state = chit_step(p1=["hwreturn_jam"])
    own(state, "p1", SYS)
    place(state, "p1", SYS, "2B")
    state.ground.systems[SYS].stacks["p1"].jumped = {"B": 2}
    own(state, "p1", NEXT)
    place(state, "p1", NEXT, "L")
    place(state, "p2", NEXT, "B")
    with refused(IllegalAction, "blockaded"):
        act(state, "p1", Chit(chit="hwreturn", origins=[NEXT]))
    blockaded_home = state.model_copy(deep=True)
    place(blockaded_home, "p2", home(state, "p1"), "B")
    with refused(IllegalAction, "blockaded"):
        act(blockaded_home, "p1", Chit(chit="hwreturn", origins=[SYS]))
    state = act(state, "p1", Chit(chit="hwreturn", origins=[SYS]))
    assert units(state, "p1", home(state, "p1"))["B"] == 2


def test_played_chits_go_back_to_the_cup_only_after_everyone_drew():
    state = chit_step(p1=["artifact", "boom:3"])
    played, turned_in = state.hands["p1"][:2]
    state = act(state, "p1", Chit(chit=played, use="artifact", tech="space", turn_in=turned_in))
    state = act(state, "p1", Research(tech="none"))
    assert played not in state.hands["p1"] and turned_in not in state.hands["p1"]
    assert {played, turned_in} <= set(state.cups.actions) and len(state.hands["p1"]) == 5


def imperial_attack_on_p3(plus, army="L", ships=""):
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p3", SYS, dev=3)
    place(state, "p3", SYS, army + (" " + ships if ships else ""))
    for tech in ("space", "ground"):
        set_tech(state, "p3", tech, 1)
    return to_event(state, event_id("imperial_attack", "first", plus))


def test_imperial_attack_plus_one_fights_one_tech_above_the_owner():
    for plus, first_fire_hits in ((1, 4), (0, 0)):
        state = imperial_attack_on_p3(plus)
        state.rng.forced = [5, 5, 5, 5, 1]  # the two Drop Troops' first fire: 5s hit only at +1
        state, events = act_events(state, "p1", EventTarget(target=SYS))
        assert kinds(events, "battle")[0]["rounds"][0]["first_fire_hits"] == first_fire_hits


def test_imperial_attack_drops_past_shields():
    state = imperial_attack_on_p3(0, ships="S")
    set_tech(state, "p3", "space", 6)  # no player's Jump could drop past this Shield
    state.rng.forced = [1, 1, 1, 6, 6, 6, 6]
    state, events = act_events(state, "p1", EventTarget(target=SYS))
    battle = kinds(events, "battle")[0]
    assert "Attacker drops 2D." in notes_of(battle["rounds"][0]["notes"]) and battle["captured"]
    assert state.ground.systems[SYS].owner is None


def test_rebels_fight_at_the_printed_ground_tech_and_can_not_be_intercepted():
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p2", SYS, dev=1)
    state.ground.systems[SYS].tile = "f06"  # printed D1 -/G3, one Light Infantry
    place(state, "p2", SYS, "L")
    set_tech(state, "p2", "ground", 1)
    own(state, "p2", NEXT)
    place(state, "p2", NEXT, "3B C")
    give(state, "p2", "jam_intercept")
    state = to_event(state, event_id("rebels", "first"))
    state.rng.forced = [4, 1, 1, 1, 6]  # a 4 hits at G3 against G1; p2's Light Infantry answers with a 6
    state, events = act_events(state, "p1", EventTarget(target=SYS))
    assert not kinds(events, "window") and state.phase == "production"
    battle = kinds(events, "battle")[0]
    assert battle["rounds"][0]["attacker_hits"] == 1 and battle["captured"]
    s = state.ground.systems[SYS]
    assert s.owner is None and s.neutral == {"L": 1}  # the surviving rebel holds it
    assert "p2" in s.scans  # scan markers are never removed


def test_events_never_strike_homeworlds_or_the_throneworld_and_rebels_need_a_printed_value():
    state = started(3, order=["p1", "p2", "p3"])
    tw = at(0, 0)
    own(state, "p2", tw)
    own(state, "p2", SYS, dev=0)
    state.ground.systems[SYS].dev = 3  # developed by a boom, printed 0
    own(state, "p2", NEXT, dev=2)
    for kind, value, expected in (("rebels", None, {NEXT}), ("imperial_attack", 0, {SYS, NEXT})):
        assert set(empire.event_targets(state, event_id(kind, "first", value), "p1")) == expected
    sabotage = set(empire.event_targets(state, event_id("imperial_sabotage", "first", 2), "p1"))
    assert home(state, "p2") not in sabotage and {SYS, NEXT} <= sabotage


def test_imperial_sabotage_by_the_last_player_strikes_another_players_system():
    state = started(3, order=["p1", "p2", "p3"])
    own(state, "p3", SYS, dev=1)
    state.ground.systems[SYS].dev = 4
    own(state, "p2", NEXT, dev=1)
    state.ground.systems[NEXT].dev = 4
    state = to_event(state, event_id("imperial_sabotage", "last", 2))
    assert E.awaiting(state)[0].player == "p3"
    with pytest.raises(IllegalAction):
        act(state, "p3", EventTarget(target=SYS, option="develop"))  # its own
    state = act(state, "p3", EventTarget(target=NEXT, option="develop"))
    assert state.ground.systems[NEXT].dev == 2


def test_production_advance_makes_the_second_turn_produce():
    state = started(2, order=["p1", "p2"])
    state = to_event(state, event_id("production_advance"))  # turn 1 already produces: no effect
    while state.phase == "production":
        state = act(state, E.awaiting(state)[0].player, Build(done=True))
    assert state.turn == 2 and not state.track.production
    state = to_event(state, event_id("production_advance"))
    assert state.phase == "production"


def test_warships_from_a_boom_at_a_blockaded_system_fight_the_blockade():
    state = chit_step(p1=["boom:3"])
    own(state, "p1", SYS, dev=4)
    place(state, "p2", SYS, "F P")
    state = act(state, "p1", Chit(chit="boom", option="local"))
    state = act(state, "p1", Build(at=SYS, units="B"))
    state, events = act_events(state, "p1", Build(done=True))
    battle = kinds(events, "battle")[0]
    assert battle["blockade"] and battle["attacker"] == "p2" and battle["defender"] == "p1"
