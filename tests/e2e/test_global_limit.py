"""The bot keeps under Discord's global limit (cogs/_pace.py): a burst of more than 50 requests through
its HTTP client is spread over seconds, and the stand-in, which counts every request as Discord does,
refuses none."""

import asyncio
import time


async def test_a_burst_of_the_bots_requests_meets_no_global_429(harness, standin):
    games = standin.channels["games"].id
    started = time.monotonic()
    await asyncio.gather(*(harness.bot.http.get_channel(games) for _ in range(70)))
    assert time.monotonic() - started >= 0.5  # spread: 70 at once would take milliseconds
    assert "global" not in standin.rate_limits.refused
    assert not [p for p in standin.take_problems() if p.kind == "rate_limited"]
