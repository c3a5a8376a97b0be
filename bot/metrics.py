"""Where a move's time goes. The service marks its phases (load, apply, save); a caller that wants the
figures (the benchmark) collects them for its own task; everyone else pays one context lookup. Below,
the Prometheus metrics an operator scrapes."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from prometheus_client import Counter, Gauge, Histogram

_sink: ContextVar[dict[str, float] | None] = ContextVar("phase_sink", default=None)


@contextmanager
def phase(name: str) -> Iterator[None]:
    """Add the time spent in the block to `name` in the current collection, if any."""
    sink = _sink.get()
    if sink is None:
        yield
        return
    start = time.perf_counter()
    try:
        yield
    finally:
        sink[name] = sink.get(name, 0.0) + time.perf_counter() - start


@contextmanager
def collect() -> Iterator[dict[str, float]]:
    """Collect phase times (seconds) of everything this task does inside the block."""
    sink: dict[str, float] = {}
    token = _sink.set(sink)
    try:
        yield sink
    finally:
        _sink.reset(token)


# --- what an operator watches (Prometheus; served by bot/health.py when METRICS_PORT is set) ----------

MOVES = Counter("dicehall_moves", "Moves applied, by game and by who made them.", ["game", "source"])
MOVE_SECONDS = Histogram(
    "dicehall_move_seconds", "A player's move from its arrival to its saved table (load, apply, save, AI replies).",
    ["game"], buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
PICTURES = Counter("dicehall_pictures_drawn", "Table pictures drawn, by game.", ["game"])
DEADLINES_FIRED = Counter("dicehall_deadlines_fired", "Deadlines this process fired, by kind.", ["kind"])
DEADLINES_DUE = Gauge("dicehall_deadlines_due", "Deadlines due now and not fired yet (this process's shards).")
NOTICES_PENDING = Gauge("dicehall_notices_pending", "Notices waiting in the outbox (this process's shards).")
DISCORD_ERRORS = Counter("dicehall_discord_errors", "Discord API answers that were errors, by HTTP status.",
                         ["status"])
FAULTS = Counter("dicehall_faults", "Faults of ours met while answering a person, by where (a command, a control, "
                 "a move) and kind (the exception's class).", ["where", "kind"])
FAILED_WRITES = Counter("dicehall_failed_writes",
                        "Database writes refused (a full or failing disk, a lost connection).")
PACE_WAITING = Gauge("dicehall_pace_waiting", "Requests to Discord waiting for a place under the global limit, by "
                     "lane (now; later: reminders and taking stale buttons off).", ["lane"])
PACE_WAIT_SECONDS = Histogram(
    "dicehall_pace_wait_seconds", "How long a request to Discord waited for a place under the global limit, by lane.",
    ["lane"], buckets=(0.0, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
)
