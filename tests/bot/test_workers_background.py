"""Background jobs of the worker pool (a replay rebuilt, issue 42): the table pictures go first and find a
worker left to them; a background job that has waited PATIENCE seconds takes its turn with the others."""

import asyncio
import time

import pytest

from bot import workers as pool_module
from bot.workers import WorkerPool


@pytest.fixture
async def pool():
    pool = WorkerPool(2)
    await pool.ready()
    yield pool
    pool.close()


async def test_a_picture_does_not_wait_behind_background_jobs(pool):
    rebuilding = [asyncio.create_task(pool.run(time.sleep, 0.8, background=True)) for _ in range(2)]
    await asyncio.sleep(0.2)  # one runs; the other waits, as it would take the last idle worker
    started = time.perf_counter()
    await pool.run(time.sleep, 0.05)  # a table picture
    assert time.perf_counter() - started < 0.4  # behind both (first come, first served) it waited 0.6 s
    await asyncio.gather(*rebuilding)


async def test_a_background_job_takes_its_turn_once_it_has_waited_long_enough(pool, monkeypatch):
    monkeypatch.setattr(pool_module, "PATIENCE", 0.3)
    busy = asyncio.create_task(pool.run(time.sleep, 1.5))  # one worker taken all along
    await asyncio.sleep(0.1)
    rebuilding = asyncio.create_task(pool.run(time.sleep, 0.05, background=True))
    started = time.perf_counter()
    while not rebuilding.done() and time.perf_counter() - started < 1.2:
        await pool.run(time.sleep, 0.05)  # pictures one after another on the other worker
    assert rebuilding.done()  # without the patience it would wait for the long job's end (1.4 s)
    await busy
