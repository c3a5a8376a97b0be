"""Run the real bot (DicehallBot with every cog in cogs/, through discord.py) against the stand-in.

The bot is built as `python -m bot` builds it (a store on a database file, a TableService, Settings
pointing discord.py at the stand-in) except that the clock is a FakeClock the tests move, and the
deadline loop polls often. The test game's cog (tests/e2e/dicerace_cog.py) is loaded alongside the
shipped ones, as tests/dice_race.py adds the test engine.
"""

from __future__ import annotations

import logging
from pathlib import Path

import discord
import yarl

from bot.clock import FakeClock
from bot.config import Settings
from bot.service import TableService
from bot.store import SqliteStore
from cogs._features import features
from plumbing.client import DicehallBot
from plumbing.local import LocalBot
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
        self.local: LocalBot | None = None

    @property
    def bot(self) -> E2EBot | None:
        return self.local.bot if self.local else None  # type: ignore[return-value]

    @property
    def store(self) -> SqliteStore | None:
        return self.local.store if self.local else None

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
        self.local = await LocalBot.start(E2EBot, self.settings(), self.clock, features(), timeout=30)
        return self.local.bot  # type: ignore[return-value]

    async def stop_bot(self) -> None:
        if self.local is not None:
            await self.local.stop()
        await self.standin.wait_disconnected()
        self.local = None

    async def restart(self) -> E2EBot:
        await self.stop_bot()
        return await self.start_bot()


def restore_discord_defaults() -> None:
    discord.http.Route.BASE = "https://discord.com/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL("wss://gateway.discord.gg/")
