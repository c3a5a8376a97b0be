"""Our bot behind an interaction: discord.py types `interaction.client` as any Client, and ours is always the
`DicehallBot` that plumbing/client.py makes (with the table service and the sender). The one cast of it is here."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

if TYPE_CHECKING:
    from bot.service import TableService
    from plumbing.client import DicehallBot


def bot_of(interaction: discord.Interaction) -> DicehallBot:
    return cast("DicehallBot", interaction.client)


def service_of(interaction: discord.Interaction) -> TableService:
    return bot_of(interaction).service
