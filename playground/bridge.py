"""The one module of the playground that knows the stand-in and the bot: it starts them (the real
DicehallBot, through discord.py, connected to the stand-in on loopback), and turns what the page asks
for into what a Discord user does (a slash command, a click, a menu choice, autocomplete) and what the
stand-in recorded into what the page shows.

The page never sees stand-in objects: messages, channels, users and commands reach it as plain JSON
shaped like Discord's (`message_json`), so the web layer (playground/routes.py) stays a thin router.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord

from bot.config import Settings
from bot.service import TableService
from cogs._features import features
from playground.clock import PlaygroundClock
from plumbing.client import DicehallBot, Features
from plumbing.local import LocalBot
from standin import Interaction, Message, StandIn, StandInError, User
from standin.protocol import MEMBER_PERMISSIONS
from standin.records import UserRecord

log = logging.getLogger(__name__)

CHANNELS = ("games", "games-2", "games-3", "general")
USERS = ("marta", "tom", "aileen", "konrad")
USER_NAME = re.compile(r"^[a-z0-9_.]{2,32}$")
SUBCOMMAND, GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER_OPTION, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10


class PlaygroundError(Exception):
    """Something the page asked for that a Discord user could not do; the sentence is shown on the page."""


class Bridge:
    """The stand-in, the bot connected to it, and the clock they share."""

    def __init__(self, database: Path, *, deadline_poll_seconds: float = 1.0, extensions: tuple[str, ...] = ()):
        self.database = database
        self.extensions = extensions
        """Extra discord.py extensions to load besides the bot's own cogs (tests add a probe command)."""
        self.clock = PlaygroundClock()
        self.standin = StandIn(app_name="Dicehall", guild_name="Dicehall Playground", channels=CHANNELS,
                               settle_timeout=60.0)
        self.deadline_poll_seconds = deadline_poll_seconds
        self.local: LocalBot | None = None
        self._times: dict[int, float] = {}
        """Message id → its time on the playground clock (epoch seconds), kept when it was created."""
        self._problems_seen = 0
        self.listeners: list[Callable[[str, dict[str, Any]], None]] = []
        """Called with ("create" | "update" | "delete", message) and ("problem", {...}) / ("clock", {...})."""

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        self.standin.listeners.append(self._on_message)
        await self.standin.start()
        for name in USERS:
            self.standin.user(name, CHANNELS[0])
        settings = Settings(_env_file=None, discord_token=self.standin.token,
                            database_url=f"sqlite:///{self.database}",
                            deadline_poll_seconds=self.deadline_poll_seconds, **self.standin.settings())
        # No voice in a playground: spare the terminal discord.py's warnings about missing voice libraries.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        self.local = await LocalBot.start(self._make_bot, settings, self.clock, features())

    def _make_bot(self, service: TableService, settings: Settings, features: Features) -> PlaygroundBot:
        bot = PlaygroundBot(service, settings, features)
        bot.extra_extensions = self.extensions
        return bot

    async def stop(self) -> None:
        if self.local is not None:
            await self.local.stop()
        await self.standin.stop()
        self.local = None

    @property
    def bot(self) -> PlaygroundBot | None:
        return self.local.bot if self.local else None  # type: ignore[return-value]

    @property
    def running(self) -> bool:
        return self.local is not None and self.local.running

    # --- the world, as the page shows it ---------------------------------------------------------

    def guild(self) -> dict[str, Any]:
        return {"id": str(self.standin.guild_id), "name": self.standin.guild_name}

    def channels(self) -> list[dict[str, Any]]:
        return [{"id": str(c.id), "name": c.name, "position": c.position}
                for c in sorted(self.standin.channels.values(), key=lambda c: c.position)]

    def dm_channel(self, user_name: str) -> dict[str, Any] | None:
        record = self._record(user_name)
        channel = self.standin.dm_channels.get(record.id)
        return None if channel is None else {"id": str(channel.id), "name": self.standin.app_name, "dm": True}

    def users(self) -> list[dict[str, Any]]:
        """Everyone in the guild: the bot first, then the people one can play as."""
        owner = self.standin.owner
        people = sorted(self.standin.users.items(), key=lambda item: item[1] is owner)  # the owner last
        return [{"id": str(self.standin.bot.id), "name": self.standin.app_name, "bot": True}] + [
            {"id": str(u.id), "name": name, "bot": False, "owner": u is owner} for name, u in people]

    def add_user(self, name: str) -> dict[str, Any]:
        """A pretend person called `name` as Discord shows them: their display name, in any script (Discord's
        usernames are lowercase ASCII, so one is made up for them where the display name cannot be one)."""
        name = " ".join(name.split())
        if not 1 <= len(name) <= 32:
            raise PlaygroundError("A display name is 1-32 characters.")
        if name in self.standin.users or name.lower() == self.standin.app_name.lower():
            raise PlaygroundError(f"There is already a user called {name}.")
        username = name.lower() if USER_NAME.match(name.lower()) else f"user{len(self.standin.users) + 1}"
        record = UserRecord(self.standin.ids.next(), username, name, permissions=MEMBER_PERMISSIONS)
        self.standin.users[name] = record
        return {"id": str(record.id), "name": name, "bot": False, "owner": False}

    def commands(self) -> list[dict[str, Any]]:
        """Every chat-input command the bot synced, flattened to one entry per leaf ("game new"), with its
        options as Discord's client offers them (choices, ranges, autocomplete)."""
        found: list[dict[str, Any]] = []
        seen: set[str] = set()
        for key in (self.standin.guild_id, None):  # guild commands first, as the client lists them
            for command in self.standin.commands.get(key, []):
                if command.get("type", 1) != 1 or command["name"] in seen:
                    continue
                seen.add(command["name"])
                found += _leaves(command, [command["name"]], command.get("description", ""))
        return sorted(found, key=lambda c: c["path"])

    def clock_json(self) -> dict[str, Any]:
        return {"now": self.clock.now().timestamp(), "offset": self.clock.offset.total_seconds()}

    def messages(self, channel_id: str, user_name: str) -> list[dict[str, Any]]:
        record = self._record(user_name)
        channel = self._channel(channel_id)
        if channel.type == 1 and channel.recipient is not None and channel.recipient.id != record.id:
            raise PlaygroundError("That is someone else's direct message channel.")
        return [self.message_json(m) for m in self.standin.channel_messages(channel, visible_to=record.id)]

    def message_json(self, message: Message) -> dict[str, Any]:
        data = message.to_json("")
        inter = message.interaction
        data |= {
            "ephemeral": message.ephemeral, "loading": message.loading, "deleted": message.deleted,
            "visible_to": None if message.visible_to is None else str(message.visible_to),
            "dm": message.dm, "time": self._times.get(message.id, message.created_at),
            # Edited as a player would see it: replacing the "thinking…" placeholder is not an edit.
            "edited": any(not int(e.get("flags") or 0) & 128 for e in message.edits),
        }
        if inter is not None:
            data["interaction"] = {"user": inter.user.name, "user_id": str(inter.user.id), "type": inter.type,
                                   "command": _command_line(inter.payload) if inter.type == 2 else None}
        data.pop("interaction_metadata", None)
        return data

    def visible(self, message: Message, user_name: str) -> bool:
        record = self.standin.users.get(user_name)
        return record is not None and message.visible_for(record.id)

    def attachment(self, attachment_id: int) -> tuple[bytes, str] | None:
        for message in self.standin.messages:
            for attachment in message.attachments:
                if attachment.id == attachment_id:
                    return attachment.data, attachment.content_type.split(";")[0]
        return None

    # --- doing things, as a Discord user does them ----------------------------------------------

    async def slash(self, user_name: str, channel_id: str, path: str, options: dict[str, Any]) -> dict[str, Any]:
        user = self._user(user_name, channel_id)
        leaf = self._leaf(path)
        values = {}
        for name, raw in options.items():
            param = next((o for o in leaf["options"] if o["name"] == name), None)
            if param is None:
                raise PlaygroundError(f"/{path} has no option {name}.")
            if raw is None or raw == "":
                continue
            values[name] = _typed(path, param, raw)
        missing = [o["name"] for o in leaf["options"] if o.get("required") and o["name"] not in values]
        if missing:
            raise PlaygroundError(f"/{path} needs {', '.join(missing)}.")
        return await self._act(user.slash(path, **values))

    async def autocomplete(self, user_name: str, channel_id: str, path: str, focused: str,
                           options: dict[str, Any]) -> list[dict[str, Any]]:
        user = self._user(user_name, channel_id)
        leaf = self._leaf(path)
        values = {}
        for param in leaf["options"]:
            raw = options.get(param["name"])
            if param["name"] == focused:
                values[focused] = "" if raw is None else str(raw)
            elif raw not in (None, ""):
                try:
                    values[param["name"]] = _typed(path, param, raw)
                except PlaygroundError:
                    continue  # the client leaves out what it cannot read yet
        try:
            return await user.autocomplete(path, focused, **values)
        except StandInError as exc:
            raise PlaygroundError(str(exc)) from None
        finally:
            self._report_problems()

    async def click(self, user_name: str, message_id: str, custom_id: str) -> dict[str, Any]:
        message = self._message(message_id)
        user = self._user(user_name, str(message.channel.id))
        return await self._act(user.click(message, custom_id))

    async def select(self, user_name: str, message_id: str, custom_id: str, values: list[str]) -> dict[str, Any]:
        message = self._message(message_id)
        user = self._user(user_name, str(message.channel.id))
        return await self._act(user.select(message, custom_id, values))

    async def advance_clock(self, delta: timedelta) -> dict[str, Any]:
        """Move the clock on, then fire what fell due at once (the deadline loop would within a second)."""
        try:
            self.clock.advance(delta)
        except ValueError as exc:
            raise PlaygroundError(str(exc)) from None
        self._emit("clock", self.clock_json())
        fired = 0
        if self.bot is not None:
            fired = await self.bot.run_due()
        self._report_problems()
        return {**self.clock_json(), "fired": fired}

    # --- helpers --------------------------------------------------------------------------------

    async def _act(self, action) -> dict[str, Any]:
        try:
            inter: Interaction = await action
        except StandInError as exc:
            raise PlaygroundError(str(exc)) from None
        finally:
            self._report_problems()
        return {"ok": True, "failed": inter.failed, "problems": [str(p) for p in inter.problems],
                "messages": [str(m.id) for m in inter.messages]}

    def _on_message(self, kind: str, message: Message) -> None:
        if kind == "create":
            self._times[message.id] = message.created_at + self.clock.offset.total_seconds()
        self._emit(kind, message)

    def _emit(self, kind: str, payload: Any) -> None:
        for listener in list(self.listeners):
            try:
                listener(kind, payload)
            except Exception:
                log.exception("A playground listener failed")

    def _report_problems(self) -> None:
        new = self.standin.problems[self._problems_seen:]
        self._problems_seen = len(self.standin.problems)
        for problem in new:
            self._emit("problem", {"kind": problem.kind, "text": str(problem)})

    def _record(self, user_name: str):
        record = self.standin.users.get(user_name)
        if record is None:
            raise PlaygroundError(f"There is no user {user_name!r}.")
        return record

    def _channel(self, channel_id: str):
        try:
            return self.standin.channel(str(channel_id))
        except StandInError as exc:
            raise PlaygroundError(str(exc)) from None

    def _user(self, user_name: str, channel_id: str) -> User:
        return PlaygroundUser(self.standin, self._record(user_name), self._channel(channel_id))

    def _message(self, message_id: str) -> Message:
        found = next((m for m in self.standin.messages if str(m.id) == str(message_id)), None)
        if found is None or found.deleted:
            raise PlaygroundError("That message is gone.")
        return found

    def _leaf(self, path: str) -> dict[str, Any]:
        path = " ".join(path.strip().lstrip("/").split())
        leaf = next((c for c in self.commands() if c["path"] == path), None)
        if leaf is None:
            raise PlaygroundError(f"/{path} is not one of the bot's commands.")
        return leaf


class PlaygroundBot(DicehallBot):
    """The bot as `python -m bot` runs it, plus any extra extensions asked for."""

    extra_extensions: tuple[str, ...] = ()

    async def setup_hook(self) -> None:
        for module in self.extra_extensions:
            await self.load_extension(module)
        await super().setup_hook()


class PlaygroundUser(User):
    """A stand-in user whose autocomplete requests are built as the Discord client builds them: with
    whatever options are filled so far, even when a required one is still empty (the stand-in's test
    user insists on every required option, which suits tests but not someone typing)."""

    def _command_data(self, command: str, options: dict[str, Any], focused: str | None = None) -> dict[str, Any]:
        if focused is None:
            return super()._command_data(command, options)
        words = command.strip().lstrip("/").split()
        synced = self.standin.find_command(words[0], self.channel.guild_id)
        if synced is None:
            raise StandInError(f"/{words[0]} is not a command the bot synced.")
        self._check_can_use(synced)
        data: dict[str, Any] = {"id": synced["id"], "name": synced["name"], "type": 1}
        node, holder = synced, data
        for word in words[1:]:
            sub = next((o for o in node.get("options", []) if o["name"] == word and o["type"] in (SUBCOMMAND, GROUP)),
                       None)
            if sub is None:
                raise StandInError(f"/{command}: {word!r} is not a subcommand.")
            entry: dict[str, Any] = {"name": word, "type": sub["type"], "options": []}
            holder.setdefault("options", []).append(entry)
            node, holder = sub, entry
        resolved: dict[str, Any] = {}
        values = []
        for param in node.get("options", []):
            name = param["name"]
            if name == focused:
                values.append({"name": name, "type": param["type"], "value": str(options.get(name) or ""),
                               "focused": True})
            elif options.get(name) is not None:
                values.append({"name": name, "type": param["type"],
                               "value": self._option_value(command, param, options[name], resolved)})
        holder["options"] = values
        if resolved:
            data["resolved"] = resolved
        return data


def _leaves(node: dict[str, Any], path: list[str], description: str) -> list[dict[str, Any]]:
    options = node.get("options") or []
    subs = [o for o in options if o["type"] in (SUBCOMMAND, GROUP)]
    if not subs:
        return [{"path": " ".join(path), "description": node.get("description") or description,
                 "options": [_option_json(o) for o in options]}]
    found = []
    for sub in subs:
        found += _leaves(sub, [*path, sub["name"]], sub.get("description", ""))
    return found


def _option_json(option: dict[str, Any]) -> dict[str, Any]:
    keep = ("name", "description", "type", "required", "choices", "autocomplete", "min_value", "max_value",
            "min_length", "max_length")
    return {k: option[k] for k in keep if k in option}


def _typed(path: str, param: dict[str, Any], raw: Any) -> Any:
    """A value typed on the page (text), read as the option's type, as the Discord client reads it."""
    kind, name = param["type"], param["name"]
    choices = param.get("choices")
    if choices:
        for choice in choices:
            if str(choice["value"]) == str(raw) or choice["name"].lower() == str(raw).strip().lower():
                return choice["value"]
        raise PlaygroundError(f"{name}: pick one of {', '.join(c['name'] for c in choices)}.")
    if kind == INTEGER:
        try:
            return int(str(raw).strip())
        except ValueError:
            raise PlaygroundError(f"{name} must be a whole number.") from None
    if kind == NUMBER:
        try:
            return float(str(raw).strip())
        except ValueError:
            raise PlaygroundError(f"{name} must be a number.") from None
    if kind == BOOLEAN:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "yes", "1", "on"):
            return True
        if text in ("false", "no", "0", "off"):
            return False
        raise PlaygroundError(f"{name}: pick True or False.")
    if kind in (USER_OPTION, MENTIONABLE):
        return str(raw).strip().lstrip("@")
    if kind == CHANNEL:
        return str(raw).strip().lstrip("#")
    return str(raw)


def _command_line(payload: dict[str, Any]) -> str:
    data = payload.get("data") or {}
    words = [data.get("name", "?")]
    options = data.get("options") or []
    while options and options[0].get("type") in (SUBCOMMAND, GROUP):
        words.append(options[0]["name"])
        options = options[0].get("options") or []
    return "/" + " ".join(words)
