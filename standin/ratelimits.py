"""Discord's rate limits as the stand-in keeps them: per route and per channel (or DM channel, or
interaction token), a global limit per bot (interaction endpoints outside it), the headers on every answer,
and 429 with `retry_after`.

Discord documents the mechanism, not the numbers (topics/rate-limits: "don't hard code them", read the
headers); the numbers below are the ones its answers carry for these routes today: 5 messages per 5 s in
a channel (a DM channel too), 5 edits per 5 s, 5 deletions per second, 5 followups per 2 s per
interaction token, 50 requests a second per bot over all routes but the interaction endpoints.
Interaction callbacks are not limited at all. A bot that reads the headers (discord.py does: it waits
when `X-RateLimit-Remaining` is 0) never meets a 429; one that does not is answered as Discord would,
and each 429 is counted, because Discord bans a bot for ten thousand 401/403/429 answers in ten minutes.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

from standin.protocol import json_response

_ID = r"(\d+)"
ROUTES: tuple[tuple[str, re.Pattern[str], int, float], ...] = (
    # (bucket name, method and path, limit, per seconds); the first group is the major parameter
    ("message-create", re.compile(rf"^POST /api/v\d+/channels/{_ID}/messages$"), 5, 5.0),
    ("message-edit", re.compile(rf"^PATCH /api/v\d+/channels/{_ID}/messages/\d+$"), 5, 5.0),
    ("message-delete", re.compile(rf"^DELETE /api/v\d+/channels/{_ID}/messages/\d+$"), 5, 1.0),
    ("dm-open", re.compile(r"^POST /api/v\d+/users/@me/(channels)$"), 5, 5.0),
    ("followup", re.compile(r"^(?:POST|PATCH|DELETE) /api/v\d+/webhooks/\d+/([^/]+)(?:/messages/\d+)?$"), 5, 2.0),
)
UNLIMITED = re.compile(r"^POST /api/v\d+/interactions/\d+/[^/]+/callback$")
INTERACTION_WEBHOOK = re.compile(r"^(?:GET|POST|PATCH|DELETE) /api/v\d+/webhooks/\d+/[^/]+(?:/messages/[^/]+)?$")
"""The other interaction endpoints (the original response, follow-ups): outside the global limit ("Interaction
endpoints are not bound to the bot's Global Rate Limit", topics/rate-limits#global-rate-limit), inside their
own buckets. The stand-in serves webhooks only as interactions' (the application's id and a token)."""
GLOBAL_LIMIT = 50
"""Requests a second per bot, over every route but the interaction endpoints."""


@dataclass
class Window:
    limit: int
    per: float
    started: float = 0.0
    used: int = 0

    def take(self, now: float) -> float | None:
        """Use one request of the window; None if allowed, else the seconds until it resets."""
        if now - self.started >= self.per:
            self.started, self.used = now, 0
        if self.used >= self.limit:
            return self.started + self.per - now
        self.used += 1
        return None

    def reset_after(self, now: float) -> float:
        return max(0.0, self.started + self.per - now)


@dataclass
class RateLimits:
    clock: Callable[[], float] = time.monotonic
    windows: dict[tuple[str, str], Window] = field(default_factory=dict)
    global_window: Window = field(default_factory=lambda: Window(GLOBAL_LIMIT, 1.0))
    scale: float = 1.0
    """Every window's length times this (a test may shorten Discord's windows to run faster)."""
    refused: dict[str, int] = field(default_factory=dict)
    """429s answered, by bucket name ("global" for the global limit)."""

    def check(self, request: web.Request) -> tuple[web.Response | None, dict[str, str]]:
        """Before serving `request`: a 429 to answer instead, or the headers to add to its answer."""
        line = f"{request.method} {request.path}"
        if UNLIMITED.match(line) or not request.path.startswith("/api/"):
            return None, {}
        now = self.clock()
        wait = None if INTERACTION_WEBHOOK.match(line) else self.global_window.take(now)
        if wait is not None:
            return self._refuse("global", wait, scope="global"), {}
        for name, pattern, limit, per in ROUTES:
            found = pattern.match(line)
            if found:
                window = self.windows.setdefault((name, found.group(1)), Window(limit, per * self.scale))
                wait = window.take(now)
                if wait is not None:
                    return self._refuse(name, wait, scope="user", limit=limit), {}
                return None, self._headers(name, window, now)
        return None, {}

    def _headers(self, name: str, window: Window, now: float) -> dict[str, str]:
        after = window.reset_after(now)
        return {"X-RateLimit-Limit": str(window.limit), "X-RateLimit-Remaining": str(window.limit - window.used),
                "X-RateLimit-Reset": f"{time.time() + after:.3f}", "X-RateLimit-Reset-After": f"{after:.3f}",
                "X-RateLimit-Bucket": f"standin-{name}"}

    def _refuse(self, name: str, wait: float, *, scope: str, limit: int = GLOBAL_LIMIT) -> web.Response:
        self.refused[name] = self.refused.get(name, 0) + 1
        retry = round(max(wait, 0.001), 3)
        answer = json_response({"message": "You are being rate limited.", "retry_after": retry,
                                "global": scope == "global"}, status=429)
        # discord.py reads a 429 without Via as a Cloudflare ban and does not retry it (http.py)
        answer.headers.update({"Retry-After": str(retry), "X-RateLimit-Scope": scope, "Via": "1.1 google"})
        if scope == "global":
            answer.headers["X-RateLimit-Global"] = "true"
        else:
            answer.headers.update({"X-RateLimit-Limit": str(limit), "X-RateLimit-Remaining": "0",
                                   "X-RateLimit-Reset-After": str(retry), "X-RateLimit-Bucket": f"standin-{name}"})
        return answer


def refusal_reason(answer: web.Response) -> str:
    """Why the bot met this 429, for the stand-in's problem report."""
    if answer.headers.get("X-RateLimit-Scope") == "global":
        return ("more than 50 requests in a second from the bot (Discord's global limit, which discord.py does not "
                "track ahead)")
    return "the bot did not wait for its bucket (X-RateLimit-Remaining was 0)"
