"""Our bot behind an interaction: discord.py types `interaction.client` as any Client, and ours is always the
`DicehallBot` that plumbing/client.py makes (with the table service and the sender). The one cast of it is here,
and the one reach into discord.py's HTTP session for an interaction known only by its token."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord

if TYPE_CHECKING:
    from bot.service import TableService
    from plumbing.client import DicehallBot


def bot_of(interaction: discord.Interaction) -> DicehallBot:
    return cast("DicehallBot", interaction.client)


def service_of(interaction: discord.Interaction) -> TableService:
    return bot_of(interaction).service


def token_session(client: discord.Client) -> dict[str, Any]:
    """The client's HTTP session and proxy, as discord.py's webhook adapter (`async_context.get()`) takes them:
    an interaction known only by its token (one a restart left, or an outbox notice carries) is answered
    through the adapter, which no public API reaches without the Interaction object."""
    http = client.http
    return {"session": http._HTTPClient__session, "proxy": http.proxy, "proxy_auth": http.proxy_auth}  # type: ignore[attr-defined]
