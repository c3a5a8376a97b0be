"""Scale-out: moves through the table service against a database given by URL (SQLite or PostgreSQL), from
one or several bot processes at once. Each process drives its own share of the live games, as sharded
bot processes do; a move is load, apply, compare-and-set save and scheduling (no picture: the pictures
cost the same whatever the database, and bench's main run measures them)."""

from __future__ import annotations

import asyncio
import multiprocessing
import random
import time
import traceback
import uuid

from bench.service_level import populate, quantile
from bot.clock import SystemClock
from bot.service import TableService
from bot.store import open_store
from engines.errors import DicehallError

START_WITHIN = 120.0
"""Seconds the processes wait for each other to start (one that cannot open the database never comes)."""
RUN_WITHIN = 1800.0


async def drive_share(url: str, share: list, moves: int, workers: int, seed: int) -> tuple[float, list[float], int]:
    """One process: `workers` tasks make `moves` random legal moves on `share`; (wall seconds, each
    move's latency, moves refused because another task moved that table first)."""
    store = open_store(url)
    await store.open()
    service = TableService(store, SystemClock())
    rand = random.Random(seed)
    remaining, latencies, raced = [moves], [], [0]
    live = list(share)

    async def worker() -> None:
        while remaining[0] > 0 and live:
            remaining[0] -= 1
            target = rand.choice(live)
            table = await store.active_table(target.channel)
            if table is None:  # finished: it leaves the population
                live.remove(target) if target in live else None
                continue
            engine, state = service.engine_and_state(table)
            player = rand.choice(engine.awaiting(state)).player
            action = rand.choice(engine.legal_actions(state, player))
            start = time.perf_counter()
            try:
                await service.act(target.channel, target.users[player], action.do, action.args())
            except DicehallError:  # another task moved this table first, as two players racing would
                raced[0] += 1
                continue
            latencies.append(time.perf_counter() - start)

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(workers)))
    wall = time.perf_counter() - started
    await store.close()
    return wall, latencies, raced[0]


def _process(url: str, share: list, moves: int, workers: int, seed: int, barrier, results) -> None:
    """One bot process: its figures, or why it failed, always go back (a parent waiting for a process that
    died would wait for ever)."""
    try:
        barrier.wait(timeout=START_WITHIN)  # every process starts driving at once
        results.put(("ok", asyncio.run(drive_share(url, share, moves, workers, seed))))
    except BaseException:  # noqa: BLE001 (whatever it was, the parent reports it)
        results.put(("failed", traceback.format_exc()))


async def _populate(url: str, live_games: int, games: list[str], seed: int) -> list:
    store = open_store(url)
    await store.open()
    try:
        return await populate(TableService(store, SystemClock()), games, live_games, seed,
                              prefix=f"scale-{uuid.uuid4().hex[:8]}-")
    finally:
        await store.close()


def run_scale_out(url: str, live_games: int, moves: int, processes: int, workers: int, games: list[str],
                  seed: int = 1) -> dict:
    """Populate `live_games` in the database at `url`, then drive `moves` moves from `processes` processes
    at once, each on its own share of the games; the figures as a JSON-able dict."""
    population = asyncio.run(_populate(url, live_games, games, seed))
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(processes), context.Queue()
    children = [
        context.Process(target=_process, args=(url, population[k::processes], moves // processes, workers,
                                                seed + k, barrier, results))
        for k in range(processes)
    ]
    for child in children:
        child.start()
    answers = [results.get(timeout=RUN_WITHIN) for _ in children]
    for child in children:
        child.join()
    failures = [text for status, text in answers if status != "ok"]
    if failures:
        raise RuntimeError(f"A bench process failed:\n{failures[0]}")
    outcomes = [outcome for _, outcome in answers]
    latencies = [x for _, each, _ in outcomes for x in each]
    wall = max(w for w, _, _ in outcomes)
    return {
        "database": url.split("://")[0], "processes": processes, "workers_per_process": workers,
        "live_games": live_games, "moves": len(latencies), "raced": sum(r for _, _, r in outcomes),
        "wall_seconds": wall, "moves_per_second": len(latencies) / wall if wall else 0.0,
        "p50_ms": 1000 * quantile(latencies, 0.5), "p95_ms": 1000 * quantile(latencies, 0.95),
    }


def format_scale_out(run: dict) -> str:
    return (f"{run['database']:>10}, {run['processes']} process(es) × {run['workers_per_process']} tasks, "
            f"{run['live_games']} live games: {run['moves_per_second']:.0f} moves/s, p50 {run['p50_ms']:.1f} ms, "
            f"p95 {run['p95_ms']:.1f} ms ({run['moves']} moves, {run['raced']} lost a race)")
