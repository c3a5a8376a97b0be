"""Seasons in the reader's words (issue 46, cogs/_seasons.py, render/standings.py): /game settings' server lines,
/game leaderboard season:'s answer, a season's end post and its standings picture are made of catalog sentences
only, in English and German alike (every catalog sentence marked ⟦…⟧, nothing else may have letters but names and
game titles), and a German server reads them in German: the one that chose German, and the one whose Discord
language is German."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.languages import set_server_setting
from bot.models import Outgoing
from bot.seasons import end_seasons, server_settings, set_server_settings
from bot.store.seasons import GuildSettings
from cogs._language import public_words
from cogs._seasons import season_post, server_words, show_season_board
from lang import LANGUAGES, words
from render.standings import render_standings, season_dates
from tests.bot.test_seasons import G, play_to_the_end, season_notices
from tests.cogs.interactions import Answers
from tests.render.phone_text import texts_drawn
from tests.words_check import LETTERS, outside_the_catalogs

ENDS = datetime(2026, 2, 1, tzinfo=UTC)


def own_words(text: str, *content: str) -> str:
    """What of `text` no catalog sentence said and no content (a name, a game's title) brought."""
    return "".join(LETTERS.findall(outside_the_catalogs(text, *content)))


def asked(service, guild_id: str, locale: str = "en-US", server_locale: str = "en-US") -> Any:
    """/game leaderboard asked by someone whose client speaks `locale`, on a server whose Discord language is
    `server_locale` (the bot's cache holds the guild only where its id is a number, as Discord's are)."""
    guild = SimpleNamespace(preferred_locale=discord.Locale(server_locale))
    client = SimpleNamespace(service=service, get_guild=lambda _id: guild)
    return SimpleNamespace(client=client, guild_id=guild_id, locale=discord.Locale(locale), response=Answers(),
                           extras={})


# --- /game settings: the server's lines ------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_servers_settings_lines_are_catalog_sentences(marked_words, language):
    said = words(language)
    lines = [server_words(GuildSettings(guild_id="1", threads=threads), said) for threads in (True, False)]
    lines += [server_words(GuildSettings(guild_id="1", season_length=length, season_channel="42", season=3,
                                         season_ends_at=ENDS), said) for length in ("monthly", "quarterly")]
    for line in lines:
        assert not own_words(line), line
    assert "<#42>" in lines[2] and f"<t:{int(ENDS.timestamp())}:R>" in lines[2]


def test_the_servers_settings_lines_read_german_to_a_german_asker():
    running = GuildSettings(guild_id="1", season_length="monthly", season_channel="42", season=3, season_ends_at=ENDS)
    german = server_words(running, words("de"))
    assert german.startswith("Server: Spiele in eigenen Threads: an. Saisons: monatlich: Saison 3 endet <t:")
    assert german.endswith("ihr Endstand wird in <#42> gepostet.")
    assert server_words(GuildSettings(guild_id="1", threads=False), words("de")) == (
        "Server: Spiele in eigenen Threads: aus (Spiele bleiben in ihrem Kanal). "
        "Saisons: keine (eine Bestenliste für alle Zeiten).")
    assert "Seasons: monthly: season 3 ends <t:" in server_words(running, words("en"))


# --- /game leaderboard season: ---------------------------------------------------------------------------

async def answers(service, season: int, guild_id: str = G, **who: str) -> tuple[str, bool]:
    interaction = asked(service, guild_id, **who)
    await show_season_board(interaction, "dicerace", season)
    [answer] = interaction.response.sent
    return answer


async def a_season_played_and_ended(service, clock) -> None:
    """Season 1 of G, marta and tom's game in it, ended: season 2 under way."""
    await set_server_settings(service, G, "announce", can_manage_server=True, season="monthly")
    await play_to_the_end(service, clock, "c1")
    clock.advance(timedelta(days=31))
    assert await end_seasons(service, clock.now()) == 1


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_season_board_is_made_of_catalog_sentences(marked_words, service, clock, language):
    await set_server_setting(service, G, language)
    await set_server_settings(service, G, "announce", can_manage_server=True, season="monthly")
    await play_to_the_end(service, clock, "c1")
    live, _ = await answers(service, 1)
    clock.advance(timedelta(days=31))
    await end_seasons(service, clock.now())
    final, _ = await answers(service, 1)
    empty, _ = await answers(service, 2)
    unknown, private = await answers(service, 7, locale={"en": "en-US"}.get(language, language))
    for shown in (live, final, empty):
        assert not own_words(shown), shown
    assert "marta" in live and "marta" in final
    assert private and not own_words(unknown), unknown
    said = words(language)
    dates = season_dates(said, datetime(2026, 1, 1, tzinfo=UTC), ENDS)
    assert final.startswith(said("seasons-board-final", title="Dice Race", season=1, dates=dates))
    ends = f"<t:{int(datetime(2026, 3, 1, tzinfo=UTC).timestamp())}:R>"
    assert empty == "\n".join([said("seasons-board-live", title="Dice Race", season=2, ends=ends),
                               said("seasons-board-none", title="Dice Race")])


async def test_a_german_server_shows_the_season_board_in_german(service, clock):
    await a_season_played_and_ended(service, clock)
    assert (await answers(service, 1))[0].startswith("**Dice Race — season 1, final standings** (Jan 1, 2026 – "
                                                     "Feb 1, 2026)"), "English before the server chose German"
    await set_server_setting(service, G, "de")
    final, private = await answers(service, 1, locale="en-US")
    assert not private and final.startswith("**Dice Race — Saison 1, Endstand** (01.01.2026 – 01.02.2026)\n1. ")
    assert "Wertung" in final, "the rows are the board's German rows"
    empty, _ = await answers(service, 2)
    assert empty.endswith("In dieser Saison gibt es keine gewerteten Dice Race-Spiele.")
    assert "(endet <t:" in empty
    refused, private = await answers(service, 7, locale="de")
    assert private and "Auf diesem Server gibt es keine Saison 7: Zu Ende ist bisher Saison 1, und Saison 2 läuft " \
                       "gerade." in refused
    refused, _ = await answers(service, 7, locale="en-US")
    assert "no season 7: the season that ended is 1, and season 2 is under way." in refused, "the asker's language"


async def test_a_server_whose_discord_language_is_german_shows_its_season_board_in_german(service, clock):
    guild = "4242"
    await set_server_settings(service, guild, "announce", can_manage_server=True, season="quarterly")
    board, _ = await answers(service, 1, guild_id=guild, server_locale="de")
    assert board.startswith("**Dice Race — Saison 1** (endet <t:") and "keine gewerteten Dice Race-Spiele" in board
    english, _ = await answers(service, 1, guild_id=guild, server_locale="en-GB")
    assert english.endswith("No rated Dice Race games in this season.")
    refused, _ = await answers(service, 3, guild_id="4343", locale="de")
    assert "keine Saison 3: Bisher ist noch keine zu Ende gegangen." in refused


# --- a season's end ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_season_end_post_is_made_of_catalog_sentences(marked_words, service, clock, language):
    await a_season_played_and_ended(service, clock)
    [notice] = await season_notices(service.store)
    posted = await season_post(service, notice, words(language))
    assert not own_words(posted["content"], "Dice Race"), posted["content"]
    assert "marta" in posted["content"] and "tom" in posted["content"]
    assert posted["file"].filename == "season-standings.png"
    nothing = Outgoing(table_id=notice.table_id, dest="announce", kind="season", created_at=clock.now(), payload={
        "season": 4, "started": None, "ended": ENDS.isoformat(), "games": {}})
    content = (await season_post(service, nothing, words(language)))["content"]
    assert not own_words(content), content
    assert words(language)("seasons-end-none") in content


async def test_a_german_server_is_told_its_season_ended_in_german(service, clock):
    await a_season_played_and_ended(service, clock)
    [notice] = await season_notices(service.store)
    server = SimpleNamespace(get_guild=lambda _id: None)  # a guild out of the bot's cache: its setting speaks
    english = (await season_post(service, notice, await public_words(server, service, G)))["content"]
    assert english.startswith("🏆 **Season 1 is over** (Jan 1, 2026 – Feb 1, 2026). Final standings:\n"
                              "**Dice Race**: 1. ")
    german = (await season_post(service, notice, words("de")))["content"]
    assert german.startswith("🏆 **Saison 1 ist vorbei** (01.01.2026 – 01.02.2026). Endstand:\n**Dice Race**: 1. ")
    assert german.endswith("/spiel bestenliste saison:<Nummer> zeigt jede Saison, ohne saison: die Bestenliste aller "
                           "Zeiten.")
    assert "/game" not in german
    await set_server_setting(service, G, "de")
    assert (await season_post(service, notice, await public_words(server, service, G)))["content"] == german, \
        "the language the server chose"


# --- the standings picture ---------------------------------------------------------------------------------

STANDINGS = [("Dice Race", [("marta", 1234, 5, 9), ("tom", 1100, 3, 8)]), ("Thrown", [("aileen", 1010, 1, 4)])]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("games", [STANDINGS, []])
def test_the_standings_picture_draws_catalog_sentences_only(language, games):
    """Each text drawn is a catalog sentence whole (marks would lengthen it past its room, so the picture is drawn
    unmarked and its texts compared), a name, a game's title, or has no letters (places, ratings, won/played)."""
    said, started = words(language), datetime(2026, 1, 1, tzinfo=UTC)
    _, drawn = texts_drawn(lambda: render_standings(12, started, ENDS, games, words=said))
    sentences = {said("seasons-picture-title", season=12),
                 said("seasons-picture-subtitle", dates=season_dates(said, started, ENDS))}
    if not games:
        sentences.add(said("seasons-end-none"))
    content = {part for title, rows in games for part in (title, *(row[0] for row in rows))}
    texts = {r.text for r in drawn}
    assert sentences <= texts, "every sentence drawn whole, none cut"
    assert not [text for text in texts - sentences - content if LETTERS.search(text)]


def test_the_standings_picture_of_a_german_server_is_german():
    _, drawn = texts_drawn(lambda: render_standings(3, None, ENDS, [], words=words("de")))
    assert {r.text for r in drawn} == {"Saison 3 — Endstand", "bis 01.02.2026 · Wertung, Siege/Spiele",
                                       "In dieser Saison gab es keine gewerteten Spiele."}


async def test_the_settings_kept_are_what_the_lines_say(service):
    """The server lines read the settings as the store keeps them (seasons off by default)."""
    kept = await server_settings(service, "1")
    assert server_words(kept, words("en")) == ("Server: games in threads of their own: on. "
                                  "Seasons: none (one all-time leaderboard).")
