"""A database written by the previous release (tests/fixtures/database) opened by this one: the
migrations run, every game in it loads and takes a move, deadlines, ratings and settings are intact."""

from __future__ import annotations

import json
import shutil
from datetime import datetime, timedelta

import pytest_asyncio

from bot.clock import FakeClock
from bot.service import TableService
from bot.store import SqliteStore
from bot.store.migrations import MIGRATIONS
from tests.fixtures import make_fixtures as fixtures

MANIFEST = json.loads((fixtures.DATABASE / "manifest.json").read_text())
PLAYING = [t for t in MANIFEST["tables"] if t["status"] == "playing"]


@pytest_asyncio.fixture
async def upgraded(tmp_path):
    """The release's file, copied (the fixture itself stays as released), opened by today's store."""
    path = tmp_path / "dicehall.sqlite"
    shutil.copyfile(fixtures.DATABASE_FILE, path)
    store = SqliteStore(str(path))
    await store.open()
    last_move = max([datetime.fromisoformat(d["set_at"]) for t in PLAYING for d in t["deadlines"]])
    clock = FakeClock(last_move + timedelta(minutes=5))
    yield TableService(store, clock)
    await store.close()


async def test_the_migrations_run_and_every_record_is_intact(upgraded):
    store = upgraded.store
    assert MANIFEST["schema_version"] <= len(MIGRATIONS)
    assert await store.schema_version() == len(MIGRATIONS)
    for entry in MANIFEST["tables"]:
        table = await store.table(entry["id"])
        assert (table.channel_id, table.game, table.status, table.version) == (
            entry["channel"], entry["game"], entry["status"], entry["version"])
        assert [s.model_dump() for s in table.seats] == entry["seats"]
        assert len(await store.actions(table.id)) == entry["log_lines"]
        deadlines = [d.model_dump(mode="json") for d in await store.pending_deadlines(table.id)]
        assert deadlines == entry["deadlines"]
    ratings = await upgraded.leaderboard("guild-1", MANIFEST["rated_game"])
    assert [r.model_dump() for r in ratings] == MANIFEST["ratings"] and ratings
    for channel, settings in MANIFEST["settings"].items():
        assert (await store.settings(channel)).model_dump(mode="json") == settings
    for user, prefs in MANIFEST["prefs"].items():
        assert (await store.prefs(user)).model_dump() == prefs


async def test_every_game_in_progress_loads_and_takes_a_move(upgraded):
    assert {t["game"] for t in PLAYING} == set(fixtures.shipped_games())
    for entry in PLAYING:
        table = await upgraded.store.table(entry["id"])
        engine, state = upgraded.engine_and_state(table)
        prompt = next(p for p in engine.awaiting(state) if not table.seat_named(p.player).ai)
        action = engine.legal_actions(state, prompt.player)[0]
        move = await upgraded.act(table.channel_id, table.seat_named(prompt.player).user_id, action.do, action.args())
        assert move.table.version > entry["version"]
        upgraded.engine_and_state(move.table)  # saved by this release, read by it
        if move.table.status == "playing":
            assert await upgraded.store.pending_deadlines(table.id), "the next player's timer runs"


async def test_the_lobby_fills_and_starts(upgraded):
    lobby = next(t for t in MANIFEST["tables"] if t["status"] == "lobby")
    await upgraded.join(lobby["channel"], "u-ben", "Ben")
    await upgraded.add_ai(lobby["channel"], "u-ann")
    move = await upgraded.start(lobby["channel"], "u-ann", seed=5)
    assert move.table.status == "playing"


async def test_the_pending_deadlines_fire_after_the_upgrade(upgraded):
    timeouts = {t["id"]: min(d["due_at"] for d in t["deadlines"] if d["kind"] == "timeout") for t in PLAYING}
    last = max(datetime.fromisoformat(due) for due in timeouts.values())
    notices = await upgraded.tick(last)
    timed_out = {n.table.id for n in notices if n.kind == "timeout" and n.move and n.move.applied}
    assert timed_out == set(timeouts)
    reminded = {n.player for n in notices if n.kind == "reminder" and n.dm}
    assert "Ann" in reminded  # Ann asked for her reminders by direct message
    for table_id in timeouts:
        assert (await upgraded.store.table(table_id)).version > next(t["version"] for t in PLAYING
                                                                     if t["id"] == table_id)
