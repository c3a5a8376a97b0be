"""Where a move's time goes. The service marks its phases (load, apply, save); a caller that wants the
figures (the benchmark) collects them for its own task; everyone else pays one context lookup."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

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
