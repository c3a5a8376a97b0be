"""On PostgreSQL, games of one server and game that end at once in two processes take turns at their ratings
(bot/store/postgres.py's advisory lock): each reads the ratings the other wrote, so neither update is lost."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from bot.models import Rating, Seat, Table
from bot.store import open_store
from bot.store.ratings import stored

AT = datetime(2026, 1, 1, tzinfo=UTC)


def one_more_game(before: dict[str, Rating]) -> list[Rating]:
    """Ann's rating after one more game, from the one stored (a newcomer's where none is)."""
    ann = before.get("ann") or Rating(guild_id="g", game="dicerace", user_id="ann", name="Ann")
    return [ann.model_copy(update={"games": ann.games + 1})]


async def a_finished_game(store, channel: str) -> Table:
    table = await store.create_table(Table(guild_id="g", channel_id=channel, game="dicerace", creator_id="ann",
                                           seats=[Seat(user_id="ann", name="Ann"), Seat(user_id="ai", name="AI",
                                                                                       ai=True)],
                                           status="playing", version=1, state="{}", created_at=AT, updated_at=AT))
    return table.model_copy(update={"status": "finished", "version": 2})


async def test_two_processes_ending_games_of_one_server_at_once_both_count(postgres_url):
    first, second = open_store(postgres_url), open_store(postgres_url)
    await first.open()
    await second.open()
    try:
        table = await a_finished_game(first, "c1")
        holding, release = asyncio.Event(), asyncio.Event()

        async def rating_in_another_process(rows):
            """The other process, between its claim of its game's ratings and its commit."""
            await rows.execute("SELECT pg_advisory_xact_lock(hashtext($1))", "ratings:g:dicerace")
            holding.set()
            await release.wait()
            await rows.execute("INSERT INTO ratings (guild_id, game, user_id, name, games, wins, mu, sigma) "
                               "VALUES ('g', 'dicerace', 'ann', 'Ann', 1, 0, 25.0, 8.3)")

        other = asyncio.create_task(second.in_transaction(rating_in_another_process))
        await holding.wait()
        ending = asyncio.create_task(first.save_table(table, 1, rate=one_more_game))
        await asyncio.sleep(0.3)
        waited = not ending.done()
        release.set()
        await asyncio.gather(other, ending, return_exceptions=True)  # both end, whatever the verdict
        assert waited, "the game's rating did not wait for the other's"
        assert ending.result()
        counted = await first.reading(lambda rows: stored(rows, "ratings", "g", "dicerace", ["ann"]))
        assert counted["ann"].games == 2, "one game's rating was lost"
    finally:
        await first.close()
        await second.close()
