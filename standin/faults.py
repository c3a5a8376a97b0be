"""Discord on a bad day, for the whole end-to-end suite: every request of the bot's REST API is delayed,
and some of the bot's own requests (messages it posts, edits and deletes, DMs it opens) are answered
429 Too Many Requests with a `retry_after`, or 502/503/504, once. discord.py retries both (a 429 after
`retry_after`; a 5xx after 1, 3, 5… s), so the bot must be idempotent and patient, not lucky.

Interaction callbacks are only delayed: Discord does not rate-limit them, and a retry after a 5xx would
pass the 3 s an interaction allows whatever the bot did.

STANDIN_FAULTS=1 turns this on in the tests (tests/e2e/conftest.py); `.ci/run` runs the end-to-end suite a
second time with it. STANDIN_LATENCY=lo,hi (seconds) sets the delay (default 0.02,0.06 there; Discord's
own is 0.15-0.3 from Europe, which is a setting away: the suite just takes longer).
"""

from __future__ import annotations

import asyncio
import os
import random
import re
from dataclasses import dataclass, field

from aiohttp import web

from standin.protocol import json_response

BOT_ROUTES = re.compile(r"^/api/v\d+/(channels/\d+/messages(/\d+)?|users/@me/channels)$")
"""Requests the bot makes of its own accord (not answers to an interaction): where faults are injected."""
TRANSIENT = (502, 503, 504)


@dataclass
class Faults:
    latency: tuple[float, float] = (0.0, 0.0)
    rate_limited: float = 0.0
    """Share of the bot's own requests answered 429."""
    server_error: float = 0.0
    """Share answered 502/503/504."""
    seed: int = 0
    rand: random.Random = field(init=False)
    injected: dict[int, int] = field(default_factory=dict)
    """How many of each status were injected (a test can check faults really happened)."""

    def __post_init__(self) -> None:
        self.rand = random.Random(self.seed)

    @classmethod
    def from_env(cls) -> Faults | None:
        if os.environ.get("STANDIN_FAULTS", "") in ("", "0"):
            return None
        lo, hi = (float(x) for x in os.environ.get("STANDIN_LATENCY", "0.01,0.04").split(","))
        return cls(latency=(lo, hi), rate_limited=0.05, server_error=0.02,
                   seed=int(os.environ.get("STANDIN_FAULT_SEED", "1")))

    def delay(self) -> float:
        return self.rand.uniform(*self.latency)

    def fault_for(self, method: str, path: str) -> int | None:
        """The status to answer instead of serving the request (None: serve it)."""
        if not BOT_ROUTES.match(path):
            return None
        roll = self.rand.random()
        if roll < self.rate_limited:
            status = 429
        elif roll < self.rate_limited + self.server_error:
            status = self.rand.choice(TRANSIENT)
        else:
            return None
        self.injected[status] = self.injected.get(status, 0) + 1
        return status

    async def answer(self, request: web.Request) -> web.Response | None:
        """After the delay, the fault to answer `request` with, if it gets one."""
        await asyncio.sleep(self.delay())
        status = self.fault_for(request.method, request.path)
        if status is None:
            return None
        if status == 429:  # Discord's answer, as discord.py reads it: retry_after, the scope, and Via (a 429
            # without Via is taken for a Cloudflare ban and not retried: http.py)
            retry = round(self.rand.uniform(0.05, 0.3), 3)
            answer = json_response({"message": "You are being rate limited.", "retry_after": retry, "global": False},
                                   status=429)
            answer.headers.update({"Retry-After": str(retry), "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
                                   "X-RateLimit-Reset-After": str(retry), "X-RateLimit-Bucket": "standin-faults",
                                   "X-RateLimit-Scope": "user", "Via": "1.1 google"})
            return answer
        return json_response({"message": f"{status}: Server Error", "code": 0}, status=status)
