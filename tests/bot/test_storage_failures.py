"""A database that refuses writes (a full disk, a read-only database), on both stores: the player hears one
sentence saying nothing was saved and nothing changes; /health and /metrics report the refused writes until
a write goes through again; failed work is retried on the schedule the log states, not on every pass
(issue 40)."""

import contextlib
import logging
from datetime import timedelta

import pytest

from bot.clock import FakeClock
from bot.deadlines import RETRY_FAILED_WORK
from bot.health import Health
from bot.service import TableService
from bot.store.base import CannotSave
from lang import ENGLISH


@pytest.fixture
def store(store_on_both):
    return store_on_both


async def refuse_writes(store, refuse: bool, full: bool = True) -> None:
    """SQLite: the file may not grow (max_page_count: SQLITE_FULL as on a full disk), or with `full` False
    every write fails (query_only); PostgreSQL: the database turns read-only for new connections, and the
    pool's connections are renewed."""
    if hasattr(store, "pool"):
        async with store.pool.acquire() as con:
            await con.execute("SET default_transaction_read_only = off")
            name = await con.fetchval("SELECT current_database()")
            mode = "on" if refuse else "off"
            await con.execute(f'ALTER DATABASE "{name}" SET default_transaction_read_only = {mode}')
        await store.pool.expire_connections()
    elif not full:
        await store.db.execute(f"PRAGMA query_only = {'ON' if refuse else 'OFF'}")
    else:
        pages = (await store._fetchall("PRAGMA page_count"))[0][0]
        await store.db.execute(f"PRAGMA max_page_count = {pages if refuse else 1_073_741_823}")


async def test_a_refused_write_is_a_sentence_changes_nothing_and_shows_in_health(store):
    clock = FakeClock()
    service = TableService(store, clock)
    await service.new_table("g", "c", "dicerace", "marta", "marta", {"target": 1000})
    await service.join("c", "tom", "tom")
    await service.start("c", "marta", seed=1)
    health = Health(store, lambda: True)
    await refuse_writes(store, True)
    refused = None
    for _ in range(50):  # a save that fits the pages already there may still go through
        table = await service.table("c")
        player = service.awaiting(table)[0].player
        try:
            await service.act("c", player, "roll")
        except CannotSave as exc:
            refused = exc
            break
    assert refused is not None and "can't save games right now" in ENGLISH.say(refused.message)
    assert (await service.table("c")).version == table.version, "the refused move changed nothing"
    answer = await health.health(None)
    assert answer.status == 503
    assert b'"writes": false' in answer.body and b'"failed_writes": 1' in answer.body

    await refuse_writes(store, False)
    await service.act("c", player, "roll")
    assert (await service.table("c")).version == table.version + 1
    assert (await health.health(None)).status == 200


async def test_failed_work_waits_for_the_time_the_log_gives_when_even_its_postponement_is_refused(store, caplog,
                                                                                                  backend):
    clock = FakeClock()
    service = TableService(store, clock)
    await service.new_table("g", "c", "dicerace", "marta", "marta", {"target": 1000})
    await service.join("c", "tom", "tom")
    table = (await service.start("c", "marta", seed=1)).table
    clock.advance(timedelta(days=2))  # the reminders and the timeout are due
    await refuse_writes(store, True, full=False)
    caplog.set_level(logging.ERROR)
    for _ in range(5):
        with contextlib.suppress(CannotSave):  # PostgreSQL: even claiming due work is a write, refused
            await service.tick()
    failures = [r for r in caplog.records if "trying again in 1 minute" in r.getMessage()]
    assert len(failures) <= 3, "each due deadline is tried once, then waits for its minute"
    assert failures or backend == "postgresql"
    await refuse_writes(store, False, full=False)
    await service.tick()
    if failures:  # (PostgreSQL could not even claim the work: nothing failed, nothing waits)
        assert (await service.table("c")).version == table.version, "not before the minute the log gave"
    clock.advance(RETRY_FAILED_WORK)
    await service.tick()
    assert (await service.table("c")).version > table.version
