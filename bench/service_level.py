"""Service level at scale: N live games in one SQLite file, concurrent tasks submitting random legal
moves through the table service as the cogs do (load, apply, save, schedule, then render and encode
the picture off the event loop). Also the floor: the same picture work by hand-written Pillow calls and
a bare SQLite upsert of the same state bytes."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from PIL import Image, ImageDraw

from bot.clock import SystemClock
from bot.metrics import collect
from bot.service import TableService
from bot.store import SqliteStore
from engines import registry
from engines.errors import IllegalAction
from render.registry import png_bytes, render_table

NOW = datetime(2026, 1, 1, tzinfo=UTC)
PHASES = ("load", "apply", "save", "render", "encode")


@dataclass
class Live:
    """One live table of the population and the users seated at it."""

    channel: str
    game: str
    users: dict[str, str]  # seat name → user id


@dataclass
class GameSamples:
    totals: list[float] = field(default_factory=list)
    phases: dict[str, list[float]] = field(default_factory=lambda: {p: [] for p in PHASES})
    sizes: list[int] = field(default_factory=list)
    last: tuple | None = None
    """The last (view, events) drawn: the floor counts its drawing calls."""
    picture_sizes: list[tuple[int, int]] = field(default_factory=list)
    states: list[bytes] = field(default_factory=list)


def shipped_games(only: list[str] | None = None) -> list[str]:
    names = registry.names()
    return [n for n in names if (only is None or n in only) and _has_renderer(n)]


def _has_renderer(game: str) -> bool:
    try:
        __import__(f"render.{game}")
        return True
    except ModuleNotFoundError:
        return False


async def populate(service: TableService, games: list[str], count: int, seed: int, prefix: str = "bench-"
                   ) -> list[Live]:
    """`count` live tables spread over the games and their player counts, each advanced a few random
    moves by the engine (mid-game positions) and saved once."""
    rand = random.Random(seed)
    population = []
    for i in range(count):
        game = games[i % len(games)]
        engine = registry.get(game)
        players = engine.min_players + (i // len(games)) % (engine.max_players - engine.min_players + 1)
        channel = f"{prefix}{i}"
        users = {f"u{j}": f"{channel}-u{j}" for j in range(players)}
        ids = list(users.values())
        await service.new_table("bench", channel, game, ids[0], "u0")
        for name, user_id in list(users.items())[1:]:
            await service.join(channel, user_id, name)
        move = await service.start(channel, ids[0], seed=rand.randrange(2**31))
        table = move.table
        state = engine.load_state(table.state)
        for _ in range(rand.randint(0, 12)):
            prompts = engine.awaiting(state)
            if not prompts:
                break
            player = rand.choice(prompts).player
            nxt = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW).state
            if engine.outcome(nxt) is not None:
                break
            state = nxt
        advanced = table.model_copy(update={"state": state.model_dump_json(), "version": table.version + 1})
        await service.store.save_table(advanced, table.version)
        population.append(Live(channel, game, users))
    return population


async def drive(service: TableService, population: list[Live], moves: int, workers: int, seed: int,
                samples: dict[str, GameSamples]) -> float:
    """Workers submit `moves` random legal moves in all; returns the wall time taken."""
    rand = random.Random(seed)
    remaining = [moves]
    live = list(population)

    async def worker() -> None:
        while remaining[0] > 0 and live:
            remaining[0] -= 1
            target = rand.choice(live)
            table = await service.store.active_table(target.channel)
            if table is None:  # finished: it leaves the population
                live.remove(target) if target in live else None
                continue
            engine, state = service.engine_and_state(table)
            player = rand.choice(engine.awaiting(state)).player
            action = rand.choice(engine.legal_actions(state, player))
            try:
                await one_move(service, target, player, action, samples[target.game])
            except IllegalAction:  # another task moved this table first: as two players racing would
                continue

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(workers)))
    return time.perf_counter() - started


async def one_move(service: TableService, target: Live, player: str, action, samples: GameSamples) -> None:
    start = time.perf_counter()
    with collect() as phases:
        move = await service.act(target.channel, target.users[player], action.do, action.args())
    view = service.public_view(move.table)
    t0 = time.perf_counter()
    image = await asyncio.to_thread(render_table, target.game, view, move.events)
    t1 = time.perf_counter()
    png = await asyncio.to_thread(png_bytes, image)
    t2 = time.perf_counter()
    samples.totals.append(t2 - start)
    for name in ("load", "apply", "save"):
        samples.phases[name].append(phases.get(name, 0.0))
    samples.phases["render"].append(t1 - t0)
    samples.phases["encode"].append(t2 - t1)
    samples.sizes.append(len(png))
    samples.picture_sizes.append(image.size)
    samples.last = (view, move.events)
    if len(samples.states) < 50:
        samples.states.append(move.table.state.encode())


_DRAW_METHODS = ("rectangle", "rounded_rectangle", "ellipse", "text", "line", "polygon", "regular_polygon",
                 "pieslice", "arc", "chord", "point", "multiline_text")


def count_draw_calls(game: str, view, events) -> int:
    """Render once, counting the drawing calls, so the floor draws as many. Run it alone: it wraps
    ImageDraw's methods for the duration of the call."""
    counter = [0]
    originals = {}
    for name in _DRAW_METHODS:
        original = getattr(ImageDraw.ImageDraw, name)
        originals[name] = original

        def counted(self, *args, __original=original, **kwargs):
            counter[0] += 1
            return __original(self, *args, **kwargs)

        setattr(ImageDraw.ImageDraw, name, counted)
    try:
        render_table(game, view, events)
    finally:
        for name, original in originals.items():
            setattr(ImageDraw.ImageDraw, name, original)
    return counter[0]


def floor_picture(size: tuple[int, int], calls: int, repeats: int = 30) -> list[float]:
    """Draw `calls` plain shapes and a line of text on a blank picture of `size`, encode it: seconds each."""
    timings = []
    for r in range(repeats):
        start = time.perf_counter()
        image = Image.new("RGB", size, (34, 39, 46))
        draw = ImageDraw.Draw(image)
        w, h = size
        for i in range(calls):
            x, y = (i * 37 + r) % max(w - 40, 1), (i * 53) % max(h - 30, 1)
            if i % 3 == 0:
                draw.text((x, y), "12", fill=(236, 239, 244))
            else:
                draw.rectangle((x, y, x + 30, y + 20), fill=(i % 255, 120, 200), outline=(0, 0, 0))
        png_bytes(image)
        timings.append(time.perf_counter() - start)
    return timings


def floor_upsert(path: str, states: list[bytes], repeats: int = 200) -> list[float]:
    """A bare SQLite upsert of the same state bytes (same journal settings as the store)."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE IF NOT EXISTS floor (id INTEGER PRIMARY KEY, state BLOB)")
    timings = []
    for i in range(repeats):
        blob = states[i % len(states)]
        start = time.perf_counter()
        db.execute("INSERT INTO floor (id, state) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET state = excluded.state",
                   (i % 100, blob))
        timings.append(time.perf_counter() - start)
    db.close()
    return timings


def quantile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def resident_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


async def run_scale(live_games: int, moves: int, workers: int, games: list[str], seed: int = 1) -> dict:
    """One measured run at one population size; returns the figures as a JSON-able dict."""
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "bench.db")
        store = SqliteStore(path)
        await store.open()
        service = TableService(store, SystemClock())
        built = time.perf_counter()
        population = await populate(service, games, live_games, seed)
        build_seconds = time.perf_counter() - built
        samples = {g: GameSamples() for g in games}
        wall = await drive(service, population, moves, workers, seed, samples)
        await store.close()
        db_bytes = sum(os.path.getsize(p) for p in Path(folder).glob("bench.db*"))
        report = {"live_games": live_games, "moves": moves, "workers": workers, "wall_seconds": wall,
                  "moves_per_second": moves / wall if wall else 0.0, "build_seconds": build_seconds,
                  "resident_mb": resident_mb(), "db_bytes_per_game": db_bytes / max(live_games, 1), "games": {}}
        for game, s in samples.items():
            if not s.totals:
                continue
            size = max(set(s.picture_sizes), key=s.picture_sizes.count)
            calls = count_draw_calls(game, *s.last)
            picture_floor = _stats(floor_picture(size, calls))
            upsert_floor = _stats(floor_upsert(str(Path(folder) / "floor.db"), s.states))
            drawing = _stats([r + e for r, e in zip(s.phases["render"], s.phases["encode"], strict=True)])
            total, save = _stats(s.totals), _stats(s.phases["save"])
            floor_total = picture_floor["p99"] + upsert_floor["p99"]
            report["games"][game] = {
                "moves": len(s.totals),
                "total": total,
                **{name: _stats(values) for name, values in s.phases.items()},
                "render_encode": drawing,
                "picture_bytes": {"median": statistics.median(s.sizes), "max": max(s.sizes)},
                "picture_size": list(size),
                "draw_calls": calls,
                "floor": {"picture": picture_floor, "upsert": upsert_floor, "p99": floor_total},
                "ratio": {
                    "total_p99": total["p99"] / floor_total,
                    "render_encode_p99": drawing["p99"] / picture_floor["p99"],
                    "save_p99": save["p99"] / upsert_floor["p99"],
                },
            }
        return report


def _stats(values: list[float]) -> dict[str, float]:
    """Milliseconds."""
    return {q: quantile(values, level) * 1000 for q, level in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
