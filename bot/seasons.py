"""Seasons (issue 45): a server's admins choose a season length (none, monthly, quarterly); each season has its own
ladder beside the all-time one, and at its end the final standings are posted and kept (`/game leaderboard
season:`), and the next season starts.

How a new season starts: ratings shrink toward the start rather than start over. Each player keeps half of their
skill estimate's distance from a newcomer's (mu), and their uncertainty (sigma) goes back to a newcomer's, so the
shown rating (mu - 3 sigma, scaled) starts near 1000 for everyone and the first games of the season move it fast.
That is what rating systems do between seasons: TrueSkill and OpenSkill model skill drifting over time by widening
sigma (their dynamics factor, tau), Glicko by growing the rating deviation of an idle player, and ladders with
seasons (chess leagues, competitive online games) "soft-reset" toward the middle instead of wiping the ratings,
because a full restart makes the first weeks of a season a lottery of who played whom: a strong player's first
games would be judged against a newcomer's prior. The all-time ratings are never reset.

A season ends at the first instant (UTC) of the next month, or of the next quarter (January, April, July, October);
its end is a deadline like the others: the deadline loop claims it by moving the server's season on in one
conditional write (bot/store/seasons.py), so its standings are posted once across crashes and processes."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING

from bot.models import Outgoing, Rating
from bot.steps import NotAllowed
from bot.store import seasons as rows
from bot.store.seasons import GuildSettings
from engines import registry
from engines.said import said

if TYPE_CHECKING:
    from bot.service_parts import TableCore
    from bot.store.forget import Rows

LENGTHS = {"none": 0, "monthly": 1, "quarterly": 3}
"""Season lengths in months (none: no seasons)."""
STANDINGS_SHOWN = 5
"""Players per game on the season's final standings picture (the whole list is kept for /game leaderboard)."""


def season_end_after(moment: datetime, length: str) -> datetime:
    """The first season boundary strictly after `moment`: the first of the next month or quarter, 00:00 UTC."""
    months = LENGTHS[length]
    moment = moment.astimezone(UTC)
    index = moment.year * 12 + moment.month - 1  # months since year 0, so a boundary is a multiple of `months`
    boundary = (index // months + 1) * months
    return datetime(boundary // 12, boundary % 12 + 1, 1, tzinfo=UTC)


async def server_settings(service: TableCore, guild_id: str) -> GuildSettings:
    return await service.store.in_transaction(lambda r: rows.guild_settings(r, guild_id))


async def set_server_settings(service: TableCore, guild_id: str, channel_id: str, can_manage_server: bool,
                              threads: bool | None = None, season: str | None = None) -> GuildSettings:
    """Change the server's settings (None: unchanged). A season length set or changed starts season tracking from
    now, ending at the next boundary; its ends are posted in `channel_id`. Turning seasons off keeps the past."""
    if not can_manage_server:
        raise NotAllowed(said("seasons-settings-refused"))
    if season is not None and season not in LENGTHS:
        raise NotAllowed(said("seasons-length-unknown", lengths=", ".join(LENGTHS)))
    now = service.clock.now()

    async def change(r: Rows) -> GuildSettings:
        current = await rows.guild_settings(r, guild_id)
        updated = current if threads is None else replace(current, threads=threads)
        if season is not None and season != current.season_length:
            ends = season_end_after(now, season) if LENGTHS[season] else None
            updated = replace(updated, season_length=season, season_channel=channel_id,
                              season_started_at=now if ends else None, season_ends_at=ends)
        elif season is not None:
            updated = replace(updated, season_channel=channel_id)
        await rows.save_guild_settings(r, updated)
        return updated

    return await service.store.in_transaction(change)


async def end_seasons(service: TableCore, now: datetime) -> int:
    """End every season due by `now` (each once, whoever else tries): its standings posted, the next begun. How
    many this call ended."""
    ended = 0
    for due in await service.store.reading(lambda r: rows.due_season_ends(r, now)):
        following = season_end_after(max(due.season_end, now), due.season_length)

        def notice(table_id: int, standings: list[Rating], due: GuildSettings = due) -> Outgoing | None:
            return season_notice(due, table_id, standings, now)

        ended += await service.store.in_transaction(partial(rows.end_season, settings=due, next_end=following,
                                                            notice=notice))
    return ended


def season_notice(ended: GuildSettings, table_id: int, standings: list[Rating], now: datetime) -> Outgoing | None:
    """What the channel is told when a season ends: its number and dates, and the best of each game (names and
    shown ratings, as the picture draws them); None when the server has no channel for it."""
    if not ended.season_channel:
        return None
    games: dict[str, list[dict]] = {}
    for r in standings:
        shown = games.setdefault(r.game, [])
        if len(shown) < STANDINGS_SHOWN:
            shown.append({"user_id": r.user_id, "name": r.name, "rating": r.shown, "games": r.games, "wins": r.wins})
    return Outgoing(table_id=table_id, dest=ended.season_channel, kind="season", created_at=now, payload={
        "season": ended.season, "started": ended.season_started_at.isoformat() if ended.season_started_at else None,
        "ended": ended.season_end.isoformat(), "games": {g: games[g] for g in sorted(games)}})


async def season_leaderboard(service: TableCore, guild_id: str, game: str, season: int | None,
                             limit: int = 10) -> list[Rating]:
    """The best of a game in the current season (None) or a past one."""
    registry.get(game)
    return await service.store.in_transaction(lambda r: rows.season_board(r, guild_id, game, season, limit))


async def past_seasons(service: TableCore, guild_id: str) -> list[tuple[int, datetime | None, datetime]]:
    return await service.store.in_transaction(lambda r: rows.past_seasons(r, guild_id))
