"""Issue 38: a reminder by direct message links the game's latest table message, and one that stopped being
true (its player moved, a newer one came, or the time ran out) does not stay saying it."""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime, timedelta

from engines import registry
from tests.e2e.play import assert_move_posted, set_position
from tests.e2e.test_restart_and_reminders import POLLS, timeouts
from tests.e2e.test_table import current, start_dicerace

LINK = re.compile(r"https://discord\.com/channels/\d+/(\d+)/(\d+)")


def dm_reminders(user):
    return [m for m in user.dms() if m.content.startswith("⏰")]


def keeping_the_turn(table) -> tuple:
    """A position of the table's game, and its seed, whose first roll keeps the turn (a 1 would pass it)."""
    engine = registry.get(table.game)
    players = [seat.name for seat in table.seats]
    for seed in range(100):
        state = engine.new_game(players, table.options, seed)
        first = engine.awaiting(state)[0].player
        rolled = engine.apply(state, first, engine.parse_action("roll"), datetime.now(UTC)).state
        if engine.awaiting(rolled)[0].player == first:
            return state, seed
    raise AssertionError("no seed keeps the turn")


def linked(message) -> int:
    found = LINK.search(message.content)
    assert found, message.content
    return int(found[2])


async def test_a_reminder_by_direct_message_links_the_latest_table_and_goes_when_it_is_no_longer_true(
        harness, standin, clock):
    boss = standin.user("boss", manage_channels=True)
    await boss.slash("game settings", turn_timer="2h")
    (marta, tom), _ = await start_dicerace(standin, target=1000)
    table, _ = await current(harness, marta)
    table = await set_position(harness.service, table, *keeping_the_turn(table))  # a roll that keeps the turn
    await harness.bot.sender.flush()
    board = [m for m in standin.channel_messages("games") if m.attachments][-1]
    table, awaited = await current(harness, marta)
    player, other = (marta, tom) if awaited == "marta" else (tom, marta)
    for user in (player, other):
        await user.slash("game reminders", dm=True)
    begin = clock.now()

    clock.advance(timedelta(hours=1))  # half time: the first reminder
    first = (await standin.wait_for(lambda: dm_reminders(player), what="the first reminder by direct message"))[0]
    assert linked(first) == board.id

    moved = assert_move_posted(await player.click(board, "Roll"), standin.attachment_size_limit)
    table, awaited = await current(harness, marta)
    assert awaited == player.name, "a roll keeps the turn, and its timer"

    clock.advance(begin + timedelta(hours=1, minutes=48) - clock.now())  # shortly before the end: a newer one
    second = (await standin.wait_for(lambda: [m for m in dm_reminders(player) if m.id != first.id],
                                     what="the second reminder by direct message"))[-1]
    assert linked(second) == moved.id, "the reminder links the latest table message, not the first"
    await standin.wait_for(lambda: dm_reminders(player) == [second], what="the older reminder taken back")

    clock.advance(begin + timedelta(hours=2) - clock.now())  # the time runs out
    await standin.wait_for(lambda: timeouts(standin), what="the timeout")
    await standin.wait_for(lambda: dm_reminders(player) == [], what="the reminder that ran out taken back")

    # The other player's turn now: their reminder goes once they move.
    table, awaited = await current(harness, marta)
    assert awaited == other.name
    clock.advance(timedelta(hours=1))
    theirs = (await standin.wait_for(lambda: dm_reminders(other), what="the other player's reminder"))[0]
    assert linked(theirs) == timeouts(standin)[-1].id
    rolled = assert_move_posted(await other.click(timeouts(standin)[-1], "Roll"), standin.attachment_size_limit)
    if (await current(harness, marta))[1] == other.name:  # not a 1: their turn goes on until they hold
        assert dm_reminders(other) == [theirs], "a roll that keeps the turn leaves the reminder true"
        assert_move_posted(await other.click(rolled, "Hold"), standin.attachment_size_limit)
    await standin.wait_for(lambda: dm_reminders(other) == [], what="the reminder its player answered taken back")
    await asyncio.sleep(POLLS)
    assert dm_reminders(player) == [] and dm_reminders(other) == []
