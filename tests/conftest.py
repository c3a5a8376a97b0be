import os

import pytest
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


@pytest.fixture
def marked_words(monkeypatch):
    """Every sentence a catalog makes, marked ⟦…⟧ (issue 46's tests: what is left outside the marks is the
    code's own, tests/words_check.outside_the_catalogs)."""
    from tests.words_check import mark_catalog_sentences

    mark_catalog_sentences(monkeypatch)


@pytest.fixture(scope="session")
def postgres_server():
    """One throwaway PostgreSQL server for the whole run. Without PostgreSQL installed the tests that
    need it are skipped, except under CI (CI=1), where they fail: CI installs it."""
    from tests.pgserver import PostgresServer, PostgresUnavailable

    try:
        server = PostgresServer().start()
    except PostgresUnavailable as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL for the store tests: {exc}")
        pytest.skip(f"no PostgreSQL here: {exc}")
    yield server
    server.stop()


@pytest_asyncio.fixture
async def postgres_url(postgres_server):
    """The URL of a fresh, empty database on the test server."""
    return await postgres_server.new_database()
