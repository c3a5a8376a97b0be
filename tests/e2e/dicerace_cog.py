"""The test game's cog and pictures (tests only, like tests/dice_race.py): `/dicerace roll|hold|secret`
and Roll/Hold buttons under the table, built exactly as a shipped game's cog is (cogs/_common.py)."""

from __future__ import annotations

import sys
import types

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image, ImageDraw

from cogs._common import play, register_controls, show_private
from cogs._controls import ActionButton
from tests.dice_race import DiceRaceState


def render_dicerace(view, events, words) -> Image.Image:
    image = Image.new("RGB", (480, 40 + 24 * len(view.scores)), "white")
    draw = ImageDraw.Draw(image)
    draw.text((10, 10), f"Dice Race - turn: {view.current or 'over'} - turn total {view.turn_total}", fill="black")
    for i, (name, score) in enumerate(view.scores.items()):
        draw.text((10, 34 + 24 * i), f"{name}: {score}", fill="black")
    return image


def render_dicerace_private(view, words) -> Image.Image:
    image = Image.new("RGB", (240, 60), "lightyellow")
    ImageDraw.Draw(image).text((10, 20), f"Your secret: {view.my_secret}", fill="black")
    return image


_pictures = types.ModuleType("render.dicerace")
_pictures.render_dicerace = render_dicerace
_pictures.render_dicerace_private = render_dicerace_private
sys.modules.setdefault("render.dicerace", _pictures)


def controls(table, state, words) -> list[discord.ui.Item]:
    items: list[discord.ui.Item] = [ActionButton(table, "roll", label="Roll", style=discord.ButtonStyle.primary)]
    if state.turn_total:
        items.append(ActionButton(table, "hold", label="Hold"))
    return items


class DiceRaceCog(commands.Cog):
    dicerace = app_commands.Group(name="dicerace", description="Dice Race, the test game", guild_only=True)

    @dicerace.command(name="roll", description="Roll the die")
    async def roll(self, interaction: discord.Interaction) -> None:
        await play(interaction, "roll")

    @dicerace.command(name="hold", description="Bank your turn total")
    async def hold(self, interaction: discord.Interaction) -> None:
        await play(interaction, "hold")

    @dicerace.command(name="secret", description="Your secret number (only you see it)")
    async def secret(self, interaction: discord.Interaction) -> None:
        await show_private(interaction, lambda view: f"Your secret number is {view.my_secret}.")


async def setup(bot: commands.Bot) -> None:
    register_controls("dicerace", DiceRaceState, controls)
    await bot.add_cog(DiceRaceCog())
