"""What an operator watches: /metrics in Prometheus' format and /health saying which part is down."""

import socket
from datetime import timedelta

import aiohttp

from bot.health import Health
from bot.metrics import DISCORD_ERRORS


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_health_says_which_part_is_down_and_metrics_count_the_backlog(service, store, clock):
    await service.new_table("g", "c", "dicerace", "marta", "marta")
    await service.join("c", "tom", "tom")
    await service.start("c", "marta", seed=1)
    clock.advance(timedelta(days=3))
    gateway = [True]
    port = free_port()
    health = Health(store, lambda: gateway[0])
    health.now = clock.now
    runner = await health.serve("127.0.0.1", port)
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(f"http://127.0.0.1:{port}/health") as answer:
                assert answer.status == 200
                assert await answer.json() == {"ok": True, "gateway": True, "database": True, "writes": True,
                                               "failed_writes": 0}
            async with http.get(f"http://127.0.0.1:{port}/metrics") as answer:
                text = await answer.text()
            assert "dicehall_deadlines_due 3.0" in text  # two reminders and the timeout
            gateway[0] = False
            async with http.get(f"http://127.0.0.1:{port}/health") as answer:
                assert answer.status == 503
                assert (await answer.json())["gateway"] is False
            gateway[0] = True
            await store.close()
            async with http.get(f"http://127.0.0.1:{port}/health") as answer:
                assert answer.status == 503
                assert await answer.json() == {"ok": False, "gateway": True, "database": False, "writes": True,
                                               "failed_writes": 0}
            await store.open()
    finally:
        await runner.cleanup()


async def test_discord_errors_are_counted_by_status():
    from aiohttp import web

    from bot.health import discord_trace

    async def refuse(request):
        return web.json_response({"code": 50013, "message": "Missing Permissions"}, status=403)

    app = web.Application()
    app.router.add_post("/x", refuse)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    before = DISCORD_ERRORS.labels("403")._value.get()
    async with aiohttp.ClientSession(trace_configs=[discord_trace()]) as http:
        async with http.post(f"http://127.0.0.1:{port}/x") as answer:
            assert answer.status == 403
    assert DISCORD_ERRORS.labels("403")._value.get() == before + 1
    await runner.cleanup()
