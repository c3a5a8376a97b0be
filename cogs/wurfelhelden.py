"""/wurfelhelden: the Würfelhelden moves (roll, stop) and the buttons under the table picture."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.models import Table
from cogs._common import play, register_controls
from cogs._controls import ActionButton, ActionSelect
from engines import registry
from engines.said import said
from engines.wurfelhelden.data import MAX_ROLLS
from engines.wurfelhelden.model import WurfelheldenState, die_said
from lang import Words

GAME = "wurfelhelden"


def controls(table: Table, state: WurfelheldenState, words: Words) -> list[discord.ui.Item]:
    """Before the first roll: one Roll button. Afterwards: a menu of dice to reroll (by their number on
    the picture, colour and face), Reroll all and Stop. Everyone sees them; the service refuses whoever
    is not rolling. Every label says what the move does, in the reader's words (cut to Discord's limits
    after they are made)."""
    engine = registry.get(GAME)
    if engine.outcome(state) is not None:
        return []
    player = state.players[state.current]
    party = state.party[player]
    dice = said("wh-dice", count=len(party))
    if state.roll_no == 0:
        label = words("wh-button-roll", player=player, dice=words.say(dice), rolls=MAX_ROLLS)
        return [ActionButton(table, "roll", {}, label=label[:80], style=discord.ButtonStyle.primary, row=0)]
    left = MAX_ROLLS - state.roll_no
    options = [discord.SelectOption(label=words("wh-option-die", position=i, die=words.say(die_said(die)))[:100],
                                    value=str(i)) for i, die in enumerate(party, 1)]
    last = left == 1  # the last reroll stops by itself
    placeholder = words("wh-placeholder-reroll-last") if last else words("wh-placeholder-reroll", left=left)
    reroll_all = words("wh-button-reroll-all-last" if last else "wh-button-reroll-all", dice=words.say(dice))
    return [
        ActionSelect(table, "roll", "dice", options, placeholder=placeholder[:150], min_values=1,
                     max_values=len(options), row=0),
        ActionButton(table, "roll", {}, label=reroll_all[:80], style=discord.ButtonStyle.secondary, row=1),
        ActionButton(table, "stop", {}, label=words("wh-button-stop")[:80], style=discord.ButtonStyle.success,
                     row=1),
    ]


class WurfelheldenCog(commands.Cog):
    wurfelhelden = app_commands.Group(name=GAME, description="Würfelhelden moves: roll your party, reroll, stop",
                                      guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @wurfelhelden.command(name="roll", description="Roll your party; on a reroll, name the dice to roll again")
    @app_commands.describe(dice="Rerolls only: dice numbers as on the picture, e.g. 2 3 (empty: every die)",
                           stop="stop right after this roll and carry its result out")
    async def roll(self, interaction: discord.Interaction, dice: str | None = None, stop: bool = False) -> None:
        await play(interaction, "roll", {"dice": dice or [], **({"stop": True} if stop else {})})

    @wurfelhelden.command(name="stop", description="Keep your result and carry out its actions")
    async def stop(self, interaction: discord.Interaction) -> None:
        await play(interaction, "stop")


async def setup(bot: commands.Bot) -> None:
    register_controls(GAME, WurfelheldenState, controls)
    await bot.add_cog(WurfelheldenCog(bot))
