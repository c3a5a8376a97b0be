"""The playground's web side: the page (plain HTML/CSS/JS from playground/static, no build step, nothing
fetched from elsewhere), a small JSON API over the bridge, and a live feed (server-sent events) that
pushes every new message, edit and deletion the current user may see."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.clock import BadDuration, parse_duration
from lang import ENGLISH
from playground.bridge import Bridge, PlaygroundError
from standin import Message

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
HEARTBEAT_SECONDS = 15.0
NO_CACHE = {"Cache-Control": "no-store"}


class Feed:
    """One browser tab's live feed: what its user may see, queued until the tab reads it."""

    def __init__(self, user: str):
        self.user = user
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()


def make_app(bridge: Bridge) -> web.Application:
    feeds: set[Feed] = set()
    app = web.Application(middlewares=[_errors])

    def on_event(kind: str, payload: Any) -> None:
        if isinstance(payload, Message):
            message: Message = payload
            data = bridge.message_json(message)
            for feed in feeds:
                record = bridge.standin.users.get(feed.user)
                if record is None:
                    continue
                shown = message.visible_to is None or message.visible_to == record.id
                if shown:
                    feed.queue.put_nowait({"type": kind, "message": data})
            return
        for feed in feeds:
            feed.queue.put_nowait({"type": kind, **payload})

    bridge.listeners.append(on_event)

    async def index(request: web.Request) -> web.StreamResponse:
        return web.FileResponse(STATIC / "index.html", headers=NO_CACHE)

    async def state(request: web.Request) -> web.Response:
        user = request.query.get("user", "")
        return _json({"guild": bridge.guild(), "channels": bridge.channels(), "users": bridge.users(),
                      "commands": bridge.commands(), "clock": bridge.clock_json(),
                      "bot": {"id": str(bridge.standin.bot.id), "name": bridge.standin.app_name},
                      "dm": bridge.dm_channel(user) if user in bridge.standin.users else None})

    async def messages(request: web.Request) -> web.Response:
        return _json(bridge.messages(request.query.get("channel", ""), request.query.get("user", "")))

    async def slash(request: web.Request) -> web.Response:
        body = await _body(request)
        return _json(await bridge.slash(body.get("user", ""), body.get("channel", ""), body.get("command", ""),
                                        body.get("options") or {}))

    async def autocomplete(request: web.Request) -> web.Response:
        body = await _body(request)
        return _json(await bridge.autocomplete(body.get("user", ""), body.get("channel", ""),
                                               body.get("command", ""), body.get("focused", ""),
                                               body.get("options") or {}))

    async def click(request: web.Request) -> web.Response:
        body = await _body(request)
        return _json(await bridge.click(body.get("user", ""), body.get("message", ""), body.get("custom_id", "")))

    async def select(request: web.Request) -> web.Response:
        body = await _body(request)
        values = body.get("values") or []
        if not isinstance(values, list):
            raise PlaygroundError("values must be a list.")
        return _json(await bridge.select(body.get("user", ""), body.get("message", ""), body.get("custom_id", ""),
                                         [str(v) for v in values]))

    async def add_user(request: web.Request) -> web.Response:
        body = await _body(request)
        user = bridge.add_user(str(body.get("name", "")))
        on_event("users", {"users": bridge.users()})
        return _json(user)

    async def clock(request: web.Request) -> web.Response:
        body = await _body(request)
        try:
            delta = parse_duration(str(body.get("by", "")))
        except BadDuration as refused:
            raise PlaygroundError(ENGLISH.say(refused.message)) from None
        return _json(await bridge.advance_clock(delta))

    async def attachment(request: web.Request) -> web.Response:
        try:
            found = bridge.attachment(int(request.match_info["attachment_id"]))
        except ValueError:
            found = None
        if found is None:
            raise web.HTTPNotFound()
        data, content_type = found
        return web.Response(body=data, content_type=content_type, headers={"Cache-Control": "max-age=86400"})

    async def feed(request: web.Request) -> web.StreamResponse:
        # The stand-in waits, after each interaction, for the tasks it started to finish; a feed opened
        # meanwhile lives on, so it is named as the long-lived connection it is (see standin/_long_lived).
        task = asyncio.current_task()
        if task is not None:
            task.set_name("playground feed WebSocketResponse")
        me = Feed(request.query.get("user", ""))
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store",
                                               "X-Accel-Buffering": "no"})
        await response.prepare(request)
        feeds.add(me)
        try:
            await response.write(b"retry: 1000\n\n")
            loop = asyncio.get_running_loop()
            while True:
                # A heartbeat by call_later, not wait_for: no task is created per wait, so the stand-in's
                # "has the bot gone quiet" wait is not held up by an idle page.
                heartbeat = loop.call_later(HEARTBEAT_SECONDS, me.queue.put_nowait, {"type": "heartbeat"})
                try:
                    event = await me.queue.get()
                finally:
                    heartbeat.cancel()
                if event is None:
                    break
                if event.get("type") == "heartbeat":
                    await response.write(b": still here\n\n")
                    continue
                await response.write(f"data: {json.dumps(event)}\n\n".encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            feeds.discard(me)
        return response

    async def close_feeds(app: web.Application) -> None:
        for feed in list(feeds):
            feed.queue.put_nowait(None)

    app.on_shutdown.append(close_feeds)
    r = app.router
    r.add_get("/", index)
    r.add_static("/static", STATIC, append_version=False)
    r.add_get("/api/state", state)
    r.add_get("/api/messages", messages)
    r.add_get("/api/feed", feed)
    r.add_post("/api/slash", slash)
    r.add_post("/api/autocomplete", autocomplete)
    r.add_post("/api/click", click)
    r.add_post("/api/select", select)
    r.add_post("/api/users", add_user)
    r.add_post("/api/clock", clock)
    r.add_get("/attachments/{attachment_id}/{filename}", attachment)
    return app


@web.middleware
async def _errors(request: web.Request, handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except PlaygroundError as exc:
        return _json({"error": str(exc)}, status=400)


async def _body(request: web.Request) -> dict[str, Any]:
    # JSON only: a page on another site cannot post JSON here without a CORS preflight we never answer.
    if request.content_type != "application/json":
        raise PlaygroundError("Send JSON.")
    try:
        body = await request.json()
    except json.JSONDecodeError:
        raise PlaygroundError("That is not JSON.") from None
    if not isinstance(body, dict):
        raise PlaygroundError("Send a JSON object.")
    return body


def _json(data: Any, status: int = 200) -> web.Response:
    return web.Response(text=json.dumps(data), status=status, content_type="application/json", headers=NO_CACHE)
