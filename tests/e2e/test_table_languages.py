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


async def test_a_real_game_on_a_german_server_for_english_players(harness, standin):
    """Würfelhelden: its table post, waiting line and buttons in German; an English player's refusal and the
    table shown to them alone (its waiting line and buttons) in English."""
    await set_preferred_locale(standin, "de")
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="wurfelhelden")
    await tom.slash("game join")
    board = assert_move_posted(await marta.slash("game start"), standin.attachment_size_limit)
    table, awaited = await current(harness, marta)
    waiting, other = (marta, tom) if awaited == "marta" else (tom, marta)
    prompt = harness.service.awaiting(table)[0].what
    assert GERMAN("table-waiting", who=waiting.mention, what=GERMAN.say(prompt)) in board.content
    assert all(b["label"].startswith("Würfeln") for b in board.buttons() if b["custom_id"].startswith("dh:"))

    refused = await other.click(board, board.buttons()[0]["custom_id"])
    assert refused.ephemeral_text == ENGLISH.say(said("move-not-your-move", waiting=(awaited,)))
    shown = assert_table_shown(await other.slash("game status"), other, standin.attachment_size_limit)
    assert ENGLISH("table-waiting", who=waiting.mention, what=ENGLISH.say(prompt)) in shown.content
    assert all(b["label"].startswith("Roll") for b in shown.buttons() if b["custom_id"].startswith("dh:"))


async def test_my_options_under_a_german_table_answer_an_english_player_in_english(harness, standin):
    """Dice Throne's My options button: labelled in the channel's German, its answer (the prompt and the player's
    own controls) in the clicker's language."""
    await set_preferred_locale(standin, "de")
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="dicethrone")
    await tom.slash("game join")
    board = assert_move_posted(await marta.slash("game start"), standin.attachment_size_limit)
    table, awaited = await current(harness, marta)
    waiting = marta if awaited == "marta" else tom
    answer = await waiting.click(board, GERMAN("table-options-button"))
    assert_private_to(answer, waiting)
    prompt = harness.service.awaiting(table)[0].what
    assert answer.ephemeral_text.startswith(ENGLISH("table-waits-for-you", what=ENGLISH.say(prompt)))
    lena = german(standin.user("lena"))
    assert (await lena.click(board, GERMAN("table-options-button"))).ephemeral_text == GERMAN("table-not-seated")
