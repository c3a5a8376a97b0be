import logging

import pytest
import pytest_asyncio

from bot.clock import FakeClock
from standin import StandIn
from standin.faults import Faults
from tests.e2e.harness import ErrorLog, Harness, restore_discord_defaults
from tests.e2e.throneworld_table import pictures  # noqa: F401  (the Throneworld tests' picture recorder)


@pytest_asyncio.fixture
async def standin():
    """The stand-in Discord. At the end of each test, anything a real Discord would have refused, an
    interaction answered late or not at all, or a privacy slip fails the test."""
    # Discord's rate-limit windows 20 times shorter (5 posts per 0.25 s in a channel): the same buckets and
    # headers, so a bot that ignored them would meet 429s (a problem), but the suite runs in minutes.
    async with StandIn(faults=Faults.from_env(), rate_limit_scale=0.05) as server:
        yield server
        problems = server.take_problems()
    restore_discord_defaults()
    assert not problems, "The stand-in saw problems:\n" + "\n".join(f"  - {p}" for p in problems)


@pytest.fixture
def errors():
    """Errors the bot or discord.py logged (a failing cog or view); each fails the test."""
    handler = ErrorLog()
    root = logging.getLogger()
    root.addHandler(handler)
    yield handler
    root.removeHandler(handler)
    found = handler.take()
    assert not found, "The bot logged errors:\n" + "\n".join(
        f"  - {r.name}: {r.getMessage()} {r.exc_text or ''}" for r in found)


@pytest.fixture
def clock():
    return FakeClock()


@pytest_asyncio.fixture
async def harness(standin, tmp_path, clock, errors):
    harness = Harness(standin, tmp_path / "dicehall.db", clock)
    await harness.start_bot()
    yield harness
    await harness.stop_bot()
