"""`python -m bench --discord-rate 100 --seconds 60 [--bot-processes 2 --database postgresql://…]`: people
clicking the tables' buttons at a steady rate, through the stand-in with Discord's real limits (50 requests
a second per bot token over all routes but the interaction endpoints, 5 messages per 5 s in a channel),
against the real bot started as `python -m bot` (one process, or one per shard of SHARD_COUNT on one
PostgreSQL). Measured: from the click to the new table in the channel (the interaction's response filled
in, or a channel post), every table reaching its channel once, and the stand-in's 429s."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from bench.service_level import core_ticks, quantile
from bot.looplag import LoopLag
from standin import StandIn
from standin.records import Interaction, Message

SETUP_AT_ONCE = 20
"""Channels whose games are opened at the same time while setting up."""
PER_CHANNEL_PAUSE = 1.2
"""Seconds a channel's player waits after their table came: Discord lets a bot edit 5 messages per 5 s in a
channel (the old table's buttons come off after each move)."""
TABLE_WITHIN = 30.0
"""A click whose table has not come by then is counted missing."""
WINDOW = 10
"""Seconds of the run over which a p99 is given too: whether the tail grows as the run goes on."""
SKIPPED_LABELS = ("My options", "Rules", "Rematch")
"""Buttons that bring no new table: private answers, and a finished game's rematch (its answer is a lobby, which
has no picture, so it was counted missing). A finished game's channel rests."""


class Clicks:
    """Each channel's click in flight and when its table came, from the stand-in's messages as they change."""

    def __init__(self, standin: StandIn):
        self.standin = standin
        self.waiting: dict[int, tuple[float, asyncio.Future[Message]]] = {}
        self.latencies: list[float] = []
        self.answered: list[float] = []
        """From the click to the bot's answer to it (its buttons off), whose table follows."""
        self.came_at: list[float] = []
        self.missing: list[str] = []
        """What the bot answered to each click whose table never came."""
        standin.listeners.append(self.seen)

    def seen(self, kind: str, message: Message) -> None:
        pending = self.waiting.get(message.channel.id)
        if pending is None or kind == "delete" or message.loading or message.ephemeral or not message.images:
            return
        started, table = pending
        if message.created_at >= started and not table.done():  # a new message (not the old table's buttons going)
            self.latencies.append(time.time() - started)
            self.came_at.append(time.monotonic())
            table.set_result(message)

    async def click(self, person, message: Message, label: str) -> Message | None:
        table: asyncio.Future[Message] = asyncio.get_running_loop().create_future()
        self.waiting[message.channel.id] = (time.time(), table)
        try:
            inter = await person.click(message, label)
            came = await asyncio.wait_for(table, TABLE_WITHIN)
        except TimeoutError:
            said = " / ".join(m.content[:160] for m in inter.touched if m.ephemeral)
            self.missing.append(f"{inter.label}: answered {inter.response_type}, privately: {said or 'nothing'}; "
                                f"problems: {'; '.join(map(str, inter.problems)) or 'none'}")
            return None
        finally:
            self.waiting.pop(message.channel.id, None)
        if inter.acked_at is not None:
            self.answered.append(inter.acked_at - inter.created)
        return came


def cpu_seconds(roots: list[int]) -> tuple[float, float]:
    """CPU time spent so far by these processes, and by them with all their descendants (the bot, its fork
    server and picture workers), read from /proc: Linux only, as the bench is."""
    parents: dict[int, int] = {}
    spent: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        parents[int(entry.name)] = int(fields[1])
        spent[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick

    def under_roots(pid: int) -> bool:
        while pid > 1:
            if pid in roots:
                return True
            pid = parents.get(pid, 0)
        return False
    return sum(spent.get(pid, 0.0) for pid in roots), sum(cpu for pid, cpu in spent.items() if under_roots(pid))


async def dispatch_only(standin: StandIn, inter: Interaction) -> Interaction:
    """Send an interaction without waiting for the bot to go quiet (thousands are under way at once)."""
    standin.interactions[inter.id] = inter
    await standin.live_session(int(inter.payload.get("guild_id") or 0)).dispatch("INTERACTION_CREATE", inter.payload)
    return inter


@contextlib.contextmanager
def harness_collector_held():
    """The stand-in and the people (this process) hold back Python's full collections while they measure. Their
    records grow all through a run (every message, every click), so each full collection walks more: 97, 122,
    173 and 233 ms at 6, 24, 42 and 59 s of a 75-a-second run here. Meanwhile the stand-in answered no request
    and saw no message, and every click under way then was counted that much slower: the bot's tables were a
    tenth of a second late all at once, four times a run (the bot's own loop stalled no more than 57 ms). What
    exists once the run starts is frozen out of every collection; the young generations are still collected,
    and a cycle that outlives them waits for the run's end."""
    gc.collect()
    gc.freeze()
    thresholds = gc.get_threshold()
    gc.set_threshold(thresholds[0], thresholds[1], 1_000_000)
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


def doubled_tables(messages: list[Message], bot_id: int) -> list[str]:
    """Tables the bot showed twice in one channel: two messages with the picture of one game's version (the
    outbox batch's mark in the file name left out)."""
    shown = Counter((m.channel.id, re.sub(r"-dh\d+(?=\.)", "", m.images[0].filename)) for m in messages
                    if m.author.id == bot_id and m.public and m.images)
    return [f"{name} in {channel}: {n} times" for (channel, name), n in shown.items() if n > 1]


def buttons_of(message: Message) -> list[str]:
    return [b.get("label") or "" for b in message.buttons()
            if b.get("style") != 5 and not (b.get("label") or "").startswith(SKIPPED_LABELS)]


def bot_processes(standin: StandIn, database: str, metrics_ports: list[int], folder: Path,
                  cpus: frozenset[int] | None = None) -> list[subprocess.Popen]:
    """The real bot, `python -m bot`, pointed at the stand-in: one process, or one per shard, each serving its
    metrics on its port of `metrics_ports`; pinned to `cpus` where given (its picture workers inherit the
    pinning)."""
    started = []
    processes = len(metrics_ports)
    for shard, port in enumerate(metrics_ports):
        env = {**os.environ, **standin.environment(), "DATABASE_URL": database, "LOG_LEVEL": "WARNING",
               "SYNCED_COMMANDS_FILE": str(folder / f"synced-{shard}.json"), "METRICS_PORT": str(port)}
        if processes > 1:
            env |= {"SHARD_COUNT": str(processes), "SHARD_IDS": str(shard)}
        log = (folder / f"bot-{shard}.log").open("ab")
        pin = (lambda: os.sched_setaffinity(0, cpus)) if cpus else None
        started.append(subprocess.Popen([sys.executable, "-m", "bot"], env=env, stdout=log, stderr=log,
                                        preexec_fn=pin))
    return started


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def loop_lag_counted(ports: list[int]) -> dict[str, float]:
    """The bots' own loop lag so far, from their metrics (bot/looplag.py), summed over the processes: samples,
    the lag, those later than 5 and 50 ms, and how much of the lag their loops' threads did not run."""
    counted = Counter[str]()
    async with aiohttp.ClientSession() as session:
        for port in ports:
            async with session.get(f"http://127.0.0.1:{port}/metrics") as answer:
                text = await answer.text()
            for family in text_string_to_metric_families(text):
                for sample in family.samples:
                    if sample.name == "dicehall_loop_lag_seconds_sum":
                        counted["lag_seconds"] += sample.value
                    elif sample.name == "dicehall_loop_lag_seconds_count":
                        counted["samples"] += sample.value
                    elif sample.name == "dicehall_loop_lag_seconds_bucket" and sample.labels["le"] in ("0.005", "0.05"):
                        counted[f"within_{sample.labels['le']}"] += sample.value
                    elif sample.name == "dicehall_loop_lag_off_core_seconds_total":
                        counted["off_core_seconds"] += sample.value
    return dict(counted)


def bot_loop_lag(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """The bots' loop lag over the run, from their metrics read before and after it."""
    run = {key: after.get(key, 0.0) - before.get(key, 0.0) for key in after}
    samples = max(run.get("samples", 0.0), 1.0)
    return {"samples": run.get("samples", 0.0),
            "mean_ms": 1000 * run.get("lag_seconds", 0.0) / samples,
            "later_than_5ms": (samples - run.get("within_0.005", 0.0)) / samples,
            "later_than_50ms": (samples - run.get("within_0.05", 0.0)) / samples,
            "off_core_share": run.get("off_core_seconds", 0.0) / max(run.get("lag_seconds", 0.0), 1e-9)}


async def until_ready(standin: StandIn, processes: list[subprocess.Popen], guilds: list[int]) -> None:
    deadline = time.monotonic() + 120
    while not all(standin.find_command("game", g) for g in guilds) or \
            sum(1 for s in standin.sessions if s.identified and not s.ws.closed) < len(processes):
        if any(p.poll() is not None for p in processes) or time.monotonic() > deadline:
            raise RuntimeError("the bot processes did not connect (see their logs)")
        await asyncio.sleep(0.1)


async def open_game(standin: StandIn, person, game: str) -> Message:
    """A game against an AI seat in the person's channel; its first table (the bot runs in another process:
    the stand-in cannot tell when it went quiet, so the table is waited for)."""
    for command in ("game new", "game addbot", "game start"):
        asked = await person.slash(command, **({"game": game} if command == "game new" else {}))
        await standin.wait_for(lambda a=asked: a.response_type is not None and not (a.original and a.original.loading),
                               timeout=TABLE_WITHIN, what=f"the answer to /{command}")
    here = person.channel.id
    return await standin.wait_for(lambda: next((m for m in reversed(standin.messages) if m.channel.id == here
                                                and m.images and m.public and m.buttons()), None),
                                  timeout=TABLE_WITHIN, what="the first table")


async def run_people(rate: float, seconds: float, processes: int, database: str | None, game: str,
                     channels: int, seed: int = 1, bot_cpus: frozenset[int] | None = None) -> dict:
    rand = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        async with StandIn(channels=(), settle_timeout=120.0) as standin:
            guilds = [standin.add_guild(f"guild-{shard}", tuple(f"t{shard}-{i}" for i in range(channels // processes)),
                                        guild_id=((4242 + shard) << 22 | shard) if processes > 1 else None)
                      for shard in range(processes)]
            if processes > 1:  # Discord's rule: shard = (guild_id >> 22) % count
                assert sorted((g >> 22) % processes for g in guilds) == list(range(processes))
            url = database or f"sqlite:///{folder}/bench.db"
            ports = [free_port() for _ in range(processes)]
            bots = bot_processes(standin, url, ports, Path(folder), bot_cpus)
            try:
                await until_ready(standin, bots, guilds)
                names = [n for n in standin.channels if n.startswith("t")]
                people = [standin.user(f"p-{n}", n) for n in names]
                tables: dict[int, Message] = {}
                for start in range(0, len(people), SETUP_AT_ONCE):
                    chunk = people[start:start + SETUP_AT_ONCE]
                    for person, table in zip(chunk, await asyncio.gather(*(open_game(standin, p, game) for p in chunk)),
                                             strict=True):
                        tables[person.id] = table
                standin.take_problems()  # the setup's (none expected): the run's own are reported
                refused_before = dict(standin.rate_limits.refused)
                standin.run_interaction = lambda inter: dispatch_only(standin, inter)  # type: ignore[method-assign]
                clicks, missing, sent = Clicks(standin), [0], [0]
                free: asyncio.Queue = asyncio.Queue()
                for person in people:
                    free.put_nowait(person)

                async def play(person) -> None:
                    labels = buttons_of(tables[person.id])
                    if labels:
                        sent[0] += 1
                        came = await clicks.click(person, tables[person.id], rand.choice(labels))
                        if came is None:
                            missing[0] += 1
                        else:
                            tables[person.id] = came
                    await asyncio.sleep(PER_CHANNEL_PAUSE)
                    free.put_nowait(person)

                harness = LoopLag(stall=float("inf"))  # the harness's own lag: not the bot's, so not logged
                with harness_collector_held():
                    harness.start()
                    began = time.monotonic()
                    cpu_began = cpu_seconds([b.pid for b in bots]), time.process_time()
                    ticks_began = core_ticks(bot_cpus)
                    lag_began = await loop_lag_counted(ports)
                    playing = set()
                    while time.monotonic() - began < seconds:
                        person = await free.get()
                        task = asyncio.create_task(play(person))
                        playing.add(task)
                        task.add_done_callback(playing.discard)
                        await asyncio.sleep(max(0.0, began + sent[0] / rate - time.monotonic()))
                    wall = time.monotonic() - began
                    await asyncio.gather(*playing)
                    spent = time.monotonic() - began
                    await harness.stop()
                bots_lag = bot_loop_lag(lag_began, await loop_lag_counted(ports))
                bot_loops, bot_all = (now - then for now, then in zip(cpu_seconds([b.pid for b in bots]), cpu_began[0],
                                                                      strict=True))
                people_cores = (time.process_time() - cpu_began[1]) / spent
                stolen, ticks = (now - then for now, then in zip(core_ticks(bot_cpus), ticks_began, strict=True))
                refused = {k: v - refused_before.get(k, 0) for k, v in standin.rate_limits.refused.items()}
                problems = standin.take_problems()
            finally:
                for bot in bots:
                    bot.terminate()
                for bot in bots:
                    bot.wait(timeout=30)
    lat = clicks.latencies
    windows = [[1000 * x for x, at in zip(lat, clicks.came_at, strict=True) if w <= at - began < w + WINDOW]
               for w in range(0, int(seconds), WINDOW)]
    return {"game": game, "rate": rate, "seconds": seconds, "processes": processes, "channels": channels,
            "bot_cpus": sorted(bot_cpus) if bot_cpus else None, "bot_cores_used": bot_all / spent,
            "bot_processes_cores_used": bot_loops / spent,
            "people_and_standin_cores_used": people_cores, "harness_loop_lag": harness.figures(),
            "bot_loop_lag": bots_lag,
            "bot_cores_stolen": stolen / max(ticks, 1),
            "clicks": sent[0], "clicks_per_second": sent[0] / wall, "tables": len(lat), "missing": missing[0],
            "missing_answers": clicks.missing[:20],
            "p50_ms": 1000 * quantile(lat, 0.5), "p99_ms": 1000 * quantile(lat, 0.99), "max_ms": 1000 * max(lat or [0]),
            "global_429": refused.get("global", 0), "other_429": sum(v for k, v in refused.items() if k != "global"),
            "answered_p50_ms": 1000 * quantile(clicks.answered, 0.5),
            "answered_p99_ms": 1000 * quantile(clicks.answered, 0.99),
            "p99_ms_by_window": [round(quantile(w, 0.99)) if w else None for w in windows],
            "doubled": doubled_tables(standin.messages, standin.bot.id), "problems": [str(p) for p in problems][:20]}


def pinned(run: dict) -> str:
    return f" on cores {','.join(map(str, run['bot_cpus']))}" if run.get("bot_cpus") else ""


def format_people(run: dict) -> str:
    harness, bot_lag = run["harness_loop_lag"], run["bot_loop_lag"]
    return (f"\nPeople clicking through Discord (stand-in, Discord's real limits), {run['game']}, {run['processes']} "
            f"bot process(es){pinned(run)}, {run['channels']} channels: {run['clicks']} clicks in "
            f"{run['seconds']:.0f} s "
            f"({run['clicks_per_second']:.1f}/s); click → table in the channel p50 {run['p50_ms']:.0f} ms, "
            f"p99 {run['p99_ms']:.0f} ms, max {run['max_ms']:.0f} ms (the click answered p50 "
            f"{run['answered_p50_ms']:.0f} ms, p99 {run['answered_p99_ms']:.0f} ms); tables {run['tables']}, missing "
            f"{run['missing']}, posted twice {len(run['doubled'])}; global 429s {run['global_429']}, other 429s "
            f"{run['other_429']}; stand-in problems {len(run['problems'])}; cores used: the bot "
            f"{run['bot_cores_used']:.2f} with its workers, {run['bot_processes_cores_used']:.2f} in its "
            f"process(es), the people and the stand-in {run['people_and_standin_cores_used']:.2f} (an event loop "
            f"near 1.0 sets the pace); the bot's event loop {bot_lag['mean_ms']:.1f} ms late on average, later than "
            f"5 ms {bot_lag['later_than_5ms']:.0%} of the time and than 50 ms {bot_lag['later_than_50ms']:.1%}, its "
            f"thread off its core (waiting for a core, the GIL or a blocking call) for {bot_lag['off_core_share']:.0%} "
            f"of that at least; p99 ms by {WINDOW} s of the run: {run['p99_ms_by_window']}; the stand-in's "
            f"and the people's own event loop (what they measure with) late p99 {harness['p99_ms']:.0f} ms, at worst "
            f"{harness['max_ms']:.0f} ms; the hypervisor took {run['bot_cores_stolen']:.0%} of the bot's cores' time "
            f"(steal)"
            + "".join(f"\n  missing: {why}" for why in run["missing_answers"]))
