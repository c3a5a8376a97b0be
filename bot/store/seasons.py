"""A server's own settings and its seasons (issue 45), the same on both stores: each runs these through `Rows`
(bot/store/forget.py) inside one transaction of its own (`Store.in_transaction`), with $1, $2… placeholders, each
used once and in order (SQLite's `?` are positional).

A season's ratings are kept beside the all-time ones (`ratings`, never reset): a finished game updates both in the
transaction that rates it (`rate_season`). A season ends by one conditional write that moves the server's season
on (`end_season`): only the process (or try) that moved it archives the standings, resets the ratings and writes
the notice, so a season end is posted once across crashes and processes."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.models import Outgoing, Rating, Table
from bot.store import ratings
from bot.store.base import RatingStep
from bot.store.forget import Rows

START_MU, START_SIGMA = 25.0, 25.0 / 3
"""A newcomer's rating (OpenSkill's defaults, as bot/models.Rating has them)."""
CARRIED = 0.5
"""At a season's start each rating keeps this share of its distance from the start (the rest is forgotten) and its
uncertainty goes back to a newcomer's: see bot/seasons.py for why."""

_SETTINGS = "guild_id, threads, season_length, season_channel, season, season_started_at, season_ends_at"


@dataclass(frozen=True)
class GuildSettings:
    """What a server's admins chose for the whole server."""

    guild_id: str
    threads: bool = True
    """Games started in a text channel move into a thread of their own (else they stay in the channel)."""
    season_length: str = "none"
    """"none", "monthly" or "quarterly"."""
    season_channel: str = ""
    """Where a season's final standings are posted (the channel its length was set in)."""
    season: int = 1
    season_started_at: datetime | None = None
    season_ends_at: datetime | None = None

    @property
    def season_end(self) -> datetime:
        """When the running season ends, on a server whose seasons are on (a season that is due has an end)."""
        if self.season_ends_at is None:
            raise ValueError(f"Seasons are off on server {self.guild_id}: its season has no end.")
        return self.season_ends_at


def as_time(value: str | datetime | None) -> datetime | None:
    """A timestamp of a column that may be NULL (None stays None)."""
    return None if value is None else time_of(value)


def time_of(value: str | datetime) -> datetime:
    """A timestamp as either store returns it (ISO text in SQLite, a datetime in PostgreSQL)."""
    return datetime.fromisoformat(value) if isinstance(value, str) else value


async def guild_settings(rows: Rows, guild_id: str) -> GuildSettings:
    found = await rows.fetch(f"SELECT {_SETTINGS} FROM guild_settings WHERE guild_id = $1", guild_id)
    return _settings(found[0]) if found else GuildSettings(guild_id=guild_id)


async def save_guild_settings(rows: Rows, settings: GuildSettings) -> None:
    s = settings
    await rows.execute(
        f"INSERT INTO guild_settings ({_SETTINGS}) VALUES ($1, $2, $3, $4, $5, $6, $7) "
        "ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads, season_length = excluded.season_length, "
        "season_channel = excluded.season_channel, season = excluded.season, "
        "season_started_at = excluded.season_started_at, season_ends_at = excluded.season_ends_at",
        s.guild_id, int(s.threads), s.season_length, s.season_channel, s.season, s.season_started_at, s.season_ends_at)


async def rate_season(rows: Rows, table: Table, rate: RatingStep) -> None:
    """The season ratings of a finished table's humans, when its server plays seasons: the same rating step as
    the all-time one, from the season's ratings, in the transaction that rates the game."""
    settings = await guild_settings(rows, table.guild_id)
    if settings.season_length == "none":
        return
    humans = [s.user_id for s in table.seats if not s.ai]
    await ratings.keep(rows, "season_ratings", rate(await ratings.stored(
        rows, "season_ratings", table.guild_id, table.game, humans)))


async def due_season_ends(rows: Rows, now: datetime) -> list[GuildSettings]:
    found = await rows.fetch(f"SELECT {_SETTINGS} FROM guild_settings WHERE season_ends_at IS NOT NULL AND "
                             "season_ends_at <= $1 ORDER BY season_ends_at", now)
    return [_settings(r) for r in found]


async def end_season(rows: Rows, settings: GuildSettings, next_end: datetime,
                     notice: Callable[[int, list[Rating]], Outgoing | None]) -> bool:
    """Move the server's season on from `settings.season` (ending at `settings.season_ends_at`), once: archive its
    final standings, start the next season's ratings from them, and save `notice(latest table of the server, the
    standings)`. False when another process or an earlier try moved it first."""
    s = settings
    moved = await rows.fetch(
        "UPDATE guild_settings SET season = season + 1, season_started_at = season_ends_at, season_ends_at = $1 "
        "WHERE guild_id = $2 AND season = $3 AND season_ends_at = $4 RETURNING season",
        next_end, s.guild_id, s.season, s.season_ends_at)
    if not moved:
        return False
    standings = [ratings.rating(r) for r in await rows.fetch(
        f"SELECT {ratings.COLUMNS} FROM season_ratings WHERE guild_id = $1 AND games > 0 "
        "ORDER BY game, mu - 3 * sigma DESC",
        s.guild_id)]
    await rows.execute(
        "INSERT INTO season_standings (guild_id, season, game, user_id, name, games, wins, mu, sigma) SELECT "
        "guild_id, CAST($1 AS INTEGER), game, user_id, name, games, wins, mu, sigma FROM season_ratings "
        "WHERE guild_id = $2 AND games > 0", s.season, s.guild_id)
    await rows.execute("INSERT INTO seasons (guild_id, season, started_at, ended_at) VALUES ($1, $2, $3, $4)",
                       s.guild_id, s.season, s.season_started_at, s.season_ends_at)
    await rows.execute("UPDATE season_ratings SET games = 0, wins = 0, mu = $1 + (mu - $2) * $3, sigma = $4 "
                       "WHERE guild_id = $5", START_MU, START_MU, CARRIED, START_SIGMA, s.guild_id)
    latest = await rows.fetch("SELECT max(id) FROM tables WHERE guild_id = $1", s.guild_id)
    told = notice(latest[0][0], standings) if latest and latest[0][0] is not None else None
    if told is not None:
        await rows.execute("INSERT INTO outbox (table_id, dest, kind, payload, created_at) VALUES ($1, $2, $3, $4, $5)",
                           told.table_id, told.dest, told.kind, json.dumps(told.payload), told.created_at)
    return True


async def season_board(rows: Rows, guild_id: str, game: str, season: int | None, limit: int = 10) -> list[Rating]:
    """The best of a game in the current season (None) or in a past one's final standings."""
    if season is None:
        found = await rows.fetch(
            f"SELECT {ratings.COLUMNS} FROM season_ratings WHERE guild_id = $1 AND game = $2 AND games > 0 "
            "ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT $3", guild_id, game, limit)
    else:
        found = await rows.fetch(
            f"SELECT {ratings.COLUMNS} FROM season_standings WHERE guild_id = $1 AND season = $2 AND game = $3 "
            "ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT $4", guild_id, season, game, limit)
    return [ratings.rating(r) for r in found]


async def past_seasons(rows: Rows, guild_id: str) -> list[tuple[int, datetime | None, datetime]]:
    """(number, started, ended) of the server's finished seasons, newest first."""
    found = await rows.fetch("SELECT season, started_at, ended_at FROM seasons WHERE guild_id = $1 "
                             "ORDER BY season DESC", guild_id)
    return [(r[0], as_time(r[1]), time_of(r[2])) for r in found]


def _settings(r: Any) -> GuildSettings:
    return GuildSettings(guild_id=r[0], threads=bool(r[1]), season_length=r[2], season_channel=r[3], season=r[4],
                         season_started_at=as_time(r[5]), season_ends_at=as_time(r[6]))
