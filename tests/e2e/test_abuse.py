"""No player can stall the bot or block a server's channels (issue 19): lobbies per person and how often
they may be opened, lobbies that close when nobody starts them, and costly private answers (pictures,
replays) rate-limited per person with Discord's own "try again in N s"."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

from tests.e2e.play import assert_private_to, assert_refused
from tests.e2e.test_table import start_dicerace

CHANNELS = ("games", "games-2", "games-3", "games-4")


async def test_one_person_opens_few_lobbies_and_not_in_a_burst(harness, standin, clock):
    marta = [standin.user("marta", channel) for channel in CHANNELS]
    for user in marta[:3]:
        opened = await user.slash("game new", game="dicerace")
        assert "lobby" in opened.public[0].content
    burst = await marta[3].slash("game new", game="dicerace")
    text = assert_refused(burst, marta[3], "too fast")
    assert re.search(r"try again in (a second|\d+ seconds)\.", text), text

    clock.advance(timedelta(seconds=61))
    capped = await marta[3].slash("game new", game="dicerace")
    assert_refused(capped, marta[3], "already have 3 open lobbies")

    boss = standin.user("boss", "games", manage_channels=True)
    await boss.slash("game abandon")
    again = await marta[3].slash("game new", game="dicerace")
    assert "lobby" in again.public[0].content
    other = await standin.user("tom", "games").slash("game new", game="dicerace")
    assert "lobby" in other.public[0].content  # the limits are per person


async def test_a_lobby_nobody_starts_closes_and_says_so(harness, standin, clock):
    marta = standin.user("marta")
    lobby = (await marta.slash("game new", game="dicerace")).public[0].content
    assert re.search(r"this lobby closes <t:\d+:R>", lobby), lobby

    clock.advance(timedelta(hours=24, seconds=1))
    closed = await standin.wait_for(
        lambda: [m for m in standin.channel_messages("games") if "lobby here closed" in m.content],
        what="the lobby's closing notice")
    assert "nobody started it within 1 day" in closed[0].content
    assert_refused(await standin.user("tom").slash("game join"), standin.user("tom"), "/game new")

    fresh = await marta.slash("game new", game="dicerace")  # the channel is free again
    assert "lobby" in fresh.public[0].content


async def test_a_started_game_is_not_closed_by_its_lobby_deadline(harness, standin, clock):
    (marta, _), _ = await start_dicerace(standin)
    clock.advance(timedelta(hours=24, seconds=1))
    await asyncio.sleep(1.0)  # the deadline loop has run
    assert not [m for m in standin.channel_messages("games") if "lobby here closed" in m.content]
    table = await harness.service.table(str(marta.channel.id))
    assert table.status == "playing"


async def test_stale_clicks_draw_a_few_pictures_then_only_sentences(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    table = await harness.service.table(str(marta.channel.id))
    player = marta if harness.service.awaiting(table)[0].player == "marta" else tom
    await player.click(board, "Roll")  # the first table's buttons are stale now
    clicks = await asyncio.gather(*(player.click(board, "Roll", stale=True) for _ in range(30)))
    pictures = sum(1 for click in clicks for m in click.messages if m.attachments)
    assert 1 <= pictures <= 10, pictures
    for click in clicks:
        assert_refused(click, player, "table changed")


async def test_private_looks_and_replays_are_rate_limited_per_person(harness, standin):
    (marta, tom), _ = await start_dicerace(standin)
    answers = [await marta.slash("game status") for _ in range(10)]
    for answer in answers:
        assert answer.messages and "too fast" not in answer.text
    assert_refused(await marta.slash("game status"), marta, "too fast")
    assert "too fast" not in (await tom.slash("game status")).text  # another person is not held up

    for _ in range(2):
        assert_private_to(await marta.slash("game history"), marta)
    assert_refused(await marta.slash("game replay"), marta, "too fast")


async def test_a_game_the_ai_finished_for_everyone_away_is_not_rated(harness, standin, clock):
    boss = standin.user("boss", manage_channels=True)
    await boss.slash("game settings", turn_timer="1h", quiet=True)
    (marta, tom), _ = await start_dicerace(standin, target=30)
    for _ in range(12):  # three turns in a row time out for each: both are marked away, the AI plays on
        clock.advance(timedelta(hours=1, seconds=1))
        await harness.bot.run_due()
        table = await harness.service.store.latest_table(str(marta.channel.id))
        if table.status == "finished":
            break
    assert table.status == "finished"
    away = [m.content for m in standin.channel_messages("games") if "is marked away" in m.content]
    assert any(marta.mention in m for m in away) and any(tom.mention in m for m in away)
    assert all("/game back" in m for m in away)
    last = [m for m in standin.channel_messages("games") if "Game over" in m.content][-1]
    assert "This game was not rated: everyone was away, so the AI finished it." in last.content
    assert await harness.service.store.table_results(table.id) == []
    assert await harness.service.leaderboard(str(standin.guild_id), "dicerace") == []
