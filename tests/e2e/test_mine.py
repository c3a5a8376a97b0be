"""Where am I awaited? (issue 28) A player seated in several games across a server's channels asks
/game mine; the last player to choose in a step everyone chooses in at once gets one ping; a player on
the daily digest gets one direct message listing exactly the games awaiting them; a reminder is removed
once the move makes it stale."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

from tests.e2e.play import assert_private_to
from tests.e2e.test_table import start_dicerace
from tests.e2e.throneworld_table import open_table

LINK = re.compile(r"https://discord\.com/channels/(\d+)/(\d+)/(\d+)")


async def awaited_player(harness, channel_user) -> str:
    table = await harness.service.table(str(channel_user.channel.id))
    return harness.service.awaiting(table)[0].player


async def hand_over_to(harness, standin, users: dict, wanted: str, channel: str) -> None:
    """Play the dice race in `channel` (roll, then hold) until it waits for `wanted`."""
    for _ in range(20):
        awaited = await awaited_player(harness, users[wanted])
        if awaited == wanted:
            return
        player = users[awaited]
        table_message = player.last_message(with_component="Roll")
        label = "Hold" if any(b["label"] == "Hold" for b in table_message.buttons()) else "Roll"
        await player.click(table_message, label)
    raise AssertionError(f"{channel} never came to {wanted}")


def latest_table_message(standin, channel: str):
    return [m for m in standin.channel_messages(channel) if m.attachments][-1]


async def test_game_mine_lists_every_game_of_the_player_awaiting_them_first(harness, standin):
    (marta, tom), _ = await start_dicerace(standin, channel="games")
    await hand_over_to(harness, standin, {"marta": marta, "tom": tom}, "marta", "games")
    (marta2, tom2), _ = await start_dicerace(standin, channel="games-2")
    await hand_over_to(harness, standin, {"marta": marta2, "tom": tom2}, "tom", "games-2")
    konrad = standin.user("konrad", "games-3")
    await konrad.slash("game new", game="wurfelhelden")
    joined = (await standin.user("marta", "games-3").slash("game join")).public[0]
    await standin.user("zoe", "games-4").slash("game new", game="thrown")  # not hers

    asker = standin.user("marta", "general")
    answer = await asker.slash("game mine")
    assert_private_to(answer, asker)
    lines = answer.ephemeral_text.splitlines()
    assert lines[0] == "**Your games on this server** — 1 waiting for you", lines
    assert len(lines) == 4, lines
    assert "waits for **you**: roll or hold" in lines[1] and "Time runs out <t:" in lines[1]
    assert "waits for tom" in lines[2]
    assert "Würfelhelden** lobby" in lines[3]
    assert LINK.search(lines[3]).groups()[1:] == (str(standin.channel("games-3").id), str(joined.id)), \
        "a lobby's link leads to its latest lobby message (issue 38)"
    assert "Thrown" not in answer.ephemeral_text
    for line, channel in ((lines[1], "games"), (lines[2], "games-2")):
        guild, channel_id, message_id = LINK.search(line).groups()
        assert (int(guild), int(channel_id)) == (standin.guild_id, standin.channel(channel).id)
        assert int(message_id) == latest_table_message(standin, channel).id  # the link opens the table


async def test_the_last_to_choose_gets_one_ping(harness, standin):
    marta, tom, _ = await open_table(standin, harness)  # Throneworld's Outreach: both choose at once
    before = len(standin.channel_messages("games"))
    await marta.slash("throneworld commit")
    await harness.bot.sender.flush()
    pings = [m for m in standin.channel_messages("games")[before:] if "everyone else has chosen" in m.content]
    assert len(pings) == 1, [m.content for m in standin.channel_messages("games")[before:]]
    assert pings[0].content.startswith(f"⏳ {tom.mention}, everyone else has chosen") and "Outreach" in pings[0].content
    assert LINK.search(pings[0].content)
    await tom.slash("throneworld commit")
    await harness.bot.sender.flush()
    pings = [m for m in standin.channel_messages("games") if "everyone else has chosen" in m.content]
    assert len(pings) == 1  # the next step is a turn, not a choice made together: no other ping


async def test_the_digest_lists_exactly_the_games_awaiting_and_skips_empty_days(harness, standin, clock):
    boss = standin.user("boss", "games", manage_channels=True)
    for channel in ("games", "games-2"):
        await standin.user("boss", channel, manage_channels=True).slash("game settings", turn_timer="7d")
    (marta, tom), _ = await start_dicerace(standin, channel="games")
    await hand_over_to(harness, standin, {"marta": marta, "tom": tom}, "marta", "games")
    (marta2, tom2), _ = await start_dicerace(standin, channel="games-2")
    await hand_over_to(harness, standin, {"marta": marta2, "tom": tom2}, "tom", "games-2")
    assert boss
    answer = await marta.slash("game reminders", digest=True)
    assert "one direct message a day" in answer.ephemeral_text

    clock.advance(timedelta(days=1, seconds=1))
    digest = await standin.wait_for(lambda: [m for m in marta.dms() if "waiting for you today" in m.content],
                                    what="marta's digest")
    entries = [line for line in digest[0].content.splitlines() if line.startswith("• ")]
    assert len(entries) == 1 and "roll or hold" in entries[0]
    assert LINK.search(entries[0]).group(2) == str(standin.channel("games").id)
    assert not [m for m in standin.channel_messages("games") if m.content.startswith(f"⏰ {marta.mention}")], \
        "a player on the digest gets no reminder per game"

    await hand_over_to(harness, standin, {"marta": marta, "tom": tom}, "tom", "games")  # nothing awaits marta
    clock.advance(timedelta(days=1))
    await asyncio.sleep(1.5)  # the deadline loop ran (it polls often in tests)
    assert len([m for m in marta.dms() if "waiting for you today" in m.content]) == 1


async def test_a_reminder_is_removed_once_the_move_makes_it_stale(harness, standin, clock):
    (marta, tom), _ = await start_dicerace(standin)
    awaited = await awaited_player(harness, marta)
    player = {"marta": marta, "tom": tom}[awaited]
    clock.advance(timedelta(hours=12, seconds=1))  # half the turn timer: a reminder
    reminder = (await standin.wait_for(
        lambda: [m for m in standin.channel_messages("games") if m.content.startswith(f"⏰ {player.mention}")],
        what="the reminder"))[0]
    assert LINK.search(reminder.content), "a reminder links to the table"
    board = player.last_message(with_component="Roll")
    await player.click(board, "Roll")
    await harness.bot.sender.flush()
    if any(b["label"] == "Hold" for b in player.last_message(with_component="Roll").buttons()):
        assert not reminder.deleted  # still their turn: the reminder still holds
        await player.click(player.last_message(with_component="Roll"), "Hold")
        await harness.bot.sender.flush()
    assert reminder.deleted, "the reminder outlived the move that answered it"
