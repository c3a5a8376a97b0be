"""Seasons in Discord (issue 45, bot/seasons.py): the server's settings in /game settings, a season's board in
/game leaderboard season:, and the post that ends a season (its final standings as a picture and in words)."""

from __future__ import annotations

from datetime import datetime
from io import BytesIO
from typing import Any

import discord

from bot.models import Outgoing, Rating
from bot.seasons import past_seasons, season_leaderboard, server_settings, set_server_settings
from bot.service import TableService
from bot.store.seasons import GuildSettings
from cogs._common import refuse, relative_time, service_of
from cogs._shown import shown_name
from engines import registry
from lang import ENGLISH, Words
from render.standings import standings_png


def board_lines(ratings: list[Rating], said: Words) -> list[str]:
    """A leaderboard's rows, best first, in `said`'s language."""
    return [said("results-board-row", place=i, name=shown_name(r.name), rating=str(r.shown), wins=r.wins,
                 games=r.games) for i, r in enumerate(ratings, 1)]


async def server_settings_changed(interaction: discord.Interaction, threads: bool | None,
                                  season: str | None) -> GuildSettings:
    """The server's settings, changed first where asked (Manage Server; refused with a sentence otherwise)."""
    service, guild = service_of(interaction), str(interaction.guild_id)
    if threads is None and season is None:
        return await server_settings(service, guild)
    can_manage = bool(interaction.permissions and interaction.permissions.manage_guild)
    return await set_server_settings(service, guild, str(interaction.channel_id), can_manage, threads, season)


def server_words(settings: GuildSettings) -> str:
    threads = "on" if settings.threads else "off (games stay in their channels)"
    seasons = "none (one all-time leaderboard)"
    if settings.season_ends_at is not None:
        seasons = (f"{settings.season_length}: season {settings.season} ends {relative_time(settings.season_ends_at)}; "
                   f"its final standings are posted in <#{settings.season_channel}>")
    return f"Server: games in threads of their own: {threads}. Seasons: {seasons}."


async def show_season_board(interaction: discord.Interaction, game: str, season: int) -> None:
    """A past season's final standings, or the current season's board as it stands."""
    service, guild = service_of(interaction), str(interaction.guild_id)
    title = registry.get(game).title
    current = await server_settings(service, guild)
    past = {number: (started, ended) for number, started, ended in await past_seasons(service, guild)}
    live = current.season_ends_at is not None and season == current.season
    if not live and season not in past:
        known = ", ".join(str(n) for n in sorted(past)) or "none yet"
        await refuse(interaction, f"This server has no season {season}: the seasons that ended are {known}"
                     + (f", and season {current.season} is under way." if current.season_ends_at else "."))
        return
    ratings = await season_leaderboard(service, guild, game, None if live else season)
    head = (f"**{title} — season {season}** (ends {relative_time(current.season_end)})" if live
            else f"**{title} — season {season}, final standings** ({dates(*past[season])})")
    lines = [head] + (board_lines(ratings, ENGLISH) or [f"No rated {title} games in this season."])
    await interaction.response.send_message("\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


def dates(started: datetime | None, ended: datetime) -> str:
    return f"{started:%d %b %Y} – {ended:%d %b %Y}" if started else f"until {ended:%d %b %Y}"


async def season_post(service: TableService, notice: Outgoing) -> dict[str, Any]:
    """A season's end for the channel: its final standings (the best of each game) in words and as a picture."""
    payload = notice.payload
    started = datetime.fromisoformat(payload["started"]) if payload["started"] else None
    span = dates(started, datetime.fromisoformat(payload["ended"]))
    games = [(registry.get(game).title, rows) for game, rows in payload["games"].items()]
    lines = [f"🏆 **Season {payload['season']} is over** ({span}). Final standings:"]
    for title, rows in games:
        best = ", ".join(f"{i}. {shown_name(r['name'])} ({r['rating']})" for i, r in enumerate(rows, 1))
        lines.append(f"**{title}**: {best}")
    if not games:
        lines.append("No rated games this season.")
    lines.append(f"Season {payload['season'] + 1} starts now: ratings start near 1000 again, nearer the higher you "
                 "finished. /game leaderboard season:<number> shows any season; without it, all time.")
    picture = await service.workers.run(
        standings_png, f"Season {payload['season']} — final standings", f"{span} · rating, won/played",
        [(title, [(r["name"], r["rating"], r["wins"], r["games"]) for r in rows]) for title, rows in games])
    return {"content": "\n".join(lines), "file": discord.File(BytesIO(picture), filename="season-standings.png"),
            "allowed_mentions": discord.AllowedMentions.none()}
