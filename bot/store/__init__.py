"""The store: the interface the table service needs, and its SQLite and PostgreSQL implementations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.shards import Shards
from bot.store.base import ChannelBusy, Store, StoreInUse
from bot.store.sqlite import SqliteStore

if TYPE_CHECKING:
    from bot.store.postgres import PostgresStore

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def open_store(database_url: str, shards: Shards = Shards()) -> SqliteStore | PostgresStore:
    """A store for `DATABASE_URL`: `sqlite:///path/to/file.db`, `sqlite://:memory:` or
    `postgresql://user:password@host:port/database`. `shards`: whose work this process does."""
    if database_url.startswith("sqlite://"):
        if not shards.serves_all:
            raise ValueError("One SQLite file serves one process, which serves every shard: sharded processes "
                             "need PostgreSQL (DATABASE_URL=postgresql://...).")
        return SqliteStore(database_url.removeprefix("sqlite://").removeprefix("/") or ":memory:")
    if database_url.startswith(POSTGRES_SCHEMES):
        from bot.store.postgres import PostgresStore  # asyncpg only where PostgreSQL is used

        return PostgresStore(database_url, shards)
    raise ValueError(
        f"DATABASE_URL must start with sqlite:// or postgresql:// (got a {database_url.split(':')[0]} URL)."
    )


__all__ = ["ChannelBusy", "Store", "StoreInUse", "SqliteStore", "open_store"]
