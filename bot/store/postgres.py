"""The PostgreSQL store (asyncpg): the same interface as the SQLite store, for several bot processes on one
database. Every write that must happen once is a conditional UPDATE inside one transaction (the
compare-and-set on a table's version, a deadline's `fired`), which PostgreSQL re-checks after waiting for
a concurrent writer, so it holds across processes under the default READ COMMITTED isolation. Due work is
read and claimed with FOR UPDATE SKIP LOCKED: a process never waits for a row another process is
claiming, and never takes it."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from typing import TypeVar

import asyncpg

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
from bot.shards import Shards
from bot.store import forget, frames, seasons, seated
from bot.store.base import (
    DEADLINE_COLUMNS,
    LOG_COLUMNS,
    NOTE_LAST_DELIVERED,
    OUTBOX_COLUMNS,
    POSTED_COLUMNS,
    RESULT_COLUMNS,
    TABLE_COLUMNS,
    ChannelBusy,
    RatingStep,
    Writes,
    deadline_from,
    log_entry,
    outgoing_from,
    posted_from,
    result_from,
    table_from,
    table_row,
    told_json,
)
from bot.store.postgres_migrations import PG_MIGRATIONS
from bot.store.ratings import COLUMNS as _RATING_COLUMNS
from bot.store.ratings import rate_table, rating, record_once, stored
from engines.base import Event

T = TypeVar("T")
MIGRATION_LOCK = 0x44494345  # any constant: processes starting together run the migrations one at a time


REFUSED_WRITES = (
    asyncpg.exceptions.InsufficientResourcesError,  # 53xxx: disk full, out of memory, too many connections
    asyncpg.exceptions.PostgresSystemError,  # 58xxx: I/O errors
    asyncpg.exceptions.ReadOnlySQLTransactionError,  # a read-only database or standby
    asyncpg.exceptions.ConnectionDoesNotExistError,
    asyncpg.exceptions.CannotConnectNowError,
    OSError,
)
"""What a write may meet that is no fault of the bot's data: the player hears nothing was saved."""


class PostgresStore:
    def __init__(self, dsn: str, shards: Shards = Shards(), pool_size: int = 10):
        self.writes = Writes()
        self.dsn = dsn
        self.shards = shards
        self.pool_size = pool_size
        self._pool: asyncpg.Pool | None = None

    # --- lifecycle ----------------------------------------------------------------------------

    async def open(self) -> None:
        self._pool = await asyncpg.create_pool(self.dsn, min_size=1, max_size=self.pool_size)
        await self.migrate()

    async def close(self) -> None:
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("The store is not open.")
        return self._pool

    async def schema_version(self) -> int:
        exists = await self.pool.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
        return await self.pool.fetchval("SELECT coalesce(max(number), 0) FROM schema_migrations") if exists else 0

    async def migrate(self) -> None:
        """Run the migrations this database has not had yet; `schema_migrations` lists those it has."""
        async with self._transaction() as con:
            await con.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await con.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ "
                "NOT NULL DEFAULT now())"
            )
            current = await con.fetchval("SELECT coalesce(max(number), 0) FROM schema_migrations")
            for number, script in enumerate(PG_MIGRATIONS[current:], start=current + 1):
                await con.execute(script)
                await con.execute("INSERT INTO schema_migrations (number) VALUES ($1)", number)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[asyncpg.Connection]:
        """One write transaction. A write PostgreSQL refuses (a full disk, an I/O error, a read-only
        database, a lost connection) rolls it back whole and becomes CannotSave."""
        try:
            async with self.pool.acquire() as con, con.transaction():
                yield con
        except REFUSED_WRITES as exc:
            raise self.writes.refused(exc) from exc
        self.writes.succeeded()

    def _on_my_shards(self, guild_column: str, first_param: int) -> tuple[str, tuple]:
        """A WHERE fragment keeping rows of guilds on this process's shards (nothing when it serves all)."""
        if self.shards.serves_all:
            return "TRUE", ()
        n, ids = first_param, first_param + 1
        shard = f"(CASE WHEN {guild_column} ~ '^[0-9]+$' THEN ({guild_column}::bigint >> 22) % ${n} ELSE 0 END)"
        return f"{shard} = ANY(${ids}::int[])", (self.shards.count, list(self.shards.ids))

    # --- tables -------------------------------------------------------------------------------

    async def active_table(self, channel_id: str) -> Table | None:
        row = await self.pool.fetchrow(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE channel_id = $1 AND status IN ('lobby', 'playing')",
            channel_id,
        )
        return table_from(row) if row else None

    async def latest_table(self, channel_id: str) -> Table | None:
        """The channel's newest table, whatever its status."""
        row = await self.pool.fetchrow(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE channel_id = $1 ORDER BY id DESC LIMIT 1", channel_id)
        return table_from(row) if row else None

    async def table(self, table_id: int) -> Table | None:
        row = await self.pool.fetchrow(f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = $1", table_id)
        return table_from(row) if row else None

    async def create_table(self, table: Table) -> Table:
        try:
            async with self._transaction() as con:
                table_id = await con.fetchval(
                    "INSERT INTO tables (guild_id, channel_id, game, status, version, creator_id, options, seats, "
                    "seed_text, state, created_at, updated_at, seed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
                    "$10, $11, $12, 0) RETURNING id",
                    *table_row(table)[1:],
                )
                await seated.note(con, table_id, seated.people(table))
        except asyncpg.UniqueViolationError:
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
        row = table_row(table)
        try:
            async with self._transaction() as con:
                await frames.before_save(con, table.id, expected_version, shown)
                saved = await con.fetchval(
                    "UPDATE tables SET status = $1, version = $2, options = $3, seats = $4, seed_text = $5, "
                    "state = $6, updated_at = $7, public_fingerprint = $8 WHERE id = $9 AND version = $10 RETURNING id",
                    *row[4:6], *row[7:11], row[12], public_fingerprint, table.id, expected_version,
                )
                if saved is None:
                    return False
                await seated.note(con, table.id, seated.people(table))
                if claim is not None and not await _claim(con, claim, table.version):
                    raise _Lost()
                if log is not None:
                    await con.execute(
                        "INSERT INTO actions (table_id, version, actor, source, action, at, told) "
                        "VALUES ($1, $2, $3, $4, $5, $6, $7)",
                        log.table_id, log.version, log.actor, log.source, json.dumps(log.action), log.at,
                        told_json(log),
                    )
                await frames.after_save(con, table, log, shown)
                if deadlines is not None:
                    await _replace_deadlines(con, table.id, deadlines, keep_players)
                await _insert_outbox(con, outbox)
                if rate is not None:
                    await _take_turns_rating(con, table)
                    if await rate_table(_Rows(con), table, rate):
                        await seasons.rate_season(_Rows(con), table, rate)
        except _Lost:
            return False
        return True

    async def actions(self, table_id: int, after: int = -1) -> list[LogEntry]:
        rows = await self.pool.fetch(
            f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = $1 AND version > $2 ORDER BY version", table_id, after)
        return [log_entry(r) for r in rows]

    async def log_rows(self, table_id: int, after: int, through: int) -> list[tuple]:
        rows = await self.pool.fetch(f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = $1 AND version > $2 "
                                     "AND version <= $3 ORDER BY version", table_id, after, through)
        return [tuple(r) for r in rows]

    async def kept_frames(self, table_id: int) -> frames.KeptFrames | None:
        return await frames.kept_frames(self.pool.fetch, table_id)

    # --- deadlines ----------------------------------------------------------------------------

    async def pending_deadlines(self, table_id: int) -> list[Deadline]:
        rows = await self.pool.fetch(
            f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE table_id = $1 AND fired = 0 ORDER BY due_at, id",
            table_id,
        )
        return [deadline_from(r) for r in rows]

    async def due_deadlines(self, now: datetime, limit: int = 100) -> list[Deadline]:
        """Due deadlines of guilds on this process's shards, skipping any another process is claiming."""
        mine, params = self._on_my_shards("t.guild_id", 3)
        async with self._transaction() as con:
            rows = await con.fetch(
                f"SELECT {_prefixed('d', DEADLINE_COLUMNS)} FROM deadlines d JOIN tables t ON t.id = d.table_id "
                f"WHERE d.fired = 0 AND d.due_at <= $1 AND {mine} ORDER BY d.due_at, d.kind, d.id LIMIT $2 "
                "FOR UPDATE OF d SKIP LOCKED",
                now, limit, *params,
            )
        return [deadline_from(r) for r in rows]

    async def fire_deadline(self, deadline_id: int, outbox: Sequence[Outgoing] = ()) -> bool:
        """Mark a deadline that changes no table fired, with its notices, in one transaction; True for
        exactly one caller."""
        async with self._transaction() as con:
            if not await _claim(con, deadline_id):
                return False
            await _insert_outbox(con, outbox)
        return True

    async def postpone_deadline(self, deadline_id: int, due_at: datetime) -> None:
        await self.pool.execute("UPDATE deadlines SET due_at = $1 WHERE id = $2 AND fired = 0", due_at, deadline_id)

    # --- the outbox ---------------------------------------------------------------------------

    async def outbox_dests(self) -> list[str]:
        """Destinations with notices still to deliver, of guilds on this process's shards."""
        mine, params = self._on_my_shards("t.guild_id", 1)
        rows = await self.pool.fetch(
            f"SELECT DISTINCT o.dest FROM outbox o JOIN tables t ON t.id = o.table_id "
            f"WHERE o.status = 'pending' AND {mine}", *params)
        return [r[0] for r in rows]

    async def next_batch(self, dest: str, merge: Callable[[list[Outgoing]], int]) -> list[Outgoing]:
        """The next message for `dest` (see the SQLite store). The oldest pending notice is claimed with FOR
        UPDATE SKIP LOCKED: while another process batches this destination, this one gets nothing rather
        than a later notice (a destination's notices go out in order)."""
        async with self._transaction() as con:
            first = await con.fetchval(
                "SELECT id FROM outbox WHERE status = 'pending' AND dest = $1 ORDER BY id LIMIT 1", dest)
            if first is None or await con.fetchval(
                "SELECT id FROM outbox WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED", first
            ) is None:
                return []
            rows = await con.fetch(
                f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE status = 'pending' AND dest = $1 AND id >= $2 "
                "ORDER BY id LIMIT 200", dest, first)
            pending = [outgoing_from(r) for r in rows]
            if pending[0].batch is not None:
                return [o for o in pending if o.batch == pending[0].batch]
            batch = pending[:max(1, merge(pending))]
            ids = [o.id for o in batch]
            await con.execute("UPDATE outbox SET batch = $1 WHERE id = ANY($2::bigint[])", ids[0], ids)
            return [o.model_copy(update={"batch": ids[0]}) for o in batch]

    async def finish_outbox(self, ids: list[int], status: str, posted: Posted | None = None,
                            message_id: str | None = None) -> None:
        """Delivered or given up: the payload is no longer needed."""
        async with self._transaction() as con:
            await con.execute("UPDATE outbox SET status = $1, payload = '{}' WHERE id = ANY($2::bigint[])",
                              status, list(ids))
            if posted is not None:
                await _record_posted(con, posted)
            if message_id is not None:
                await con.execute(NOTE_LAST_DELIVERED, message_id, ids[0])

    async def last_delivered(self, dest: str) -> int | None:
        found = await self.pool.fetchval("SELECT message_id FROM last_delivered WHERE dest = $1", dest)
        return int(found) if found is not None else None

    async def prune_outbox(self, before: datetime, limit: int = 1000) -> int:
        async with self._transaction() as con:
            done = await con.execute(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE status IN ('delivered', 'failed') "
                "AND created_at < $1 LIMIT $2)", before, limit)
        return int(done.split()[-1])

    async def backlog(self, now: datetime) -> tuple[int, int]:
        """(deadlines due and not fired, notices pending) of this process's shards, for the metrics."""
        mine, params = self._on_my_shards("t.guild_id", 2)
        due = await self.pool.fetchval(
            f"SELECT count(*) FROM deadlines d JOIN tables t ON t.id = d.table_id WHERE d.fired = 0 "
            f"AND d.due_at <= $1 AND {mine}", now, *params)
        mine, params = self._on_my_shards("t.guild_id", 1)
        pending = await self.pool.fetchval(
            f"SELECT count(*) FROM outbox o JOIN tables t ON t.id = o.table_id WHERE o.status = 'pending' AND {mine}",
            *params)
        return due, pending

    # --- settings -----------------------------------------------------------------------------

    async def settings(self, channel_id: str) -> ChannelSettings:
        data = await self.pool.fetchval("SELECT data FROM settings WHERE channel_id = $1", channel_id)
        return ChannelSettings.model_validate_json(data) if data else ChannelSettings()

    async def save_settings(self, channel_id: str, settings: ChannelSettings) -> None:
        await self.pool.execute(
            "INSERT INTO settings (channel_id, data) VALUES ($1, $2) "
            "ON CONFLICT (channel_id) DO UPDATE SET data = excluded.data",
            channel_id, settings.model_dump_json(),
        )

    # --- player preferences -------------------------------------------------------------------

    async def prefs(self, user_id: str) -> PlayerPrefs:
        data = await self.pool.fetchval("SELECT data FROM player_prefs WHERE user_id = $1", user_id)
        return PlayerPrefs.model_validate_json(data) if data else PlayerPrefs()

    async def save_prefs(self, user_id: str, prefs: PlayerPrefs) -> None:
        await self.pool.execute(
            "INSERT INTO player_prefs (user_id, data) VALUES ($1, $2) "
            "ON CONFLICT (user_id) DO UPDATE SET data = excluded.data",
            user_id, prefs.model_dump_json(),
        )

    # --- ratings ------------------------------------------------------------------------------

    async def ratings(self, guild_id: str, game: str, user_ids: list[str]) -> dict[str, Rating]:
        return await self.reading(lambda rows: stored(rows, "ratings", guild_id, game, user_ids))

    async def record_ratings(self, table_id: int, ratings: list[Rating]) -> bool:
        async with self._transaction() as con:
            return await record_once(_Rows(con), table_id, ratings)

    async def leaderboard(self, guild_id: str, game: str, limit: int = 10) -> list[Rating]:
        rows = await self.pool.fetch(
            f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND game = $2 "
            "ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT $3",
            guild_id, game, limit,
        )
        return [rating(r) for r in rows]

    async def rank(self, guild_id: str, game: str, user_id: str) -> int | None:
        return await self.pool.fetchval(
            "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.guild_id = r.guild_id AND o.game = r.game "
            "AND (o.mu - 3 * o.sigma > r.mu - 3 * r.sigma OR (o.mu - 3 * o.sigma = r.mu - 3 * r.sigma "
            "AND o.wins > r.wins))) FROM ratings r WHERE r.guild_id = $1 AND r.game = $2 AND r.user_id = $3",
            guild_id, game, user_id)

    async def player_ratings(self, guild_id: str, user_id: str) -> list[Rating]:
        rows = await self.pool.fetch(
            f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY games DESC, game",
            guild_id, user_id)
        return [rating(r) for r in rows]

    # --- posted messages, digests, a player's tables ---------------------------------------------

    async def record_posted(self, posted: Posted) -> None:
        await _record_posted(self.pool, posted)

    async def posted(self, table_id: int, kind: PostedKind) -> list[Posted]:
        rows = await self.pool.fetch(
            f"SELECT {POSTED_COLUMNS} FROM posted WHERE table_id = $1 AND kind = $2 ORDER BY posted_at, message_id",
            table_id, kind)
        return [posted_from(r) for r in rows]

    async def forget_posted(self, message_ids: list[str]) -> None:
        if not message_ids:  # most posts' clean-up forgets nothing: no statement for it
            return
        await self.pool.execute("DELETE FROM posted WHERE message_id = ANY($1::text[])", list(message_ids))

    async def active_tables(self, guild_id: str) -> list[Table]:
        rows = await self.pool.fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE guild_id = $1 AND status IN ('lobby', 'playing') ORDER BY id",
            guild_id)
        return [table_from(r) for r in rows]

    async def tables_of(self, user_id: str) -> list[Table]:
        rows = await self.pool.fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables WHERE id IN (SELECT table_id FROM seated WHERE user_id = $1) "
            "AND status IN ('lobby', 'playing') AND strpos(seats, $2) > 0 ORDER BY id", user_id, json.dumps(user_id))
        return [t for t in map(table_from, rows) if t.seat_of(user_id)]

    async def in_transaction(self, work: Callable[[forget.Rows], Awaitable[T]]) -> T:
        """`work` (bot/store/seasons.py's statements, the same on both stores) in one transaction."""
        async with self._transaction() as con:
            return await work(_Rows(con))

    async def reading(self, work: Callable[[forget.Rows], Awaitable[T]]) -> T:
        async with self.pool.acquire() as con:
            return await work(_Rows(con))

    # --- forgetting (docs/PRIVACY.md) -----------------------------------------------------------

    async def forget_user(self, user_id: str, former: Mapping[str, str] | None = None) -> list[int]:
        async with self._transaction() as con:
            return await forget.forget_person(_Rows(con), user_id, former or {})

    async def forget_guild(self, guild_id: str, channel_ids: Sequence[str] = (), at_most: int = 50) -> int:
        async with self._transaction() as con:
            return await forget.forget_server(_Rows(con), guild_id, list(channel_ids), at_most)

    async def guild_left(self, guild_id: str, left_at: datetime, purge_at: datetime) -> None:
        async with self._transaction() as con:
            await forget.server_departed(_Rows(con), guild_id, left_at, purge_at)

    async def guild_back(self, guild_id: str) -> bool:
        async with self._transaction() as con:
            return await forget.server_back(_Rows(con), guild_id)

    async def due_purges(self, now: datetime) -> list[str]:
        return await self.reading(lambda rows: forget.servers_due(rows, now))

    async def set_digest(self, user_id: str, next_at: datetime | None) -> None:
        await self.pool.execute(
            "INSERT INTO player_prefs (user_id, data, digest_at) VALUES ($1, $2, $3) "
            "ON CONFLICT (user_id) DO UPDATE SET digest_at = excluded.digest_at",
            user_id, PlayerPrefs().model_dump_json(), next_at)

    async def due_digests(self, now: datetime) -> list[str]:
        rows = await self.pool.fetch(
            "SELECT user_id FROM player_prefs WHERE digest_at IS NOT NULL AND digest_at <= $1 ORDER BY digest_at", now)
        return [r[0] for r in rows]

    async def digest_due_at(self, user_id: str) -> datetime | None:
        return await self.pool.fetchval("SELECT digest_at FROM player_prefs WHERE user_id = $1", user_id)

    async def claim_digest(self, user_id: str, due_at: datetime, next_at: datetime, outbox: list[Outgoing]) -> bool:
        async with self._transaction() as con:
            claimed = await con.fetchval(
                "UPDATE player_prefs SET digest_at = $1 WHERE user_id = $2 AND digest_at = $3 RETURNING user_id",
                next_at, user_id, due_at)
            if claimed is None:
                return False
            await _insert_outbox(con, outbox)
        return True

    async def open_lobbies(self, guild_id: str, user_id: str) -> int:
        return await self.pool.fetchval(
            "SELECT count(*) FROM tables WHERE guild_id = $1 AND creator_id = $2 AND status = 'lobby'",
            guild_id, user_id)

    async def table_results(self, table_id: int) -> list[GameResult]:
        rows = await self.pool.fetch(
            f"SELECT {_prefixed('r', RESULT_COLUMNS)}, t.updated_at, t.channel_id FROM results r "
            "JOIN tables t ON t.id = r.table_id WHERE r.table_id = $1 ORDER BY r.user_id", table_id)
        return [result_from(r) for r in rows]

    async def player_results(self, guild_id: str, user_id: str, limit: int = 5) -> list[GameResult]:
        rows = await self.pool.fetch(
            f"SELECT {_prefixed('r', RESULT_COLUMNS)}, t.updated_at, t.channel_id FROM results r "
            "JOIN tables t ON t.id = r.table_id WHERE r.guild_id = $1 AND r.user_id = $2 "
            "ORDER BY r.table_id DESC LIMIT $3", guild_id, user_id, limit)
        return [result_from(r) for r in rows]


class _Lost(Exception):
    """The deadline a save claims was claimed first: the whole transaction is rolled back."""


async def _claim(con: asyncpg.Connection, deadline_id: int, version: int | None = None) -> bool:
    """Mark a deadline fired (by the save of `version`, if any) unless it is fired already or another
    transaction is claiming it right now (SKIP LOCKED: that one wins, and this caller does not wait)."""
    claimed = await con.fetchval(
        "UPDATE deadlines SET fired = 1, fired_version = $2 WHERE id = (SELECT id FROM deadlines WHERE id = $1 "
        "AND fired = 0 FOR UPDATE SKIP LOCKED) RETURNING id",
        deadline_id, version,
    )
    return claimed is not None


async def _replace_deadlines(con: asyncpg.Connection, table_id: int, deadlines: list[Deadline],
                             keep_players: Sequence[str]) -> None:
    await con.execute(
        "DELETE FROM deadlines WHERE table_id = $1 AND fired = 0 AND NOT (player = ANY($2::text[]))",
        table_id, list(keep_players),
    )
    await con.executemany(
        "INSERT INTO deadlines (table_id, channel_id, player, kind, due_at, set_at, deadline_at) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [(d.table_id, d.channel_id, d.player, d.kind, d.due_at, d.set_at, d.deadline_at) for d in deadlines],
    )


async def _record_posted(con: asyncpg.Connection | asyncpg.Pool, posted: Posted) -> None:
    await con.execute(
        f"INSERT INTO posted ({POSTED_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) "
        "ON CONFLICT (message_id) DO UPDATE SET table_id = excluded.table_id, channel_id = excluded.channel_id, "
        "kind = excluded.kind, player = excluded.player, deadline_at = excluded.deadline_at, "
        "posted_at = excluded.posted_at",
        posted.message_id, posted.table_id, posted.channel_id, posted.kind, posted.player, posted.deadline_at,
        posted.posted_at)


async def _insert_outbox(con: asyncpg.Connection, outbox: Sequence[Outgoing]) -> None:
    await con.executemany(
        "INSERT INTO outbox (table_id, dest, kind, payload, created_at) VALUES ($1, $2, $3, $4, $5)",
        [(o.table_id, o.dest, o.kind, json.dumps(o.payload), o.created_at) for o in outbox],
    )


async def _take_turns_rating(con: asyncpg.Connection, table: Table) -> None:
    """Games of one guild and game ending at once in two processes take turns at their ratings (an advisory lock,
    until the transaction ends), so neither update is lost."""
    await con.execute("SELECT pg_advisory_xact_lock(hashtext($1))", f"ratings:{table.guild_id}:{table.game}")


def _prefixed(alias: str, columns: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in columns.split(","))


class _Rows:
    """bot/store/forget.py's statements on one connection of a transaction."""

    def __init__(self, con: asyncpg.Connection):
        self.con = con

    async def fetch(self, sql: str, *args: object) -> list[asyncpg.Record]:
        return await self.con.fetch(sql, *args)

    async def execute(self, sql: str, *args: object) -> None:
        await self.con.execute(sql, *args)
