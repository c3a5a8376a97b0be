"""Games in threads of their own (issue 45): a lobby opened in a text channel moves, when its game starts, into a
public thread made from the lobby's message, so several games run at once under one channel (a table is kept
per channel id, and a thread has its own). It stays in the channel where the server's settings or /game new say
so, or where the bot may not make a thread or post in one: the lobby says which, and why.

A thread that archives is unarchived by the bot's next post (Discord does that for a thread that is not
locked). A thread the bot made that is then locked or deleted does not take the game with it: the game goes on
in a new thread made the same way, from a message in the channel saying why; where that fails too, it ends
unrated, as a game whose channel was deleted does. A thread people made (the game was opened in it) is theirs:
deleted, its game ends; locked, likewise."""

from __future__ import annotations

import logging
from typing import Final

import discord

from bot.deadlines import CONFLICT_RETRIES
from bot.models import Outgoing, Table
from bot.seasons import server_settings
from bot.service import TableService
from bot.steps import TableChanged
from cogs._common import service_of
from cogs._language import public_words
from cogs._shown import shown_name
from engines import registry
from engines.said import Said, said
from lang import Words

log = logging.getLogger(__name__)

THREAD_NAME_MAX = 100
"""Discord's limit on a thread's name."""
ARCHIVE_AFTER: Final = 10080
"""Minutes without a message before Discord archives a game's thread: a week, the longest it allows (a game
waits up to a turn timer for a move; the next post unarchives it anyway)."""
MAKES_THREADS = (discord.ChannelType.text, discord.ChannelType.news)


def thread_name(table: Table) -> str:
    """"Würfelhelden: marta, tom" within Discord's 100 characters."""
    name = f"{registry.get(table.game).title}: {', '.join(s.name for s in table.seats)}"
    return name if len(name) <= THREAD_NAME_MAX else name[:THREAD_NAME_MAX - 1] + "…"


async def stays_because(interaction: discord.Interaction, table: Table) -> Said | None:
    """Why the lobby's game will be played in this channel rather than a thread of its own (None: it moves into
    one; "threads-nothing-to-say": it is in a thread or forum post already, or elsewhere)."""
    channel_type = getattr(interaction.channel, "type", None)
    if channel_type not in MAKES_THREADS or table.channel_id != str(interaction.channel_id):
        return said("threads-nothing-to-say")
    if not (await server_settings(service_of(interaction), table.guild_id)).threads:
        return said("threads-stays-server-setting")
    if await service_of(interaction).played_here(table):
        return said("threads-stays-here")
    perms = interaction.app_permissions
    missing = tuple(said(f"threads-permission-{attr}") for attr in ("create_public_threads", "send_messages_in_threads")
                    if not getattr(perms, attr))
    if missing:
        return said("threads-stays-missing", missing=missing, count=len(missing))
    return None


async def place_line(interaction: discord.Interaction, table: Table, words: Words) -> str:
    """The lobby's line, in `words`' language, saying where its game will be played."""
    reason = await stays_because(interaction, table)
    if reason is None:
        return words("threads-moves-into-one") + "\n"
    if reason.id == "threads-nothing-to-say":
        return ""
    return words("threads-played-here", reason=reason and words.say(reason)) + "\n"


async def into_thread(interaction: discord.Interaction, table: Table) -> tuple[Table, Said | None]:
    """Move a lobby about to start into a thread made from its message. Returns the table (moved or not) and,
    when it stays in the channel, why (None when it moved, or when there is nothing to say)."""
    reason = await stays_because(interaction, table)
    if reason is not None:
        return table, None if reason.id == "threads-nothing-to-say" else reason
    service = service_of(interaction)
    posted = await service.store.posted(table.id, "table")
    if not posted:
        return table, said("threads-stays-no-lobby")
    lobby = max(posted, key=lambda p: int(p.message_id))
    try:
        thread = await interaction.client.http.start_thread_with_message(
            lobby.channel_id, lobby.message_id, name=thread_name(table), auto_archive_duration=ARCHIVE_AFTER)
    except discord.HTTPException as exc:
        log.warning("Could not make a thread for table %s: %s %s", table.id, exc.status, exc.text)
        return table, said("threads-stays-refused")
    return await service.move_table(table, str(thread["id"])), None


async def rehome(client: discord.Client, service: TableService, thread_id: str, what: str) -> None:
    """The game in a thread that was `what` ("locked", "deleted") goes on in a new thread of the channel it came
    from, posted there in the server's language; a game that was never moved into its thread (or that cannot get a
    new one) ends unrated."""
    table = await service.store.active_table(thread_id)
    if table is None:
        return
    parent = await service.came_from(table)
    if parent is None or not parent.isdigit():  # a thread people made, or a forum post
        await service.channel_gone(thread_id)
        return
    words = await public_words(client, service, table.guild_id)
    note = words("threads-rehomed", title=registry.get(table.game).title, what=what,
                 players=words.listed([shown_name(s.name) for s in table.seats]))
    try:
        posted = await client.get_partial_messageable(int(parent)).send(
            note, allowed_mentions=discord.AllowedMentions.none())
        thread = await client.http.start_thread_with_message(parent, posted.id, name=thread_name(table),
                                                             auto_archive_duration=ARCHIVE_AFTER)
    except discord.HTTPException as exc:
        log.warning("Could not give table %s a new thread (%s %s): it ends.", table.id, exc.status, exc.text)
        await service.channel_gone(thread_id)
        return
    await move_on(service, table, thread_id, str(thread["id"]))


async def move_on(service: TableService, table: Table, old: str, new: str) -> None:
    """Move the game from thread `old` into `new` with its table posted there, trying again while moves and
    timeouts save first (a game that ended meanwhile stays where it ended). Its messages in the old thread are
    forgotten: nothing can be edited or deleted there any more."""
    left = [p for kind in ("table", "reminder") for p in await service.store.posted(table.id, kind)
            if p.channel_id == old]
    await service.store.forget_posted([p.message_id for p in left])
    for _ in range(CONFLICT_RETRIES):
        table_post = Outgoing(table_id=table.id, dest=new, kind="table", created_at=service.clock.now(),
                              payload={"version": table.version + 1, "events": [], "timeout": None})
        try:
            await service.move_table(table, new, [table_post])
            return
        except TableChanged as exc:
            table = exc.table
            if table.status not in ("lobby", "playing") or table.channel_id != old:
                return
