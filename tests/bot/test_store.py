"""The store contract: every test here runs against SQLite and against a real PostgreSQL server that the
tests start themselves (tests/pgserver.py), through the same interface and the table service."""

import asyncio
import gc
import sqlite3
import weakref
from datetime import UTC, datetime, timedelta

import pytest

from bot.clock import FakeClock
from bot.models import ChannelSettings, Deadline, LogEntry, Outgoing, PlayerPrefs, Rating, Seat, Table
from bot.service import TableChanged, TableService
from bot.store import ChannelBusy, SqliteStore, open_store
from bot.store.base import log_entry
from bot.store.migrations import MIGRATIONS
from engines.errors import NotYourTurn

G, C = "guild", "chan"
T0 = datetime(2026, 1, 1, 12, 0, 0, 123456, tzinfo=UTC)


@pytest.fixture
def store(store_on_both):
    return store_on_both


async def started(service, seed=1):
    await service.new_table(G, C, "dicerace", "marta", "marta", {"target": 1000})
    await service.join(C, "tom", "tom")
    return await service.start(C, "marta", seed=seed)


def a_table(channel=C, guild=G, **fields):
    return Table(guild_id=guild, channel_id=channel, game="dicerace", creator_id="marta", created_at=T0,
                 updated_at=T0, seats=[Seat(user_id="marta", name="marta")], **fields)


def a_deadline(table, player="marta", kind="timeout", due=T0):
    return Deadline(table_id=table.id, channel_id=table.channel_id, player=player, kind=kind, due_at=due, set_at=T0,
                    deadline_at=due)


async def test_the_log_is_read_from_a_version_on_and_a_players_tables_found_by_their_seat(service, store):
    """A replay goes on from the version it got to (issue 42), and reads up to the table's version; a player's
    games in play are found by their seat, not by their id's text elsewhere."""
    start = await started(service)
    await service.act(C, "marta", "roll")
    log = await store.actions(start.table.id)
    assert [e.version for e in await store.actions(start.table.id, after=log[1].version)] == [
        e.version for e in log[2:]]
    assert await store.actions(start.table.id, after=log[-1].version) == []
    rows = await store.log_rows(start.table.id, log[0].version, log[-2].version)  # plain rows, for a worker
    assert [log_entry(row) for row in rows] == log[1:-1]
    assert [t.id for t in await store.tables_of("tom")] == [start.table.id]
    assert await store.tables_of("to") == [] and await store.tables_of("nobody") == []


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


async def test_a_channels_lock_is_shared_while_in_use_and_then_let_go(service, store):
    """Moves in one channel queue on one lock; once none holds or waits for it, it is not kept (a bot
    meets ever more channels)."""
    await started(service)
    lock = service.channel_lock(C)
    async with lock:
        rolls = [asyncio.create_task(service.act(C, "marta", "roll")) for _ in range(3)]
        await asyncio.sleep(0.01)
        assert service.channel_lock(C) is lock and not any(r.done() for r in rolls)  # they wait for it
    await asyncio.gather(*rolls, return_exceptions=True)
    gone = weakref.ref(lock)
    del lock
    gc.collect()
    assert gone() is None


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
                if not isinstance(exc, NotYourTurn):
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


async def test_a_restart_mid_game_loses_nothing(database_url):
    clock = FakeClock()
    store = open_store(database_url)
    await store.open()
    service = TableService(store, clock)
    await started(service, seed=3)
    before = await service.act(C, "marta", "roll")
    await store.close()

    store = open_store(database_url)
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


async def test_a_channel_has_one_active_table(store):
    first = await store.create_table(a_table())
    assert first.id > 0
    with pytest.raises(ChannelBusy):
        await store.create_table(a_table())
    finished = first.model_copy(update={"status": "finished", "version": 1})
    assert await store.save_table(finished, 0)
    second = await store.create_table(a_table())
    assert second.id != first.id
    assert (await store.active_table(C)).id == second.id
    assert (await store.table(first.id)).status == "finished"


async def test_a_table_round_trips_exactly(store):
    table = await store.create_table(a_table(options={"target": 30, "list": [1, "ü"]}, seed=2**31 - 1))
    playing = table.model_copy(update={"status": "playing", "version": 1, "state": '{"b": 1, "a": "é"}',
                                       "updated_at": T0 + timedelta(microseconds=1)})
    assert await store.save_table(playing, 0)
    assert await store.table(table.id) == playing
    assert await store.active_table(C) == playing


async def test_a_save_writes_its_log_line_and_replaces_deadlines_but_those_kept(store):
    table = await store.create_table(a_table())
    one = table.model_copy(update={"version": 1})
    log = LogEntry(table_id=table.id, version=1, actor="marta", source="player", action={"do": "roll"}, at=T0)
    assert await store.save_table(one, 0, log, [a_deadline(table, "marta"), a_deadline(table, "tom")])
    two = one.model_copy(update={"version": 2})
    later = a_deadline(table, "ann", due=T0 + timedelta(hours=1))
    assert await store.save_table(two, 1, None, [later], keep_players=["tom"])
    pending = await store.pending_deadlines(table.id)
    assert [(d.player, d.due_at) for d in pending] == [("tom", T0), ("ann", T0 + timedelta(hours=1))]
    assert await store.actions(table.id) == [log]
    assert not await store.save_table(two, 1, log)  # a stale writer changes nothing, not even the log
    assert len(await store.actions(table.id)) == 1


async def test_due_deadlines_are_those_due_and_each_is_claimed_once(store):
    table = await store.create_table(a_table())
    soon, late = a_deadline(table, "marta", due=T0), a_deadline(table, "tom", due=T0 + timedelta(hours=2))
    assert await store.save_table(table.model_copy(update={"version": 1}), 0, None, [soon, late])
    due = await store.due_deadlines(T0 + timedelta(hours=1))
    assert [d.player for d in due] == ["marta"]
    claims = await asyncio.gather(*(store.fire_deadline(due[0].id) for _ in range(10)))
    assert claims.count(True) == 1
    assert await store.due_deadlines(T0 + timedelta(hours=1)) == []
    assert [d.player for d in await store.due_deadlines(T0 + timedelta(hours=3))] == ["tom"]


async def test_settings_and_prefs_round_trip(store):
    assert await store.settings(C) == ChannelSettings()
    custom = ChannelSettings(turn_timer=timedelta(hours=3), quiet=True)
    await store.save_settings(C, custom)
    await store.save_settings(C, custom)
    assert await store.settings(C) == custom
    assert await store.prefs("marta") == PlayerPrefs()
    await store.save_prefs("marta", PlayerPrefs(dm_reminders=True))
    assert (await store.prefs("marta")).dm_reminders


async def test_ratings_are_recorded_once_per_table_and_ranked(store):
    ann = Rating(guild_id=G, game="dicerace", user_id="ann", name="Ann", games=1, wins=1, mu=30.0, sigma=2.0)
    bob = Rating(guild_id=G, game="dicerace", user_id="bob", name="Bob", games=1, wins=0, mu=20.0, sigma=2.0)
    assert await store.record_ratings(7, [ann, bob])
    assert not await store.record_ratings(7, [ann.model_copy(update={"wins": 99})])
    assert await store.ratings(G, "dicerace", ["ann", "bob", "nobody"]) == {"ann": ann, "bob": bob}
    assert await store.leaderboard(G, "dicerace") == [ann, bob]
    assert await store.leaderboard("other guild", "dicerace") == []


async def test_migrations_are_the_same_on_both_backends(postgres_url, tmp_path):
    """Migration n makes the same tables and columns in SQLite and in PostgreSQL."""
    from bot.store.postgres_migrations import PG_MIGRATIONS

    assert len(PG_MIGRATIONS) == len(MIGRATIONS)
    lite = SqliteStore(str(tmp_path / "schema.db"))
    await lite.open()
    tables = [r[0] for r in await lite.db.execute_fetchall("SELECT name FROM sqlite_master WHERE type = 'table' "
                                                           "AND name NOT LIKE 'sqlite_%'")]
    lite_columns = {t: [r[1] for r in await lite.db.execute_fetchall(f"PRAGMA table_info({t})")] for t in tables}
    await lite.close()
    pg = open_store(postgres_url)
    await pg.open()
    rows = await pg.pool.fetch(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' "
        "AND table_name <> 'schema_migrations' ORDER BY ordinal_position"
    )
    pg_columns: dict[str, list[str]] = {}
    for r in rows:
        pg_columns.setdefault(r[0], []).append(r[1])
    assert await pg.schema_version() == len(PG_MIGRATIONS)
    await pg.close()
    assert pg_columns == lite_columns


async def test_processes_starting_together_migrate_once(postgres_url):
    stores = [open_store(postgres_url) for _ in range(4)]
    await asyncio.gather(*(s.open() for s in stores))
    assert {await s.schema_version() for s in stores} == {len(MIGRATIONS)}
    await asyncio.gather(*(s.close() for s in stores))


def guild_on_shard(shard, count, n=1):
    """A Discord-like guild id on `shard` of `count`."""
    return str(((n * count + shard) << 22) | 12345)


async def test_each_process_sees_only_due_work_of_guilds_on_its_shards(postgres_url):
    from bot.shards import Shards, shard_of

    setup = open_store(postgres_url)
    await setup.open()
    guilds = {shard: guild_on_shard(shard, 2) for shard in (0, 1)}
    assert {shard_of(g, 2) for g in guilds.values()} == {0, 1}
    for shard, guild in guilds.items():
        table = await setup.create_table(a_table(channel=f"c{shard}", guild=guild))
        assert await setup.save_table(table.model_copy(update={"version": 1}), 0, None, [a_deadline(table)])
    processes = [open_store(postgres_url, Shards(2, (shard,))) for shard in (0, 1)]
    for p in processes:
        await p.open()
    seen = [[d.channel_id for d in await p.due_deadlines(T0)] for p in processes]
    assert seen == [["c0"], ["c1"]]
    assert len(await setup.due_deadlines(T0)) == 2  # an unsharded process serves every guild
    for store in (setup, *processes):
        await store.close()


async def test_a_deadline_claimed_by_two_processes_fires_once(postgres_url):
    stores = [open_store(postgres_url) for _ in range(2)]
    for s in stores:
        await s.open()
    table = await stores[0].create_table(a_table())
    due = [a_deadline(table, f"p{i}") for i in range(20)]
    assert await stores[0].save_table(table.model_copy(update={"version": 1}), 0, None, due)
    ids = [d.id for d in await stores[1].due_deadlines(T0)]
    claims = await asyncio.gather(*(s.fire_deadline(i) for i in ids for s in stores))
    assert claims.count(True) == 20
    for s in stores:
        await s.close()


def test_sqlite_refuses_to_serve_only_some_shards(tmp_path):
    from bot.shards import Shards

    with pytest.raises(ValueError, match="PostgreSQL"):
        open_store(f"sqlite:///{tmp_path}/x.db", Shards(2, (1,)))


def a_notice(table, dest=C, kind="table", n=0):
    return Outgoing(table_id=table.id, dest=dest, kind=kind, payload={"n": n, "text": "ü"}, created_at=T0)


async def test_the_outbox_goes_out_in_order_by_destination_in_fixed_batches(store):
    table = await store.create_table(a_table())
    notices = [a_notice(table, n=0), a_notice(table, n=1), a_notice(table, "dm:tom", "ping", 2),
               a_notice(table, kind="reminder", n=3)]
    assert await store.save_table(table.model_copy(update={"version": 1}), 0, outbox=notices)
    assert sorted(await store.outbox_dests()) == sorted([C, "dm:tom"])
    assert await store.backlog(T0) == (0, 4)
    first = await store.next_batch(C, lambda pending: 2)
    assert [o.payload["n"] for o in first] == [0, 1] and {o.batch for o in first} == {first[0].id}
    again = await store.next_batch(C, lambda pending: 3)  # not marked yet (a crash): the same message
    assert again == first
    assert await store.last_delivered(C) is None
    await store.finish_outbox([o.id for o in first], "delivered", message_id="1576008562147196961")
    assert await store.last_delivered(C) == 1576008562147196961  # a snowflake: past 2**53, kept exact
    rest = await store.next_batch(C, lambda pending: 5)
    assert [(o.kind, o.payload) for o in rest] == [("reminder", {"n": 3, "text": "ü"})]
    await store.finish_outbox([o.id for o in rest], "failed")
    assert await store.next_batch(C, lambda pending: 1) == []
    assert await store.outbox_dests() == ["dm:tom"]
    [ping] = await store.next_batch("dm:tom", lambda pending: 1)
    await store.finish_outbox([ping.id], "delivered", message_id="1576008562147196999")
    assert (await store.last_delivered(C), await store.last_delivered("dm:tom")) == (1576008562147196961,
                                                                                     1576008562147196999)
    await store.finish_outbox([o.id for o in first], "delivered", message_id="976008562147196961")  # older
    assert await store.last_delivered(C) == 1576008562147196961, "the newest delivered message is kept"


async def test_a_save_that_claims_a_fired_deadline_writes_nothing(store):
    table = await store.create_table(a_table())
    assert await store.save_table(table.model_copy(update={"version": 1}), 0, None, [a_deadline(table)])
    deadline = (await store.pending_deadlines(table.id))[0]
    log = LogEntry(table_id=table.id, version=2, actor="marta", source="timeout", action={"do": "hold"}, at=T0)
    two = table.model_copy(update={"version": 2})
    assert await store.fire_deadline(deadline.id)  # a reminder's path, or another process, fired it first
    assert not await store.save_table(two, 1, log, [], claim=deadline.id, outbox=[a_notice(table)])
    assert (await store.table(table.id)).version == 1
    assert await store.actions(table.id) == [] and await store.outbox_dests() == []


async def test_a_timeout_is_claimed_by_the_save_that_applies_it(store):
    table = await store.create_table(a_table())
    assert await store.save_table(table.model_copy(update={"version": 1}), 0, None, [a_deadline(table)])
    deadline = (await store.pending_deadlines(table.id))[0]
    assert await store.save_table(table.model_copy(update={"version": 2}), 1, claim=deadline.id)
    assert await store.due_deadlines(T0) == [] and not await store.fire_deadline(deadline.id)


async def test_postponed_work_falls_due_later(store):
    table = await store.create_table(a_table())
    assert await store.save_table(table.model_copy(update={"version": 1}), 0, None, [a_deadline(table)])
    deadline = (await store.pending_deadlines(table.id))[0]
    await store.postpone_deadline(deadline.id, T0 + timedelta(minutes=1))
    assert await store.due_deadlines(T0) == []
    assert [d.id for d in await store.due_deadlines(T0 + timedelta(minutes=1))] == [deadline.id]


async def test_a_finished_table_is_rated_in_its_save_once(store):
    table = await store.create_table(a_table())
    seen = []

    def rate(current):
        seen.append(current)
        old = current.get("marta") or Rating(guild_id=G, game="dicerace", user_id="marta", name="marta")
        return [old.model_copy(update={"games": old.games + 1, "wins": old.wins + 1})]

    finished = table.model_copy(update={"version": 1, "status": "finished"})
    assert await store.save_table(finished, 0, rate=rate)
    assert await store.save_table(finished.model_copy(update={"version": 2}), 1, rate=rate)  # rated already
    assert seen == [{}]
    assert [(r.games, r.wins) for r in await store.leaderboard(G, "dicerace")] == [(1, 1)]


async def test_the_latest_table_of_a_channel_is_found_after_it_ends(store):
    first = await store.create_table(a_table())
    assert await store.save_table(first.model_copy(update={"version": 1, "status": "abandoned"}), 0)
    assert await store.active_table(C) is None
    assert (await store.latest_table(C)).status == "abandoned"
    second = await store.create_table(a_table())
    assert (await store.latest_table(C)).id == second.id


async def test_two_processes_batching_one_destination_never_send_out_of_order(postgres_url):
    stores = [open_store(postgres_url) for _ in range(2)]
    for s in stores:
        await s.open()
    table = await stores[0].create_table(a_table())
    assert await stores[0].save_table(table.model_copy(update={"version": 1}), 0,
                                      outbox=[a_notice(table, n=n) for n in range(30)])
    sent: list[tuple[int, list[int]]] = []

    async def sender(store):
        while batch := await store.next_batch(C, lambda pending: 2):
            sent.append((batch[0].batch, [o.payload["n"] for o in batch]))
            await asyncio.sleep(0)
            await store.finish_outbox([o.id for o in batch], "delivered")

    await asyncio.gather(*(sender(s) for s in stores))
    messages = dict(sent)  # a message sent twice has one nonce (its batch): Discord shows it once
    assert all(messages[nonce] == numbers for nonce, numbers in sent)
    assert [n for numbers in messages.values() for n in numbers] == list(range(30))  # once each, in order
    for s in stores:
        await s.close()


async def test_each_process_delivers_only_notices_of_guilds_on_its_shards(postgres_url):
    from bot.shards import Shards

    setup = open_store(postgres_url)
    await setup.open()
    for shard in (0, 1):
        table = await setup.create_table(a_table(channel=f"c{shard}", guild=guild_on_shard(shard, 2)))
        assert await setup.save_table(table.model_copy(update={"version": 1}), 0,
                                      outbox=[a_notice(table, f"c{shard}"), a_notice(table, f"dm:u{shard}")])
    for shard in (0, 1):
        process = open_store(postgres_url, Shards(2, (shard,)))
        await process.open()
        assert sorted(await process.outbox_dests()) == sorted([f"c{shard}", f"dm:u{shard}"])
        assert (await process.backlog(T0))[1] == 2
        await process.close()
    await setup.close()


async def test_a_second_process_on_the_same_file_refuses_to_start_with_a_sentence(tmp_path):
    """One SQLite file, one bot process: a second one (an overlapping deploy) would claim the same work."""
    from bot.store import StoreInUse

    path = str(tmp_path / "one.db")
    first = SqliteStore(path)
    await first.open()
    second = SqliteStore(path)
    with pytest.raises(StoreInUse, match="Another Dicehall process is already using the database"):
        await second.open()
    for leftover in tmp_path.glob("*.lock"):  # a lock file beside the database, deleted: changes nothing
        leftover.unlink()
    with pytest.raises(StoreInUse):
        await SqliteStore(path).open()
    await first.close()
    await second.open()  # the first one stopped (a SIGKILL releases the lock too)
    await second.close()


def test_python_m_bot_says_why_it_will_not_start_next_to_another(tmp_path):
    import fcntl
    import os
    import subprocess
    import sys

    path = tmp_path / "busy.db"
    held = os.open(path, os.O_RDWR | os.O_CREAT)
    fcntl.flock(held, fcntl.LOCK_EX)
    env = {**os.environ, "DISCORD_TOKEN": "not-used", "DATABASE_URL": f"sqlite:///{path}", "PYTHONPATH": os.getcwd()}
    done = subprocess.run([sys.executable, "-m", "bot"], env=env, capture_output=True, text=True, timeout=60)
    os.close(held)
    assert done.returncode == 1
    assert "Another Dicehall process is already using the database" in done.stderr
