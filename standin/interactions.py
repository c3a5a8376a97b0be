"""The stand-in's interaction routes: callbacks (reply, defer, update, autocomplete, modal), followups
and edits of interaction messages, with Discord's deadlines and visibility rules; and delivering an
interaction to the bot and waiting until it has gone quiet (used by standin.users)."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from aiohttp import web

from standin import limits
from standin.protocol import CALLBACKS, FOLLOWUP_WINDOW, INTERACTION_KEY, DiscordError, json_response
from standin.records import Interaction, Message

if TYPE_CHECKING:
    from standin.parts import StandInParts
else:
    StandInParts = object  # what the other parts of StandIn provide, for the type checker only (parts.py)


class InteractionRoutes(StandInParts):
    """Part of `StandIn` (a mixin): it uses the server's messages, problems and gateway session."""


    def _interaction(self, request: web.Request) -> Interaction:
        token = request.match_info["token"]
        if "id" in request.match_info:
            found = self.interactions.get(int(request.match_info["id"]))
            if found is None or found.token != token:
                raise DiscordError(404, 10062, "Unknown interaction")
        else:
            found = next((i for i in self.interactions.values() if i.token == token), None)
            if found is None or int(request.match_info["app"]) != self.application_id:
                raise DiscordError(404, 10015, "Unknown Webhook")
        request[INTERACTION_KEY] = found
        return found

    async def _callback(self, request: web.Request) -> web.Response:
        inter = self._interaction(request)
        if inter.response_type is not None:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        if inter.expired:
            late = time.monotonic() - inter.created
            self.problem("late", f"answered after {late:.2f} s, more than Discord's {inter.deadline:g} s: the "
                         "player saw \"This interaction failed\"", interaction=inter)
            raise DiscordError(404, 10062, "Unknown interaction")
        payload, files = await self._read_body(request)
        kind = payload.get("type")
        if kind not in CALLBACKS.get(inter.type, set()):
            raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(
                [limits.Violation("type", "INTERACTION_CALLBACK_TYPE_INVALID",
                                  f"Callback type {kind} is not valid for this interaction type")]))
        data = payload.get("data") or {}
        if kind in (4, 7):
            existing = len(inter.source_message.attachments) if kind == 7 and inter.source_message else 0
            self._check_message(data, files, int(inter.payload["attachment_size_limit"]), new=kind == 4,
                                prefix="data", existing=existing)
        elif kind == 8:
            violations = limits.check_autocomplete(data.get("choices", []), _focused_type(inter.payload))
            if violations:
                raise DiscordError(400, 50035, "Invalid Form Body", limits.form_error(violations))
        requested_flags = int(data.get("flags") or 0)
        ephemeral = bool(requested_flags & limits.EPHEMERAL)
        if kind in (4, 5) and not ephemeral:  # a message in an archived thread unarchives it (a locked one: 50083)
            await self._unarchive(inter.channel)
        inter.response_type = kind
        inter.acked_at = time.monotonic()
        inter.acked.set()
        message: Message | None = None
        if kind == 4:
            message = self._new_message(inter.channel, data, files, visible_to=inter.user.id if ephemeral else None,
                                        interaction=inter, kind=20 if inter.type == 2 else 19)
        elif kind == 5:
            flags = limits.LOADING | (limits.EPHEMERAL if ephemeral else 0)
            message = self._new_message(inter.channel, {}, [], visible_to=inter.user.id if ephemeral else None,
                                        interaction=inter, flags=flags, kind=20 if inter.type == 2 else 19)
        elif kind == 6:
            message = inter.source_message
        elif kind == 7 and inter.source_message is not None:
            message = self._edit(inter.source_message, data, files)
        elif kind == 8:
            inter.choices = data.get("choices") or []
        elif kind == 9:
            inter.modal = data
        inter.original = message
        if message is not None and kind != 6:
            inter.touch(message)
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        body: dict[str, Any] = {"interaction": {
            "id": str(inter.id), "type": inter.type, "response_message_loading": kind == 5,
            "response_message_ephemeral": bool(message and message.ephemeral),
        }}
        if message is not None:
            body["interaction"]["response_message_id"] = str(message.id)
        body["resource"] = {"type": kind}
        if message is not None and kind in (4, 5, 7):
            body["resource"]["message"] = message.to_json(self.base_url)
        return json_response(body)

    def _token_alive(self, inter: Interaction) -> None:
        if inter.response_type is None:
            raise DiscordError(404, 10015, "Unknown Webhook")
        if time.monotonic() - inter.created > FOLLOWUP_WINDOW:
            raise DiscordError(401, 50027, "Invalid Webhook Token")

    async def _followup(self, request: web.Request) -> web.Response:
        inter = self._interaction(request)
        self._token_alive(inter)
        payload, files = await self._read_body(request)
        size_limit = int(inter.payload["attachment_size_limit"])
        flags = int(payload.get("flags") or 0)
        original = inter.original
        if inter.response_type == 5 and original is not None and original.loading:
            # The first followup after a deferred reply replaces the "thinking" message and keeps the
            # deferral's visibility, whatever it asks for (as Discord does).
            self._check_message(payload, files, size_limit, new=True)
            if bool(flags & limits.EPHEMERAL) != original.ephemeral:
                self.problem("privacy", (
                    "an ephemeral followup after a public deferral: Discord shows it to everyone"
                    if flags & limits.EPHEMERAL else
                    "a public followup after an ephemeral deferral: only the player sees it"), interaction=inter)
            message = self._edit(original, payload, files, flags=original.flags & ~limits.LOADING)
            message.edits.clear()  # the thinking placeholder is not an edit a player would see as such
        else:
            self._check_message(payload, files, size_limit, new=True)
            ephemeral = bool(flags & limits.EPHEMERAL)
            if not ephemeral:  # a webhook's message in an archived thread unarchives it (Discord's Execute Webhook)
                await self._unarchive(inter.channel)
            message = self._new_message(inter.channel, payload, files,
                                        visible_to=inter.user.id if ephemeral else None, interaction=inter)
        if message is not inter.original and message not in inter.followups:
            inter.followups.append(message)
        inter.touch(message)
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(message.to_json(self.base_url))
        return web.Response(status=204)

    async def _webhook_message(self, request: web.Request) -> web.Response:
        inter = self._interaction(request)
        self._token_alive(inter)
        which = request.match_info["message"]
        if which == "@original":
            target = inter.original
        else:
            target = next((m for m in [inter.original, *inter.followups] if m is not None and str(m.id) == which),
                          None)
        if target is None or target.deleted:
            raise DiscordError(404, 10008, "Unknown Message")
        if request.method == "GET":
            return json_response(target.to_json(self.base_url))
        if request.method == "DELETE":
            target.deleted = True
            self._notify("delete", target)
            return web.Response(status=204)
        payload, files = await self._read_body(request)
        first_answer = target.loading
        self._check_message(payload, files, int(inter.payload["attachment_size_limit"]), new=first_answer,
                            existing=len(target.attachments))
        self._edit(target, payload, files, flags=target.flags & ~limits.LOADING)
        inter.touch(target)
        if first_answer:
            target.edits.clear()
        return json_response(target.to_json(self.base_url))

    # --- sending interactions (used by standin.users) ------------------------------------------

    async def run_interaction(self, inter: Interaction) -> Interaction:
        """Deliver an interaction to the bot and wait until it has answered and gone quiet."""
        session = self.live_session(int(inter.payload.get("guild_id") or 0))
        self.interactions[inter.id] = inter
        baseline = asyncio.all_tasks()
        known = len(self.messages)
        await session.dispatch("INTERACTION_CREATE", inter.payload)
        try:
            await asyncio.wait_for(inter.acked.wait(), timeout=inter.deadline + 0.25)
        except TimeoutError:
            pass
        await self._settle(baseline, inter)
        inter.posted = [m for m in self.messages[known:] if m.interaction is None and m.public]
        if inter.response_type is None:
            self.problem("unanswered", f"no answer within {inter.deadline:g} s: the player saw \"This interaction "
                         "failed\"", interaction=inter)
        elif inter.original is not None and inter.original.loading and inter.original.interaction is inter:
            self.problem("deferred_forever", "the bot deferred and never followed up: the player sees "
                         "\"thinking…\" forever", interaction=inter)
        return inter

    async def _settle(self, baseline: set[asyncio.Task], inter: Interaction) -> None:
        """Wait until the work the interaction started is done: every task created since it was sent has
        finished (except long-lived ones such as a view's timeout), and no request is in flight."""
        deadline = time.monotonic() + self.settle_timeout
        current = asyncio.current_task()
        quiet_rounds = 0
        while time.monotonic() < deadline:
            pending = [t for t in asyncio.all_tasks() if t not in baseline and t is not current and not t.done()
                       and not _long_lived(t)]
            if pending:
                quiet_rounds = 0
                await asyncio.wait(pending, timeout=min(0.5, max(0.0, deadline - time.monotonic())),
                                   return_when=asyncio.FIRST_COMPLETED)
                continue
            if self._in_flight == 0:
                quiet_rounds += 1
                if quiet_rounds >= 3:
                    return
            await asyncio.sleep(0.005)
        pending = [t for t in asyncio.all_tasks() if t not in baseline and t is not current and not t.done()
                   and not _long_lived(t)]
        self.problem("busy", f"the bot was still working {self.settle_timeout:.0f} s after the interaction: "
                     f"{[_task_name(t) for t in pending]}", interaction=inter)


_LONG_LIVED = ("timeout_task_impl", "RequestHandler.start", "KeepAliveHandler", "_delay_ready",
               "_deadline_loop", "WebSocketResponse", "Client.connect", "Client.start", "poll_event")


def _task_name(task: asyncio.Task) -> str:
    return f"{task.get_name()}:{getattr(task.get_coro(), '__qualname__', '?')}"


def _long_lived(task: asyncio.Task) -> bool:
    name = _task_name(task)
    return any(part in name for part in _LONG_LIVED)


def _focused_type(payload: dict[str, Any]) -> int | None:
    """The type of the option being typed in an autocomplete interaction (subcommands walked into)."""
    options = (payload.get("data") or {}).get("options") or []
    while options:
        focused = next((o for o in options if o.get("focused")), None)
        if focused is not None:
            return focused.get("type")
        options = next((o.get("options") or [] for o in options if o.get("type") in (1, 2)), [])
    return None
