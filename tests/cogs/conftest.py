"""What the cog tests share: each shipped game's slash commands, as the bot registers them."""

from __future__ import annotations

import asyncio

import pytest

from bot.config import Settings
from cogs._features import cog_modules, features
from engines import registry
from plumbing.client import DicehallBot


@pytest.fixture(scope="module")
def commands() -> dict[str, dict[str, set[str]]]:
    """Each shipped game's slash commands and the names of their options as Discord shows them (loading the
    cogs registers their table controls too)."""

    async def load() -> dict[str, dict[str, set[str]]]:
        bot = DicehallBot(None, Settings(discord_token=None, _env_file=None), features())  # type: ignore[arg-type]
        for module in cog_modules():
            await bot.load_extension(module)
        games = [name for name in registry.names() if name != "dicerace"]
        found = {game: {c.name: {p.display_name for p in c.parameters} for c in bot.tree.get_command(game).commands}
                 for game in games}
        await bot.close()
        return found

    return asyncio.run(load())
