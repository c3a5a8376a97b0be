"""The playground's clock: real time, plus however far the page's clock control has moved it on.

The bot's TableService reads it (deadlines, reminders, timeouts), so "advance 1 h" on the page is, to
the bot, an hour gone by. Unlike the tests' FakeClock it keeps running, so the messages of a session
get ordinary times and "time runs out in 23 hours" counts down as it would.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta


class PlaygroundClock:
    def __init__(self) -> None:
        self.offset = timedelta()

    def now(self) -> datetime:
        return datetime.now(UTC) + self.offset

    def advance(self, delta: timedelta) -> datetime:
        if delta <= timedelta():
            raise ValueError("The clock only moves forward.")
        self.offset += delta
        return self.now()
