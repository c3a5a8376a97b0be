"""Databases written by earlier releases (tests/fixtures/database/<release>/) opened by this version:
the migrations run, every game in them loads and takes a move, deadlines, ratings and settings are
intact."""

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

RELEASES = fixtures.releases(fixtures.DATABASES)


class Release:
    """What a release's database held (its manifest), and that database opened by this version."""

    def __init__(self, manifest: dict, service: TableService):
        self.manifest = manifest
        self.service = service
        self.playing = [t for t in manifest["tables"] if t["status"] == "playing"]


@pytest_asyncio.fixture(params=RELEASES, ids=[r.name for r in RELEASES])
async def release(request, tmp_path):
    """The release's file, copied (the fixture itself stays as released), opened by today's store."""
    manifest = json.loads((request.param / "manifest.json").read_text())
    path = tmp_path / fixtures.DATABASE_FILE
    shutil.copyfile(request.param / fixtures.DATABASE_FILE, path)
    store = SqliteStore(str(path))
    await store.open()
    playing = [t for t in manifest["tables"] if t["status"] == "playing"]
    last_move = max(datetime.fromisoformat(d["set_at"]) for t in playing for d in t["deadlines"])
    yield Release(manifest, TableService(store, FakeClock(last_move + timedelta(minutes=5))))
    await store.close()


async def test_the_migrations_run_and_every_record_is_intact(release):
    store, manifest = release.service.store, release.manifest
    assert manifest["schema_version"] <= len(MIGRATIONS)
    assert await store.schema_version() == len(MIGRATIONS)
    for entry in manifest["tables"]:
        table = await store.table(entry["id"])
        assert (table.channel_id, table.game, table.status, table.version) == (
            entry["channel"], entry["game"], entry["status"], entry["version"])
        assert [s.model_dump() for s in table.seats] == entry["seats"]
        assert len(await store.actions(table.id)) == entry["log_lines"]
        deadlines = [d.model_dump(mode="json") for d in await store.pending_deadlines(table.id)]
        assert deadlines == entry["deadlines"]
    ratings = await release.service.leaderboard("guild-1", manifest["rated_game"])
    assert ratings and [r.model_dump() for r in ratings] == manifest["ratings"]
    for channel, settings in manifest["settings"].items():
        assert (await store.settings(channel)).model_dump(mode="json") == settings
    for user, prefs in manifest["prefs"].items():
        # every preference saved then reads the same; those added since take their defaults
        loaded = (await store.prefs(user)).model_dump()
        assert {k: loaded[k] for k in prefs} == prefs
        assert not loaded["digest"] and not loaded["dms_closed"]


async def test_every_game_in_progress_loads_and_takes_a_move(release):
    service = release.service
    assert {t["game"] for t in release.playing} <= set(fixtures.shipped_games())
    for entry in release.playing:
        table = await service.store.table(entry["id"])
        engine, state = service.engine_and_state(table)
        prompt = next(p for p in engine.awaiting(state) if not table.seat_named(p.player).ai)
        action = engine.legal_actions(state, prompt.player)[0]
        move = await service.act(table.channel_id, table.seat_named(prompt.player).user_id, action.do, action.args())
        assert move.table.version > entry["version"]
        service.engine_and_state(move.table)  # saved by this version, read by it
        if move.table.status == "playing":
            assert await service.store.pending_deadlines(table.id), "the next player's timer runs"


async def test_the_lobby_fills_and_starts(release):
    lobby = next(t for t in release.manifest["tables"] if t["status"] == "lobby")
    await release.service.join(lobby["channel"], "u-ben", "Ben")
    await release.service.add_ai(lobby["channel"], "u-ann")
    move = await release.service.start(lobby["channel"], "u-ann", seed=5)
    assert move.table.status == "playing"


async def test_the_pending_deadlines_fire_after_the_upgrade(release):
    versions = {t["id"]: t["version"] for t in release.playing}
    timeouts = [d["due_at"] for t in release.playing for d in t["deadlines"] if d["kind"] == "timeout"]
    notices = await release.service.tick(max(datetime.fromisoformat(due) for due in timeouts))
    timed_out = {n.table.id for n in notices if n.kind == "timeout" and n.move and n.move.applied}
    assert timed_out == set(versions)
    reminded = {n.player for n in notices if n.kind == "reminder" and n.dm}
    assert "Ann" in reminded  # Ann asked for her reminders by direct message
    for table_id, version in versions.items():
        assert (await release.service.store.table(table_id)).version > version
