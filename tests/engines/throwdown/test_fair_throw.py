"""Issue 23, one test per numbered point: a throw's distance is the thrower's choice, misses grow with
distance and power, off the table is a miss, attacks and steals are all used, the table grows with
the players, the timeout throws near its player, and suggestions do not bury their own icons."""

import json
import random
import re
from pathlib import Path

import pytest

from engines.errors import IllegalAction
from engines.rng import Rng
from engines.throwdown import ai, geometry
from engines.throwdown.data import POWER_ORDER, TABLE_SIZES, auto_power, spread, stand_point, wrong_chance
from engines.throwdown.throwing import landing
from tests.engines.throwdown.helpers import (
    ENGINE,
    NOW,
    apply,
    begin,
    card,
    english,
    force_landings,
    location,
    new,
    position,
)

FIXTURES = Path(__file__).parent / "fixtures"


# 1. distance is a choice, not a seat ---------------------------------------------------------------


def test_every_player_throws_from_the_edge_point_they_choose_not_from_their_seat():
    state = new(players=("ann", "bob", "cy", "dee"), seed=3)
    aim = state.centre
    starts = {p: stand_point("nearest", aim, state.width, state.height) for p in state.players}
    assert len(set(starts.values())) == 1  # the same aim is the same throw for every seat
    assert stand_point("left", (100, 300), 800, 600) == (0.0, 300)
    assert stand_point("top", (100, 300), 800, 600) == (100, 0.0)
    assert stand_point("nearest", (100, 300), 800, 600) == (0.0, 300)  # 100 away, the shortest


def test_the_stand_option_moves_where_the_card_starts(monkeypatch):
    state = new(seed=4)
    player = ENGINE.awaiting(state)[0].player
    left = apply(state, player, "throw", card=1, at="card 1", stand="left").state.last_throw
    top = apply(state, player, "throw", card=1, at="card 1", stand="top").state.last_throw
    assert left.seat[0] == 0.0 and top.seat[1] == 0.0


def test_accuracy_has_no_cliff_where_auto_changes_power():
    for d in range(1, 600):
        before, after = spread(auto_power(d - 1), d - 1), spread(auto_power(d), d)
        assert abs(after - before) < 0.5, d  # the spread grows smoothly with distance


# 2. misses grow with distance and power -----------------------------------------------------------


def miss_rate(distance, power, throws=1500):
    """A lone card at the aim, thrown at from `distance` away: the share of throws that miss it."""
    rand = random.Random(distance * 10 + POWER_ORDER.index(power))
    target = (500.0, 500.0, 0.0)
    start = (500.0, 500.0 + distance)
    misses = 0
    for _ in range(throws):
        x, y, angle, _, _ = landing(Rng(seed=0), start, target[:2], power, gauss=rand.gauss, uniform=rand.random)
        misses += not geometry.touches((x, y, angle), target)
    return misses / throws


def test_misses_grow_with_distance_and_power():
    for power in POWER_ORDER:
        assert miss_rate(60, power) < miss_rate(200, power) < miss_rate(350, power)
    for distance in (100, 250):
        rates = [miss_rate(distance, p) for p in POWER_ORDER]
        assert rates[0] < rates[2], (distance, rates)
    assert miss_rate(250, "hard") > 0.15  # a long hard throw misses often
    assert all(wrong_chance(p, 100) < wrong_chance(p, 300) for p in POWER_ORDER)


# 3. off the table is a miss ------------------------------------------------------------------------


def test_a_card_landing_off_the_table_misses_and_cannot_be_kept_by_a_break(monkeypatch):
    table = [card(2, "stone:1", "ann", 300, 180), card(3, "stone:4", "ann", 100, 400)]  # 4 1 B ; 3 T 2
    state = position(table=table, deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    assert state.breaks == 1 and state.throw_icons == 1
    force_landings(monkeypatch, (300, state.height + 30, 0, False))  # past the bottom edge, touching card 1
    result = apply(state, "ann", "throw", card=1, at="card 1")
    threw = next(e for e in result.events if e["type"] == "threw")
    assert threw["off_table"] and not threw["hit"]
    state = result.state
    assert state.pending is not None and "break" not in english(ENGINE.awaiting(state)[0].what)
    with pytest.raises(IllegalAction) as refused:
        apply(state, "ann", "break")
    assert re.search("off the table", english(refused.value.message))
    assert "break" not in [a.do for a in ENGINE.legal_actions(state, "ann")]
    force_landings(monkeypatch, (300, 260, 0, False))
    assert apply(state, "ann", "rethrow").state.table[-1].card == "stone:5"


# 4. attacks and steals are all resolved -----------------------------------------------------------


def test_attacks_and_steals_cannot_be_skipped():
    table = [card(2, "ember:0", "ann", 300, 150)]  # Cinder Novice: 1 A 1
    state = position(players=("ann", "bob"), decks=("ember", "stone"), table=table,
                     deck={"ann": ["ember:5"], "bob": ["stone:3", "stone:4"]})
    begin(state)
    assert state.attacks == 1
    with pytest.raises(IllegalAction) as refused:
        apply(state, "ann", "done")
    assert re.search("must be used", english(refused.value.message))
    assert {a.do for a in ENGINE.legal_actions(state, "ann")} == {"attack"}
    state = apply(state, "ann", "attack", player="bob").state
    assert state.phase == "throw"


# 5. the play area grows with the players ----------------------------------------------------------


def test_the_table_is_sized_to_the_number_of_players():
    areas = []
    for count in range(2, 7):
        state = new(players=[f"p{i}" for i in range(count)], seed=count)
        assert (state.width, state.height) == TABLE_SIZES[count]
        assert all(0 < t.x < state.width and 0 < t.y < state.height for t in state.table)
        view = ENGINE.view(state, None)
        assert (view.width, view.height) == (state.width, state.height) and len(view.columns) == state.width / 50
        areas.append(state.width * state.height)
    assert areas == sorted(areas) and areas[-1] > 2 * areas[0]


# 6. the timeout throws at the location nearest its player ----------------------------------------


def test_a_timed_out_player_throws_at_the_location_nearest_them():
    state = position(players=("ann", "bob"), deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    state.table = [location(1, 300, 250), location(2, 300, 420), location(3, 300, 80)]
    state.next_n = 4
    begin(state)
    ann_seat = state.seats["ann"]  # the first seat is at the bottom
    assert ann_seat[1] > state.height
    action = ENGINE.on_timeout(state, "ann", NOW)
    assert action.do == "throw" and action.at == "card 2"


# 7. suggestions do not bury your own icons --------------------------------------------------------


def test_the_suggestion_never_aims_where_it_could_bury_the_players_own_icons():
    # bob (the leader) has a 5-pip card right next to ann's own small card: the AI alone, weighing
    # bob's icons above its own, sometimes aims where its card could bury ann's icons too.
    table = [card(2, "stone:2", "bob", 300, 250), card(3, "ember:3", "ann", 350, 250)]  # 5 1 1 B ; 1 D 1
    state = position(players=("ann", "bob"), decks=("ember", "stone"), table=table,
                     deck={"ann": ["ember:5"], "bob": ["stone:5"]})
    begin(state)
    state.scores = {"ann": 0, "bob": 5}
    own = ai.own_live_icons(state, "ann")
    raw = [ai.choose(state, "ann", random.Random(seed)) for seed in range(5)]
    assert any(not ai.is_safe(ai.read_aim(state, a.at)[0], own) for a in raw)  # the AI alone would risk it
    for seed in range(5):
        suggestion = ai.choose(state, "ann", random.Random(seed), safe_only=True)
        aim = ai.read_aim(state, suggestion.at)[0]
        assert ai.is_safe(aim, own), suggestion.at
    timeout = ENGINE.on_timeout(state, "ann", NOW)
    assert ai.is_safe(ai.read_aim(state, timeout.at)[0], own)


def test_when_every_aim_could_bury_the_players_own_icons_the_suggestion_says_so():
    table = [card(2, "stone:2", "ann", 300, 250)]  # ann's card on the only location
    state = position(players=("ann", "bob"), decks=("stone", "ember"), table=table,
                     deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    aim = ai.best_aim(state, "ann", random.Random(1), "stone:5", True, safe_only=True)
    assert aim.safe is False


# saved games -------------------------------------------------------------------------------------


def test_a_game_saved_before_the_new_throw_loads_upgrades_and_plays_on():
    data = json.loads((FIXTURES / "v1_missed_card.json").read_text())
    assert data["schema_version"] == 1 and data["pending"] is not None and "spin" in data["last_throw"]
    state = ENGINE.load_state(data)
    assert state.schema_version == 2 and (state.width, state.height) == (600, 500)
    assert state.pending.stand == "nearest"
    rand = random.Random(1)
    for _ in range(2000):
        if ENGINE.outcome(state) is not None:
            break
        player = ENGINE.awaiting(state)[0].player
        state = ENGINE.apply(state, player, ENGINE.ai_action(state, player, rand), NOW).state
    assert ENGINE.outcome(state) is not None


# 8. aiming in Discord ------------------------------------------------------------------------------


def test_the_aim_menu_offers_icons_thrown_cards_locations_and_the_centre():
    from engines.throwdown.aiming import aim_choices

    table = [card(2, "stone:2", "bob", 200, 250), card(3, "ember:12", "ann", 400, 250),
             card(4, "stone:3", "bob", 260, 330, face_up=False)]
    state = position(players=("ann", "bob"), decks=("ember", "stone"), table=table,
                     deck={"ann": ["ember:5"], "bob": ["stone:5"]})
    begin(state)
    aims = [aim for aim, _ in aim_choices(state, "ann")]
    assert aims[0] == "card 2 icon 1"  # bob's 5-pip icon first
    assert {"card 4", "card 3", "card 2", "card 1", "centre"} <= set(aims)
    assert not any(a.startswith("card 3 icon") for a in aims)  # never ann's own icons
    assert len(aim_choices(played_state(), "p0")) == 25


def played_state():
    state = new(players=("p0", "p1", "p2", "p3"), seed=2)
    rand = random.Random(2)
    for _ in range(60):
        who = ENGINE.awaiting(state)[0].player
        state = ENGINE.apply(state, who, ENGINE.ai_action(state, who, rand), NOW).state
    return state


def test_the_hand_lists_every_kind_of_move_once():
    state = new(seed=5)
    player = ENGINE.awaiting(state)[0].player
    view = ENGINE.view(state, player)
    legal = ENGINE.legal_actions(state, player)
    kinds = {(a.do, a.args().get("card")) for a in legal}
    assert len(view.hints) == len(kinds) and len(legal) > 8
