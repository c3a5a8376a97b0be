"""Moving up: copy every row of one database into another, empty one (SQLite into PostgreSQL, or back).
Both are migrated to the newest schema first, so their tables and columns are the same; ids are kept,
so buttons, logs and deadlines still point at the same games. Timestamps are the one value spelled
differently (ISO text in SQLite, timestamptz in PostgreSQL): a column named `at` or `..._at` holds one."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any

import asyncpg

from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore

COPIED_TABLES: dict[str, str] = {
    # table: the columns that order its rows (its key); parents before the rows that refer to them
    "tables": "id",
    "actions": "table_id, version",
    "deadlines": "id",
    "settings": "channel_id",
    "ratings": "guild_id, game, user_id",
    "rated_tables": "table_id",
    "results": "table_id, user_id",
    "player_prefs": "user_id",
    "outbox": "id",
    "posted": "message_id",
    "departures": "guild_id",
    "guild_settings": "guild_id",
    "season_ratings": "guild_id, game, user_id",
    "season_standings": "guild_id, season, game, user_id",
    "seasons": "guild_id, season",
    "cooldowns": "user_id, kind",
    "replay_steps": "table_id",
    "replay_frames": "table_id, step",
    "last_delivered": "dest",
    "thinking": "interaction_id",
    "seated": "user_id, table_id",
}
IDENTITY_COLUMNS = {"tables": "id", "deadlines": "id", "outbox": "id"}
PAGE = 1000

AnyStore = SqliteStore | PostgresStore


class CopyRefused(Exception):
    """The copy would overwrite or mix data: a sentence for the operator."""


def is_timestamp(column: str) -> bool:
    return column == "at" or column.endswith("_at")


async def columns(store: AnyStore, table: str) -> list[str]:
    if isinstance(store, SqliteStore):
        return [r[1] for r in await store.db.execute_fetchall(f"PRAGMA table_info({table})")]
    rows = await store.pool.fetch(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = $1 ORDER BY ordinal_position", table)
    return [r[0] for r in rows]


async def read_page(store: AnyStore, table: str, names: list[str], after: tuple | None) -> list[tuple]:
    """One page of rows, in key order, after the row whose key is `after` (None: from the first), with
    timestamps as aware datetimes whatever the backend. Each page is found through the key's index (issue 42:
    an OFFSET counted every row before the page again, so a copy of n rows read n²/2,000 of them)."""
    keys = key_columns(table)
    marks = ", ".join(f"${i + 1}" if isinstance(store, PostgresStore) else "?" for i in range(len(keys)))
    where = "" if after is None else f" WHERE ({', '.join(keys)}) > ({marks})"
    sql = f"SELECT {', '.join(names)} FROM {table}{where} ORDER BY {', '.join(keys)} LIMIT {PAGE}"
    if isinstance(store, PostgresStore):
        return [tuple(r) for r in await store.pool.fetch(sql, *(after or ()))]
    stamps = [is_timestamp(n) for n in names]
    rows = await store.db.execute_fetchall(sql, after or ())
    return [tuple(_from_text(v) if stamp else v for v, stamp in zip(r, stamps, strict=True)) for r in rows]


def key_columns(table: str) -> list[str]:
    return [key.strip() for key in COPIED_TABLES[table].split(",")]


def key_of(table: str, names: list[str], row: tuple) -> tuple:
    """The key of a row read by read_page."""
    return tuple(row[names.index(key)] for key in key_columns(table))


@asynccontextmanager
async def writer(store: AnyStore) -> AsyncIterator[Callable[[str, list[str], Sequence[tuple]], Awaitable[None]]]:
    """A function writing rows into `store`, all in one transaction: a copy that fails leaves it empty."""
    if isinstance(store, PostgresStore):
        async with store.pool.acquire() as con, con.transaction():
            async def write(table: str, names: list[str], rows: Sequence[tuple]) -> None:
                marks = ", ".join(f"${i + 1}" for i in range(len(names)))
                await con.executemany(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", rows)

            yield write
            await _restart_identities(con)
        return
    async with store._transaction() as db:
        async def write(table: str, names: list[str], rows: Sequence[tuple]) -> None:
            stamps = [is_timestamp(n) for n in names]
            await db.executemany(
                f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                [tuple(v.isoformat() if stamp and v is not None else v for v, stamp in zip(r, stamps, strict=True))
                 for r in rows])

        yield write


async def row_count(store: AnyStore, table: str) -> int:
    if isinstance(store, PostgresStore):
        return await store.pool.fetchval(f"SELECT count(*) FROM {table}")
    return (await store.db.execute_fetchall(f"SELECT count(*) FROM {table}"))[0][0]


async def copy_database(source: AnyStore, target: AnyStore) -> dict[str, int]:
    """Copy every row of `source` into the empty `target` (both open); how many rows of each table."""
    for table in COPIED_TABLES:
        if await row_count(target, table):
            raise CopyRefused(f"The target database already has rows in {table}: copy only into an empty one.")
    names = {table: await columns(source, table) for table in COPIED_TABLES}
    for table in COPIED_TABLES:
        if names[table] != await columns(target, table):
            raise CopyRefused(f"The two databases' {table} differ: are they at the same schema version?")
    copied = dict.fromkeys(COPIED_TABLES, 0)
    async with writer(target) as write:
        for table in COPIED_TABLES:
            after = None
            while rows := await read_page(source, table, names[table], after):
                await write(table, names[table], rows)
                copied[table] += len(rows)
                after = key_of(table, names[table], rows[-1])
    return copied


async def _restart_identities(con: asyncpg.Connection) -> None:
    """Rows came with their ids: new rows must get ids past them."""
    for table, column in IDENTITY_COLUMNS.items():
        await con.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), coalesce(max({column}), 1), "
            f"max({column}) IS NOT NULL) FROM {table}")


def _from_text(value: Any) -> Any:
    return datetime.fromisoformat(value) if isinstance(value, str) else value
