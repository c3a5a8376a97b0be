"""Commands the shipped cogs do not have yet but the playground must handle as Discord does: an option
with autocomplete next to a required one, an embed with its picture attached, a private reply."""

from __future__ import annotations

from io import BytesIO

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image

GAMES = ["thrown", "throwdown", "wurfelhelden", "dicethrone"]

probe = app_commands.Group(name="probe", description="Playground checks", guild_only=True)


@probe.command(name="pick", description="An option with autocomplete")
@app_commands.describe(name="a game (suggested as you type)", count="how many")
async def pick(interaction: discord.Interaction, name: str, count: app_commands.Range[int, 1, 3]) -> None:
    await interaction.response.send_message(f"picked {name} x{count}")


@pick.autocomplete("name")
async def pick_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n.title(), value=n) for n in GAMES if n.startswith(current.lower())]


@probe.command(name="embed", description="An embed whose picture is an attachment")
async def embed(interaction: discord.Interaction) -> None:
    buffer = BytesIO()
    Image.new("RGB", (400, 200), (0, 114, 178)).save(buffer, "PNG")
    buffer.seek(0)
    card = discord.Embed(title="Scores", description="**marta** leads", color=0xE69F00)
    card.add_field(name="marta", value="12", inline=True).add_field(name="tom", value="9", inline=True)
    card.set_image(url="attachment://scores.png").set_footer(text="round 3")
    await interaction.response.send_message(embed=card, file=discord.File(buffer, filename="scores.png"))


@probe.command(name="secret", description="A reply only you can see")
async def secret(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(f"a secret for {interaction.user.name}", ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    bot.tree.add_command(probe)
