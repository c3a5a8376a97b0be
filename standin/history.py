"""The stand-in's Get Channel Messages (GET /channels/{id}/messages), as Discord serves it: the newest
first, `limit` 1-100 (50 unless asked), one of `before`, `after` or `around` a message id; View Channel
needed (else 403 Missing Access); without Read Message History the answer is an empty list. Ephemeral
replies and deleted messages are not in a channel's history."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from standin import limits
from standin.protocol import READ_HISTORY, VIEW_CHANNEL, DiscordError, json_response
from standin.records import Message

DEFAULT_LIMIT, MAX_LIMIT = 50, 100


if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class HistoryRoutes(StandInParts):
    """Part of `StandIn` (a mixin): it reads the server's messages and channels."""

    async def _channel_messages(self, request: web.Request) -> web.Response:
        self._auth(request)
        channel = self._known_channel(request)
        if channel.bot_denied & VIEW_CHANNEL:
            raise DiscordError(403, 50001, "Missing Access")
        limit, anchors = _query(request.query)
        if channel.bot_denied & READ_HISTORY:
            return json_response([])
        shown = [m for m in self.messages if m.channel.id == channel.id and not m.deleted and not m.ephemeral]
        return json_response([m.to_json(self.base_url) for m in _page(shown, limit, anchors)])


def _query(query: Any) -> tuple[int, dict[str, int]]:
    violations = []
    try:
        limit = int(query.get("limit", DEFAULT_LIMIT))
    except ValueError:
        limit = 0
    if not 1 <= limit <= MAX_LIMIT:
        violations.append(limits.Violation("limit", "NUMBER_TYPE_MAX" if limit > MAX_LIMIT else "NUMBER_TYPE_MIN",
                                           f"int value should be between 1 and {MAX_LIMIT}."))
    anchors = {key: query[key] for key in ("before", "after", "around") if key in query}
    if not all(value.isdigit() for value in anchors.values()):
        violations.append(limits.Violation("before", "NUMBER_TYPE_COERCE", "Value is not snowflake."))
    if violations:
        raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(violations))
    return limit, {key: int(value) for key, value in anchors.items()}


def _page(messages: list[Message], limit: int, anchors: dict[str, int]) -> list[Message]:
    """Newest first. With several anchors Discord takes one (around, then before, then after)."""
    newest_first = sorted(messages, key=lambda m: m.id, reverse=True)
    if "around" in anchors:
        older = [m for m in newest_first if m.id <= anchors["around"]]
        newer = [m for m in newest_first if m.id > anchors["around"]]
        return (newer[-(limit // 2):] if limit // 2 else []) + older[:limit - min(len(newer), limit // 2)]
    if "before" in anchors:
        return [m for m in newest_first if m.id < anchors["before"]][:limit]
    if "after" in anchors:
        return [m for m in newest_first if m.id > anchors["after"]][-limit:]
    return newest_first[:limit]
