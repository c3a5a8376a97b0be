import asyncio
import sqlite3

import pytest

from bot.clock import FakeClock
from bot.service import TableChanged, TableService
from bot.store import SqliteStore
from bot.store.migrations import MIGRATIONS

G, C = "guild", "chan"


async def started(service, seed=1):
    await service.new_table(G, C, "dicerace", "marta", "marta", {"target": 1000})
    await service.join(C, "tom", "tom")
    return await service.start(C, "marta", seed=seed)


async def test_concurrent_clicks_on_one_version_apply_exactly_once(service, store):
    start = await started(service)
    version = start.table.version

    async def click():
        try:
            await service.act(C, "marta", "roll", expected_version=version)
            return "applied"
        except TableChanged:
            return "changed"

    results = await asyncio.gather(*(click() for _ in range(20)))
    assert results.count("applied") == 1
    table = await service.table(C)
    assert table.version == version + 1
    assert [e.version for e in await store.actions(table.id)][-2:] == [version, version + 1]


async def test_concurrent_writers_without_versions_each_apply_once(service, store):
    """Typed commands retry on a race: twenty tasks rolling each land exactly once (a 1 ends the turn,
    so every task rolls for whoever is awaited)."""
    start = await started(service)

    async def roll_for_current():
        for _ in range(20):
            table = await service.table(C)
            player = service.awaiting(table)[0].player
            try:
                await service.act(C, player, "roll")
                return
            except Exception as exc:  # the other player's turn came in between: try again
                if "not your move" not in str(exc) and "waiting for" not in str(exc):
                    raise

    await asyncio.gather(*(roll_for_current() for _ in range(20)))
    table = await service.table(C)
    log = await store.actions(table.id)
    moves = [e for e in log if e.source == "player"]
    assert len(moves) == 20
    assert table.version == start.table.version + 20
    assert len({e.version for e in log}) == len(log)


async def test_migrations_bring_an_old_file_up_to_date(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as old:  # a file made by the first release: migration 1 only
        old.executescript(MIGRATIONS[0])
        old.execute("PRAGMA user_version = 1")
        old.execute(
            "INSERT INTO tables (guild_id, channel_id, game, status, version, creator_id, options, seats, seed, "
            "state, created_at, updated_at) VALUES ('g', 'c', 'dicerace', 'lobby', 0, 'u', '{}', "
            "'[{\"user_id\": \"u\", \"name\": \"Una\"}]', 0, NULL, '2026-01-01T00:00:00+00:00', "
            "'2026-01-01T00:00:00+00:00')"
        )
    store = SqliteStore(str(path))
    await store.open()
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        table = await store.active_table("c")
        assert table.seats[0].name == "Una"
        assert await store.leaderboard("g", "dicerace") == []
    finally:
        await store.close()
    reopened = SqliteStore(str(path))
    await reopened.open()  # running the migrations again changes nothing
    assert await reopened.schema_version() == len(MIGRATIONS)
    await reopened.close()


async def test_a_restart_mid_game_loses_nothing(tmp_path):
    path = str(tmp_path / "restart.db")
    clock = FakeClock()
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock)
    await started(service, seed=3)
    before = await service.act(C, "marta", "roll")
    await store.close()

    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock)
    table = await service.table(C)
    assert table.version == before.table.version
    assert table.state == before.table.state
    after = await service.act(C, service.awaiting(table)[0].player, "roll")
    assert after.table.version == table.version + 1
    assert len(await store.pending_deadlines(table.id)) == 3
    await store.close()


async def test_compare_and_set_lets_one_writer_per_version_win(service, store):
    """Writers in other processes have no shared lock: the store's version check alone decides."""
    start = await started(service)
    table = start.table

    async def write(n):
        changed = table.model_copy(update={"version": table.version + 1, "seed": n})
        return await store.save_table(changed, table.version)

    results = await asyncio.gather(*(write(n) for n in range(30)))
    assert results.count(True) == 1
    assert (await store.table(table.id)).version == table.version + 1


async def test_a_second_process_on_the_same_file_refuses_to_start_with_a_sentence(tmp_path):
    """One SQLite file, one bot process: a second one (an overlapping deploy) would claim the same work."""
    from bot.store import StoreInUse

    path = str(tmp_path / "one.db")
    first = SqliteStore(path)
    await first.open()
    second = SqliteStore(path)
    with pytest.raises(StoreInUse, match="Another Dicehall process is already using the database"):
        await second.open()
    await first.close()
    await second.open()  # the first one stopped (a SIGKILL releases the lock too)
    await second.close()


def test_python_m_bot_says_why_it_will_not_start_next_to_another(tmp_path):
    import fcntl
    import os
    import subprocess
    import sys

    path = tmp_path / "busy.db"
    held = os.open(f"{path}.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(held, fcntl.LOCK_EX)
    env = {**os.environ, "DISCORD_TOKEN": "not-used", "DATABASE_URL": f"sqlite:///{path}", "PYTHONPATH": os.getcwd()}
    done = subprocess.run([sys.executable, "-m", "bot"], env=env, capture_output=True, text=True, timeout=60)
    os.close(held)
    assert done.returncode == 1
    assert "Another Dicehall process is already using the database" in done.stderr
