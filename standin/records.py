"""What the stand-in keeps: users, channels, messages (with every edit), attachments, interactions,
and the problems it saw (every error it answered, late or unanswered interactions, privacy slips)."""

from __future__ import annotations

import asyncio
import copy
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from standin.protocol import ADMINISTRATOR, ALL_PERMISSIONS

DISCORD_EPOCH_MS = 1420070400000


class Snowflakes:
    """Discord ids: milliseconds since the Discord epoch in the high bits, a counter in the low ones."""

    def __init__(self) -> None:
        self._counter = 0

    def next(self) -> int:
        self._counter = (self._counter + 1) % 4096
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (1 << 17) | self._counter


def iso(moment: float | None = None) -> str:
    return datetime.fromtimestamp(moment if moment is not None else time.time(), UTC).isoformat()


@dataclass
class Problem:
    """Something a real Discord would have refused or that a player would have seen go wrong."""

    kind: str
    """"http" (an error answer), "late" (answered after the deadline), "unanswered", "deferred_forever",
    "privacy" (an ephemeral reply that Discord would show to everyone), "unknown_route", "busy"."""
    detail: str
    status: int | None = None
    body: Any = None
    interaction: Interaction | None = None

    def __str__(self) -> str:
        where = f" [{self.interaction.describe()}]" if self.interaction else ""
        return f"{self.kind}{f' {self.status}' if self.status else ''}: {self.detail}{where}"


@dataclass
class UserRecord:
    id: int
    name: str
    global_name: str
    bot: bool = False
    permissions: int = 0
    """Permissions in the guild's channels (the `member.permissions` of interactions)."""
    dms_open: bool = True
    locale: str = "en-US"
    """Their Discord client's language (each interaction's `locale`): commands show in it where localized."""

    def to_json(self) -> dict[str, Any]:
        return {"id": str(self.id), "username": self.name, "global_name": self.global_name, "discriminator": "0",
                "avatar": None, "bot": self.bot, "system": False, "public_flags": 0, "flags": 0}

    def member_json(self, joined: str, with_permissions: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {"user": self.to_json(), "nick": None, "avatar": None, "roles": [], "joined_at": joined,
                "premium_since": None, "deaf": False, "mute": False, "flags": 0, "pending": False}
        if with_permissions:  # resolved, as Discord sends them: an administrator has every permission
            data["permissions"] = str(ALL_PERMISSIONS if self.permissions & ADMINISTRATOR else self.permissions)
        return data


@dataclass
class Channel:
    id: int
    name: str
    type: int = 0
    """0 = guild text channel, 1 = DM."""
    guild_id: int | None = None
    recipient: UserRecord | None = None
    position: int = 0
    refuse_bot: int | None = None
    """A Discord error code (50013 Missing Permissions, 50001 Missing Access) every message the bot
    sends here gets, as when a server takes the bot's permissions in this channel away."""
    bot_denied: int = 0
    """Permission bits a channel overwrite denies the bot here (View Channel, Send Messages, Attach Files…):
    its interactions' `app_permissions` lack them and its sends are refused as Discord refuses them."""
    failures: list[int] = field(default_factory=list)
    """HTTP statuses (500, 502, 503) the next sends here get, one each, before they succeed again."""
    parent_id: int | None = None
    """A thread's channel (types 11 public, 12 private thread)."""
    archived: bool = False
    """An archived thread: not in a connecting bot's guild data; a message sent to it unarchives it."""
    bot_member: bool = True
    """Whether the bot is a member of this thread: a private thread's members only may post there (others get
    50001), and the bot, without Manage Threads, joins one only when someone adds it (@mentions it there)."""
    locked: bool = False
    """A locked thread: only Manage Threads may unarchive it or post there (standin/threads.py)."""
    archive_after: int = 60
    """A thread's auto_archive_duration, in minutes."""
    applied_tags: list[int] = field(default_factory=list)
    """A forum post's tags (ids of its forum's available tags)."""
    available_tags: list[dict[str, Any]] = field(default_factory=list)
    """A forum's tags (type 15, standin/forums.py)."""

    @property
    def is_thread(self) -> bool:
        return self.type in (11, 12)

    def to_json(self) -> dict[str, Any]:
        if self.type == 1:
            return {"id": str(self.id), "type": 1, "last_message_id": None, "flags": 0,
                    "recipients": [self.recipient.to_json()] if self.recipient else []}
        if self.is_thread:
            return {"id": str(self.id), "type": self.type, "guild_id": str(self.guild_id), "name": self.name,
                    "parent_id": str(self.parent_id), "owner_id": "0", "last_message_id": None,
                    "rate_limit_per_user": 0, "flags": 0, "message_count": 0, "member_count": 1,
                    "applied_tags": [str(t) for t in self.applied_tags],
                    "thread_metadata": {"archived": self.archived, "auto_archive_duration": self.archive_after,
                                        "locked": self.locked,
                                        "archive_timestamp": "2026-01-01T00:00:00+00:00"}}
        forum = {"available_tags": self.available_tags, "default_forum_layout": 0, "default_reaction_emoji": None,
                 "default_thread_rate_limit_per_user": 0} if self.type == 15 else {}
        return {"id": str(self.id), "type": self.type, "guild_id": str(self.guild_id), "name": self.name,
                "position": self.position, "permission_overwrites": [], "nsfw": False, "parent_id": None,
                "topic": None, "last_message_id": None, "rate_limit_per_user": 0, "flags": 0, **forum}


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes = field(repr=False)
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    @property
    def content_type(self) -> str:
        if self.data.startswith(b"\x89PNG\r\n\x1a\n"):
            return "image/png"
        if self.data[:3] == b"\xff\xd8\xff":
            return "image/jpeg"
        if self.data[:6] in (b"GIF87a", b"GIF89a"):
            return "image/gif"
        if self.filename.endswith((".md", ".txt")):
            return "text/plain; charset=utf-8"
        return "application/octet-stream"

    @property
    def is_png(self) -> bool:
        return self.content_type == "image/png"

    def to_json(self, base_url: str) -> dict[str, Any]:
        data = {"id": str(self.id), "filename": self.filename, "size": self.size,
                "url": f"{base_url}/attachments/{self.id}/{self.filename}",
                "proxy_url": f"{base_url}/attachments/{self.id}/{self.filename}", "content_type": self.content_type}
        if self.description:
            data["description"] = self.description
        if self.is_png and len(self.data) >= 24:
            data["width"] = int.from_bytes(self.data[16:20], "big")
            data["height"] = int.from_bytes(self.data[20:24], "big")
        return data


@dataclass
class Message:
    """One message as the stand-in shows it to users: the current version, and every earlier one."""

    id: int
    channel: Channel
    author: UserRecord
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    visible_to: int | None = None
    """None: everyone who can see the channel; else the one user id who can (ephemeral replies, DMs)."""
    interaction: Interaction | None = None
    """The interaction this message answers, if any."""
    webhook_id: int | None = None
    type: int = 0
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None
    edits: list[dict[str, Any]] = field(default_factory=list)
    """Earlier versions, oldest first: {"content", "embeds", "components", "attachments", "flags", "at"}."""
    deleted: bool = False
    nonce: str | None = None
    pings: frozenset[str] = frozenset()
    """Whom the message notified when it was posted (standin/mentions.py): user ids, roles, @everyone."""

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    @property
    def loading(self) -> bool:
        """A deferred reply still showing "Bot is thinking…"."""
        return bool(self.flags & 128)

    @property
    def dm(self) -> bool:
        return self.channel.type == 1

    def visible_for(self, user_id: int) -> bool:
        if self.deleted:
            return False
        if self.visible_to is not None:
            return self.visible_to == user_id
        return True

    @property
    def public(self) -> bool:
        return self.visible_to is None and not self.deleted

    @property
    def images(self) -> list[Attachment]:
        return [a for a in self.attachments if a.content_type.startswith("image/")]

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in iter_components(self.components) if c.get("type") == 2]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in iter_components(self.components) if c.get("type") in (3, 5, 6, 7, 8)]

    def button_labels(self) -> list[str]:
        return [b.get("label") or "" for b in self.buttons()]

    def snapshot(self) -> dict[str, Any]:
        return {"content": self.content, "embeds": copy.deepcopy(self.embeds),
                "components": copy.deepcopy(self.components), "attachments": list(self.attachments),
                "flags": self.flags, "at": self.edited_at or self.created_at}

    def to_json(self, base_url: str) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id), "channel_id": str(self.channel.id), "type": self.type,
            "author": self.author.to_json(), "content": self.content, "embeds": copy.deepcopy(self.embeds),
            "components": copy.deepcopy(self.components),
            "attachments": [a.to_json(base_url) for a in self.attachments], "flags": self.flags,
            "timestamp": iso(self.created_at), "edited_timestamp": iso(self.edited_at) if self.edited_at else None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "pinned": False,
        }
        if self.channel.guild_id is not None:
            data["guild_id"] = str(self.channel.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.interaction is not None:
            data["interaction_metadata"] = self.interaction.metadata()
        if self.nonce is not None:
            data["nonce"] = self.nonce
        return data

    def __repr__(self) -> str:
        who = "everyone" if self.visible_to is None else f"user {self.visible_to}"
        text = self.content if len(self.content) < 60 else self.content[:57] + "..."
        return (f"<Message {self.id} in #{self.channel.name} for {who}{' deleted' if self.deleted else ''}: "
                f"{text!r} buttons={self.button_labels()} files={[a.filename for a in self.attachments]}>")


def iter_components(components: list[dict[str, Any]]):
    for c in components:
        yield c
        yield from iter_components(c.get("components") or [])
        if c.get("accessory"):
            yield c["accessory"]


INTERACTION_TYPES = {1: "ping", 2: "application_command", 3: "message_component", 4: "autocomplete", 5: "modal"}


@dataclass
class Interaction:
    """One interaction a user started, and everything the bot answered to it."""

    id: int
    token: str
    type: int
    user: UserRecord
    channel: Channel
    payload: dict[str, Any]
    label: str
    """What the user did, for messages: "/game new game:thrown", "click 'Roll'"."""
    created: float = field(default_factory=time.monotonic)
    deadline: float = 3.0
    source_message: Message | None = None
    """For a component interaction: the message whose button or menu was used."""
    response_type: int | None = None
    acked_at: float | None = None
    original: Message | None = None
    """The reply to the initial response (type 4 or 5), or the component's message for types 6 and 7."""
    followups: list[Message] = field(default_factory=list)
    touched: list[Message] = field(default_factory=list)
    """Every message this interaction created or changed, in order."""
    posted: list[Message] = field(default_factory=list)
    """Plain public messages the bot sent while handling it, in any channel (not replies: nothing in
    Discord ties them to the interaction, so they show no "used /command" line)."""
    choices: list[dict[str, Any]] | None = None
    """Autocomplete answers (callback type 8)."""
    modal: dict[str, Any] | None = None
    problems: list[Problem] = field(default_factory=list)
    acked: asyncio.Event = field(default_factory=asyncio.Event)

    def describe(self) -> str:
        return f"{self.user.name}: {self.label}"

    def metadata(self) -> dict[str, Any]:
        data = {"id": str(self.id), "type": self.type, "user": self.user.to_json(),
                "authorizing_integration_owners": {"0": str(self.channel.guild_id or 0)}}
        if self.type == 2:
            data["name"] = self.payload["data"]["name"]
        if self.source_message is not None:
            data["interacted_message_id"] = str(self.source_message.id)
        return data

    def touch(self, message: Message) -> None:
        if message not in self.touched:
            self.touched.append(message)

    @property
    def expired(self) -> bool:
        return time.monotonic() - self.created > self.deadline

    @property
    def answered_in(self) -> float | None:
        return None if self.acked_at is None else self.acked_at - self.created

    # --- what the bot answered ------------------------------------------------------------------

    @property
    def messages(self) -> list[Message]:
        """Messages this interaction created (its reply and followups) or changed (the clicked message
        updated through types 6/7 and edits), in order."""
        return [m for m in self.touched if not m.deleted]

    @property
    def public(self) -> list[Message]:
        return [m for m in self.messages if m.public]

    @property
    def ephemeral(self) -> list[Message]:
        return [m for m in self.messages if m.ephemeral]

    @property
    def text(self) -> str:
        return "\n".join(m.content for m in self.messages)

    @property
    def ephemeral_text(self) -> str:
        return "\n".join(m.content for m in self.ephemeral)

    @property
    def failed(self) -> bool:
        """What the Discord client shows as "This interaction failed": no answer in time."""
        return self.response_type is None

    def __repr__(self) -> str:
        return f"<Interaction {self.describe()} response={self.response_type} messages={self.messages}>"
