"""What an operator watches: Prometheus metrics on /metrics and a health check on /health, served on
METRICS_PORT. The health check answers 200 when the gateway is connected, the database answers and its
writes go through, else 503, with a JSON body saying which part is down and how many writes were refused
(a load balancer or an orchestrator restarts on 503)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import aiohttp
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot.metrics import DEADLINES_DUE, DISCORD_ERRORS, NOTICES_PENDING

if TYPE_CHECKING:
    from bot.store import Store

log = logging.getLogger(__name__)
DATABASE_TIMEOUT = 5.0


class Health:
    def __init__(self, store: Store, gateway_up: Callable[[], bool]):
        self.store = store
        self.gateway_up = gateway_up
        self.now: Callable[[], datetime] = lambda: datetime.now(UTC)

    async def database_up(self) -> bool:
        """Ask the database for the backlog (it refreshes the gauges): an answer means it is up."""
        try:
            due, pending = await asyncio.wait_for(self.store.backlog(self.now()), DATABASE_TIMEOUT)
        except Exception as exc:  # whatever the driver raises, the answer is "down"
            log.warning("Health check: the database did not answer (%s).", exc)
            return False
        DEADLINES_DUE.set(due)
        NOTICES_PENDING.set(pending)
        return True

    async def health(self, request: web.Request) -> web.Response:
        """Down (503) when the gateway is down, the database does not answer, or its last write was refused
        (a full disk answers reads but saves nothing)."""
        writes = self.store.writes
        parts = {"gateway": self.gateway_up(), "database": await self.database_up(), "writes": not writes.failing}
        detail = {"failed_writes": writes.failed, **({"last_write_error": writes.last_error} if writes.failing else {})}
        return web.json_response({"ok": all(parts.values()), **parts, **detail},
                                 status=200 if all(parts.values()) else 503)

    async def metrics(self, request: web.Request) -> web.Response:
        await self.database_up()
        return web.Response(body=generate_latest(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def serve(self, host: str, port: int) -> web.AppRunner:
        app = web.Application()
        app.router.add_get("/health", self.health)
        app.router.add_get("/metrics", self.metrics)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        await web.TCPSite(runner, host, port).start()
        return runner


def discord_trace() -> aiohttp.TraceConfig:
    """Counts every error answer of Discord's API by HTTP status (403 missing access, 429 rate limited, 5xx),
    whichever part of the bot made the request: discord.py takes it as `http_trace`."""
    trace = aiohttp.TraceConfig()

    async def on_request_end(session: aiohttp.ClientSession, context: object, params: aiohttp.TraceRequestEndParams
                             ) -> None:
        if params.response.status >= 400:
            DISCORD_ERRORS.labels(str(params.response.status)).inc()

    trace.on_request_end.append(on_request_end)
    return trace
