"""The store tests that run on both databases: `backend` (sqlite, then postgresql) and a fresh, empty database of
it, `database_url` (PostgreSQL's on the test server that tests/conftest.py starts)."""

from __future__ import annotations

import pytest
import pytest_asyncio


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request):
    return request.param


@pytest_asyncio.fixture
async def database_url(backend, request, tmp_path):
    if backend == "sqlite":
        return f"sqlite:///{tmp_path}/test.db"
    return await request.getfixturevalue("postgres_server").new_database()
