"""Service level at scale: N live games in one SQLite file, each at a random point of its game (taken
from whole random games, so late positions weigh as they do on a live server; a game that ends is
replaced by a new one); moves arrive at random (a Poisson stream of `rate` a second: open loop, so a
slow move does not slow the arrivals) at one game's live tables at a time and go through the table
service as the cogs do (load, apply, save, schedule, then the picture drawn and encoded by the
service's worker pool). The players choose their moves beforehand in a process of their own at the
lowest priority (Players), as they think on their own phones. Per game: latency from arrival to PNG,
CPU per move (this process and the workers), cores used. Also the floor: the same picture work by
hand-written Pillow calls, encoded by the same encoder, and a bare SQLite upsert of the same state
bytes."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from multiprocessing import forkserver
from pathlib import Path

from PIL import Image, ImageDraw

from bench import records as bench_records
from bot import collector
from bot.clock import SystemClock
from bot.kept import fingerprint
from bot.looplag import LoopLag
from bot.metrics import collect
from bot.models import Table
from bot.service import TableService
from bot.steps import NoGame
from bot.store import SqliteStore
from bot.workers import WorkerPool
from engines import registry
from engines.errors import IllegalAction
from render import palette
from render.registry import png_bytes, render_table

NOW = datetime(2026, 1, 1, tzinfo=UTC)
PHASES = ("load", "apply", "save", "picture")


@dataclass(slots=True)
class Live:
    """One live table of the population: its seats u0, u1, … are taken by users `<channel>-u0`, … (worked
    out when asked: 10,000 tables' users kept as dicts were 7 MB of the measured process's memory)."""

    channel: str
    game: str
    players: int

    @property
    def users(self) -> dict[str, str]:
        """Seat name → user id."""
        return {f"u{j}": f"{self.channel}-u{j}" for j in range(self.players)}


@dataclass
class GameSamples:
    totals: list[float] = field(default_factory=list)
    phases: dict[str, list[float]] = field(default_factory=lambda: {p: [] for p in PHASES})
    sizes: list[int] = field(default_factory=list)
    last: tuple | None = None
    """The last (table, events) drawn: the floor counts its drawing calls."""
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
    """`count` live tables spread over the games and their player counts, each at a random point of its
    game (`positions`) and saved once."""
    rand = random.Random(seed)
    population = []
    for i in range(count):
        game = games[i % len(games)]
        engine = registry.get(game)
        players = engine.min_players + (i // len(games)) % (engine.max_players - engine.min_players + 1)
        population.append(await seat_table(service, f"{prefix}{i}", game, players, rand))
        # the store's statements never give up the loop: without this its checkpoints would not run
        # while the population is built (a live bot's loop turns between moves), and the first game
        # measured would meet a WAL of the whole population being copied back (2.4 GB at 10,000 games)
        await asyncio.sleep(0)
    return population


async def seat_table(service: TableService, channel: str, game: str, players: int, rand: random.Random) -> Live:
    """A new table in `channel`, its seats filled, started and moved to a random point of its game."""
    live = Live(channel, game, players)
    (first, host), *others = live.users.items()
    await service.new_table("bench", channel, game, host, first)
    for name, user_id in others:
        await service.join(channel, user_id, name)
    table = (await service.start(channel, host, seed=rand.randrange(2**31))).table
    state = rand.choice(positions(game, players))
    await service.store.save_table(table.model_copy(update={"state": state, "version": table.version + 1}),
                                   table.version, public_fingerprint=public_fingerprint(game, state))
    return live


@cache
def public_fingerprint(game: str, state: str) -> int:
    """The fingerprint a position's public view was saved with by the person's move that reached it (every
    seat of a bench table is a person's)."""
    engine = registry.get(game)
    return fingerprint(engine.view(engine.load_state(state), None).model_dump_json())


GAMES_PLAYED, POSITIONS_KEPT = 3, 12


@cache
def positions(game: str, players: int) -> tuple[str, ...]:
    """Saved states at random points of GAMES_PLAYED whole random games (POSITIONS_KEPT of each) with
    seats u0, u1, …: a live table is anywhere in its game, not only near its start (a Throwdown table late
    in its game has three times the cards of an early one, and its picture costs half as much again)."""
    engine = registry.get(game)
    kept = []
    for g in range(GAMES_PLAYED):
        rand = random.Random(f"{game}-{players}-{g}")
        state = engine.new_game([f"u{j}" for j in range(players)], {}, seed=rand.randrange(2**31))
        states = []
        while engine.outcome(state) is None and (prompts := engine.awaiting(state)):
            states.append(state.model_dump_json())
            player = rand.choice(prompts).player
            state = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW).state
        kept += rand.sample(states, min(POSITIONS_KEPT, len(states)))
    return tuple(kept)


PREPARED_AT_ONCE = 100
"""Tables whose next moves are chosen at once before a run (Players.prepare_all)."""
PLAYERS_NICENESS = 19
"""The players' process takes only CPU the bot leaves idle: their thinking happens on their own phones."""


class Players:
    """The players' side, in a process of its own at the lowest priority: for each table, the move its
    next player will send, chosen (a random legal move of a random awaited player) as soon as the table
    is seen, so that when the move's time comes it is sent at once and the arrivals stay a Poisson
    stream. (Choosing on the bot's event loop, as before, counted the players' thinking as the bot's
    queue: Throneworld's legal moves alone took 1.2 ms a move.) The process is a worker pool's, as the
    bot's pictures are: the event loop writes to its pipe itself. concurrent.futures' pool passes each
    job through two threads of this process, and every time the loop let go of the GIL (a pipe written,
    SQLite's file) they took it and the loop waited its turn: half the time py-spy saw in a measured
    move was there (Würfelhelden, 1,000 live games)."""

    def __init__(self, seed: int):
        self._process = WorkerPool(1, niceness=PLAYERS_NICENESS)
        self._rand = random.Random(seed)
        self._next: dict[str, tuple[int, asyncio.Future]] = {}

    def prepare(self, game: str, table: Table) -> None:
        """Start choosing the next move on `table` as it is now."""
        chosen = self._process.run(choose_move, game, table.state, self._rand.randrange(2**31))
        self._next[table.channel_id] = (table.version, asyncio.ensure_future(chosen))

    async def prepare_all(self, service: TableService, live: list[Live]) -> None:
        """Every table's next move, chosen before the run starts, PREPARED_AT_ONCE tables at a time: the
        bench runs in the bot's process, and 10,000 saved states waiting in the players' queue at once
        (150 MB of Throneworld's) left the bot's heap that much larger for the rest of the run, counted in
        its memory although no bot holds them."""
        for start in range(0, len(live), PREPARED_AT_ONCE):
            batch = live[start:start + PREPARED_AT_ONCE]
            for target in batch:
                table = await service.store.active_table(target.channel)
                if table is not None:
                    self.prepare(target.game, table)
            await asyncio.gather(*(self._next[t.channel][1] for t in batch if t.channel in self._next))

    async def move_for(self, game: str, table: Table) -> tuple[str, str, dict] | None:
        """The move chosen for the table as it is; chosen now if it has changed since."""
        version, chosen = self._next.pop(table.channel_id, (None, None))
        if version != table.version:
            self.prepare(game, table)
            _, chosen = self._next.pop(table.channel_id)
        return await chosen

    def forget(self) -> None:
        """Drop the moves prepared for tables no longer driven (the bench's data, not the bot's memory)."""
        self._next.clear()

    def close(self) -> None:
        self._process.close()


def choose_move(game: str, state_json: str, seed: int) -> tuple[str, str, dict] | None:
    """(player, action, its arguments): a random player of those awaited and a random legal move; None
    while the game awaits no one (a step the bot finishes by itself)."""
    rand = random.Random(seed)
    engine = registry.get(game)
    state = engine.load_state(state_json)
    if not engine.awaiting(state):
        return None
    player = rand.choice(engine.awaiting(state)).player
    action = rand.choice(engine.legal_actions(state, player))
    return player, action.do, action.args()


async def drive(service: TableService, players: Players, live: list[Live], moves: int, rate: float, seed: int,
                samples: GameSamples) -> float:
    """Moves arrive at `rate` a second at random times to random tables of `live` until `moves` have been
    served (a move that loses a race with another on its table is not counted, as a player's retry
    would be a new arrival); returns the wall time taken."""
    rand = random.Random(seed)
    pending: set[asyncio.Task] = set()
    started = next_at = time.perf_counter()
    while live and len(samples.totals) + len(pending) < moves:
        next_at += rand.expovariate(rate)
        delay = next_at - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        task = asyncio.create_task(arrival(service, players, live, rand, samples))
        pending.add(task)
        task.add_done_callback(pending.discard)
        if len(samples.totals) + len(pending) >= moves and pending:
            await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
    await asyncio.gather(*pending)
    return time.perf_counter() - started


async def arrival(service: TableService, players: Players, live: list[Live], rand: random.Random,
                  samples: GameSamples) -> None:
    """One player's move on a random table (chosen beforehand, see Players): latency counts from the
    moment it reaches the bot."""
    target = rand.choice(live)
    table = await service.store.active_table(target.channel)
    if table is None:  # finished: a new game starts there, as they do in a live bot
        await replace_finished(service, live, target, rand)
        return
    chosen = await players.move_for(target.game, table)
    if chosen is None:
        return
    player, do, args = chosen
    arrived = time.perf_counter()
    try:
        with collect() as phases:
            move = await service.act(target.channel, target.users[player], do, args)
        players.prepare(target.game, move.table)
        acted = time.perf_counter()
        png = await service.picture(move.table, move.events)
    except (IllegalAction, NoGame):  # another move reached the table first, or ended its game: a lost race
        return
    done = time.perf_counter()
    samples.totals.append(done - arrived)
    for name in ("load", "apply", "save"):
        samples.phases[name].append(phases.get(name, 0.0))
    samples.phases["picture"].append(done - acted)
    samples.sizes.append(len(png))
    samples.last = (move.table, move.events)
    if len(samples.states) < 50:
        samples.states.append(move.table.state.encode())


async def replace_finished(service: TableService, live: list[Live], finished: Live, rand: random.Random) -> None:
    if finished not in live:  # another arrival replaced it already
        return
    live.remove(finished)
    live.append(await seat_table(service, finished.channel, finished.game, finished.players, rand))


_DRAW_METHODS = ("rectangle", "rounded_rectangle", "ellipse", "text", "line", "polygon", "regular_polygon",
                 "pieslice", "arc", "chord", "point", "multiline_text")


def count_draw_calls(game: str, view, events) -> tuple[int, tuple[int, int]]:
    """Render once, counting the drawing calls, so the floor draws as many on a picture of the same
    size (returned too). Run it alone: it wraps ImageDraw's methods for the duration of the call."""
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
        size = render_table(game, view, events).size
    finally:
        for name, original in originals.items():
            setattr(ImageDraw.ImageDraw, name, original)
    return counter[0], size


def floor_picture(game: str, size: tuple[int, int], calls: int, repeats: int = 30) -> list[float]:
    """Draw `calls` plain shapes and a line of text on a blank picture of `size`, encode it with the
    game's own encoder (its palette): seconds each."""
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
        png_bytes(image, game)
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


def core_ticks(cores: frozenset[int] | None, stat: str | None = None) -> tuple[int, int]:
    """Ticks the hypervisor took from these cores (steal) and all their ticks so far, from /proc/stat (`stat`: its
    text; all cores when `cores` is None). A virtual machine's core can be taken from it while a thread runs: the
    lent machines' cores ran the same loop 979-1,670 times a second from call to call, and a run on a machine
    whose cores are taken measures less machine, which only the steal says."""
    steal = total = 0
    for line in (Path("/proc/stat").read_text() if stat is None else stat).splitlines():
        name, *fields = line.split()
        if name.startswith("cpu") and name != "cpu" and (cores is None or int(name[3:]) in cores):
            ticks = [int(f) for f in fields[:8]]  # user nice system idle iowait irq softirq steal
            steal, total = steal + ticks[7], total + sum(ticks)
    return steal, total


def quantile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def memory_mb(pids: list[int]) -> dict[str, float]:
    """Resident memory of this process and the given ones (the picture workers and their fork server):
    RSS counts pages they share once per process; PSS splits shared pages between their sharers."""
    rss = pss = 0.0
    for pid in ["self", *pids]:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as rollup:
                for line in rollup:
                    if line.startswith("Rss:"):
                        rss += int(line.split()[1]) / 1024
                    elif line.startswith("Pss:"):
                        pss += int(line.split()[1]) / 1024
        except OSError:  # a worker that ended
            continue
    return {"rss": rss, "pss": pss}


def helper_pids(workers: WorkerPool) -> list[int]:
    server = getattr(forkserver._forkserver, "_forkserver_pid", None)
    return workers.pids() + ([server] if server and workers.workers else [])


@contextmanager
def octree_encoder() -> Iterator[None]:
    """The encoder before the fixed palettes: a palette chosen per picture (Pillow's fast octree). Only
    for pictures drawn in this process (the 'before' run draws in threads)."""
    original = palette.palette_image
    palette.palette_image = lambda game: None
    try:
        yield
    finally:
        palette.palette_image = original


async def run_scale(live_games: int, moves: int, rate: float, picture_workers: int, games: list[str],
                    seed: int = 1, records: bool = False) -> dict:
    """One measured run at one population size; returns the figures as a JSON-able dict. The event loop's
    lag is measured while each game's moves are served; `records`: players ask for histories, replays,
    leaderboards and odds meanwhile (bench/records.py)."""
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "bench.db")
        store = SqliteStore(path)
        await store.open()
        workers = WorkerPool(picture_workers)
        service = TableService(store, SystemClock(), workers)
        built = time.perf_counter()
        population = await populate(service, games, live_games, seed)
        build_seconds = time.perf_counter() - built
        asking = await bench_records.prepare(service) if records else None
        collector.settle()  # as the bot does once started
        report = {"live_games": live_games, "moves": moves, "rate": rate, "picture_workers": picture_workers,
                  "build_seconds": build_seconds, "encoder": "octree" if palette.palette_image("thrown") is None
                  else "fixed palette", "games": {}}
        await workers.ready()
        players = Players(seed)
        measured = {}
        cores = frozenset(os.sched_getaffinity(0))  # the bench's, its workers' and its players' (taskset)
        for game in games:
            await warm_up(service, [t for t in population if t.game == game], 2 * max(picture_workers, 2))
            await players.prepare_all(service, [t for t in population if t.game == game])
            samples = GameSamples()
            cpu_before, worker_before = time.process_time(), workers.cpu_seconds
            ticks_before = core_ticks(cores)
            async with loop_lag(asking) as lag:
                wall = await drive(service, players, [t for t in population if t.game == game], moves, rate,
                                   seed, samples)
            cpu = (time.process_time() - cpu_before, workers.cpu_seconds - worker_before)
            stolen, ticks = (now - then for now, then in zip(core_ticks(cores), ticks_before, strict=True))
            players.forget()
            if samples.totals:
                measured[game] = (samples, wall, cpu, lag, stolen / max(ticks, 1))
        # the bot's memory, taken before the floors below draw pictures in this process (the bot draws only
        # in its workers: a Throwdown picture drawn here left 9 MB in it)
        report["resident_mb"] = memory_mb(helper_pids(workers))
        for game, (samples, wall, cpu, lag, stolen) in measured.items():
            report["games"][game] = (game_figures(service, game, samples, wall, cpu, folder)
                                     | {"loop_lag": lag, "stolen": stolen})
        if asking is not None:
            report["records"] = asking.figures()
        players.close()
        workers.close()
        await store.close()
        db_bytes = sum(os.path.getsize(p) for p in Path(folder).glob("bench.db*"))
        report["db_bytes_per_game"] = db_bytes / max(live_games, 1)
        return report


@asynccontextmanager
async def loop_lag(asking: bench_records.RecordsLoad | None) -> AsyncIterator[dict[str, float]]:
    """The event loop's lag (bot/looplag.py) over the block, filled in at its end; players asking for
    records all the while when `asking`."""
    figures: dict[str, float] = {}
    lag, done = LoopLag(), asyncio.Event()
    lag.start()
    asker = asyncio.create_task(asking.ask_until(done)) if asking is not None else None
    try:
        yield figures
    finally:
        done.set()
        if asker is not None:
            await asker
        await lag.stop()
        figures.update(lag.figures())


async def warm_up(service: TableService, live: list[Live], pictures: int) -> None:
    """Draw a few of the game's pictures, unmeasured, where the run will draw them (fonts loaded, glyph
    and layout caches filled), as a bot that has been up a while has."""
    tables = [await service.store.active_table(t.channel) for t in live[:pictures]]
    await asyncio.gather(*(service.picture(t) for t in tables if t is not None))


def game_figures(service: TableService, game: str, s: GameSamples, wall: float, cpu: tuple[float, float],
                 folder: str) -> dict:
    """`cpu`: seconds of CPU in this process (the bot's loop, and the bench driving it) and in the workers."""
    table, events = s.last
    calls, size = count_draw_calls(game, service.public_view(table), events)
    started = time.process_time()
    picture_floor = _stats(floor_picture(game, size, calls))
    floor_cpu_ms = (time.process_time() - started) / 30 * 1000
    upsert_floor = _stats(floor_upsert(str(Path(folder) / "floor.db"), s.states))
    total, save = _stats(s.totals), _stats(s.phases["save"])
    floor_total = picture_floor["p99"] + upsert_floor["p99"]
    moves = len(s.totals)
    return {
        "moves": moves,
        "moves_per_second": moves / wall,
        "cpu_ms_per_move": sum(cpu) / moves * 1000,
        "loop_cpu_ms_per_move": cpu[0] / moves * 1000,
        "cores_used": sum(cpu) / wall,
        "total": total,
        **{name: _stats(values) for name, values in s.phases.items()},
        "picture_bytes": {"median": statistics.median(s.sizes), "max": max(s.sizes)},
        "picture_size": list(size),
        "draw_calls": calls,
        "floor": {"picture": picture_floor, "upsert": upsert_floor, "p99": floor_total,
                  "picture_cpu_ms": floor_cpu_ms},
        "ratio": {
            "total_p99": total["p99"] / floor_total,
            "picture_p99": _stats(s.phases["picture"])["p99"] / picture_floor["p99"],
            "save_p99": save["p99"] / upsert_floor["p99"],
        },
    }


def _stats(values: list[float]) -> dict[str, float]:
    """Milliseconds."""
    return {q: quantile(values, level) * 1000 for q, level in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
