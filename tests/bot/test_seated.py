"""Who has sat at which table (bot/store/seated.py, migration 19): /game forget-me finds a person's tables by it,
where it searched every table's seats (169 ms at 100,000 tables, in its write transaction on the event loop)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import bot.store.postgres
import bot.store.sqlite
from bot.models import Seat, Table
from bot.service import TableService
from bot.store import SqliteStore, open_store
from bot.store.forget import person_servers
from bot.store.migrations import MIGRATIONS
from bot.store.postgres_migrations import PG_MIGRATIONS
from tests.bot.sqlite_steps import sqlite_steps

AT = datetime(2026, 1, 1, tzinfo=UTC)
BEFORE_SEATED = 18
"""The migrations before the one that made the index."""


def seats(*people: tuple[str, bool]) -> str:
    return json.dumps([Seat(user_id=who, name=who, ai=ai).model_dump() for who, ai in people])


async def test_an_older_database_gets_the_index_of_everyone_who_sat_at_its_tables(database_url, monkeypatch):
    """Migration 19 on tables saved before it: their human seats and creators, not their AI seats."""
    monkeypatch.setattr(bot.store.sqlite, "MIGRATIONS", MIGRATIONS[:BEFORE_SEATED])
    monkeypatch.setattr(bot.store.postgres, "PG_MIGRATIONS", PG_MIGRATIONS[:BEFORE_SEATED])
    old = open_store(database_url)
    await old.open()
    for channel, creator, sat in (("c1", "ann", seats(("ann", False), ("bob", False), ("AI 1", True))),
                                  ("c2", "cy", seats(("bob", False)))):  # cy opened it and left the lobby
        await old.in_transaction(lambda rows, c=channel, by=creator, s=sat: rows.execute(
            "INSERT INTO tables (guild_id, channel_id, game, status, version, creator_id, options, seats, seed, "
            "seed_text, created_at, updated_at) VALUES ('g', $1, 'dicerace', 'lobby', 1, $2, '{}', $3, 0, '1', "
            "$4, $5)", c, by, s, AT, AT))
    await old.close()
    monkeypatch.undo()
    store = open_store(database_url)
    await store.open()
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        found = await store.reading(lambda rows: rows.fetch(
            "SELECT user_id, t.channel_id FROM seated JOIN tables t ON t.id = seated.table_id"))
        assert sorted(tuple(r) for r in found) == [("ann", "c1"), ("bob", "c1"), ("bob", "c2"), ("cy", "c2")]
    finally:
        await store.close()


async def test_a_persons_tables_are_found_without_reading_the_others(tmp_path):
    """5,000 games in play of other people, each with a sizeable state: finding the person's 3 tables (to forget
    them) and their games in play (/game mine) takes next to none of SQLite's steps. Planted (searched in every
    table's seats, as before): 5,000 rows read."""
    store = await a_big_server(tmp_path)
    service_tables = [await store.create_table(_lobby(f"mine{i}", "zoe")) for i in range(3)]
    with sqlite_steps(store._db._con, 100) as steps:  # every 100 of SQLite's VM instructions
        assert await store.in_transaction(lambda rows: person_servers(rows, "zoe")) == {"g"}
    assert steps[0] < 10, f"{steps[0] * 100} instructions to find one person's 3 tables"
    _, reading = store._reads._apart  # a player's games in play are read off the loop, on this connection
    for table in service_tables:
        await store.save_table(table.model_copy(update={"status": "playing", "version": 2}), 1)
    with sqlite_steps(reading, 100) as steps:
        assert [t.channel_id for t in await store.tables_of("zoe")] == ["mine0", "mine1", "mine2"]
    assert steps[0] < 10, f"{steps[0] * 100} instructions to find one person's 3 games in play"
    assert sorted(await store.forget_user("zoe")) == [t.id for t in service_tables]
    assert not await store._fetchall("SELECT 1 FROM seated WHERE user_id = 'zoe'")
    await store.close()


async def test_a_players_games_on_a_big_server_are_found_without_reading_the_others(tmp_path, clock):
    """/game mine on a server with 5,000 other games in play: the player's lobby and games there are found among
    their own tables, in next to none of SQLite's steps. Planted (every table in play on the server read and made
    into a table, as before): 5,000 rows."""
    store = await a_big_server(tmp_path)
    service = TableService(store, clock)
    for n in range(2):
        await service.new_table("g", f"mine{n}", "dicerace", "zoe", "Zoe")
        await service.join(f"mine{n}", "amy", "Amy")
        await service.start(f"mine{n}", "zoe")
    await service.new_table("g", "lobby", "dicerace", "zoe", "Zoe")
    await service.new_table("elsewhere", "away", "dicerace", "zoe", "Zoe")  # another server's
    _, reading = store._reads._apart
    with sqlite_steps(reading, 100) as steps:
        games = await service.my_games("g", "zoe")
    assert sorted(game.table.channel_id for game in games) == ["lobby", "mine0", "mine1"]
    assert steps[0] < 10, f"{steps[0] * 100} instructions to find one person's 3 tables on the server"
    await store.close()


async def a_big_server(tmp_path) -> SqliteStore:
    """A store whose server "g" has 5,000 games in play of other people, each with a sizeable state."""
    store = open_store(f"sqlite:///{tmp_path}/seated.db")
    assert isinstance(store, SqliteStore)
    await store.open()
    row = ("g", "dicerace", "playing", 1, "x", "{}", seats(("x", False), ("y", False)), 1, "{}" + " " * 2000,
           "2026-01-01", "2026-01-01", "1")
    async with store._transaction() as db:
        await db.executemany(
            "INSERT INTO tables (channel_id, guild_id, game, status, version, creator_id, options, seats, seed, "
            "state, created_at, updated_at, seed_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(f"c{i}", *row) for i in range(5_000)])
        await db.execute("INSERT INTO seated (user_id, table_id) SELECT 'x', id FROM tables")
    return store


def _lobby(channel: str, who: str) -> Table:
    return Table(guild_id="g", channel_id=channel, game="dicerace", version=1, creator_id=who,
                 seats=[Seat(user_id=who, name=who)], seed=1, created_at=AT, updated_at=AT)
