"""Seasons in Discord (issue 45, bot/seasons.py): the server's settings in /game settings, a season's board in
/game leaderboard season:, and the post that ends a season (its final standings as a picture and in words); every
sentence from lang/locales/<language>/seasons.ftl (issue 46): the settings in the asker's language, the board and
the post in the server's."""

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
from cogs._language import public_words
from cogs._shown import shown_name
from engines import registry
from engines.said import said as told
from lang import Words
from render.standings import season_dates, standings_png


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


def server_words(settings: GuildSettings, said: Words) -> str:
    """/game settings' lines of the server's settings (threads, seasons), in `said`'s language: the asker's."""
    threads = said("seasons-server-threads", threads="on" if settings.threads else "off")
    if settings.season_ends_at is None:
        return f"{threads} {said('seasons-server-none')}"
    return f"{threads} " + said("seasons-server-running", length=settings.season_length, season=settings.season,
                                ends=relative_time(settings.season_ends_at), channel=f"<#{settings.season_channel}>")


async def show_season_board(interaction: discord.Interaction, game: str, season: int) -> None:
    """A past season's final standings, or the current season's board as it stands: in the channel's language (a
    season it does not know: refused, to the asker alone)."""
    service, guild = service_of(interaction), str(interaction.guild_id)
    title = registry.get(game).title
    current = await server_settings(service, guild)
    past = {number: (started, ended) for number, started, ended in await past_seasons(service, guild)}
    live = current.season_ends_at is not None and season == current.season
    if not live and season not in past:
        await refuse(interaction, told("seasons-board-unknown", season=season, ended=tuple(sorted(past)),
                                       count=len(past), current=current.season if current.season_ends_at else 0))
        return
    ratings = await season_leaderboard(service, guild, game, None if live else season)
    said = await public_words(interaction.client, service, guild)
    head = (said("seasons-board-live", title=title, season=season, ends=relative_time(current.season_end)) if live
            else said("seasons-board-final", title=title, season=season, dates=season_dates(said, *past[season])))
    lines = [head] + (board_lines(ratings, said) or [said("seasons-board-none", title=title)])
    await interaction.response.send_message("\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


async def season_post(service: TableService, notice: Outgoing, said: Words) -> dict[str, Any]:
    """A season's end for the channel: its final standings (the best of each game) in words and as a picture, in
    the server's language (`said`)."""
    payload = notice.payload
    season = payload["season"]
    started = datetime.fromisoformat(payload["started"]) if payload["started"] else None
    ended = datetime.fromisoformat(payload["ended"])
    games = [(registry.get(game).title, rows) for game, rows in payload["games"].items()]
    lines = [said("seasons-end-head", season=season, dates=season_dates(said, started, ended))]
    for title, rows in games:
        best = said("list-separator").join(said("seasons-end-place", place=i, name=shown_name(r["name"]),
                                                rating=str(r["rating"])) for i, r in enumerate(rows, 1))
        lines.append(said("seasons-end-game", title=title, best=best))
    if not games:
        lines.append(said("seasons-end-none"))
    lines.append(said("seasons-end-next", next=season + 1))
    picture = await service.workers.run(
        standings_png, season, started, ended,
        [(title, [(r["name"], r["rating"], r["wins"], r["games"]) for r in rows]) for title, rows in games],
        said.language)
    return {"content": "\n".join(lines), "file": discord.File(BytesIO(picture), filename="season-standings.png"),
            "allowed_mentions": discord.AllowedMentions.none()}
