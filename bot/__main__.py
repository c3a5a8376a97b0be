"""`python -m bot`: start Dicehall. The composition root: the one bot module that imports the Discord
side (cogs), because it wires the layers together."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.clock import SystemClock
from bot.config import Settings
from bot.service import TableService
from bot.store import open_store

NO_TOKEN = (
    "No Discord token: set DISCORD_TOKEN in the environment or in a .env file in this folder "
    "(copy .env.example to .env and paste the token from the Discord developer portal, Bot → Reset Token)."
)


async def run(settings: Settings) -> None:
    from cogs._bot import DicehallBot, point_discord_at

    store = open_store(settings.database_url)
    await store.open()
    try:
        point_discord_at(settings)
        bot = DicehallBot(TableService(store, SystemClock()), settings)
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
    finally:
        await store.close()


def main() -> int:
    settings = Settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(NO_TOKEN, file=sys.stderr)
        return 2
    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
