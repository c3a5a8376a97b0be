"""Part of `StandIn` (a mixin): application commands as the bot syncs them (global and per guild, checked
against Discord's limits) and as users find them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from standin import limits
from standin.command_locales import check_localizations, named
from standin.protocol import DiscordError, json_response

if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class CommandRoutes(StandInParts):
    async def _put_commands(self, request: web.Request) -> web.Response:
        self._auth(request)
        self._check_app(request)
        guild = request.match_info.get("guild")
        if guild is not None and int(guild) not in self.guild_names:
            raise DiscordError(404, 10004, "Unknown Guild")
        payload = await request.json()
        violations = limits.check_commands(payload) + check_localizations(payload)
        if violations:
            raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(violations))
        key = int(guild) if guild is not None else None
        previous = {c["name"]: c for c in self.commands.get(key, [])}
        stored = []
        for command in payload:
            kept = previous.get(command["name"])
            stored.append({
                "type": 1, "default_member_permissions": None, "nsfw": False, "options": [],
                **command, "id": kept["id"] if kept else str(self.ids.next()),
                "application_id": str(self.application_id), "version": str(self.ids.next()),
                **({"guild_id": guild} if guild is not None else {}),
            })
        self.commands[key] = stored
        self.command_syncs.append(key)
        return json_response(stored)

    async def _get_commands(self, request: web.Request) -> web.Response:
        self._auth(request)
        guild = request.match_info.get("guild")
        return json_response(self.commands.get(int(guild) if guild else None, []))

    def _check_app(self, request: web.Request) -> None:
        if int(request.match_info["app"]) != self.application_id:
            raise DiscordError(403, 50001, "Missing Access")

    def find_command(self, name: str, guild_id: int | None, locale: str = "en-US") -> dict[str, Any] | None:
        """A chat-input command as a user in the guild would find it (guild commands first), by its default name
        or its name in the user's language."""
        for key in (guild_id, None):
            for command in self.commands.get(key, []):
                if named(command, name, locale) and command.get("type", 1) == 1:
                    return command
        return None
