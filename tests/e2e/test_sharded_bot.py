"""The bot with SHARD_COUNT set: discord.py's AutoShardedBot, one gateway connection per shard, plays as
the unsharded bot does, and says it is up (for /health) once every shard is connected."""

from __future__ import annotations

from cogs._features import features
from plumbing.client import ShardedDicehallBot, new_bot
from plumbing.local import LocalBot
from tests.e2e.harness import TEST_COGS, Harness
from tests.e2e.play import assert_move_posted
from tests.e2e.test_table import current, start_dicerace


class ShardedE2EBot(ShardedDicehallBot):
    async def setup_hook(self) -> None:
        for module in TEST_COGS:
            await self.load_extension(module)
        await super().setup_hook()


async def test_a_bot_serving_two_shards_plays_and_reports_its_gateway_up(standin, tmp_path, clock, errors):
    harness = Harness(standin, tmp_path / "dicehall.db", clock)
    settings = harness.settings().model_copy(update={"shard_count": 2})
    assert isinstance(new_bot(None, settings, features()), ShardedDicehallBot)
    harness.local = await LocalBot.start(ShardedE2EBot, settings, clock, features(), timeout=30)
    bot = harness.bot
    try:
        assert sorted(bot.shards) == [0, 1] and bot.gateway_up()
        (marta, tom), board = await start_dicerace(standin)
        table, awaited = await current(harness, marta)
        player = marta if awaited == "marta" else tom
        assert_move_posted(await player.click(board, "Roll"), standin.attachment_size_limit)
    finally:
        await harness.local.stop()
    assert not bot.gateway_up()
