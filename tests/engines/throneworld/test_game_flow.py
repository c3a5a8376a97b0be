"""Outreach, the expansion steps, draws, the empire phase, production, the end phase, timeouts and
hidden information."""

import pytest

from engines.errors import BadArguments, IllegalAction
from engines.throneworld.actions import Build, Chit, Commit, Jump, Pass, Research, Scan, Transfer
from engines.throneworld.chits import ACTION_CHITS
from engines.throneworld.describe import describe_empire

from ._game_support import (
    E,
    act,
    act_events,
    english,
    give,
    home,
    kinds,
    near,
    new,
    own,
    place,
    refused,
    scan,
    set_tech,
    started,
    units,
    used,
)


def survey_target(state, player):
    return near(state, player)[0]


def test_outreach_is_simultaneous_and_hidden_until_everyone_commits():
    state = new(3)
    assert {p.kind for p in E.awaiting(state)} == {"simultaneous"}
    target = survey_target(state, "p1")
    state = act(state, "p1", Jump(fleet=home(state, "p1"), to=target, units="T"))
    state = act(state, "p1", Build(units="L"))
    public = E.view(state, None).model_dump_json()
    assert target not in [h["name"] for h in E.view(state, None).ground["hexes"] if "p1" in h["scans"]]
    assert '"pending"' not in public
    assert E.view(state, "p1").pending["builds"][0]["units"] == {"L": 1}
    assert E.view(state, "p1").ground["empires"]["p1"]["treasury"] in (10, 12)  # not spent yet
    state = act(state, "p1", Commit())
    with pytest.raises(IllegalAction):
        act(state, "p1", Build(units="L"))  # p1 is not awaited any more
    state = act(state, "p2", Commit())
    state, events = act_events(state, "p3", Commit())
    assert kinds(events, "outreach_revealed")
    assert "p1" in state.ground.systems[target].scans
    assert state.ground.systems[home(state, "p1")].units_of("p1").get("L") == 1
    assert state.phase == "move"


def test_outreach_allows_two_survey_jumps_only():
    state = new(2)
    h = home(state, "p1")
    with refused(IllegalAction, "Survey Team"):
        place(state, "p1", h, "P")
        act(state, "p1", Jump(fleet=h, to=survey_target(state, "p1"), units="P"))
    state = new(2)
    a = survey_target(state, "p1")
    state = act(state, "p1", Jump(fleet=h, to=a, units="T"))
    state = act(state, "p1", Jump(fleet=h, to=a, units="T"))
    with pytest.raises(IllegalAction):
        act(state, "p1", Jump(fleet=h, to=a, units="T"))


def test_a_turn_is_one_transfer_or_up_to_three_jumps_and_scans():
    state = started(2, order=["p1", "p2"])
    p1 = home(state, "p1")
    other = near(state, "p1", 2)[-1]
    own(state, "p1", other)
    state = act(state, "p1", Transfer(origin=p1, to=other, units="C"))
    with refused(IllegalAction, "TRANSFER"):
        act(state, "p1", Scan(hex=survey_target(state, "p1")))
    state, events = act_events(state, "p1", Commit())
    assert kinds(events, "transfer") and state.ground.systems[other].units_of("p1") == {"C": 1}
    assert state.phase == "chit"


def test_the_plan_is_private_until_committed_and_three_at_most():
    state = started(2, order=["p1", "p2"])
    give(state, "p2")
    set_tech(state, "p1", "comm", 2)
    p1 = home(state, "p1")
    around = near(state, "p1", 2)
    place(state, "p1", p1, "2C")
    for target in around[:3]:
        state = act(state, "p1", Scan(hex=target))
    assert len(E.view(state, "p1").plan) == 3 and E.view(state, None).proposal is None
    with refused(IllegalAction, "three"):
        act(state, "p1", Scan(hex=around[3]))
    state = act(state, "p1", Commit())
    assert state.phase == "chit" and all("p1" in state.ground.systems[t].scans for t in around[:3])


def test_a_unit_jumps_once_a_turn_and_only_to_scanned_hexes():
    state = started(2, order=["p1", "p2"])
    p1 = home(state, "p1")
    place(state, "p1", p1, "P 2L")
    target = survey_target(state, "p1")
    with refused(IllegalAction, "scanned"):
        act(state, "p1", Jump(fleet=p1, to=target, units="P 2L"))
    scan(state, "p1", target)
    state = act(state, "p1", Jump(fleet=p1, to=target, units="P 2L"))
    with pytest.raises(IllegalAction):
        act(state, "p1", Jump(fleet=p1, to=target, units="P"))


def test_fighters_may_be_destroyed_to_make_room_for_troops():
    """4.51: a player may destroy Fighters to gain cargo room. P 2F 2L: the Protector's two spaces hold
    the Fighters, so the troops can only go if the Fighters are given up (issue 21: refused)."""
    state = started(2, order=["p1", "p2"])
    p1 = home(state, "p1")
    place(state, "p1", p1, "P 2F 2L")
    target = survey_target(state, "p1")
    scan(state, "p1", target)
    with refused(IllegalAction, r"leave 2 Fighters .* without carrier room.*scrap:2"):
        act(state, "p1", Jump(fleet=p1, to=target, units="P 2L"))
    with refused(IllegalAction, "Only Fighters this jump leaves without carrier room"):
        act(state, "p1", Jump(fleet=p1, to=target, units="P 2F", scrap=1))
    state = act(state, "p1", Jump(fleet=p1, to=target, units="P 2L", scrap=2))
    assert units(state, "p1", p1).get("F") == 2  # nothing is destroyed before the jump launches
    state, events = act_events(state, "p1", Commit())
    while state.phase == "window":  # nobody answers
        state, more = act_events(state, E.awaiting(state)[0].player, Pass())
        events += more
    assert kinds(events, "scrapped") == [{"type": "scrapped", "player": "p1", "hex": p1, "units": "2F"}]
    assert not units(state, "p1", p1).get("F")
    assert not units(state, "p1", p1).get("L")


def test_pass_turns_in_up_to_five_and_everyone_draws_back_to_five():
    state = started(2, order=["p1", "p2"])
    hand = list(state.hands["p1"])
    state = act(state, "p1", Commit())
    state, events = act_events(state, "p1", Pass(turn_in=hand[:3]))
    assert len(state.hands["p1"]) == 5
    assert kinds(events, "drew")[0]["counts"] == {"p1": 3}
    assert sum(len(h) for h in state.hands.values()) + len(state.cups.actions) == len(ACTION_CHITS)
    assert state.current_player == "p2"


def test_playing_a_chit_and_turning_in_one_more():
    state = started(2, order=["p1", "p2"])
    give(state, "p1", "artifact", "boom:3")
    boom = state.hands["p1"][1]
    state = act(state, "p1", Commit())
    state = act(state, "p1", Chit(chit="artifact", tech="space", turn_in=boom))
    assert state.phase == "followup" and boom not in state.hands["p1"]
    state = act(state, "p1", Research(tech="ground"))
    assert len(state.hands["p1"]) == 5 and state.current_player == "p2"


def test_the_empire_phase_research_event_and_production_in_order():
    state = started(2, order=["p1", "p2"])
    for p in ("p1", "p2"):
        state = act(state, p, Pass())
    assert state.phase == "research" and {x.kind for x in E.awaiting(state)} == {"simultaneous"}
    state = act(state, "p1", Research(tech="jump"))
    with pytest.raises(IllegalAction):
        act(state, "p1", Research(tech="comm"))
    state.cups.events = ["E21"]  # Scientific Advance: another simultaneous research
    state, events = act_events(state, "p2", Research(tech="none"))
    assert kinds(events, "research")[0]["player"] == "p1" and kinds(events, "event")
    assert state.phase == "research" and state.research_round == "science"
    for p in ("p1", "p2"):
        state = act(state, p, Research(tech="none"))
    assert state.phase == "production"  # turn 1 is a production turn
    treasury = state.ground.empires["p1"].treasury
    state = act(state, "p1", Build(units="2L"))
    assert state.ground.empires["p1"].treasury == treasury  # hidden until everyone is done
    assert E.view(state, None).ground["empires"]["p1"]["treasury"] == treasury
    state = act(state, "p1", Build(done=True))
    state, events = act_events(state, "p2", Build(done=True))
    assert state.ground.empires["p1"].treasury == treasury - 4
    assert state.turn == 2 and state.phase == "move" and not state.track.production
    assert kinds(events, "end_of_turn")


def test_end_phase_flips_used_bunkers():
    state = started(2, order=["p1", "p2"])
    target = survey_target(state, "p1")
    state = act(state, "p1", Scan(hex=target))
    state = act(state, "p1", Commit())
    assert used(state, "p1", home(state, "p1")) == 1
    state = act(state, "p1", Pass())
    state = act(state, "p2", Pass())
    for p in ("p1", "p2"):
        state = act(state, p, Research(tech="none"))
    while state.phase != "move":
        player = E.awaiting(state)[0].player
        state = act(state, player, E.on_timeout(state, player, None))
    assert used(state, "p1", home(state, "p1")) == 0


def test_timeouts_are_the_fair_defaults_and_always_legal():
    state = new(3)
    assert E.on_timeout(state, "p1", None) == Commit()
    for p in state.players:
        state = act(state, p, E.on_timeout(state, p, None))
    player = E.awaiting(state)[0].player
    assert E.on_timeout(state, player, None) == Pass()


def test_the_public_view_never_shows_hands_or_unscanned_tiles():
    state = started(3)
    public = E.view(state, None)
    dumped = public.model_dump_json()
    for hand in state.hands.values():
        for cid in hand:
            assert f'"{cid}"' not in dumped
    for h in public.ground["hexes"]:
        if not h["face_up"]:
            assert "dev" not in h and "neutral" not in h
    mine = E.view(state, "p1")
    assert [c["id"] for c in mine.hand] == state.hands["p1"]


def test_standing_orders_are_kept_and_checked():
    from engines.errors import BadArguments
    from engines.throneworld.actions import Orders

    state = started(2, order=["p1", "p2"])
    state = act(state, "p1", Orders(retreat="never", ground_losses="lhad"))
    orders = state.ground.battle_orders("p1")
    assert orders.retreat == "never" and orders.ground_losses == "LHAD"
    assert state.phase == "move" and state.current_player == "p1"  # orders do not end anything
    with pytest.raises(BadArguments):
        act(state, "p1", Orders(space_losses="XYZ"))


def test_setting_one_standing_order_keeps_the_role_defaults_for_retreat():
    """Issue 21: setting ground_losses alone switched a defender's retreat from "never" (the default
    for defenders: they stand) to "when outgunned"."""
    from engines.throneworld.actions import Orders

    state = started(2, order=["p1", "p2"])
    state = act(state, "p1", Orders(ground_losses="lhad"))
    g = state.ground
    assert g.battle_orders("p1", defending=True).retreat == "never"
    assert g.battle_orders("p1").retreat == "outgunned" and g.battle_orders("p1").ground_losses == "LHAD"
    state = act(state, "p1", Orders(retreat="outgunned"))
    assert state.ground.battle_orders("p1", defending=True).retreat == "outgunned"  # now the player's own
    assert "retreat outgunned attacking and outgunned defending" in english(describe_empire(E.view(state, "p1")))


def test_simultaneous_choices_leave_no_trace_in_events_until_revealed():
    state = new(2)
    target = survey_target(state, "p1")
    state, events = act_events(state, "p1", Jump(fleet=home(state, "p1"), to=target, units="T"))
    assert target not in str(events)
    state, events = act_events(state, "p1", Build(units="2L"))
    assert "2L" not in str(events) and "L" not in str([e for e in events if e["type"] != "chose"])
    state = started(2, order=["p1", "p2"])
    state = act(state, "p1", Pass())
    state = act(state, "p2", Pass())
    state, events = act_events(state, "p1", Research(tech="space"))
    assert "space" not in str(events)


def test_every_event_of_a_game_can_be_narrated():
    import random

    state = new(3, max_turns=6)
    moves = 0
    while E.outcome(state) is None:
        player = E.awaiting(state)[0].player
        state, events = act_events(state, player, E.ai_action(state, player, random.Random(moves)))
        for event in events:
            line = E.narrate(event)
            assert line is None or english(line).endswith((".", "!"))
        moves += 1


def test_setup_gives_every_empire_its_start():
    """Section 2: two Command Bunkers, a Shield and two Survey Teams at home, 10 credits (Zytal 12),
    the leftmost tech boxes (Veneb box 2), five hidden chits each; turn 1 produces; the order is drawn."""
    for n in range(2, 7):
        state = new(n, seed=n)
        assert sorted(state.order) == sorted(state.players) and state.track.production
        assert len(state.cups.actions) == 50 - 5 * n
        for p in state.players:
            empire = state.ground.empires[p]
            assert len(state.hands[p]) == 5
            assert units(state, p, empire.home) == {"S": 1, "T": 2, "C": 2}
            assert empire.treasury == (12 if empire.race == "Zytal" else 10)
            assert set(empire.boxes.values()) == {2 if empire.race == "Veneb" else 1}
    assert len({tuple(new(4, seed=s).order) for s in range(8)}) > 1  # the seed draws the first order


def test_outreach_survey_teams_take_empty_systems_and_unspent_credits_are_kept():
    state = new(2)
    target = survey_target(state, "p1")
    s = state.ground.systems[target]
    s.tile, s.dev, s.printed_dev, s.neutral = "f01", 0, 0, {}  # an empty system, face down
    state = act(state, "p1", Jump(fleet=home(state, "p1"), to=target, units="T"))
    state = act(state, "p1", Build(units="L"))
    treasury = state.ground.empires["p1"].treasury
    state = act(state, "p1", Commit())
    state = act(state, "p2", Commit())
    assert state.ground.systems[target].owner == "p1"
    assert state.ground.empires["p1"].treasury == treasury - 2


@pytest.mark.parametrize("limit", [0, -3, 201])
def test_a_turn_limit_must_be_a_real_number_of_turns(limit):
    """Issue 19: max_turns 0 or negative would end the game before it starts; refused with a sentence."""
    with refused(BadArguments, f"turn limit is a number of turns from 1 to 200, not {limit}"):
        E.parse_options({"max_turns": limit})
    assert E.parse_options({"max_turns": 1}).max_turns == 1
