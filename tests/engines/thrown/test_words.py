"""Thrown speaks the reader's language (issue 46): its modules say no sentence of their own, everything a game
says (narration, refusals, prompts, standing lines, the picture's headline, button labels, the hand's answer)
is made in English and German from the catalogs (lang/locales/*/thrown.ftl) with nothing missing, each German
sentence differs from its English one, and the pictures draw in German."""

from __future__ import annotations

import inspect
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image

import cogs.thrown
from engines.said import Said, Text, said_from_json
from engines.thrown.data import CARDS, COLORS
from engines.thrown.model import ThrownState
from lang import words
from render.registry import render_png, render_private_png
from tests.engines.thrown.helpers import ENGINE
from tests.words_check import positions, refusals, sentences_in_code

ROOT = Path(__file__).resolve().parents[3]
SPEAKING = ["engine", "narrate", "standing", "views", "moves", "rules", "tricks", "turn", "powers", "rewards", "text",
            "data", "deal", "rounds", "upgrades"]
"""Thrown's modules with nothing of their own to say to a player. Not here: ai.py (its asserts speak to a
developer) and model.py (its options' errors are the lobby's English sentences, said through engines/base.py)."""
GAMES = [(3, {}, 1), (4, {"mode": "advanced"}, 2), (5, {"mode": "advanced", "purple": True}, 3)]
ENGLISH, GERMAN = words("en"), words("de")


@pytest.mark.parametrize("module", SPEAKING)
def test_a_module_of_the_engine_says_no_sentence_of_its_own(module):
    assert sentences_in_code((ROOT / "engines" / "thrown" / f"{module}.py").read_text(), refusals=True) == []


def test_the_picture_and_the_labels_say_no_sentence_of_their_own():
    """The picture's module whole; of the cog, what it shows players (its command descriptions are the
    translator's English text, lang/locales/de/commands.ftl)."""
    assert sentences_in_code((ROOT / "render" / "thrown.py").read_text()) == []
    shown = [cogs.thrown.describe, cogs.thrown._die_words, cogs.thrown._label, cogs.thrown._power_label,
             cogs.thrown._power_does, cogs.thrown.controls]
    assert sentences_in_code("\n\n".join(inspect.getsource(f) for f in shown)) == []


def test_a_sentence_planted_in_a_module_is_caught():
    source = (ROOT / "engines" / "thrown" / "powers.py").read_text()
    planted = source.replace('said("thrown-refuse-berserker")', '"No opponent\'s die shows a 6."')
    assert planted != source and sentences_in_code(planted, refusals=True)


def attempts(state: ThrownState, player: str) -> list[tuple[str, dict]]:
    """Moves a player might type that break a rule now or name something wrong."""
    others = [p for p in state.players if p != player]
    tried = [("roll", {"color": "pink"}), ("roll", {"color": "red", "count": 3}),
             ("roll", {"color": "red", "count": 9}), ("done", {}), ("skip", {}), ("pick", {"dice": ["red"] * 4}),
             ("pick", {"dice": ["red"]}),
             ("exchange", {"give": ["red"] * 3, "take": ["blue"] * 3}), ("exchange", {"give": ["pink"], "take": []}),
             ("summon", {"dice": ["red"] * 3}), ("summon", {"dice": []}), ("recruit", {"from": player, "color": "red"}),
             ("power", {"card": "no such card"}), ("power", {"card": "knight", "dice": []})]
    tried += [("recruit", {"from": p, "color": c}) for p in others[:1] for c in COLORS]
    for card in CARDS:
        tried += [("power", {"card": card}), ("power", {"card": card, "die": 1}), ("power", {"card": card, "die": 99}),
                  ("power", {"card": card, "die": 1, "delta": 1}), ("power", {"card": card, "die": 1, "delta": -1}),
                  ("power", {"card": card, "color": "blue"}), ("power", {"card": card, "swap": ["knight", "imp"]})]
    return tried


def refused(state) -> list[Text]:
    """What the awaited player is told when they try the moves above (one not awaited is told so by
    engines/base.py, not by Thrown, except in the tie-break: test_a_player_outside_the_tie_break_is_told_so)."""
    awaited = [p.player for p in ENGINE.awaiting(state)]
    return [told for player in awaited for told in refusals(ENGINE, state, player, attempts(state, player))]


def labels(state: ThrownState, language: str) -> list[str]:
    prompts = ENGINE.awaiting(state)
    if not prompts:
        return []
    player = prompts[0].player
    return [cogs.thrown._label(a, words(language), state, player) for a in ENGINE.legal_actions(state, player)]


def said_by_the_game(state: ThrownState, events: list[dict], with_refusals: bool) -> list[Text]:
    view = ENGINE.view(state, None)
    told: list[Text] = [line for e in events if (line := ENGINE.narrate(e)) is not None]
    told += [p.what for p in ENGINE.awaiting(state)] + ENGINE.standing(ENGINE.view(state, None))
    told += [said_from_json(view.status)] + ([said_from_json(view.last_result)] if view.last_result else [])
    return told + (refused(state) if with_refusals else [])


@pytest.mark.parametrize(("count", "options", "seed"), GAMES)
def test_everything_a_game_says_is_made_in_both_languages_and_german_differs(count, options, seed):
    ids: set[str] = set()
    for step, (state, events) in enumerate(positions(ENGINE, count, options, seed)):
        for text in said_by_the_game(state, events, with_refusals=step % 7 == 0):
            assert isinstance(text, Said), f"the game said a plain string: {text!r}"
            ids.add(text.id)
            english, german = ENGLISH.say(text), GERMAN.say(text)
            assert english != german, f"{text.id} reads the same in German: {german}"
        for english, german in zip(labels(state, "en"), labels(state, "de"), strict=True):
            assert english != german and len(german) <= 80, (english, german)
        mine = ENGINE.view(state, state.players[0])
        assert cogs.thrown.describe(mine, ENGLISH) != cogs.thrown.describe(mine, GERMAN)
    assert {"thrown-round-started", "thrown-standing-key", "thrown-task-lead"} <= ids
    assert any(i.startswith("thrown-refuse-") for i in ids)


@pytest.mark.parametrize(("count", "options", "seed"), GAMES)
def test_the_pictures_draw_in_german(count, options, seed):
    drawn = 0
    for step, (state, events) in enumerate(positions(ENGINE, count, options, seed)):
        if step % 25 and ENGINE.outcome(state) is None:
            continue
        public = ENGINE.view(state, None)
        german = render_png("thrown", public, events, language="de")
        assert german != render_png("thrown", public, events, language="en")  # its words are German's
        own = render_private_png("thrown", ENGINE.view(state, state.players[0]), language="de")
        for png in (german, own):
            assert png is not None and Image.open(BytesIO(png)).width > 0
        drawn += 1
    assert drawn >= 3


def test_a_player_outside_the_tie_break_is_told_so_in_their_language():
    state = ENGINE.new_game(["ann", "bob", "cy"], {}, 1).model_copy(update={"participants": ["ann", "bob"]})
    told = ENGINE.not_awaited_message(state, "cy")
    assert ENGLISH.say(told) == "You are not in the tie-break round: only ann and bob play it."
    assert GERMAN.say(told) == "Du bist nicht in der Stechrunde: Nur ann und bob spielen sie."
