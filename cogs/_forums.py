"""Games in forum posts (issue 45): `/game new forum:#board-games` opens the lobby as a post of that forum, its
first message the lobby; the game is played in the post, which is tagged with the game and its state ("open",
"playing", "finished") from the forum's own tags, kept up to date as the game goes. The bot creates no tags (that
needs Manage Channels): a server admin adds those wanted to the forum (README); a moderated tag is left alone.

A post closed (archived) is reopened by the bot's next post, as Discord reopens it. A post locked or deleted ends
its game unrated, as a thread people made does (cogs/_threads.py): its forum has no message to make a new thread
from, and the game's record stays (/game history, the leaderboards)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.models import Posted, Table
from bot.service import TableService
from cogs._common import private_words, refuse, service_of
from cogs._language import public_words
from cogs._shown import player_name
from cogs._threads import ARCHIVE_AFTER, thread_name
from engines import registry
from engines.errors import DicehallError
from engines.said import said
from plumbing.thinking import think

log = logging.getLogger(__name__)

MAX_APPLIED_TAGS = 5
"""Discord's limit of tags on one post."""
STATE_TAGS = {"lobby": "open", "playing": "playing", "finished": "finished", "abandoned": "finished"}
"""The tag that says where a game is, by its table's status."""

LobbyMessage = Callable[[discord.Interaction, Table], Awaitable[dict[str, Any]]]


def wanted_tags(forum: discord.ForumChannel, table: Table) -> list[discord.ForumTag]:
    """The forum's tags naming the game (its title or name) and its state, those the bot may apply (not moderated)."""
    names = {registry.get(table.game).title.casefold(), table.game.casefold(), STATE_TAGS[table.status]}
    return [t for t in forum.available_tags if t.name.casefold() in names and not t.moderated][:MAX_APPLIED_TAGS]


async def open_in_forum(interaction: discord.Interaction, forum: discord.ForumChannel, game: str,
                        options: dict[str, Any], lobby_message: LobbyMessage) -> None:
    """A lobby opened as a new post of `forum`: the table is made first under a key of its own (so nothing is
    posted when the lobby is refused), then the post, then the table moves into it and its message gets the
    lobby's buttons; a post Discord refuses closes the lobby again. The post speaks the server's language, the
    answers to the opener theirs (issue 46: lang/locales/<language>/forums.ftl)."""
    service = service_of(interaction)
    await think(interaction)
    waiting = f"forum:{forum.id}:{interaction.id}"
    try:
        table = await service.new_table(str(interaction.guild_id), waiting, game, str(interaction.user.id),
                                        player_name(interaction.user), options)
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return
    opening = (await public_words(interaction.client, service, table.guild_id))("forums-opening",
                                                                                title=registry.get(game).title)
    try:
        made = await forum.create_thread(
            name=thread_name(table), content=opening,
            applied_tags=wanted_tags(forum, table), auto_archive_duration=ARCHIVE_AFTER,
            allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as exc:
        await service.channel_gone(waiting)
        await refuse(interaction, said("forums-refused", forum=forum.mention, why=exc.text))
        return
    table = await service.move_table(table, str(made.thread.id))
    await made.message.edit(**await lobby_message(interaction, table))
    await service.store.record_posted(Posted(message_id=str(made.message.id), table_id=table.id,
                                             channel_id=table.channel_id, kind="table",
                                             posted_at=made.message.created_at))
    await interaction.followup.send(private_words(interaction)("forums-open", title=registry.get(game).title,
                                                               post=made.thread.mention), ephemeral=True)


async def sync_tags(client: discord.Client, service: TableService, channel_id: str, table_id: int) -> None:
    """After a post in a forum post: its tags follow its game's state (nothing is sent when they already do)."""
    post = client.get_channel(int(channel_id)) if channel_id.isdigit() else None
    if not isinstance(post, discord.Thread) or not isinstance(post.parent, discord.ForumChannel):
        return
    table = await service.store.table(table_id)
    if table is None or table.channel_id != channel_id:
        return
    wanted = wanted_tags(post.parent, table)
    if {t.id for t in post.applied_tags} == {t.id for t in wanted}:
        return
    try:
        await post.edit(applied_tags=wanted)
    except discord.HTTPException as exc:  # archived meanwhile, or its tags changed: the next post tries again
        log.warning("Could not tag forum post %s: %s %s", channel_id, exc.status, exc.text)
