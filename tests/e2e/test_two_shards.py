"""Two real bot processes serving the two shards of a bot on one PostgreSQL, through the stand-in (which
sends each shard only its guilds' events): a game in a guild on each shard, played by their timers; the
process of one shard is killed (SIGKILL) mid-run and restarted. While it is down its guild hears nothing
and the other guild plays on; afterwards every timeout was applied once, every notice was posted once
(by its nonce), no move was applied twice, and both games ended."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.store import open_store
from standin import StandIn
from tests.e2e.crash import batch_of

ROOT = Path(__file__).resolve().parents[2]
TIMER = timedelta(minutes=5)


def timeouts(standin: StandIn, channel: str) -> list:
    return [m for m in standin.channel_messages(channel) if m.content.startswith("⌛")]


class Process:
    def __init__(self, standin: StandIn, url: str, shard: int, clock_file: Path, log: Path):
        self.env = {**os.environ, **standin.environment(), "PYTHONPATH": str(ROOT), "DATABASE_URL": url,
                    "SHARD_COUNT": "2", "SHARD_IDS": str(shard)}
        self.args = [sys.executable, "-m", "tests.e2e.shard_bot", str(clock_file)]
        self.log = log.open("ab")
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(self.args, cwd=ROOT, env=self.env, stdout=self.log, stderr=self.log)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)


async def until(condition, timeout: float, what: str) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, f"timed out waiting for {what}"
        await asyncio.sleep(0.05)


def shards_connected(standin: StandIn) -> set[int]:
    return {s.shard[0] for s in standin.sessions if s.identified and not s.ws.closed and s.shard}


async def test_two_bot_processes_on_two_shards_survive_a_kill(postgres_url, tmp_path):
    clock_file = tmp_path / "clock"
    clock_file.write_text("0")
    offset = [0.0]

    def advance(delta: timedelta) -> None:
        offset[0] += delta.total_seconds()
        clock_file.write_text(str(offset[0]))

    async with StandIn(channels=("games", "general"), rate_limit_scale=0.05) as standin:
        first = standin.guild_id
        other = standin.add_guild("Second", ("games-b",), guild_id=first + (1 << 22))  # the other shard
        shard_of = {"games": (first >> 22) % 2, "games-b": (other >> 22) % 2}
        assert set(shard_of.values()) == {0, 1}
        processes = {shard: Process(standin, postgres_url, shard, clock_file, tmp_path / f"bot{shard}.log")
                     for shard in (0, 1)}
        store = open_store(postgres_url)
        await store.open()
        try:
            for process in processes.values():
                process.start()
            await until(lambda: shards_connected(standin) == {0, 1}, 60, "both shards to connect")
            await until(lambda: standin.find_command("game", first), 60, "the commands")
            for channel, names in (("games", ("ann", "bob")), ("games-b", ("cat", "dan"))):
                boss = standin.user(f"boss-{channel}", channel, manage_channels=True)
                await boss.slash("game settings", turn_timer="5m")
                people = [standin.user(name, channel) for name in names]
                await people[0].slash("game new", game="dicerace", options="target=30")
                await people[1].slash("game join")
                await people[0].slash("game start")
            await until(lambda: all(any(m.attachments for m in standin.channel_messages(c))
                                    for c in ("games", "games-b")), 30, "both tables posted")

            async def timer_passes(times: int = 1) -> None:
                for _ in range(times):
                    advance(TIMER + timedelta(seconds=1))
                    await asyncio.sleep(0.6)

            await timer_passes(2)
            await until(lambda: timeouts(standin, "games") and timeouts(standin, "games-b"), 30, "the first timeouts")
            victim = shard_of["games"]
            processes[victim].kill()
            await until(lambda: shards_connected(standin) == {1 - victim}, 30, "the killed shard to drop")
            heard_before = len(timeouts(standin, "games"))
            other_before = len(timeouts(standin, "games-b"))
            await timer_passes(2)
            assert len(timeouts(standin, "games")) == heard_before  # its shard's process is down
            assert len(timeouts(standin, "games-b")) > other_before  # the other shard plays on
            processes[victim].start()
            await until(lambda: shards_connected(standin) == {0, 1}, 60, "the restarted shard")

            async def finished() -> bool:
                tables = await store.pool.fetch("SELECT status FROM tables")
                pending = await store.pool.fetchval("SELECT count(*) FROM outbox WHERE status = 'pending'")
                return len(tables) == 2 and all(t[0] == "finished" for t in tables) and pending == 0

            end = time.monotonic() + 120
            while not await finished():
                assert time.monotonic() < end, "the games did not end"
                await timer_passes()
            assert len(timeouts(standin, "games")) > heard_before  # the restarted process took over
        finally:
            for process in processes.values():
                process.kill()

        logs = "".join((tmp_path / f"bot{s}.log").read_text(errors="replace") for s in (0, 1))
        assert "Traceback" not in logs, logs
        logged = Counter(tuple(r) for r in await store.pool.fetch(
            "SELECT table_id, version FROM actions WHERE source = 'timeout'"))
        claimed = Counter(tuple(r) for r in await store.pool.fetch(
            "SELECT table_id, fired_version FROM deadlines WHERE kind = 'timeout' AND fired_version IS NOT NULL"))
        assert logged and logged == claimed and set(claimed.values()) == {1}  # each timeout applied once
        for table_id in {t for t, _ in logged}:
            versions = [r[0] for r in await store.pool.fetch(
                "SELECT version FROM actions WHERE table_id = $1 ORDER BY version", table_id)]
            assert versions == list(range(len(versions)))  # no move applied twice or skipped
        statuses = Counter(r[0] for r in await store.pool.fetch("SELECT status FROM outbox"))
        assert statuses["delivered"] > 0 and set(statuses) == {"delivered"}
        batches = {f"dh{r[0]}" for r in await store.pool.fetch(
            "SELECT DISTINCT batch FROM outbox WHERE status = 'delivered'")}
        posted = Counter(batch for m in standin.messages if m.author.id == standin.bot.id  # a table carried by its
                         and (batch := batch_of(m)) is not None)  # move's interaction has no nonce, but a mark
        # every notice posted once (those delivered over an hour before, by the fast clock, are pruned already)
        assert set(posted) >= batches and set(posted.values()) == {1}
        overdue = await store.pool.fetchval("SELECT count(*) FROM deadlines WHERE fired = 0 AND due_at <= $1",
                                            datetime.now(UTC) + timedelta(seconds=offset[0] - 5))
        assert overdue == 0
        await store.close()
