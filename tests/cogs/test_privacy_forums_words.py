"""/game about, forgetting a person or a server, a lobby opened as a forum post and the note left when a game's
thread was lost, in the reader's words (issue 46): every sentence from the catalogs (marked ⟦…⟧, nothing but
names, links and Discord's own text outside them), private answers in the asker's language, the forum post and
the thread note in the server's."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.languages import set_server_setting
from cogs._forums import open_in_forum
from cogs._privacy import (
    POLICY,
    ForgetMeButton,
    ForgetServerButton,
    about_text,
    ask_to_forget_me,
    ask_to_forget_server,
    bot_version,
)
from cogs._threads import rehome
from lang import LANGUAGES, words
from tests.words_check import LETTERS, outside_the_catalogs

LOCALES = {"en": discord.Locale.american_english, "de": discord.Locale.german}
GUILD = 5
PARENT = 100


def only_catalog_sentences(text: str, *content: str) -> None:
    assert "⟦" in text, text
    assert not LETTERS.search(outside_the_catalogs(text, *content)), text


class Said:
    """What the bot said to an interaction: its answers, in order, with their buttons' labels."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.labels: list[str] = []
        self.done = False

    def note(self, content: str | None, view: discord.ui.View | None = None) -> None:
        self.texts.append(content or "")
        shown = [getattr(item, "item", item) for item in (view.children if view else [])]  # a DynamicItem's button
        self.labels += [item.label for item in shown if isinstance(item, discord.ui.Button)]


class FakeInteraction:
    """An interaction as cogs/_privacy.py and cogs/_forums.py use it: who asks, in which language, where."""

    def __init__(self, client: Any, language: str, user_id: int = 7, manage_guild: bool = False):
        self.client, self.locale, self.guild_id, self.id, self.extras = client, LOCALES[language], GUILD, 900, {}
        self.application_id, self.token, self.created_at = 1, "a-token", datetime.now(UTC)
        self.user = SimpleNamespace(id=user_id, display_name="marta", name="marta")
        self.permissions = SimpleNamespace(manage_guild=manage_guild)
        self.guild = SimpleNamespace(channels=[SimpleNamespace(id=PARENT)])
        self.said = said = Said()

        class Response:
            def is_done(self) -> bool:
                return said.done

            async def send_message(self, content: str | None = None, view: discord.ui.View | None = None,
                                   **_: Any) -> None:
                said.done = True
                said.note(content, view)

            async def edit_message(self, content: str | None = None, view: discord.ui.View | None = None,
                                   **_: Any) -> None:
                said.done = True
                said.note(content, view)

            async def defer(self, **_: Any) -> None:
                said.done = True

        class Followup:
            async def send(self, content: str | None = None, view: discord.ui.View | None = None, **_: Any) -> None:
                said.note(content, view)

        self.response, self.followup = Response(), Followup()


class FakeClient:
    """The bot as these modules reach it: its service, its sender, its guild (in the server's Discord language)
    and channels, whose posts and threads it notes."""

    def __init__(self, service: Any, server_locale: discord.Locale = discord.Locale.american_english):
        self.service = service
        self.boot = "this-process"
        self.posted: list[str] = []
        self.guild = SimpleNamespace(preferred_locale=server_locale)

        async def flush() -> None:
            return None

        async def start_thread_with_message(channel_id: Any, message_id: Any, **_: Any) -> dict[str, Any]:
            return {"id": "300"}

        self.sender = SimpleNamespace(flush=flush)
        self.http = SimpleNamespace(start_thread_with_message=start_thread_with_message)

    def get_guild(self, guild_id: int) -> Any:
        return self.guild if guild_id == GUILD else None

    def get_partial_messageable(self, channel_id: int) -> Any:
        async def send(content: str, **_: Any) -> Any:
            self.posted.append(content)
            return SimpleNamespace(id=555)

        return SimpleNamespace(send=send)


# --- /game about and forgetting, in the asker's language --------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("source", "contact"), [("https://example.org/dicehall/", "ops@example.org"), ("", "")])
def test_about_says_only_catalog_sentences(marked_words, language, source, contact):
    said = words(language)
    shown = about_text(source, contact, said)
    only_catalog_sentences(shown, bot_version(said), source.rstrip("/"), f"/blob/main/{POLICY}", POLICY, contact)
    assert len(shown.splitlines()) == 5


def test_about_in_german_names_the_german_commands():
    shown = about_text("", "", words("de"))
    assert "/spiel vergiss-mich" in shown and "/spiel vergiss-server" in shown
    assert "/game" not in shown and "Datenschutzerklärung" in shown
    assert "/game forget-me" in about_text("", "", words("en"))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_forgetting_a_person_says_only_catalog_sentences(marked_words, service, language):
    await service.new_table(str(GUILD), str(PARENT), "dicerace", "7", "marta", {})
    client = FakeClient(service)
    asker = FakeInteraction(client, language)
    await ask_to_forget_me(asker)
    [asked], [label] = asker.said.texts, asker.said.labels
    only_catalog_sentences(asked)
    only_catalog_sentences(label)

    stranger = FakeInteraction(client, language, user_id=8)
    await ForgetMeButton("7").callback(stranger)
    only_catalog_sentences(*stranger.said.texts)

    pressed = FakeInteraction(client, language)
    await ForgetMeButton("7").callback(pressed)
    [done] = pressed.said.texts
    only_catalog_sentences(done)
    assert ("1" if language == "en" else "ein offenes Spiel") in done


@pytest.mark.parametrize("language", LANGUAGES)
async def test_deleting_a_servers_data_says_only_catalog_sentences(marked_words, service, language):
    await service.new_table(str(GUILD), str(PARENT), "dicerace", "7", "marta", {})
    client = FakeClient(service)
    member = FakeInteraction(client, language)
    await ask_to_forget_server(member)
    await ForgetServerButton(str(GUILD)).callback(member)
    assert len(member.said.texts) == 2
    for text in member.said.texts:
        only_catalog_sentences(text)

    admin = FakeInteraction(client, language, manage_guild=True)
    await ask_to_forget_server(admin)
    [asked], [label] = admin.said.texts, admin.said.labels
    only_catalog_sentences(asked)
    only_catalog_sentences(label)
    pressed = FakeInteraction(client, language, manage_guild=True)
    await ForgetServerButton(str(GUILD)).callback(pressed)
    [done] = pressed.said.texts
    only_catalog_sentences(done, "1")


async def test_forgetting_answers_in_the_askers_language(service):
    client = FakeClient(service, server_locale=discord.Locale.german)
    english, german = FakeInteraction(client, "en"), FakeInteraction(client, "de")
    await ask_to_forget_me(english)
    await ask_to_forget_me(german)
    assert english.said.labels == [words("en")("forget-me-button")] == ["Forget me"]
    assert german.said.labels == [words("de")("forget-me-button")] == ["Vergiss mich"]
    assert german.said.texts == [words("de")("forget-me-ask", former=words("de")("forget-me-former"))]
    assert "„Ehemaliger Spieler“" in german.said.texts[0] and '"Former player"' in english.said.texts[0]


# --- the forum post, in the server's language; the answers to the opener, in theirs ------------------------


class FakeForum:
    def __init__(self, refuses: bool = False):
        self.id, self.mention, self.available_tags, self.refuses = 400, "<#400>", [], refuses
        self.opened: list[str] = []

    async def create_thread(self, content: str, **_: Any) -> Any:
        if self.refuses:
            raise discord.HTTPException(SimpleNamespace(status=403, reason="Forbidden"),
                                        {"code": 50013, "message": "Missing Permissions"})
        self.opened.append(content)

        async def edit(**_: Any) -> None:
            return None

        return SimpleNamespace(thread=SimpleNamespace(id=401, mention="<#401>"),
                               message=SimpleNamespace(id=402, edit=edit, created_at=datetime(2026, 1, 1, tzinfo=UTC)))


async def lobby_message(interaction: Any, table: Any) -> dict[str, Any]:
    return {"content": "the lobby"}


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_lobby_opened_in_a_forum_says_only_catalog_sentences(marked_words, service, language):
    await set_server_setting(service, str(GUILD), language)
    forum = FakeForum()
    opener = FakeInteraction(FakeClient(service), language)
    await open_in_forum(opener, forum, "dicerace", {}, lobby_message)
    [opening], [answered] = forum.opened, opener.said.texts
    only_catalog_sentences(opening, "Dice Race")
    only_catalog_sentences(answered, "Dice Race", "<#401>")

    refused = FakeInteraction(FakeClient(service), language)
    await open_in_forum(refused, FakeForum(refuses=True), "dicerace", {}, lobby_message)
    [refusal] = refused.said.texts
    only_catalog_sentences(refusal, "<#400>", "Missing Permissions")


async def test_a_forum_post_speaks_the_servers_language_and_its_answer_the_openers(service):
    forum = FakeForum()
    opener = FakeInteraction(FakeClient(service, server_locale=discord.Locale.german), "en")
    await open_in_forum(opener, forum, "dicerace", {}, lobby_message)
    assert forum.opened == [words("de")("forums-opening", title="Dice Race")]
    assert forum.opened[0].startswith("**Dice Race** — eine Lobby wird eröffnet")
    assert opener.said.texts == [words("en")("forums-open", title="Dice Race", post="<#401>")]


# --- the note when a game's thread was lost, in the server's language -------------------------------------


async def game_in_a_thread(service: Any) -> None:
    table = await service.new_table(str(GUILD), str(PARENT), "dicerace", "7", "marta", {})
    await service.move_table(table, "200")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("what", ["locked", "deleted"])
async def test_the_note_of_a_lost_thread_says_only_catalog_sentences(marked_words, service, language, what):
    await set_server_setting(service, str(GUILD), language)
    await game_in_a_thread(service)
    client = FakeClient(service)
    await rehome(client, service, "200", what)
    [note] = client.posted
    only_catalog_sentences(note, "Dice Race", "marta")
    assert (await service.store.active_table("300")) is not None, "the game goes on in the new thread"


async def test_the_note_of_a_lost_thread_speaks_a_german_servers_language(service):
    await game_in_a_thread(service)
    client = FakeClient(service, server_locale=discord.Locale.german)
    await rehome(client, service, "200", "locked")
    assert client.posted == [
        "🧵 Der Thread des Spiels Dice Race von marta wurde gesperrt, also geht das Spiel hier in einem neuen "
        "Thread weiter."]
