"""/wurfelhelden: the Würfelhelden moves (roll, stop) and the buttons under the table picture."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import ActionButton, ActionSelect, play, register_controls
from engines import registry
from engines.base import State
from engines.wurfelhelden.data import MAX_ROLLS
from engines.wurfelhelden.model import describe_die

GAME = "wurfelhelden"


def controls(table: Table, state: State) -> list[discord.ui.Item]:
    """Before the first roll: one Roll button. Afterwards: a menu of dice to reroll (by their number on
    the picture), Roll all and Stop. Everyone sees them; the service refuses whoever is not rolling."""
    engine = registry.get(GAME)
    if engine.outcome(state) is not None:
        return []
    player = state.players[state.current]
    if state.roll_no == 0:
        return [ActionButton(table, "roll", {}, label=f"Roll ({player})", style=discord.ButtonStyle.primary, row=0)]
    party = state.party[player]
    left = MAX_ROLLS - state.roll_no
    options = [discord.SelectOption(label=f"{i} · {describe_die(die)}", value=str(i))
               for i, die in enumerate(party, 1)]
    return [
        ActionSelect(table, "roll", "dice", options, placeholder=f"Pick dice to reroll ({left} left)",
                     min_values=1, max_values=len(options), row=0),
        ActionButton(table, "roll", {}, label=f"Reroll all {len(party)}", style=discord.ButtonStyle.secondary, row=1),
        ActionButton(table, "stop", {}, label="Stop and keep", style=discord.ButtonStyle.success, row=1),
    ]


class WurfelheldenCog(commands.Cog):
    wurfelhelden = app_commands.Group(name=GAME, description="Würfelhelden moves: roll your party, reroll, stop",
                                      guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @wurfelhelden.command(name="roll", description="Roll your party; on a reroll, name the dice to roll again")
    @app_commands.describe(dice="Rerolls only: dice numbers as on the picture, e.g. 2 3 (empty: every die)")
    async def roll(self, interaction: discord.Interaction, dice: str | None = None) -> None:
        await play(interaction, "roll", {"dice": dice or []})

    @wurfelhelden.command(name="stop", description="Keep your result and carry out its actions")
    async def stop(self, interaction: discord.Interaction) -> None:
        await play(interaction, "stop")


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, controls)
    await bot.add_cog(WurfelheldenCog(bot))
