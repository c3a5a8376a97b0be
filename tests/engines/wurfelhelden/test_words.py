"""Würfelhelden speaks the reader's language (issue 46): its modules say no sentence of their own, everything a
game says (narration, refusals, prompts, standing lines, button labels) is made in English and German from the
catalogs (lang/locales/*/wurfelhelden.ftl) with nothing missing, each German sentence differs from its English
one, and the pictures draw in German."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest
from PIL import Image

from cogs.wurfelhelden import controls
from engines.said import Said, Text
from engines.wurfelhelden.model import WurfelheldenState
from lang import words
from render.registry import render_png
from tests.engines.wurfelhelden.helpers import ENGINE
from tests.words_check import positions, refusals, sentences_in_code

ROOT = Path(__file__).resolve().parents[3]
MODULES = ["engines/wurfelhelden/engine.py", "engines/wurfelhelden/model.py", "engines/wurfelhelden/data.py",
           "engines/wurfelhelden/standing.py", "engines/wurfelhelden/ai.py", "render/wurfelhelden.py",
           "cogs/wurfelhelden.py"]
GAMES = [(2, 1), (3, 2), (4, 3)]
ENGLISH, GERMAN = words("en"), words("de")
TRIED = [("stop", {}), ("roll", {"dice": "0"}), ("roll", {"dice": "1 1"}), ("roll", {"dice": "99"}),
         ("roll", {"dice": "1"})]
"""Moves a player might type that break a rule at some point of a turn."""


@pytest.mark.parametrize("module", MODULES)
def test_a_module_says_no_sentence_of_its_own(module):
    """The cog's slash command descriptions are the translator's English text (lang/locales/de/commands.ftl):
    only the controls are read there."""
    source = (ROOT / module).read_text()
    if module.startswith("cogs/"):
        source = source[source.index("def controls("):source.index("class WurfelheldenCog")]
    assert sentences_in_code(source, refusals=True) == []


def test_a_sentence_planted_in_the_engine_is_caught():
    source = (ROOT / "engines/wurfelhelden/engine.py").read_text()
    planted = source.replace('said("wh-refuse-not-a-move")', '"That is not a Würfelhelden move."')
    assert planted != source and sentences_in_code(planted, refusals=True)


def said_by_the_game(state: WurfelheldenState, events: list[dict]) -> list[Text]:
    told: list[Text] = [line for e in events if (line := ENGINE.narrate(e)) is not None]
    return told + [p.what for p in ENGINE.awaiting(state)] + ENGINE.standing(ENGINE.view(state, None)) + (
        refusals(ENGINE, state, ENGINE.awaiting(state)[0].player, TRIED) if ENGINE.outcome(state) is None else [])


def shown(state: WurfelheldenState, language: str) -> list[str]:
    """Every label, placeholder and menu option of the buttons under the table."""
    table = SimpleNamespace(id=1, version=1)
    texts: list[str] = []
    for item in controls(table, state, words(language)):
        inner = getattr(item, "item", item)
        if isinstance(inner, discord.ui.Select):
            texts += [inner.placeholder or ""] + [o.label for o in inner.options]
        else:
            texts.append(inner.label or "")
    return texts


@pytest.mark.parametrize(("count", "seed"), GAMES)
def test_everything_a_game_says_is_made_in_both_languages_and_german_differs(count, seed):
    ids: set[str] = set()
    for state, events in positions(ENGINE, count, {}, seed):
        for text in said_by_the_game(state, events):
            assert isinstance(text, Said) or text.startswith(("Unknown", "Could not")), text
            if not isinstance(text, Said):
                continue
            ids.add(text.id)
            assert ENGLISH.say(text) != GERMAN.say(text), f"{text.id} reads the same in German"
        for english, german in zip(shown(state, "en"), shown(state, "de"), strict=True):
            assert english != german and len(german) <= 80, (english, german)
    assert {"wh-opening", "wh-rolled", "wh-task-reroll", "wh-standing-round", "wh-game-over"} <= ids
    assert any(i.startswith("wh-refuse-") for i in ids)


@pytest.mark.parametrize(("count", "seed"), GAMES)
def test_the_pictures_draw_in_german(count, seed):
    drawn = 0
    for step, (state, events) in enumerate(positions(ENGINE, count, {}, seed)):
        if step % 20 and ENGINE.outcome(state) is None:
            continue
        public = ENGINE.view(state, None)
        german = render_png("wurfelhelden", public, events, language="de")
        assert german != render_png("wurfelhelden", public, events, language="en")  # its words are German's
        assert german is not None and Image.open(BytesIO(german)).width > 0
        drawn += 1
    assert drawn >= 3
