"""bot/looplag.py: the loop's own delay, sampled while it runs. A planted stall (the loop held in place, as
a statement waiting on a lock would hold it) shows up in the figures, in the metric and in the log; an idle
loop shows next to nothing."""

import asyncio
import logging
import time

from bot.looplag import LOOP_LAG, LoopLag


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
