"""/game history's move list is read and written in a worker process (bot/replay.history). None of that
Python may run in the bot's process, not even in a thread: a thread holds the GIL while it works, and the event
loop waited for it each time it let go (a statement, a pipe written). While a long game's history was written,
the saves of moves took 10-50 ms instead of 1."""

from __future__ import annotations

import pytest

from bot import replay
from bot.replay import history, move_list_of, public_steps
from bot.service import TableService
from bot.store import SqliteStore
from bot.workers import WorkerPool
from lang import DEFAULT
from tests.bot.test_replay import an_ai_game

READ_AND_WRITTEN = ("log_entry", "told_in_log", "history_text", "plain_text")
"""What reading the log's lines and writing the move list runs, as bot/replay.py names it."""


@pytest.fixture
async def service(tmp_path, clock):
    store = SqliteStore(str(tmp_path / "bot.db"))
    await store.open()
    pool = WorkerPool(1)
    await pool.ready()
    yield TableService(store, clock, pool)
    pool.close()
    await store.close()


async def test_the_move_list_is_read_and_written_in_a_worker_process(service, monkeypatch):
    table = await an_ai_game(service, "thrown")
    ran_here: list[str] = []
    for name in READ_AND_WRITTEN:
        def counted(*args, __name=name, __work=getattr(replay, name)):
            ran_here.append(__name)
            return __work(*args)
        monkeypatch.setattr(replay, name, counted)  # in this process only: the worker runs its own
    written = await history(service.store, service.workers, table, DEFAULT)
    assert ran_here == [], "the bot's process read or wrote the move list"
    monkeypatch.undo()
    steps = public_steps(table, await service.store.actions(table.id))
    assert written == move_list_of(table, [step.told() for step in steps], DEFAULT)
