"""Part of `StandIn` (a mixin): channels and threads as they change under a bot — threads that archive and
unarchive, channels and threads deleted, channel overwrites that take a permission from the bot."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from standin.protocol import (
    ATTACH_FILES,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    DiscordError,
    StandInError,
)
from standin.records import Channel

if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class ChannelLife(StandInParts):
    def add_thread(self, name: str, parent: str = "games", private: bool = False) -> Channel:
        """A thread in `parent` (type 11, or 12 when private), known to a bot that connects while it is active.
        The bot is not a member of a private thread until someone adds it (`add_bot_to_thread`)."""
        base = self.channel(parent)
        thread = Channel(self.ids.next(), name, 12 if private else 11, base.guild_id, parent_id=base.id,
                         bot_member=not private)
        self.channels[name] = thread
        return thread

    def add_bot_to_thread(self, thread: str | Channel) -> None:
        """Someone @mentions the bot in a private thread, which adds it to the thread's members."""
        self.channel(thread).bot_member = True

    async def _join_thread(self, request: web.Request) -> web.Response:
        """PUT /channels/{thread}/thread-members/@me: a member already, or a public thread, is fine (204); a
        private thread refuses a bot that was not added (it has no Manage Threads): 403 50001."""
        self._auth(request)
        channel = self._known_channel(request)
        if not channel.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if channel.type == 12 and not channel.bot_member:
            raise DiscordError(403, 50001, "Missing Access")
        channel.bot_member = True
        return web.Response(status=204)

    async def archive(self, thread: str | Channel) -> None:
        """The thread auto-archives (no message for its auto_archive_duration): THREAD_UPDATE tells the bot."""
        channel = self.channel(thread)
        channel.archived = True
        await self._tell_bot(channel.guild_id, "THREAD_UPDATE", channel.to_json())

    async def delete_channel(self, name: str) -> None:
        """Someone deletes a channel or thread: CHANNEL_DELETE (THREAD_DELETE), then 10003 Unknown Channel."""
        channel = self.channels.pop(name)
        if channel.is_thread:
            await self._tell_bot(channel.guild_id, "THREAD_DELETE", {
                "id": str(channel.id), "guild_id": str(channel.guild_id), "parent_id": str(channel.parent_id),
                "type": channel.type})
        else:
            await self._tell_bot(channel.guild_id, "CHANNEL_DELETE", channel.to_json())

    async def remove_bot(self, guild_id: int | None = None) -> None:
        """A server admin removes the bot (kicks it): GUILD_DELETE without `unavailable`, as Discord sends it;
        the bot's requests for that server are refused from then on (50001)."""
        guild_id = guild_id or self.guild_id
        for channel in self.channels.values():
            if channel.guild_id == guild_id:
                channel.refuse_bot = 50001
        await self._tell_bot(guild_id, "GUILD_DELETE", {"id": str(guild_id)})

    async def _tell_bot(self, guild_id: int | None, event: str, data: dict[str, Any]) -> None:
        try:
            session = self.live_session(guild_id)
        except StandInError:
            return  # no bot connected: it learns the state when it next connects
        await session.dispatch(event, data)

    async def _unarchive(self, channel: Channel) -> None:
        """A message sent to an archived (not locked) thread unarchives it, as Discord does."""
        self.check_locked(channel)
        if channel.archived:
            channel.archived = False
            await self._tell_bot(channel.guild_id, "THREAD_UPDATE", channel.to_json())

    def _check_bot_permissions(self, channel: Channel, files: list) -> None:
        """A channel overwrite taking a permission from the bot: Discord answers 403 with 50001 Missing Access
        (cannot see the channel) or 50013 Missing Permissions (cannot send, or cannot attach files)."""
        if channel.bot_denied & VIEW_CHANNEL or not channel.bot_member:
            raise DiscordError(403, 50001, "Missing Access")
        sending = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
        if channel.bot_denied & sending or (files and channel.bot_denied & ATTACH_FILES):
            raise DiscordError(403, 50013, "Missing Permissions")
