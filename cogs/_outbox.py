"""The sender: delivers the outbox (the notices each saved step of a game wrote in its own transaction)
to Discord. In order within a channel (or a player's DMs), independently across them: one channel's
refusal, server error or rate limit never delays another. A notice is marked delivered once Discord
accepted its message; transient failures are retried with backoff, permanent ones (no access, missing
permissions, unknown channel, closed DMs) are given up with one log line.

A crash between Discord accepting a message and the mark is covered by the message's nonce: the
notices of one message are fixed (batched) before it is sent, the nonce names the batch, and Discord
(enforce_nonce) answers a resend with the message it already has instead of posting it twice.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import defaultdict
from datetime import datetime
from io import BytesIO
from typing import Any

import aiohttp
import discord

from bot.models import Outgoing, Table
from bot.service import TableService
from cogs._common import (
    MAX_CONTENT,
    controls_view,
    items_view,
    mention,
    private_controls,
    relative_time,
    table_text,
)

log = logging.getLogger(__name__)

MAX_FILES = 10
"""Discord's limit of attachments on one message."""
MAX_MERGED = 200
"""Table posts of one table merged into one message at most (an AI run after a timeout or a restart)."""
PERMANENT = {
    10003: "unknown channel",
    10013: "unknown user",
    50001: "missing access",
    50007: "the player does not accept direct messages",
    50013: "missing permissions",
}
BACKOFF = (1.0, 2.0, 5.0, 15.0, 60.0, 300.0)
"""Seconds before the next try after 1, 2, 3... transient failures in a row (then every 5 minutes)."""


def merge(pending: list[Outgoing]) -> int:
    """How many of a destination's pending notices go out as one message: a table post takes the table
    posts of the same table right after it (one picture of the latest table under all their narration);
    anything else goes alone."""
    first = pending[0]
    if first.kind != "table":
        return 1
    count = 1
    for notice in pending[1:MAX_MERGED]:
        if notice.kind != "table" or notice.table_id != first.table_id or notice.payload.get("timeout"):
            break
        count += 1
    return count


class Sender:
    def __init__(self, client: discord.Client, service: TableService):
        self.client = client
        self.service = service
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._tasks: dict[str, asyncio.Task] = {}
        self._failures: dict[str, int] = {}
        self._retry_at: dict[str, float] = {}
        self._pumping: asyncio.Task | None = None

    async def flush(self) -> None:
        """Deliver every destination with pending notices (except those waiting out a backoff) and wait
        until those runs end."""
        started = await self._start(fresh=True)
        if started:
            await asyncio.wait(started)

    def pump(self) -> None:
        """Start delivering in the background: each destination in its own task, so a slow or failing
        channel holds up only itself."""
        self._pumping = asyncio.create_task(self._start(), name="outbox:pump")

    async def _start(self, fresh: bool = False) -> list[asyncio.Task]:
        """A run per destination; `fresh`: even where one is running (it may be past its last look at the
        outbox), a new one that queues behind it."""
        started = []
        for dest in await self.service.store.outbox_dests():
            if self._retry_at.get(dest, 0.0) > time.monotonic():
                continue
            task = self._tasks.get(dest)
            if fresh or task is None or task.done():
                task = self._tasks[dest] = asyncio.create_task(self.drain(dest), name=f"outbox:{dest}")
            started.append(task)
        return started

    async def drain(self, dest: str) -> None:
        """Send `dest`'s notices in order until none is left or a transient failure calls for a pause."""
        async with self._locks[dest]:
            while batch := await self._next_batch(dest):
                ids = [n.id for n in batch]
                try:
                    await self._deliver(dest, batch)
                except discord.HTTPException as exc:
                    if exc.status == 429 or exc.status >= 500:
                        self._back_off(dest, f"{exc.status} {exc.text}")
                        return
                    reason = PERMANENT.get(exc.code, f"{exc.status} {exc.code} {exc.text}")
                    level = logging.WARNING if exc.code in PERMANENT else logging.ERROR
                    log.log(level, "Gave up a notice for %s (outbox %s): %s.", dest, ids, reason)
                    await self.service.store.finish_outbox(ids, "failed")
                    continue
                except (TimeoutError, aiohttp.ClientError, OSError) as exc:
                    self._back_off(dest, repr(exc))
                    return
                except ValueError as exc:  # a destination that is no Discord id (a test's or a script's)
                    log.warning("Gave up a notice for %s (outbox %s): %s", dest, ids, exc)
                    await self.service.store.finish_outbox(ids, "failed")
                    continue
                await self.service.store.finish_outbox(ids, "delivered")
                self._failures.pop(dest, None)
                self._retry_at.pop(dest, None)

    async def _next_batch(self, dest: str) -> list[Outgoing]:
        """Batched while no move is under way in the channel, so a move and the AI replies it causes go
        out as one message."""
        async with self.service.channel_lock(dest):
            return await self.service.store.next_batch(dest, merge)

    def _back_off(self, dest: str, why: str) -> None:
        failures = self._failures[dest] = self._failures.get(dest, 0) + 1
        pause = BACKOFF[min(failures, len(BACKOFF)) - 1]
        self._retry_at[dest] = time.monotonic() + pause
        log.info("Delivery to %s failed (%s); trying again in %.0f s.", dest, why, pause)

    async def _deliver(self, dest: str, batch: list[Outgoing]) -> None:
        message = await self.message(batch)
        nonce = f"dh{batch[0].batch or batch[0].id}"
        if dest.startswith("dm:"):
            channel = await self.client.create_dm(discord.Object(id=int(dest.removeprefix("dm:"))))
        else:
            channel = self.client.get_partial_messageable(int(dest))
        await channel.send(nonce=nonce, **message)

    async def message(self, batch: list[Outgoing]) -> dict[str, Any]:
        first = batch[0]
        if first.kind == "table":
            return await table_post(self.service, batch)
        if first.kind == "reminder":
            return reminder_post(first)
        if first.kind == "notice":
            return {"content": first.payload["text"], "allowed_mentions": discord.AllowedMentions.none()}
        return ping_post(self.service, first)


async def table_post(service: TableService, batch: list[Outgoing]) -> dict[str, Any]:
    """One message for consecutive table posts of one table: what happened in all of them, the picture of
    the latest, within Discord's limits (the narration keeps its newest lines, the report pictures their
    newest)."""
    table = Table.model_validate(batch[-1].payload["table"])
    events = [e for n in batch for e in n.payload["events"]]
    head = [line for n in batch if (out := n.payload.get("timeout")) for line in timeout_lines(out)]
    snap = await service.snapshot(table, events)
    body = table_text(snap, limit=MAX_CONTENT - sum(len(h) + 1 for h in head))
    reports = snap.reports
    kept = reports[-(MAX_FILES - 1):]
    if len(kept) < len(reports):
        body = f"({len(reports) - len(kept)} earlier battle reports are not attached.)\n" + body
        body = body[:MAX_CONTENT - sum(len(h) + 1 for h in head)]
    files = [discord.File(BytesIO(snap.picture), filename=f"{table.game}-{table.version}.png")]
    files += [discord.File(BytesIO(report), filename=f"report-{table.version}-{i + 1}.png")
              for i, report in enumerate(kept)]
    message: dict[str, Any] = {
        "content": "\n".join([*head, body]), "files": files,
        "allowed_mentions": discord.AllowedMentions(users=True, roles=False, everyone=False),
    }
    view = controls_view(snap)
    if view is not None:
        message["view"] = view
    return message


def timeout_lines(timed_out: dict[str, Any]) -> list[str]:
    who = "a player who was asked" if timed_out["secret"] else mention(timed_out["user_id"], timed_out["player"])
    lines = [f"⌛ Time ran out for {who}, so the bot made a default move."]
    if timed_out.get("marked_away"):
        lines.append(f"{mention(timed_out['user_id'], timed_out['player'])} is marked away after three turns in a "
                     "row ran out: the AI plays their seat until they use /game back.")
    return lines


def reminder_post(notice: Outgoing) -> dict[str, Any]:
    data = notice.payload
    deadline = datetime.fromisoformat(data["deadline_at"])
    text = f"the game is waiting for you: {data['what']}. Time runs out {relative_time(deadline)}."
    if notice.dest.startswith("dm:"):
        return {"content": f"⏰ In <#{data['channel_id']}>, {text}"}
    return {"content": f"⏰ {mention(data['user_id'], data['player'])}, {text}",
            "allowed_mentions": discord.AllowedMentions(users=True, roles=False, everyone=False)}


def ping_post(service: TableService, notice: Outgoing) -> dict[str, Any]:
    """A direct message to a player a secret prompt waits for, with their private choices."""
    data = notice.payload
    table = Table.model_validate(data["table"])
    when = f" before it closes {relative_time(datetime.fromisoformat(data['closes']))}" if data["closes"] else ""
    text = (f"🔔 In <#{table.channel_id}>, {data['what']}. Answer{when} here or with **My options** under "
            "the table; only you see your choices.")
    view = items_view(private_controls(service, table, data["player"]))
    return {"content": text, **({"view": view} if view else {})}
