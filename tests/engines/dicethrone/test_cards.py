"""Dice Throne cards by type and timing, hero upgrades, and each effect piece of the abilities."""

import pytest

from engines.dicethrone.data import CARDS, HEROES, deck_list
from engines.errors import IllegalAction, WrongPhase
from tests.engines.dicethrone.helpers import (
    ENGINE,
    act,
    cards_total,
    force,
    give,
    new,
    pass_windows,
    refuses,
    to_offense,
    types,
)
from tests.engines.dicethrone.test_rules import QUIET, _to_damage_window, attack, quiet, roll


def test_every_deck_has_32_cards_of_its_own_hero():
    for hero in HEROES:
        cards = deck_list(hero)
        assert len(cards) == len(set(cards)) == 32
        assert all(CARDS[c.split(".")[0]]["hero"] in (None, hero) for c in cards)
        kinds = {CARDS[c.split(".")[0]]["kind"] for c in cards}
        assert kinds == {"upgrade", "action"}


# --- upgrades -------------------------------------------------------------------------------------


def test_upgrade_two_then_three_pays_the_difference():
    state = new()
    state = give(state, "ann", ["cleave_2", "cleave_3", "crushing_blow_3", "windfall"])
    state = quiet(state, "bob")
    state, ev = act(state, "ann", "play", card="cleave_2")
    assert state.heroes["ann"].cp == 0 and state.heroes["ann"].level("cleave") == 2 and ev[0]["paid"] == 2
    with refuses(IllegalAction, "costs 4 CP and you have 0"):
        act(state, "ann", "play", card="crushing_blow_3")
    state, _ = act(state, "ann", "play", card="windfall")
    state, ev = act(state, "ann", "play", card="cleave_3")
    h = state.heroes["ann"]
    assert ev[0]["paid"] == 2 and h.cp == 0 and h.level("cleave") == 3
    assert h.board == ["cleave_3"] and "cleave_2" in h.discard and cards_total(state, "ann") == 32


def test_level_three_directly_and_no_going_back():
    state = new(patch={"heroes": {"ann": {"cp": 4}}})
    state = give(state, "ann", ["crushing_blow_3", "crushing_blow_2"])
    state = quiet(state, "bob")
    state, ev = act(state, "ann", "play", card="crushing_blow_3")
    assert ev[0]["paid"] == 4
    with refuses(IllegalAction, "already at level III"):
        act(state, "ann", "play", card="crushing_blow_2")


def test_upgrades_only_in_your_main_phase_and_they_change_the_ability():
    state = new(patch={"heroes": {"ann": {"cp": 5}}})
    state = give(state, "ann", ["cleave_2", "windfall"])
    state = quiet(state, "bob")
    state = to_offense(state)
    with refuses(WrongPhase, "main phase"):
        act(state, "ann", "play", card="cleave_2")
    state = new(patch={"heroes": {"ann": {"cp": 5}}})
    state = quiet(give(state, "ann", ["cleave_2"]), "bob")
    state, _ = act(state, "ann", "play", card="cleave_2")
    state, _ = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[1, 1, 1, 1, 1])
    assert state.health[1] == 45


# --- generic cards ----------------------------------------------------------------------------------


def _offense_with(card, dice=(1, 2, 3, 4, 5), cp=5, hero="barbarian"):
    state = new(heroes=(hero, "moon_elf"), patch={"heroes": {"ann": {"cp": cp}}})
    state = give(state, "ann", [card])
    state = quiet(state, "bob")
    state = to_offense(state)
    state, _ = roll(state, *dice)
    return state


def test_lucky_pair_sets_two_of_your_dice_to_six():
    state = _offense_with("lucky_pair")
    state, ev = act(state, "ann", "play", card="lucky_pair", die="1 2")
    assert state.roll.dice == [6, 6, 3, 4, 5] and state.heroes["ann"].cp == 2


def test_destiny_sets_any_value_and_asks_for_one():
    state = _offense_with("destiny")
    with refuses(IllegalAction, "value:1 to value:6"):
        act(state, "ann", "play", card="destiny", die="1")
    state, _ = act(state, "ann", "play", card="destiny", die="1", value=4)
    assert state.roll.dice[0] == 4


def test_nudge_moves_a_die_by_one():
    state = _offense_with("nudge")
    with refuses(IllegalAction, "value:2"):
        act(state, "ann", "play", card="nudge", die="1", value=3)
    state, _ = act(state, "ann", "play", card="nudge", die="1", value=2)
    assert state.roll.dice[0] == 2


def test_second_chance_rerolls_up_to_two_of_your_dice():
    state = _offense_with("second_chance")
    with refuses(IllegalAction, "at most 2"):
        act(state, "ann", "play", card="second_chance", die="1 2 3")
    force(state, 6, 6)
    state, _ = act(state, "ann", "play", card="second_chance", die="1 2")
    assert state.roll.dice == [6, 6, 3, 4, 5] and state.roll.attempts == 1


def test_mirror_copies_one_die_onto_another():
    state = _offense_with("mirror")
    state, _ = act(state, "ann", "play", card="mirror", die="1 5")
    assert state.roll.dice == [5, 2, 3, 4, 5]


def test_one_more_try_adds_a_roll_attempt():
    state = _offense_with("one_more_try")
    state, _ = act(state, "ann", "play", card="one_more_try")
    assert state.roll.max_attempts == 4


def test_jinx_rerolls_a_die_of_someone_elses_roll_in_the_reaction_window():
    state = new(patch={"heroes": {"bob": {"cp": 3}}})
    state = quiet(state, "ann")
    state = give(state, "bob", ["jinx", "windfall", "insight", "reserves"])
    state = to_offense(state)
    state, ev = roll(state, 6, 6, 6, 6, 6)
    assert state.window.kind == "roll" and state.window.pending == ["bob"]
    assert ENGINE.awaiting(state)[0].kind == "reaction" and ENGINE.awaiting(state)[0].timer == "reaction"
    force(state, 1)
    state, ev = act(state, "bob", "play", card="jinx", die="3")
    assert state.roll.dice == [6, 6, 1, 6, 6] and state.window is None and state.phase == "offense"


def test_roll_cards_wait_for_a_roll_and_main_cards_for_the_main_phase():
    state = new()
    state = give(state, "ann", ["jinx", "windfall", "second_chance", "bulwark"])
    state = quiet(state, "bob")
    with refuses(IllegalAction, "roll phase"):
        act(state, "ann", "play", card="second_chance", die="1")
    with refuses(IllegalAction, "prevents damage"):
        act(state, "ann", "play", card="bulwark")
    state = to_offense(state)
    with refuses(WrongPhase, "main phase"):
        act(state, "ann", "play", card="windfall")
    state, _ = roll(state, 1, 2, 3, 4, 5)
    with refuses(IllegalAction, "someone else"):
        act(state, "ann", "play", card="jinx", die="1")


def test_bulwark_prevents_four_in_the_damage_window():
    state = new(patch={"heroes": {"bob": {"cp": 3}}})
    state = quiet(state, "ann")
    state = give(state, "bob", ["bulwark", "windfall", "insight", "reserves"])
    state = _to_damage_window(state, [1, 1, 1, 1, 1], "cleave", [1, 1, 1, 1, 1])  # 8 damage
    state, _ = act(state, "bob", "play", card="bulwark")
    state, _ = pass_windows(state)
    assert state.health[1] == 46


def test_windfall_insight_reserves_field_dressing():
    state = quiet(new(patch={"health": [40, 50]}), "bob")
    state = give(state, "ann", ["windfall", "insight", "reserves", "field_dressing"])
    state, _ = act(state, "ann", "play", card="windfall")
    assert state.heroes["ann"].cp == 4
    state, _ = act(state, "ann", "play", card="insight")
    assert len(state.heroes["ann"].hand) == 4 and state.heroes["ann"].cp == 3
    state, _ = act(state, "ann", "play", card="reserves")
    assert len(state.heroes["ann"].hand) == 4
    state, _ = act(state, "ann", "play", card="field_dressing")
    assert state.health[0] == 44 and cards_total(state, "ann") == 32


def test_purify_removes_negative_statuses_of_a_target_player():
    state = new(patch={"heroes": {"ann": {"statuses": {"poison": 2, "evasive": 1}}}})
    state = quiet(give(state, "ann", ["purify"]), "bob")
    with refuses(IllegalAction, "bob has no negative status"):
        act(state, "ann", "play", card="purify", target="bob")
    state, ev = act(state, "ann", "play", card="purify")
    assert state.heroes["ann"].statuses == {"evasive": 1}


# --- hero action cards --------------------------------------------------------------------------------


HERO_ACTIONS = [(hero, card["id"]) for hero, data in HEROES.items() for card in data["actions"]]


@pytest.mark.parametrize(("hero", "card"), HERO_ACTIONS)
def test_each_hero_action_card_does_what_its_pieces_say(hero, card):
    info = CARDS[card]
    pieces = {k for x in info["fx"] for k in x}
    if "prevent" in pieces:  # bob holds it and is attacked
        state = new(heroes=("barbarian", hero), patch={"heroes": {"bob": {"cp": 5}}})
        state = quiet(give(state, "bob", [card, "windfall", "insight", "reserves"]), "ann")
        defense = "duck" if hero == "shadow_thief" else ""
        state = _to_damage_window(state, [1, 1, 1, 1, 1], "cleave", [6, 6, 6, 6, 6], defense=defense)
        state, ev = act(state, "bob", "play", card=card)
        assert any(e["type"] == "prevent" for e in ev)
        return
    state = new(heroes=(hero, "barbarian"), patch={"heroes": {"ann": {"cp": 5}, "bob": {"cp": 3}},
                                                   "health": [40, 50]})
    state = quiet(give(state, "ann", [card]), "bob")
    if "bonus" in pieces:
        dice = [1, 1, 1, 1, 1]
        ability = next(a["id"] for a in HEROES[hero]["abilities"] if a["kind"] == "offense")
        state = _to_damage_window(state, dice, ability, [6, 6, 6])
        state, ev = act(state, "ann", "play", card=card)
        assert any(e["type"] == "bonus" for e in ev)
        return
    args = {"target": "bob"} if pieces & {"inflict", "steal"} else {}
    state, ev = act(state, "ann", "play", card=card, **args)
    ann, bob = state.heroes["ann"], state.heroes["bob"]
    for x in info["fx"]:
        if "inflict" in x:
            assert bob.statuses.get(x["inflict"]) == x.get("n", 1)
        if "gain" in x:
            assert ann.statuses.get(x["gain"]) == x.get("n", 1)
        if "heal" in x:
            assert state.health[0] == 40 + x["heal"]
        if "steal" in x:
            assert bob.cp == 3 - x["steal"]
    assert "card" in types(ev)


# --- ability pieces -----------------------------------------------------------------------------------


def test_undefendable_skips_the_defensive_roll():
    state = quiet(new(heroes=("pyromancer", "barbarian")))
    state, ev = attack(state, [6, 6, 6, 1, 2], "meteor_strike")
    assert "defend" not in types(ev) and state.health[1] == 44
    assert state.heroes["bob"].statuses == {"knockdown": 1}


def test_collateral_hits_every_other_opponent():
    state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["pyromancer", "barbarian", "monk"]}, 1, [6, 1, 1])
    for p in state.players:
        state = quiet(state, p)
    state = to_offense(state)
    state, _ = roll(state, 1, 2, 3, 4, 5)
    force(state, 1)  # target bob
    state, _ = act(state, "ann", "ability", name="firestorm")
    force(state, 1, 1, 1)
    state, _ = act(state, "bob", "defend")
    state, _ = pass_windows(state)
    assert state.health == [30, 22, 30 - 4]  # 4 collateral to cid
    assert state.heroes["bob"].statuses == {"burn": 2}


def test_magma_burst_and_scorch_splash_two_on_each_other_opponent():
    for dice, ability, hit in (([4, 4, 4, 1, 2], "magma_burst", 8), ([1, 2, 3, 4, 6], "scorch", 6)):
        state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["pyromancer", "barbarian", "monk"]}, 1, [6, 1, 1])
        for p in state.players:
            state = quiet(state, p)
        state = to_offense(state)
        state, _ = roll(state, *dice)
        force(state, 1)  # target bob
        state, _ = act(state, "ann", "ability", name=ability)
        force(state, 1, 1, 1)
        state, _ = act(state, "bob", "defend")
        state, _ = pass_windows(state)
        assert state.health == [30, 30 - hit, 30 - 2], ability


def test_steal_takes_only_what_the_target_has_and_cp_gain():
    state = quiet(new(heroes=("shadow_thief", "barbarian"), patch={"heroes": {"bob": {"cp": 0}}}))
    state, ev = attack(state, [3, 3, 4, 1, 2], "pilfer", defense_dice=[1, 1, 1])
    assert state.heroes["ann"].cp == 2 and state.heroes["bob"].cp == 0
    assert any(e["type"] == "steal" and e["amount"] == 0 for e in ev)
    state = quiet(new(heroes=("barbarian", "moon_elf")))
    state, ev = attack(state, [4, 4, 5, 1, 2], "second_wind")
    assert state.heroes["ann"].cp == 3


def test_draw_and_discard():
    state = quiet(new(heroes=("shadow_thief", "barbarian")))
    state, ev = attack(state, [5, 5, 3, 3, 1], "sleight", defense_dice=[1, 1, 1])
    assert len(state.heroes["ann"].hand) == 6 and len(state.heroes["bob"].hand) == 3
    assert len(state.heroes["bob"].discard) == 1 and cards_total(state, "bob") == 32


def test_defence_per_symbol_heal_and_on_symbol_conditions():
    state = quiet(new(heroes=("barbarian", "pyromancer")))
    # Ember Ward: 1 damage back per fire, 1 prevented per magma; on a meteor, Burn on the attacker
    state, ev = attack(state, [1, 1, 1, 4, 5], "cleave", defense_dice=[1, 6, 4])
    assert state.health == [49, 50 - (4 - 1)] and state.heroes["ann"].statuses == {"burn": 1}
    state = quiet(new(heroes=("moon_elf", "barbarian")))
    # Iron Hide: heal 2 per heart
    state, ev = attack(state, [1, 1, 1, 4, 5], "longshot", defense_dice=[4, 5, 1])
    assert state.health[1] == 50 - 5 + 4


def test_tiers_use_the_best_count_reached():
    state = quiet(new())
    state, ev = attack(state, [1, 1, 1, 1, 5], "cleave", defense_dice=[1, 1, 1])
    assert state.health[1] == 44


def test_simplified_game_refuses_cards():
    state = ENGINE.new_game(["a", "b"], {"variant": "simplified"}, 1, [6, 1])
    with pytest.raises(IllegalAction):
        act(state, "a", "play", card="nudge")
    assert all(a.do in ("roll",) for a in ENGINE.legal_actions(state, "a"))


def test_upgrade_deck_variant_asks_which_pile_whenever_a_card_is_drawn():
    state = ENGINE.new_game(["a", "b"], {"variant": "upgrade_deck", "heroes": ["monk", "paladin"]}, 1, [6, 1])
    assert {p.player for p in ENGINE.awaiting(state)} == {"a", "b"} and state.heroes["b"].hand == []
    state, _ = act(state, "b", "draw", pile="upgrade", count=3)
    with refuses(IllegalAction, "draw 1 card"):
        act(state, "b", "draw", pile="action", count=2)
    state, _ = act(state, "b", "draw", pile="action")
    b = state.heroes["b"]
    assert [CARDS[c.split(".")[0]]["kind"] for c in b.hand] == ["upgrade"] * 3 + ["action"]
    assert len(b.updeck) + len(b.deck) + len(b.hand) == 32
    state, _ = act(state, "a", "draw", pile="action", count=4)
    assert state.phase == "main1" and state.active == "a"
    for p in state.players:
        state = give(state, p, QUIET)
        state.heroes[p].updeck = [c for c in state.heroes[p].deck if CARDS[c.split(".")[0]]["kind"] == "upgrade"]
        state.heroes[p].deck = [c for c in state.heroes[p].deck if c not in state.heroes[p].updeck]
    state, _ = act(state, "a", "play", card="insight")  # a drawn card mid-turn asks too
    assert [p.player for p in ENGINE.awaiting(state)] == ["a"] and state.heroes["a"].owed == 2
    state, _ = act(state, "a", "draw", pile="upgrade", count=2)
    state = to_offense(state)
    state, _ = roll(state, 2, 2, 4, 4, 5)
    state, _ = act(state, "a", "done")
    state, _ = act(state, "a", "done")
    assert state.active == "b" and [p.player for p in ENGINE.awaiting(state)] == ["b"]  # the income card
    state, _ = act(state, "b", "draw", pile="upgrade")
    assert CARDS[state.heroes["b"].hand[-1].split(".")[0]]["kind"] == "upgrade" and state.phase == "main1"

