"""The outbox does not grow for ever (issue 40): 2,000 moves, each table post delivered as the sender would,
leave only the last hour's notices in the outbox on both stores, and the SQLite file grows by about the
action log alone (its free pages are handed back); no payload holds a game's state or seed."""

import json
import os
from datetime import timedelta

import pytest

from bot.clock import FakeClock
from bot.deadlines import OUTBOX_KEPT
from bot.service import TableService
from bot.store import open_store
from bot.store.sqlite import _ts
from tests.bot.sqlite_steps import sqlite_steps

MOVES = 2000


@pytest.fixture
def store(store_on_both):
    return store_on_both


async def deliver_all(store) -> int:
    """What the sender does: each destination's batches, marked delivered once 'sent'."""
    sent = 0
    for dest in await store.outbox_dests():
        while batch := await store.next_batch(dest, lambda pending: 1):
            for notice in batch:
                assert "state" not in notice.payload and '"seed"' not in json.dumps(notice.payload)
            await store.finish_outbox([n.id for n in batch], "delivered")
            sent += len(batch)
    return sent


def file_bytes(store) -> int:
    path = getattr(store, "path", None)
    return sum(os.path.getsize(p) for p in (path, f"{path}-wal") if os.path.exists(p)) if path else 0


async def test_two_thousand_moves_leave_the_outbox_and_the_file_bounded(store, backend):
    clock = FakeClock()
    service = TableService(store, clock)
    await service.new_table("g", "c", "dicerace", "marta", "marta", {"target": 10**6})
    await service.join("c", "tom", "tom")
    await service.start("c", "marta", seed=1)
    sent = 0
    sizes = {}
    for move in range(1, MOVES + 1):
        table = await service.table("c")
        await service.act("c", service.awaiting(table)[0].player, "roll")
        sent += await deliver_all(store)
        clock.advance(timedelta(minutes=1))
        if move % 50 == 0:
            await service.tick()  # prunes what was delivered more than an hour ago
            if backend == "sqlite":
                store._checkpoints._round()  # the checkpoint thread's work, here at once
        if move in (500, MOVES):
            sizes[move] = file_bytes(store)
    kept = (await store._fetchall("SELECT count(*) FROM outbox"))[0][0] if backend == "sqlite" else \
        await store.pool.fetchval("SELECT count(*) FROM outbox")
    per_hour = sent / MOVES * OUTBOX_KEPT.total_seconds() / 60
    assert sent >= MOVES and kept <= per_hour + 60, (sent, kept)
    if backend == "sqlite":
        grown = sizes[MOVES] - sizes[500]
        print(f"outbox rows kept: {kept} of {sent}; file {sizes[500]} -> {sizes[MOVES]} bytes")
        assert grown < 1500 * 400, f"the file grew {grown} bytes over 1,500 moves"


async def test_the_prune_reads_only_what_it_deletes(tmp_path):
    """The deadline loop prunes on every pass, on the event loop: with the last hour's 20,000 delivered
    notices kept and none old enough, it reads next to nothing (migration 17's index; before it, it read them
    all, 44 ms at 300,000) and takes no write lock; once they are old enough, it deletes them in turns."""
    store = open_store(f"sqlite:///{tmp_path}/prune.db")
    await store.open()
    now = FakeClock().now()
    async with store._transaction() as db:
        await db.executemany(
            "INSERT INTO outbox (table_id, dest, kind, payload, created_at, batch, status) VALUES (1, 'c', 'table', "
            "'{}', ?, 1, 'delivered')", [(_ts(now - timedelta(seconds=i / 10)),) for i in range(20_000)])
    writes = [0]
    transaction = store._transaction

    def counted_transaction():
        writes[0] += 1
        return transaction()

    store._transaction = counted_transaction
    with sqlite_steps(store._db._con, 100) as steps:  # every 100 of SQLite's VM instructions
        assert await store.prune_outbox(now - OUTBOX_KEPT) == 0
    assert steps[0] < 10, f"{steps[0] * 100} instructions to find nothing to prune"
    assert writes[0] == 0, "nothing to prune took the write lock"
    assert await store.prune_outbox(now + timedelta(seconds=1), limit=15_000) == 15_000
    assert await store.prune_outbox(now + timedelta(seconds=1), limit=15_000) == 5_000
    await store.close()
