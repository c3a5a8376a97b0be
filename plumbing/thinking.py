"""A command answered with "thinking…" that its process died before filling in.

Discord shows "thinking…" to the person who typed the command until the bot fills the answer in or the
interaction's token expires (15 minutes), and nothing else can answer it: the bot's next process never
hears of that interaction again. So each such command is noted in the store before its deferral
(bot/store/thinking.py), with its token. Once ready, a process looks at the commands that earlier processes
of its shards noted in the last 15 minutes: where Discord still shows "thinking…" (the original response's
LOADING flag), it fills the answer in with a sentence saying the bot restarted and to ask again if the
channel does not show it done. An answer filled in before the restart is left as it is; so is a command
whose process died before Discord heard its deferral (it has no original response: Discord had already told
the person it failed).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from functools import partial
from typing import TYPE_CHECKING

import aiohttp
import discord
from discord.webhook.async_ import async_context

from bot.store import thinking as noted
from lang import language_of, words
from plumbing.context import bot_of, token_session

if TYPE_CHECKING:
    from plumbing.client import DicehallBot

log = logging.getLogger(__name__)

TOKEN_LIFE = timedelta(minutes=15)
"""An interaction's token lasts 15 minutes: past that nothing can fill its answer in."""
LOADING = 1 << 7
"""The message flag of an interaction's response while the bot is "thinking" (Discord's message flags)."""
GONE = {401, 404}
"""The interaction cannot be reached: its token expired, or Discord never took its deferral."""


async def acknowledge(interaction: discord.Interaction) -> None:
    """Acknowledge now, to answer later, privately: a command's acknowledgement can only be Discord's
    "thinking…" (`think`); a button's or a menu's shows nothing."""
    if interaction.type == discord.InteractionType.application_command:
        await think(interaction)
    else:
        await interaction.response.defer(ephemeral=True)


async def think(interaction: discord.Interaction) -> None:
    """Answer with "thinking…" (only the asker sees it), noted first: a process that dies before filling it in
    leaves it to the next. A note the store refuses (a full disk) is logged: the command goes on all the same."""
    bot = bot_of(interaction)
    thinking = noted.Thinking(str(interaction.id), str(interaction.application_id), interaction.token,
                              str(interaction.guild_id or ""), language_of(interaction.locale.value))
    try:
        await bot.service.store.in_transaction(
            lambda rows: noted.note(rows, thinking, bot.boot, interaction.created_at))
    except Exception:  # noqa: BLE001 (the answer matters more than the note for a restart)
        log.warning("Could not note command %s's \"thinking…\" for a restart.", interaction.id, exc_info=True)
    await interaction.response.defer(ephemeral=True, thinking=True)


async def answer_left_thinking(bot: DicehallBot) -> int:
    """Fill in the "thinking…" that earlier processes of this one's shards left: returns how many."""
    store, shards = bot.service.store, bot.settings.shards()
    since = discord.utils.utcnow() - TOKEN_LIFE
    left = await store.reading(lambda rows: noted.left_by_others(rows, bot.boot, since))
    told = 0
    for thinking in left:
        if not shards.serves(thinking.guild_id):
            continue
        try:
            told += await _fill_in(bot, thinking)
        except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError):  # Discord or the network now:
            # the person waits until Discord gives up, as before
            log.warning("Could not tell command %s's person of the restart.", thinking.interaction_id, exc_info=True)
            continue
        await store.in_transaction(partial(noted.done, interaction_id=thinking.interaction_id))
    if told:
        log.info("Told %d people that a restart cut their command short.", told)
    return told


async def forget_expired(bot: DicehallBot) -> None:
    """Drop the notes of commands whose tokens expired, reading first: most passes find none, and SQLite's write
    transaction takes its one write lock."""
    store, expired = bot.service.store, discord.utils.utcnow() - TOKEN_LIFE
    if await store.reading(lambda rows: noted.any_before(rows, expired)):
        await store.in_transaction(lambda rows: noted.forget_before(rows, expired))


async def _fill_in(bot: DicehallBot, thinking: noted.Thinking) -> bool:
    """The sentence in place of "thinking…", where Discord still shows it."""
    adapter, session = async_context.get(), token_session(bot)
    app, token = int(thinking.app_id), thinking.token
    try:
        original = await adapter.get_original_interaction_response(app, token, **session)
        if not int(original.get("flags") or 0) & LOADING:
            return False
        sentence = words(thinking.language)("bot-restarted-thinking")
        await adapter.edit_original_interaction_response(app, token, **session, payload={"content": sentence})
    except discord.HTTPException as exc:
        if exc.status in GONE:
            return False
        raise
    return True
