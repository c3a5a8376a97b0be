"""Seasons (issue 45): a server's season ladder beside the all-time one, its end claimed once (on both stores, by
two processes at once, and after a restart), its standings kept and its ratings shrunk toward the start."""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.clock import FakeClock
from bot.models import Rating
from bot.rating import rater
from bot.seasons import (
    end_seasons,
    past_seasons,
    season_end_after,
    season_leaderboard,
    server_settings,
    set_server_settings,
)
from bot.service import TableService
from bot.steps import NotAllowed
from bot.store import open_store
from bot.store.seasons import CARRIED, START_MU, START_SIGMA
from tests.refusals import refused_saying

G = "guild"


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


@pytest.mark.parametrize(("now", "length", "end"), [
    ("2026-01-01T00:00:00", "monthly", "2026-02-01T00:00:00"),
    ("2026-01-31T23:59:59", "monthly", "2026-02-01T00:00:00"),
    ("2026-12-15T10:00:00", "monthly", "2027-01-01T00:00:00"),
    ("2026-01-01T00:00:00", "quarterly", "2026-04-01T00:00:00"),
    ("2026-03-31T23:00:00", "quarterly", "2026-04-01T00:00:00"),
    ("2026-11-02T00:00:00", "quarterly", "2027-01-01T00:00:00"),
])
def test_a_season_ends_at_the_first_instant_of_the_next_month_or_quarter(now, length, end):
    assert season_end_after(at(now), length) == at(end)


async def play_to_the_end(service: TableService, clock: FakeClock, channel: str, players=("marta", "tom"),
                          seed=5) -> None:
    await service.new_table(G, channel, "dicerace", players[0], players[0], {"target": 8})
    for name in players[1:]:
        await service.join(channel, name, name)
    move = await service.start(channel, players[0], seed=seed)
    while move.table.status == "playing":
        player = service.awaiting(move.table)[0].player
        clock.advance(timedelta(minutes=3))
        total = service.engine_and_state(move.table)[1].turn_total
        move = await service.act(channel, move.table.seat_named(player).user_id, "hold" if total else "roll")


async def season_notices(store) -> list:
    return [o for dest in await store.outbox_dests() for o in await store.next_batch(dest, lambda p: len(p))
            if o.kind == "season"]


async def test_only_a_server_manager_sets_seasons_and_a_length_must_be_known(service):
    with pytest.raises(NotAllowed):
        await set_server_settings(service, G, "c", can_manage_server=False, season="monthly")
    with refused_saying(NotAllowed, "one of: none, monthly, quarterly"):
        await set_server_settings(service, G, "c", can_manage_server=True, season="weekly")
    assert (await server_settings(service, G)).season_length == "none"


async def test_a_season_ends_once_posts_its_standings_keeps_them_and_shrinks_the_ratings(service, clock):
    await set_server_settings(service, G, "announce", can_manage_server=True, season="monthly")
    await play_to_the_end(service, clock, "c1")
    season = {r.user_id: r for r in await season_leaderboard(service, G, "dicerace", None)}
    all_time = {r.user_id: r for r in await service.leaderboard(G, "dicerace")}
    assert set(season) == {"marta", "tom"} and all(r.games == 1 for r in season.values())
    assert {u: (r.mu, r.sigma) for u, r in season.items()} == {u: (r.mu, r.sigma) for u, r in all_time.items()}

    assert await end_seasons(service, clock.now()) == 0, "not due before the first of the month"
    clock.advance(timedelta(days=31))
    assert await end_seasons(service, clock.now()) == 1
    assert await end_seasons(service, clock.now()) == 0, "ended once"
    restarted = TableService(service.store, clock)
    await restarted.tick()
    [notice] = await season_notices(service.store)
    assert notice.dest == "announce" and notice.payload["season"] == 1
    assert [p["user_id"] for p in notice.payload["games"]["dicerace"]] == [
        r.user_id for r in sorted(season.values(), key=lambda r: -r.ordinal)]

    final = {r.user_id: r for r in await season_leaderboard(service, G, "dicerace", 1)}
    assert {u: (r.mu, r.games) for u, r in final.items()} == {u: (r.mu, r.games) for u, r in season.items()}
    assert await season_leaderboard(service, G, "dicerace", None) == [], "nobody has played the new season yet"
    [(number, started, ended)] = await past_seasons(service, G)
    assert number == 1 and ended == at("2026-02-01T00:00:00") and started == at("2026-01-01T00:00:00")
    settings = await server_settings(service, G)
    assert (settings.season, settings.season_ends_at) == (2, at("2026-03-01T00:00:00"))
    assert {r.user_id: r for r in await service.leaderboard(G, "dicerace")} == all_time, "the all-time board stays"

    await play_to_the_end(service, clock, "c2", players=("tom", "marta"), seed=8)
    shrunk = {u: START_MU + (r.mu - START_MU) * CARRIED for u, r in season.items()}
    again = {r.user_id: r for r in await season_leaderboard(service, G, "dicerace", None)}
    assert all(r.games == 1 for r in again.values())
    table = await service.store.latest_table("c2")
    engine, state = service.engine_and_state(table)
    start = {u: Rating(guild_id=G, game="dicerace", user_id=u, name=u, mu=mu, sigma=START_SIGMA) for u, mu in
             shrunk.items()}
    expected = rater(table, engine.outcome(state))(start)  # the season's first game, from the shrunk ones
    assert {r.user_id: round(r.mu, 9) for r in expected} == {u: round(r.mu, 9) for u, r in again.items()}


async def test_a_season_end_falls_due_while_the_bot_is_down_for_months_once_then_at_the_next_boundary(service, clock):
    await set_server_settings(service, G, "announce", can_manage_server=True, season="monthly")
    await play_to_the_end(service, clock, "c1")
    clock.advance(timedelta(days=95))
    assert await end_seasons(service, clock.now()) == 1
    assert await end_seasons(service, clock.now()) == 0
    settings = await server_settings(service, G)
    assert settings.season_ends_at == at("2026-05-01T00:00:00")


async def test_two_processes_ending_the_same_season_end_it_once(tmp_path, postgres_url):
    """Two stores on one PostgreSQL (two processes): both find the season due, one moves it on."""
    clock = FakeClock()
    first, second = open_store(postgres_url), open_store(postgres_url)
    await first.open()
    await second.open()
    try:
        one, two = TableService(first, clock), TableService(second, clock)
        await set_server_settings(one, G, "announce", can_manage_server=True, season="quarterly")
        await play_to_the_end(one, clock, "c1")
        clock.advance(timedelta(days=92))
        ended = await asyncio.gather(*(end_seasons(s, clock.now()) for s in (one, two, one, two)))
        assert sum(ended) == 1
        assert len(await season_notices(first)) == 1
        assert [n for n, _, _ in await past_seasons(two, G)] == [1]
    finally:
        await first.close()
        await second.close()


async def test_turning_seasons_off_stops_the_season_ladder_and_keeps_the_past(service, clock):
    await set_server_settings(service, G, "announce", can_manage_server=True, season="monthly")
    clock.advance(timedelta(days=40))
    await service.tick()
    await set_server_settings(service, G, "announce", can_manage_server=True, season="none")
    await play_to_the_end(service, clock, "c1")
    assert await season_leaderboard(service, G, "dicerace", None) == []
    assert [n for n, _, _ in await past_seasons(service, G)] == [1]
    clock.advance(timedelta(days=400))
    assert await end_seasons(service, clock.now()) == 0
