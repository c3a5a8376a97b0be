"""Long reads of the SQLite store, off the event loop: a read-only connection of their own, in a thread of
their own (issue 42). A game's whole log (history, replay), a guild's active tables, a player's tables, a
big server's leaderboard: each reads many rows, and on the loop's connection every other channel waited
for it (measured: a 3,000-move game's log 35-89 ms, a player's tables over 20,000 tables 96-120 ms). In WAL
mode a reader sees the last committed snapshot and never blocks the loop's writes, nor they it.

The rows are made into the store's models in the thread as well; the loop only hands the query over and
takes the answer back. That Python holds the GIL, which the loop then waits for: a game's whole log, read for a
worker to tell, is handed over as sqlite3 makes its rows (`plain_rows`). An in-memory database (":memory:") has
no file another connection could open: its reads run in place on the loop's connection.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from bot.models import GameResult, LogEntry, Rating, Table
from bot.store.base import LOG_COLUMNS, RESULT_COLUMNS, TABLE_COLUMNS, log_entry, result_from, table_from
from bot.store.ratings import COLUMNS as RATING_COLUMNS
from bot.store.ratings import rating
from bot.store.sqlite_connection import InlineConnection, in_sqlite

T = TypeVar("T")
READ_WAIT = 5.0
"""Seconds a read may wait on a lock (only a database being recovered makes a WAL reader wait): in its own
thread, so nothing else waits with it."""


class Reader:
    def __init__(self, path: str, inline: InlineConnection):
        self._inline = inline
        self._apart: tuple[ThreadPoolExecutor, sqlite3.Connection] | None = None
        """The thread and read-only connection of a database file (None: in memory, read inline)."""
        if path != ":memory:":
            self._apart = (ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-reads"),
                           sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None,
                                           check_same_thread=False, timeout=READ_WAIT))

    async def rows(self, sql: str, params: tuple, shape: Callable[[tuple], T]) -> list[T]:
        """`shape(row)` of every row `sql` selects, read and shaped off the loop."""
        if self._apart is None:
            return [shape(r) for r in await self._inline.execute_fetchall(sql, params)]
        thread, con = self._apart
        return await asyncio.get_running_loop().run_in_executor(thread, _read, con, sql, params, shape)

    async def plain_rows(self, sql: str, params: tuple) -> list[tuple]:
        """The rows `sql` selects as sqlite3 gives them, read off the loop: made in sqlite3's C code, which lets
        go of the GIL between rows, where Python shaping them in the thread would hold it (and the loop with
        it: the loop waits up to the interpreter's switch interval each time it takes the GIL back)."""
        if self._apart is None:
            return await self._inline.execute_fetchall(sql, params)
        thread, con = self._apart
        return await asyncio.get_running_loop().run_in_executor(thread, _fetchall, con, sql, params)

    async def fetch(self, sql: str, *args: object) -> list[tuple]:
        """The rows of a statement written with $1, $2… placeholders (bot/store/frames.py's reads)."""
        return await self.rows(*in_sqlite(sql, args), tuple)

    async def close(self) -> None:
        if self._apart is not None:
            thread, con = self._apart
            thread.shutdown(wait=True)
            con.close()


def _read(con: sqlite3.Connection, sql: str, params: tuple, shape: Callable[[tuple], T]) -> list[T]:
    return [shape(r) for r in con.execute(sql, params)]


def _fetchall(con: sqlite3.Connection, sql: str, params: tuple) -> list[tuple]:
    return con.execute(sql, params).fetchall()


class LongReads(Reader):
    """The store's reads that may cover many rows, each by an index."""

    async def actions(self, table_id: int, after: int = -1) -> list[LogEntry]:
        return await self.rows(
            f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = ? AND version > ? ORDER BY version",
            (table_id, after), log_entry)

    async def log_rows(self, table_id: int, after: int, through: int) -> list[tuple]:
        return await self.plain_rows(
            f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = ? AND version > ? AND version <= ? ORDER BY version",
            (table_id, after, through))

    async def active_tables(self, guild_id: str) -> list[Table]:
        return await self.rows(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE guild_id = ? AND status IN ('lobby', 'playing') ORDER BY id",
            (guild_id,), table_from)

    async def tables_of(self, user_id: str) -> list[Table]:
        """The lobbies and games in play where `user_id` has a seat: found by the index of who sat where (migration
        19), where a search of every table in play's seats read them all."""
        found = await self.rows(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE id IN (SELECT table_id FROM seated WHERE user_id = ?) "
            "AND status IN ('lobby', 'playing') AND instr(seats, ?) > 0 ORDER BY id", (user_id, json.dumps(user_id)),
            table_from)
        return [t for t in found if t.seat_of(user_id)]

    async def leaderboard(self, guild_id: str, game: str, limit: int) -> list[Rating]:
        return await self.rows(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ? "
            "ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT ?", (guild_id, game, limit), rating)

    async def rank(self, guild_id: str, game: str, user_id: str) -> int | None:
        ranks = await self.rows(
            "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.guild_id = r.guild_id AND o.game = r.game "
            "AND (o.mu - 3 * o.sigma > r.mu - 3 * r.sigma OR (o.mu - 3 * o.sigma = r.mu - 3 * r.sigma "
            "AND o.wins > r.wins))) FROM ratings r WHERE r.guild_id = ? AND r.game = ? AND r.user_id = ?",
            (guild_id, game, user_id), lambda r: r[0])
        return ranks[0] if ranks else None

    async def player_ratings(self, guild_id: str, user_id: str) -> list[Rating]:
        return await self.rows(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY games DESC, game",
            (guild_id, user_id), rating)

    async def player_results(self, guild_id: str, user_id: str, limit: int) -> list[GameResult]:
        return await self.rows(
            f"SELECT {prefixed('r', RESULT_COLUMNS)}, t.updated_at, t.channel_id FROM results r "
            "JOIN tables t ON t.id = r.table_id WHERE r.guild_id = ? AND r.user_id = ? "
            "ORDER BY r.table_id DESC LIMIT ?", (guild_id, user_id, limit), result_from)


def prefixed(alias: str, columns: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in columns.split(","))
