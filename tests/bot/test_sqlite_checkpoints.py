"""bot/store/sqlite_connection.py's Checkpointer: passive checkpoints in a thread, and a truncating one
once the WAL file has grown past its limit (under writes with no pause SQLite never starts the WAL over,
so without it the file only grows)."""

import os
import sqlite3

import pytest

from bot.store.sqlite_connection import Checkpointer

MB = 1 << 20


@pytest.fixture
def database(tmp_path):
    """A WAL-mode file holding about 3 MB of WAL that no checkpoint has copied yet."""
    path = str(tmp_path / "t.db")
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA wal_autocheckpoint=0")
    con.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, b BLOB)")
    for i in range(300):
        con.execute("INSERT OR REPLACE INTO t VALUES (?, ?)", (i % 20, os.urandom(8000)))
    assert os.path.getsize(f"{path}-wal") > 3 * MB
    yield path, con
    con.close()


def rows(con):
    return con.execute("SELECT count(*), sum(length(b)) FROM t").fetchone()


def test_a_wal_under_the_limit_is_copied_and_left_its_size(database):
    path, con = database
    before = os.path.getsize(f"{path}-wal")
    checkpoints = Checkpointer(path, wal_limit=64 * MB)
    checkpoints._round()
    assert os.path.getsize(f"{path}-wal") == before
    assert checkpoints.truncated == 0 and checkpoints.done == 1
    assert rows(con) == (20, 20 * 8000)


def test_a_wal_past_the_limit_is_truncated_keeping_every_row(database):
    path, con = database
    checkpoints = Checkpointer(path, wal_limit=1 * MB)
    checkpoints._round()
    assert os.path.getsize(f"{path}-wal") == 0
    assert checkpoints.truncated == 1
    assert rows(con) == (20, 20 * 8000)
    con.execute("INSERT OR REPLACE INTO t VALUES (1, x'00')")  # writing goes on, from the start of the WAL
    assert 0 < os.path.getsize(f"{path}-wal") < MB
