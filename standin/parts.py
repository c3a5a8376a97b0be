"""What the stand-in's parts (the route mixins of `StandIn`, standin/server.py) ask of one another: each mixin
is a `StandInParts` to the type checker, so an attribute or a method one part uses and another defines is
declared here once, and each definition is checked against it. Only the type checker reads this module (the
mixins import it under TYPE_CHECKING); at run time the mixins are plain classes."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from aiohttp import web

from standin.gateway import GatewaySession
from standin.records import Channel, Interaction, Message, Problem, Snowflakes, UserRecord


class StandInParts(Protocol):
    # the stand-in's state (StandIn.__init__)
    token: str
    app_name: str
    application_id: int
    bot: UserRecord
    owner: UserRecord
    ids: Snowflakes
    guild_id: int
    guild_names: dict[int, str]
    channels: dict[str, Channel]
    messages: list[Message]
    interactions: dict[int, Interaction]
    commands: dict[int | None, list[dict[str, Any]]]
    command_syncs: list[int | None]
    sessions: list[GatewaySession]
    identified: asyncio.Event
    settle_timeout: float
    _in_flight: int

    # server.py (StandIn)
    @property
    def base_url(self) -> str: ...
    @property
    def gateway_url(self) -> str: ...
    def channel(self, name_or_id: str | int | Channel) -> Channel: ...
    def add_channel(self, name: str, position: int | None = None, guild_id: int | None = None) -> Channel: ...
    def guild_json(self, guild_id: int | None = None) -> dict[str, Any]: ...
    def problem(self, kind: str, detail: str, status: int | None = None, body: Any = None,
                interaction: Interaction | None = None) -> Problem: ...
    def _auth(self, request: web.Request) -> None: ...
    def _channel_by_id(self, channel_id: int) -> Channel | None: ...
    def _known_channel(self, request: web.Request) -> Channel: ...
    async def _read_body(self, request: web.Request) -> tuple[dict[str, Any], list[tuple[str, bytes]]]: ...
    def _check_message(self, payload: dict[str, Any], files: list[tuple[str, bytes]], size_limit: int, *,
                       new: bool, prefix: str = "", existing: int = 0) -> None: ...
    def _new_message(self, channel: Channel, payload: dict[str, Any], files: list[tuple[str, bytes]], *,
                     visible_to: int | None, interaction: Interaction | None = None, flags: int | None = None,
                     kind: int = 0, nonce: str | None = None) -> Message: ...
    def _edit(self, message: Message, payload: dict[str, Any], files: list[tuple[str, bytes]],
              flags: int | None = None) -> Message: ...
    def _notify(self, kind: str, message: Message) -> None: ...

    # gateway.py (GatewayRoutes)
    def live_session(self, guild_id: int | None = None) -> GatewaySession: ...

    # channels.py (ChannelLife)
    async def archive(self, thread: str | Channel) -> None: ...
    async def _unarchive(self, channel: Channel) -> None: ...
    async def _tell_bot(self, guild_id: int | None, event: str, data: dict[str, Any]) -> None: ...

    # threads.py (ThreadRoutes)
    def bot_may(self, channel: Channel, permission: int) -> bool: ...
    def check_locked(self, channel: Channel) -> None: ...

    # forums.py (ForumRoutes)
    def _check_applied_tags(self, thread: Channel, tags: Any) -> None: ...
