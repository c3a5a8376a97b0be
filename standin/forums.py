"""Part of `StandIn` (a mixin): forum channels (type 15), their posts and tags, as Discord's API has them (docs:
resources/channel "Start Thread in Forum or Media Channel", the forum tag object, "Modify Channel" for a thread).

- a forum has at most 20 available tags (each with a name of at most 20 characters, maybe `moderated`);
- a post is a public thread (type 11) made with its first message in one request; it needs Send Messages in
  the forum (50013), a name of 1 to 100 characters and a message that is not empty; the post takes the id of
  its first message's thread, and that message's id is the post's;
- a post has at most 5 applied tags (50035), each one of its forum's (50035); a moderated tag may be applied
  only with Manage Threads (50013); only the post's owner or Manage Threads may change its tags (50013);
- "closing" a post archives it, "locking" it locks it (standin/threads.py: the bot's next post reopens a
  closed one, never a locked one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from standin.protocol import API, SEND_MESSAGES, DiscordError, StandInError, json_response
from standin.records import Channel
from standin.threads import MANAGE_THREADS, check_thread_name

MAX_AVAILABLE_TAGS, MAX_APPLIED_TAGS, TAG_NAME_MAX = 20, 5, 20


def _form_error(field: str, message: str) -> DiscordError:
    return DiscordError(400, 50035, "Invalid Form Body", {"message": "Invalid Form Body", "code": 50035, "errors": {
        field: {"_errors": [{"code": "BASE_TYPE_BAD_LENGTH", "message": message}]}}})


if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class ForumRoutes(StandInParts):
    @property
    def thread_owners(self) -> dict[int, int]:
        """Who made each thread the stand-in knows the maker of (the bot's posts and threads)."""
        return self.__dict__.setdefault("_thread_owners", {})

    def _forum_routes(self, router: web.UrlDispatcher) -> None:
        router.add_post(API + "/channels/{channel}/threads", self._forum_post)

    def add_forum(self, name: str, tags: list[str] | tuple[str, ...] = (), moderated: tuple[str, ...] = ()) -> Channel:
        """A forum channel with these tags (at most 20, as Discord allows); `moderated` ones need Manage Threads."""
        if len(tags) > MAX_AVAILABLE_TAGS or any(not 0 < len(t) <= TAG_NAME_MAX for t in tags):
            raise StandInError(f"Discord allows at most {MAX_AVAILABLE_TAGS} tags a forum, of 1-20 characters each.")
        forum = self.add_channel(name)
        forum.type = 15
        forum.available_tags = [{"id": str(self.ids.next()), "name": t, "moderated": t in moderated, "emoji_id": None,
                                 "emoji_name": None} for t in tags]
        return forum

    async def close_post(self, post: str | int | Channel) -> None:
        """Someone closes a forum post: Discord archives it (THREAD_UPDATE); the next message reopens it."""
        await self.archive(self.channel(post))

    def tag_names(self, post: str | int | Channel) -> set[str]:
        """The names of the tags applied to a forum post."""
        thread = self.channel(post)
        assert thread.parent_id is not None  # a post lies in its forum
        forum = self.channel(thread.parent_id)
        return {t["name"] for t in forum.available_tags if int(t["id"]) in thread.applied_tags}

    async def _forum_post(self, request: web.Request) -> web.Response:
        self._auth(request)
        forum = self._known_channel(request)
        payload, files = await self._read_body(request)
        if forum.type != 15:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if not self.bot_may(forum, SEND_MESSAGES):
            raise DiscordError(403, 50013, "Missing Permissions")
        check_thread_name(payload.get("name"))
        message_payload = payload.get("message") or {}
        self._check_message(message_payload, files, 25 * 1024 * 1024, new=True, prefix="message.")
        post = Channel(self.ids.next(), payload["name"], 11, forum.guild_id, parent_id=forum.id)
        post.archive_after = payload.get("auto_archive_duration") or 4320
        self.thread_owners[post.id] = self.bot.id
        self._check_applied_tags(post, payload.get("applied_tags") or [])
        post.applied_tags = [int(t) for t in payload.get("applied_tags") or []]
        self.channels[f"post-{post.id}"] = post
        message = self._new_message(post, message_payload, files, visible_to=None)
        message.id = post.id  # a post's first message has the post's id, as Discord gives it
        await self._tell_bot(post.guild_id, "THREAD_CREATE", {**post.to_json(), "newly_created": True})
        return json_response({**post.to_json(), "message": message.to_json(self.base_url)}, status=201)

    def _check_applied_tags(self, thread: Channel, tags: Any) -> None:
        """A post's tags: a list of at most 5 of its forum's tags, moderated ones only with Manage Threads, changed
        only by the post's owner or with Manage Threads."""
        forum = self._channel_by_id(thread.parent_id or 0)
        if forum is None or forum.type != 15 or not isinstance(tags, list):
            raise _form_error("applied_tags", "Only a forum post has tags.")
        if len(tags) > MAX_APPLIED_TAGS:
            raise _form_error("applied_tags", f"Must be {MAX_APPLIED_TAGS} or fewer in length.")
        known = {t["id"]: t for t in forum.available_tags}
        if any(str(t) not in known for t in tags):
            raise _form_error("applied_tags", "A tag of another forum, or none.")
        manages = self.bot_may(thread, MANAGE_THREADS)
        owns = self.thread_owners.get(thread.id) == self.bot.id
        if not manages and (not owns or any(known[str(t)]["moderated"] for t in tags)):
            raise DiscordError(403, 50013, "Missing Permissions")
