"""Run the real bot (DicehallBot with every cog in cogs/, through discord.py) against the stand-in.

The bot is built as `python -m bot` builds it (a store on a database file, a TableService, Settings
pointing discord.py at the stand-in) except that the clock is a FakeClock the tests move, and the
deadline loop polls often. The test game's cog (tests/e2e/dicerace_cog.py) is loaded alongside the
shipped ones, as tests/dice_race.py adds the test engine.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import discord
import yarl

from bot.clock import FakeClock
from bot.config import Settings
from bot.service import TableService
from bot.store import SqliteStore
from cogs._bot import DicehallBot, point_discord_at
from standin import StandIn

TEST_COGS = ("tests.e2e.dicerace_cog",)


class E2EBot(DicehallBot):
    async def setup_hook(self) -> None:
        for module in TEST_COGS:
            await self.load_extension(module)
        await super().setup_hook()


class ErrorLog(logging.Handler):
    """Errors logged by the bot or discord.py (a cog that raised, a view that failed): each fails the test."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[logging.LogRecord]:
        taken, self.records = self.records, []
        return taken


class Harness:
    def __init__(self, standin: StandIn, db_path: Path, clock: FakeClock, dev_guild: bool = False):
        self.standin = standin
        self.db_path = db_path
        self.clock = clock
        self.dev_guild = dev_guild
        self.bot: E2EBot | None = None
        self.store: SqliteStore | None = None
        self._task: asyncio.Task | None = None

    @property
    def service(self) -> TableService:
        assert self.bot is not None, "the bot is not running"
        return self.bot.service

    def settings(self) -> Settings:
        return Settings(
            _env_file=None, discord_token=self.standin.token, database_url=f"sqlite:///{self.db_path}",
            dev_guild_id=self.standin.guild_id if self.dev_guild else None, deadline_poll_seconds=0.05,
            **self.standin.settings(),
        )

    async def start_bot(self) -> E2EBot:
        """A fresh bot process, as far as the bot can tell: new store connection, new service, new client."""
        settings = self.settings()
        self.store = SqliteStore(str(self.db_path))
        await self.store.open()
        point_discord_at(settings)
        bot = E2EBot(TableService(self.store, self.clock), settings)
        self.bot = bot
        self._task = await bot.start_until_ready(timeout=30, one_guild=True)
        return bot

    async def stop_bot(self) -> None:
        if self.bot is not None:
            await self.bot.close()
        if self._task is not None:
            try:
                await asyncio.wait_for(self._task, timeout=10)
            except Exception:  # the bot's own failure was reported when it happened
                pass
        if self.store is not None:
            await self.store.close()
        await self.standin.wait_disconnected()
        self.bot, self.store, self._task = None, None, None

    async def restart(self) -> E2EBot:
        await self.stop_bot()
        return await self.start_bot()


def restore_discord_defaults() -> None:
    discord.http.Route.BASE = "https://discord.com/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL("wss://gateway.discord.gg/")
