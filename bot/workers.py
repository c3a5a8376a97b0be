"""Warm worker processes for the CPU-heavy work of a move: drawing and encoding pictures (from the public
view and events, or a player's own view: never the state), an AI seat's move (bot/steps.ai_choice: it reads
the saved state and answers with the move alone), and other pure computations such as the Throneworld odds
estimate.

Drawing in threads held the GIL (two threads drew at 0.4× the speed of one) and made the event loop run
late; in processes the main process only pickles the view and receives the PNG bytes. The workers are
forked from a server that has already imported the engines, the renderers and the palettes, so the
first picture is as fast as the next and the imported code is shared between them.

    pool = WorkerPool(settings.picture_workers)       # 0: threads in this process (tests, scripts)
    png = await pool.run(render_png, game, view, events)
    odds = await pool.run(estimate, view, plan)        # any picklable top-level function and arguments
    pool.close()

At most `workers` jobs run at once; more wait their turn in order. A job that raises raises in the
caller, with the worker kept. A worker that dies (killed, out of memory) fails only the job it had,
with WorkerLost, and is replaced.

The event loop hands each job to an idle worker's pipe itself and reads the answer when the pipe is
readable: no thread in between. (concurrent.futures' process pool passes a job through two threads of
its own, each waiting for the GIL while the loop runs a move: under load a picture waited 8 ms at p90,
28 ms at p99 only to be handed back; and a pool with one dead worker refused every later job.) The loop's
end of each pipe never blocks: it writes what the pipe takes and reads what has come, and a message is
whole once its length says so (`frame`). A worker is a batch process at a lower priority, so it may be
stopped halfway through writing a picture; a blocking read there held every channel until it ran again.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import multiprocessing
import os
import pickle
import signal
import struct
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")
log = logging.getLogger(__name__)

WARM_MODULES = ["bot.worker_preload"]
"""Imported once in the fork server; the workers start with them, sharing their pages."""
NICENESS = 5
"""How much lower the workers' CPU priority is than the bot's: when the event loop has work (a move to
apply, a picture to hand over or post, Discord's heartbeat) it gets a core at once, and the workers
take the rest. Measured with the bench at 1,000 live games, 100 moves/s, five runs each: Throneworld's
p99 96 → 74 ms on average, Dice Throne's 36 → 30 ms; 10 and 19 were no better than 5."""


PATIENCE = 2.0
"""Seconds a background job waits for a worker left idle before it takes its turn with the others: a busy
bot still answers a history."""


class WorkerLost(RuntimeError):
    """The worker process running a job ended before answering (killed, or out of memory): its pid and exit
    code, which the log's line about it says too. A fault of the bot, never a player's sentence: the player
    hears the catalogs' (faults.ftl's bot-fault, or a move's table-not-played / table-played-then-failed)."""

    def __init__(self, pid: int | None, exitcode: int | None):
        super().__init__(pid, exitcode)


class Unsendable(RuntimeError):
    """A job answered what cannot be pickled back to the caller (a bug of that function): its name and the
    pickling error, raised in the caller."""

    def __init__(self, function: str, error: str):
        super().__init__(function, error)


def _yield_to_the_loop(niceness: int) -> None:
    """Lower this worker's priority by `niceness` and make it a batch process (Linux's SCHED_BATCH): a worker
    woken by a job never takes the core of the event loop that woke it. The loop hands a job over by writing
    to the worker's socket, and Linux wakes the reader of a local socket on the writer's own core, expecting
    the writer to sleep next; a normal worker there then ran its picture while the loop, with work to do,
    waited its turn (py-spy saw 15 % of the loop's time in that write, 1 ms a Throneworld move). A batch
    process is never woken in front of a running one; it still takes its fair share of the cores. Measured
    with the bench, Throneworld at 1,000 live games, 100 moves/s, three runs of each in turns on the shared
    2-core machine: loop lag p99 16.9, 25.1, 19.7 → 9.8, 13.8, 11.0 ms; moves' p99 121, 170, 167 → 93, 97,
    89 ms."""
    os.nice(niceness)
    if hasattr(os, "SCHED_BATCH"):  # Linux; elsewhere the niceness alone
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))


def _serve(jobs: Connection, niceness: int) -> None:
    """A worker: step back for the event loop (_yield_to_the_loop), warm up (what the fork server should
    already have done: a fork server ignores a preload that fails), then run jobs until the pool closes its
    pipe. Ctrl+C in the bot's terminal reaches the whole process group: a worker leaves stopping to the bot,
    which closes the pipe."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _yield_to_the_loop(niceness)
    import bot.worker_preload  # noqa: F401

    pipe = jobs.fileno()
    heap = _Heap()
    # reset or broken: the pool closed with this worker's answer unread
    with contextlib.suppress(ConnectionResetError, BrokenPipeError):
        while (job := _read_frame(pipe)) is not None:
            fn, packed = pickle.loads(job)
            start = time.thread_time()
            try:
                answer: tuple = (True, fn(*(_unpacked(arg) for arg in packed)))
            except Exception as error:  # raised in the caller
                answer = (False, error)
            try:
                written = frame((*answer, time.thread_time() - start))
            except Exception as error:  # an answer that cannot be pickled
                written = frame((False, Unsendable(fn.__name__, repr(error)), 0.0))
            _write_all(pipe, written)
            del job, answer, written
            heap.settle()


SETTLED_GROWTH = 16 << 20
"""Bytes a worker may hold above what it held after giving memory back last before it gives its free heap back."""


class _Heap:
    """A worker's memory, given back after a job that left much of it free. glibc keeps the memory a job freed
    for the next (it raises its threshold for mapping a big block on its own after freeing one), and a replay's
    frames and GIF are tens of megabytes: six replays of a 952-step Throneworld game left a worker at 91 MB
    PSS, 64-66 MB when each is followed by `malloc_trim`. Trimming costs about 0.1 ms a megabyte it gives back
    (3 ms for 30 MB), so it follows only a job after which the worker holds SETTLED_GROWTH more than after the
    last trim, once the job's answer has gone; checking costs a read of /proc (1 µs)."""

    def __init__(self) -> None:
        self._trim: Callable[[int], int] | None
        try:
            self._trim = ctypes.CDLL(None).malloc_trim  # glibc's; elsewhere nothing to do
            self._statm = os.open("/proc/self/statm", os.O_RDONLY)
        except (AttributeError, OSError):
            self._trim = None
            return
        self._page = os.sysconf("SC_PAGE_SIZE")
        self._settled = self.resident()

    def resident(self) -> int:
        """Bytes of this process in memory now."""
        return int(os.pread(self._statm, 100, 0).split()[1]) * self._page

    def settle(self) -> None:
        if self._trim is not None and self.resident() - self._settled > SETTLED_GROWTH:
            self._trim(0)
            self._settled = self.resident()


LENGTH = struct.Struct("!Q")
"""What comes before each message on a pipe: how many bytes of pickle follow."""


def frame(message: Any) -> bytes:
    """`message` as it goes down a pipe, either way: its length, then its pickle."""
    body = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return LENGTH.pack(len(body)) + body


def _read_frame(pipe: int) -> bytes | None:
    """The next whole message from a blocking pipe (a worker's end); None at its end."""
    head = _read_exactly(pipe, LENGTH.size)
    return None if head is None else _read_exactly(pipe, LENGTH.unpack(head)[0])


def _read_exactly(pipe: int, size: int) -> bytes | None:
    parts, left = [], size
    while left:
        part = os.read(pipe, min(left, READ_AT_ONCE))
        if not part:
            return None
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _write_all(pipe: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(pipe, view):]


READ_AT_ONCE = 1 << 20
"""Bytes read from a pipe in one call."""


@dataclass(frozen=True)
class Serialized:
    """A pydantic model (a game's view) on its way to a worker, as its JSON: pydantic writes and reads
    it in Rust, where pickling builds and rebuilds each nested model in Python (Throwdown's view: 0.17
    ms each way pickled, 0.05 written and 0.10 read as JSON). Its round trip is exact for every game's
    views (tests/bot/test_workers.py). A job's caller that has the JSON already (a view's fingerprint is
    made from it, bot/kept.py) passes it so, and the worker gets the model: a Dice Throne view's JSON is
    0.4-1 ms of the event loop's time."""

    kind: type[BaseModel]
    json: str


def _packed(arg: Any) -> Any:
    return Serialized(type(arg), arg.model_dump_json()) if isinstance(arg, BaseModel) else arg


def _unpacked(arg: Any) -> Any:
    return arg.kind.model_validate_json(arg.json) if isinstance(arg, Serialized) else arg


@dataclass(eq=False)
class _Worker:
    process: multiprocessing.process.BaseProcess
    pipe: Connection
    """The pool's end: never blocking (WorkerPool._start)."""
    job: asyncio.Future | None = None
    unsent: memoryview = memoryview(b"")
    """What of its job the pipe has not taken yet."""
    received: bytearray = field(default_factory=bytearray)
    """What of its answer has come so far."""


class WorkerPool:
    def __init__(self, workers: int, niceness: int = NICENESS):
        """`niceness`: how much lower the workers' CPU priority is than this process's."""
        self.workers = workers
        self.niceness = niceness
        self.cpu_seconds = 0.0
        """CPU time the worker processes spent on jobs (the bench adds it to its own process's)."""
        self._context = multiprocessing.get_context("forkserver")
        self._context.set_forkserver_preload(WARM_MODULES)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._all: list[_Worker] = [self._start() for _ in range(workers)]  # started now, not on the first move
        self._idle: list[_Worker] = list(self._all)
        self._waiting: deque[tuple[Callable, tuple, asyncio.Future]] = deque()
        self._later: deque[tuple[Callable, tuple, asyncio.Future, float]] = deque()
        """Background jobs (a replay rebuilt) and when they were asked: they take a worker only when no other
        job waits and another worker stays idle for the next table picture (bot/replay.py), or once they
        have waited PATIENCE seconds, in turn with the others."""

    def _start(self) -> _Worker:
        mine, theirs = self._context.Pipe()
        process = self._context.Process(target=_serve, args=(theirs, self.niceness), daemon=True,
                                        name="dicehall-pictures")
        process.start()
        theirs.close()
        os.set_blocking(mine.fileno(), False)
        worker = _Worker(process, mine)
        if self._loop is not None:
            self._loop.add_reader(mine.fileno(), self._answered, worker)
        return worker

    async def ready(self) -> None:
        """Wait until every worker has started and warmed up (the bench waits; the bot need not)."""
        await asyncio.gather(*(self.run(os.getpid) for _ in self._all))

    async def run(self, fn: Callable[..., T], *args: Any, background: bool = False) -> T:
        """`fn(*args)` in a worker process (in a thread when the pool has no workers); `background`: after
        every other job, and only while another worker is left idle (unless the pool has only one)."""
        if not self._all:  # its CPU time is this process's
            return await asyncio.to_thread(fn, *map(_unpacked, args))
        job = self._bind().create_future()
        if background:
            self._later.append((fn, args, job, time.monotonic()))
        else:
            self._waiting.append((fn, args, job))
        self._dispatch()
        return await job

    def _bind(self) -> asyncio.AbstractEventLoop:
        """Watch the workers' pipes from the running loop (the pool may be made before it runs); that loop."""
        loop = asyncio.get_running_loop()
        if self._loop is loop:
            return loop
        self._unwatch()
        self._loop = loop
        for worker in self._all:
            loop.add_reader(worker.pipe.fileno(), self._answered, worker)
        return loop

    def _unwatch(self) -> None:
        if self._loop is not None and not self._loop.is_closed():
            for worker in self._all:
                self._loop.remove_reader(worker.pipe.fileno())
                self._loop.remove_writer(worker.pipe.fileno())

    def _dispatch(self) -> None:
        while self._idle and (queue := self._next_queue()) is not None:
            fn, args, job, *_ = queue.popleft()
            if job.done():  # its caller gave up waiting
                continue
            try:
                message = frame((fn, tuple(map(_packed, args))))
            except Exception as error:  # a job that cannot be pickled
                job.set_exception(error)
                continue
            worker = self._idle.pop()
            worker.job, worker.unsent = job, memoryview(message)
            if not self._send(worker):  # it died while idle: the job goes to another
                worker.job = None
                self._waiting.appendleft((fn, args, job))
                self._replace(worker)

    def _send(self, worker: _Worker) -> bool:
        """Write what the worker's pipe takes of its job now, the rest when it takes more; False if the worker
        is gone."""
        try:
            while worker.unsent:
                worker.unsent = worker.unsent[os.write(worker.pipe.fileno(), worker.unsent):]
        except BlockingIOError:
            assert self._loop is not None  # bound by run()
            self._loop.add_writer(worker.pipe.fileno(), self._send_more, worker)
            return True
        except (BrokenPipeError, ConnectionError):
            return False
        return True

    def _send_more(self, worker: _Worker) -> None:
        assert self._loop is not None  # a writer is watched only on a bound loop
        self._loop.remove_writer(worker.pipe.fileno())
        if not self._send(worker):
            self._replace(worker)
            self._dispatch()

    def _next_queue(self) -> deque | None:
        """Where the next job to hand an idle worker waits: the table pictures and other jobs first."""
        while self._later and time.monotonic() - self._later[0][3] > PATIENCE:
            self._waiting.append(self._later.popleft()[:3])
        if self._waiting:
            return self._waiting
        if self._later and (len(self._idle) >= 2 or len(self._all) == 1):
            return self._later
        return None

    def _answered(self, worker: _Worker) -> None:
        """The worker's pipe has something: take what has come of the answer, up to READ_AT_ONCE (the loop calls
        again while there is more: a worker writing as fast as the loop reads would hold it to the end
        otherwise); once the answer is whole, hand it over. Each read asks for no more than the answer has left:
        a read into a buffer of a megabyte cost 50-75 µs more than the answer itself."""
        taken = 0
        while taken < READ_AT_ONCE and (wanted := _to_read(worker.received)):
            try:
                part = os.read(worker.pipe.fileno(), wanted)
            except BlockingIOError:  # nothing more has come
                break
            except OSError:
                part = b""
            if not part:  # the worker's end is closed: it died
                self._replace(worker)
                self._dispatch()
                return
            worker.received += part
            taken += len(part)
        answer = _whole(worker.received)
        if answer is not None:
            ok, value, spent = answer
            self.cpu_seconds += spent
            job, worker.job = worker.job, None
            if job is not None and not job.done():
                if ok:
                    job.set_result(value)
                else:
                    job.set_exception(value)
            self._idle.append(worker)
            self._dispatch()

    def _replace(self, dead: _Worker) -> None:
        """A worker ended: its job fails, a new worker takes its place."""
        dead.process.join(timeout=1)  # its pipe closed as it exited: this only collects its exit code
        log.error("A picture worker (pid %s) ended with exit code %s; starting another", dead.process.pid,
                  dead.process.exitcode)
        if self._loop is not None and not self._loop.is_closed():
            self._loop.remove_reader(dead.pipe.fileno())
            self._loop.remove_writer(dead.pipe.fileno())
        dead.pipe.close()
        if dead.job is not None and not dead.job.done():
            dead.job.set_exception(WorkerLost(dead.process.pid, dead.process.exitcode))
        self._all.remove(dead)
        if dead in self._idle:
            self._idle.remove(dead)
        fresh = self._start()
        self._all.append(fresh)
        self._idle.append(fresh)

    def pids(self) -> list[int]:
        """The worker processes (to count their memory)."""
        return [w.process.pid for w in self._all if w.process.pid is not None]  # None: not started yet

    def close(self) -> None:
        self._unwatch()
        for worker in self._all:
            worker.pipe.close()  # the worker sees the end of its pipe and returns
            if worker.job is not None and not worker.job.done():
                worker.job.cancel()
        for worker in self._all:
            worker.process.join(timeout=5)
            if worker.process.is_alive():
                worker.process.kill()
        self._all, self._idle = [], []


def _to_read(received: bytearray) -> int:
    """How much to read next of an answer of which `received` has come: its length first, then what is left
    (0 once it is whole)."""
    if len(received) < LENGTH.size:
        return LENGTH.size - len(received)
    return min(READ_AT_ONCE, LENGTH.size + LENGTH.unpack_from(received)[0] - len(received))


def _whole(received: bytearray) -> tuple | None:
    """The answer in `received` once all of it has come (taken out of it), else None."""
    if len(received) < LENGTH.size:
        return None
    end = LENGTH.size + LENGTH.unpack_from(received)[0]
    if len(received) < end:
        return None
    answer = pickle.loads(memoryview(received)[LENGTH.size:end])  # no copy; the view is gone before the del
    del received[:end]
    return answer
