"""A whole game of each of the five on a German-speaking server (issue 46): its Discord language is German, and
the player's Discord speaks English. Everything the channel is shown (each table post, its buttons and menus,
reminders, the end) and her direct messages are made of the German catalog's sentences; every answer only she
sees in the channel, of the English catalog's; and nothing the bot sends holds a word that no catalog made
(names, numbers and Discord's mentions aside)."""

from __future__ import annotations

import random
import re

import pytest

from engines import registry
from lang import LANGUAGES, Words
from standin.command_locales import set_preferred_locale
from tests.e2e.play import assert_move_posted, assert_private_to, is_quiet, play_move
from tests.fixtures.make_fixtures import shipped_games

OPTIONS = {"throneworld": "max_turns=3"}
MAX_MOVES = 400
LETTERS = re.compile(r"[^\W\d_]")
DISCORD_MARKUP = re.compile(r"<(?:@!?|#|@&|t:)[^>]*>")
"""A mention, a channel link or a timestamp: Discord writes them in the reader's language itself."""


@pytest.fixture
def made(monkeypatch) -> dict[str, set[str]]:
    """Every text each language's catalog made during the test, by language."""
    made: dict[str, set[str]] = {language: set() for language in LANGUAGES}
    make = Words.__call__

    def recorded(self: Words, message_id: str, **values) -> str:
        text = make(self, message_id, **values)
        made[self.language].add(text)
        return text

    monkeypatch.setattr(Words, "__call__", recorded)
    return made


def left_over(text: str, sentences: set[str], names: list[str]) -> str:
    """What of `text` none of `sentences` (one language's) made and no name or Discord markup is. A made text
    with no letters (a list's ", ") says nothing of a language, and cut out would join what it stood between."""
    said = {s for s in sentences | set(names) if LETTERS.search(s)}
    text = without_cut_sentences(text, said)
    for part in sorted(said, key=len, reverse=True):
        text = text.replace(part, "")
    return DISCORD_MARKUP.sub("", text)


def without_cut_sentences(text: str, sentences: set[str]) -> str:
    """`text` less the sentence Discord's limits cut at its end ("…" where it was cut, as an option's description
    within 100 characters): the longest end of the text that one of `sentences` begins with."""
    if not text.endswith("…"):
        return text
    head = text[:-1]
    start = next((i for i in range(len(head)) if any(s.startswith(head[i:]) for s in sentences)), len(head))
    return head[:start] if start < len(head) else text


def shown_texts(message) -> list[str]:
    """Every text of a message a reader sees: its content, embeds' text, and its controls' words."""
    texts = [message.content]
    for embed in message.embeds:
        texts += [embed.get("title", ""), embed.get("description", "")]
        texts += [f"{f.get('name', '')} {f.get('value', '')}" for f in embed.get("fields", [])]
    for component in message.buttons() + message.selects():
        texts += [component.get("label") or "", component.get("placeholder") or ""]
        texts += [part for o in component.get("options", []) for part in (o.get("label"), o.get("description")) if part]
    return [t for t in texts if t]


def assert_in_language(messages, sentences: set[str], names: list[str], language: str) -> None:
    for message in messages:
        for text in shown_texts(message):
            rest = left_over(text, sentences, names)
            assert not LETTERS.search(rest), f"not from the {language} catalog: {rest.strip()[:200]!r} in {text!r}"


@pytest.mark.parametrize("game", shipped_games())
async def test_a_whole_game_on_a_german_server_for_an_english_player(harness, standin, made, game):
    await set_preferred_locale(standin, "de")
    engine, service = registry.get(game), harness.service
    marta = standin.user("marta")  # her Discord speaks English (the stand-in's default locale, en-US)
    await marta.slash("game new", game=game, **({"options": OPTIONS[game]} if game in OPTIONS else {}))
    for _ in range(engine.min_players - 1):
        await marta.slash("game addbot")
    assert_move_posted(await marta.slash("game start"), standin.attachment_size_limit)

    for asked in (await marta.slash("game mine"), await marta.slash("game join"), await marta.slash("game status")):
        assert_private_to(asked, marta)  # her games, a refusal (she is seated already), the table for her alone

    table = await service.table(str(marta.channel.id))
    rand = random.Random(f"german-{game}")
    for _ in range(MAX_MOVES):
        table = await service.store.table(table.id)
        if table.status != "playing":
            break
        prompts = [p for p in service.awaiting(table) if not table.seat_named(p.player).automated]
        if not prompts:
            continue
        engine_, state = service.engine_and_state(table)
        action = engine_.ai_action(state, prompts[0].player, rand)
        result, _ = await play_move(standin, marta, table, action)
        if not is_quiet(result):
            assert_move_posted(result, standin.attachment_size_limit)
    assert table.status == "finished", f"{game} did not end within {MAX_MOVES} moves"

    names = [seat.name for seat in table.seats] + [engine.title, marta.name]
    channel = [m for m in standin.messages if m.channel.id == marta.channel.id and m.public and m.author.bot]
    assert_in_language(channel, made["de"], names, "German")
    german_only = made["de"] - made["en"]
    assert any(s in m.content for m in channel for s in german_only), "the channel read no German sentence"
    hers = [m for m in standin.messages
            if m.visible_to == marta.id and m.author.bot and m.channel.id == marta.channel.id]
    assert len(hers) >= 3
    assert_in_language(hers, made["en"], names, "English")
    dms = [m for m in marta.dms() if m.author.bot]  # no interaction tells a DM's reader: the game's server's language
    assert_in_language(dms, made["de"], names, "German")
