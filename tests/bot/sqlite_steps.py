"""Counting SQLite's VM instructions on a store's connection: how much a statement reads, told deterministically
where timings on a shared machine are not (a read of every row shows as thousands of instructions)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def sqlite_steps(con: sqlite3.Connection, every: int) -> Iterator[list[int]]:
    """While the block runs: how many times SQLite ran `every` more instructions on `con` (the list's one
    item); a store's loop connection is `store._db._con`."""
    steps = [0]

    def counted() -> int:
        steps[0] += 1
        return 0  # go on

    con.set_progress_handler(counted, every)
    try:
        yield steps
    finally:
        con.set_progress_handler(None, 0)
