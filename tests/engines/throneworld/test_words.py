"""Throneworld speaks the reader's language (issue 46): its modules say no sentence of their own, and everything a
game says (narration, refusals, prompts, standing lines, the move menus' words) is made in English and German
from the catalogs (lang/locales/*/throneworld.ftl) with nothing missing, each German sentence unlike its English
one. Also (issue 25): a tile turned face up in words, a battle won without a capture says so, an event's chooser
is told what the event does."""

from __future__ import annotations

import inspect
import textwrap
from pathlib import Path

import discord
import pytest

import cogs.throneworld as cog
from bot.models import Table
from cogs._controls import ActionButton, ActionSelect, MoveSelect
from engines.said import Said, Text, said_json
from engines.throneworld import describe, suggest, tiles
from engines.throneworld.chits import EVENT_CHITS, EVENT_EFFECTS
from engines.throneworld.narrate import narrate
from engines.throneworld.state import ThroneworldState
from lang import words
from tests.words_check import positions, refusals, sentences_in_code

from ._game_support import NOW, E, english

ROOT = Path(__file__).resolve().parents[3]
QUIET = sorted(p.stem for p in (ROOT / "engines" / "throneworld").glob("*.py"))
"""Throneworld's modules, every one with nothing of its own to say to a player."""
GAMES = [(2, 1), (4, 2), (6, 3)]
ENGLISH, GERMAN = words("en"), words("de")


@pytest.mark.parametrize("module", QUIET)
def test_a_module_of_the_engine_says_no_sentence_of_its_own(module):
    assert sentences_in_code((ROOT / "engines" / "throneworld" / f"{module}.py").read_text(), refusals=True) == []


def test_what_the_cog_shows_says_no_sentence_of_its_own():
    """Its buttons, menus and answers; its command descriptions are the translator's English text
    (lang/locales/de/commands.ftl)."""
    shown = [cog._own_table, cog._show_private, cog._autocomplete, cog._button, cog.controls, cog._build_select,
             cog._offers, cog._detail, cog._menus, cog.private_controls]
    assert sentences_in_code("\n\n".join(textwrap.dedent(inspect.getsource(f)) for f in shown)) == []


def test_a_sentence_planted_in_a_module_is_caught():
    source = (ROOT / "engines" / "throneworld" / "movement.py").read_text()
    planted = source.replace('said("tw-refuse-troops-alone")', '"Troops cannot jump on their own."')
    assert planted != source and sentences_in_code(planted, refusals=True)


def attempts(state: ThroneworldState, player: str) -> list[tuple[str, dict]]:
    """Moves a player might type that break a rule now or name something wrong."""
    home = state.ground.home(player)
    other = next(p for p in state.players if p != player)
    there = state.ground.home(other)
    return [("jump", {"fleet": home, "to": there, "units": "C"}), ("jump", {"fleet": home, "to": "Z99"}),
            ("jump", {"fleet": home, "to": there, "units": "9Q"}), ("jump", {"fleet": there, "to": home}),
            ("jump", {"fleet": home, "to": there, "units": "L"}), ("scan", {"hex": home}),
            ("transfer", {"origin": home, "to": home, "units": "S"}), ("transfer", {"origin": there, "to": home}),
            ("jam", {"action": 9, "bunker": home}), ("intercept", {"action": 9, "fleet": home, "bunker": home}),
            ("counterjam", {"response": 9, "bunker": home}), ("research", {"tech": "jump"}),
            ("build", {"units": "99B", "at": home}), ("build", {"units": "F", "at": there}), ("build", {}),
            ("chit", {"chit": "nothing"}), ("chit", {"chit": "boom", "option": "develop", "target": there}),
            ("event", {"target": home}), ("pass", {"turn_in": ["x", "y"]}), ("commit", {})]


def refused(state) -> list[Text]:
    """What the awaited players are told when they try the moves above."""
    awaited = [p.player for p in E.awaiting(state)]
    return [told for player in awaited for told in refusals(E, state, player, attempts(state, player))]


def said_by_the_game(state: ThroneworldState, events: list[dict], with_refusals: bool) -> list[Text]:
    told: list[Text] = [line for e in events if (line := E.narrate(e)) is not None]
    told += [p.what for p in E.awaiting(state)] + E.standing(E.view(state, None))
    return told + (refused(state) if with_refusals else [])


def own_words(state: ThroneworldState, player: str) -> list[Text]:
    """What a player's own commands answer: their chits, empire, map, a hex, their orders so far."""
    view = E.view(state, player)
    told: list[Text] = [describe.describe_hand(view), describe.describe_empire(view), describe.describe_map(view),
                        describe.describe_hex(view, state.ground.home(player))]
    return told + [note for note in [describe.describe_noted(view)] if note is not None]


def controls_in(state: ThroneworldState, language: str) -> list[tuple[str, int]]:
    """Every text the buttons and menus of the awaited players show, with Discord's limit on it."""
    table = Table(guild_id="1", channel_id="2", game="throneworld", status="playing", creator_id="1",
                  created_at=NOW, updated_at=NOW)
    shown: list[tuple[str, int]] = []
    items = cog.controls(table, state, words(language))
    for player in [p.player for p in E.awaiting(state)]:
        items += cog.private_controls(table, state, player, words(language))
    for item in items:
        assert isinstance(item, ActionButton | ActionSelect | MoveSelect)
        control = item.item
        if isinstance(control, discord.ui.Button):
            shown.append((control.label or "", 80))
        else:
            shown.append((control.placeholder or "", 150))
            shown += [(text, 100) for o in control.options for text in (o.label, o.description or "")]
    return shown


def suggestions_in(state: ThroneworldState, language: str) -> list[str]:
    player = state.players[0]
    view = E.view(state, player)
    asked = ["hex.hex", "jump.fleet", "scan.hex", "build.units", "chit.chit", "jump.bunker"]
    return [label for what in asked for label, _ in suggest.suggest(what, view, "", {}, words(language).say)]


@pytest.mark.parametrize(("count", "seed"), GAMES)
def test_everything_a_game_says_is_made_in_both_languages_and_german_differs(count, seed):
    ids: set[str] = set()
    for step, (state, events) in enumerate(positions(E, count, {"max_turns": 5}, seed, ai_share=0.6)):
        told = said_by_the_game(state, events, with_refusals=step % 9 == 0)
        if step % 5 == 0:
            told += own_words(state, state.players[0])
            english, german = controls_in(state, "en"), controls_in(state, "de")
            assert all(len(text) <= limit for text, limit in german + english), german
            assert [t for t, _ in english if t] != [t for t, _ in german if t] or not english
            assert suggestions_in(state, "en") != suggestions_in(state, "de")
        for text in told:
            assert isinstance(text, Said), f"the game said a plain string: {text!r}"
            ids.add(text.id)
            assert ENGLISH.say(text) != GERMAN.say(text), f"{text.id} reads the same in German"
    assert {"tw-said-turn", "tw-standing-key", "tw-what", "tw-said-game-over", "tw-said-lines"} <= ids
    assert any(i.startswith("tw-refuse-") for i in ids)


def test_a_tile_turned_face_up_is_told_in_words():
    defended = next(t for t in tiles.all_tiles() if not t.empty and t.ground and t.ground_tech is not None)
    line = english(narrate({"type": "revealed", "hex": "D7", "tile": defended.label(),
                            "words": said_json(tiles.words(defended))}))
    assert line.startswith(f"D7 is turned face up: worth {defended.dev}, ")
    assert f"ground tech {defended.ground_tech}" in line and "defended by " in line and "/" not in line
    empty = next(t for t in tiles.all_tiles() if t.empty)
    assert english(tiles.words(empty)) == "empty: nothing there"
    old = english(narrate({"type": "revealed", "hex": "D7", "tile": defended.label()}))  # saved before the words
    assert old == f"D7 is turned face up: {defended.label()}."


def test_a_battle_won_without_a_capture_says_the_system_is_not_taken():
    event = {"type": "battle", "hex": "B4", "attacker": "ann", "defender": "bob", "winner": "attacker",
             "captured": False, "rounds": [], "report": []}
    assert "ann wins, but B4 is not taken." in english(narrate(event))
    assert "ann siegt, aber B4 wird nicht eingenommen." in GERMAN.say(narrate(event))


def test_a_battle_logged_before_the_catalogs_is_told_as_it_was():
    """Its report held English lines, a line per round among them: the notes are told, the round lines not."""
    event = {"type": "battle", "hex": "B4", "attacker": "ann", "defender": None, "winner": "attacker",
             "captured": True, "rounds": [{"arena": "space", "number": 1}],
             "report": ["The attacker lands 2D (drop invasion).", "Space round 1: attacker [] = 0 hit(s)",
                        "The attacker captures the system."]}
    assert english(narrate(event)).split("\n") == [
        "⚔️ **Battle at B4**: ann against the neutrals: ann captures B4.",
        "> The attacker lands 2D (drop invasion).", "> Space 1: no hits."]


def test_every_event_a_player_aims_says_what_it_does():
    aimed = {c.kind for c in EVENT_CHITS.values() if c.chooser}
    assert aimed <= set(EVENT_EFFECTS)
