"""/game mine (where am I awaited, across the server) and /game reminders (how reminders reach you),
answered privately."""

from __future__ import annotations

import discord

from bot.awaiting import MyGame
from cogs._common import clip_lines, relative_time, service_of
from cogs._links import game_link
from engines import registry


def mine_line(game: MyGame) -> str:
    table = game.table
    where = game_link(table.guild_id, table.channel_id, game.message_id)
    title = registry.get(table.game).title
    if table.status == "lobby":
        return f"• **{title}** lobby in {where}: not started yet ({len(table.seats)} seated)."
    if game.what is not None:
        closes = f" Time runs out {relative_time(game.closes)}." if game.closes else ""
        return f"• **{title}** in {where} waits for **you**: {game.what}.{closes}"
    others = ", ".join(game.others) or "the other players"
    return f"• **{title}** in {where} waits for {others}."


def mine_lines(games: list[MyGame]) -> list[str]:
    if not games:
        return ["You have no game or lobby on this server. Open one with /game new."]
    awaiting = sum(1 for g in games if g.what is not None)
    head = (f"**Your games on this server** — {awaiting} waiting for you" if awaiting
            else "**Your games on this server** — none is waiting for you")
    return [head, *(mine_line(g) for g in games)]


async def show_mine(interaction: discord.Interaction) -> None:
    games = await service_of(interaction).my_games(str(interaction.guild_id), str(interaction.user.id))
    await interaction.response.send_message(clip_lines(mine_lines(games)), ephemeral=True,
                                            allowed_mentions=discord.AllowedMentions.none())


async def set_reminders(interaction: discord.Interaction, dm: bool | None, digest: bool | None) -> None:
    service, user_id = service_of(interaction), str(interaction.user.id)
    if dm or digest:  # both come by direct message: find out now whether Discord lets one through
        try:
            await interaction.user.send("✅ Dicehall can send you direct messages: your reminders will come here.")
        except discord.Forbidden:
            await service.note_dms(user_id, closed=True)
            await interaction.response.send_message(
                "I can't send you direct messages: your DMs from this server are closed, so nothing changed. "
                "Allow direct messages from server members (the server's Privacy Settings), then ask again.",
                ephemeral=True)
            return
        await service.note_dms(user_id, closed=False)
    prefs = await service.set_reminders(user_id, dm, digest)
    if prefs.digest:
        how = ("one direct message a day lists the games awaiting you (none when nothing does); no reminder "
               "per game, except when a reaction window asks you")
    elif prefs.dm_reminders:
        how = "in the channel and by direct message"
    else:
        how = "in the channel only"
    await interaction.response.send_message(f"Your reminders: {how}.", ephemeral=True)
