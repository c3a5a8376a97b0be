"""Cooldowns live in the store (bot/cooldowns.py): a restart does not clear them and several bot processes
on one database count one person's asks together. Every test runs on SQLite and PostgreSQL."""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.clock import FakeClock
from bot.cooldowns import FORGET_EVERY, Cooldowns
from bot.limits import RATES, TooFast
from bot.store import open_store
from lang import ENGLISH

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


async def opened(database_url):
    store = open_store(database_url)
    await store.open()
    return store


async def asks_allowed(cooldowns: Cooldowns, user: str, kind: str, tries: int) -> int:
    allowed = 0
    for _ in range(tries):
        try:
            await cooldowns.check(user, kind)
            allowed += 1
        except TooFast:
            pass
    return allowed


async def test_the_rate_holds_and_the_wait_is_said(database_url):
    store, clock = await opened(database_url), FakeClock(T0)
    try:
        cooldowns = Cooldowns(clock, store)
        assert await asks_allowed(cooldowns, "marta", "lobby", 5) == RATES["lobby"].times
        clock.advance(timedelta(seconds=20))
        with pytest.raises(TooFast) as refused:
            await cooldowns.check("marta", "lobby")
        assert ENGLISH.say(refused.value.message).endswith("try again in 40 seconds.")  # the wait, said
        assert await asks_allowed(cooldowns, "tom", "lobby", 1) == 1  # another person is not held up
        assert await asks_allowed(cooldowns, "marta", "look", 1) == 1  # nor another kind of ask
        clock.advance(timedelta(seconds=41))
        assert await asks_allowed(cooldowns, "marta", "lobby", 5) == RATES["lobby"].times
    finally:
        await store.close()


async def test_a_restart_does_not_clear_them(database_url):
    clock = FakeClock(T0)
    store = await opened(database_url)
    await asks_allowed(Cooldowns(clock, store), "marta", "replay", RATES["replay"].times)
    await store.close()
    store = await opened(database_url)  # the bot restarted: a new process, a new Cooldowns
    try:
        assert await asks_allowed(Cooldowns(clock, store), "marta", "replay", 3) == 0
    finally:
        await store.close()


async def test_processes_on_one_database_share_one_count(database_url, backend):
    """Two processes (two stores on the PostgreSQL database, each with its own Cooldowns) asking at once
    for one person: together they get the rate once, not twice. SQLite serves one process: there the two
    Cooldowns share its store, as two cogs of one process would."""
    clock = FakeClock(T0)
    first = await opened(database_url)
    second = await opened(database_url) if backend == "postgresql" else first
    try:
        both = await asyncio.gather(*(asks_allowed(Cooldowns(clock, store), "marta", "look", 15)
                                      for store in (first, second)))
        assert sum(both) == RATES["look"].times
    finally:
        await first.close()
        if second is not first:
            await second.close()


async def test_those_who_stopped_asking_are_forgotten(database_url):
    store, clock = await opened(database_url), FakeClock(T0)
    try:
        cooldowns = Cooldowns(clock, store)
        await cooldowns.check("gone", "look")
        clock.advance(timedelta(minutes=2))
        for n in range(FORGET_EVERY - 1):
            await cooldowns.check(f"p{n}", "look")
        rows = await store.in_transaction(lambda rows: rows.fetch("SELECT user_id FROM cooldowns"))
        assert "gone" not in {r[0] for r in rows} and len(rows) == FORGET_EVERY - 1
    finally:
        await store.close()
