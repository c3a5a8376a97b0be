"""What the table service asks of a store. SQLite (one process) and PostgreSQL (several processes, each
claiming only work of guilds on its shards, with FOR UPDATE SKIP LOCKED) implement it; the contract
tests in tests/bot/test_store.py hold both to it."""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar

from bot.metrics import FAILED_WRITES
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
    Seat,
    Table,
    ViewFingerprint,
)
from bot.store.forget import Rows
from bot.store.frames import KeptFrames
from engines.base import Event
from engines.errors import DicehallError
from engines.said import said

log = logging.getLogger(__name__)
T = TypeVar("T")


class ChannelBusy(DicehallError):
    """A channel already has an active game."""

    def __init__(self) -> None:
        super().__init__(said("lobby-channel-busy"))


class StoreInUse(RuntimeError):
    """Another process already serves this database: the operator's error at start, which no player sees."""


class CannotSave(DicehallError):
    """The database refused a write: a full or failing disk, a read-only database, a lost connection. The
    transaction is rolled back whole, so the player hears that nothing changed."""

    def __init__(self) -> None:
        super().__init__(said("bot-cannot-save"))  # faults.ftl, in the asker's language


@dataclass
class Writes:
    """How the store's writes are going, for /health and /metrics: failing from a refused write until the
    next one succeeds."""

    failed: int = 0
    failing: bool = False
    last_error: str = ""

    def succeeded(self) -> None:
        self.failing = False

    def refused(self, error: BaseException) -> CannotSave:
        self.failed += 1
        self.failing = True
        self.last_error = f"{type(error).__name__}: {error}"[:200]
        FAILED_WRITES.inc()
        log.error("A write to the database failed (%s): the players are told nothing was saved.", self.last_error)
        return CannotSave()


class Store(Protocol):
    writes: Writes

    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def active_table(self, channel_id: str) -> Table | None: ...
    async def table(self, table_id: int) -> Table | None: ...
    async def latest_table(self, channel_id: str) -> Table | None: ...
    async def create_table(self, table: Table) -> Table:
        """Insert a new lobby; raises ChannelBusy when the channel has an active game."""
        ...

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
        """Compare-and-set: write `table` (whose version is expected_version + 1) only if the stored
        version is still `expected_version`; in the same transaction append `log`, when `deadlines` is
        given replace the pending deadlines of every player not in `keep_players` with them, mark the
        deadline `claim` fired (the whole save fails if it was fired already), add the `outbox` notices,
        for a finished table not rated yet, store `rate(current ratings of its humans)`, and keep what a
        replay shows of the step (bot/store/frames.py; `shown`: the events of a step the channel saw, None
        for any other save). False when someone else saved (or claimed) first. `public_fingerprint`: the
        fingerprint of the saved version's public view, where the step made that view (None: unknown); a
        save never keeps `table.public_fingerprint`, which belongs to the version it was read as."""
        ...

    async def actions(self, table_id: int, after: int = -1) -> list[LogEntry]:
        """The table's log after the version `after` (-1: all of it), in order (a replay goes on from where it got)."""
        ...
    async def log_rows(self, table_id: int, after: int, through: int) -> list[tuple]:
        """The table's log from after the version `after` through `through`, in order, as plain rows of LOG_COLUMNS
        (`log_entry` makes each a LogEntry): for a worker to read, where making thousands of models would hold
        the bot's process (bot/replay.py)."""
        ...
    async def kept_frames(self, table_id: int) -> KeptFrames | None:
        """What an animation of the table shows, as kept while it was played (bot/store/frames.py)."""
        ...
    async def pending_deadlines(self, table_id: int) -> list[Deadline]: ...
    async def due_deadlines(self, now: datetime, limit: int = 100) -> list[Deadline]: ...
    async def fire_deadline(self, deadline_id: int, outbox: Sequence[Outgoing] = ()) -> bool:
        """Mark a due deadline fired with its notices, in one transaction; True for exactly one caller."""
        ...
    async def postpone_deadline(self, deadline_id: int, due_at: datetime) -> None: ...

    async def outbox_dests(self) -> list[str]: ...
    async def next_batch(self, dest: str, merge: Callable[[list[Outgoing]], int]) -> list[Outgoing]: ...
    async def finish_outbox(self, ids: list[int], status: str, posted: Posted | None = None,
                            message_id: str | None = None) -> None:
        """Delivered or given up; `posted`: the message the delivery made, to note (a table post, a reminder);
        `message_id`: the message that delivered it, kept as its destination's last (last_delivered), in the
        same transaction."""
        ...
    async def last_delivered(self, dest: str) -> int | None:
        """The id of the last message that delivered a batch to `dest` (a channel id, or dm:<user id>)."""
        ...
    async def prune_outbox(self, before: datetime, limit: int = 1000) -> int:
        """Delete up to `limit` notices delivered or given up that were written before `before`; how many."""
        ...

    async def settings(self, channel_id: str) -> ChannelSettings: ...
    async def save_settings(self, channel_id: str, settings: ChannelSettings) -> None: ...

    async def prefs(self, user_id: str) -> PlayerPrefs: ...
    async def save_prefs(self, user_id: str, prefs: PlayerPrefs) -> None: ...

    async def ratings(self, guild_id: str, game: str, user_ids: list[str]) -> dict[str, Rating]: ...
    async def record_ratings(self, table_id: int, ratings: list[Rating]) -> bool:
        """Store the ratings after a finished game, once per table: False if already recorded."""
        ...

    async def leaderboard(self, guild_id: str, game: str, limit: int = 10) -> list[Rating]: ...
    async def rank(self, guild_id: str, game: str, user_id: str) -> int | None:
        """The player's place on the game's leaderboard (1 = best), None when they have no rating."""
        ...

    async def player_ratings(self, guild_id: str, user_id: str) -> list[Rating]:
        """The player's rating in every game they have a rated result in, on this server."""
        ...

    async def record_posted(self, posted: Posted) -> None: ...
    async def posted(self, table_id: int, kind: PostedKind) -> list[Posted]:
        """The messages of a table of that kind the bot still knows of, oldest first."""
        ...

    async def forget_posted(self, message_ids: list[str]) -> None: ...
    async def active_tables(self, guild_id: str) -> list[Table]:
        """The guild's lobbies and games in play."""
        ...

    async def tables_of(self, user_id: str) -> list[Table]:
        """Lobbies and games in play, in any guild, where `user_id` has a seat: found by the index of who sat where
        (migration 19), so a big server's other tables are never read."""
        ...

    async def forget_user(self, user_id: str, former: Mapping[str, str] | None = None) -> list[int]:
        """Remove a person from everything stored, in one transaction: their seats anonymised at every table
        (bot/store/forget.py; named `former[guild_id]` and a number, "Former player" where a server is not
        named), their ratings, results, preferences and waiting direct messages deleted.
        Returns the tables still in a lobby or being played, whose seats the service hands to the AI."""
        ...

    async def forget_guild(self, guild_id: str, channel_ids: Sequence[str] = (), at_most: int = 50) -> int:
        """Delete a server, up to `at_most` tables a call, in a transaction each (bot/privacy.py calls it
        until it is done): its tables with their logs, deadlines, notices and results, the settings of their
        channels; with its last tables, its leaderboards, its departure and the settings of `channel_ids`
        (channels that never held a game). Returns how many tables were deleted: under `at_most`, the server
        is forgotten."""
        ...

    async def guild_left(self, guild_id: str, left_at: datetime, purge_at: datetime) -> None:
        """The bot was removed from a server: its data is deleted at `purge_at` unless it comes back."""
        ...

    async def guild_back(self, guild_id: str) -> bool:
        """The bot is in the server again: nothing is deleted. True when a deletion was planned."""
        ...

    async def due_purges(self, now: datetime) -> list[str]:
        """Servers whose data is due for deletion."""
        ...

    async def set_digest(self, user_id: str, next_at: datetime | None) -> None:
        """When the player's next daily digest is due (None: no digest)."""
        ...

    async def due_digests(self, now: datetime) -> list[str]: ...
    async def digest_due_at(self, user_id: str) -> datetime | None: ...
    async def claim_digest(self, user_id: str, due_at: datetime, next_at: datetime, outbox: list[Outgoing]) -> bool:
        """Move the player's digest on from `due_at` to `next_at` and save its notice, once: False when
        another process (or an earlier try) claimed it first."""
        ...

    async def open_lobbies(self, guild_id: str, user_id: str) -> int:
        """How many lobbies `user_id` created on this server that have not started or closed yet."""
        ...

    async def table_results(self, table_id: int) -> list[GameResult]: ...
    async def player_results(self, guild_id: str, user_id: str, limit: int = 5) -> list[GameResult]:
        """The player's latest rated games on this server, newest first."""
        ...

    async def in_transaction(self, work: Callable[[Rows], Awaitable[T]]) -> T:
        """Run `work(rows)` in one transaction (bot/store/seasons.py's statements, the same on both stores)."""
        ...
    async def reading(self, work: Callable[[Rows], Awaitable[T]]) -> T:
        """Run `work(rows)`, which only reads, outside a write transaction (SQLite's one write lock)."""
        ...

    async def backlog(self, now: datetime) -> tuple[int, int]:
        """(deadlines due and not fired, notices pending) of the work this process does: the metrics."""
        ...


TABLE_COLUMNS = (
    "id, guild_id, channel_id, game, status, version, creator_id, options, seats, seed_text, state, "
    "created_at, updated_at, public_fingerprint"
)


def table_from(row: Sequence[Any]) -> Table:
    """A table read as TABLE_COLUMNS (either store)."""
    return Table(
        id=row[0], guild_id=row[1], channel_id=row[2], game=row[3], status=row[4], version=row[5], creator_id=row[6],
        options=json.loads(row[7]), seats=[Seat.model_validate(s) for s in json.loads(row[8])], seed=int(row[9]),
        state=row[10], created_at=row[11], updated_at=row[12],
        public_fingerprint=None if row[13] is None else ViewFingerprint(row[5], row[13]),
    )


def table_row(t: Table, stamp: Callable[[datetime], Any] = lambda moment: moment) -> tuple:
    """A table as the first 13 of TABLE_COLUMNS (its fingerprint is saved apart), its times as `stamp` makes them
    (SQLite keeps them as text)."""
    return (
        t.id, t.guild_id, t.channel_id, t.game, t.status, t.version, t.creator_id, json.dumps(t.options),
        json.dumps([s.model_dump() for s in t.seats]), str(t.seed), t.state, stamp(t.created_at), stamp(t.updated_at),
    )


LOG_COLUMNS = "table_id, version, actor, source, action, at, told"


def log_entry(row: Sequence[Any]) -> LogEntry:
    """A line of the log read as LOG_COLUMNS (either store)."""
    return LogEntry(table_id=row[0], version=row[1], actor=row[2], source=row[3], action=json.loads(row[4]),
                    at=row[5], told=None if row[6] is None else json.loads(row[6]))


def told_json(line: LogEntry) -> str | None:
    """A line's `told` as its column holds it."""
    return None if line.told is None else json.dumps(line.told, separators=(",", ":"), ensure_ascii=False)


RESULT_COLUMNS = "table_id, user_id, guild_id, game, name, won, rating_before, rating_after"


def result_from(row: Sequence[Any]) -> GameResult:
    """A result read as RESULT_COLUMNS, then its table's updated_at and channel_id (either store)."""
    return GameResult(table_id=row[0], user_id=row[1], guild_id=row[2], game=row[3], name=row[4], won=bool(row[5]),
                      before=row[6], after=row[7], finished_at=row[8], channel_id=row[9])


DEADLINE_COLUMNS = "id, table_id, channel_id, player, kind, due_at, set_at, deadline_at"


def deadline_from(row: Sequence[Any]) -> Deadline:
    """A deadline read as DEADLINE_COLUMNS (either store)."""
    return Deadline(id=row[0], table_id=row[1], channel_id=row[2], player=row[3], kind=row[4], due_at=row[5],
                    set_at=row[6], deadline_at=row[7])


OUTBOX_COLUMNS = "id, table_id, dest, kind, payload, created_at, batch"


def outgoing_from(row: Sequence[Any]) -> Outgoing:
    """A notice of the outbox read as OUTBOX_COLUMNS (either store)."""
    return Outgoing(id=row[0], table_id=row[1], dest=row[2], kind=row[3], payload=json.loads(row[4]),
                    created_at=row[5], batch=row[6])


POSTED_COLUMNS = "message_id, table_id, channel_id, kind, player, deadline_at, posted_at"


def posted_from(row: Sequence[Any]) -> Posted:
    """A posted message read as POSTED_COLUMNS (either store)."""
    return Posted(message_id=row[0], table_id=row[1], channel_id=row[2], kind=row[3], player=row[4],
                  deadline_at=row[5], posted_at=row[6])


NOTE_LAST_DELIVERED = ("INSERT INTO last_delivered (dest, message_id) SELECT dest, $1 FROM outbox WHERE id = $2 "
                       "ON CONFLICT (dest) DO UPDATE SET message_id = excluded.message_id "
                       "WHERE CAST(excluded.message_id AS BIGINT) > CAST(last_delivered.message_id AS BIGINT)")
"""The message that delivered a batch (its first notice's id), as its destination's last unless a newer one is
kept (either store): a table carried by its interaction is delivered in an older message, the click's."""


RatingStep = Callable[[dict[str, Rating]], list[Rating]]
"""A finished game's rating step (bot/rating.py): its humans' ratings after it, from those stored before it (a
newcomer has none)."""


def result_rows(table_id: int, before: dict[str, Rating], after: list[Rating]) -> list[tuple]:
    """The results rows of a finished table from its humans' ratings before (missing: a newcomer) and after."""
    rows = []
    for new in after:
        old = before.get(new.user_id) or Rating(guild_id=new.guild_id, game=new.game, user_id=new.user_id,
                                                name=new.name)
        rows.append((table_id, new.user_id, new.guild_id, new.game, new.name, int(new.wins > old.wins),
                     old.ordinal, new.ordinal))
    return rows
