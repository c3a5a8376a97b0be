"""/game mine (where am I awaited, across the server) and /game reminders (how reminders reach you),
answered privately, in the asker's language (issue 46)."""

from __future__ import annotations

import discord

from bot.awaiting import MyGame
from cogs._common import clip_lines, private_words, relative_time, service_of
from cogs._links import game_link
from engines import registry
from lang import Words


def mine_line(game: MyGame, said: Words) -> str:
    table = game.table
    values = {"title": registry.get(table.game).title,
              "where": game_link(table.guild_id, table.channel_id, game.message_id)}
    if table.status == "lobby":
        return said("mine-lobby", seated=len(table.seats), **values)
    if game.what is not None:
        if game.closes:
            return said("mine-yours-until", what=said.say(game.what), when=relative_time(game.closes), **values)
        return said("mine-yours", what=said.say(game.what), **values)
    if game.others:
        return said("mine-others", others=", ".join(said.say(other) for other in game.others), **values)
    return said("mine-others-unnamed", **values)


def mine_lines(games: list[MyGame], said: Words) -> list[str]:
    if not games:
        return [said("mine-none")]
    awaiting = sum(1 for g in games if g.what is not None)
    return [said("mine-head", awaiting=awaiting), *(mine_line(g, said) for g in games)]


async def show_mine(interaction: discord.Interaction) -> None:
    games = await service_of(interaction).my_games(str(interaction.guild_id), str(interaction.user.id))
    said = private_words(interaction)
    await interaction.response.send_message(clip_lines(mine_lines(games, said), said),
                                            ephemeral=True, allowed_mentions=discord.AllowedMentions.none())


async def set_reminders(interaction: discord.Interaction, dm: bool | None, digest: bool | None) -> None:
    service, user_id, said = service_of(interaction), str(interaction.user.id), private_words(interaction)
    if dm or digest:  # both come by direct message: find out now whether Discord lets one through
        try:
            await interaction.user.send(said("reminders-dm-open"))
        except discord.Forbidden:
            await service.note_dms(user_id, closed=True)
            await interaction.response.send_message(said("reminders-dm-closed"), ephemeral=True)
            return
        await service.note_dms(user_id, closed=False)
    prefs = await service.set_reminders(user_id, dm, digest)
    how = "reminders-digest" if prefs.digest else "reminders-dm" if prefs.dm_reminders else "reminders-channel"
    await interaction.response.send_message(said(how), ephemeral=True)
