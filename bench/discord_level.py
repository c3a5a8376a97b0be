"""Through Discord: the real bot (discord.py, every cog) against the local stand-in of Discord.
Users act at once, each in their own channel against an AI seat; for every slash command we measure
the time to the first response (Discord's 3 s rule) and to the table picture delivered."""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.service_level import quantile
from bot.clock import SystemClock
from bot.config import Settings
from bot.service import TableService
from bot.store import SqliteStore
from bot.workers import WorkerPool
from cogs._features import features
from engines import registry
from plumbing.client import DicehallBot, point_discord_at
from standin import StandIn


def option_value(value):
    """Action fields as a person types them: lists as space-separated text."""
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return value


async def run_discord(users: int, moves_per_user: int, game: str, seed: int = 1) -> dict:
    channels = tuple(f"table-{i}" for i in range(users))
    with tempfile.TemporaryDirectory() as folder:
        async with StandIn(channels=channels, settle_timeout=120.0) as standin:
            store = SqliteStore(str(Path(folder) / "bench.db"))
            await store.open()
            settings = Settings(_env_file=None, discord_token=standin.token, deadline_poll_seconds=3600,
                                database_url=f"sqlite:///{folder}/bench.db", **standin.settings())
            point_discord_at(settings)
            workers = WorkerPool(settings.picture_workers)
            bot = DicehallBot(TableService(store, SystemClock(), workers), settings, features())
            runner = await bot.start_until_ready(one_guild=True)
            try:
                people = [standin.user(f"player{i}", channels[i]) for i in range(users)]
                seats = max(2, registry.get(game).min_players)
                for person in people:
                    await person.slash("game new", game=game)
                    for _ in range(seats - 1):
                        await person.slash("game addbot")
                    await person.slash("game start")
                first, picture = [], []
                rand = random.Random(seed)

                async def play(person) -> None:
                    for _ in range(moves_per_user):
                        table = await bot.service.store.active_table(str(person.channel.id))
                        if table is None:
                            return
                        engine, state = bot.service.engine_and_state(table)
                        seat = table.seat_of(str(person.id))
                        if engine.prompt_of(state, seat.name) is None:
                            return
                        action = rand.choice(engine.legal_actions(state, seat.name))
                        options = {k: option_value(v) for k, v in action.args().items() if v not in (None, [], "")}
                        sent = time.time()
                        inter = await person.slash(f"{game} {action.do}", **options)
                        if inter.acked_at is not None:
                            first.append(inter.acked_at - inter.created)
                        pictures = [m for m in inter.touched + inter.posted if m.attachments]
                        if pictures:  # the table is posted by the sender (a reply only for /game status)
                            picture.append((pictures[0].edited_at or pictures[0].created_at) - sent)

                started = time.perf_counter()
                await asyncio.gather(*(play(p) for p in people))
                wall = time.perf_counter() - started
                problems = [str(p) for p in standin.take_problems()]
            finally:
                await bot.close()
                await asyncio.wait({runner}, timeout=10)
                workers.close()
                await store.close()
    return {
        "game": game, "users": users, "moves": len(first), "wall_seconds": wall,
        "first_response_ms": {"p50": quantile(first, 0.5) * 1000, "p99": quantile(first, 0.99) * 1000},
        "picture_ms": {"p50": quantile(picture, 0.5) * 1000, "p99": quantile(picture, 0.99) * 1000},
        "problems": problems,
    }


def discord_games() -> list[str]:
    return [n for n in registry.names() if n != "dicerace"]
