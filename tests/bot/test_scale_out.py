"""Two bot processes serving two shards on one PostgreSQL, one killed (SIGKILL) mid-run and restarted:
every deadline fires once, by the process serving its guild's shard; every notice is delivered once; no
move is applied twice. The processes are tests/shard_worker.py (the service's deadline loop and an outbox
sender, without Discord), with time running 600 times faster so that five-minute timers fall due."""

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from datetime import timedelta
from pathlib import Path

import pytest

from bot.service import TableService
from bot.shards import shard_of
from bot.store import open_store
from tests.shard_worker import FastClock

ROOT = Path(__file__).resolve().parents[2]
SPEED = 600.0
GAMES_PER_SHARD = 3


def guild_on_shard(shard: int, count: int, n: int) -> str:
    return str(((n * count + shard) << 22) | 4242)


def read_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


class Worker:
    def __init__(self, url: str, shard: int, t0: float, folder: Path):
        self.args = [sys.executable, "-m", "tests.shard_worker", url, "2", str(shard), str(t0), str(SPEED),
                     str(folder)]
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(self.args, cwd=ROOT, env=env, stderr=subprocess.PIPE)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> str:
        if self.process.poll() is None:
            self.kill()
        return self.process.stderr.read().decode(errors="replace")


async def until(condition, timeout: float, what: str) -> None:
    end = time.monotonic() + timeout
    while not await condition():
        assert time.monotonic() < end, f"timed out waiting for {what}"
        await asyncio.sleep(0.1)


async def test_two_processes_on_two_shards_survive_a_kill_with_nothing_lost_or_doubled(postgres_url, tmp_path):
    t0 = time.time()
    store = open_store(postgres_url)
    await store.open()
    service = TableService(store, FastClock(t0, SPEED))
    tables = []
    for shard in (0, 1):
        for n in range(1, GAMES_PER_SHARD + 1):
            guild, channel = guild_on_shard(shard, 2, n), f"c{shard}-{n}"
            await service.update_settings(channel, can_manage_channel=True, turn_timer=timedelta(minutes=5))
            await service.new_table(guild, channel, "dicerace", f"{channel}-a", "ann", {"target": 30})
            await service.join(channel, f"{channel}-b", "bob")
            tables.append((await service.start(channel, f"{channel}-a", seed=n)).table)
    assert {shard_of(t.guild_id, 2) for t in tables} == {0, 1}

    workers = [Worker(postgres_url, shard, t0, tmp_path) for shard in (0, 1)]
    errors = ""
    try:
        for worker in workers:
            worker.start()

        async def some_timeouts_fired():
            return len([f for f in read_lines(tmp_path / "fired") if f["kind"] == "timeout"]) >= 4

        await until(some_timeouts_fired, 30, "the first timeouts")
        workers[0].kill()  # mid-run: games on its shard still have timers running
        playing = [t for t in tables if (await store.table(t.id)).status == "playing"]
        assert any(shard_of(t.guild_id, 2) == 0 for t in playing)
        await asyncio.sleep(1.0)
        workers[0].start()

        async def all_finished_and_delivered():
            finished = all([(await store.table(t.id)).status == "finished" for t in tables])
            return finished and (await store.backlog(FastClock(t0, SPEED).now()))[1] == 0

        await until(all_finished_and_delivered, 90, "every game to end and every notice to go out")
    finally:
        for worker in workers:
            errors += worker.stop()
    assert "Traceback" not in errors, errors

    fired = read_lines(tmp_path / "fired")
    assert all(shard_of(f["guild"], 2) in f["shards"] for f in fired)  # each process did its own shards' work
    assert {s for f in fired for s in f["shards"]} == {0, 1}
    assert len(read_lines(tmp_path / "started")) == 3

    for table in tables:
        saved = await store.table(table.id)
        log = await store.actions(table.id)
        assert [e.version for e in log] == list(range(saved.version + 1))  # no move applied twice or lost
        timeouts = [e for e in log if e.source == "timeout"]
        claimed = await store.pool.fetch(
            "SELECT fired_version FROM deadlines WHERE table_id = $1 AND kind = 'timeout' "
            "AND fired_version IS NOT NULL", table.id)
        assert sorted(r[0] for r in claimed) == [e.version for e in timeouts]  # each timeout applied once
        assert timeouts, "the game was meant to be played by its timers"
    overdue = await store.pool.fetchval("SELECT count(*) FROM deadlines WHERE fired = 0 AND due_at <= $1",
                                        FastClock(t0, SPEED).now())
    assert overdue == 0

    sent = read_lines(tmp_path / "sink")
    by_nonce: dict[int, set[int]] = {}
    for message in sent:  # a resend after the kill carries the same nonce: Discord shows it once
        assert by_nonce.setdefault(message["nonce"], set(message["ids"])) == set(message["ids"])
    delivered = Counter(i for ids in by_nonce.values() for i in ids)
    rows = await store.pool.fetch("SELECT id, status FROM outbox")  # (delivered an hour ago: pruned)
    assert rows and all(r[1] == "delivered" for r in rows)
    assert set(delivered) >= {r[0] for r in rows} and set(delivered.values()) == {1}  # each in exactly one message
    await store.close()


# --- the scale-out bench (`python -m bench --database URL --processes N`), run briefly -------------------

def bench_run(argv: list[str], out: Path) -> tuple[int, dict]:
    from bench.__main__ import main

    code = main([*argv, "--scales", "6", "--moves", "16", "--tasks", "2", "--games", "thrown", "--out", str(out)])
    return code, json.loads(out.read_text()) if out.exists() else {}


async def test_the_scale_out_bench_runs_on_sqlite(tmp_path):
    code, result = await asyncio.to_thread(bench_run, ["--database", f"sqlite:///{tmp_path}/bench.db"],
                                           tmp_path / "out.json")
    assert code == 0
    [run] = result["runs"]
    assert run["database"] == "sqlite" and run["processes"] == 1 and run["moves"] > 0


async def test_the_scale_out_bench_runs_two_processes_on_postgresql(postgres_url, tmp_path):
    code, result = await asyncio.to_thread(bench_run, ["--database", postgres_url, "--processes", "2"],
                                           tmp_path / "out.json")
    assert code == 0
    [run] = result["runs"]
    assert run["database"] == "postgresql" and run["processes"] == 2 and run["moves"] > 0


async def test_the_scale_out_bench_refuses_several_processes_on_sqlite_instead_of_hanging(tmp_path, capsys):
    started = time.monotonic()
    code, result = await asyncio.to_thread(
        bench_run, ["--database", f"sqlite:///{tmp_path}/bench.db", "--processes", "2"], tmp_path / "out.json")
    assert code == 2 and result == {} and time.monotonic() - started < 5
    assert "SQLite serves one bot process" in capsys.readouterr().err


def test_a_bench_process_that_fails_is_reported_not_waited_for(monkeypatch):
    """Planted: a database the bench process cannot reach (the games are not populated there first). The
    parent hears the child's failure instead of waiting for its figures."""
    import bench.scale_out as scale_out

    async def no_population(url, live_games, games, seed):
        return []

    monkeypatch.setattr(scale_out, "_populate", no_population)
    started = time.monotonic()
    with pytest.raises(RuntimeError, match="A bench process failed"):
        scale_out.run_scale_out("postgresql://dicehall@127.0.0.1:1/nowhere", 2, 4, 1, 1, ["thrown"])
    assert time.monotonic() - started < 60


async def test_the_people_bench_runs_briefly_through_the_stand_in(tmp_path):
    """`python -m bench --discord-rate`: people clicking through the stand-in against `python -m bot`, pinned to
    one core; every click's table comes, once, with no 429."""
    from bench.__main__ import main

    out = tmp_path / "people.json"
    core = min(os.sched_getaffinity(0))
    argv = ["--discord-rate", "4", "--seconds", "3", "--channels", "6", "--bot-cpus", str(core), "--out", str(out)]
    code = await asyncio.to_thread(main, argv)
    assert code == 0
    [run] = json.loads(out.read_text())["runs"]
    assert run["clicks"] > 0 and run["tables"] == run["clicks"] and run["missing"] == 0 and run["doubled"] == []
    assert run["global_429"] == 0 and run["other_429"] == 0
    assert run["bot_cpus"] == [core]
    assert run["harness_loop_lag"]["samples"] > 100, "the harness measured its own loop all through the run"
    assert run["bot_loop_lag"]["samples"] > 100, "the bot's own loop lag, read from its metrics before and after"
    assert 0 <= run["bot_loop_lag"]["off_core_share"] <= 1
    assert 0 <= run["bot_cores_stolen"] <= 1


def test_the_people_bench_reads_the_steal_of_the_bots_cores_from_proc_stat():
    """/proc/stat's columns: user nice system idle iowait irq softirq steal (then guests, counted in user)."""
    from bench.people_at_rate import core_ticks

    stat = ("cpu  2063575 912651 132185 3316535 18752 0 26423 12183 0 0\n"
            "cpu0 1074381 478072 66742 1592892 10738 0 12092 6006 0 0\n"
            "cpu1 989193 434579 65443 1723642 8014 0 14331 6177 0 0\n"
            "intr 123 0 0\n")
    assert core_ticks(frozenset({1}), stat) == (6177, 989193 + 434579 + 65443 + 1723642 + 8014 + 14331 + 6177)
    assert core_ticks(None, stat)[0] == 6006 + 6177, "every core, not the sum line again"
    steal, total = core_ticks(None)
    assert 0 <= steal <= total


def test_the_people_bench_holds_back_its_own_full_collections_while_it_measures():
    """The stand-in's records grow all run; a full collection of them stalled its loop (and so every click's
    measure) up to 233 ms. Objects that live on inside the measured block bring no full collection, and the
    collector is as it was after it."""
    import gc

    from bench.people_at_rate import harness_collector_held

    def full_collections_while_keeping(objects: int) -> int:
        full = []
        track = lambda phase, info: full.append(1) if phase == "stop" and info["generation"] == 2 else None  # noqa: E731
        gc.callbacks.append(track)
        try:
            kept = [[] for _ in range(objects)]
        finally:
            gc.callbacks.remove(track)
        del kept
        return len(full)

    before = gc.get_threshold()
    assert full_collections_while_keeping(2_000_000) > 0, "keeping that many brings full collections unheld"
    with harness_collector_held():
        assert full_collections_while_keeping(2_000_000) == 0
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def test_bot_cores_are_read_as_linux_lists_them():
    from bench.__main__ import cpu_list

    assert cpu_list("0,1") == {0, 1}
    assert cpu_list("0-3,8") == {0, 1, 2, 3, 8}
    assert cpu_list("5") == {5}
