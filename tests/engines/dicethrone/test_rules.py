"""Dice Throne rules: turn structure, caps, modes, targeting, statuses, defeats."""

import pytest

from engines.dicethrone.players import targeting
from engines.dicethrone.state import HAND_LIMIT, MAX_CP
from engines.errors import IllegalAction
from lang import ENGLISH
from tests.engines.dicethrone.helpers import (
    ENGINE,
    act,
    force,
    give,
    new,
    pass_windows,
    refuses,
    to_offense,
    types,
)

QUIET = ["windfall", "insight", "reserves", "field_dressing"]
"""Main-phase cards only: nobody gets a reaction window."""


def quiet(state, *players):
    for p in players or state.players:
        state = give(state, p, QUIET)
    return state


def roll(state, *dice, reroll=None):
    force(state, *dice)
    args = {"dice": reroll} if reroll else {}
    return act(state, state.active, "roll", **args)


def end_turn_without_attack(state, dice=(2, 4, 4, 5, 6)):
    """From main phase 1: roll once, take no ability, finish main phase 2."""
    state = to_offense(state)
    state, ev = roll(state, *dice)
    state, more = pass_windows(state)
    ev += more
    for _ in range(2):
        state, more = act(state, state.active, "done")
        ev += more
    state, more = pass_windows(state)
    return state, ev + more


def attack(state, dice, ability, defense_dice=None):
    """From main phase 1: roll the dice, activate the ability, defend with forced dice; windows passed."""
    state = to_offense(state)
    state, ev = roll(state, *dice)
    state, more = pass_windows(state)
    state, ev2 = act(state, state.active, "ability", name=ability)
    ev += more + ev2
    state, more = pass_windows(state)
    ev += more
    if state.phase == "defense":
        force(state, *(defense_dice or [6, 6, 6, 6, 6]))
        state, more = act(state, state.attack.target, "defend")
        ev += more
        state, more = pass_windows(state)
        ev += more
    return state, ev


# --- the turn -----------------------------------------------------------------------------------


def test_first_player_skips_income_and_the_next_player_gains_it():
    state = quiet(new())
    assert (state.active, state.phase, state.turn) == ("ann", "main1", 1)
    assert state.heroes["ann"].cp == 2 and len(state.heroes["ann"].hand) == 4
    state, ev = end_turn_without_attack(state)
    assert state.active == "bob" and state.phase == "main1"
    assert state.heroes["bob"].cp == 3 and len(state.heroes["bob"].hand) == 5
    assert "income" in types(ev) and "draw" in types(ev)


def test_the_first_roll_is_not_optional_and_rerolls_name_positions():
    state = to_offense(quiet(new()))
    with refuses(IllegalAction, "roll your dice"):
        act(state, "ann", "done")
    with refuses(IllegalAction, "Roll your dice first"):
        act(state, "ann", "ability", name="cleave")
    state, ev = roll(state, 1, 2, 3, 4, 5)
    assert state.roll.dice == [1, 2, 3, 4, 5] and ev[0]["symbols"][0] == "sword"
    state, _ = roll(state, 6, 6, reroll="4 5")
    assert state.roll.dice == [1, 2, 3, 6, 6] and state.roll.fresh == [3, 4]
    with refuses(IllegalAction, "from 1 to 5"):
        act(state, "ann", "roll", dice=[0])
    state, _ = roll(state, 6, reroll=[1])
    with refuses(IllegalAction, "all 3 roll attempts"):
        act(state, "ann", "roll", dice=[1])
    with refuses(IllegalAction, "don't qualify"):
        act(state, "ann", "ability", name="titan slam")


def test_cp_is_capped_at_15():
    state = give(new(patch={"heroes": {"ann": {"cp": MAX_CP}}}), "ann", ["windfall", "windfall"])
    state, ev = act(state, "ann", "sell", card="windfall")
    assert state.heroes["ann"].cp == MAX_CP and ev[0]["cp"] == 0
    state, _ = act(state, "ann", "play", card="windfall")
    assert state.heroes["ann"].cp == MAX_CP


def test_healing_stops_ten_above_the_starting_health():
    state = quiet(new(patch={"health": [58, 50]}))
    state, _ = act(state, "ann", "play", card="field_dressing")
    assert state.health[0] == 60
    state = give(state, "ann", ["field_dressing"])
    with refuses(IllegalAction, "highest"):
        act(state, "ann", "play", card="field_dressing")


def test_hand_limit_six_sell_down_before_the_turn_ends():
    state = new()
    state = give(state, "ann", QUIET + ["windfall", "insight", "bulwark", "nudge"])
    state = give(state, "bob", QUIET)
    state = to_offense(state)
    state, _ = roll(state, 2, 4, 4, 5, 6)
    state, _ = act(state, "ann", "done")
    state, ev = act(state, "ann", "done")
    assert state.phase == "discard" and len(state.heroes["ann"].hand) == 8
    with refuses(IllegalAction, "sell 2 more"):
        act(state, "ann", "done")
    state, _ = act(state, "ann", "sell", card="nudge")
    assert state.active == "ann"
    state, _ = act(state, "ann", "sell", card="bulwark")
    assert state.active == "bob" and len(state.heroes["ann"].hand) == HAND_LIMIT


def test_undefendable_and_defended_damage_are_dealt_at_once():
    state = quiet(new(heroes=("barbarian", "pyromancer"), patch={"health": [3, 50]}))
    # Cleave with three swords: 4 damage; Ember Ward rolls three fire: 3 back at the attacker.
    state, ev = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[1, 2, 3])
    assert state.health == [0, 46]
    assert ENGINE.outcome(state).winners == ["bob"]


def test_simultaneous_defeat_is_a_draw():
    state = quiet(new(heroes=("barbarian", "pyromancer"), patch={"health": [3, 4]}))
    state, ev = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[1, 2, 3])
    outcome = ENGINE.outcome(state)
    assert state.health == [0, 0]
    assert outcome.ranks == [1, 1] and state.finished == "draw"
    assert ENGINE.awaiting(state) == []


# --- modes ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("mode", "count", "health", "teams"), [
    ("1v1", 2, 50, 2), ("first", 2, 30, 2), ("2v2", 4, 50, 2), ("3v3", 6, 50, 2), ("2v2v2", 6, 35, 3),
    ("ffa", 3, 30, 3), ("ffa", 4, 25, 4), ("ffa", 5, 20, 5), ("ffa", 6, 20, 6),
])
def test_every_mode_starts_with_its_health_and_teams(mode, count, health, teams):
    players = [f"p{i}" for i in range(count)]
    state = ENGINE.new_game(players, {"mode": mode}, 3)
    assert state.start_health == health and len(state.teams) == teams
    assert ENGINE.view(state, None).scores == {p: health for p in players}
    if mode in ("2v2", "3v3"):
        assert state.teams == [players[0::2], players[1::2]]
    if mode == "first":
        assert {h.hero for h in state.heroes.values()} <= {"barbarian", "moon_elf"}


def test_simplified_variant_has_no_cards_or_cp_and_health_override_wins():
    state = ENGINE.new_game(["a", "b"], {"variant": "simplified"}, 1, [6, 1])
    assert state.start_health == 30 and state.heroes["a"].hand == [] and state.heroes["a"].cp == 0
    assert state.phase == "offense"
    assert ENGINE.new_game(["a", "b"], {"health": 12}, 1).start_health == 12
    with refuses(IllegalAction, "2v2 mode is for 4"):
        ENGINE.new_game(["a", "b"], {"mode": "2v2"}, 1)
    with refuses(IllegalAction, "no hero called"):
        ENGINE.new_game(["a", "b"], {"heroes": ["wizard"]}, 1)


def test_team_health_is_shared_and_teammates_see_each_others_hands():
    state = ENGINE.new_game(["a", "b", "c", "d"], {"mode": "2v2"}, 1, [6, 1, 1, 1])
    view = ENGINE.view(state, "a")
    assert set(view.teammates) == {"c"} and len(view.teammates["c"]) == 4
    public = ENGINE.view(state, None).model_dump_json()
    assert '"hand":[{' not in public and "teammates" not in public


def _targets(mode, count, die, player="p0"):
    players = [f"p{i}" for i in range(count)]
    state = ENGINE.new_game(players, {"mode": mode}, 1, [6] + [1] * (count - 1))
    return targeting(state, player, die)


@pytest.mark.parametrize(("mode", "count", "expect"), [
    # 2v2: teams p0+p2 / p1+p3; from p0 the opponents are p1 (left) and p3 (right)
    ("2v2", 4, {1: "p1", 2: "p1", 3: "p3", 4: "p3", 5: ("p1", ["p1", "p3"]), 6: ("p0", ["p1", "p3"])}),
    ("3v3", 6, {1: "p1", 2: "p1", 3: "p3", 4: "p3", 5: "p5", 6: "p5"}),
    # 2v2v2: teams p0+p3, p1+p4, p2+p5; clockwise opponents from p0: p1 p2 p4 p5
    ("2v2v2", 6, {1: "p1", 2: "p2", 3: "p4", 4: "p5", 5: ("p0", ["p1", "p2", "p4", "p5"]),
                  6: ("p0", ["p1", "p2", "p4", "p5"])}),
    ("ffa", 3, {1: "p1", 2: "p1", 3: "p1", 4: "p2", 5: "p2", 6: "p2"}),
    ("ffa", 4, {1: "p1", 2: "p1", 3: "p2", 4: "p2", 5: "p3", 6: "p3"}),
    ("ffa", 5, {1: "p1", 2: "p2", 3: "p3", 4: "p4", 5: ("p0", ["p1", "p4"]), 6: ("p0", ["p1", "p2", "p3", "p4"])}),
    ("ffa", 6, {1: "p1", 2: "p2", 3: "p3", 4: "p4", 5: "p5", 6: ("p0", ["p1", "p2", "p3", "p4", "p5"])}),
])
def test_targeting_tables(mode, count, expect):
    for die, want in expect.items():
        target, choices, chooser = _targets(mode, count, die)
        if isinstance(want, str):
            assert target == want, (mode, die)
        else:
            assert (target, chooser, choices) == (None, want[0], want[1]), (mode, die)


def test_targeting_roll_in_free_for_all_then_the_chosen_target_defends():
    state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["barbarian", "moon_elf", "monk"]}, 1, [6, 1, 1])
    for p in state.players:
        state = quiet(state, p)
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)
    force(state, 5)  # targeting die: 4-6 is the opponent on the right (cid)
    state, ev = act(state, "ann", "ability", name="cleave")
    assert state.attack.target == "cid" and state.phase == "defense"
    assert any(e["type"] == "roll" and e["kind"] == "target" for e in ev)


def test_what_the_rule_brings_back_a_hero_defeated_before_their_second_turn():
    state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["barbarian", "moon_elf", "monk"]}, 1, [6, 1, 1])
    for p in state.players:
        state = quiet(state, p)
    state.health = [30, 2, 30]
    state.heroes["bob"].statuses = {"targeted": 1}
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)
    force(state, 1)  # targets bob
    state, _ = act(state, "ann", "ability", name="cleave")
    force(state, 1, 1, 1, 1, 1)  # no foot: Slip Away prevents nothing
    state, ev = act(state, "bob", "defend")
    state, more = pass_windows(state)
    bob = state.heroes["bob"]
    assert "what_the" in types(ev + more)
    assert state.health[1] == 10 and not bob.out and bob.cp == 2 and len(bob.hand) == 4 and bob.statuses == {}


# --- statuses ------------------------------------------------------------------------------------


def test_burn_and_poison_hurt_in_upkeep_burn_fades_poison_stays():
    state = quiet(new(patch={"heroes": {"bob": {"statuses": {"burn": 2, "poison": 1}}}}))
    state, ev = end_turn_without_attack(state)
    assert state.health[1] == 47
    assert state.heroes["bob"].statuses == {"burn": 1, "poison": 1}


def test_concussion_skips_income():
    state = quiet(new(patch={"heroes": {"bob": {"statuses": {"concussion": 1}}}}))
    state, ev = end_turn_without_attack(state)
    assert state.heroes["bob"].cp == 2 and len(state.heroes["bob"].hand) == 4
    assert "concussion" not in state.heroes["bob"].statuses


def test_stun_skips_the_offensive_roll():
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"stun": 1}}}}))
    state, ev = act(state, "ann", "done")
    assert state.phase == "main2" and "stun" not in state.heroes["ann"].statuses


@pytest.mark.parametrize(("cp", "skipped"), [(2, False), (1, True)])
def test_knockdown_costs_two_cp_or_the_roll(cp, skipped):
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"knockdown": 1}, "cp": cp}}}))
    state, ev = act(state, "ann", "done")
    assert (state.phase == "main2") == skipped
    assert state.heroes["ann"].cp == (cp if skipped else 0)


def test_entangle_takes_one_roll_attempt():
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"entangle": 1}}}}))
    state = to_offense(state)
    assert state.roll.max_attempts == 2 and "entangle" not in state.heroes["ann"].statuses
    state, _ = roll(state, 1, 1, 1, 1, 1)
    state, _ = roll(state, 1, reroll=[1])
    with refuses(IllegalAction, "all 2 roll attempts"):
        act(state, "ann", "roll", dice=[1])


@pytest.mark.parametrize(("die", "fails"), [(2, True), (3, False)])
def test_blind_check_fails_the_attack_on_one_or_two(die, fails):
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"blind": 1}}}}))
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)
    force(state, die, 6, 6, 6, 6, 6)
    state, ev = act(state, "ann", "ability", name="cleave")
    assert any(e["type"] == "blind" and e["failed"] == fails for e in ev)
    assert "blind" not in state.heroes["ann"].statuses
    assert (state.phase == "main2") == fails


def test_targeted_adds_two_and_stays():
    state = quiet(new(patch={"heroes": {"bob": {"statuses": {"targeted": 1}}}}))
    state, ev = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[1, 1, 1, 1, 1])
    assert state.health[1] == 44 and state.heroes["bob"].statuses == {"targeted": 1}


def _to_damage_window(state, dice, ability, defense_dice, defense=""):
    state = to_offense(state)
    state, _ = roll(state, *dice)
    state, _ = pass_windows(state)
    state, _ = act(state, state.active, "ability", name=ability)
    state, _ = pass_windows(state)
    if state.phase == "defense":
        force(state, *defense_dice)
        state, _ = act(state, state.attack.target, "defend", name=defense)
    assert state.window is not None and state.window.kind == "damage"
    return state


def test_evasive_on_one_or_two_dodges_the_attack():
    state = quiet(new(patch={"heroes": {"bob": {"statuses": {"evasive": 2}}}}))
    state = _to_damage_window(state, [1, 1, 1, 4, 5], "cleave", [1, 1, 1, 1, 1])
    force(state, 5)
    state, ev = act(state, "bob", "spend", status="evasive")
    assert ev[0]["dodged"] is False
    force(state, 2)
    state, ev = act(state, "bob", "spend", status="evasive")
    assert ev[0]["dodged"] is True
    state, _ = pass_windows(state)
    assert state.health[1] == 50 and "evasive" not in state.heroes["bob"].statuses


def test_chi_adds_damage_for_the_attacker_and_prevents_for_the_defender():
    state = quiet(new(heroes=("monk", "monk"), patch={"heroes": {"ann": {"statuses": {"chi": 2}},
                                                                 "bob": {"statuses": {"chi": 1}}}}))
    state = _to_damage_window(state, [1, 1, 1, 4, 5], "flurry", [4, 4, 4, 4])  # taiji: gain chi, no prevention
    state, _ = act(state, "ann", "spend", status="chi")
    state, _ = act(state, "ann", "spend", status="chi")
    state, _ = act(state, "bob", "spend", status="chi")
    state, _ = pass_windows(state)
    assert state.health[1] == 50 - (6 + 2 - 1)  # Flurry I: 6 for three fists
    assert state.heroes["bob"].statuses["chi"] == 4  # four taiji


def test_crit_protect_retribution_on_a_paladin_duel():
    state = quiet(new(heroes=("paladin", "paladin"), patch={
        "heroes": {"ann": {"statuses": {"crit": 1}}, "bob": {"statuses": {"protect": 1, "retribution": 1}}}}))
    state = _to_damage_window(state, [1, 1, 1, 1, 1], "righteous_blow", [1, 1, 1])  # 5 swords: 10 dmg
    state, _ = act(state, "ann", "spend", status="crit")
    state, _ = act(state, "bob", "spend", status="protect")
    state, _ = act(state, "bob", "spend", status="retribution")
    state, _ = pass_windows(state)
    assert state.health == [48, 50 - (10 + 4 - 3)]


def test_crit_needs_five_damage():
    state = quiet(new(heroes=("paladin", "barbarian"), patch={"heroes": {"ann": {"statuses": {"crit": 1}}}}))
    state, ev = attack(state, [1, 1, 3, 3, 5], "vow", [1, 1, 1])
    assert not any(e["type"] == "window" for e in ev)  # a 4-damage attack: Crit can't be spent, nobody is asked
    assert state.health[1] == 46 and state.heroes["ann"].statuses["crit"] == 1


def test_blessing_keeps_a_side_at_one_health():
    state = quiet(new(patch={"health": [50, 3], "heroes": {"bob": {"statuses": {"blessing": 1}}}}))
    state, ev = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[1, 1, 1, 1, 1])
    assert state.health[1] == 1 and "blessing" in types(ev) and ENGINE.outcome(state) is None


def test_sneak_negates_and_sneak_attack_adds_a_die():
    state = quiet(new(heroes=("shadow_thief", "shadow_thief"), patch={
        "heroes": {"ann": {"statuses": {"sneak_attack": 1}}, "bob": {"statuses": {"sneak": 1}}}}))
    state = _to_damage_window(state, [1, 1, 1, 3, 5], "stab", [5, 5, 5], defense="duck")
    force(state, 4)
    state, ev = act(state, "ann", "spend", status="sneak_attack")
    assert ev[0]["bonus"] == 4
    state, _ = act(state, "bob", "spend", status="sneak")
    state, _ = pass_windows(state)
    assert state.health[1] == 50


def test_fire_mastery_adds_to_flare():
    state = quiet(new(heroes=("pyromancer", "barbarian"), patch={"heroes": {"ann": {"statuses": {"fire_mastery": 3}}}}))
    state, ev = attack(state, [1, 1, 1, 4, 5], "flare", defense_dice=[1, 1, 1])
    assert state.health[1] == 50 - (4 + 3)


def test_status_stack_limits():
    state = quiet(new(heroes=("monk", "barbarian"), patch={"heroes": {"ann": {"statuses": {"chi": 4}}}}))
    state, _ = attack(state, [4, 4, 4, 1, 2], "harmony")
    assert state.heroes["ann"].statuses["chi"] == 5


def test_tokens_are_spent_only_where_they_work():
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"evasive": 1, "blessing": 1}}}}))
    with refuses(IllegalAction, "attack is about to hit you"):
        act(state, "ann", "spend", status="evasive")
    with refuses(IllegalAction, "works by itself"):
        act(state, "ann", "spend", status="blessing")
    with refuses(IllegalAction, "no Chi"):
        act(state, "ann", "spend", status="chi")


# --- ultimates ------------------------------------------------------------------------------------


def test_ultimate_cannot_be_defended_reduced_or_answered():
    state = quiet(new())
    state = give(state, "bob", ["bulwark", "quick_reflexes", "nudge", "windfall"])
    state.heroes["bob"].statuses = {"evasive": 1}
    state = to_offense(state)
    state, _ = roll(state, 6, 6, 6, 6, 6)
    state, _ = pass_windows(state)
    state, ev = act(state, "ann", "ability", name="earthshatter")
    assert state.window.kind == "confirm" and state.window.dice_only == ["bob"]
    moves = {a.do for a in ENGINE.legal_actions(state, "bob")}
    assert moves == {"done", "play"}
    assert all(a.card.startswith("nudge") for a in ENGINE.legal_actions(state, "bob") if a.do == "play")
    with refuses(IllegalAction, "only play cards that alter"):
        act(state, "bob", "play", card="quick_reflexes")
    state, ev = act(state, "bob", "done")
    assert state.health[1] == 35 and state.phase == "main2"
    assert "defend" not in types(ev) and not any(e["type"] == "window" for e in ev)
    assert {"stun", "concussion"} <= set(state.heroes["bob"].statuses)


def test_altering_the_dice_after_the_choice_gives_the_roll_back():
    state = quiet(new())
    state = give(state, "bob", ["nudge", "windfall", "insight", "reserves"])
    state = to_offense(state)
    state, _ = roll(state, 6, 6, 6, 6, 6)
    state, _ = pass_windows(state)
    state, _ = act(state, "ann", "ability", name="earthshatter")
    state, ev = act(state, "bob", "play", card="nudge", die="1", value=5)
    assert state.roll.dice == [5, 6, 6, 6, 6]
    # bob has nothing more to play, so the window closes by itself
    assert "ability_reset" in types(ev) and state.attack is None
    assert state.phase == "offense" and state.roll.attempts == 1
    state, _ = roll(state, 6, reroll=[1])
    state, _ = act(state, "ann", "ability", name="earthshatter")
    assert state.health[1] == 35


# --- refusals ---------------------------------------------------------------------------------------


def test_refusals_are_sentences_and_change_nothing():
    state = quiet(new())
    before = state.model_dump_json()
    attempts = [("bob", "done", {}), ("ann", "roll", {}), ("ann", "sell", {"card": "nudge"}),
                ("ann", "play", {"card": "windfall", "die": [1]}), ("ann", "defend", {}),
                ("ann", "target", {"player": "bob"}), ("ann", "ability", {"name": "nope"}),
                ("ann", "spend", {"status": "shiny"}), ("ann", "draw", {"pile": "action"})]
    for player, do, args in attempts:
        with pytest.raises(IllegalAction) as caught:
            act(state, player, do, **args)
        assert ENGLISH.say(caught.value.message).endswith("."), caught.value.message
    assert state.model_dump_json() == before


# --- issue 22's free-for-all retuning ------------------------------------------------------------


@pytest.mark.parametrize(("cp", "gained"), [(0, 2), (1, 2), (2, 1)])
def test_tithe_adds_a_cp_only_below_two(cp, gained):
    state = quiet(new(heroes=("barbarian", "paladin"), patch={"heroes": {"bob": {"cp": cp}}}))
    state, ev = end_turn_without_attack(state)
    assert next(e for e in ev if e["type"] == "income")["cp"] == gained
    assert state.heroes["bob"].cp == cp + gained


def test_vow_gains_crit_not_retribution():
    state = quiet(new(heroes=("paladin", "barbarian")))
    state, _ = attack(state, [1, 1, 3, 3, 5], "vow", [1, 1, 1])
    assert state.heroes["ann"].statuses == {"crit": 1}


def test_aegis_two_prevents_per_helm_and_heals_nothing():
    state = quiet(new(heroes=("barbarian", "paladin"),
                      patch={"health": [50, 40], "heroes": {"bob": {"board": ["aegis_2"]}}}))
    state, _ = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[3, 5, 5, 6])  # one helm, two hearts
    assert state.health[1] == 40 - (4 - 1)  # Cleave I: 4 for three swords, 1 prevented, no healing
