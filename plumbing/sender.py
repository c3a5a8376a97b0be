"""The sender: delivers the outbox (the notices each saved step of a game wrote in its own transaction)
to Discord. In order within a channel (or a player's DMs), independently across them: one channel's
refusal, server error or rate limit never delays another. A notice is marked delivered once Discord
accepted its message; transient failures are retried with backoff, permanent ones (no access, missing
permissions, unknown channel, closed DMs) are given up with one log line.

A crash between Discord accepting a message and the mark is covered by the message's nonce: the
notices of one message are fixed (batched) before it is sent, the nonce names the batch, and Discord
(enforce_nonce) answers a resend with the message it already has instead of posting it twice. Discord keeps
nonces for minutes only: a batch written longer ago (an outage, a slow restart) is first looked for among the
channel's recent messages (a table by the batch's mark in its picture's file name, anything else by its words).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable, Collection, Coroutine, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any, Protocol

import aiohttp
import discord

from bot.models import Outgoing, Posted
from bot.service import TableService
from plumbing.carry import can_carry, carrier, through_interaction
from plumbing.pace import can_wait

log = logging.getLogger(__name__)

MAX_MERGED = 200
"""Table posts of one table merged into one message at most (an AI run after a timeout or a restart)."""
PERMANENT = {
    10003: "unknown channel",
    10013: "unknown user",
    50001: "missing access",
    50007: "the player does not accept direct messages",
    50013: "missing permissions",
    50083: "the thread is archived and locked",
    160005: "the thread is locked",
}
OWN_FAULT = "a fault of the bot"
"""The log's reason for a pause after a bug of ours (PERMANENT's reasons, too, go to the log only)."""
CLOSED_DMS, UNKNOWN_CHANNEL = 50007, 10003
THREAD_CLOSED = {50083: "locked", 160005: "locked"}
"""Discord's refusals of a post in a locked thread (archived, or not), by code."""
GONE = {UNKNOWN_CHANNEL: "deleted", **THREAD_CLOSED}
"""Refusals that mean a game's channel or thread is gone for good (the posts say what follows: `Posts.gone`)."""
BACKOFF = (1.0, 2.0, 5.0, 15.0, 60.0, 300.0)
"""Seconds before the next try after 1, 2, 3... transient failures in a row (then every 5 minutes)."""
CARRIED_FRESH = timedelta(seconds=10)
"""A carried batch written longer ago may have been sent before (by a process that then died): its original
response is read before it is edited, or its follow-up looked for, as either may hold the table already."""
NONCE_TRUSTED = 60.0
"""Seconds a notice may have waited with its nonce still remembered by Discord (enforce_nonce: "checked for
uniqueness in the past few minutes"); an older batch is looked for among the channel's LOOK_BACK latest
messages before it is posted."""
LOOK_BACK = 50
WAITS = {"reminder", "digest"}
"""Notices that give way to every other request when the global budget is short (plumbing/pace.py)."""
WAIT_OUT = 5.0
"""Pauses up to this long are waited out in the destination's own task (other destinations go on)."""


def batch_mark(batch: list[Outgoing]) -> str:
    """The batch's name on Discord: its messages' nonce, and part of a table picture's file name (so the
    message can be told among the channel's, once Discord forgot the nonce)."""
    return f"dh{batch[0].batch or batch[0].id}"


def merge(pending: list[Outgoing]) -> int:
    """How many of a destination's pending notices go out as one message: a table post takes the table
    posts of the same table right after it (one picture of the latest table under all their narration), up
    to a second one an interaction carries (each interaction is answered with its own message); anything
    else goes alone."""
    first = pending[0]
    if first.kind != "table":
        return 1
    count, carried = 1, "via" in first.payload
    for notice in pending[1:MAX_MERGED]:
        if notice.kind != "table" or notice.table_id != first.table_id or notice.payload.get("timeout"):
            break
        if "via" in notice.payload:
            if carried:
                break
            carried = True
        count += 1
    return count


class Posts(Protocol):
    """What the features make of the outbox's notices (cogs/_posts.py): the sender carries messages, the
    features say what they hold and what follows where they went."""

    async def message(self, batch: list[Outgoing]) -> dict[str, Any]:
        """The batch as one message: `discord.abc.Messageable.send`'s keywords (a table's picture named with
        `batch_mark`, so the sender can find it again once Discord forgot its nonce)."""

    async def delivered(self, dest: str, table_id: int) -> None:
        """After a message to a channel (a forum post's tags follow its game)."""

    async def gone(self, dest: str, why: str) -> None:
        """The game's channel or thread is gone for good (`GONE`'s reason): the game's next home."""


class Sender:
    def __init__(self, client: discord.Client, service: TableService, posts: Posts):
        self.client = client
        self.service = service
        self.posts = posts
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._tasks: dict[str, asyncio.Task] = {}
        self._failures: dict[str, int] = {}
        self._retry_at: dict[str, float] = {}
        self._pumping: asyncio.Task | None = None
        self._removing: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        """Per table: a channel post and a direct message may both find a reminder stale; one removes it."""
        self._unbuttoning: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._tidying: defaultdict[str, set[asyncio.Task]] = defaultdict(set)
        """Clean-ups under way, by the destination whose post started them."""
        self._started: datetime | None = None
        """When this sender first looked at the outbox (the bot's start, as far as it can tell)."""
        self._held: Counter[str] = Counter()
        """Channels where a person's move is being answered: their notices wait, so the move's interaction can
        carry its table (plumbing/carry.py) instead of the sender taking it to the channel first."""
        self._tried: set[str] = set()
        """Marks of the carried batches this sender tried and has not finished: a retry may find them sent."""

    async def flush(self, dests: Collection[str] | None = None) -> None:
        """Deliver every destination with pending notices, or only `dests` (a move's: its own channel and the
        players it sent a direct message; not every busy channel of the bot's), except those waiting out a
        backoff, and wait until those runs end, and the clean-ups they started (a move's flush waits for its own
        channel's, not for every channel's old buttons queued behind the global limit)."""
        started = await self._start(fresh=True, dests=dests)
        if started:
            await asyncio.wait(started)
        tidying = set().union(*(self._tidying.get(d, ()) for d in (self._tidying if dests is None else dests)))
        if tidying:
            await asyncio.wait(tidying)

    def pump(self) -> None:
        """Start delivering in the background: each destination in its own task, so a slow or failing
        channel holds up only itself."""
        self._pumping = asyncio.create_task(self._start(), name="outbox:pump")

    async def _start(self, fresh: bool = False, dests: Collection[str] | None = None) -> list[asyncio.Task]:
        """A run per destination with pending notices, or per one of `dests` where given (a run that finds
        nothing ends at once); `fresh`: even where one is running (it may be past its last look at the
        outbox), a new one that queues behind it."""
        if self._started is None:
            self._started = self.service.clock.now()
        started = []
        for dest in await self.service.store.outbox_dests() if dests is None else dests:
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
                if not dest.removeprefix("dm:").isdigit():  # no Discord id: a test's or a script's channel
                    log.warning("Gave up a notice for %s (outbox %s): no Discord channel or user.", dest, ids)
                    await self._finish(batch, "failed")
                    continue
                try:
                    sent, posted = await self._deliver(dest, batch)
                except discord.HTTPException as exc:
                    if exc.status == 429 or exc.status >= 500:
                        if await self._paused(dest, f"{exc.status} {exc.text}"):
                            continue
                        return
                    if exc.code == CLOSED_DMS and dest.startswith("dm:"):
                        await self.service.note_dms(dest.removeprefix("dm:"), closed=True)
                    if exc.code in GONE and not dest.startswith("dm:"):  # deleted or locked while the bot was away
                        await self.posts.gone(dest, GONE[exc.code])
                    reason = PERMANENT.get(exc.code, f"{exc.status} {exc.code} {exc.text}")
                    level = logging.WARNING if exc.code in PERMANENT else logging.ERROR
                    log.log(level, "Gave up a notice for %s (outbox %s): %s.", dest, ids, reason)
                    await self._finish(batch, "failed")
                    continue
                except (TimeoutError, aiohttp.ClientError, OSError) as exc:
                    if await self._paused(dest, repr(exc)):
                        continue
                    return
                except NotDeliverable as exc:
                    log.info("Gave up a notice for %s (outbox %s): %s.", dest, ids, exc)
                    await self._finish(batch, "failed")
                    continue
                except Exception:  # a bug of ours: the notice waits (never dropped) and the log says why
                    log.exception("Could not deliver to %s (outbox %s); the notices wait for the next try.", dest, ids)
                    await self._paused(dest, OWN_FAULT)
                    return
                await self._finish(batch, "delivered", posted, str(sent.id))
                if posted is not None:
                    self._tidy_after(posted, dest)
                self._failures.pop(dest, None)
                self._retry_at.pop(dest, None)

    async def _finish(self, batch: list[Outgoing], status: str, posted: Posted | None = None,
                      message_id: str | None = None) -> None:
        await self.service.store.finish_outbox([n.id for n in batch], status, posted, message_id)
        self._tried.discard(batch_mark(batch))

    @contextmanager
    def holding(self, dest: str) -> Iterator[None]:
        """Deliver nothing to `dest` meanwhile (a flush afterwards sends what waited)."""
        self._held[dest] += 1
        try:
            yield
        finally:
            self._held[dest] -= 1
            if not self._held[dest]:
                del self._held[dest]

    async def _next_batch(self, dest: str) -> list[Outgoing]:
        """Batched while no move is under way in the channel, so a move and the AI replies it causes go
        out as one message; nothing while a person's move there is being answered (`holding`)."""
        async with self.service.channel_lock(dest):
            if dest in self._held:
                return []
            return await self.service.store.next_batch(dest, merge)

    async def _paused(self, dest: str, why: str) -> bool:
        """After a transient failure: a short pause is waited out here, so the notice follows as soon as
        Discord is back (True: try again now); a long one is left to a later pump (False)."""
        failures = self._failures[dest] = self._failures.get(dest, 0) + 1
        pause = BACKOFF[min(failures, len(BACKOFF)) - 1]
        self._retry_at[dest] = time.monotonic() + pause
        log.info("Delivery to %s failed (%s); trying again in %.0f s.", dest, why, pause)
        if pause > WAIT_OUT:
            return False
        await asyncio.sleep(pause)
        return True

    async def _deliver(self, dest: str, batch: list[Outgoing]) -> tuple[discord.PartialMessage, Posted | None]:
        """Send the batch: the message that delivered it, and the one to note as posted, if any (a table post,
        a reminder)."""
        sent = await self._carried(dest, batch) or await self._posted(dest, batch)
        if not dest.startswith("dm:"):  # a forum post's tags follow its game
            await self.posts.delivered(dest, batch[-1].table_id)
        if batch[0].kind == "reminder" or (batch[0].kind == "table" and not dest.startswith("dm:")):
            return sent, _noted(sent, batch)
        return sent, None

    async def _carried(self, dest: str, batch: list[Outgoing]) -> discord.PartialMessage | None:
        """The batch through the interaction carrying it (plumbing/carry.py), if one does and still can."""
        via = carrier(batch)
        if via is None or dest.startswith("dm:") or not can_carry(via):
            return None
        mark, message = batch_mark(batch), await self.posts.message(batch)
        retry = self._maybe_sent(batch)
        if retry:
            channel = self.client.get_partial_messageable(int(dest))
            if (sent := await self._posted_before(channel, batch, message)) is not None:
                log.info("Outbox %s was followed up before (message %s): not sent again.", mark, sent.id)
                return sent
        self._tried.add(mark)
        followed = await through_interaction(self.client, dest, via, message)
        if followed is None:
            log.info("Outbox %s: its interaction cannot carry it any more; it goes to the channel.", mark)
        return followed

    def _maybe_sent(self, batch: list[Outgoing]) -> bool:
        """Whether the carried batch may have been sent already: this sender tried it and failed (Discord may
        have taken it all the same), it was written before this sender started (a process that died may have
        sent it), or long ago."""
        written = batch[-1].created_at
        return (batch_mark(batch) in self._tried or self._started is None or written < self._started
                or self.service.clock.now() - written > CARRIED_FRESH)

    async def _posted(self, dest: str, batch: list[Outgoing]) -> discord.Message:
        """The batch as a channel (or direct) message, unless it was posted before Discord forgot its nonce."""
        message = await self.posts.message(batch)
        nonce = batch_mark(batch)
        channel: discord.abc.Messageable
        if dest.startswith("dm:"):
            channel = await self.client.create_dm(discord.Object(id=int(dest.removeprefix("dm:"))))
        else:
            channel = self.client.get_partial_messageable(int(dest))
        sent = await self._posted_before(channel, batch, message) if self._nonce_forgotten(batch) else None
        if sent is not None:
            log.info("Outbox %s was posted before the nonce window closed (message %s): not posted again.", nonce,
                     sent.id)
            return sent
        if batch[0].kind in WAITS:
            with can_wait():
                return await channel.send(nonce=nonce, **message)
        return await channel.send(nonce=nonce, **message)

    def _nonce_forgotten(self, batch: list[Outgoing]) -> bool:
        """Whether Discord may have forgotten the batch's nonce, had it been sent before: it was written
        longer ago than Discord keeps nonces (an outage, a restart that took minutes)."""
        return self.service.clock.now() - batch[0].created_at > timedelta(seconds=NONCE_TRUSTED)

    async def _posted_before(self, channel: discord.abc.Messageable, batch: list[Outgoing], message: dict[str, Any]
                             ) -> discord.Message | None:
        """The bot's message of this batch among the channel's recent ones, if it was posted: a table by the
        batch's mark in its picture's file name, anything else by its exact words among the messages newer than
        the last one that delivered a batch there (a destination's batches go out in order, so the same words
        before it are an earlier notice's: a second ping said as the first was). Needs Read Message History
        (without it Discord shows no history, and the batch is posted)."""
        mark, me = f"-{batch_mark(batch)}.", self.client.user.id if self.client.user else None
        after = None if "files" in message else await self.service.store.last_delivered(batch[0].dest)
        async for earlier in channel.history(limit=LOOK_BACK):
            if after is not None and earlier.id <= after:
                return None
            if earlier.author.id != me:
                continue
            if "files" in message and any(mark in a.filename for a in earlier.attachments):
                return earlier
            if "files" not in message and earlier.content == message["content"]:
                return earlier
        return None

    def _tidy_after(self, posted: Posted, dest: str) -> None:
        """Once a table post or a reminder is noted (with its batch delivered): remove the reminders it makes
        stale, and a table post takes the controls off the game's older tables. A crash before that leaves them
        noted: the next post removes them."""
        if posted.kind == "table":
            self._tidy(dest, self._take_off_controls(posted.table_id, posted.message_id))
        self._tidy(dest, self.remove_stale_reminders(posted.table_id, keep=posted.message_id))

    def _tidy(self, dest: str, work: Coroutine[Any, Any, None]) -> None:
        """Clean-up whose requests can wait their turn under the global budget (plumbing/pace.py) runs beside the
        deliveries: a channel's next table never queues behind the old one's buttons coming off."""
        task = asyncio.create_task(_left_noted_if_failing(work))
        self._tidying[dest].add(task)
        task.add_done_callback(lambda done: self._tidied(dest, done))

    def _tidied(self, dest: str, task: asyncio.Task) -> None:
        tasks = self._tidying[dest]
        tasks.discard(task)
        if not tasks:
            del self._tidying[dest]

    async def _take_off_controls(self, table_id: int, newest: str) -> None:
        """The buttons off the table's messages older than `newest`, one clean-up per table at a time."""
        async with self._unbuttoning[table_id]:
            store = self.service.store
            older = [p for p in await store.posted(table_id, "table") if p.message_id != newest
                     and not (p.message_id.isdigit() and newest.isdigit() and int(p.message_id) > int(newest))]
            await store.forget_posted([p.message_id for p in await self._without_controls(older)])

    async def _without_controls(self, tables: list[Posted]) -> list[Posted]:
        """Take the buttons off older table messages once a newer table is posted: only the newest table is
        played from (a click that raced the edit still gets "the table changed")."""
        return await self._change_each(tables, lambda message: message.edit(view=None), lambda posted, exc: log.warning(
            "Could not take the buttons off table message %s: %s", posted.message_id, exc.text))

    async def _change_each(self, noted: list[Posted], change: Callable[[discord.PartialMessage], Awaitable[Any]],
                           refused: Callable[[Posted, discord.HTTPException], None]) -> list[Posted]:
        """`change` (an edit, a delete) applied to each noted message, under the global budget's waiting lane:
        those done or gone (`refused` logs a refusal for good). A transient failure leaves a message noted for the
        next post."""
        done = []
        for posted in noted:
            message = self.client.get_partial_messageable(int(posted.channel_id)).get_partial_message(
                int(posted.message_id))
            try:
                with can_wait():
                    await change(message)
            except discord.NotFound:
                pass
            except discord.HTTPException as exc:
                if exc.status == 429 or exc.status >= 500:
                    continue
                refused(posted, exc)
            done.append(posted)
        return done

    async def remove_stale_reminders(self, table_id: int, keep: str = "") -> None:
        """Delete the table's reminders that no longer hold, in the channel and by direct message (a DM left
        would go on saying "time runs out 13 hours ago"): the player moved or the time ran out (no timer runs
        for them on that deadline any more), or a newer reminder for them was posted in the same place."""
        async with self._removing[table_id]:
            await self._remove_stale_reminders(table_id, keep)

    async def _remove_stale_reminders(self, table_id: int, keep: str) -> None:
        store = self.service.store
        reminders = await store.posted(table_id, "reminder")
        if not reminders:  # most posts: nothing to read further, nothing to forget
            return
        live = {(d.player, d.deadline_at) for d in await store.pending_deadlines(table_id) if d.kind == "timeout"}
        newest = {(r.player, r.channel_id): r.message_id for r in reminders}
        stale = [r for r in reminders if r.message_id != keep
                 and ((r.player, r.deadline_at) not in live or newest[r.player, r.channel_id] != r.message_id)]
        gone = [r.message_id for r in await self._change_each(stale, lambda message: message.delete(), lambda r, exc: (
            log.warning("Could not remove the stale reminder %s: %s", r.message_id, exc.text)))]
        await store.forget_posted(gone)


def _noted(sent: discord.PartialMessage, batch: list[Outgoing]) -> Posted:
    """A table post (the game's latest message, for links) or a reminder (in the channel or by direct message),
    as the store notes it."""
    first = batch[-1]
    kind = "table" if first.kind == "table" else "reminder"
    deadline = datetime.fromisoformat(first.payload["deadline_at"]) if kind == "reminder" else None
    where = str(sent.channel.id) if first.dest.startswith("dm:") else first.dest  # a DM: its channel's id
    return Posted(message_id=str(sent.id), table_id=first.table_id, channel_id=where, kind=kind,
                  player=first.payload.get("player", "") if kind == "reminder" else "", deadline_at=deadline,
                  posted_at=sent.created_at)


async def _left_noted_if_failing(work: Coroutine[Any, Any, None]) -> None:
    """A clean-up that fails (Discord down, the bot closing) leaves what it did not take off noted: the next
    post of that game tries again."""
    try:
        await work
    except Exception:  # noqa: BLE001 (whatever stopped it, the next post tries again)
        log.warning("Taking stale buttons or reminders off failed; the next post tries again.", exc_info=True)


class NotDeliverable(Exception):
    """A notice whose game was deleted meanwhile (its server's data, on request): given up."""
