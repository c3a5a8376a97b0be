"""Part of `StandIn` (a mixin): threads started from a message and a thread's own settings, as Discord's
API has them (docs: resources/channel "Start Thread from Message", "Modify Channel" for a thread; topics/
threads). What Discord refuses, refused here with Discord's codes:

- a thread name of 1 to 100 characters (50035); an auto_archive_duration of 60, 1440, 4320 or 10080;
- starting a thread needs Create Public Threads in the parent (50013), a text channel as the parent (a thread
  in a thread: 50024), and a message without a thread yet (160004);
- a locked thread: only Manage Threads may unarchive it (PATCH archived=false: 50013), and posts there are
  refused (archived: 50083 "Operation cannot be performed on an archived thread"; open: 160005 "Thread is
  locked"); an archived, unlocked thread is unarchived by the post itself (standin/channels.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from standin.protocol import API, DiscordError, json_response
from standin.records import Channel

CREATE_PUBLIC_THREADS = 1 << 35
MANAGE_THREADS = 1 << 34
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)
THREAD_NAME_MAX = 100


def check_thread_name(name: Any) -> None:
    if not isinstance(name, str) or not 1 <= len(name) <= THREAD_NAME_MAX:
        raise DiscordError(400, 50035, "Invalid Form Body", {"message": "Invalid Form Body", "code": 50035, "errors": {
            "name": {"_errors": [{"code": "BASE_TYPE_BAD_LENGTH",
                                  "message": f"Must be between 1 and {THREAD_NAME_MAX} in length."}]}}})


if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class ThreadRoutes(StandInParts):
    @property
    def message_threads(self) -> dict[int, Channel]:
        """Threads started from a message, by that message's id (the thread takes the message's id)."""
        return self.__dict__.setdefault("_message_threads", {})

    def _thread_routes(self, router: web.UrlDispatcher) -> None:
        router.add_post(API + "/channels/{channel}/messages/{message}/threads", self._thread_from_message)
        router.add_patch(API + "/channels/{channel}", self._modify_thread)

    def bot_may(self, channel: Channel, permission: int) -> bool:
        """Whether the bot holds `permission` in `channel` (its guild permissions less the channel's denials)."""
        return bool(self.bot.permissions & permission and not channel.bot_denied & permission)

    async def _thread_from_message(self, request: web.Request) -> web.Response:
        self._auth(request)
        parent = self._known_channel(request)
        payload, _ = await self._read_body(request)
        if parent.type != 0:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        which = int(request.match_info["message"])
        message = next((m for m in self.messages if m.id == which and m.channel.id == parent.id and not m.deleted
                        and not m.ephemeral), None)
        if message is None:
            raise DiscordError(404, 10008, "Unknown Message")
        if not self.bot_may(parent, CREATE_PUBLIC_THREADS):
            raise DiscordError(403, 50013, "Missing Permissions")
        check_thread_name(payload.get("name"))
        duration = payload.get("auto_archive_duration", 4320)
        if duration not in ARCHIVE_DURATIONS:
            raise DiscordError(400, 50035, "Invalid Form Body")
        if message.id in self.message_threads:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        thread = Channel(message.id, payload["name"], 11, parent.guild_id, parent_id=parent.id)
        thread.archive_after = duration
        self.message_threads[message.id] = thread
        self.channels[f"thread-{thread.id}"] = thread
        await self._tell_bot(thread.guild_id, "THREAD_CREATE", {**thread.to_json(), "newly_created": True})
        return json_response(thread.to_json(), status=201)

    async def _modify_thread(self, request: web.Request) -> web.Response:
        """PATCH /channels/{thread}: archived, locked, name, applied_tags, auto_archive_duration (a thread's own
        settings). Unarchiving a locked thread needs Manage Threads, as does locking one."""
        self._auth(request)
        thread = self._known_channel(request)
        payload, _ = await self._read_body(request)
        if not thread.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        manages = self.bot_may(thread, MANAGE_THREADS)
        if thread.locked and not manages or "locked" in payload and not manages:
            raise DiscordError(403, 50013, "Missing Permissions")
        if thread.archived and payload.get("archived", True) is not False:  # changes need it unarchived first
            raise DiscordError(400, 50083, "Operation cannot be performed on an archived thread")
        if "name" in payload:
            check_thread_name(payload["name"])
        if "applied_tags" in payload:
            self._check_applied_tags(thread, payload["applied_tags"])
            thread.applied_tags = [int(t) for t in payload["applied_tags"]]
        thread.name = payload.get("name", thread.name)
        thread.archived = bool(payload.get("archived", thread.archived))
        thread.locked = bool(payload.get("locked", thread.locked))
        await self._tell_bot(thread.guild_id, "THREAD_UPDATE", thread.to_json())
        return json_response(thread.to_json())

    async def lock(self, thread: str | Channel, archived: bool = True) -> None:
        """A moderator locks (and by default archives) the thread: THREAD_UPDATE tells the bot."""
        channel = self.channel(thread)
        channel.locked, channel.archived = True, archived
        await self._tell_bot(channel.guild_id, "THREAD_UPDATE", channel.to_json())

    def check_locked(self, channel: Channel) -> None:
        """A locked thread takes no post from the bot (it has no Manage Threads to unarchive or write there)."""
        if channel.is_thread and channel.locked and not self.bot_may(channel, MANAGE_THREADS):
            if channel.archived:
                raise DiscordError(400, 50083, "Operation cannot be performed on an archived thread")
            raise DiscordError(403, 160005, "Thread is locked")

    def give_bot(self, permission: int) -> None:
        """The server grants the bot a permission everywhere (e.g. Create Public Threads, after an upgrade)."""
        self.bot.permissions |= permission

