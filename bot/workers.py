"""Warm worker processes for the CPU-heavy work of a move: drawing and encoding pictures (from the public
view and events, or a player's own view: never the state), and other pure computations such as the
Throneworld odds estimate.

Drawing in threads held the GIL (two threads drew at 0.4× the speed of one) and made the event loop run
late; in processes the main process only pickles the view and receives the PNG bytes. The workers are
forked from a server that has already imported the engines, the renderers and the palettes, so the
first picture is as fast as the next and the imported code is shared between them.

    pool = WorkerPool(settings.picture_workers)       # 0: threads in this process (tests, scripts)
    png = await pool.run(render_png, game, view, events)
    odds = await pool.run(estimate, view, plan)        # any picklable top-level function and arguments
    pool.close()

At most `workers` jobs run at once; more wait their turn in order. A job that raises raises in the
caller, with the worker kept.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

WARM_MODULES = ["bot.worker_preload"]
"""Imported once in the fork server; the workers start with them, sharing their pages."""
NICENESS = 5
"""How much lower the workers' CPU priority is than the bot's: when the event loop has work (a move to
apply, a picture to hand over or post, Discord's heartbeat) it gets a core at once, and the workers
take the rest. Measured with the bench at 1,000 live games, 100 moves/s, five runs each: Throneworld's
p99 96 → 74 ms on average, Dice Throne's 36 → 30 ms; 10 and 19 were no better than 5."""


def _warm() -> None:
    """In each worker, before the first job: its lower priority, and what the fork server should already
    have done (a fork server ignores a preload that fails; then each worker warms itself)."""
    import bot.worker_preload  # noqa: F401

    os.nice(NICENESS)


def _timed(fn: Callable[..., T], args: tuple) -> tuple[T, float]:
    """Runs in a worker: the job's result and the worker's CPU seconds spent on it."""
    start = time.thread_time()
    result = fn(*args)
    return result, time.thread_time() - start


class WorkerPool:
    def __init__(self, workers: int):
        self.workers = workers
        self.cpu_seconds = 0.0
        """CPU time the worker processes spent on jobs (the bench adds it to its own process's)."""
        self._executor: ProcessPoolExecutor | None = None
        self._started: list = []
        if workers > 0:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(WARM_MODULES)
            self._executor = ProcessPoolExecutor(workers, mp_context=context, initializer=_warm)
            # start them now, not on the first move
            self._started = [self._executor.submit(time.process_time) for _ in range(workers)]

    async def ready(self) -> None:
        """Wait until the workers have started and warmed up (the bench waits; the bot need not)."""
        await asyncio.gather(*(asyncio.wrap_future(f) for f in self._started))

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` in a worker process (in a thread when the pool has no workers)."""
        if self._executor is None:  # its CPU time is this process's
            return await asyncio.to_thread(fn, *args)
        result, spent = await asyncio.wrap_future(self._executor.submit(_timed, fn, args))
        self.cpu_seconds += spent
        return result

    def pids(self) -> list[int]:
        """The worker processes (to count their memory)."""
        if self._executor is None:
            return []
        return [p.pid for p in self._executor._processes.values()]

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
