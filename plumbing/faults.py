"""One handler for the faults of ours met while answering a person: a slash command's, a persistent button's or
menu's, a move's. Each is logged once, tagged with where it happened, the channel and the table there; counted
by where and kind (`dicehall_faults_total`); and the person is told in one private sentence ("Something went
wrong" is for these alone; a move's sentence says whether it was saved: cogs/_common.py).

Without it a button's fault went to discord.py's logger, untagged and uncounted, and the person who clicked met
Discord's "This interaction failed"."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.metrics import FAULTS
from engines.errors import DicehallError
from engines.said import Said, said
from plumbing.context import bot_of

log = logging.getLogger(__name__)

BOT_FAULT = said("bot-fault")
CONTROL_FAULT = said("bot-fault-control")


async def answer_fault(interaction: discord.Interaction, error: BaseException, where: str,
                       told: Said = BOT_FAULT) -> None:
    """Log, count and tell: the one way a fault of ours meets a person."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    bot = bot_of(interaction)
    table = await _table_here(interaction)
    log.error("Fault in %s (channel %s, table %s)", where, interaction.channel_id, table, exc_info=error)
    FAULTS.labels(where, type(error).__name__).inc()
    try:
        await bot.features.refuse(interaction, told)
    except discord.HTTPException:
        log.warning("Could not tell the player about the fault in %s (the interaction had expired).", where)


async def _table_here(interaction: discord.Interaction) -> int | str:
    """The id of the table in the interaction's channel, for the log ("?" where the store failed too)."""
    try:
        table = await bot_of(interaction).service.store.active_table(str(interaction.channel_id))
    except Exception:  # noqa: BLE001 (the fault may be the store's: the log still gets the fault itself)
        return "?"
    return table.id if table is not None else "none"


class Answered:
    """A persistent control (one of the features' `discord.ui.DynamicItem`s) whose faults the one handler
    answers, and whose refusals (a `DicehallError` its work raises) are told as any refusal: its work is
    `handle`, which discord.py reaches through `callback`. Every control the bot registers is one
    (tests/e2e/test_faults.py)."""

    async def handle(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await self.handle(interaction)
        except DicehallError as refusal:  # a sentence for the person that `handle` left to us: no fault
            await bot_of(interaction).features.refuse(interaction, refusal.message)
        except Exception as error:  # noqa: BLE001 (a fault of ours: the one handler answers it)
            await answer_fault(interaction, error, type(self).__name__, CONTROL_FAULT)
