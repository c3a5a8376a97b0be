"""Maximum Throwdown speaks the reader's language (issue 46): its modules say no sentence of their own,
everything a game says (narration, refusals, prompts, the status, standing lines, button labels, the hand's
answer) is made in English and German from the catalogs (lang/locales/*/throwdown.ftl) with nothing missing,
each German sentence differs from its English one, and the pictures draw in German."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest
from PIL import Image

import cogs.throwdown
from engines.said import Said, Text, said_from_json
from engines.throwdown.data import DECKS, LOCATIONS, name_said
from engines.throwdown.model import ThrowdownState
from lang import words
from render.registry import render_png, render_private_png
from tests.engines.throwdown.helpers import ENGINE
from tests.words_check import definitions, positions, refusals, sentences_in_code

ROOT = Path(__file__).resolve().parents[3]
SPEAKING = ["engine", "narrate", "standing", "views", "moves", "turn", "ending", "aiming", "throwing", "icons",
            "geometry", "model", "ai", "upgrades"]
"""Throwdown's modules with nothing of their own to say. Not here: data.py, whose English names of the decks,
cards and locations are their identities (saved in states and logs); their words are the catalog's td-name-…
(test_every_name_has_its_words)."""
GAMES = [(2, {}, 1), (3, {"layout": "row", "locations": 4}, 2), (4, {"layout": "triangle"}, 3)]
ENGLISH, GERMAN = words("en"), words("de")
TRIED = [("throw", {"card": 9, "at": "1"}), ("throw", {"card": 1, "at": "nowhere"}), ("throw", {"card": 1, "at": "99"}),
         ("order", {"cards": "1"}), ("break", {}), ("rethrow", {}), ("done", {}), ("attack", {"player": "zed"}),
         ("steal", {"from": "player1"})]
"""Moves a player might type that break a rule at some point of a turn."""


@pytest.mark.parametrize("module", SPEAKING)
def test_a_module_of_the_engine_says_no_sentence_of_its_own(module):
    """engine.py's one literal is the game's published title, the same in every language."""
    said = sentences_in_code((ROOT / "engines" / "throwdown" / f"{module}.py").read_text(), refusals=True)
    assert said == ([ENGINE.title] if module == "engine" else [])


def test_the_pictures_and_the_labels_say_no_sentence_of_their_own():
    """The pictures' modules whole; of the cog, what it shows players (its command descriptions are the
    translator's English text, lang/locales/de/commands.ftl)."""
    for module in ("throwdown.py", "throwdown_pieces.py"):
        assert sentences_in_code((ROOT / "render" / module).read_text()) == []
    shown = definitions(ROOT / "cogs" / "throwdown.py", "describe", "controls", "HandButton", "_suggested")
    assert sentences_in_code(shown) == []


def test_a_sentence_planted_in_a_module_is_caught():
    source = (ROOT / "engines" / "throwdown" / "moves.py").read_text()
    planted = source.replace('said("td-refuse-no-throws")', '"You have no throws left this turn."')
    assert planted != source and sentences_in_code(planted, refusals=True)


def test_every_name_has_its_words():
    names = [*LOCATIONS, *(d.title for d in DECKS.values()), *(c[0] for d in DECKS.values() for c in d.cards)]
    for name in names:
        assert ENGLISH.say(name_said(name)) == name and GERMAN.say(name_said(name)) != name, name


def said_by_the_game(state: ThrowdownState, events: list[dict], with_refusals: bool) -> list[Text]:
    told: list[Text] = [line for e in events if (line := ENGINE.narrate(e)) is not None]
    told += [p.what for p in ENGINE.awaiting(state)] + ENGINE.standing(ENGINE.view(state, None))
    told.append(said_from_json(ENGINE.view(state, None).status))
    if not with_refusals or ENGINE.outcome(state) is not None:
        return told
    return told + refusals(ENGINE, state, ENGINE.awaiting(state)[0].player, TRIED)


def shown(state: ThrowdownState, language: str) -> list[str]:
    """Every label, placeholder and menu option of the buttons under the table."""
    table = SimpleNamespace(id=1, version=1, seed=1)
    texts: list[str] = []
    for item in cogs.throwdown.controls(table, state, words(language)):
        inner = getattr(item, "item", item)
        if isinstance(inner, discord.ui.Select):
            texts += [inner.placeholder or ""] + [o.label for o in inner.options]
        else:
            texts.append(inner.label or "")
    return texts


@pytest.mark.parametrize(("count", "options", "seed"), GAMES)
def test_everything_a_game_says_is_made_in_both_languages_and_german_differs(count, options, seed):
    ids: set[str] = set()
    for step, (state, events) in enumerate(positions(ENGINE, count, options, seed)):
        for text in said_by_the_game(state, events, with_refusals=step % 5 == 0):
            assert isinstance(text, Said), f"the game said a plain string: {text!r}"
            ids.add(text.id)
            assert ENGLISH.say(text) != GERMAN.say(text), f"{text.id} reads the same in German"
        for english, german in zip(shown(state, "en"), shown(state, "de"), strict=True):
            assert english != german and len(german) <= 80, (english, german)
        mine = ENGINE.view(state, state.players[0])
        assert cogs.throwdown.describe(mine, ENGLISH) != cogs.throwdown.describe(mine, GERMAN)
    assert {"td-scored", "td-threw", "td-task-throw", "td-standing-deck", "td-final-round", "td-status"} <= ids
    assert any(i.startswith("td-game-over-") for i in ids) and any(i.startswith("td-refuse-") for i in ids)


@pytest.mark.parametrize(("count", "options", "seed"), GAMES)
def test_the_pictures_draw_in_german(count, options, seed):
    drawn = 0
    for step, (state, events) in enumerate(positions(ENGINE, count, options, seed)):
        if step % 15 and ENGINE.outcome(state) is None:
            continue
        public = ENGINE.view(state, None)
        german = render_png("throwdown", public, events, language="de")
        own = render_private_png("throwdown", ENGINE.view(state, state.players[0]), language="de")
        for png in (german, own):
            assert png is not None and Image.open(BytesIO(png)).width > 0
        drawn += 1
    assert drawn >= 3


def test_the_hand_names_its_moves_as_the_reader_types_them():
    state = ENGINE.new_game(["ann", "bob"], {}, 1)
    mine = ENGINE.view(state, ENGINE.awaiting(state)[0].player)
    assert cogs.throwdown.describe(mine, ENGLISH).endswith('`/throwdown throw card:1 at:"card 1" stand:nearest`')
    german = cogs.throwdown.describe(mine, GERMAN)
    assert german.endswith('`/throwdown werfen karte:1 auf:"card 1" stand:"am nächsten"`')
