"""One bot process of a sharded deployment, without Discord, for the scale-out test: it serves some shards
of one PostgreSQL database, doing their due work (reminders, timeouts, AI moves) and delivering their
outbox to a sink file as the sender delivers it to Discord. Time runs `speed` times faster than the wall
clock, from a start every process shares, so timers of minutes fall due in a test of seconds.

    python -m tests.shard_worker URL SHARD_COUNT SHARD_IDS T0 SPEED FOLDER

The sink is what Discord would have received: one line per message sent, with its nonce (the batch) and
the notices it carried. A message resent after a crash has the same nonce, and Discord (enforce_nonce)
answers it with the message it already has: the test counts distinct nonces, as Discord would."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import tests.dice_race  # noqa: F401  (registers the test engine)
from bot.service import TableService
from bot.shards import Shards
from bot.store import open_store

EPOCH = datetime(2026, 1, 1, tzinfo=UTC)


class FastClock:
    def __init__(self, t0: float, speed: float):
        self.t0, self.speed = t0, speed

    def now(self) -> datetime:
        return EPOCH + timedelta(seconds=(time.time() - self.t0) * self.speed)


def append_line(path: Path, record: dict) -> None:
    """One write of one line with O_APPEND: lines of two processes never interleave."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (json.dumps(record) + "\n").encode())
    finally:
        os.close(fd)


async def deliver(store, sink: Path, shard_ids: list[int]) -> None:
    for dest in await store.outbox_dests():
        while batch := await store.next_batch(dest, lambda pending: 1):
            append_line(sink, {"nonce": batch[0].batch, "dest": dest, "ids": [n.id for n in batch],
                               "shards": shard_ids})
            await store.finish_outbox([n.id for n in batch], "delivered")


async def serve(url: str, count: int, ids: list[int], t0: float, speed: float, folder: Path) -> None:
    store = open_store(url, Shards(count, tuple(ids)))
    await store.open()
    service = TableService(store, FastClock(t0, speed))
    append_line(folder / "started", {"shards": ids, "pid": os.getpid()})
    while True:
        for notice in await service.tick():
            append_line(folder / "fired", {"kind": notice.kind, "guild": notice.table.guild_id, "shards": ids})
        await deliver(store, folder / "sink", ids)
        await asyncio.sleep(0.02)


if __name__ == "__main__":
    url, count, ids, t0, speed, folder = sys.argv[1:7]
    asyncio.run(serve(url, int(count), [int(i) for i in ids.split(",")], float(t0), float(speed), Path(folder)))
