"""How late the event loop runs. Every move, button and heartbeat of the bot waits its turn on the one
event loop, so anything that holds the loop (a statement waiting on SQLite's lock, a long read, CPU work
done in place, a thread keeping the GIL) delays every channel at once. LoopLag measures it from the
inside, continuously: a task sleeps INTERVAL and records how much later than asked it woke. The lag goes
to the Prometheus histogram `dicehall_loop_lag_seconds` (defined here, with the monitor); a stall past
STALL is logged with its length; the bench reads the p99 and the worst of the samples kept.

Each sample also tells how much of its lag the loop's thread spent off its core (`off_core`): a lag is the
loop's own work (moves queued behind moves: less work on the loop is the cure) or time the thread did not
run at all (it waited for a core taken by another process, for the GIL held by another thread, or in a
blocking call such as a statement waiting on SQLite's lock: the cure is elsewhere). The thread's CPU time over
the sample's window, subtracted from the lag, gives the part it certainly did not run: a lower bound, since
the loop may also have been idle earlier in the window. The sum goes to the counter
`dicehall_loop_lag_off_core_seconds_total`; the figures give its share of the samples' lag.

    lag = LoopLag()
    lag.start()          # on the running loop
    ...
    lag.figures()        # {"samples": n, "p50_ms": …, "p99_ms": …, "max_ms": …, "off_core_share": …}
    await lag.stop()
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque

from prometheus_client import Counter, Histogram

log = logging.getLogger(__name__)

LOOP_LAG = Histogram(
    "dicehall_loop_lag_seconds", "How much later than asked the event loop woke a task that sleeps 5 ms "
    "(bot/looplag.py): every channel's move waited as long.",
    buckets=(0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
LOOP_LAG_OFF_CORE = Counter(
    "dicehall_loop_lag_off_core_seconds", "Of the event loop's lag (dicehall_loop_lag_seconds_sum), at least this "
    "much its thread did not run: it waited for a core, the GIL or a blocking call, not behind its own work.",
)

INTERVAL = 0.005
"""Seconds between samples: short enough to catch a stall of a few milliseconds, long enough to cost
nothing (200 wake-ups a second, a few microseconds each)."""
STALL = 0.05
"""A lag past this (seconds) is logged: every channel's move waited that long."""
KEPT = 20_000
"""Samples kept for the quantiles (100 s at INTERVAL: a bench run's game); the bot keeps none (kept=0), its
lag goes to the histogram only."""


class LoopLag:
    def __init__(self, interval: float = INTERVAL, stall: float = STALL, kept: int = KEPT):
        self.interval, self.stall = interval, stall
        self._samples: deque[float] = deque(maxlen=kept)
        self._off_core: deque[float] = deque(maxlen=kept)
        self._task: asyncio.Task | None = None
        self._asked = float("inf")
        """When the sampler asked to wake next."""

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._watch(), name="loop-lag")

    async def stop(self) -> None:
        """Stop sampling; a wake-up overdue now counts as a sample (the stall that delayed it is over by the
        time anyone can call this, and would otherwise go unseen)."""
        if self._task is not None:
            overdue = time.perf_counter() - self._asked
            if overdue > 0:
                self.record(overdue)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _watch(self) -> None:
        while True:
            self._asked = time.perf_counter() + self.interval
            ran = time.thread_time()
            await asyncio.sleep(self.interval)
            late = max(0.0, time.perf_counter() - self._asked)
            self.record(late, off_core=max(0.0, late - (time.thread_time() - ran)))

    def record(self, late: float, off_core: float = 0.0) -> None:
        """A sample: woken `late` seconds after asked, of which the loop's thread did not run `off_core`."""
        self._samples.append(late)
        self._off_core.append(off_core)
        LOOP_LAG.observe(late)
        LOOP_LAG_OFF_CORE.inc(off_core)
        if late >= self.stall:
            log.warning("The event loop stalled %.0f ms: every channel waited that long.", late * 1000)

    def reset(self) -> None:
        """Forget the samples so far (the bench measures each run on its own)."""
        self._samples.clear()
        self._off_core.clear()

    def figures(self) -> dict[str, float]:
        """Samples taken, the lag's median, p99 and worst among those kept, in milliseconds, and the share of
        their lag the loop's thread spent off its core (at least)."""
        ordered = sorted(self._samples)
        if not ordered:
            return {"samples": 0, "p50_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0, "off_core_share": 0.0}

        def at(q: float) -> float:
            return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

        return {"samples": len(ordered), "p50_ms": at(0.5), "p99_ms": at(0.99), "max_ms": ordered[-1] * 1000,
                "off_core_share": sum(self._off_core) / max(sum(ordered), 1e-9)}


async def give_way() -> None:
    """Let the loop's other work (another channel's move, a picture's answer, a gateway heartbeat) run between
    the parts of a long piece of work: loading, the rules, the views and the save of one move held the loop in
    one piece (4-10 ms of Throneworld on a busy 2-core machine), and every channel waited behind it. Never
    inside a transaction: the loop's SQLite connection is shared."""
    await asyncio.sleep(0)
