"""The store tests that run on both databases: `backend` (sqlite, then postgresql) and a fresh, empty database of
it, `database_url` (PostgreSQL's on the test server that tests/conftest.py starts), and its store opened for the
test, `store_on_both`: a file whose tests all run on both makes it its `store` (the service's too) by a fixture
returning it."""

from __future__ import annotations

import pytest
import pytest_asyncio

from bot.store import open_store


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request):
    return request.param


@pytest_asyncio.fixture
async def database_url(backend, request, tmp_path):
    if backend == "sqlite":
        return f"sqlite:///{tmp_path}/test.db"
    return await request.getfixturevalue("postgres_server").new_database()


@pytest_asyncio.fixture
async def store_on_both(database_url):
    store = open_store(database_url)
    await store.open()
    yield store
    await store.close()
