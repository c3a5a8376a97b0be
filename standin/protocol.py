"""What the stand-in's parts share: Discord's route prefix, permission bits and callback types, error
answers, and JSON replies in Discord's exact shape."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

API = r"/api/v{version:\d+}"
INTERACTION_KEY: Any = web.RequestKey("interaction", object) if hasattr(web, "RequestKey") else "interaction"
HEARTBEAT_MS = 41250
FOLLOWUP_WINDOW = 15 * 60
"""Seconds an interaction token stays valid for followups and edits."""

VIEW_CHANNEL, SEND_MESSAGES, EMBED_LINKS, ATTACH_FILES = 1 << 10, 1 << 11, 1 << 14, 1 << 15
READ_HISTORY, USE_COMMANDS, MANAGE_CHANNELS, ADMINISTRATOR = 1 << 16, 1 << 31, 1 << 4, 1 << 3
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL_PERMISSIONS = (1 << 51) - 1
MEMBER_PERMISSIONS = (VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_HISTORY | USE_COMMANDS | (1 << 6)
                      | SEND_MESSAGES_IN_THREADS)
BOT_PERMISSIONS = MEMBER_PERMISSIONS | (1 << 13)  # + manage messages

# Which callback types each interaction type accepts (interactions/receiving-and-responding).
CALLBACKS = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}


class StandInError(Exception):
    """A test tried something a Discord user could not do (a command the bot never synced, a button
    that is not on the message, a message they cannot see), or the bot is not connected."""


class DiscordError(Exception):
    """Raised inside handlers: becomes a Discord error answer (and a recorded problem)."""

    def __init__(self, status: int, code: int, message: str, body: dict[str, Any] | None = None):
        super().__init__(message)
        self.status = status
        self.body = body or {"message": message, "code": code}


def json_response(data: Any, status: int = 200) -> web.Response:
    """A JSON answer with Discord's exact content type (discord.py compares it literally)."""
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})
