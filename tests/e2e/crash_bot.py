"""The bot as its own process, for the crash test: `python -m tests.e2e.crash_bot DB CLOCK_FILE [TRUSTED]` with
the stand-in's environment (DISCORD_TOKEN, DISCORD_API_BASE, DISCORD_GATEWAY_URL); TRUSTED: the seconds the
sender trusts Discord to remember a nonce (NONCE_TRUSTED), when the test shortened the stand-in's memory. It is
built as `python -m bot` builds it, except that its clock runs CLOCK_FILE's seconds ahead of the real one (the
test moves time on to make deadlines fall due) and its deadline loop polls often."""

from __future__ import annotations

import asyncio
import logging
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import plumbing.sender
from bot.config import Settings
from bot.service import TableService
from bot.store import SqliteStore
from cogs._features import features
from plumbing.client import DicehallBot, point_discord_at


class OffsetClock:
    """The real clock plus the seconds written in a file (read on every call: the test changes it)."""

    def __init__(self, path: Path):
        self.path = path

    def now(self) -> datetime:
        return datetime.now(UTC) + timedelta(seconds=read_offset(self.path))


def read_offset(path: Path) -> float:
    try:
        return float(path.read_text() or 0)
    except (OSError, ValueError):
        return 0.0


async def main(db: str, clock_file: str, nonce_trusted: str | None = None) -> None:
    if nonce_trusted is not None:  # the crash test shortened the stand-in's nonce memory: trust nonces less long
        plumbing.sender.NONCE_TRUSTED = float(nonce_trusted)
    settings = Settings(_env_file=None, database_url=f"sqlite:///{db}", deadline_poll_seconds=0.05)
    store = SqliteStore(db)
    await store.open()
    point_discord_at(settings)
    bot = DicehallBot(TableService(store, OffsetClock(Path(clock_file))), settings, features())
    async with bot:
        await bot.start(settings.discord_token.get_secret_value())


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(main(*sys.argv[1:4]))
