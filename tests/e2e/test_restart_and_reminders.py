"""Time and restarts: the bot stops mid-game and a new one takes over from the database; reminders and
timeouts reach the channel when the (fake) clock says so, each once."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

from tests.e2e.play import assert_move_posted, check_picture
from tests.e2e.test_table import current, start_dicerace

POLLS = 0.4
"""Long enough for several passes of the deadline loop (it polls every 0.05 s in these tests)."""


def reminders(standin, channel="games"):
    """Every reminder posted (a stale one is deleted later: issue 28)."""
    return [m for m in standin.channel_messages(channel, include_deleted=True) if m.content.startswith("⏰")]


def timeouts(standin, channel="games"):
    return [m for m in standin.channel_messages(channel) if m.content.startswith("⌛")]


async def test_a_button_of_a_message_from_before_a_restart_still_plays(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    old_bot = harness.bot

    await harness.restart()
    assert harness.bot is not old_bot and old_bot.is_closed()
    moved = await player.click(board, "Roll")
    assert_move_posted(moved, standin.attachment_size_limit)
    assert (await harness.service.table(str(marta.channel.id))).version == table.version + 1

    # The lobby buttons are persistent too: a new game's lobby survives a restart.
    other = standin.user("aileen", "games-2")
    lobby = (await other.slash("game new", game="dicerace")).public[0]
    await harness.restart()
    joined = await standin.user("konrad", "games-2").click(lobby, "Join")
    assert "2/4 seats" in joined.public[0].content


async def test_a_deadline_that_fell_due_while_the_bot_was_down_fires_once_after_start(harness, standin, clock):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom

    await harness.stop_bot()
    clock.advance(timedelta(hours=24, minutes=5))
    await harness.start_bot()

    late = await standin.wait_for(lambda: timeouts(standin), what="the timeout after the restart")
    await asyncio.sleep(POLLS)
    assert len(timeouts(standin)) == 1
    assert late[0].content.startswith(f"⌛ Time ran out for {player.mention}")
    check_picture(late[0], standin.attachment_size_limit)
    assert reminders(standin) == [], "reminders for a deadline that already passed must not be posted"
    after = await harness.service.table(str(marta.channel.id))
    log = await harness.service.store.actions(after.id)
    assert [e.source for e in log].count("timeout") == 1

    # The table the timeout posted is the live one: its buttons play.
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    moved = await player.click(late[0], "Roll")
    assert_move_posted(moved, standin.attachment_size_limit)


async def test_reminders_and_the_timeout_arrive_at_the_right_times(harness, standin, clock):
    boss = standin.user("boss", manage_channels=True)
    await boss.slash("game settings", turn_timer="2h")
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    begin = clock.now()
    deadline = int((begin + timedelta(hours=2)).timestamp())

    async def at(delta: timedelta, expect_reminders: int, expect_timeouts: int = 0) -> None:
        clock.advance(begin + delta - clock.now())
        if expect_reminders or expect_timeouts:
            await standin.wait_for(lambda: len(reminders(standin)) >= expect_reminders
                                   and len(timeouts(standin)) >= expect_timeouts, what=f"the messages at {delta}")
        await asyncio.sleep(POLLS)
        assert len(reminders(standin)) == expect_reminders, (delta, reminders(standin))
        assert len(timeouts(standin)) == expect_timeouts, (delta, timeouts(standin))

    await at(timedelta(minutes=59), 0)
    await at(timedelta(hours=1), 1)  # half time
    first = reminders(standin)[0]
    assert first.content.startswith(f"⏰ {player.mention}, the game is waiting for you: roll or hold.")
    assert f"<t:{deadline}:R>" in first.content
    assert re.search(r"<@\d+>", first.content) and first.public
    await at(timedelta(hours=1, minutes=47), 1)
    await at(timedelta(hours=1, minutes=48), 2)  # shortly before the end: 2 h - min(1 h, 2 h / 10)
    assert first.deleted and not reminders(standin)[1].deleted, "one live reminder per player and game"
    await at(timedelta(hours=1, minutes=59), 2)
    await at(timedelta(hours=2), 2, 1)
    assert reminders(standin)[1].deleted, "the timeout answered the reminder"
    assert timeouts(standin)[0].content.startswith(f"⌛ Time ran out for {player.mention}")
    check_picture(timeouts(standin)[0], standin.attachment_size_limit)


async def test_a_quiet_channel_gets_no_reminders_but_its_deadlines_still_apply(harness, standin, clock):
    boss = standin.user("boss", "games-3", manage_channels=True)
    await boss.slash("game settings", turn_timer="1h", quiet=True)
    (marta, tom), board = await start_dicerace(standin, channel="games-3")
    clock.advance(timedelta(minutes=59))
    await asyncio.sleep(POLLS)
    assert reminders(standin, "games-3") == [] and timeouts(standin, "games-3") == []
    clock.advance(timedelta(minutes=1))
    await standin.wait_for(lambda: timeouts(standin, "games-3"), what="the timeout in a quiet channel")
    assert reminders(standin, "games-3") == []


async def test_players_who_ask_get_their_reminders_by_direct_message_too(harness, standin, clock):
    (marta, tom), board = await start_dicerace(standin, channel="games-2")
    table, awaited = await current(harness, marta)
    player, other = (marta, tom) if awaited == "marta" else (tom, marta)
    answer = await player.slash("game reminders", dm=True)
    assert answer.original.content == "Your reminders: in the channel and by direct message."
    assert not answer.original.public
    await other.slash("game reminders", dm=False)
    clock.advance(timedelta(hours=12))
    await standin.wait_for(lambda: reminders(standin, "games-2"), what="the reminder in the channel")
    assert player.dms()[0].content == "✅ Dicehall can send you direct messages: your reminders will come here."
    await standin.wait_for(lambda: player.dms()[1:], what="the reminder by direct message")
    dm = player.dms()[1]
    assert dm.content.startswith("⏰ In <#") and "the game is waiting for you" in dm.content
    assert other.dms() == []
