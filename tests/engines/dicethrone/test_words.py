"""Dice Throne speaks English and German (issue 46): no module says a sentence of its own, and everything a
game says (narration, refusals, prompts, standing lines, card and ability texts, button labels, pictures)
is made in both languages from the catalogs, the German different from the English."""

from __future__ import annotations

import inspect
import random
from pathlib import Path

import pytest

from bot.models import Table
from cogs import dicethrone as cog
from engines.base import Action
from engines.dicethrone.describe import move_label
from engines.errors import IllegalAction
from engines.said import Said, Text
from lang import ENGLISH, words
from render.registry import render_png, render_private_png
from tests.engines.dicethrone.helpers import ENGINE, NOW
from tests.words_check import sentences_in_code

GERMAN = words("de")
ROOT = Path(__file__).resolve().parents[3]
MODULES = [*sorted((ROOT / "engines" / "dicethrone").glob("*.py")), ROOT / "render" / "dicethrone.py",
           ROOT / "cogs" / "dicethrone.py"]
SHOWN_BY_THE_COG = [cog.describe_hand, cog.controls, cog._offense_controls, cog.ability_label, cog.private_controls,
                    cog.card_choices, cog.complete_card]
WRONG = [("roll", {"dice": [9]}), ("play", {"card": "nudge"}), ("play", {"card": "no such card"}),
         ("spend", {"status": "chi"}), ("spend", {"status": "glitter"}), ("ability", {"name": "fury"}),
         ("sell", {"card": "insight"}), ("target", {"player": "nobody"}), ("defend", {}), ("done", {}),
         ("draw", {"pile": "action", "count": 6})]
"""Moves often refused: each refusal must read in both languages."""


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_module_says_a_sentence_of_its_own(path):
    source = path.read_text(encoding="utf-8")
    if path.name == "dicethrone.py" and path.parent.name == "cogs":
        # the slash commands' descriptions are the translator's English (lang/locales/de/commands.ftl): only
        # what the cog answers and labels is checked
        source = "\n\n".join(inspect.getsource(f) for f in SHOWN_BY_THE_COG)
    found = sentences_in_code(source, refusals=True)
    assert found == (["Dice Throne"] if path.name == "engine.py" else [])  # the game's published title


def said_in_both(text: Text, seen: dict[str, tuple[str, str]]) -> None:
    """The text made in English and in German (MissingWords if a catalog lacks it or a value), kept by id."""
    english, german = ENGLISH.say(text), GERMAN.say(text)
    assert english and german
    if isinstance(text, Said):
        seen[text.id] = (english, german)


def labelled(state, player: str) -> None:
    """The table's and the player's own buttons and menus, in both languages, within Discord's limits."""
    table = Table(id=1, guild_id="1", channel_id="2", game="dicethrone", creator_id="1", created_at=NOW,
                  updated_at=NOW, version=1, status="playing", state="{}")
    for language in (ENGLISH, GERMAN):
        for control in cog.controls(table, state, language) + cog.private_controls(table, state, player, language):
            item = control.item
            assert len(getattr(item, "label", None) or "") <= 80, item
            assert len(getattr(item, "placeholder", None) or "") <= 150, item
            for option in getattr(item, "options", []):
                assert 0 < len(option.label) <= 100


def told(state, player: str, action: Action, seen: dict[str, tuple[str, str]]) -> None:
    """Everything one step shows: the prompts, standing lines, labels of the legal moves, the hand's texts."""
    labelled(state, player)
    for prompt in ENGINE.awaiting(state):
        said_in_both(prompt.what, seen)
    for line in ENGINE.standing(ENGINE.view(state, None)):
        said_in_both(line, seen)
    said_in_both(move_label(state, action), seen)
    view = ENGINE.view(state, player)
    said_in_both(view.phase_text, seen)
    for card in view.hand:
        said_in_both(card.name, seen)
        said_in_both(card.text, seen)
    for hero in view.heroes:
        for ability in hero.abilities:
            said_in_both(ability.text, seen)


def playout(mode: str, count: int, seed: int, seen: dict[str, tuple[str, str]], ai: bool) -> None:
    players = [f"p{i}" for i in range(count)]
    state = ENGINE.new_game(players, {"mode": mode}, seed)
    rand = random.Random(seed)
    for _ in range(4000):
        if ENGINE.outcome(state) is not None:
            return
        player = rand.choice(ENGINE.awaiting(state)).player
        action = ENGINE.ai_action(state, player, rand) if ai else rand.choice(ENGINE.legal_actions(state, player))
        told(state, player, action, seen)
        if rand.random() < 0.2:
            do, args = rand.choice(WRONG)
            try:
                ENGINE.apply(state, player, ENGINE.parse_action(do, args), NOW)
            except IllegalAction as refused:
                said_in_both(refused.message, seen)
        result = ENGINE.apply(state, player, action, NOW)
        state = result.state
        for event in result.events:
            line = ENGINE.narrate(event)
            if line is not None:
                said_in_both(line, seen)
    raise AssertionError("the game did not end")


def test_random_games_say_everything_in_english_and_in_german():
    seen: dict[str, tuple[str, str]] = {}
    for mode, count, seed, ai in [("1v1", 2, 1, False), ("1v1", 2, 2, True), ("2v2", 4, 3, False),
                                  ("ffa", 3, 4, True)]:
        playout(mode, count, seed, seen, ai)
    assert len(seen) > 120  # the games said a good part of the catalog
    same = {i: pair for i, pair in seen.items() if pair[0] == pair[1]}
    assert same == {}


def test_the_pictures_draw_in_german():
    state = ENGINE.new_game(["ann", "bob"], {"heroes": ["barbarian", "moon_elf"]}, 1, [6, 1])
    state = ENGINE.apply(state, "ann", ENGINE.parse_action("done"), NOW).state
    state = ENGINE.apply(state, "ann", ENGINE.parse_action("roll"), NOW).state
    table = [render_png("dicethrone", ENGINE.view(state, None), [], language=lang) for lang in ("en", "de")]
    hand = [render_private_png("dicethrone", ENGINE.view(state, "ann"), language=lang) for lang in ("en", "de")]
    for english, german in (table, hand):
        assert german is not None and german.startswith(b"\x89PNG") and german != english


def test_an_event_written_before_the_catalogs_is_told_with_its_english_words():
    """One waiting in the outbox across the upgrade named its source, reason and end in English."""
    old = [({"type": "skip", "player": "ann", "what": "offensive roll", "why": "Knockdown"},
            "ann skips the offensive roll (Knockdown)."),
           ({"type": "damage", "player": "ann", "amount": 3, "source": "Cleave and Retribution"},
            "ann takes **3** damage (Cleave and Retribution)."),
           ({"type": "game_over", "reason": "bob is the last standing and takes the throne."},
            "bob is the last standing and takes the throne.")]
    for event, english in old:
        line = ENGINE.narrate(event)
        assert line is not None and ENGLISH.say(line) == english and GERMAN.say(line)
