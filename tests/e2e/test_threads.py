"""Games in threads are first class (issue 17): a thread that archives, even across a restart (archived
threads are not in a connecting bot's cache), still gets its reminders and timeouts, which unarchive it;
a deleted channel or thread ends its game at once instead of posting into the void forever."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from tests.e2e.play import assert_refused
from tests.e2e.test_table import start_dicerace


def posts(standin, channel: str, starts: str) -> list:
    return [m for m in standin.channel_messages(channel) if m.content.startswith(starts)]


async def test_a_game_in_a_thread_keeps_its_reminders_and_timeouts_after_it_archives(harness, standin, clock):
    thread = standin.add_thread("dice-night")
    (marta, tom), _ = await start_dicerace(standin, channel="dice-night")
    table = await harness.service.table(str(thread.id))
    awaited = harness.service.awaiting(table)[0].player
    player = marta if awaited == "marta" else tom

    await standin.archive(thread)
    await harness.restart()
    assert harness.bot.get_channel(thread.id) is None, "an archived thread is not in the cache after a restart"

    clock.advance(timedelta(hours=12, seconds=1))
    reminder = await standin.wait_for(lambda: posts(standin, "dice-night", f"⏰ {player.mention}"),
                                      what="the reminder in the archived thread")
    assert reminder and not thread.archived, "posting unarchived the thread"
    await standin.archive(thread)
    clock.advance(timedelta(hours=12))
    await standin.wait_for(lambda: posts(standin, "dice-night", "⌛ Time ran out"), what="the timeout in the thread")
    assert not thread.archived


async def test_a_deleted_thread_ends_its_game_and_nothing_more_is_posted(harness, standin, clock):
    thread = standin.add_thread("doomed")
    await start_dicerace(standin, channel="doomed")
    await standin.delete_channel("doomed")  # THREAD_DELETE reaches the bot
    for _ in range(50):
        table = await harness.service.store.latest_table(str(thread.id))
        if table.status == "abandoned":
            break
        await asyncio.sleep(0.05)
    assert table.status == "abandoned"
    assert await harness.service.store.pending_deadlines(table.id) == []
    clock.advance(timedelta(days=2))
    await asyncio.sleep(0.5)
    assert not standin.take_problems(), "nothing was sent to the deleted thread"


async def test_a_channel_deleted_while_the_bot_was_down_ends_its_game_on_the_first_refusal(harness, standin, clock):
    channel = standin.add_channel("short-lived")
    await start_dicerace(standin, channel="short-lived")
    await harness.stop_bot()
    await standin.delete_channel("short-lived")
    clock.advance(timedelta(hours=12, seconds=1))  # a reminder falls due
    await harness.start_bot()
    for _ in range(50):
        table = await harness.service.store.latest_table(str(channel.id))
        if table.status == "abandoned":
            break
        await asyncio.sleep(0.1)
    assert table.status == "abandoned"
    refused = standin.take_problems()
    assert refused and {p.body["code"] for p in refused} == {10003}
    clock.advance(timedelta(days=2))
    await asyncio.sleep(0.5)
    assert not standin.take_problems(), "no retries into the void"


async def test_a_private_thread_the_bot_was_not_added_to_is_refused_before_anything_is_made(harness, standin):
    """Issue 39: the permission check passed, then every table post failed with 50001. Now /game new says
    how to add the bot, creates nothing, and works once someone has added it."""
    thread = standin.add_thread("secret-dice", private=True)
    marta = standin.user("marta", "secret-dice")
    refused = await marta.slash("game new", game="dicerace")
    assert_refused(refused, marta, "private thread", "mentioning me")
    assert [(p.kind, p.status) for p in standin.take_problems()] == [("http", 403)]  # the join Discord refused
    assert await harness.service.store.active_table(str(thread.id)) is None
    assert standin.channel_messages("secret-dice") == []

    standin.add_bot_to_thread(thread)
    (marta, tom), board = await start_dicerace(standin, channel="secret-dice")
    assert board.channel.id == thread.id
