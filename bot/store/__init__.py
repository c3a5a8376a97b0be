"""The store: the interface the table service needs, and its SQLite implementation."""

from bot.store.base import ChannelBusy, Store, StoreInUse
from bot.store.sqlite import SqliteStore


def open_store(database_url: str) -> Store:
    """A store for `DATABASE_URL`: `sqlite:///path/to/file.db` or `sqlite://:memory:`."""
    if database_url.startswith("sqlite://"):
        return SqliteStore(database_url.removeprefix("sqlite://").removeprefix("/") or ":memory:")
    raise ValueError(f"DATABASE_URL must start with sqlite:// (got a {database_url.split(':')[0]} URL).")


__all__ = ["ChannelBusy", "Store", "StoreInUse", "SqliteStore", "open_store"]
