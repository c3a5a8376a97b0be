"""What players ask besides moves, asked all through a bench run (`python -m bench --records`, issue 42):
the history and the replay of a long Throneworld game, each as if asked for the first time (its kept
progress forgotten before each: the worst case), a big server's leaderboard and a player's place on it,
and Throneworld's odds of a large battle (the estimator with the command's budget, in a worker as the
command runs it). One ask at a time, one after another with a pause between rounds, as a few people
asking would. None of them may hold the event loop: the bench reports the loop's lag. The history is written
as the command writes it (its message and its attachment)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field

from bot import replay
from bot.models import Rating, Table
from bot.service import TableService
from cogs._records import history_answer
from engines import registry
from engines.throneworld.combat import Battle, Group, Side
from engines.throneworld.describe import ODDS_TRIALS, ODDS_WORK
from engines.throneworld.odds import estimate
from lang import DEFAULT, ENGLISH

GUILD = "records"
BIG_SERVER_PLAYERS = 10_000
"""Rated players on the big server's Throneworld leaderboard."""
PAUSE = 1.0
"""Seconds between two rounds of asks."""
EVERY_SHIP, EVERY_TROOP = {"B": 5, "P": 5, "M": 5, "F": 5}, {"A": 5, "H": 5, "L": 5, "D": 5}
LARGE_BATTLE = Battle(attacker=Side(owner="me"), groups=[Group(ships=EVERY_SHIP, aboard=EVERY_TROOP, origin="A1")],
                      space_defender=Side(owner="you"), defence=Group(ships=EVERY_SHIP | {"S": 5}),
                      ground_defender=Side(owner="you"), army=EVERY_TROOP | {"C": 5})
"""Five of each unit a side (issue 42's case)."""


@dataclass
class RecordsLoad:
    service: TableService
    long_game: Table
    seconds: dict[str, list[float]] = field(default_factory=lambda: {k: [] for k in ASKS})

    async def ask_until(self, done: asyncio.Event) -> None:
        """Every kind of ask in turn until `done` is set, timing each from asking to answer."""
        while not done.is_set():
            for kind in ASKS:
                started = time.perf_counter()
                await ASKS[kind](self)
                self.seconds[kind].append(time.perf_counter() - started)
            try:
                await asyncio.wait_for(done.wait(), PAUSE)
            except TimeoutError:
                continue

    def figures(self) -> dict[str, dict[str, float]]:
        """Asks made and their median and worst time (ms), by kind."""
        return {kind: {"asked": len(s), "p50_ms": sorted(s)[len(s) // 2] * 1000 if s else 0.0,
                       "max_ms": max(s, default=0.0) * 1000} for kind, s in self.seconds.items()}


async def prepare(service: TableService) -> RecordsLoad:
    """A whole Throneworld game of AI seats (its log is the history asked), and the big server's ratings."""
    channel = f"{GUILD}-long"
    await service.new_table(GUILD, channel, "throneworld", "ai:0", "Ada", ai=True)
    for _ in range(registry.get("throneworld").max_players - 1):
        await service.add_ai(channel, "ai:0")
    await service.start(channel, "ai:0", seed=11)
    rand = random.Random(5)
    await service.store.record_ratings(-1, [
        Rating(guild_id=f"{GUILD}-big", game="throneworld", user_id=f"p{n}", name=f"Player {n}",
               games=rand.randint(1, 40), wins=rand.randint(0, 10), mu=rand.gauss(25, 5), sigma=rand.uniform(1, 8))
        for n in range(BIG_SERVER_PLAYERS)])
    return RecordsLoad(service, await service.store.latest_table(channel))


async def _history(load: RecordsLoad) -> None:
    """The move list read and written as /game history writes it, in English."""
    replay.forget(load.service.store)
    written = await replay.history(load.service.store, load.service.workers, load.long_game, DEFAULT)
    history_answer(load.long_game, written, ENGLISH)


async def _replay(load: RecordsLoad) -> None:
    replay.forget(load.service.store)
    await replay.animation(load.service.store, load.service.workers, load.long_game)


async def _leaderboard(load: RecordsLoad) -> None:
    store = load.service.store
    await store.leaderboard(f"{GUILD}-big", "throneworld")
    await store.rank(f"{GUILD}-big", "throneworld", f"p{BIG_SERVER_PLAYERS // 2}")


async def _odds(load: RecordsLoad) -> None:
    await load.service.workers.run(estimate, LARGE_BATTLE, ODDS_TRIALS, 1, ODDS_WORK)


ASKS = {"history": _history, "replay": _replay, "leaderboard": _leaderboard, "odds": _odds}
