"""Moving up: `python -m bot copy` moves an SQLite database into PostgreSQL without loss, and back."""

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from bot.clock import FakeClock
from bot.models import Posted
from bot.seasons import end_seasons, set_server_settings
from bot.service import TableService
from bot.store import open_store, thinking
from bot.store.copy import COPIED_TABLES, CopyRefused, columns, copy_database, is_timestamp, read_page

ROOT = Path(__file__).resolve().parents[2]


async def play_some_games(service: TableService, clock: FakeClock) -> None:
    """Every kind of row: a finished and rated game, a game in play with deadlines and a posted reminder,
    an abandoned lobby, channel settings and player preferences (one on the daily digest), a server playing monthly
    seasons with one season ended, a costly ask, a command answered with "thinking…"."""
    await set_server_settings(service, "g", "c1", can_manage_server=True, season="monthly")
    await service.update_settings("c1", can_manage_channel=True, turn_timer=timedelta(hours=5), quiet=True)
    await service.set_reminders("marta", dm=True)
    await service.new_table("g", "c1", "dicerace", "marta", "Märta", {"target": 8})
    await service.join("c1", "tom", "tom")
    move = await service.start("c1", "marta", seed=5)
    while move.table.status == "playing":
        player = service.awaiting(move.table)[0].player
        clock.advance(timedelta(minutes=7, microseconds=13))
        total = service.engine_and_state(move.table)[1].turn_total
        move = await service.act("c1", move.table.seat_named(player).user_id, "hold" if total else "roll")
    await service.new_table("g", "c2", "dicerace", "tom", "tom", {"target": 1000})
    await service.join("c2", "ann", "ann")
    await service.start("c2", "tom", seed=9)
    await service.act("c2", "tom", "roll")
    await service.new_table("g", "c3", "dicerace", "ann", "ann")
    await service.abandon("c3", "ann", can_manage_channel=False)
    await service.set_reminders("tom", digest=True)
    clock.advance(timedelta(days=31))
    await end_seasons(service, clock.now())
    table = await service.store.active_table("c2")
    await service.store.record_posted(Posted(message_id="987654321", table_id=table.id, channel_id="c2",
                                             kind="reminder", player="tom", deadline_at=clock.now(),
                                             posted_at=clock.now()))
    delivered = await service.store.next_batch("c2", lambda pending: 1)
    await service.store.finish_outbox([n.id for n in delivered], "delivered", message_id="987654322")
    await service.store.guild_left("a-server-that-removed-the-bot", clock.now(), clock.now() + timedelta(days=30))
    await service.cooldowns.check("ann", "look")  # a person's costly ask within the last minute
    command = thinking.Thinking("1234567890", "42", "a-token", "g", "de")  # a command answered with "thinking…"
    await service.store.in_transaction(lambda rows: thinking.note(rows, command, "a-boot", clock.now()))


async def dump(store) -> dict[str, list[tuple]]:
    tables = {}
    for table in COPIED_TABLES:
        names = await columns(store, table)
        tables[table] = await read_page(store, table, names, None)
    return tables


async def test_a_round_trip_sqlite_postgresql_sqlite_loses_nothing(tmp_path, postgres_url):
    clock = FakeClock()
    original = open_store(f"sqlite:///{tmp_path}/old.db")
    await original.open()
    await play_some_games(TableService(original, clock), clock)
    before = await dump(original)
    assert all(before.values()), {t: len(rows) for t, rows in before.items()}

    moved = open_store(postgres_url)
    await moved.open()
    copied = await copy_database(original, moved)
    assert copied == {t: len(rows) for t, rows in before.items()}
    assert await dump(moved) == before

    back = open_store(f"sqlite:///{tmp_path}/back.db")
    await back.open()
    await copy_database(moved, back)
    assert await dump(back) == before
    for table in COPIED_TABLES:  # byte for byte, timestamps' text too
        every_row = f"SELECT * FROM {table} ORDER BY {COPIED_TABLES[table]}"
        assert await back.db.execute_fetchall(every_row) == await original.db.execute_fetchall(every_row)

    # the moved database plays on: the game in c2 continues, and new rows get new ids
    service = TableService(moved, clock)
    table = await service.table("c2")
    assert table == await original.active_table("c2")
    player = service.awaiting(table)[0].player
    after = await service.act("c2", table.seat_named(player).user_id, "roll")
    assert after.table.version == table.version + 1
    newest = await service.new_table("g", "c4", "dicerace", "bob", "bob")
    assert newest.id > max(row[0] for row in before["tables"])
    for store in (original, moved, back):
        await store.close()


async def test_a_copy_in_pages_of_two_rows_loses_nothing(tmp_path, postgres_url, monkeypatch):
    """Pages follow one another by key (issue 42: an OFFSET counted every earlier row again): with pages of
    two rows every table, keys of one column and of several, goes over many pages, both ways."""
    monkeypatch.setattr("bot.store.copy.PAGE", 2)
    clock = FakeClock()
    original = open_store(f"sqlite:///{tmp_path}/old.db")
    await original.open()
    await play_some_games(TableService(original, clock), clock)
    moved, back = open_store(postgres_url), open_store(f"sqlite:///{tmp_path}/back.db")
    await moved.open()
    await back.open()
    await copy_database(original, moved)
    copied = await copy_database(moved, back)
    assert copied["actions"] > 4 and copied["tables"] > 2  # keys of two columns and of one, over several pages
    for table in COPIED_TABLES:
        every_row = f"SELECT * FROM {table} ORDER BY {COPIED_TABLES[table]}"
        assert await back.db.execute_fetchall(every_row) == await original.db.execute_fetchall(every_row)
    for store in (original, moved, back):
        await store.close()


async def test_a_copy_goes_only_into_an_empty_database(tmp_path, postgres_url):
    clock = FakeClock()
    source, target = open_store(f"sqlite:///{tmp_path}/a.db"), open_store(postgres_url)
    await source.open()
    await target.open()
    await TableService(source, clock).new_table("g", "c", "dicerace", "marta", "marta")
    await copy_database(source, target)
    with pytest.raises(CopyRefused, match="empty"):
        await copy_database(source, target)
    await source.close()
    await target.close()


async def test_the_copy_knows_every_table_and_timestamp_column(postgres_url):
    store = open_store(postgres_url)
    await store.open()
    tables = {r[0] for r in await store.pool.fetch(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")}
    assert tables - {"schema_migrations"} == set(COPIED_TABLES)
    rows = await store.pool.fetch("SELECT column_name, data_type FROM information_schema.columns "
                                  "WHERE table_schema = 'public' AND table_name <> 'schema_migrations'")
    assert {r[0] for r in rows if r[1] == "timestamp with time zone"} == {r[0] for r in rows if is_timestamp(r[0])}
    await store.close()


def test_migrate_and_copy_from_the_command_line(tmp_path, postgres_url):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": f"sqlite:///{tmp_path}/cli.db"}
    migrated = subprocess.run([sys.executable, "-m", "bot", "migrate"], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=60)
    assert migrated.returncode == 0, migrated.stderr
    assert "schema version" in migrated.stdout
    copied = subprocess.run([sys.executable, "-m", "bot", "copy", env["DATABASE_URL"], postgres_url], cwd=tmp_path,
                            env=env, capture_output=True, text=True, timeout=60)
    assert copied.returncode == 0, copied.stderr
    assert "Copied 0 tables" in copied.stdout
    again = subprocess.run([sys.executable, "-m", "bot", "copy", env["DATABASE_URL"], postgres_url], cwd=tmp_path,
                           env=env, capture_output=True, text=True, timeout=60)
    assert again.returncode == 0, again.stderr  # an empty source leaves the target empty: copying again is fine
