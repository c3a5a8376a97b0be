"""The lobby in the reader's language through the stand-in (issue 46): a German server's lobby post and its
buttons are German whoever opened it, and a refusal is in the asker's language, not the server's."""

from __future__ import annotations

from lang import words
from standin.command_locales import set_preferred_locale
from tests.e2e.play import assert_private_to


def german(speaker):
    speaker.record.locale = "de"
    return speaker


async def test_a_german_servers_lobby_is_german_and_a_refusal_the_askers(harness, standin):
    await set_preferred_locale(standin, "de")
    tom, lena = standin.user("tom"), german(standin.user("lena"))  # tom's client is English
    await tom.slash("game new", game="wurfelhelden")
    lobby = tom.last_message(with_component="Beitreten")
    assert "Lobby (1/" in lobby.content and "Tritt mit dem Button oder /spiel beitreten bei" in lobby.content
    for label in ("Verlassen", "KI-Platz hinzufügen", "Starten"):
        assert tom.last_message(with_component=label) is lobby
    hers = await lena.slash("spiel verlassen")
    assert_private_to(hers, lena)
    assert hers.ephemeral_text == words("de")("lobby-not-seated") == "Du sitzt nicht an diesem Tisch."
    his = await tom.slash("game leave")
    assert his.ephemeral_text == words("en")("lobby-creator-cannot-leave")
    await tom.click(lobby, "KI-Platz hinzufügen")  # an AI player is named in the server's words
    assert "2. **KI 1** (KI)" in tom.last_message(with_component="Beitreten").content


async def test_an_english_servers_lobby_reads_as_before(harness, standin):
    tom = standin.user("tom")
    await tom.slash("game new", game="wurfelhelden")
    lobby = tom.last_message(with_component="Join")
    assert "— lobby (1/" in lobby.content
    assert "Join with the button or /game join; the creator starts with /game start." in lobby.content
    await tom.slash("game addbot")
    assert "2. **AI 1** (AI)" in tom.last_message(with_component="Join").content


async def test_a_german_servers_leaderboard_and_abandoned_game_are_german_and_timers_the_askers(harness, standin):
    await set_preferred_locale(standin, "de")
    tom, lena = standin.user("tom"), german(standin.user("lena"))
    board = await tom.slash("game leaderboard", game="wurfelhelden")
    assert board.public[0].content == "Auf diesem Server gibt es noch keine gewerteten Würfelhelden-Spiele."
    await tom.slash("game new", game="wurfelhelden")
    abandoned = await tom.slash("game abandon")
    assert abandoned.public[0].content == ("Das Würfelhelden-Spiel in diesem Kanal wurde abgebrochen. "
                                           "Es wird nicht gewertet.")
    assert (await lena.slash("spiel einstellungen")).ephemeral_text.startswith("Zugzeit: ")
    assert (await tom.slash("game settings")).ephemeral_text.startswith("Turn timer: ")
