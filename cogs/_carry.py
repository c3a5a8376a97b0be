"""The table after a person's move, through that move's interaction: past Discord's global limit.

Discord counts a bot's requests over all routes against one global limit (50 a second), except these:
"Interaction endpoints are not bound to the bot's Global Rate Limit" (docs.discord.com/developers/topics/
rate-limits#global-rate-limit), the endpoints of interactions/receiving-and-responding#endpoints: the
interaction response, the original response (get, edit, delete) and follow-up messages. So a person's move
is answered with a public deferral and the sender edits that original response into the table, instead of
posting the table as a channel message (one of the 50).

Exactly once across a crash: before the deferral, the table's notice in the outbox is given the interaction
as its carrier (bot/store/carry.py); the sender's message for that notice is the original response. Editing
it is idempotent, and a retry that may come after a crash reads it first (Discord keeps it readable for the
token's 15 minutes): already the table, so delivered. An interaction that cannot carry it (never answered:
the bot died before the deferral; its token expired) falls back to a channel post, looked for first among
the channel's messages once Discord may have forgotten its nonce (cogs/_outbox.py).

Still channel posts: timeouts, AI runs, reminders and pings; an answer to a secret prompt (a response shows
who answered); a move from elsewhere (a button in a direct message); a move that took longer than
cogs._common.ANSWER_WITHIN, whose interaction was already acknowledged privately.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import discord
from discord.utils import MISSING
from discord.webhook.async_ import async_context, handle_message_parameters

from bot.models import Outgoing
from bot.steps import Move
from bot.store.carry import carry
from cogs._client import service_of

CARRY_WITHIN = timedelta(minutes=14)
"""An interaction's token lasts 15 minutes from the interaction; the edit must reach Discord within them."""
NOT_CARRIED = {401, 404}
"""The original response cannot be edited: an invalid (expired) token, an unknown interaction or message."""


async def carry_table(interaction: discord.Interaction, move: Move) -> bool:
    """Make this interaction the carrier of the move's table and answer it with a public deferral; False (and
    nothing done) when it cannot carry it: answered already, from another channel, or the table already
    taken by the sender."""
    if interaction.response.is_done() or str(interaction.channel_id) != move.table.channel_id:
        return False
    via = {"app": str(interaction.application_id), "token": interaction.token, "id": str(interaction.id)}
    service = service_of(interaction)
    # the sender batches a channel's notices only under its lock: it cannot take the notice to edit the
    # response before the deferral made one (the edit would fail, and the table would go to the channel)
    async with service.channel_lock(move.table.channel_id):
        if not await service.store.in_transaction(lambda rows: carry(rows, move.table.id, move.table.channel_id, via)):
            return False
        await interaction.response.defer(thinking=True)
    return True


def carrier(batch: list[Outgoing]) -> dict[str, Any] | None:
    """The interaction carrying this batch's message, if one does (a batch holds at most one: `merge`)."""
    return next((n.payload["via"] for n in batch if "via" in n.payload), None)


def can_carry(via: dict[str, Any]) -> bool:
    """The interaction's token still lets the original response be edited."""
    return discord.utils.utcnow() - discord.utils.snowflake_time(int(via["id"])) < CARRY_WITHIN


async def through_interaction(client: discord.Client, dest: str, via: dict[str, Any], message: dict[str, Any],
                              mark: str, look_first: bool) -> discord.Message | None:
    """The table as the interaction's original response (read first when `look_first`: a retry, after which
    it may be there already, named by the batch's `mark`); None when the interaction cannot carry it."""
    adapter, http = async_context.get(), client.http
    ids = {"application_id": int(via["app"]), "token": via["token"], "session": http._HTTPClient__session,  # type: ignore[attr-defined]
           "proxy": http.proxy, "proxy_auth": http.proxy_auth}
    try:
        if look_first:
            data = await adapter.get_original_interaction_response(**ids)
            if any(mark in a.get("filename", "") for a in data.get("attachments") or []):
                return _message(client, dest, data)
        with handle_message_parameters(
                content=message.get("content", MISSING), files=message.get("files", MISSING),
                view=message.get("view", MISSING), allowed_mentions=message.get("allowed_mentions", MISSING),
                previous_allowed_mentions=client.allowed_mentions) as params:
            data = await adapter.edit_original_interaction_response(
                **ids, payload=params.payload, multipart=params.multipart, files=params.files)
    except discord.HTTPException as exc:
        if exc.status in NOT_CARRIED:
            return None
        raise
    return _message(client, dest, data)


def _message(client: discord.Client, dest: str, data: Any) -> discord.Message:
    return discord.Message(state=client._connection, channel=client.get_partial_messageable(int(dest)), data=data)
