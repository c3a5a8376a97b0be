"""A finished game's ratings, written the same on both stores: each runs these through `Rows` (bot/store/forget.py)
inside the transaction that saved the game's last move (or one of its own, `record_once`), with $1, $2…
placeholders. A table is rated once (`rated_tables`), so a crash or a second process leaves it either unrated or
rated, never twice."""

from __future__ import annotations

from typing import Literal

from bot.models import Rating, Table
from bot.store.base import RESULT_COLUMNS, RatingStep, result_rows
from bot.store.forget import Rows

RatingTable = Literal["ratings", "season_ratings"]
"""The all-time ratings, and a server's ratings in its current season (bot/store/seasons.py)."""
COLUMNS = "guild_id, game, user_id, name, games, wins, mu, sigma"


def rating(r: tuple) -> Rating:
    """A rating from a row of COLUMNS."""
    return Rating(guild_id=r[0], game=r[1], user_id=r[2], name=r[3], games=r[4], wins=r[5], mu=r[6], sigma=r[7])


async def first_time(rows: Rows, table_id: int) -> bool:
    """Mark the table rated: False if it was already."""
    return bool(await rows.fetch(
        "INSERT INTO rated_tables (table_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING table_id", table_id))


async def stored(rows: Rows, kept: RatingTable, guild_id: str, game: str, user_ids: list[str]) -> dict[str, Rating]:
    """The kept ratings of these people, by user (a newcomer has none)."""
    found: dict[str, Rating] = {}
    for user_id in user_ids:
        found.update({r[2]: rating(r) for r in await rows.fetch(
            f"SELECT {COLUMNS} FROM {kept} WHERE guild_id = $1 AND game = $2 AND user_id = $3",
            guild_id, game, user_id)})
    return found


async def keep(rows: Rows, kept: RatingTable, ratings: list[Rating]) -> None:
    for r in ratings:
        await rows.execute(
            f"INSERT INTO {kept} ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT "
            "(guild_id, game, user_id) DO UPDATE SET name = excluded.name, games = excluded.games, "
            "wins = excluded.wins, mu = excluded.mu, sigma = excluded.sigma",
            r.guild_id, r.game, r.user_id, r.name, r.games, r.wins, r.mu, r.sigma)


async def record(rows: Rows, table_id: int, before: dict[str, Rating], after: list[Rating]) -> None:
    """The all-time ratings `after` the table, and each person's result (the ratings `before` it)."""
    for result in result_rows(table_id, before, after):
        await rows.execute(
            f"INSERT INTO results ({RESULT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
            *result)
    await keep(rows, "ratings", after)


async def record_once(rows: Rows, table_id: int, after: list[Rating]) -> bool:
    """The ratings `after` a table (Store.record_ratings), once: False if it was rated already."""
    if not await first_time(rows, table_id):
        return False
    people = [r.user_id for r in after]
    before = await stored(rows, "ratings", after[0].guild_id, after[0].game, people) if after else {}
    await record(rows, table_id, before, after)
    return True


async def rate_table(rows: Rows, table: Table, rate: RatingStep) -> bool:
    """A finished table's all-time ratings, once: False if it was rated already (its season's follow only when
    True, bot/store/seasons.rate_season)."""
    if not await first_time(rows, table.id):
        return False
    humans = [s.user_id for s in table.seats if not s.ai]
    before = await stored(rows, "ratings", table.guild_id, table.game, humans)
    await record(rows, table.id, before, rate(before))
    return True
