"""plumbing/pace.py: the bot's requests stay under Discord's global limit, whatever bursts of them come; each
free place wakes one waiter; what can wait waits; the token's budget is shared by the shard processes."""

import asyncio
import time

import aiohttp
import pytest

from bot.metrics import PACE_WAITING
from bot.shards import Shards
from plumbing.pace import GlobalPace, can_wait, pace_requests, process_share


async def burst(pace: GlobalPace, count: int, later: int = 0) -> list[tuple[float, str]]:
    sent: list[tuple[float, str]] = []

    async def one(lane: str) -> None:
        if lane == "later":
            with can_wait():
                await pace.wait()
        else:
            await pace.wait()
        sent.append((time.monotonic(), lane))

    await asyncio.gather(*(one("now") for _ in range(count)), *(one("later") for _ in range(later)))
    return sorted(sent)


def test_a_burst_goes_out_at_most_per_second_in_any_second():
    times = [t for t, _ in asyncio.run(burst(GlobalPace(per_second=10), 25))]
    assert times[9] - times[0] < 0.1  # the first ten at once
    assert all(later - earlier >= 0.99 for earlier, later in zip(times, times[10:], strict=False))
    assert 1.99 <= times[-1] - times[0] < 2.5


def test_each_free_place_wakes_one_waiter_not_all_of_them():
    """Requests arriving at twice the pace: the old pace woke every waiter each time a place freed (each
    slept until the oldest place freed, looked and slept again: 24 callbacks a request here). Count the
    callbacks the event loop runs, a task's wake-up and a timer being one each (the arrivals' own sleeps
    and task starts are 3 of them)."""
    loop = asyncio.new_event_loop()
    scheduled = [0]
    for name in ("call_soon", "call_at"):
        real = getattr(loop, name)

        def counting(*args, _real=real, **kwargs):
            scheduled[0] += 1
            return _real(*args, **kwargs)

        setattr(loop, name, counting)
    pace = GlobalPace(per_second=20)

    async def arrivals() -> None:
        waiting = []
        for _ in range(60):
            waiting.append(asyncio.ensure_future(pace.wait()))
            await asyncio.sleep(1 / 40)
        await asyncio.gather(*waiting)

    try:
        loop.run_until_complete(arrivals())
    finally:
        loop.close()
    assert scheduled[0] / 60 < 8


def test_what_can_wait_goes_after_everything_else_and_leaves_a_reserve():
    pace = GlobalPace(per_second=10)
    sent = asyncio.run(burst(pace, 15, later=10))
    lanes = [lane for _, lane in sent]
    first_later = lanes.index("later")
    assert lanes[:first_later] == ["now"] * 15  # every table, timeout… before any reminder
    start = sent[0][0]
    later_seconds = [int(t - start) for t, lane in sent if lane == "later"]
    for second in set(later_seconds):  # reminders alone use at most the second less its reserve
        assert later_seconds.count(second) <= 8


def test_a_cancelled_waiter_gives_its_place_to_the_next():
    async def run():
        pace = GlobalPace(per_second=2)
        await pace.wait()
        await pace.wait()
        doomed = asyncio.create_task(pace.wait())
        await asyncio.sleep(0.01)
        doomed.cancel()
        started = time.monotonic()
        await pace.wait()
        return time.monotonic() - started, pace.waiting("now")

    waited, left = asyncio.run(run())
    assert waited < 1.1 and left == 0


def test_the_queue_depth_is_a_metric():
    async def run():
        pace = GlobalPace(per_second=2)
        tasks = [asyncio.create_task(pace.wait()) for _ in range(6)]
        await asyncio.sleep(0.05)
        depth = PACE_WAITING.labels("now")._value.get()
        await asyncio.gather(*tasks)
        return depth, PACE_WAITING.labels("now")._value.get()

    during, after = asyncio.run(run())
    assert during == 4 and after == 0


@pytest.mark.parametrize(("limit", "shards", "share"), [
    (50, Shards(), 45.0),
    (50, Shards(2, (0,)), 22.5),
    (50, Shards(4, (1, 3)), 22.5),
    (500, Shards(2, (1,)), 225.0),
])
def test_the_tokens_budget_is_split_by_the_shards_each_process_serves(limit, shards, share):
    assert process_share(limit, shards) == share


def test_a_place_counts_from_when_its_request_went_out():
    """Ten requests let through at once but sent half a second later (the loop or a connection kept them):
    the next ten go a second after they were sent, not after they were let through, or twenty would reach
    Discord within one second."""
    async def run():
        pace = GlobalPace(per_second=10)
        first = [await pace.wait() for _ in range(10)]
        await asyncio.sleep(0.5)
        for place in first:
            pace.went_out(place)
        sent_first = time.monotonic()
        await asyncio.gather(*(pace.wait() for _ in range(10)))
        return time.monotonic() - sent_first

    assert asyncio.run(run()) >= 0.95


async def test_a_request_that_waits_for_a_connection_takes_its_place_when_it_is_sent():
    """Through aiohttp's trace hooks as discord.py's client makes its requests: one connection, held 0.3 s
    by a slow request, so the next request is let through at once and sent 0.3 s later."""
    from aiohttp import web

    async def answer(request: web.Request) -> web.Response:
        await asyncio.sleep(float(request.query.get("slow", 0)))
        return web.json_response({})

    app = web.Application()
    app.router.add_get("/api/v10/channels/{id}/messages", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    pace, trace = GlobalPace(per_second=10), aiohttp.TraceConfig()
    pace_requests(trace, pace)
    try:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=1), trace_configs=[trace]) as session:
            url = f"http://127.0.0.1:{port}/api/v10/channels/1/messages"
            asked = asyncio.get_running_loop().time()

            async def get(**query: str) -> None:
                async with session.get(url, params=query) as response:
                    await response.read()

            await asyncio.gather(get(slow="0.3"), get())
    finally:
        await runner.cleanup()
    first, second = (place.at - asked for place in pace._sent)
    assert first < 0.3 <= second  # let through at once, both; sent once the slow one had its answer
