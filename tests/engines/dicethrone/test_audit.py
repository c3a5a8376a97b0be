"""The rules the audit found wrong (issue 22), each with forced dice, and the reaction windows' new
manners: asked only when something held could change this roll or this damage, secretly."""


from engines.dicethrone.upgrades import v1_to_v2
from engines.errors import IllegalAction
from lang import ENGLISH
from tests.engines.dicethrone.helpers import ENGINE, act, force, give, new, pass_windows, refuses, to_offense, types
from tests.engines.dicethrone.test_rules import quiet, roll


def test_blind_is_not_checked_on_an_ultimate():
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"blind": 1}}}}))
    state = to_offense(state)
    state, _ = roll(state, 6, 6, 6, 6, 6)
    force(state, 1)  # a Blind check die, if one were rolled, would fail the attack
    state, ev = act(state, "ann", "ability", name="earthshatter")
    state, more = pass_windows(state)
    assert "blind" not in types(ev + more) and state.health[1] == 35
    assert state.heroes["ann"].statuses == {"blind": 1}  # Blind waits for an attack it may check


def test_blind_still_checks_an_ordinary_attack():
    state = quiet(new(patch={"heroes": {"ann": {"statuses": {"blind": 1}}}}))
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)
    force(state, 2)
    state, ev = act(state, "ann", "ability", name="cleave")
    assert {"type": "blind", "player": "ann", "die": 2, "failed": True} in ev and state.health[1] == 50


def test_mirror_works_only_on_your_own_roll():
    state = new(patch={"heroes": {"bob": {"cp": 3}}})
    state = quiet(state, "ann")
    state = give(state, "bob", ["mirror", "windfall", "insight", "reserves"])
    state = to_offense(state)
    state, _ = roll(state, 6, 6, 6, 6, 5)
    state, _ = pass_windows(state)
    state, _ = act(state, "ann", "ability", name="fury")
    assert state.window is None or "bob" not in state.window.pending
    assert not any(a.do == "play" for a in ENGINE.legal_moves(state, "bob"))


def test_collateral_victims_may_prevent_it_with_cards_and_are_asked():
    state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["pyromancer", "barbarian", "monk"]}, 1, [6, 1, 1])
    for p in ("ann", "bob"):
        state = quiet(state, p)
    state = give(state, "cid", ["bulwark", "windfall", "insight", "reserves"])
    state = to_offense(state)
    state, _ = roll(state, 1, 2, 3, 4, 5)
    force(state, 1)  # target bob
    state, _ = act(state, "ann", "ability", name="firestorm")
    force(state, 1, 1, 1)
    state, _ = act(state, "bob", "defend")
    assert state.window.kind == "damage" and state.window.pending == ["cid"]
    assert [p.secret for p in ENGINE.awaiting(state)] == [True]
    state, ev = act(state, "cid", "play", card="bulwark")
    state, _ = pass_windows(state)
    assert state.health == [30, 22, 30]  # bob takes 8, cid's 2 collateral is prevented


def test_a_collateral_victim_cannot_dodge_what_is_not_an_attack_on_them():
    state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["pyromancer", "barbarian", "monk"]}, 1, [6, 1, 1])
    for p in state.players:
        state = quiet(state, p)
    state.heroes["cid"].statuses = {"evasive": 1, "chi": 1}
    state = to_offense(state)
    state, _ = roll(state, 1, 2, 3, 4, 5)
    force(state, 1)
    state, _ = act(state, "ann", "ability", name="firestorm")
    force(state, 1, 1, 1)
    state, _ = act(state, "bob", "defend")
    assert {a.status for a in ENGINE.legal_moves(state, "cid") if a.do == "spend"} == {"chi"}
    with refuses(IllegalAction, "not collateral"):
        act(state, "cid", "spend", status="evasive")
    state, _ = act(state, "cid", "spend", status="chi")
    state, _ = pass_windows(state)
    assert state.health == [30, 22, 30 - (4 - 1)]  # Firestorm's 4 collateral, 1 prevented by Chi


def _end_anns_turn(state):
    state = to_offense(state)
    state, _ = roll(state, 2, 4, 4, 5, 6)
    state, _ = pass_windows(state)
    state, _ = act(state, "ann", "done")
    state, _ = act(state, "ann", "done")
    return state


def test_purify_before_burn_ticks_in_upkeep():
    state = new(patch={"heroes": {"bob": {"statuses": {"burn": 2}, "cp": 2}}}, ask="outcome")
    state = quiet(state, "ann")
    state = give(state, "bob", ["purify", "windfall", "insight", "reserves"])
    state = _end_anns_turn(state)
    assert state.active == "bob" and state.window.kind == "upkeep" and state.window.pending == ["bob"]
    state, ev = act(state, "bob", "play", card="purify")
    assert state.health[1] == 50 and "upkeep" not in types(ev) and state.phase == "main1"


def test_no_upkeep_window_when_nothing_ticks_or_nobody_can_cleanse():
    state = quiet(new(patch={"heroes": {"bob": {"statuses": {"burn": 1}}}}, ask="outcome"))
    state = _end_anns_turn(state)
    assert state.window is None and state.health[1] == 49 and state.phase == "main1"


def test_simplified_is_1v1_with_the_barbarian_or_the_moon_elf():
    with refuses(IllegalAction, "1v1"):
        ENGINE.new_game(["a", "b", "c"], {"variant": "simplified"}, 1)
    with refuses(IllegalAction, "Barbarian or the Moon Elf"):
        ENGINE.new_game(["a", "b"], {"variant": "simplified", "heroes": ["monk"]}, 1)
    for seed in range(8):
        state = ENGINE.new_game(["a", "b"], {"variant": "simplified"}, seed)
        assert {h.hero for h in state.heroes.values()} <= {"barbarian", "moon_elf"}


def test_simplified_knockdown_at_0_cp_acts_as_stun():
    state = ENGINE.new_game(["a", "b"], {"variant": "simplified", "heroes": ["barbarian", "moon_elf"]}, 1, [1, 6])
    state.heroes["a"].statuses = {"knockdown": 1}
    force(state, 2, 2, 4, 4, 5)
    state, _ = act(state, "b", "roll")
    state, ev = act(state, "b", "done")  # no ability; a's turn comes and goes
    assert {"type": "skip", "player": "a", "what": "offense", "why": "knockdown"} in ev
    assert state.active == "b" and state.phase == "offense" and state.heroes["a"].statuses == {}


def test_what_the_rule_has_no_once_only_limit():
    state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["barbarian", "moon_elf", "monk"]}, 1, [6, 1, 1])
    for p in state.players:
        state = quiet(state, p)
    state.health = [30, 2, 30]
    state.heroes["bob"].statuses = {"targeted": 1}
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)
    force(state, 1)
    state, _ = act(state, "ann", "ability", name="cleave")
    force(state, 1, 1, 1, 1, 1)
    state, ev = act(state, "bob", "defend")
    state, more = pass_windows(state)
    assert "what_the" in types(ev + more) and state.health[1] == 10
    state = quiet(state, "bob")
    state.health[1] = 1  # Poison at bob's first upkeep: he has still not had his second turn
    state.heroes["bob"].statuses = {"poison": 1}
    state, _ = act(state, "ann", "done")
    assert state.active == "bob" and state.health[1] == 10 and not state.heroes["bob"].out


def test_a_saved_version_1_state_upgrades_and_plays_on():
    state = new(variant="upgrade_deck")
    for p in state.players:
        state, _ = act(state, p, "draw", pile="action", count=4)
    old = state.model_dump(mode="json")
    old["schema_version"] = 1
    for h in old["heroes"].values():
        h["reset_used"] = False
        h.pop("owed")
    old.pop("ask")
    old["phase"] = "draw"  # waiting for the income card's pile, as version 1 did
    loaded = ENGINE.load_state(old)
    assert loaded.schema_version == 2 and loaded.phase == "main1" and loaded.heroes["ann"].owed == 1
    loaded, _ = act(loaded, "ann", "draw", pile="upgrade")
    assert loaded.heroes["ann"].owed == 0 and ENGINE.legal_moves(loaded, "ann")
    assert v1_to_v2({"heroes": {"x": {"reset_used": True}}, "phase": "main2", "active": "x"}) == {
        "heroes": {"x": {}}, "phase": "main2", "active": "x"}


# --- whom the windows ask ---------------------------------------------------------------------------


def test_an_opponent_is_asked_only_when_their_card_could_break_the_ability():
    state = new(patch={"heroes": {"bob": {"cp": 3}}}, ask="outcome")
    state = quiet(state, "ann")
    state = give(state, "bob", ["nudge", "quick_reflexes", "purify", "windfall"])
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 1, 1)
    assert state.window is None  # an attempt that is not the last: nothing decided yet
    state, _ = act(state, "ann", "ability", name="cleave")
    assert state.window is None  # five swords: one Nudge can't break "3 sword"; Quick Reflexes changes nothing
    state = quiet(new(patch={"heroes": {"bob": {"cp": 3}}}, ask="outcome"), "ann")
    state = give(state, "bob", ["nudge", "quick_reflexes", "purify", "windfall"])
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 3, 4, 5)
    state, _ = act(state, "ann", "ability", name="cleave")
    assert state.window.kind == "confirm" and state.window.pending == ["bob"]
    public = ENGINE.view(state, None)
    assert public.window == [] and "bob" not in public.awaiting
    assert ENGINE.view(state, "bob").window == ["bob"]


def test_never_ask_and_always_ask_preferences():
    state = new(patch={"heroes": {"bob": {"cp": 3}}}, ask="outcome")
    state = quiet(state, "ann")
    state = give(state, "bob", ["nudge", "quick_reflexes", "purify", "windfall"])
    state, _ = act(state, "bob", "ask", level="never")  # taken while the game waits for ann
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 3, 4, 5)
    state, _ = act(state, "ann", "ability", name="cleave")
    assert state.window is None and state.phase != "offense"
    state = new(patch={"heroes": {"bob": {"cp": 3}}}, ask="outcome")
    state = quiet(state, "ann")
    state = give(state, "bob", ["quick_reflexes", "windfall", "insight", "reserves"])
    state, _ = act(state, "bob", "ask", level="always")
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 1, 1)
    assert state.window.kind == "roll" and state.window.pending == ["bob"]


def test_who_passed_stays_secret():
    state = new(patch={"heroes": {"bob": {"cp": 3}}}, ask="outcome")
    state = quiet(state, "ann")
    state = give(state, "bob", ["nudge", "windfall", "insight", "reserves"])
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 3, 4, 5)
    state, ev = act(state, "ann", "ability", name="cleave")
    assert all("players" not in e for e in ev if e["type"] == "window")
    state, ev = act(state, "bob", "done")
    assert "pass" not in types(ev) and all(e.get("player") != "bob" for e in ev)


def test_the_channel_cannot_tell_who_is_asked():
    """Same public position, the card that could break the ability in one hand or the other: the public
    view and the events are the same."""
    seen = set()
    for holder in ("bob", "cid"):
        state = ENGINE.new_game(["ann", "bob", "cid"], {"heroes": ["barbarian", "moon_elf", "monk"]}, 1,
                                [6, 1, 1])
        for p in state.players:
            state = quiet(state, p)
        state = give(state, holder, ["nudge", "windfall", "insight", "reserves"])
        for p in ("bob", "cid"):
            state.heroes[p].cp = 3
        state = to_offense(state)
        state, _ = roll(state, 1, 1, 3, 4, 5)
        state, ev = act(state, "ann", "ability", name="cleave")
        assert state.window.pending == [holder]
        view = ENGINE.view(state, None).model_dump()
        seen.add((str(view), str(ev)))
    assert len(seen) == 1


# --- the wording ---------------------------------------------------------------------------------------


def test_damage_dealt_back_by_a_defence_is_named_after_the_defence():
    state = quiet(new(heroes=("barbarian", "monk")))
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)
    state, _ = act(state, "ann", "ability", name="cleave")
    force(state, 3, 3, 1, 1)  # Still Water: two palms deal 2 each back
    state, ev = act(state, "bob", "defend")
    state, more = pass_windows(state)
    damage = {e["player"]: e["source"] for e in ev + more if e["type"] == "damage"}
    assert damage == {"bob": ["dt-ability-cleave"], "ann": ["dt-ability-still_water"]}
    assert not any(e["type"] == "heal" and e["amount"] == 0 for e in ev + more)


def test_a_changed_die_is_told_as_the_dice_now_and_the_last_attempt_asks_for_an_ability():
    from engines.dicethrone.narrate import narrate

    state = new(patch={"heroes": {"ann": {"cp": 3}}})
    state = give(state, "ann", ["nudge", "windfall", "insight", "reserves"])
    state = quiet(state, "bob")
    state = to_offense(state)
    for dice in ((1, 1, 3, 4, 5), (2,), (2,)):
        state, _ = roll(state, *dice, reroll=[5] if len(dice) == 1 else None)
        state, _ = pass_windows(state)
    assert ENGLISH.say(ENGINE.awaiting(state)[0].what).startswith("offensive roll done: choose an ability")
    state, ev = act(state, "ann", "play", card="nudge", die="3", value=2)
    lines = [ENGLISH.say(line) for e in ev if (line := narrate(e))]
    assert "ann's dice now: 1(sword) 1(sword) 2(sword) 4(heart) 2(sword)." in lines
    assert not any(line and "attempt" in line for line in lines)


# --- the rulings -----------------------------------------------------------------------------------


def test_blessing_saves_from_a_lethal_ultimate_which_is_dealt_in_full():
    state = quiet(new(patch={"heroes": {"bob": {"statuses": {"blessing": 1}}}}))
    state.health[1] = 10
    state = to_offense(state)
    state, _ = roll(state, 6, 6, 6, 6, 6)
    state, ev = act(state, "ann", "ability", name="earthshatter")
    state, more = pass_windows(state)
    ev += more
    assert [e["amount"] for e in ev if e["type"] == "damage"] == [15]
    assert state.health[1] == 1 and "blessing" in types(ev) and not state.heroes["bob"].out


def test_stealing_at_15_cp_takes_from_the_target_and_loses_what_does_not_fit():
    from tests.engines.dicethrone.test_rules import attack

    state = quiet(new(heroes=("shadow_thief", "barbarian"), patch={"heroes": {"ann": {"cp": 15}, "bob": {"cp": 3}}}))
    state, ev = attack(state, [3, 3, 4, 1, 2], "pilfer", defense_dice=[1, 1, 1])
    assert state.heroes["ann"].cp == 15 and state.heroes["bob"].cp == 2
    assert {"type": "steal", "player": "ann", "from": "bob", "amount": 1, "kept": 0} in ev


def test_halving_comes_before_flat_prevention():
    state = new(heroes=("barbarian", "moon_elf"), patch={"heroes": {"bob": {"cp": 2}}})
    state = quiet(state, "ann")
    state = give(state, "bob", ["bulwark", "windfall", "insight", "reserves"])
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 1, 1)  # Cleave with five swords: 8 damage
    state, _ = pass_windows(state)
    state, _ = act(state, "ann", "ability", name="cleave")
    state, _ = pass_windows(state)
    force(state, 4, 4, 1, 1, 1)  # Slip Away: two feet halve it
    state, _ = act(state, "bob", "defend")
    state, _ = act(state, "bob", "play", card="bulwark")
    state, ev = pass_windows(state)
    assert state.health[1] == 50  # 8 halved is 4, then Bulwark prevents 4 (the other order would leave 2)
