"""Each human's result of a rated game (won, rating before and after), on SQLite and on PostgreSQL: what
the end-of-game summary, /game stats and a player's place on the leaderboard read."""

from __future__ import annotations

from bot.clock import FakeClock
from bot.models import Rating, Seat, Table, shown_rating
from bot.results import PlayerRecord, own_place, player_record, stats_lines, summary_lines
from bot.service import TableService
from cogs._seasons import board_lines
from engines.base import Outcome
from lang import ENGLISH, words
from tests.bot.test_store import store  # noqa: F401  (on both databases: backend and database_url are conftest.py's)

G = "guild"


def finished(table_id: int, names: list[str], ai=()) -> Table:
    clock = FakeClock()
    return Table(id=table_id, guild_id=G, channel_id="42", game="dicerace", status="finished", creator_id=names[0],
                 seats=[Seat(user_id=n, name=n, ai=n in ai) for n in names], created_at=clock.now(),
                 updated_at=clock.now())


async def test_a_rated_game_leaves_each_humans_result(store):  # noqa: F811
    service = TableService(store, FakeClock())
    await store.create_table(finished(0, ["ann", "bob"]))
    table = finished(1, ["ann", "bob", "AI 1"], ai=("AI 1",))
    await service.record_result(table, Outcome.by_score({"ann": 9, "AI 1": 5, "bob": 2}, "ann reached 9."))
    results = {r.user_id: r for r in await store.table_results(1)}
    assert set(results) == {"ann", "bob"}  # AI seats are not rated
    assert results["ann"].won and not results["bob"].won
    assert results["ann"].before == results["bob"].before == 0  # newcomers
    assert results["ann"].change > 0 > results["bob"].change
    assert results["ann"].channel_id == "42" and results["ann"].finished_at is not None

    await service.record_result(table, Outcome.by_score({"ann": 9, "bob": 2}, "again"))  # replayed: once
    assert len(await store.player_results(G, "ann")) == 1
    await store.create_table(finished(2, ["bob", "ann"]))
    await service.record_result(finished(2, ["bob", "ann"]), Outcome.by_score({"bob": 3, "ann": 1}, "."))
    recent = await store.player_results(G, "ann")
    assert [r.table_id for r in recent] == [2, 1]  # newest first
    assert recent[0].before == recent[1].after

    assert await store.rank(G, "dicerace", "ann") in (1, 2)
    assert {await store.rank(G, "dicerace", p) for p in ("ann", "bob")} == {1, 2}
    assert await store.rank(G, "dicerace", "nobody") is None
    assert [r.game for r in await store.player_ratings(G, "ann")] == ["dicerace"]


async def test_stats_and_own_place_in_words(store):  # noqa: F811
    service = TableService(store, FakeClock())
    for n, (a, b) in enumerate([("ann", "bob"), ("ann", "cid")], 1):
        await store.create_table(finished(n, [a, b]))
        await service.record_result(finished(n, [a, b]), Outcome.by_score({a: 2, b: 1}, "."))
    lines = stats_lines(await player_record(store, G, "ann", "Ann"), ENGLISH)
    assert lines[0] == "**Ann** — 2 games, 2 wins on this server"
    assert "Dice Race: rating" in lines[1] and "#1 on the leaderboard" in lines[1]
    assert lines[2] == "Recent games:" and "won, rating +" in lines[3] and "<#42>" in lines[3]
    assert "no rated games" in stats_lines(PlayerRecord("Zoe", [], []), ENGLISH)[0]
    german = stats_lines(await player_record(store, G, "ann", "Ann"), words("de"))
    assert german[0] == "**Ann** — 2 Spiele, 2 Siege auf diesem Server" and german[2] == "Letzte Spiele:"
    assert "gewonnen, Wertung +" in german[3] and "<#42>" in german[3]
    assert (await own_place(store, G, "dicerace", "cid", ENGLISH)).endswith("rating " + str(
        shown_rating((await store.ratings(G, "dicerace", ["cid"]))["cid"].ordinal)) + ", 0 wins in 1 game")


def test_the_summary_lists_sides_best_first_with_scores_and_changes():
    table = finished(1, ["ann", "bob", "AI 1"], ai=("AI 1",))
    outcome = Outcome.by_score({"ann": 9, "AI 1": 5, "bob": 2}, "ann reached 9.")
    from bot.models import GameResult

    results = [GameResult(table_id=1, guild_id=G, game="dicerace", user_id=u, name=u, won=u == "ann",
                          before=0.0, after=a) for u, a in (("ann", 1.5), ("bob", -1.0))]
    lines = summary_lines(table, outcome, {"ann": 9, "AI 1": 5, "bob": 2}, results, lambda n: f"@{n}", ENGLISH)
    assert lines == [
        "**Game over.** ann reached 9.",
        "🥇 **1st** @ann (rating 1060, +60) — 9 points",
        "🥈 **2nd** AI 1 (AI) — 5 points",
        "🥉 **3rd** @bob (rating 960, -40) — 2 points",
    ]
    unrated = summary_lines(table, outcome, {}, [], lambda n: n, ENGLISH)
    assert unrated[-1] == "This game was not rated." and "points" not in unrated[1]
    german = summary_lines(table, outcome, {"ann": 9, "AI 1": 5, "bob": 2}, results, lambda n: f"@{n}", words("de"))
    assert german == [
        "**Spiel vorbei.** ann reached 9.",  # the test game's reason is plain text; a shipped game narrates its end
        "🥇 **1.** @ann (Wertung 1060, +60) — 9 Punkte",
        "🥈 **2.** AI 1 (KI) — 5 Punkte",
        "🥉 **3.** @bob (Wertung 960, -40) — 2 Punkte",
    ]


def test_ratings_people_read_start_at_1000_and_stay_positive():
    newcomer = Rating(guild_id=G, game="dicerace", user_id="x", name="x")
    assert newcomer.shown == 1000
    assert shown_rating(-40) == 0 and shown_rating(10) == 1400


def test_a_leaderboards_rows_in_the_channels_language():
    ann = Rating(guild_id=G, game="dicerace", user_id="a", name="ann", games=2, wins=1)
    bob = Rating(guild_id=G, game="dicerace", user_id="b", name="bob", games=1, wins=0)
    assert board_lines([ann, bob], ENGLISH) == ["1. ann — rating 1000, 1 win in 2 games",
                                                "2. bob — rating 1000, 0 wins in 1 game"]
    assert board_lines([ann, bob], words("de")) == ["1. ann — Wertung 1000, 1 Sieg in 2 Spielen",
                                                    "2. bob — Wertung 1000, 0 Siege in 1 Spiel"]
