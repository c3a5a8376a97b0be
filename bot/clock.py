"""Time for the service. Engines never read the clock; the service passes `now` to them."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Protocol

from engines.errors import DicehallError
from engines.said import Said, said


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


class BadDuration(DicehallError):
    """A timer typed as no duration, or longer than any timer here."""


def parse_duration(text: str) -> timedelta:
    """'13h', '90m', '2d', '45s', '1h30m' → a timedelta; a refusal (a Said) for anything else."""
    compact = text.strip().lower().replace(" ", "")
    if not compact or not DURATION.fullmatch(compact):
        raise BadDuration(said("settings-duration-unread", text=text[:40]))
    seconds = sum(float(number) * UNIT_SECONDS[unit] for number, unit in DURATION_PART.findall(compact))
    if seconds > LONGEST_DURATION.total_seconds():
        raise BadDuration(said("settings-duration-too-long", text=text[:40], longest=said_duration(LONGEST_DURATION)))
    if seconds <= 0:
        raise BadDuration(said("settings-duration-unread", text=text[:40]))
    return timedelta(seconds=seconds)


UNIT_SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)([dhms])")
DURATION = re.compile(f"(?:{DURATION_PART.pattern})+")
LONGEST_DURATION = timedelta(days=30)
"""No timer of the bot runs longer (a turn timer at most): a longer one is refused as it is typed."""
DURATION_UNITS = (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1))


def said_duration(delta: timedelta) -> Said:
    """A duration as people say it, in its two largest units: "1 day", "2 hours 30 minutes", "45 seconds"."""
    seconds, parts = int(delta.total_seconds()), []
    for unit, size in DURATION_UNITS:
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(said(f"table-{unit}s", count=count))
    if not parts:
        return said("table-seconds", count=0)
    return parts[0] if len(parts) == 1 else said("table-duration", first=parts[0], second=parts[1])
