"""bot/looplag.py: the loop's own delay, sampled while it runs. A planted stall (the loop held in place, as
a statement waiting on a lock would hold it) shows up in the figures, in the metric and in the log; an idle
loop shows next to nothing."""

import asyncio
import logging
import time

from bot.looplag import LOOP_LAG, LOOP_LAG_OFF_CORE, LoopLag


def stalls_counted() -> float:
    """Samples the histogram has put past 50 ms so far."""
    buckets = {s.labels["le"]: s.value for s in LOOP_LAG.collect()[0].samples if s.name.endswith("_bucket")}
    return buckets["+Inf"] - buckets["0.05"]


async def test_a_stall_of_the_loop_is_measured_counted_and_logged(caplog):
    lag = LoopLag(interval=0.002)
    before = stalls_counted()
    lag.start()
    await asyncio.sleep(0.05)
    with caplog.at_level(logging.WARNING, logger="bot.looplag"):
        time.sleep(0.12)  # the planted fault: the loop held in place
        await asyncio.sleep(0.05)
    await lag.stop()
    figures = lag.figures()
    assert figures["samples"] > 10
    assert 110 <= figures["max_ms"] < 1000
    assert stalls_counted() == before + 1
    assert any("stalled" in r.getMessage() for r in caplog.records)


async def test_an_idle_loop_shows_next_to_no_lag():
    lag = LoopLag(interval=0.002)
    lag.start()
    await asyncio.sleep(0.3)
    await lag.stop()
    figures = lag.figures()
    assert figures["samples"] > 50
    assert figures["p50_ms"] < 5  # a shared machine may delay one wake-up, not the median


def off_core_counted() -> float:
    return LOOP_LAG_OFF_CORE.collect()[0].samples[0].value


async def held(stall) -> dict[str, float]:
    """The figures of a loop held in place once for 150 ms by `stall`."""
    lag = LoopLag(interval=0.002)
    lag.start()
    await asyncio.sleep(0.02)
    stall(0.15)
    await asyncio.sleep(0.02)
    await lag.stop()
    return lag.figures()


def spin(seconds: float) -> None:
    until = time.thread_time() + seconds  # the loop's own work: its thread busy on its core all through
    while time.thread_time() < until:
        pass


async def test_a_loop_that_did_not_run_is_told_from_one_busy_with_its_own_work():
    """A blocking call (as a statement waiting on a lock, or a core taken by another process) holds the loop
    without its thread running: that lag is counted off its core. CPU work done in place is the loop's own."""
    before = off_core_counted()
    blocked = await held(time.sleep)
    assert blocked["max_ms"] >= 140
    assert blocked["off_core_share"] > 0.8
    assert off_core_counted() - before >= 0.12
    busy = await held(spin)
    assert busy["max_ms"] >= 140
    assert busy["off_core_share"] < 0.5  # a shared machine may take the core from the spinning thread a while
