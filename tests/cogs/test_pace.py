"""cogs/_pace.py: the bot's requests stay under Discord's global limit, whatever bursts of them come."""

import asyncio
import time

from cogs._pace import GlobalPace


def test_a_burst_goes_out_at_most_per_second_in_any_second():
    async def burst():
        pace = GlobalPace(per_second=10)
        sent = []

        async def one():
            await pace.wait()
            sent.append(time.monotonic())

        await asyncio.gather(*(one() for _ in range(25)))
        return sorted(sent)

    sent = asyncio.run(burst())
    assert sent[9] - sent[0] < 0.1  # the first ten at once
    assert all(later - earlier >= 0.99 for earlier, later in zip(sent, sent[10:], strict=False))
    assert 1.99 <= sent[-1] - sent[0] < 2.5
