"""The stand-in: Discord's REST API (v10) and gateway on loopback, in one aiohttp server.

It serves exactly what a discord.py bot uses to log in, connect, sync its commands and answer
interactions, in Discord's shapes, and refuses what Discord refuses (with Discord's error bodies).
Everything that happens is kept (`messages`, `interactions`), and everything Discord would have
refused or that a player would have seen fail is a `Problem` (`problems`; `check()` raises on them).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from aiohttp import BodyPartReader, web

from standin import limits, mentions
from standin.channels import ChannelLife
from standin.commands import CommandRoutes
from standin.faults import Faults
from standin.forums import ForumRoutes
from standin.gateway import GatewayRoutes, GatewaySession
from standin.history import HistoryRoutes
from standin.interactions import InteractionRoutes
from standin.protocol import (
    ADMINISTRATOR,
    API,
    BOT_PERMISSIONS,
    INTERACTION_KEY,
    MANAGE_CHANNELS,
    MEMBER_PERMISSIONS,
    DiscordError,
    StandInError,
    json_response,
)
from standin.ratelimits import RateLimits, refusal_reason
from standin.records import (
    Attachment,
    Channel,
    Interaction,
    Message,
    Problem,
    Snowflakes,
    UserRecord,
    iso,
)
from standin.threads import ThreadRoutes

log = logging.getLogger(__name__)

NONCE_WINDOW = 5 * 60
"""Seconds Discord remembers a message's nonce for enforce_nonce."""
REFUSALS = {50001: "Missing Access", 50013: "Missing Permissions"}


class StandIn(GatewayRoutes, InteractionRoutes, ChannelLife, CommandRoutes, ThreadRoutes, HistoryRoutes, ForumRoutes):
    """A local Discord for one bot: one application, one guild with a few text channels, and as many
    users as the tests create. Start it, point the bot at `api_base` and `gateway_url`, drive it with
    `user(name)`.

        async with StandIn() as discord:
            settings = Settings(discord_token=discord.token, **discord.settings())
            ...
            result = await discord.user("marta").slash("game new", game="thrown")
    """

    def __init__(
        self,
        *,
        token: str | None = None,
        app_name: str = "Dicehall",
        guild_name: str = "Dicehall Stand-in",
        channels: tuple[str, ...] = ("games", "games-2", "games-3", "games-4", "general"),
        attachment_size_limit: int = limits.DEFAULT_FILE_LIMIT,
        interaction_deadline: float = 3.0,
        settle_timeout: float = 30.0,
        host: str = "127.0.0.1",
        port: int = 0,
        faults: Faults | None = None,
        rate_limit_scale: float = 1.0,
    ):
        self.token = token or f"standin.{secrets.token_urlsafe(24)}"
        self.host, self.port = host, port
        self.faults = faults
        self.rate_limits = RateLimits(scale=rate_limit_scale)
        """Discord's buckets: every answer carries their headers; a bot that ignores them gets 429s."""
        self.attachment_size_limit = attachment_size_limit
        self.interaction_deadline = interaction_deadline
        self.settle_timeout = settle_timeout
        self.ids = Snowflakes()
        self.bot = UserRecord(self.ids.next(), app_name.lower(), app_name, bot=True, permissions=BOT_PERMISSIONS)
        self.application_id = self.bot.id
        self.app_name = app_name
        self.owner = UserRecord(self.ids.next(), "owner", "Owner", permissions=MEMBER_PERMISSIONS | ADMINISTRATOR)
        self.guild_id = self.ids.next()
        self.guild_name = guild_name
        self.guild_names: dict[int, str] = {self.guild_id: guild_name}
        """Every guild the bot is in: the first one (`guild_id`) and those `add_guild` made."""
        self.guild_locales: dict[int, str] = {}
        """A guild's preferred_locale where not en-US (standin/command_locales.py changes it)."""
        self.joined_at = iso()
        self.channels: dict[str, Channel] = {}
        for position, name in enumerate(channels):
            self.add_channel(name, position)
        self.users: dict[str, UserRecord] = {"owner": self.owner}
        self.dm_channels: dict[int, Channel] = {}
        self.messages: list[Message] = []
        self.interactions: dict[int, Interaction] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {None: []}
        """Synced commands: None = global, else by guild id."""
        self.command_syncs: list[int | None] = []
        """Every command sync the bot made, by scope, in order (each rewrites the application's commands)."""
        self.problems: list[Problem] = []
        self.listeners: list[Callable[[str, Message], Any]] = []
        """Called with ("create" | "update" | "delete", message) on every change (the playground's feed)."""
        self.sessions: list[GatewaySession] = []
        self.identified = asyncio.Event()
        self.requests: list[tuple[str, str, int]] = []
        """(method, path, status) of every REST request, in order."""
        self._in_flight = 0
        self._runner: web.AppRunner | None = None
        self.app = self._make_app()

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> StandIn:
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        for session in list(self.sessions):
            await session.ws.close(code=1001, message=b"stand-in stopping")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> StandIn:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    def settings(self) -> dict[str, Any]:
        """Keyword arguments for the bot's Settings that point it here."""
        return {"discord_api_base": self.api_base, "discord_gateway_url": self.gateway_url}

    def environment(self) -> dict[str, str]:
        """The same as environment variables (for `python -m bot` in another process)."""
        return {"DISCORD_TOKEN": self.token, "DISCORD_API_BASE": self.api_base,
                "DISCORD_GATEWAY_URL": self.gateway_url}

    @property
    def connected(self) -> bool:
        return any(s.identified and not s.ws.closed for s in self.sessions)

    async def wait_connected(self, timeout: float = 20.0) -> None:
        """Until a bot has identified on the gateway and received READY."""
        deadline = time.monotonic() + timeout
        while not self.connected:
            if time.monotonic() > deadline:
                raise StandInError(f"No bot connected to the stand-in within {timeout} s.")
            await asyncio.sleep(0.01)

    async def wait_disconnected(self, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while self.connected and time.monotonic() < deadline:
            await asyncio.sleep(0.01)

    # --- the world ------------------------------------------------------------------------------

    def add_guild(self, name: str, channels: tuple[str, ...], guild_id: int | None = None) -> int:
        """Another guild with its own text channels (names unique across guilds); `guild_id` picks its id,
        and so its shard. Add guilds before the bot connects: it learns of them at IDENTIFY."""
        guild_id = guild_id or self.ids.next()
        self.guild_names[guild_id] = name
        for channel in channels:
            self.add_channel(channel, guild_id=guild_id)
        return guild_id

    def add_channel(self, name: str, position: int | None = None, guild_id: int | None = None) -> Channel:
        channel = Channel(self.ids.next(), name, 0, guild_id or self.guild_id,
                          position=len(self.channels) if position is None else position)
        self.channels[name] = channel
        return channel

    def channel(self, name_or_id: str | int | Channel) -> Channel:
        if isinstance(name_or_id, Channel):
            return name_or_id
        if isinstance(name_or_id, int) or str(name_or_id).isdigit():
            found = self._channel_by_id(int(name_or_id))
            if found is None:
                raise StandInError(f"There is no channel {name_or_id}.")
            return found
        try:
            return self.channels[str(name_or_id).lstrip("#")]
        except KeyError:
            raise StandInError(f"There is no channel #{name_or_id}; the channels are {list(self.channels)}.") from None

    def _channel_by_id(self, channel_id: int) -> Channel | None:
        for channel in [*self.channels.values(), *self.dm_channels.values()]:
            if channel.id == channel_id:
                return channel
        return None

    def user(self, name: str, channel: str | Channel = "games", *, permissions: int | None = None,
             manage_channels: bool = False):
        """A member of the guild (created on first use), acting in `channel`."""
        from standin.users import User

        record = self.users.get(name)
        if record is None:
            record = UserRecord(self.ids.next(), name, name, permissions=MEMBER_PERMISSIONS)
            self.users[name] = record
        if permissions is not None:
            record.permissions = permissions
        if manage_channels:
            record.permissions |= MANAGE_CHANNELS
        return User(self, record, self.channel(channel))

    def user_by_id(self, user_id: int) -> UserRecord | None:
        return next((u for u in self.users.values() if u.id == user_id), None)

    def guild_json(self, guild_id: int | None = None) -> dict[str, Any]:
        guild_id = guild_id or self.guild_id
        everyone = {"id": str(guild_id), "name": "@everyone", "permissions": str(MEMBER_PERMISSIONS),
                    "position": 0, "color": 0, "colors": {"primary_color": 0}, "hoist": False, "managed": False,
                    "mentionable": False, "flags": 0, "icon": None, "unicode_emoji": None}
        members = [u.member_json(self.joined_at, with_permissions=False) for u in [self.bot, *self.users.values()]]
        return {
            "id": str(guild_id), "name": self.guild_names[guild_id], "icon": None, "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner.id), "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "roles": [everyone], "emojis": [],
            "stickers": [], "features": [], "mfa_level": 0, "application_id": None, "system_channel_id": None,
            "system_channel_flags": 0, "rules_channel_id": None, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "premium_subscription_count": 0,
            "preferred_locale": self.guild_locales.get(guild_id, "en-US"),
            "public_updates_channel_id": None, "nsfw_level": 0, "premium_progress_bar_enabled": False,
            "joined_at": self.joined_at, "large": False, "unavailable": False, "member_count": len(members),
            "voice_states": [], "members": members,
            "channels": [c.to_json() for c in self.channels.values() if c.guild_id == guild_id and not c.is_thread],
            "threads": [c.to_json() for c in self.channels.values()
                        if c.guild_id == guild_id and c.is_thread and not c.archived],
            "presences": [], "stage_instances": [], "guild_scheduled_events": [],
            "soundboard_sounds": [], "lazy": True,
        }

    # --- what happened --------------------------------------------------------------------------

    def channel_messages(self, channel: str | Channel = "games", *, visible_to: Any = None,
                         include_deleted: bool = False) -> list[Message]:
        """Messages of a channel in order; with `visible_to` (a User or user id) only what that user sees."""
        target = self.channel(channel)
        uid = getattr(visible_to, "id", visible_to)
        return [m for m in self.messages if m.channel.id == target.id and (include_deleted or not m.deleted)
                and (uid is None or m.visible_for(uid)) and not (uid is None and m.visible_to is not None)]

    def dms(self, user: Any) -> list[Message]:
        """Messages the bot sent to a user by DM."""
        uid = getattr(user, "id", user)
        channel = self.dm_channels.get(uid)
        return [m for m in self.messages if channel is not None and m.channel.id == channel.id and not m.deleted]

    def problem(self, kind: str, detail: str, status: int | None = None, body: Any = None,
                interaction: Interaction | None = None) -> Problem:
        found = Problem(kind, detail, status, body, interaction)
        self.problems.append(found)
        if interaction is not None:
            interaction.problems.append(found)
        log.warning("stand-in problem: %s", found)
        return found

    def take_problems(self) -> list[Problem]:
        """The problems so far, forgotten afterwards (for tests that provoke them on purpose)."""
        taken, self.problems = self.problems, []
        return taken

    def check(self) -> None:
        """Raise AssertionError listing every problem seen (what a real Discord or a player would have hit)."""
        if self.problems:
            lines = "\n".join(f"  - {p}" for p in self.problems)
            raise AssertionError(f"The stand-in saw {len(self.problems)} problem(s):\n{lines}")

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 10.0, what: str = "a condition") -> Any:
        """Poll until `predicate()` is truthy (for what the bot does on its own: reminders, timeouts)."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"Timed out after {timeout} s waiting for {what}.")
            await asyncio.sleep(0.02)

    async def idle(self, quiet: float = 0.1, timeout: float = 10.0) -> None:
        """Until no request has been in flight for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        count = -1
        while time.monotonic() < deadline:
            if self._in_flight == 0 and len(self.requests) == count:
                return
            count = len(self.requests)
            await asyncio.sleep(quiet)

    def _notify(self, kind: str, message: Message) -> None:
        for listener in self.listeners:
            try:
                listener(kind, message)
            except Exception:  # a broken listener must not break the stand-in
                log.exception("stand-in listener failed")

    # --- app ------------------------------------------------------------------------------------

    def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        r = app.router
        r.add_get("/gateway", self._gateway)
        r.add_get("/attachments/{attachment_id}/{filename}", self._attachment)
        r.add_get(API + "/users/@me", self._me)
        r.add_get(API + "/oauth2/applications/@me", self._application)
        r.add_get(API + "/applications/@me", self._application)
        r.add_get(API + "/gateway", self._gateway_info)
        r.add_get(API + "/gateway/bot", self._gateway_info)
        r.add_put(API + "/applications/{app}/commands", self._put_commands)
        r.add_get(API + "/applications/{app}/commands", self._get_commands)
        r.add_put(API + "/applications/{app}/guilds/{guild}/commands", self._put_commands)
        r.add_get(API + "/applications/{app}/guilds/{guild}/commands", self._get_commands)
        r.add_post(API + "/interactions/{id}/{token}/callback", self._callback)
        r.add_post(API + "/webhooks/{app}/{token}", self._followup)
        r.add_get(API + "/webhooks/{app}/{token}/messages/{message}", self._webhook_message)
        r.add_patch(API + "/webhooks/{app}/{token}/messages/{message}", self._webhook_message)
        r.add_delete(API + "/webhooks/{app}/{token}/messages/{message}", self._webhook_message)
        r.add_get(API + "/channels/{channel}", self._get_channel)
        r.add_post(API + "/channels/{channel}/messages", self._send)
        r.add_get(API + "/channels/{channel}/messages", self._channel_messages)
        r.add_put(API + "/channels/{channel}/thread-members/@me", self._join_thread)
        r.add_get(API + "/channels/{channel}/messages/{message}", self._channel_message)
        r.add_patch(API + "/channels/{channel}/messages/{message}", self._channel_message)
        r.add_delete(API + "/channels/{channel}/messages/{message}", self._channel_message)
        r.add_post(API + "/users/@me/channels", self._create_dm)
        self._thread_routes(r)
        self._forum_routes(r)
        return app

    @web.middleware
    async def _middleware(self, request: web.Request, handler) -> web.StreamResponse:
        if request.path == "/gateway":  # the websocket lives as long as the connection: not a request in flight
            return await handler(request)
        self._in_flight += 1
        try:
            faulted = await self.faults.answer(request) if self.faults is not None else None
            if faulted is None and self.faults is not None and request.transport is None:
                return web.Response(status=499)  # the bot went away during the delay (shut down by a test)
            limited, headers = self.rate_limits.check(request) if faulted is None else (None, {})
            if limited is not None:
                self.problem("rate_limited", f"{request.method} {request.path}: 429, {refusal_reason(limited)}",
                             429, {})
            faulted = faulted or limited
            if faulted is not None:
                self.requests.append((request.method, request.path, faulted.status))
                return faulted
            try:
                response = await handler(request)
            except DiscordError as exc:
                response = json_response(exc.body, status=exc.status)
                self.problem("http", f"{request.method} {request.path} → {exc.body.get('message')}", exc.status,
                             exc.body, request.get(INTERACTION_KEY))
            except (web.HTTPNotFound, web.HTTPMethodNotAllowed) as exc:
                body = {"message": f"{exc.status}: {exc.reason}", "code": 0}
                response = json_response(body, status=exc.status)
                self.problem("unknown_route", f"{request.method} {request.path}: the stand-in does not serve this "
                             "endpoint", exc.status, body)
            response.headers.update(headers)
            self.requests.append((request.method, request.path, response.status))
            return response
        finally:
            self._in_flight -= 1

    def _auth(self, request: web.Request) -> None:
        if request.headers.get("Authorization") != f"Bot {self.token}":
            raise DiscordError(401, 0, "401: Unauthorized")

    # --- bodies ---------------------------------------------------------------------------------

    async def _read_body(self, request: web.Request) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
        """JSON, or multipart with `payload_json` and `files[n]` parts (as discord.py sends files)."""
        if request.content_type.startswith("multipart/"):
            payload: dict[str, Any] = {}
            files: dict[int, tuple[str, bytes]] = {}
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue  # discord.py sends flat parts, never a multipart nested in one
                name = part.name or ""
                if name == "payload_json":
                    payload = json.loads(await part.text())
                elif name.startswith("files[") and name.endswith("]"):
                    files[int(name[6:-1])] = (part.filename or f"file{name[6:-1]}", bytes(await part.read()))
                elif name.startswith("file"):
                    files[len(files)] = (part.filename or name, bytes(await part.read()))
            return payload, [files[i] for i in sorted(files)]
        if request.can_read_body:
            try:
                return await request.json(), []
            except json.JSONDecodeError:
                raise DiscordError(400, 50109, "The request body contains invalid JSON.") from None
        return {}, []

    def _check_message(self, payload: dict[str, Any], files: list[tuple[str, bytes]], size_limit: int, *,
                       new: bool, prefix: str = "", existing: int = 0) -> None:
        listed = payload.get("attachments")
        kept = existing if not isinstance(listed, list) else max(0, len(listed) - len(files))
        if limits.too_many_attachments(files, kept):
            raise DiscordError(400, 30015, "Maximum number of attachments in a message reached (10)")
        violations = limits.check_message(payload, files, new=new, existing_attachments=existing)
        if violations:
            if len(violations) == 1 and violations[0].code == "50006":
                raise DiscordError(400, 50006, "Cannot send an empty message")
            raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(violations, prefix))
        too_big = limits.check_file_sizes(files, size_limit)
        if too_big:
            raise DiscordError(413, 40005, "Request entity too large",
                               {"message": "Request entity too large", "code": 40005, "detail": too_big})

    def _attachments(self, payload: dict[str, Any], files: list[tuple[str, bytes]],
                     existing: list[Attachment]) -> list[Attachment]:
        listed = payload.get("attachments")
        by_index = {str(a.get("id")): a for a in (listed or []) if isinstance(a, dict)}
        kept = existing if listed is None else [a for a in existing if str(a.id) in by_index]
        new = []
        for index, (filename, data) in enumerate(files):
            meta = by_index.get(str(index), {})
            new.append(Attachment(self.ids.next(), meta.get("filename") or filename, data, meta.get("description")))
        return kept + new

    def _new_message(self, channel: Channel, payload: dict[str, Any], files: list[tuple[str, bytes]], *,
                     visible_to: int | None, interaction: Interaction | None = None, flags: int | None = None,
                     kind: int = 0, nonce: str | None = None) -> Message:
        message = Message(
            self.ids.next(), channel, self.bot, content=payload.get("content") or "",
            embeds=payload.get("embeds") or [], components=payload.get("components") or [],
            attachments=self._attachments(payload, files, []),
            flags=int(payload.get("flags") or 0) if flags is None else flags, visible_to=visible_to,
            interaction=interaction, webhook_id=self.application_id if interaction else None, type=kind,
            nonce=nonce,
        )
        if not message.ephemeral and not message.loading:
            message.pings = mentions.pings(message.content, payload.get("allowed_mentions"))
        self.messages.append(message)
        self._notify("create", message)
        return message

    def _edit(self, message: Message, payload: dict[str, Any], files: list[tuple[str, bytes]],
              flags: int | None = None) -> Message:
        # an edit notifies no one it mentions, a deferral's first fill included (its mentions were reported not
        # to ping: discord/discord-api-docs#5497), so `pings` stays what the message's posting notified
        message.edits.append(message.snapshot())
        if "content" in payload:
            message.content = payload["content"] or ""
        if "embeds" in payload:
            message.embeds = payload["embeds"] or []
        if "components" in payload:
            message.components = payload["components"] or []
        if files or "attachments" in payload:
            message.attachments = self._attachments(payload, files, message.attachments)
        if flags is not None:
            message.flags = flags
        message.edited_at = time.time()
        self._notify("update", message)
        return message

    # --- channels and DMs -----------------------------------------------------------------------

    def _known_channel(self, request: web.Request) -> Channel:
        channel = self._channel_by_id(int(request.match_info["channel"]))
        if channel is None:
            raise DiscordError(404, 10003, "Unknown Channel")
        return channel

    async def _get_channel(self, request: web.Request) -> web.Response:
        self._auth(request)
        return json_response(self._known_channel(request).to_json())

    async def _send(self, request: web.Request) -> web.Response:
        self._auth(request)
        channel = self._known_channel(request)
        payload, files = await self._read_body(request)
        if channel.type == 1 and channel.recipient is not None and not channel.recipient.dms_open:
            raise DiscordError(403, 50007, "Cannot send messages to this user")
        if channel.refuse_bot is not None:
            raise DiscordError(403, channel.refuse_bot, REFUSALS.get(channel.refuse_bot, "Forbidden"))
        self._check_bot_permissions(channel, files)
        await self._unarchive(channel)
        if channel.failures:
            status = channel.failures.pop(0)
            raise DiscordError(status, 0, f"{status}: Server Error")
        self._check_message(payload, files, limits.DEFAULT_FILE_LIMIT, new=True)
        nonce = str(payload["nonce"]) if payload.get("nonce") is not None else None
        if nonce is not None and len(nonce) > 25:
            raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(
                [limits.Violation("nonce", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")]))
        if nonce is not None and payload.get("enforce_nonce"):
            # Discord answers a resend with the message it already created for this nonce (a few minutes)
            earlier = next((m for m in self.messages if m.nonce == nonce and m.channel.id == channel.id
                            and m.author.id == self.bot.id and time.time() - m.created_at < NONCE_WINDOW), None)
            if earlier is not None:
                return json_response(earlier.to_json(self.base_url))
        if int(payload.get("flags") or 0) & limits.EPHEMERAL:
            raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(
                [limits.Violation("flags", "MESSAGE_FLAGS_INVALID", "Only interaction replies can be ephemeral.")]))
        visible_to = channel.recipient.id if channel.type == 1 and channel.recipient else None
        message = self._new_message(channel, payload, files, visible_to=visible_to, nonce=nonce)
        return json_response(message.to_json(self.base_url))

    async def _channel_message(self, request: web.Request) -> web.Response:
        self._auth(request)
        channel = self._known_channel(request)
        which = int(request.match_info["message"])
        message = next((m for m in self.messages if m.id == which and m.channel.id == channel.id
                        and not m.deleted and not m.ephemeral), None)
        if message is None:
            raise DiscordError(404, 10008, "Unknown Message")
        if request.method == "GET":
            return json_response(message.to_json(self.base_url))
        if request.method == "DELETE":
            message.deleted = True
            self._notify("delete", message)
            return web.Response(status=204)
        if message.author.id != self.bot.id:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        payload, files = await self._read_body(request)
        self._check_message(payload, files, limits.DEFAULT_FILE_LIMIT, new=False, existing=len(message.attachments))
        return json_response(self._edit(message, payload, files).to_json(self.base_url))

    async def _create_dm(self, request: web.Request) -> web.Response:
        self._auth(request)
        payload = await request.json()
        user = self.user_by_id(int(payload.get("recipient_id") or 0))
        if user is None:
            raise DiscordError(400, 50033, "Invalid Recipient(s)")
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(self.ids.next(), f"dm-{user.name}", 1, None, recipient=user)
            self.dm_channels[user.id] = channel
        return json_response(channel.to_json())

    async def _attachment(self, request: web.Request) -> web.Response:
        wanted = int(request.match_info["attachment_id"])
        for message in self.messages:
            for attachment in message.attachments:
                if attachment.id == wanted:
                    return web.Response(body=attachment.data, content_type=attachment.content_type.split(";")[0])
        raise DiscordError(404, 0, "404: Not Found")
