"""`python -m bot`: start Dicehall. The composition root: the one bot module that imports the Discord
side (cogs), because it wires the layers together."""

from __future__ import annotations

import asyncio
import logging
import os
import sys

from bot.clock import SystemClock
from bot.config import Settings
from bot.service import TableService
from bot.store import StoreInUse, open_store
from bot.workers import WorkerPool

PLAYGROUND = (
    "No DISCORD_TOKEN, so this is the playground: the bot on a local stand-in of Discord, open {url} in a "
    "browser (Ctrl+C stops it); to connect to real Discord instead, set DISCORD_TOKEN in .env (see the README)."
)
NO_TOKEN = (
    "No Discord token: set DISCORD_TOKEN in the environment or in a .env file in this folder "
    "(copy .env.example to .env and paste the token from the Discord developer portal, Bot → Reset Token)."
)


async def run(settings: Settings) -> None:
    from cogs._bot import DicehallBot, point_discord_at

    store = open_store(settings.database_url)
    await store.open()
    workers = WorkerPool(settings.picture_workers)
    try:
        point_discord_at(settings)
        bot = DicehallBot(TableService(store, SystemClock(), workers), settings)
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
    finally:
        workers.close()
        await store.close()


def run_playground() -> int:
    """No token: the playground (stand-in Discord, the real bot connected to it, and a web page)."""
    try:
        from playground import serve
    except ModuleNotFoundError as exc:  # an install without the playground package
        if exc.name != "playground":
            raise
        print(NO_TOKEN, file=sys.stderr)
        return 2
    if "LOG_LEVEL" not in os.environ:  # the page is the interface; keep the terminal to the one line
        logging.getLogger().setLevel(logging.WARNING)
    try:
        asyncio.run(serve(lambda url: print(PLAYGROUND.format(url=url), flush=True)))
    except KeyboardInterrupt:
        pass
    return 0


def main(playground: bool = False) -> int:
    settings = Settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if playground or settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        return run_playground()
    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        pass
    except StoreInUse as exc:  # an overlapping deploy: one process per SQLite file
        print(exc.message, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
