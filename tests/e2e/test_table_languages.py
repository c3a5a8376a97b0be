"""The table's side in two languages at once (issue 46): on a German-speaking server whose players' Discord
speaks English, everything the channel sees of a game (the table post, its waiting line, reminders, the timeout)
is German, and everything only one player sees (a refusal, the table shown to them alone) is in that player's
language. The test game's own words (its prompt "roll or hold") are plain: only the bot's sentences around them
come from the catalogs."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from engines.said import said
from lang import words
from standin.command_locales import set_preferred_locale
from tests.e2e.play import assert_move_posted, assert_private_to, assert_table_shown
from tests.e2e.test_restart_and_reminders import POLLS, reminders, timeouts
from tests.e2e.test_table import current, start_dicerace

GERMAN, ENGLISH = words("de"), words("en")


def german(speaker):
    speaker.record.locale = "de"
    return speaker


async def test_the_channel_reads_german_and_each_player_their_own_language(harness, standin, clock):
    await set_preferred_locale(standin, "de")
    boss = standin.user("boss", manage_channels=True)
    await boss.slash("game settings", turn_timer="2h")
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    waiting, other = (marta, tom) if awaited == "marta" else (tom, marta)

    assert board.content.startswith(GERMAN("table-starts", title="Dice Race", players=f"{marta.mention} {tom.mention}"))
    assert GERMAN("table-waiting", who=waiting.mention, what="roll or hold") in board.content
    assert "Waiting for" not in board.content

    refused = await other.click(board, "Roll")  # an English player's refusal is English
    assert_private_to(refused, other)
    assert refused.ephemeral_text == ENGLISH.say(said("move-not-your-move", waiting=(awaited,)))
    lena = german(standin.user("lena"))  # a German player's is German
    assert (await lena.click(board, "Roll")).ephemeral_text == GERMAN("table-not-seated")

    shown = assert_table_shown(await other.slash("game status"), other, standin.attachment_size_limit)
    assert ENGLISH("table-waiting", who=waiting.mention, what="roll or hold") in shown.content

    begin = clock.now()
    clock.advance(timedelta(hours=1))  # half time: the channel is reminded, in German
    await standin.wait_for(lambda: reminders(standin), what="the reminder at half time")
    when = f"<t:{int((begin + timedelta(hours=2)).timestamp())}:R>"
    reminder = reminders(standin)[0].content
    assert reminder.startswith(GERMAN("table-reminder", who=waiting.mention, what="roll or hold", when=when,
                                      table=""))
    clock.advance(timedelta(hours=1))
    await standin.wait_for(lambda: timeouts(standin), what="the timeout")
    await asyncio.sleep(POLLS)
    timed_out = timeouts(standin)[0].content
    assert timed_out.startswith(GERMAN("table-timeout", who=waiting.mention))
    table, awaited = await current(harness, marta)
    now_waiting = marta if awaited == "marta" else tom
    assert GERMAN("table-waiting", who=now_waiting.mention, what="roll or hold") in timed_out


async def test_a_german_player_on_an_english_server_reads_the_channel_in_english(harness, standin):
    marta, tom = german(standin.user("marta")), standin.user("tom")
    await marta.slash("game new", game="dicerace", options="target=100")
    await tom.slash("game join")
    board = assert_move_posted(await marta.slash("game start"), standin.attachment_size_limit)
    table, awaited = await current(harness, marta)
    waiting = marta if awaited == "marta" else tom
    assert ENGLISH("table-waiting", who=waiting.mention, what="roll or hold") in board.content
    shown = assert_table_shown(await marta.slash("game status"), marta, standin.attachment_size_limit)
    assert GERMAN("table-waiting", who=waiting.mention, what="roll or hold") in shown.content
