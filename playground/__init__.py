"""The playground: every game, offline, in a browser. `python -m bot` without a DISCORD_TOKEN (or
`python -m playground`) starts the stand-in of Discord (standin/), the real bot connected to it, and a
web page on 127.0.0.1 that looks and behaves like a Discord channel.

    async with Playground() as playground:
        print(playground.url)
        await playground.wait_closed()
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import signal
import tempfile
from pathlib import Path

from aiohttp import web

from playground.bridge import Bridge
from playground.routes import make_app

DEFAULT_PORT = 8765
"""Tried first (so a bookmark keeps working); when it is taken, any free port. PLAYGROUND_PORT overrides."""


class Playground:
    def __init__(self, *, host: str = "127.0.0.1", port: int | None = None, database: Path | None = None,
                 extensions: tuple[str, ...] = ()):
        self.host = host
        self.port = port if port is not None else int(os.environ.get("PLAYGROUND_PORT") or DEFAULT_PORT)
        self._tmp = None if database else tempfile.TemporaryDirectory(prefix="dicehall-playground-")
        self.bridge = Bridge(database or Path(self._tmp.name) / "playground.db",  # type: ignore[union-attr]
                             extensions=extensions)
        self._runner: web.AppRunner | None = None
        self._closed = asyncio.Event()
        self._stop_requested = asyncio.Event()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    async def start(self) -> Playground:
        await self.bridge.start()
        self._runner = web.AppRunner(make_app(self.bridge), access_log=None, handle_signals=False,
                                     shutdown_timeout=1.0)
        await self._runner.setup()
        try:
            site = web.TCPSite(self._runner, self.host, self.port)
            await site.start()
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE or "PLAYGROUND_PORT" in os.environ:
                raise
            site = web.TCPSite(self._runner, self.host, 0)
            await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        if self._stop_requested.is_set():
            await self._closed.wait()
            return
        self._stop_requested.set()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        await self.bridge.stop()
        if self._tmp is not None:
            with contextlib.suppress(OSError):
                self._tmp.cleanup()
        self._closed.set()

    async def wait_closed(self) -> None:
        """Until stop() begins or the bot stops."""
        bot_task = self.bridge.local.task if self.bridge.local else None
        waiters = [asyncio.ensure_future(self._stop_requested.wait())]
        if bot_task is not None:
            waiters.append(bot_task)  # type: ignore[arg-type]
        _, pending = await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        for waiter in pending:
            if waiter is not bot_task:
                waiter.cancel()

    async def __aenter__(self) -> Playground:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


async def serve(announce) -> None:
    """Run the playground until Ctrl+C (or SIGTERM); `announce(url)` is called once it is ready."""
    async with Playground() as playground:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(playground.stop()))
        announce(playground.url)
        await playground.wait_closed()
