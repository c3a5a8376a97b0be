"""The Throneworld cog's pure parts and the texts it shows (engines/throneworld/suggest.py and
describe.py): autocomplete suggestions (from the asking player's own view only),
the public and private controls (they fit Discord and play exactly legal moves), the private texts,
the odds answer, and the battle narration."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

import discord
import pytest

from bot.models import Table
from cogs import throneworld as cog
from cogs._common import register_controls, register_private_controls
from cogs._controls import ActionButton, ActionSelect, MoveSelect, offered_args
from engines import registry
from engines.errors import DicehallError
from engines.throneworld import describe
from engines.throneworld import suggest as suggestions
from engines.throneworld import units as U
from engines.throneworld.actions import Commit
from engines.throneworld.state import ThroneworldState
from lang import ENGLISH
from tests.engines.throneworld._game_support import at, clear, english, give, own, place, refused, scan, set_tech

NOW = datetime(2026, 1, 1, tzinfo=UTC)
E = registry.get("throneworld")
CHANNEL = "123456789012345678"


def table(version: int = 41) -> Table:
    return Table(guild_id="1", channel_id=CHANNEL, game="throneworld", status="playing", version=version,
                 creator_id="1", created_at=NOW, updated_at=NOW)


def started(n: int = 3, seed: int = 4):
    state = E.new_game([f"p{i}" for i in range(1, n + 1)], {}, seed)
    for p in state.players:
        state = E.apply(state, p, Commit(), NOW).state
    return state


def playout(n: int, seed: int, moves: int):
    """States along an AI game (every phase comes up within a few turns)."""
    state = E.new_game([f"p{i}" for i in range(1, n + 1)], {"max_turns": 6}, seed)
    rand = random.Random(seed)
    for _ in range(moves):
        if E.outcome(state) is not None:
            return
        prompts = E.awaiting(state)
        yield state, prompts
        player = prompts[0].player
        state = E.apply(state, player, E.ai_action(state, player, rand), NOW).state


# --- autocomplete --------------------------------------------------------------------------------


WHATS = ["jump.fleet", "jump.to", "jump.bunker", "jump.units", "scan.hex", "scan.bunker", "transfer.origin",
         "transfer.to", "transfer.units", "chit.chit", "chit.target", "chit.units", "chit.origins", "chit.turn_in",
         "pass.turn_in", "jam.action", "jam.bunker", "jam.chit", "intercept.action", "intercept.fleet",
         "intercept.bunker", "intercept.units", "intercept.chit", "counterjam.response", "counterjam.bunker",
         "counterjam.chit", "build.units", "build.at", "event.target", "odds.to", "odds.units", "odds.fleet",
         "hex.hex"]


def test_every_autocompleted_option_answers_within_discord_limits_all_game_long():
    for i, (state, prompts) in enumerate(playout(4, 3, 300)):
        if i % 7:
            continue
        player = prompts[0].player
        view = E.view(state, player)
        home = state.ground.home(player)
        typed = {"fleet": home, "origin": home, "hex": home, "action": 1, "response": 1, "chit": ""}
        for what in WHATS:
            for current in ("", home[:1], "2"):
                found = suggestions.suggest(what, view, current, typed, ENGLISH.say)
                assert len(found) <= 25, what
                for label, value in found:
                    assert 1 <= len(label) <= 100 and len(str(value)) <= 100, (what, label, value)


def test_hexes_are_labelled_from_the_players_own_view():
    state = started()
    tile_hex = next(n for n, s in sorted(state.ground.systems.items())
                    if not s.face_up and s.kind == "outer" and not s.scans)
    scan(state, "p1", tile_hex)
    labels = {p: dict((v, lab) for lab, v in suggestions.suggest("scan.hex", E.view(state, p), tile_hex, {},
                                                                 ENGLISH.say)) for p in ("p1", "p2")}
    assert "scanned: dev" in labels["p1"][tile_hex]
    assert labels["p2"][tile_hex] == f"{tile_hex} · face-down outer"
    home = state.ground.home("p2")
    fleets = suggestions.suggest("jump.fleet", E.view(state, "p2"), "", {}, ENGLISH.say)
    assert [v for _, v in fleets] == [home] and "your homeworld" in fleets[0][0]


def test_fleets_bunkers_units_and_chits_come_from_what_the_player_has():
    state = started()
    fleet, bunker = at(1, 0), at(2, 0)
    for h in (fleet, bunker):
        clear(state, h)
    own(state, "p1", bunker)
    place(state, "p1", fleet, "2B P 2L")
    place(state, "p1", bunker, "2C")
    set_tech(state, "p1", "comm", 2)
    give(state, "p1", "jam_intercept", "boom:4")
    view = E.view(state, "p1")
    assert fleet in [v for _, v in suggestions.suggest("jump.fleet", view, "", {}, ENGLISH.say)]
    bunkers = suggestions.suggest("jump.bunker", view, "", {"fleet": fleet}, ENGLISH.say)
    assert bunkers[0][1] == bunker and "2 unused Command Bunkers" in bunkers[0][0] and "in Comm range" in bunkers[0][0]
    units = [v for _, v in suggestions.suggest("jump.units", view, "", {"fleet": fleet}, ENGLISH.say)]
    assert units[0] == "2B P 2L" and "2B P" in units and "2L" in units
    assert suggestions.suggest("jump.units", view, "B", {"fleet": fleet}, ENGLISH.say)[0] == ("B (as typed)", "B")
    to = suggestions.suggest("jump.to", view, "", {"fleet": fleet}, ENGLISH.say)
    assert to[0][0].endswith(f"1 from {fleet}")
    hand = state.hands["p1"]
    jams = [v for _, v in suggestions.suggest("jam.chit", view, "", {}, ENGLISH.say)]
    assert jams and all("jam" in registry_chit(c).uses for c in jams)
    assert all(c in hand for _, c in suggestions.suggest("chit.turn_in", view, "", {}, ENGLISH.say))
    more = suggestions.suggest("pass.turn_in", view, f"{hand[0]} ", {}, ENGLISH.say)
    assert more[0] == (f"{hand[0]} (as typed)", hand[0]) and more[1][1] == f"{hand[0]} {hand[1]}"
    others = {c for p, h in state.hands.items() if p != "p1" for c in h}
    for what in ("chit.chit", "chit.turn_in", "pass.turn_in", "jam.chit", "intercept.chit"):
        for label, value in suggestions.suggest(what, view, "", {}, ENGLISH.say):
            assert not any(re.search(rf"\b{c}\b", f"{label} {value}") for c in others - set(hand))


def registry_chit(cid):
    from engines.throneworld.chits import ACTION_CHITS

    return ACTION_CHITS[cid]


def test_build_suggestions_show_costs_for_the_race():
    view = E.view(started(), "p1")
    builds = suggestions.suggest("build.units", view, "", {}, ENGLISH.say)
    assert ("C" in [v for _, v in builds]) and all("credit" in label for label, _ in builds)
    assert suggestions.suggest("build.units", view, "3L", {}, ENGLISH.say)[0] == ("3L · 6 credits", "3L")


# --- controls --------------------------------------------------------------------------------------


async def test_private_controls_fit_discord_and_play_exactly_legal_moves():
    seen_phases = set()
    menus = 0
    for state, prompts in playout(3, 5, 500):
        for prompt in prompts[:2]:
            items = cog.private_controls(table(), state, prompt.player, ENGLISH)
            seen_phases.add(state.phase)
            assert 1 <= len(items) <= 25, state.phase
            view = discord.ui.View(timeout=None)
            for item in items:
                view.add_item(item)  # raises when the rows overflow
            legal = [a.model_dump() for a in E.legal_actions(state, prompt.player)]
            for item in items:
                assert len(item.item.custom_id) <= 100
                if isinstance(item, ActionButton):
                    assert len(item.item.label) <= 80
                    action = E.parse_action(item.do, item.args)
                    assert action.model_dump() in legal, (state.phase, item.item.label)
                elif isinstance(item, MoveSelect):  # every option a whole legal move, said within Discord's limits
                    assert 1 <= len(item.item.options) <= 25 and len(item.item.placeholder) <= 150
                    for option in item.item.options:
                        assert max(len(option.label), len(option.description or ""), len(option.value)) <= 100
                        action = E.parse_action(item.do, item.moves[option.value])
                        assert action.model_dump() in legal, (state.phase, option.label)
                        menus += 1
                else:
                    assert isinstance(item, ActionSelect)
                    for option in item.item.options:
                        action = E.parse_action(item.do, {item.field: option.value})
                        assert action.model_dump() in legal, (state.phase, option.label)
    assert {"outreach", "move", "chit", "research", "production"} <= seen_phases
    assert menus > 0


async def test_a_chosen_outreach_jump_is_not_offered_again():
    state = E.new_game(["p1", "p2"], {}, 4)
    jumps = [a for a in E.legal_actions(state, "p1") if a.do == "jump"]
    labels = menu_labels(cog.private_controls(table(), state, "p1", ENGLISH))
    chosen = jumps[0]
    assert english(describe.action_label(state, chosen)) in labels
    state = E.apply(state, "p1", chosen, NOW).state
    labels = menu_labels(cog.private_controls(table(), state, "p1", ENGLISH))
    assert english(describe.action_label(state, chosen)) not in labels
    assert any(label.startswith("Jump") for label in labels), "the second Survey Team still has its jumps"


def menu_labels(items) -> list[str]:
    """The labels of the moves offered in the menus among `items`."""
    return [option.label for item in items if isinstance(item, MoveSelect) for option in item.item.options]


def test_chit_buttons_name_the_chit_and_say_what_it_does():
    from engines.throneworld.actions import Chit

    artifact = [Chit(chit=c, use="artifact", tech="jump") for c in ("A07", "A12")]
    labels = [english(describe.chit_label(a)) for a in artifact]
    assert labels[0] != labels[1] and labels[0].startswith("A07 ")
    assert "two research rolls, Jump first" in labels[0] and labels[0].lower().count("artifact") == 1
    boom = english(describe.chit_label(Chit(chit="A13", use="boom", option="develop", target="C4")))
    assert boom == "A13 Economic Boom 3: develop C4"
    sabotage = english(describe.chit_label(Chit(chit="A43", use="sabotage", option="force", target="D2", space=1,
                                                ground=2)))
    assert sabotage == "A43 Sabotage 3: destroy 1 space, 2 ground units at D2"
    home = english(describe.chit_label(Chit(chit="A25", use="hwreturn", origins=["C3", "D2"], turn_in="A01")))
    assert home == "A25 HW Return: bring home everything from C3 and D2, turning in A01"


async def test_public_controls_offer_only_the_movers_commit_and_pass():
    state = started()
    items = cog.controls(table(), state, ENGLISH)
    assert [i.item.label for i in items] == ["Commit: no moves", "Pass: end my expansion"]
    assert [(i.do, i.args) for i in items] == [("commit", {}), ("pass", {})]
    state.phase = "research"
    assert cog.controls(table(), state, ENGLISH) == []


def test_the_reaction_window_is_a_secret_prompt_with_private_buttons():
    state = started(order_players := 3)
    del order_players
    state.order = ["p1", "p2", "p3"]
    state.current = 0
    tw, fleet, orders, jammer = at(0, 0), at(1, 0), at(2, 0), at(-1, -1)
    for h in (tw, fleet, orders, jammer):
        clear(state, h)
    own(state, "p1", orders)
    own(state, "p2", jammer)
    place(state, "p1", fleet, "P 2L")
    place(state, "p1", orders, "C")
    place(state, "p2", jammer, "C")
    state.ground.systems[tw].neutral = {"S": 2, "B": 3, "L": 1}
    scan(state, "p1", tw)
    set_tech(state, "p2", "comm", 4)
    give(state, "p1")
    give(state, "p2", "jam_intercept")
    give(state, "p3")
    from engines.throneworld.actions import Jump

    state = E.apply(state, "p1", Jump(fleet=fleet, to=tw, bunker=orders), NOW).state
    result = E.apply(state, "p1", Commit(), NOW)
    state = result.state
    (prompt,) = E.awaiting(state)
    assert prompt.secret and prompt.player == "p2" and "p1's proposed moves" in english(prompt.what)
    assert E.view(state, None).awaiting == [] and E.view(state, "p3").awaiting == []
    assert E.view(state, "p2").awaiting == ["p2"]
    assert all(E.narrate(e) is None for e in result.events if e["type"] == "window")
    items = cog.private_controls(table(), state, "p2", ENGLISH)
    assert [type(i) for i in items] == [MoveSelect, ActionButton] and items[1].item.label == "Pass: no answer"
    (jam,) = items[0].item.options
    assert jam.label == f"Jam action 1 (→ {tw}) with bunker {jammer}"
    assert jam.description == f"Costs a JAM chit and your bunker at {jammer}: that action fails"
    passed = E.apply(state, "p2", registry.get("throneworld").on_timeout(state, "p2", NOW), NOW)
    assert not [line for e in passed.events if e["type"] == "no_response" and (line := E.narrate(e))]


# --- private texts and odds -------------------------------------------------------------------------


def test_private_texts_describe_the_players_own_things():
    state = started()
    view = E.view(state, "p1")
    hand = english(describe.describe_hand(view))
    assert all(c in hand for c in state.hands["p1"])
    empire = english(describe.describe_empire(view))
    assert "treasury 10 credits" in empire and "Jump 1" in empire and "Standing battle orders" in empire
    tile_hex = next(n for n, s in sorted(state.ground.systems.items()) if not s.face_up and s.kind == "fringe")
    scan(state, "p1", tile_hex)
    assert tile_hex in english(describe.describe_map(E.view(state, "p1")))
    assert tile_hex not in english(describe.describe_map(E.view(state, "p2"))).split("Scanned")[1]


def test_the_hex_answer_names_every_empires_units_and_only_known_neutrals():
    """Issue 21: forces on the map are open information (the rulebook), so a command lists them by unit;
    a face-down tile's neutrals only for a player who scanned it."""
    state = started()
    fleet = at(1, 0)
    clear(state, fleet)
    place(state, "p2", fleet, "3B 2P 4L C")
    text = english(describe.describe_hex(E.view(state, "p1"), fleet.lower()))
    assert "p2: 3 Blasters, 2 Protectors, 1 Command Bunker and 4 Light Infantry." in text
    hidden = next(n for n, s in sorted(state.ground.systems.items()) if not s.face_up and s.neutral)
    assert "not scanned by you" in english(describe.describe_hex(E.view(state, "p1"), hidden))
    scan(state, "p1", hidden)
    neutral = state.ground.systems[hidden].neutral
    neutrals = ENGLISH.listed([english(unit) for unit in U.names(neutral)])
    assert neutrals in english(describe.describe_hex(E.view(state, "p1"), hidden))
    assert "not scanned by you" in english(describe.describe_hex(E.view(state, "p2"), hidden))
    assert english(describe.describe_hex(E.view(state, "p1"), "Z99")).startswith("There is no hex 'Z99'")


def test_odds_answer_only_what_the_player_may_know():
    state = started()
    fleet = at(1, 0)
    clear(state, fleet)
    place(state, "p1", fleet, "3B 2P 4L")
    target = next(n for n in state.ground.within(fleet, 2) if not state.ground.systems[n].face_up
                  and state.ground.systems[n].neutral)
    with refused(DicehallError, "not scanned"):
        english(describe.odds_text(state, "p1", target, None, fleet))
    scan(state, "p1", target)
    text = english(describe.odds_text(state, "p1", target, None, fleet))
    assert text.startswith(f"**Odds: 3B 2P 4L against {target}**") and "% to capture" in text
    assert english(describe.odds_text(state, "p1", target, None, fleet)) == text  # the same question, the same answer
    with pytest.raises(DicehallError):
        english(describe.odds_text(state, "p1", target, "2T", None))


def test_odds_refuse_forces_the_player_could_not_field():
    """Issue 19: '100000B' cost minutes of CPU; the estimator answers only for forces that exist."""
    state = started()
    fleet = at(1, 0)
    clear(state, fleet)
    place(state, "p1", fleet, "3B 2P 4L")
    target = next(n for n in state.ground.within(fleet, 2) if not state.ground.systems[n].face_up
                  and state.ground.systems[n].neutral)
    scan(state, "p1", target)
    with refused(DicehallError, r"You have 3B 2P 4L at .*: the odds are for forces you could field"):
        english(describe.odds_text(state, "p1", target, "100000B", fleet))
    with refused(DicehallError, "the odds are for forces you could field"):
        english(describe.odds_text(state, "p1", target, "100000B", None))
    assert "% to capture" in english(describe.odds_text(state, "p1", target, "2B 4L", None))  # anywhere on the map


def test_odds_work_is_bounded_whatever_the_battle():
    """Issue 42: an answer fights as many battles as ODDS_WORK of rounds and dice allows (up to ODDS_TRIALS),
    fewer for long battles, and refuses a battle of which fewer than MIN_ODDS_TRIALS fit. (The bound counted
    units before the battles: five of each unit a side took 474 ms.)"""
    state = started()
    g = state.ground
    fleet, target = at(1, 0), at(2, 0)
    for h in (fleet, target):
        clear(state, h)
    g.systems[target].owner, g.systems[target].face_up = "p2", True
    answered = []
    for size in (1, 5, 30):
        place(state, "p1", fleet, f"{size}B {size}L")
        place(state, "p2", target, f"{size}B {size}L")
        answer = english(describe.odds_text(state, "p1", target, None, fleet))
        trials = int(re.search(r"\((\d+) simulated battles", answer)[1])
        answered.append(trials)
        clear(state, fleet)
        clear(state, target)
    assert answered[0] == describe.ODDS_TRIALS and answered[0] > answered[1] > answered[2] >= describe.MIN_ODDS_TRIALS
    place(state, "p1", fleet, "300B 300L")
    place(state, "p2", target, "300B 300L")
    with refused(DicehallError, "too large to simulate"):
        english(describe.odds_text(state, "p1", target, None, fleet))


# --- battle narration ----------------------------------------------------------------------------------


def test_battles_are_narrated_round_by_round_compactly():
    rounds = [
        {"arena": "space", "number": 1, "attacker_hits": 2, "absorbed": 1, "defender_hits": 1,
         "defender_losses": {"F": 2}, "attacker_losses": {"B": 1}},
        {"arena": "space", "number": 2},
        {"arena": "ground", "number": 2},
        {"arena": "ground", "number": 3, "first_fire_rolls": [5, 6], "first_fire_hits": 2, "attacker_hits": 1,
         "defender_losses": {"L": 2}, "notes": ["The attacker captures the system."]},
    ]
    event = {"type": "battle", "hex": "D4", "attacker": "tom", "defender": None, "captured": True,
             "winner": "attacker", "rounds": rounds, "lost": {"attacker": {"hit": {"B": 1}},
                                                              "defender": {"hit": {"F": 2, "L": 2}}},
             "report": ["The attacker lands 2D (drop invasion).", "Space round 1: ...", "Space round 2: ...",
                        "Ground round 2: ...", "Ground round 3: ..."]}
    assert english(E.narrate(event)) == (
        "⚔️ **Battle at D4**: tom against the neutrals: tom captures D4.\n"
        "> The attacker lands 2D (drop invasion).\n"
        "> Space 1: tom 2 hits (1 absorbed by Shields), the neutrals 1 hit · the neutrals −2F, tom −B\n"
        "> Space 2 to ground 2: no hits\n"
        "> Ground 3: first fire 2 hits, tom 1 hit, the neutrals 0 hits · the neutrals −2L\n"
        "> Losses: tom B; the neutrals 2F 2L.")
    imperial = {**event, "attacker": "imperial", "defender": "ann", "rounds": [], "report": [], "lost": {}}
    assert english(E.narrate(imperial)).startswith(
        "⚔️ **Battle at D4**: the Imperials against ann: the Imperials capture D4.")


def test_custom_ids_stay_short_even_for_a_long_turn_in():
    # as the cog's setup does: a press looks among the registered controls
    register_controls(cog.GAME, ThroneworldState, cog.controls)
    register_private_controls(cog.GAME, ThroneworldState, cog.private_controls)
    state = started()
    state.phase = "chit"
    shown = table(version=10**9)
    items = cog.private_controls(shown, state, state.current_player, ENGLISH)
    buttons = [item for item in items if isinstance(item, ActionButton)]
    chits = [item for item in items if isinstance(item, MoveSelect)]
    assert buttons and chits and chits[0].do == "chit"
    for item in items:
        assert len(item.item.custom_id) <= 100, item.item.custom_id
    for button in buttons[:3]:  # the key finds the button's move again
        key = button.custom_id.rpartition(":#")[2]
        assert offered_args(shown, state, state.current_player, button.do, key) == button.args
    for option in chits[0].item.options:  # and a menu option's value is its move's key
        assert offered_args(shown, state, state.current_player, "chit", option.value) == chits[0].moves[option.value]
    assert offered_args(shown, state, state.current_player, "chit", "x" * 100) is None
