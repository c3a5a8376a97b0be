"""A bot process of a sharded deployment, for the two-process test: `python -m tests.e2e.shard_bot CLOCK_FILE`
with the stand-in's environment and DATABASE_URL (PostgreSQL), SHARD_COUNT and SHARD_IDS. Built as
`python -m bot` builds it (the sharded bot, its store claiming only its shards' work), with the test cogs
(Dice Race), a clock running CLOCK_FILE's seconds ahead of the real one, and a deadline loop that polls
often."""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

import tests.dice_race  # noqa: F401  (registers the test game before the cogs list the games)
from bot.config import Settings
from bot.service import TableService
from bot.store import open_store
from cogs._features import features
from plumbing.client import ShardedDicehallBot, point_discord_at
from tests.e2e.crash_bot import OffsetClock
from tests.e2e.harness import TEST_COGS


class ShardBot(ShardedDicehallBot):
    async def setup_hook(self) -> None:
        for module in TEST_COGS:
            await self.load_extension(module)
        await super().setup_hook()


async def main(clock_file: str) -> None:
    settings = Settings(_env_file=None, deadline_poll_seconds=0.05,
                        synced_commands_file=str(Path(clock_file).with_name("synced-commands.json")))
    store = open_store(settings.database_url, settings.shards())
    await store.open()
    point_discord_at(settings)
    bot = ShardBot(TableService(store, OffsetClock(Path(clock_file))), settings, features())
    bot._connection.guild_ready_timeout = 0.05  # the stand-in sends a shard's guilds at once
    async with bot:
        await bot.start(settings.discord_token.get_secret_value())


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(main(sys.argv[1]))
