import pytest_asyncio

import tests.dice_race  # noqa: F401  (registers the test engine)
from bot.clock import FakeClock
from bot.service import TableService
from bot.store import SqliteStore


@pytest_asyncio.fixture
async def store(tmp_path):
    store = SqliteStore(str(tmp_path / "test.db"))
    await store.open()
    yield store
    await store.close()


@pytest_asyncio.fixture
async def clock():
    return FakeClock()


@pytest_asyncio.fixture
async def service(store, clock):
    return TableService(store, clock)
