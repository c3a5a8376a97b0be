"""Users of the stand-in, doing what a person in the Discord client can do: type a slash command the
bot synced (with options checked as the client checks them), press a button or pick from a select menu
on a message they can see. Each action becomes the INTERACTION_CREATE payload Discord would send, and
returns the `Interaction` record once the bot has answered and gone quiet."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from standin.command_locales import default_name, named
from standin.protocol import ADMINISTRATOR, StandInError
from standin.records import Channel, Interaction, Message, UserRecord, iter_components

if TYPE_CHECKING:
    from standin.server import StandIn

SUBCOMMAND, GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11


class User:
    def __init__(self, standin: StandIn, record: UserRecord, channel: Channel):
        self.standin = standin
        self.record = record
        self.channel = channel

    def __repr__(self) -> str:
        return f"<User {self.name} in #{self.channel.name}>"

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def at(self, channel: str | Channel) -> User:
        """The same user, acting in another channel."""
        return User(self.standin, self.record, self.standin.channel(channel))

    # --- reading ----------------------------------------------------------------------------------

    def sees(self, message: Message) -> bool:
        return message.visible_for(self.id)

    def messages(self, channel: str | Channel | None = None) -> list[Message]:
        """What this user sees in a channel (public messages and their own ephemeral replies)."""
        return self.standin.channel_messages(channel or self.channel, visible_to=self.id)

    def last_message(self, with_component: str | None = None) -> Message:
        """The newest message this user sees here (with a button or menu labelled `with_component`)."""
        for message in reversed(self.messages()):
            if with_component is None or _find_component(message, with_component) is not None:
                return message
        raise StandInError(f"{self.name} sees no message{f' with {with_component!r}' if with_component else ''} "
                           f"in #{self.channel.name}.")

    def dms(self) -> list[Message]:
        return self.standin.dms(self.id)

    # --- acting ---------------------------------------------------------------------------------

    async def slash(self, command: str, **options: Any) -> Interaction:
        """Run `/command` (with subcommand words, e.g. "game new") and its options."""
        data = self._command_data(command, options)
        return await self._send(2, data, label="/" + _describe(command, options))

    async def autocomplete(self, command: str, focused: str, **options: Any) -> list[dict[str, Any]]:
        """What the bot suggests while the user types option `focused` (its current text in `options`)."""
        data = self._command_data(command, options, focused=focused)
        inter = await self._send(4, data, label=f"autocomplete {focused} of /{command}")
        return inter.choices or []

    async def click(self, message: Message, label: str, stale: bool = False) -> Interaction:
        """Press the button labelled `label` (or with that custom_id or emoji) on `message`. `stale`: as the
        message was before the bot took its buttons off (a client that had not caught up with the edit)."""
        component = self._component(message, label, (2,), stale)
        if component.get("style") == 5:
            raise StandInError(f"{label!r} is a link button: it opens {component.get('url')}, not an interaction.")
        data = {"custom_id": component["custom_id"], "component_type": 2}
        seen = self._as_seen(message, component) if stale else None
        return await self._send(3, data, message=message, label=f"click {label!r}", seen=seen)

    def _as_seen(self, message: Message, component: dict[str, Any]) -> list[dict[str, Any]] | None:
        """The components of the version of `message` the click came from, when the bot has since edited
        them away (the click raced the edit: it arrives with the message as the player saw it)."""
        if _find_component(message, component["custom_id"], (2,)) is not None:
            return None
        return next((e["components"] for e in reversed(message.edits)
                     if _find_component(SimpleNamespace(components=e["components"]), component["custom_id"], (2,))),
                    None)

    async def select(self, message: Message, which: str | None, values: str | Iterable[str]) -> Interaction:
        """Choose `values` (option values or labels) in the select menu `which` (its placeholder or
        custom_id; None when the message has only one menu)."""
        component = self._component(message, which, (3, 5, 6, 7, 8))
        chosen = [values] if isinstance(values, str) else list(values)
        if component["type"] == 3:
            by_label = {o["label"]: o["value"] for o in component.get("options", [])}
            allowed = {o["value"] for o in component.get("options", [])}
            chosen = [str(v) if str(v) in allowed else by_label.get(str(v), str(v)) for v in chosen]
            wrong = [v for v in chosen if v not in allowed]
            if wrong:
                raise StandInError(f"{wrong} are not options of the menu {which!r}: {sorted(allowed)}.")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(chosen) <= high:
            raise StandInError(f"The menu {which!r} takes {low} to {high} values, not {len(chosen)}.")
        data = {"custom_id": component["custom_id"], "component_type": component["type"], "values": chosen}
        return await self._send(3, data, message=message, label=f"select {chosen} in {which!r}")

    async def press(self, message: Message, custom_id: str, values: list[str] | None = None) -> Interaction:
        """Use a button (or, with `values`, a select menu) with any `custom_id`, on `message` as an earlier
        version of the bot drew it: what a client sends for a component of a message posted long ago, which
        the bot must read as untrusted text (the fuzz tests' forged and damaged custom_ids)."""
        component: dict[str, Any] = {"type": 2, "style": 2, "label": "old", "custom_id": custom_id}
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        if values is not None:
            component = {"type": 3, "custom_id": custom_id, "min_values": 1, "max_values": max(1, len(values)),
                         "options": [{"label": v[:100] or "-", "value": v} for v in values]}
            data = {"custom_id": custom_id, "component_type": 3, "values": values}
        as_drawn = [{"type": 1, "components": [component]}]
        return await self._send(3, data, message=message, label=f"press {custom_id[:40]!r}", seen=as_drawn)

    # --- payloads -------------------------------------------------------------------------------

    def _component(self, message: Message, which: str | None, types: tuple[int, ...], stale: bool = False
                   ) -> dict[str, Any]:
        current = next((m for m in self.standin.messages if m.id == message.id), message)
        if not self.sees(current):
            raise StandInError(f"{self.name} cannot see {current!r}.")
        if current.loading:
            raise StandInError("That message is still a \"thinking…\" placeholder.")
        component = _find_component(current, which, types)
        for earlier in reversed(current.edits if stale and component is None else []):
            component = component or _find_component(SimpleNamespace(components=earlier["components"]), which,
                                                     types)
        if component is None:
            found = [c.get("label") or c.get("placeholder") or c.get("custom_id") for c in
                     iter_components(current.components) if c.get("type") in types]
            raise StandInError(f"No {'button' if types == (2,) else 'menu'} {which!r} on {current!r}; "
                               f"there are {found}.")
        if component.get("disabled"):
            raise StandInError(f"{which!r} is disabled.")
        return component

    def _command_data(self, command: str, options: dict[str, Any], focused: str | None = None) -> dict[str, Any]:
        words = command.strip().lstrip("/").split()
        if not words:
            raise StandInError("Which command?")
        locale = self.record.locale
        synced = self.standin.find_command(words[0], self.channel.guild_id, locale)
        if synced is None:
            names = sorted(c["name"] for k in self.standin.commands for c in self.standin.commands[k])
            raise StandInError(f"/{words[0]} is not a command the bot synced (synced: {names}).")
        self._check_can_use(synced)
        data: dict[str, Any] = {"id": synced["id"], "name": synced["name"], "type": 1}
        if synced.get("guild_id"):
            data["guild_id"] = synced["guild_id"]
        node, holder = synced, data
        for word in words[1:]:
            sub = next((o for o in node.get("options", [])
                        if named(o, word, locale) and o["type"] in (SUBCOMMAND, GROUP)), None)
            if sub is None:
                subs = [o["name"] for o in node.get("options", []) if o["type"] in (SUBCOMMAND, GROUP)]
                raise StandInError(f"/{command}: {word!r} is not a subcommand here (there are {subs}).")
            entry: dict[str, Any] = {"name": sub["name"], "type": sub["type"], "options": []}
            holder.setdefault("options", []).append(entry)
            node, holder = sub, entry
        params = node.get("options", [])
        if any(o["type"] in (SUBCOMMAND, GROUP) for o in params):
            subs = [o["name"] for o in params if o["type"] in (SUBCOMMAND, GROUP)]
            raise StandInError(f"/{command} needs a subcommand: {subs}.")
        resolved: dict[str, dict[str, Any]] = {}
        values = []
        options = {default_name(params, name, locale): value for name, value in options.items()}
        focused = focused and default_name(params, focused, locale)
        known = {o["name"]: o for o in params}
        unknown = set(options) - set(known)
        if unknown:
            raise StandInError(f"/{command} has no option {sorted(unknown)} (options: {list(known)}).")
        for param in params:
            name = param["name"]
            if name not in options or options[name] is None:
                if param.get("required") and focused is None:  # while typing, Discord asks with options unfilled
                    raise StandInError(f"/{command} needs the option {name!r}.")
                continue
            if name == focused:
                values.append({"name": name, "type": param["type"], "value": str(options[name]), "focused": True})
                continue
            values.append({"name": name, "type": param["type"],
                           "value": self._option_value(command, param, options[name], resolved)})
        holder["options"] = values
        if resolved:
            data["resolved"] = resolved
        return data

    def _check_can_use(self, command: dict[str, Any]) -> None:
        contexts = command.get("contexts")
        if contexts is not None and 0 not in contexts:
            raise StandInError(f"/{command['name']} cannot be used in a server.")
        needed = command.get("default_member_permissions")
        if needed is not None and not self.record.permissions & ADMINISTRATOR:
            needed = int(needed)
            if self.record.permissions & needed != needed:
                raise StandInError(f"{self.name} lacks the permissions to see /{command['name']}.")

    def _option_value(self, command: str, param: dict[str, Any], value: Any, resolved: dict[str, Any]) -> Any:
        kind, name = param["type"], param["name"]
        if kind == STRING:
            if isinstance(value, list | tuple):
                value = " ".join(str(v) for v in value)
            if isinstance(value, bool) or not isinstance(value, str | int | float):
                raise StandInError(f"/{command} {name}: {value!r} is not text.")
            value = str(value)
            if not param.get("min_length", 0) <= len(value) <= min(param.get("max_length", 6000), 6000):
                raise StandInError(f"/{command} {name}: the client refuses text of length {len(value)}.")
        elif kind == INTEGER:
            if isinstance(value, bool) or not isinstance(value, int):
                raise StandInError(f"/{command} {name}: {value!r} is not a whole number.")
        elif kind == NUMBER:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise StandInError(f"/{command} {name}: {value!r} is not a number.")
        elif kind == BOOLEAN:
            if not isinstance(value, bool):
                raise StandInError(f"/{command} {name}: {value!r} is not True or False.")
        elif kind == USER or kind == MENTIONABLE:
            record = value.record if isinstance(value, User) else self.standin.users.get(str(value))
            if record is None:
                raise StandInError(f"/{command} {name}: there is no user {value!r}.")
            resolved.setdefault("users", {})[str(record.id)] = record.to_json()
            member = record.member_json(self.standin.joined_at)
            member.pop("user")
            resolved.setdefault("members", {})[str(record.id)] = member
            return str(record.id)
        elif kind == CHANNEL:
            channel = self.standin.channel(value.channel if isinstance(value, User) else value)
            if param.get("channel_types") and channel.type not in param["channel_types"]:
                raise StandInError(f"/{command} {name}: the client offers only channels of types "
                                   f"{param['channel_types']}, not #{channel.name}.")
            resolved.setdefault("channels", {})[str(channel.id)] = {
                "id": str(channel.id), "name": channel.name, "type": channel.type, "permissions": "0"}
            return str(channel.id)
        else:
            raise StandInError(f"/{command} {name}: option type {kind} is not supported by the stand-in.")
        if kind in (INTEGER, NUMBER):
            low, high = param.get("min_value"), param.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise StandInError(f"/{command} {name}: the client refuses {value} (range {low}..{high}).")
        choices = param.get("choices")
        if choices:
            for choice in choices:
                if choice["value"] == value or named(choice, value, self.record.locale):
                    return choice["value"]
            raise StandInError(f"/{command} {name}: {value!r} is not one of the choices "
                               f"{[c['value'] for c in choices]}.")
        return value

    async def _send(self, kind: int, data: dict[str, Any], *, label: str, message: Message | None = None,
                    seen: list[dict[str, Any]] | None = None) -> Interaction:
        standin = self.standin
        iid = standin.ids.next()
        channel = self.channel if message is None else message.channel
        payload: dict[str, Any] = {
            "id": str(iid), "application_id": str(standin.application_id), "type": kind, "data": data,
            "channel_id": str(channel.id), "channel": channel.to_json(),
            "token": f"standin-{secrets.token_urlsafe(32)}", "version": 1,
            "app_permissions": str(standin.bot.permissions & ~channel.bot_denied), "locale": self.record.locale,
            "entitlements": [],
            "attachment_size_limit": standin.attachment_size_limit,
        }
        if channel.guild_id is not None:
            guild_locale = standin.guild_locales.get(channel.guild_id, "en-US")
            payload |= {"guild_id": str(channel.guild_id), "guild_locale": guild_locale, "context": 0,
                        "guild": {"id": str(channel.guild_id), "locale": guild_locale, "features": []},
                        "member": self.record.member_json(standin.joined_at),
                        "authorizing_integration_owners": {"0": str(channel.guild_id)}}
        else:
            payload |= {"user": self.record.to_json(), "context": 1,
                        "authorizing_integration_owners": {"1": str(self.id)}}
        if message is not None:
            payload["message"] = message.to_json(standin.base_url)
            if seen is not None:
                payload["message"]["components"] = seen
        inter = Interaction(iid, payload["token"], kind, self.record, channel, payload, label,
                            deadline=standin.interaction_deadline, source_message=message)
        return await standin.run_interaction(inter)


def _find_component(message: Message | SimpleNamespace, which: str | None, types: tuple[int, ...] = (2, 3, 5, 6, 7, 8)
                    ) -> dict[str, Any] | None:
    candidates = [c for c in iter_components(message.components) if c.get("type") in types]
    if which is None:
        return candidates[0] if len(candidates) == 1 else None
    for key in ("label", "placeholder", "custom_id"):
        for c in candidates:
            if c.get(key) == which:
                return c
    for c in candidates:
        emoji = c.get("emoji") or {}
        if which in (emoji.get("name"), emoji.get("id")):
            return c
    return None


def _describe(command: str, options: dict[str, Any]) -> str:
    return " ".join([command.strip().lstrip("/"), *(f"{k}:{v}" for k, v in options.items())])
