"""Discord's global rate limit, kept ahead of, with one budget per bot token over all its processes.

Discord lets a bot token make 50 requests a second over all routes and answers the 51st with a global 429;
discord.py waits only once that 429 has come, and resends, and refused requests add up towards Discord's
ban on clients that keep making them. Interaction endpoints are not bound to it: "Interaction endpoints
are not bound to the bot's Global Rate Limit" (docs.discord.com/developers/topics/rate-limits#global-rate-limit),
where the endpoints are those of interactions/receiving-and-responding#endpoints: the interaction
response, the original response (get, edit, delete) and follow-up messages (create, get, edit, delete).
They never wait here (INTERACTION_ENDPOINT).

Every other request first waits for a place among the last second's requests of this process, and its place
counts from the moment it really goes out: a request let through may wait for a connection or for the event
loop before its headers are written, and under load those waits differ by tenths of a second, so requests let
through a second apart could reach Discord within one (the global 429s met past the bot's capacity). The
token's budget (DISCORD_GLOBAL_LIMIT, 50 unless Discord raised it for the bot) is split between the
processes by the shards they serve, each keeping a margin (what the client sends and what Discord counts
are milliseconds apart), so N shard processes together stay under it without talking to each other.

What can wait waits: a request made inside `can_wait()` (a reminder, taking stale buttons off) goes only
while no other request waits and a reserve of the second is left, so a table or a timeout never queues
behind them. Waiters are woken one per free place, in order.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from types import SimpleNamespace
from typing import Literal

import aiohttp

from bot.metrics import PACE_WAIT_SECONDS, PACE_WAITING
from bot.shards import Shards

DISCORD_GLOBAL_LIMIT = 50
"""Requests a second Discord allows a bot token (over every route but the interaction endpoints)."""
MARGIN = 0.9
"""The share of the budget used: the client's clock and Discord's count are a few milliseconds apart."""
RESERVE = 0.2
"""The part of each second requests that can wait leave to the rest."""

Lane = Literal["now", "later"]
_lane: ContextVar[Lane] = ContextVar("pace_lane", default="now")


@contextmanager
def can_wait() -> Iterator[None]:
    """Requests made inside this block (by this task) give way to every other request."""
    token = _lane.set("later")
    try:
        yield
    finally:
        _lane.reset(token)


def process_share(limit: int, shards: Shards) -> float:
    """This process's requests a second: its shards' part of the token's budget, less the margin."""
    return limit * MARGIN * len(shards.ids) / shards.count


class Place:
    """A request's place in the last second: when it was let through, then when it went out. Told apart by
    identity (several are let through at the same instant), so a plain class, not a dataclass."""

    __slots__ = ("at",)

    def __init__(self, at: float):
        self.at = at


class GlobalPace:
    """At most `per_second` requests in any second (a sliding window of their send times). Waiters queue
    in two lanes; each free place wakes exactly one of them, the next in the "now" lane first."""

    def __init__(self, per_second: float = DISCORD_GLOBAL_LIMIT * MARGIN):
        self.per_second = max(1, int(per_second))
        self._reserve = max(1, int(self.per_second * RESERVE)) if self.per_second > 1 else 0
        self._sent: deque[Place] = deque()
        """The places of the last second, oldest first."""
        self._waiting: dict[Lane, deque[asyncio.Future[Place]]] = {"now": deque(), "later": deque()}
        self._timer: asyncio.TimerHandle | None = None

    def waiting(self, lane: Lane) -> int:
        return len(self._waiting[lane])

    async def wait(self) -> Place:
        """Wait for a place; the place (`went_out` moves it to when the request is sent)."""
        lane = _lane.get()
        loop = asyncio.get_running_loop()
        started = time.monotonic()
        self._forget_old(loop.time())
        if self._may_go(lane) and not any(self._waiting.values()):
            self._sent.append(place := Place(loop.time()))
            PACE_WAIT_SECONDS.labels(lane).observe(0.0)
            return place
        turn: asyncio.Future[Place] = loop.create_future()
        self._waiting[lane].append(turn)
        PACE_WAITING.labels(lane).inc()
        self._arm(loop)
        try:
            await turn
        finally:
            if not turn.done() or turn.cancelled():
                self._drop(lane, turn)
            PACE_WAITING.labels(lane).dec()
        PACE_WAIT_SECONDS.labels(lane).observe(time.monotonic() - started)
        return turn.result()

    def went_out(self, place: Place) -> None:
        """The request of `place` is being sent now: its place counts from now (again, if it had already
        left the window while the request waited)."""
        with contextlib.suppress(ValueError):
            self._sent.remove(place)
        place.at = asyncio.get_running_loop().time()
        self._sent.append(place)

    def _may_go(self, lane: Lane) -> bool:
        room = self.per_second - len(self._sent)
        return room > (self._reserve if lane == "later" else 0)

    def _forget_old(self, now: float) -> None:
        while self._sent and now - self._sent[0].at >= 1.0:
            self._sent.popleft()

    def _drop(self, lane: Lane, turn: asyncio.Future[Place]) -> None:
        try:
            self._waiting[lane].remove(turn)
        except ValueError:
            pass

    def _release(self) -> None:
        """Hand out the places free now, one waiter each, then sleep until the next place frees."""
        self._timer = None
        loop = asyncio.get_running_loop()
        now = loop.time()
        self._forget_old(now)
        for lane in ("now", "later"):
            queue = self._waiting[lane]
            while queue and self._may_go(lane):
                turn = queue.popleft()
                if not turn.done():
                    self._sent.append(place := Place(now))
                    turn.set_result(place)
            if queue:
                break  # a "now" waiter left: the "later" lane waits behind it
        self._arm(loop)

    def _arm(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._timer is not None or not any(self._waiting.values()):
            return
        lane: Lane = "now" if self._waiting["now"] else "later"
        limit = self.per_second - (self._reserve if lane == "later" else 0)
        over = len(self._sent) - limit
        at = self._sent[over].at + 1.0 if over >= 0 else loop.time()
        self._timer = loop.call_at(at, self._release)


INTERACTION_ENDPOINT = re.compile(r"/interactions/\d+/[^/]+/callback$|/webhooks/\d+/[^/]+(?:/messages/[^/]+)?$")
"""The paths of the interaction endpoints: outside the global limit."""


def pace_requests(trace: aiohttp.TraceConfig, pace: GlobalPace) -> None:
    """Every request of the client that takes `trace` (discord.py's `http_trace`) but the interaction
    endpoints waits for `pace` right before it goes out: after discord.py's own wait for the route's bucket
    (a place taken before it would be spent while the request waited there, and requests let through over
    seconds would reach Discord within one). Its place then counts from when its headers are written (or it
    failed before they were)."""

    async def paced(session: aiohttp.ClientSession, context: SimpleNamespace,
                    params: aiohttp.TraceRequestStartParams) -> None:
        if not INTERACTION_ENDPOINT.search(params.url.path):
            context.place = await pace.wait()

    async def out(session: aiohttp.ClientSession, context: SimpleNamespace, params: object) -> None:
        if (place := getattr(context, "place", None)) is not None:
            context.place = None
            pace.went_out(place)

    trace.on_request_start.append(paced)
    trace.on_request_headers_sent.append(out)
    trace.on_request_exception.append(out)
