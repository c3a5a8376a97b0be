"""The table after a person's move, through that move's interaction: past Discord's global limit.

Discord counts a bot's requests over all routes against one global limit (50 a second), except these:
"Interaction endpoints are not bound to the bot's Global Rate Limit" (docs.discord.com/developers/topics/
rate-limits#global-rate-limit), the endpoints of interactions/receiving-and-responding#endpoints: the
interaction response, the original response (get, edit, delete) and follow-up messages. So a person's move
is answered through the interaction instead of posting the table as a channel message (one of the 50): a
click's answer takes the clicked table's buttons off and the new table follows as its public follow-up; a
command is answered privately and the table follows the same way. Always a follow-up, a new message: a deferral
filled in with the table would notify no one it names, whose turn it is included (Discord: an edit notifies no
one, the first fill of a deferral included; discord/discord-api-docs#5497).

Exactly once across a crash: before the interaction is answered, the table's notice in the outbox is given
the interaction as its carrier (bot/store/carry.py). A follow-up is a new message each time it is sent, so a
retry that may come after Discord took it (a crash, a lost answer) looks for it first among the channel's
latest messages (plumbing/sender.py), by the batch's mark in the picture's file name. An interaction that cannot
carry it (never answered: the bot died first; its token expired) falls back to a channel post, looked for first
among the channel's messages once Discord may have forgotten its nonce.

A move that took longer than cogs._common.ANSWER_WITHIN was acknowledged before it ended (a button's
deferral shows nothing; a command's "thinking…" is the player's alone and becomes their private answer): its
table follows as a public follow-up too.

Still channel posts: timeouts, AI runs, reminders and pings; an answer to a secret prompt (a response shows
who answered); a move from elsewhere (a button in a direct message).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

import discord
from discord.utils import MISSING
from discord.webhook.async_ import async_context, handle_message_parameters

from bot.models import Outgoing
from bot.steps import Move
from bot.store.carry import carry
from plumbing.context import service_of, token_session

log = logging.getLogger(__name__)

CARRY_WITHIN = timedelta(minutes=14)
"""An interaction's token lasts 15 minutes from the interaction; the follow-up must reach Discord within them."""
NOT_CARRIED = {401, 404}
"""The interaction cannot be followed up: an invalid (expired) token, an unknown interaction (the bot died
before answering it)."""


async def carry_table(interaction: discord.Interaction, move: Move) -> bool:
    """Make this interaction the carrier of the move's table, its public follow-up; False (and nothing done)
    when it cannot carry it: from another channel, or the table already taken by the sender.

    - A click on the channel's table: the answer takes that table's buttons off (an update of the clicked
      message). Neither touches the global limit; taking the buttons off as a channel edit would, once a move.
    - Another click not answered yet (a private controls message, a lobby's button): a deferral that shows
      nothing.
    - A command is answered (privately) before it comes here; so is a slow move (acknowledged)."""
    if str(interaction.channel_id) != move.table.channel_id:
        return False
    service = service_of(interaction)
    clicked = await clicked_table(interaction, move.table.id)
    via: dict[str, Any] = {"app": str(interaction.application_id), "token": interaction.token,
                           "id": str(interaction.id)}
    # the sender batches a channel's notices only under its lock: it cannot take the notice to send it through
    # the interaction before the interaction is answered (Discord would refuse, and the table would go to the
    # channel)
    async with service.channel_lock(move.table.channel_id):
        if not await service.store.in_transaction(lambda rows: carry(rows, move.table.id, move.table.channel_id, via)):
            return False
        if clicked is not None:
            await take_buttons_off(interaction, clicked)
        elif not interaction.response.is_done():
            await interaction.response.defer()
    return True


async def clicked_table(interaction: discord.Interaction, table_id: int) -> str | None:
    """The id of the table's message in the channel whose button or menu this interaction is, if it is one
    the bot posted for this table and has not yet taken the buttons off."""
    if interaction.type != discord.InteractionType.component or interaction.message is None:
        return None
    clicked = str(interaction.message.id)
    posted = await service_of(interaction).store.posted(table_id, "table")
    return clicked if any(p.message_id == clicked for p in posted) else None


async def take_buttons_off(interaction: discord.Interaction, clicked: str) -> None:
    """Take the clicked table's buttons off through the interaction (its answer, or after a deferral its
    original message, which for a click is the clicked one), so the sender need not. A failure leaves the
    message noted: the sender takes them off as a channel edit once the new table is posted."""
    try:
        if interaction.response.is_done():
            await interaction.edit_original_response(view=None)
        else:
            await interaction.response.edit_message(view=None)
    except discord.HTTPException as exc:
        log.info("Could not take the buttons off table message %s through its click: %s", clicked, exc.text)
        return
    await service_of(interaction).store.forget_posted([clicked])


def carrier(batch: list[Outgoing]) -> dict[str, Any] | None:
    """The interaction carrying this batch's message, if one does (a batch holds at most one: `merge`)."""
    return next((n.payload["via"] for n in batch if "via" in n.payload), None)


def can_carry(via: dict[str, Any]) -> bool:
    """The interaction's token still lets it be followed up."""
    return discord.utils.utcnow() - discord.utils.snowflake_time(int(via["id"])) < CARRY_WITHIN


async def through_interaction(client: discord.Client, dest: str, via: dict[str, Any], message: dict[str, Any]
                              ) -> discord.PartialMessage | None:
    """The table as the interaction's follow-up (the caller looks for one sent before); None when the
    interaction cannot carry it. (A carrier noted by an older version, a public deferral to fill in, is
    carried the same way: Discord's first follow-up after a deferral takes the deferral's place.) The message
    as its id in `dest`: all the sender notes of it (a whole discord.Message read from Discord's answer was 1 % of
    the event loop at 60 clicks a second)."""
    adapter, session = async_context.get(), token_session(client)
    data: Any  # a message's JSON
    try:
        with handle_message_parameters(
                content=message.get("content", MISSING), files=message.get("files", MISSING),
                view=message.get("view", MISSING), allowed_mentions=message.get("allowed_mentions", MISSING),
                previous_allowed_mentions=client.allowed_mentions) as params:
            data = await adapter.execute_webhook(
                int(via["app"]), via["token"], **session, payload=params.payload, multipart=params.multipart,
                files=params.files, wait=True)
    except discord.HTTPException as exc:
        if exc.status in NOT_CARRIED:
            return None
        raise
    return client.get_partial_messageable(int(dest)).get_partial_message(int(data["id"]))
