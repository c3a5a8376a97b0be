"""SQLite on the event loop, without thread hops; the WAL checkpoints (the one slow, fsyncing step) in a
thread of their own.

Why: with aiosqlite every statement is a round trip to the database thread and back, and under load
each trip waits for the event loop (measured in issue 20: ~10 round trips a move, p99 ~20 ms each way;
with the store-wide lock, p99 150 ms a move). A statement on a small, indexed SQLite file in WAL mode
with `synchronous=NORMAL` costs tens of microseconds and a commit only appends to the WAL (no fsync), so
doing them in place is cheaper than handing them over. What remains slow is copying the WAL back into
the database file with an fsync (the checkpoint): SQLite would do it inside a commit every 1,000 pages,
so automatic checkpoints are off and `Checkpointer` runs them in a thread, on its own connection, which
never blocks writers (PASSIVE). The same thread hands free pages back to the file system (incremental
auto-vacuum), a few hundred at a time. Those two, and a truncating checkpoint, do take the write lock for a
moment: the loop's connection never waits for it in place (busy timeout 0) but tries again after
BUSY_RETRY, giving the loop up meanwhile (`begin_immediate`). The reads that may cover many rows have a
read-only connection and a thread of their own (bot/store/sqlite_reads.py).

The async methods keep aiosqlite's shape (`await db.execute(...)`, `cursor.rowcount`, `fetchone`), so the
store reads as before; each completes without giving up the loop, so a transaction can't interleave
with another coroutine's statements.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import sqlite3
import time
from collections.abc import Generator, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 1.0
"""Seconds between checkpoints while the store is open (each copies what the WAL gathered meanwhile)."""
WAL_LIMIT = 64 * 1024 * 1024
"""Bytes of WAL file past which a checkpoint also truncates it. SQLite starts the WAL over only when a
write finds every frame copied; under writes with no pause a passive checkpoint never leaves it so, and
the file only grows (measured: 2.4 GB while 10,000 tables were created back to back). A truncating
checkpoint makes writers wait while it copies the few frames the passive one left (milliseconds)."""


CHECKPOINT_WAIT = 0.2
"""Seconds a truncating checkpoint waits for readers still on the old WAL (a long read off the loop) while it
holds the write lock that the bot's saves wait for: past it, this round leaves the WAL as it is."""
RECLAIM_ABOVE = 256
"""Free pages (4 KiB each) past which a checkpoint round hands some back to the file system: notices
delivered and deleted leave free pages behind, which SQLite otherwise keeps for ever."""
RECLAIM_PAGES = 512
"""Pages one round hands back at most (a short write: the bot's own writes wait for it at most a moment)."""


def make_reclaimable(path: str) -> None:
    """Switch the file to incremental auto-vacuum (free pages can be handed back), once: a new file simply
    starts so; an older one is rewritten by VACUUM. Runs before the bot's own connection opens, in a thread."""
    con = sqlite3.connect(path, isolation_level=None)
    try:
        if con.execute("PRAGMA auto_vacuum").fetchone()[0] != 2:
            con.execute("PRAGMA auto_vacuum = INCREMENTAL")
            if con.execute("PRAGMA page_count").fetchone()[0] > 0:
                con.execute("VACUUM")
    finally:
        con.close()


class Cursor:
    """A finished statement: its rows, rowcount and lastrowid (usable with `async with` like aiosqlite's)."""

    def __init__(self, cursor: sqlite3.Cursor):
        self._cursor = cursor

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount

    @property
    def lastrowid(self) -> int | None:
        return self._cursor.lastrowid

    async def fetchone(self) -> Any:
        return self._cursor.fetchone()

    async def fetchall(self) -> list[Any]:
        return self._cursor.fetchall()

    async def __aenter__(self) -> Cursor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._cursor.close()


BUSY_RETRY = 0.002
"""Seconds the loop connection lets pass before it tries again for the write lock another connection holds
(the checkpointer truncating the WAL or handing pages back, an operator's sqlite3 shell): meanwhile every
other channel's work goes on. With SQLite's own busy timeout the connection waited in place, and the whole
loop with it (measured: 334 ms while another connection held the lock 300 ms; with this, 8 ms)."""
BUSY_GIVE_UP = 5.0
"""Seconds of trying after which the write is refused (as the busy timeout of 5 s refused it before)."""


def is_busy(error: sqlite3.Error) -> bool:
    """SQLite refused because another connection holds a lock it needs (SQLITE_BUSY or SQLITE_LOCKED)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class InlineConnection:
    """A sqlite3 connection used from the event loop's thread only. It never waits on a lock in place
    (busy timeout 0): `begin_immediate` waits for the write lock by giving the loop up between tries."""

    def __init__(self, path: str):
        self._con = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=0)

    def execute(self, sql: str, params: Iterable[Any] = ()) -> _Statement:
        return _Statement(self._con, sql, tuple(params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> Cursor:
        return Cursor(self._con.executemany(sql, rows))

    async def execute_fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        return self._con.execute(sql, tuple(params)).fetchall()

    @property
    def in_transaction(self) -> bool:
        return self._con.in_transaction

    async def begin_immediate(self, lock: asyncio.Lock) -> None:
        """Take `lock` (this connection's statements are the loop's: one transaction at a time) and SQLite's
        write lock. While another connection holds the write lock, `lock` is let go and the loop goes on
        with other work for BUSY_RETRY seconds between tries; after BUSY_GIVE_UP seconds the busy error is
        raised. Returns holding `lock` in a transaction."""
        give_up = time.monotonic() + BUSY_GIVE_UP
        while True:
            await lock.acquire()
            try:
                self._con.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as error:
                lock.release()
                if not is_busy(error) or time.monotonic() > give_up:
                    raise
            except BaseException:
                lock.release()
                raise
            await asyncio.sleep(BUSY_RETRY)

    async def close(self) -> None:
        self._con.close()


class DollarRows:
    """Statements written with $1, $2… placeholders (as PostgreSQL takes them, each used once, in order) on this
    connection, times as ISO text: bot/store/forget.py's work, the same on both stores."""

    def __init__(self, db: InlineConnection):
        self.db = db

    async def fetch(self, sql: str, *args: object) -> list[Any]:
        return await self.db.execute_fetchall(*in_sqlite(sql, args))

    async def execute(self, sql: str, *args: object) -> None:
        await self.db.execute(*in_sqlite(sql, args))


_PLACEHOLDER = re.compile(r"\$\d+")


def in_sqlite(sql: str, args: tuple) -> tuple[str, tuple]:
    """A statement written with $1, $2… placeholders (each used once, in order) and its values, as SQLite
    takes them: ? placeholders, times as ISO text."""
    return _PLACEHOLDER.sub("?", sql), tuple(a.isoformat() if isinstance(a, datetime) else a for a in args)


class _Statement:
    """`await db.execute(...)` and `async with db.execute(...) as cursor`, as aiosqlite allows both."""

    def __init__(self, con: sqlite3.Connection, sql: str, params: tuple):
        self._con, self._sql, self._params = con, sql, params
        self._cursor: Cursor | None = None

    def _run(self) -> Cursor:
        if self._cursor is None:
            self._cursor = Cursor(self._con.execute(self._sql, self._params))
        return self._cursor

    def __await__(self) -> Generator[Any, None, Cursor]:
        return self._done().__await__()

    async def _done(self) -> Cursor:
        return self._run()

    async def __aenter__(self) -> Cursor:
        return self._run()

    async def __aexit__(self, *exc: object) -> None:
        self._run()._cursor.close()


class Checkpointer:
    """Copies the WAL into the database file every CHECKPOINT_EVERY seconds, in a thread with its own
    connection (a truncating one when the WAL has grown past `wal_limit`); a last, truncating checkpoint when
    the store closes."""

    def __init__(self, path: str, every: float = CHECKPOINT_EVERY, wal_limit: int = WAL_LIMIT):
        self.path, self.every, self.wal_limit = path, every, wal_limit
        self._con = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=CHECKPOINT_WAIT)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-checkpoint")
        """One thread: checkpoints never overlap, the last one runs after any still running."""
        self._task: asyncio.Task | None = None
        self.done = 0
        self.truncated = 0
        self.reclaimed = 0

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run(), name="sqlite-checkpoints")

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.every)
            try:
                await asyncio.get_running_loop().run_in_executor(self._thread, self._round)
            except sqlite3.Error:  # busy or locked now: the next round copies it
                log.warning("SQLite checkpoint of %s failed; retrying in %.0f s", self.path, self.every,
                            exc_info=True)

    def _round(self) -> None:
        self._checkpoint("PASSIVE")
        if self._wal_bytes() > self.wal_limit:
            self._checkpoint("TRUNCATE")
            self.truncated += 1
        if self._con.execute("PRAGMA freelist_count").fetchone()[0] > RECLAIM_ABOVE:
            self._con.execute(f"PRAGMA incremental_vacuum({RECLAIM_PAGES})").fetchall()
            self.reclaimed += 1

    def _wal_bytes(self) -> int:
        try:
            return os.path.getsize(f"{self.path}-wal")
        except OSError:  # none yet
            return 0

    def _checkpoint(self, mode: str) -> None:
        self._con.execute(f"PRAGMA wal_checkpoint({mode})").fetchall()
        self.done += 1

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        with contextlib.suppress(sqlite3.Error):
            await asyncio.get_running_loop().run_in_executor(self._thread, self._checkpoint, "TRUNCATE")
        self._thread.shutdown(wait=True)
        self._con.close()
