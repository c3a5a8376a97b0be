"""The warm worker pool draws the same pictures as the bot's own process, and a failing job raises in
the caller without losing the worker."""

import asyncio
import ctypes
import os
import random
import signal
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.looplag import LoopLag
from bot.workers import NICENESS, WorkerPool, frame
from engines import registry
from render.registry import render_png

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _fails(message: str) -> None:
    raise ValueError(message)


@pytest.mark.parametrize("workers", [0, 2])
def test_pictures_from_workers_are_the_ones_drawn_here(workers):
    engine = registry.get("thrown")
    state = engine.new_game(["ann", "bob", "cy"], {}, seed=4)
    rand = random.Random(4)
    events = []
    for _ in range(5):
        player = rand.choice(engine.awaiting(state)).player
        state, events = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW)
    view = engine.view(state, None)

    async def scenario():
        pool = WorkerPool(workers)
        try:
            pictures = await asyncio.gather(*(pool.run(render_png, "thrown", view, events) for _ in range(3)))
            with pytest.raises(ValueError, match="no such move"):
                await pool.run(_fails, "no such move")
            again = await pool.run(render_png, "thrown", view, events)
        finally:
            pool.close()
        return pictures, again, pool.cpu_seconds

    pictures, again, cpu = asyncio.run(scenario())
    assert set(pictures) == {again} == {render_png("thrown", view, events)}
    assert (cpu > 0) == (workers > 0)


def in_one_worker(fn):
    """`fn()` run in a fresh pool of one worker."""
    async def scenario():
        pool = WorkerPool(1)
        try:
            return await pool.run(fn)
        finally:
            pool.close()

    return asyncio.run(scenario())


def _worker_state() -> tuple[int, bool]:
    import gc
    import sys

    return gc.get_freeze_count(), all(f"render.{g}" in sys.modules for g in ("thrown", "throneworld", "throwdown"))


def test_workers_start_from_a_fork_server_that_imported_and_froze_the_renderers():
    """Their pages are shared with the server (bot/worker_preload.py): a worker neither imports a
    renderer again nor has its collector walk what the server made."""
    frozen, imported = in_one_worker(_worker_state)
    assert frozen > 0 and imported


def _niceness() -> int:

    return os.nice(0)


def test_workers_run_at_a_lower_priority_than_the_bot():
    """The event loop gets a core first (bot/workers.py, NICENESS)."""
    assert in_one_worker(_niceness) == min(19, _niceness() + NICENESS)


def _policy() -> int:
    return os.sched_getscheduler(0)


@pytest.mark.skipif(not hasattr(os, "SCHED_BATCH"), reason="Linux's scheduling policies")
def test_a_worker_woken_by_a_job_never_takes_the_loops_core():
    """Workers are batch processes (bot/workers.py, _yield_to_the_loop): woken, they wait for a core
    instead of preempting the event loop that handed them the job. The bot itself stays a normal one."""
    assert in_one_worker(_policy) == os.SCHED_BATCH
    assert _policy() == os.SCHED_OTHER


def _stall(seconds: float) -> None:
    time.sleep(seconds)


def test_a_worker_that_dies_fails_only_its_job_and_is_replaced():
    """Killed mid-job (as the out-of-memory killer would): that caller hears WorkerLost, a job waiting
    behind it runs on the new worker, and the pool keeps its size."""
    from bot.workers import WorkerLost

    async def scenario():
        pool = WorkerPool(1)
        try:
            first = await pool.run(os.getpid)
            stalled = asyncio.ensure_future(pool.run(_stall, 30))
            waiting = asyncio.ensure_future(pool.run(os.getpid))
            await asyncio.sleep(0.3)
            os.kill(first, signal.SIGKILL)
            with pytest.raises(WorkerLost):
                await stalled
            second = await waiting
            return first, second, pool.pids()
        finally:
            pool.close()

    first, second, pids = asyncio.run(scenario())
    assert second != first and pids == [second]


def test_ctrl_c_in_the_terminal_leaves_stopping_to_the_bot():
    """Ctrl+C reaches the whole process group: a worker ignores it (no KeyboardInterrupt traceback of its
    own) and goes on serving until the bot closes the pool."""

    async def scenario():
        pool = WorkerPool(1)
        try:
            worker = await pool.run(os.getpid)
            os.kill(worker, signal.SIGINT)
            await asyncio.sleep(0.3)
            return worker, await pool.run(os.getpid)
        finally:
            pool.close()

    before, after = asyncio.run(scenario())
    assert before == after, "the worker survived Ctrl+C"


def test_a_pool_closed_with_an_answer_unread_lets_its_worker_end_quietly():
    """The pool closed while a worker's answer was still in its pipe (the bench ended a scale mid-picture):
    the kernel resets the connection instead of ending it, and the worker ends as at the pipe's end, with no
    traceback and exit code 0."""

    async def scenario():
        pool = WorkerPool(1)
        await pool.run(os.getpid)
        worker = pool._all[0]
        pool._unwatch()  # nobody reads the answer to the next job
        os.write(worker.pipe.fileno(), frame((os.getpid, ())))
        await asyncio.sleep(0.3)
        pool.close()
        worker.process.join(timeout=5)
        return worker.process.exitcode

    assert asyncio.run(scenario()) == 0


def _echo(value):
    return value


def views_along_a_game(game: str, seed: int, every: int = 9, moves: int = 90):
    """The public view and each awaited player's view, every few moves of a random game."""
    engine = registry.get(game)
    players = [f"p{i}" for i in range(engine.max_players)]
    state = engine.new_game(players, {}, seed=seed)
    rand = random.Random(seed)
    for move in range(moves):
        if engine.outcome(state) is not None:
            return
        prompts = engine.awaiting(state)
        if move % every == 0:
            yield engine.view(state, None)
            yield from (engine.view(state, p.player) for p in prompts)
        player = rand.choice(prompts).player
        state, _ = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW)


@pytest.mark.parametrize("game", registry.names())
def test_every_games_views_reach_a_worker_unchanged(game):
    """Views cross to the workers as their JSON: what arrives equals what was sent, field for field."""
    views = [v for seed in (1, 2) for v in views_along_a_game(game, seed)]
    assert len(views) >= 10

    async def scenario():
        pool = WorkerPool(1)
        try:
            return [await pool.run(_echo, view) for view in views]
        finally:
            pool.close()

    for sent, arrived in zip(views, asyncio.run(scenario()), strict=True):
        assert type(arrived) is type(sent) and arrived == sent


async def test_a_moves_picture_carries_the_json_its_fingerprint_was_made_from(store, clock, monkeypatch):
    """A person's move writes its public view's JSON once, for its fingerprint (bot/kept.py); the move's picture
    job carries that text to the worker (workers.Serialized) instead of writing the view again on the loop."""
    from bot.service import TableService

    pool = WorkerPool(1)
    service = TableService(store, clock, pool)
    try:
        await service.new_table("g", "c", "throwdown", "u1", "Ada")
        await service.join("c", "u2", "Bea")
        await service.start("c", "u1", seed=5)
        table = await service.table("c")
        engine, state = service.engine_and_state(table)
        player = engine.awaiting(state)[0].player
        user = next(seat.user_id for seat in table.seats if seat.name == player)
        action = engine.legal_actions(state, player)[0]
        view_type = type(engine.view(state, None))
        written = []
        dump = view_type.model_dump_json
        monkeypatch.setattr(view_type, "model_dump_json", lambda self, **kw: written.append(1) or dump(self, **kw))
        move = await service.act("c", user, action.do, action.args())
        assert written == [1]
        await service.picture(move.table, move.events)
        await service.snapshot(move.table, move.events)
        assert written == [1], "a picture's job wrote the view's JSON again"
    finally:
        pool.close()


SIZE, STOPPED_FOR = 32 << 20, 1.0
"""A big answer or job, and how long its worker is stopped (seconds): long enough that a loop held by it shows."""


def _bytes(size: int) -> bytes:
    return b"x" * size


def _worst_lag_while(stop: Callable[[int], threading.Thread], fn: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """`fn(*args)` in a worker that `stop(pid)` stops and wakes again from a thread it starts (the loop may be held
    meanwhile): the answer, and the event loop's worst lag (ms) from just before the job."""

    async def scenario():
        pool = WorkerPool(1)
        lag = LoopLag(interval=0.005)
        try:
            pid = await pool.run(os.getpid)
            lag.start()
            await asyncio.sleep(0.05)  # the monitor is sampling
            stopper = stop(pid)
            answer = await pool.run(fn, *args)
            await lag.stop()
            stopper.join()
            return answer, lag.figures()["max_ms"]
        finally:
            pool.close()

    return asyncio.run(scenario())


def _stop_halfway_through_writing(pid: int) -> threading.Thread:
    """As Linux may stop a batch process at a lower priority while it writes: SIGSTOP the worker once this
    process has read 4 MB more (so the worker is halfway through its answer: its own count of bytes written
    grows only when its one write returns), SIGCONT it STOPPED_FOR seconds later."""

    def read_here() -> int:
        with open("/proc/self/io") as io:
            return next(int(line.split()[1]) for line in io if line.startswith("rchar:"))

    def halfway() -> None:
        before, give_up = read_here(), time.monotonic() + 10
        while read_here() < before + (4 << 20) and time.monotonic() < give_up:
            time.sleep(0.0002)
        os.kill(pid, signal.SIGSTOP)
        time.sleep(STOPPED_FOR)
        os.kill(pid, signal.SIGCONT)

    stopper = threading.Thread(target=halfway)
    stopper.start()
    return stopper


def _stop_now(pid: int) -> threading.Thread:
    """SIGSTOP the worker before its job is sent; SIGCONT it STOPPED_FOR seconds later."""
    os.kill(pid, signal.SIGSTOP)
    waking = threading.Timer(STOPPED_FOR, os.kill, (pid, signal.SIGCONT))
    waking.start()
    return waking


@pytest.mark.skipif(not os.path.exists("/proc/self/io"), reason="needs Linux's /proc/<pid>/io")
def test_a_worker_stopped_halfway_through_its_answer_never_holds_the_event_loop():
    """The loop reads a worker's answer as it comes: a worker stopped while writing a big one (a picture, a
    replay) leaves every other channel's work running. Reading it whole in one blocking call held the loop
    for as long as the worker was stopped."""
    answer, worst_ms = _worst_lag_while(_stop_halfway_through_writing, _bytes, SIZE)
    assert len(answer) == SIZE
    assert worst_ms < STOPPED_FOR * 1000 / 4, f"the loop stalled {worst_ms:.0f} ms while the worker was stopped"


def test_a_big_job_for_a_stopped_worker_never_holds_the_event_loop():
    """The loop writes what a worker's pipe takes of a job and the rest as it takes more: a 32 MB job for a
    worker stopped a second (a replay's frames for a worker Linux has not run yet) leaves the loop free, and
    the job arrives whole once the worker runs. Writing it in one blocking call held the loop that second."""
    length, worst_ms = _worst_lag_while(_stop_now, len, b"x" * SIZE)
    assert length == SIZE
    assert worst_ms < STOPPED_FOR * 1000 / 4, f"the loop stalled {worst_ms:.0f} ms while the worker was stopped"


_PINNED: list[bytearray] = []
"""Small blocks a littering job leaves between the big ones it frees, as a replay's objects do: the freed
memory then lies in the middle of the heap, where glibc's own trimming of the heap's top never reaches."""


def _litter(megabytes: int) -> None:
    """Use and free `megabytes` of memory in blocks of one, as a replay's frames do (a worker's job)."""
    mapped = b"m" * (16 << 20)  # glibc maps a block this big; freeing it makes smaller ones come from the heap
    del mapped
    blocks = []
    for _ in range(megabytes):
        blocks.append(b"f" * (1 << 20))  # written, so in memory
        _PINNED.append(bytearray(4096))


def _resident() -> int:
    """This worker's bytes in memory (a worker's job: it runs after the worker has settled its last)."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not os.path.exists("/proc/self/statm") or not hasattr(ctypes.CDLL(None), "malloc_trim"),
                    reason="Linux's /proc and glibc's malloc_trim")
def test_a_worker_gives_back_the_memory_a_big_job_freed():
    async def scenario():
        pool = WorkerPool(1)
        try:
            before = await pool.run(_resident)
            await pool.run(_litter, 96)
            return before, await pool.run(_resident)
        finally:
            pool.close()

    before, after = asyncio.run(scenario())
    assert after - before < 32 << 20, f"{(after - before) >> 20} MB more after a job that freed 96 MB"
