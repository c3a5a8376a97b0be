"""The real bot on a local Discord (the stand-in), as the playground and the end-to-end tests run it:
its own store connection, table service and discord.py client, started until ready and stopped cleanly.
One place for it, so the playground plays exactly the bot the tests test."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from bot.clock import Clock
from bot.config import Settings
from bot.service import TableService
from bot.store import Store, open_store
from plumbing.client import DicehallBot, Features, point_discord_at


@dataclass
class LocalBot:
    bot: DicehallBot
    store: Store
    task: asyncio.Task
    """The client's own task: it ends when the bot stops (or fails)."""

    @classmethod
    async def start(cls, make_bot: Callable[[TableService, Settings, Features], DicehallBot], settings: Settings,
                    clock: Clock, features: Features, timeout: float = 60.0) -> LocalBot:
        """A fresh bot process, as far as the bot can tell: new store connection (settings.database_url),
        new service, new client."""
        store = open_store(settings.database_url, settings.shards())
        await store.open()
        point_discord_at(settings)
        bot = make_bot(TableService(store, clock), settings, features)
        return cls(bot, store, await bot.start_until_ready(timeout=timeout, one_guild=True))

    @property
    def running(self) -> bool:
        return not self.task.done()

    async def stop(self) -> None:
        await self.bot.close()
        try:
            await asyncio.wait_for(self.task, timeout=10)
        except Exception:  # the bot's own failure was reported when it happened
            pass
        await self.store.close()
