"""/game stats, /game history and /game replay: what the bot remembers of games, answered to the asker
alone (a history or replay is rebuilt off the event loop: it replays the whole game)."""

from __future__ import annotations

from io import BytesIO

import discord

from bot.models import Table
from bot.replay import animation, history_text, public_steps
from bot.results import player_record, stats_lines
from cogs._common import channel_key, check_rate, clip_lines, player_name, refuse, service_of, with_names_shown
from engines.errors import DicehallError


async def show_stats(interaction: discord.Interaction, member: discord.abc.User | None) -> None:
    who = member or interaction.user
    record = await player_record(service_of(interaction).store, str(interaction.guild_id), str(who.id),
                                 player_name(who))
    await interaction.response.send_message(clip_lines(stats_lines(record)), ephemeral=True,
                                            allowed_mentions=discord.AllowedMentions.none())


async def _latest_table(interaction: discord.Interaction) -> Table:
    table = await service_of(interaction).store.latest_table(channel_key(interaction))
    if table is None:
        raise DicehallError("No game has been played in this channel yet.")
    return table


async def show_history(interaction: discord.Interaction) -> None:
    try:
        check_rate(interaction, "replay")
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        table = await _latest_table(interaction)
        service = service_of(interaction)
        steps = await service.workers.run(public_steps, table, await service.history(table))
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    text = history_text(table, steps)
    lines = with_names_shown(text, [seat.name for seat in table.seats]).splitlines()
    await interaction.followup.send(
        clip_lines([*lines[:1], *lines[-12:]], 1900) + "\n(The whole move list is attached.)", ephemeral=True,
        file=discord.File(BytesIO(text.encode()), filename=f"{table.game}-{table.id}-history.txt"),
        allowed_mentions=discord.AllowedMentions.none())


async def show_replay(interaction: discord.Interaction) -> None:
    try:
        check_rate(interaction, "replay")
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        table = await _latest_table(interaction)
        service = service_of(interaction)
        gif, frames, steps = await animation(service.workers, table, await service.history(table))
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    shown = f"{frames} of its {steps} steps" if frames < steps else f"all {steps} steps"
    await interaction.followup.send(
        f"The game so far, {shown}, as the channel saw them." if table.status == "playing" else
        f"The whole game, {shown}.", ephemeral=True,
        file=discord.File(BytesIO(gif), filename=f"{table.game}-{table.id}-replay.gif"))
