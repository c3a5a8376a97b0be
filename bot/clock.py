"""Time for the service. Engines never read the clock; the service passes `now` to them."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)


class FakeClock:
    """A clock that moves only when told: tests, the script runner and the playground use it."""

    def __init__(self, start: datetime | None = None):
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)

    def now(self) -> datetime:
        return self._now

    def advance(self, delta: timedelta) -> datetime:
        self._now += delta
        return self._now


def parse_duration(text: str) -> timedelta:
    """'13h', '90m', '2d', '45s', '1h30m' → a timedelta; a sentence for anything else."""
    compact = text.strip().lower().replace(" ", "")
    if not compact or not DURATION.fullmatch(compact):
        raise ValueError(f"'{text}' is not a duration: write it like 13h, 90m, 2d or 1h30m.")
    seconds = sum(float(number) * UNIT_SECONDS[unit] for number, unit in DURATION_PART.findall(compact))
    if seconds > LONGEST_DURATION.total_seconds():
        raise ValueError(f"'{text[:40]}' is longer than any timer here: at most {say_duration(LONGEST_DURATION)}.")
    if seconds <= 0:
        raise ValueError(f"'{text}' is not a duration: write it like 13h, 90m, 2d or 1h30m.")
    return timedelta(seconds=seconds)


UNIT_SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)([dhms])")
DURATION = re.compile(f"(?:{DURATION_PART.pattern})+")
LONGEST_DURATION = timedelta(days=30)
"""No timer of the bot runs longer (a turn timer at most): a longer one is refused as it is typed."""


def say_duration(delta: timedelta) -> str:
    """A duration as people say it: "1 day", "2 hours 30 minutes", "45 seconds"."""
    seconds = int(delta.total_seconds())
    parts = []
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f"{count} {unit}{'s' if count != 1 else ''}")
    return " ".join(parts[:2]) or "0 seconds"
