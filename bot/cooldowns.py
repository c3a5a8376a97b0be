"""How often one person may ask for the costly things (bot/limits.py's RATES), counted in the store
(bot/store/cooldowns.py): every process of the bot sees the same count, so shard processes do not multiply
anyone's rate, and a restart forgets nothing."""

from __future__ import annotations

from datetime import timedelta

from bot.clock import Clock
from bot.limits import RATES, Costly, TooFast
from bot.store import cooldowns
from bot.store.base import Store

FORGET_EVERY = 200
"""Asks between two clean-ups of the rows of people who stopped asking."""
LONGEST = timedelta(seconds=max(rate.seconds for rate in RATES.values()))


class Cooldowns:
    def __init__(self, clock: Clock, store: Store):
        self.clock = clock
        self.store = store
        self._asks = 0

    async def check(self, user_id: str, kind: Costly) -> None:
        """Count this ask, or refuse it with the wait (TooFast, Discord's wording; a refused ask does not count)."""
        rate, now = RATES[kind], self.clock.now()
        wait = await self.store.in_transaction(
            lambda rows: cooldowns.take(rows, user_id, kind, now, rate.times, rate.seconds))
        if wait is not None:
            raise TooFast(wait)
        self._asks += 1
        if self._asks % FORGET_EVERY == 0:
            await self.store.in_transaction(lambda rows: cooldowns.forget_before(rows, now - LONGEST))
