"""Whom a message pings, as Discord decides it: the mentions written in its content, kept only where the
message's allowed_mentions allow them (with none given, Discord pings every mention written). Ephemeral
messages ping nobody."""

from __future__ import annotations

import re
from typing import Any

USER = re.compile(r"<@!?(\d+)>")
ROLE = re.compile(r"<@&(\d+)>")
EVERYONE = re.compile(r"@(everyone|here)\b")

EVERYBODY = "@everyone"
"""The ping of the whole channel (@everyone or @here)."""


def pings(content: str, allowed: dict[str, Any] | None) -> frozenset[str]:
    """User ids pinged, "role:<id>" for a role, EVERYBODY for @everyone and @here."""
    if allowed is None:
        parse, users, roles = {"users", "roles", "everyone"}, set(), set()
    else:
        parse = set(allowed.get("parse") or [])
        users = {str(u) for u in allowed.get("users") or []}
        roles = {str(r) for r in allowed.get("roles") or []}
    found = {uid for uid in USER.findall(content) if "users" in parse or uid in users}
    found |= {f"role:{rid}" for rid in ROLE.findall(content) if "roles" in parse or rid in roles}
    if "everyone" in parse and EVERYONE.search(content):
        found.add(EVERYBODY)
    return frozenset(found)
