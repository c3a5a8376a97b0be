"""The stand-in's login and gateway: the bot user and application, the gateway address, and the
websocket session (hello, heartbeats, identify → READY and GUILD_CREATE, events dispatched)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import zlib
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from standin.protocol import HEARTBEAT_MS, StandInError, json_response

GUILDS, GUILD_MEMBERS, GUILD_MESSAGES, DIRECT_MESSAGES = 1 << 0, 1 << 1, 1 << 9, 1 << 12
EVENT_INTENTS = {
    "GUILD_CREATE": GUILDS, "GUILD_UPDATE": GUILDS, "GUILD_DELETE": GUILDS, "CHANNEL_CREATE": GUILDS,
    "CHANNEL_UPDATE": GUILDS, "CHANNEL_DELETE": GUILDS, "THREAD_CREATE": GUILDS, "THREAD_UPDATE": GUILDS,
    "THREAD_DELETE": GUILDS, "GUILD_MEMBER_ADD": GUILD_MEMBERS, "GUILD_MEMBER_UPDATE": GUILD_MEMBERS,
    "MESSAGE_CREATE": GUILD_MESSAGES | DIRECT_MESSAGES,
}
"""The intent an event needs (READY and INTERACTION_CREATE need none)."""


ACK_DELAY = 0.05


class GatewaySession:
    """One bot connected to the websocket gateway."""

    def __init__(self, ws: web.WebSocketResponse, compress: str | None):
        self.ws = ws
        self.compress = compress
        self._zlib = zlib.compressobj() if compress == "zlib-stream" else None
        self.seq = 0
        self.session_id = secrets.token_hex(16)
        self.identified = False
        self.intents = 0
        self.shard: tuple[int, int] | None = None
        """[shard id, shard count] from IDENTIFY (a sharded bot), else None: this session gets every guild."""

    def serves(self, guild_id: int) -> bool:
        """Discord's rule: a shard receives the guilds with (guild_id >> 22) % count == its id."""
        return self.shard is None or (guild_id >> 22) % self.shard[1] == self.shard[0]

    async def send(self, payload: dict[str, Any]) -> None:
        if payload.get("op") == 0:
            self.seq += 1
            payload["s"] = self.seq
        text = json.dumps(payload, separators=(",", ":"))
        if self._zlib is not None:
            await self.ws.send_bytes(self._zlib.compress(text.encode()) + self._zlib.flush(zlib.Z_SYNC_FLUSH))
        else:  # a text frame: discord.py reads those uncompressed whatever it asked for
            await self.ws.send_str(text)

    def ack(self) -> None:
        """A heartbeat's ACK, unless the connection has closed meanwhile."""
        if not self.ws.closed:
            asyncio.ensure_future(self._send_quietly({"op": 11}))

    async def _send_quietly(self, payload: dict[str, Any]) -> None:
        with contextlib.suppress(ConnectionError):  # closing while the ack was on its way
            await self.send(payload)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send an event, unless the bot did not ask for it: Discord sends a gateway event only to a session
        whose IDENTIFY named an intent covering it (developer docs, Gateway › Gateway Intents)."""
        needed = EVENT_INTENTS.get(event, 0)
        if needed and not self.intents & needed:
            return
        await self.send({"op": 0, "t": event, "d": data})


if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class GatewayRoutes(StandInParts):
    """Part of `StandIn` (a mixin): login, the gateway and the live session."""


    async def _me(self, request: web.Request) -> web.Response:
        self._auth(request)
        return json_response({**self.bot.to_json(), "verified": True, "mfa_enabled": False, "locale": "en-US",
                                  "email": None, "bio": ""})

    async def _application(self, request: web.Request) -> web.Response:
        self._auth(request)
        return json_response({
            "id": str(self.application_id), "name": self.app_name, "icon": None, "description": "",
            "summary": "", "type": None, "rpc_origins": [], "bot_public": True, "bot_require_code_grant": False,
            "owner": self.owner.to_json(), "team": None, "verify_key": "0" * 64, "flags": 0, "tags": [],
            "bot": self.bot.to_json(), "redirect_uris": [], "interactions_endpoint_url": None,
            "approximate_guild_count": 1, "integration_types_config": {"0": {}},
        })

    async def _gateway_info(self, request: web.Request) -> web.Response:
        data: dict[str, Any] = {"url": self.gateway_url}
        if request.path.endswith("/bot"):
            self._auth(request)
            data |= {"shards": 1, "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14400000,
                                                          "max_concurrency": 1}}
        return json_response(data)

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        compress = request.query.get("compress")
        session = GatewaySession(ws, compress if compress == "zlib-stream" else None)
        if request.query.get("encoding", "json") != "json":
            await ws.close(code=4002, message=b"Only JSON encoding is served by the stand-in.")
            return ws
        self.sessions.append(session)
        try:
            await session.send({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS, "_trace": ["standin"]}})
            async for frame in ws:
                if frame.type != WSMsgType.TEXT:
                    continue
                message = json.loads(frame.data)
                op, data = message.get("op"), message.get("d")
                if op == 1:  # acknowledged after a network's delay, as Discord's ack never comes back at once:
                    # discord.py times the ack from when its heartbeat thread marks the send, which it does
                    # only after the send returned (an instant ack read as "websocket is 41 s behind")
                    asyncio.get_running_loop().call_later(ACK_DELAY, session.ack)
                elif op == 2:
                    if (data or {}).get("token") not in (self.token, f"Bot {self.token}"):
                        await ws.close(code=4004, message=b"Authentication failed.")
                        break
                    session.intents = int(data.get("intents") or 0)
                    session.shard = tuple(data["shard"]) if data.get("shard") else None
                    await self._identify(session)
                elif op == 6:  # resume: sessions do not survive here; discord.py identifies afresh
                    await session.send({"op": 9, "d": False})
        finally:
            if session in self.sessions:
                self.sessions.remove(session)
        return ws

    async def drop_gateway(self) -> None:
        """The connection drops (Discord restarting a gateway node, a network blip): the bot must reconnect
        on its own. Close code 4000 asks for a reconnect; the stand-in keeps no sessions to resume, so it
        answers RESUME with an invalid session and the bot identifies afresh."""
        self.identified.clear()
        for session in list(self.sessions):
            await session.ws.close(code=4000, message=b"Unknown error: reconnect.")

    async def _identify(self, session: GatewaySession) -> None:
        await session.dispatch("READY", {
            "v": 10, "user": {**self.bot.to_json(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g), "unavailable": True} for g in self.guild_names if session.serves(g)],
            **({"shard": list(session.shard)} if session.shard else {}), "session_id": session.session_id,
            "session_type": "normal", "resume_gateway_url": self.gateway_url, "private_channels": [],
            "relationships": [], "presences": [], "geo_ordered_rtc_regions": [], "guild_join_requests": [],
            "application": {"id": str(self.application_id), "flags": 0}, "user_settings": {},
            "auth_session_id_hash": "", "_trace": ["standin"],
        })
        for guild_id in self.guild_names:
            if session.serves(guild_id):
                await session.dispatch("GUILD_CREATE", self.guild_json(guild_id))
        session.identified = True
        self.identified.set()

    def live_session(self, guild_id: int | None = None) -> GatewaySession:
        """The connection that receives the guild's events (its shard's, when the bot is sharded; direct
        messages go to shard 0, as Discord sends them)."""
        for session in reversed(self.sessions):
            if session.identified and not session.ws.closed and session.serves(guild_id or 0):
                return session
        raise StandInError("No bot is connected to the stand-in's gateway.")
