"""The SQLite store (WAL). One connection, used in place on the event loop (bot/store/sqlite_connection.py
says why: no thread hops; the checkpoints run in a thread); the reads that may cover many rows go to a
read-only connection in a thread of its own (bot/store/sqlite_reads.py). A lock keeps a transaction whole in the one
case where its body awaits something else (copying a database, bot/store/copy.py)."""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from bot.models import (
    ChannelSettings,
    Deadline,
    GameResult,
    LogEntry,
    Outgoing,
    PlayerPrefs,
    Posted,
    PostedKind,
    Rating,
    Table,
)
from bot.store import forget, frames, seasons, seated
from bot.store.base import (
    DEADLINE_COLUMNS,
    NOTE_LAST_DELIVERED,
    OUTBOX_COLUMNS,
    POSTED_COLUMNS,
    RESULT_COLUMNS,
    TABLE_COLUMNS,
    ChannelBusy,
    RatingStep,
    StoreInUse,
    Writes,
    deadline_from,
    outgoing_from,
    posted_from,
    result_from,
    table_from,
    table_row,
    told_json,
)
from bot.store.migrations import MIGRATIONS
from bot.store.ratings import rate_table, record_once, stored
from bot.store.sqlite_connection import Checkpointer, DollarRows, InlineConnection, make_reclaimable
from bot.store.sqlite_reads import LongReads
from bot.store.sqlite_reads import prefixed as _prefixed
from engines.base import Event

T = TypeVar("T")


class _Lost(Exception):
    """The deadline a save claims was claimed first: the whole transaction is rolled back."""


class SqliteStore:
    def __init__(self, path: str):
        self.path = path
        self._db: InlineConnection | None = None
        self._checkpoints: Checkpointer | None = None
        self._reads: LongReads | None = None
        self._lock = asyncio.Lock()
        self._owner: int | None = None
        self.writes = Writes()
        """A file descriptor holding the database file's lock while this store is open."""

    # --- lifecycle ----------------------------------------------------------------------------

    async def open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._take_file()
            await asyncio.to_thread(make_reclaimable, self.path)
        self._db = InlineConnection(self.path)
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA synchronous=NORMAL")
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self.migrate()
        if self.path != ":memory:":
            await self._db.execute("PRAGMA wal_autocheckpoint=0")  # the Checkpointer's thread does them
            self._checkpoints = Checkpointer(self.path)
            self._checkpoints.start()
        self._reads = LongReads(self.path, self._db)

    async def close(self) -> None:
        if self._reads is not None:
            await self._reads.close()
            self._reads = None
        if self._checkpoints is not None:
            await self._checkpoints.stop()
            self._checkpoints = None
        if self._db is not None:
            await self._db.close()
            self._db = None
        if self._owner is not None:
            os.close(self._owner)  # releases the lock
            self._owner = None

    def _take_file(self) -> None:
        """One process per database file: deadlines, AI work and the outbox are claimed by this process
        alone (a second one would post the same notices). The lock is an flock on the database file itself
        (a lock file beside it could be deleted while the bot runs, letting a second one in); SQLite's own
        locks are POSIX record locks, which flock does not touch. It dies with the process, SIGKILL too.
        The descriptor stays open until SQLite has closed the file (closing another descriptor of the file
        earlier would drop SQLite's record locks)."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise StoreInUse(
                f"Another Dicehall process is already using the database {self.path}: stop it before starting "
                "this one (one SQLite file serves one bot process; several processes need PostgreSQL)."
            ) from None
        self._owner = fd

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0])

    async def migrate(self) -> None:
        """Run the migrations this file has not had yet; PRAGMA user_version counts them."""
        current = await self.schema_version()
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._transaction() as db:
                for statement in filter(str.strip, script.split(";")):
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {number}")

    @property
    def db(self) -> InlineConnection:
        if self._db is None:
            raise RuntimeError("The store is not open.")
        return self._db

    @property
    def reads(self) -> LongReads:
        """The long reads, off the loop (bot/store/sqlite_reads.py)."""
        if self._reads is None:
            raise RuntimeError("The store is not open.")
        return self._reads

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[InlineConnection]:
        """One write transaction. A write SQLite refuses (a full disk, an I/O error, a read-only file) rolls
        it back whole and becomes CannotSave; a broken constraint stays what it is (a bug or a race)."""
        try:
            await self.db.begin_immediate(self._lock)
        except sqlite3.DatabaseError as exc:
            raise self.writes.refused(exc) from exc
        try:
            try:
                yield self.db
                await self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    await self.db.execute("ROLLBACK")
                raise
        except sqlite3.IntegrityError:
            raise
        except sqlite3.DatabaseError as exc:
            raise self.writes.refused(exc) from exc
        finally:
            self._lock.release()
        self.writes.succeeded()

    async def _fetchall(self, sql: str, params: tuple = ()) -> list[tuple]:
        async with self._lock:  # free unless a copy holds a transaction open: never a wait in the bot
            return list(await self.db.execute_fetchall(sql, params))

    # --- tables -------------------------------------------------------------------------------

    async def active_table(self, channel_id: str) -> Table | None:
        rows = await self._fetchall(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return table_from(rows[0]) if rows else None

    async def latest_table(self, channel_id: str) -> Table | None:
        """The channel's newest table, whatever its status (a finished game is no longer active)."""
        rows = await self._fetchall(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
        return table_from(rows[0]) if rows else None

    async def table(self, table_id: int) -> Table | None:
        rows = await self._fetchall(f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,))
        return table_from(rows[0]) if rows else None

    async def create_table(self, table: Table) -> Table:
        try:
            async with self._transaction() as db:
                cursor = await db.execute(
                    f"INSERT INTO tables ({TABLE_COLUMNS}, seed) VALUES (NULL, {', '.join('?' * 12)}, NULL, 0)",
                    table_row(table, _ts)[1:],
                )
                table_id = cursor.lastrowid
                assert table_id is not None  # an INSERT's row
                await seated.note(DollarRows(db), table_id, seated.people(table))
        except sqlite3.IntegrityError:
            raise ChannelBusy() from None
        return table.model_copy(update={"id": table_id})

    async def save_table(
        self,
        table: Table,
        expected_version: int,
        log: LogEntry | None = None,
        deadlines: list[Deadline] | None = None,
        keep_players: Sequence[str] = (),
        *,
        claim: int | None = None,
        outbox: Sequence[Outgoing] = (),
        rate: RatingStep | None = None,
        shown: list[Event] | None = None,
        public_fingerprint: int | None = None,
    ) -> bool:
        row = table_row(table, _ts)
        try:
            async with self._transaction() as db:
                await frames.before_save(DollarRows(db), table.id, expected_version, shown)
                cursor = await db.execute(
                    "UPDATE tables SET status = ?, version = ?, options = ?, seats = ?, seed_text = ?, state = ?, "
                    "updated_at = ?, public_fingerprint = ? WHERE id = ? AND version = ?",
                    (*row[4:6], *row[7:11], row[12], public_fingerprint, table.id, expected_version),
                )
                if cursor.rowcount != 1:
                    return False
                await seated.note(DollarRows(db), table.id, seated.people(table))
                if claim is not None:
                    cursor = await db.execute(
                        "UPDATE deadlines SET fired = 1, fired_version = ? WHERE id = ? AND fired = 0",
                        (table.version, claim))
                    if cursor.rowcount != 1:
                        raise _Lost()
                if log is not None:
                    await db.execute(
                        "INSERT INTO actions (table_id, version, actor, source, action, at, told) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (log.table_id, log.version, log.actor, log.source, json.dumps(log.action), _ts(log.at),
                         told_json(log)),
                    )
                await frames.after_save(DollarRows(db), table, log, shown)
                if deadlines is not None:
                    marks = ",".join("?" * len(keep_players))
                    await db.execute(
                        f"DELETE FROM deadlines WHERE table_id = ? AND fired = 0 AND player NOT IN ({marks})",
                        (table.id, *keep_players),
                    )
                    await db.executemany(
                        f"INSERT INTO deadlines ({DEADLINE_COLUMNS}) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)",
                        [(d.table_id, d.channel_id, d.player, d.kind, _ts(d.due_at), _ts(d.set_at),
                          _ts(d.deadline_at)) for d in deadlines],
                    )
                await self._insert_outbox(db, outbox)
                if rate is not None and await rate_table(DollarRows(db), table, rate):
                    await seasons.rate_season(DollarRows(db), table, rate)
        except _Lost:
            return False
        return True

    async def _insert_outbox(self, db: InlineConnection, outbox: Sequence[Outgoing]) -> None:
        await db.executemany(
            "INSERT INTO outbox (table_id, dest, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
            [(o.table_id, o.dest, o.kind, json.dumps(o.payload), _ts(o.created_at)) for o in outbox],
        )

    async def actions(self, table_id: int, after: int = -1) -> list[LogEntry]:
        return await self.reads.actions(table_id, after)

    async def log_rows(self, table_id: int, after: int, through: int) -> list[tuple]:
        return await self.reads.log_rows(table_id, after, through)

    async def kept_frames(self, table_id: int) -> frames.KeptFrames | None:
        return await frames.kept_frames(self.reads.fetch, table_id)

    # --- deadlines ----------------------------------------------------------------------------

    async def pending_deadlines(self, table_id: int) -> list[Deadline]:
        rows = await self._fetchall(
            f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE table_id = ? AND fired = 0 ORDER BY due_at, id",
            (table_id,),
        )
        return [deadline_from(r) for r in rows]

    async def due_deadlines(self, now: datetime, limit: int = 100) -> list[Deadline]:
        rows = await self._fetchall(
            f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE fired = 0 AND due_at <= ? "
            "ORDER BY due_at, kind, id LIMIT ?",
            (_ts(now), limit),
        )
        return [deadline_from(r) for r in rows]

    async def fire_deadline(self, deadline_id: int, outbox: Sequence[Outgoing] = ()) -> bool:
        """Mark a deadline that changes no table fired (a reminder, or a timeout or AI work that no longer
        applies), with its notices, in one transaction; True for exactly one caller."""
        async with self._transaction() as db:
            cursor = await db.execute("UPDATE deadlines SET fired = 1 WHERE id = ? AND fired = 0", (deadline_id,))
            if cursor.rowcount != 1:
                return False
            await self._insert_outbox(db, outbox)
        return True

    async def postpone_deadline(self, deadline_id: int, due_at: datetime) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE deadlines SET due_at = ? WHERE id = ? AND fired = 0", (_ts(due_at), deadline_id))

    # --- the outbox ---------------------------------------------------------------------------

    async def outbox_dests(self) -> list[str]:
        """Destinations with notices still to deliver."""
        rows = await self._fetchall("SELECT DISTINCT dest FROM outbox WHERE status = 'pending'")
        return [r[0] for r in rows]

    async def next_batch(self, dest: str, merge: Callable[[list[Outgoing]], int]) -> list[Outgoing]:
        """The next message for `dest`: the notices already batched together (a send that may have
        reached Discord before a crash is resent as exactly the same message), else the oldest pending
        notice with as many following ones as `merge` takes (it returns how many of the list to join),
        batched now. Only the batching writes: a destination with nothing new to batch (every delivery run's last
        look) opens no write transaction, which takes the database's one write lock and syncs the WAL."""
        async with self._lock:  # as every read outside a transaction: never inside another's (see _fetchall)
            pending = await self._pending(self.db, dest)
        if pending and pending[0].batch is None:
            async with self._transaction() as db:
                pending = await self._pending(db, dest)  # again under the write lock: a save may have added to it
                if pending and pending[0].batch is None:
                    ids = [o.id for o in pending[:max(1, merge(pending))]]
                    await db.execute(f"UPDATE outbox SET batch = ? WHERE id IN ({','.join('?' * len(ids))})",
                                     (ids[0], *ids))
                    return [o.model_copy(update={"batch": ids[0]}) for o in pending[:len(ids)]]
        return [o for o in pending if o.batch == pending[0].batch] if pending else []

    @staticmethod
    async def _pending(db: InlineConnection, dest: str) -> list[Outgoing]:
        rows = await db.execute_fetchall(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE status = 'pending' AND dest = ? ORDER BY id LIMIT 200",
            (dest,))
        return [outgoing_from(r) for r in rows]

    async def finish_outbox(self, ids: list[int], status: str, posted: Posted | None = None,
                            message_id: str | None = None) -> None:
        """Delivered (Discord accepted the message) or failed (given up): the payload is no longer needed."""
        async with self._transaction() as db:
            await db.execute(f"UPDATE outbox SET status = ?, payload = '{{}}' WHERE id IN ({','.join('?' * len(ids))})",
                             (status, *ids))
            if posted is not None:
                await _record_posted(db, posted)
            if message_id is not None:
                await DollarRows(db).execute(NOTE_LAST_DELIVERED, message_id, ids[0])

    async def last_delivered(self, dest: str) -> int | None:
        rows = await self._fetchall("SELECT message_id FROM last_delivered WHERE dest = ?", (dest,))
        return int(rows[0][0]) if rows else None

    async def prune_outbox(self, before: datetime, limit: int = 1000) -> int:
        """Read first, outside a write transaction: most passes find nothing to prune, and SQLite has one
        write lock. INDEXED BY: without statistics the planner took the pending notices' index and read every
        delivered notice (migration 17); a statement the index cannot serve fails instead."""
        done = "SELECT id FROM outbox INDEXED BY outbox_done WHERE status IN ('delivered', 'failed') AND created_at < ?"
        if not await self._fetchall(f"{done} LIMIT 1", (_ts(before),)):
            return 0
        async with self._transaction() as db:
            cursor = await db.execute(f"DELETE FROM outbox WHERE id IN ({done} LIMIT ?)", (_ts(before), limit))
            return cursor.rowcount

    # --- settings -----------------------------------------------------------------------------

    async def settings(self, channel_id: str) -> ChannelSettings:
        rows = await self._fetchall("SELECT data FROM settings WHERE channel_id = ?", (channel_id,))
        return ChannelSettings.model_validate_json(rows[0][0]) if rows else ChannelSettings()

    async def save_settings(self, channel_id: str, settings: ChannelSettings) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO settings (channel_id, data) VALUES (?, ?) "
                "ON CONFLICT(channel_id) DO UPDATE SET data = excluded.data",
                (channel_id, settings.model_dump_json()),
            )

    # --- player preferences -------------------------------------------------------------------

    async def prefs(self, user_id: str) -> PlayerPrefs:
        rows = await self._fetchall("SELECT data FROM player_prefs WHERE user_id = ?", (user_id,))
        return PlayerPrefs.model_validate_json(rows[0][0]) if rows else PlayerPrefs()

    async def save_prefs(self, user_id: str, prefs: PlayerPrefs) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO player_prefs (user_id, data) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET data = excluded.data",
                (user_id, prefs.model_dump_json()),
            )

    # --- ratings ------------------------------------------------------------------------------

    async def ratings(self, guild_id: str, game: str, user_ids: list[str]) -> dict[str, Rating]:
        return await self.reading(lambda rows: stored(rows, "ratings", guild_id, game, user_ids))

    async def record_ratings(self, table_id: int, ratings: list[Rating]) -> bool:
        async with self._transaction() as db:
            return await record_once(DollarRows(db), table_id, ratings)

    async def leaderboard(self, guild_id: str, game: str, limit: int = 10) -> list[Rating]:
        return await self.reads.leaderboard(guild_id, game, limit)

    async def rank(self, guild_id: str, game: str, user_id: str) -> int | None:
        return await self.reads.rank(guild_id, game, user_id)

    async def player_ratings(self, guild_id: str, user_id: str) -> list[Rating]:
        return await self.reads.player_ratings(guild_id, user_id)

    # --- posted messages, digests, a player's tables ---------------------------------------------

    async def record_posted(self, posted: Posted) -> None:
        async with self._transaction() as db:
            await _record_posted(db, posted)

    async def posted(self, table_id: int, kind: PostedKind) -> list[Posted]:
        rows = await self._fetchall(
            f"SELECT {POSTED_COLUMNS} FROM posted WHERE table_id = ? AND kind = ? ORDER BY posted_at, message_id",
            (table_id, kind))
        return [posted_from(r) for r in rows]

    async def forget_posted(self, message_ids: list[str]) -> None:
        if not message_ids:  # most posts' clean-up forgets nothing: no write for it
            return
        async with self._transaction() as db:
            await db.executemany("DELETE FROM posted WHERE message_id = ?", [(m,) for m in message_ids])

    async def active_tables(self, guild_id: str) -> list[Table]:
        return await self.reads.active_tables(guild_id)

    async def tables_of(self, user_id: str) -> list[Table]:
        return await self.reads.tables_of(user_id)

    async def in_transaction(self, work: Callable[[forget.Rows], Awaitable[T]]) -> T:
        """`work` (bot/store/seasons.py's statements, the same on both stores) in one transaction."""
        async with self._transaction() as db:
            return await work(DollarRows(db))

    async def reading(self, work: Callable[[forget.Rows], Awaitable[T]]) -> T:
        async with self._lock:  # never inside another's transaction (see _fetchall)
            return await work(DollarRows(self.db))

    # --- forgetting (docs/PRIVACY.md) -----------------------------------------------------------

    async def forget_user(self, user_id: str, former: Mapping[str, str] | None = None) -> list[int]:
        async with self._transaction() as db:
            return await forget.forget_person(DollarRows(db), user_id, former or {})

    async def forget_guild(self, guild_id: str, channel_ids: Sequence[str] = (), at_most: int = 50) -> int:
        async with self._transaction() as db:
            return await forget.forget_server(DollarRows(db), guild_id, list(channel_ids), at_most)

    async def guild_left(self, guild_id: str, left_at: datetime, purge_at: datetime) -> None:
        async with self._transaction() as db:
            await forget.server_departed(DollarRows(db), guild_id, left_at, purge_at)

    async def guild_back(self, guild_id: str) -> bool:
        async with self._transaction() as db:
            return await forget.server_back(DollarRows(db), guild_id)

    async def due_purges(self, now: datetime) -> list[str]:
        return await self.reading(lambda rows: forget.servers_due(rows, now))

    async def set_digest(self, user_id: str, next_at: datetime | None) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO player_prefs (user_id, data, digest_at) VALUES (?, ?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET digest_at = excluded.digest_at",
                (user_id, PlayerPrefs().model_dump_json(), _ts(next_at) if next_at else None))

    async def due_digests(self, now: datetime) -> list[str]:
        rows = await self._fetchall(
            "SELECT user_id FROM player_prefs WHERE digest_at IS NOT NULL AND digest_at <= ? ORDER BY digest_at",
            (_ts(now),))
        return [r[0] for r in rows]

    async def claim_digest(self, user_id: str, due_at: datetime, next_at: datetime, outbox: list[Outgoing]) -> bool:
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE player_prefs SET digest_at = ? WHERE user_id = ? AND digest_at = ?",
                (_ts(next_at), user_id, _ts(due_at)))
            if cursor.rowcount != 1:
                return False
            await self._insert_outbox(db, outbox)
        return True

    async def digest_due_at(self, user_id: str) -> datetime | None:
        rows = await self._fetchall("SELECT digest_at FROM player_prefs WHERE user_id = ?", (user_id,))
        return datetime.fromisoformat(rows[0][0]) if rows and rows[0][0] else None

    async def open_lobbies(self, guild_id: str, user_id: str) -> int:
        rows = await self._fetchall(
            "SELECT count(*) FROM tables WHERE guild_id = ? AND creator_id = ? AND status = 'lobby'",
            (guild_id, user_id))
        return rows[0][0]

    async def table_results(self, table_id: int) -> list[GameResult]:
        rows = await self._fetchall(
            f"SELECT {_prefixed('r', RESULT_COLUMNS)}, t.updated_at, t.channel_id FROM results r "
            "JOIN tables t ON t.id = r.table_id WHERE r.table_id = ? ORDER BY r.user_id", (table_id,))
        return [result_from(r) for r in rows]

    async def player_results(self, guild_id: str, user_id: str, limit: int = 5) -> list[GameResult]:
        return await self.reads.player_results(guild_id, user_id, limit)

    async def backlog(self, now: datetime) -> tuple[int, int]:
        """(deadlines due and not fired, notices pending), for the metrics."""
        rows = await self._fetchall(
            "SELECT (SELECT count(*) FROM deadlines WHERE fired = 0 AND due_at <= ?), "
            "(SELECT count(*) FROM outbox WHERE status = 'pending')", (_ts(now),))
        return rows[0][0], rows[0][1]


async def _record_posted(db: InlineConnection, posted: Posted) -> None:
    await db.execute(
        f"INSERT OR REPLACE INTO posted ({POSTED_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (posted.message_id, posted.table_id, posted.channel_id, posted.kind, posted.player,
         _ts(posted.deadline_at) if posted.deadline_at else None, _ts(posted.posted_at)))


def _ts(moment: datetime) -> str:
    """ISO text in UTC sorts in time order, so due deadlines can be compared as text."""
    return moment.isoformat()
