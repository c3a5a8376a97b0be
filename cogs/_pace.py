"""Discord's global rate limit, kept ahead of.

Discord lets a bot make 50 requests a second over all its routes (interaction answers aside) and answers
the 51st with a global 429; discord.py waits only once that 429 has come, and resends. Busy seconds
(ten players' moves landing together: posts, edits, follow-ups) met it now and then in the bench, and
requests refused add up towards Discord's ban on clients that keep making them. So every request the
bot's HTTP client makes first waits for a place among the last second's GLOBAL_PER_SECOND.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import Any

import discord

GLOBAL_PER_SECOND = 45
"""Under Discord's 50: what the client sends and what Discord counts are a few milliseconds apart."""


class GlobalPace:
    """At most `per_second` requests in any second (a sliding window of their send times)."""

    def __init__(self, per_second: int = GLOBAL_PER_SECOND):
        self.per_second = per_second
        self._sent: deque[float] = deque()

    async def wait(self) -> None:
        while True:
            now = time.monotonic()
            while self._sent and now - self._sent[0] >= 1.0:
                self._sent.popleft()
            if len(self._sent) < self.per_second:
                self._sent.append(now)
                return
            await asyncio.sleep(1.0 - (now - self._sent[0]))


def pace_requests(http: discord.http.HTTPClient, pace: GlobalPace) -> None:
    """Every request of `http` waits for `pace` first."""
    request = http.request

    async def paced(route: discord.http.Route, **kwargs: Any) -> Any:
        await pace.wait()
        return await request(route, **kwargs)

    http.request = paced  # type: ignore[method-assign]
