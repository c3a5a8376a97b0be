"""The work the bot owes, done when due: reminders, timeouts (each claimed by the save that applies it),
AI moves left over from a crash, and season ends (bot/seasons.py). A mixin of the table service (bot/service.py)."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from bot.clock import said_duration
from bot.metrics import DEADLINES_FIRED
from bot.models import ChannelSettings, Deadline, LogEntry, Outgoing, Seat, Table
from bot.privacy import purge_departed
from bot.seasons import end_seasons
from bot.steps import Move, Notice, is_automated, with_seat
from engines import registry
from engines.base import Engine, Prompt, State
from engines.said import said, said_json
from lang import ENGLISH

if TYPE_CHECKING:
    from bot.service_parts import TableCore
else:
    TableCore = object  # what the rest of the table service provides, for the type checker only (service_parts.py)

log = logging.getLogger(__name__)

CONFLICT_RETRIES = 5
OUTBOX_KEPT = timedelta(hours=1)
"""Notices delivered or given up are deleted this long after they were written (the sender needs none of them
again: a crash resends only pending ones; docs/PRIVACY.md says so)."""
RETRY_FAILED_WORK = timedelta(minutes=1)
"""A timeout or AI move whose engine raised is tried again this much later (never dropped)."""


class DeadlineWork(TableCore):
    """Planning deadlines as a step is saved, and firing them when due (uses the service's _commit,
    _apply, _play, _run_automated and _ai_action)."""

    _held_back: dict[int, datetime]
    """Failed work whose postponement the database refused too: not tried again before its time."""

    async def _plan_deadlines(
        self, table: Table, awaited: list[Prompt], before: list[Prompt] | None, settings: ChannelSettings,
        now: datetime, spent: int | None = None,
    ) -> tuple[list[Deadline], list[str]]:
        """New deadlines for players who became `awaited`, and AI work due now for awaited AI or away seats;
        players awaited before and still awaited on the same timer keep theirs (a turn of several steps
        has one timer; a player who answered a reaction window and is now on their own turn gets the turn
        timer), unless their timeout is the one `spent` by this step."""
        if table.status != "playing":
            return [], []
        work = [Deadline(kind="ai", table_id=table.id, channel_id=table.channel_id, player=p.player, due_at=now,
                         set_at=now, deadline_at=now) for p in awaited if is_automated(table, p.player)]
        prompts = [p for p in awaited if not is_automated(table, p.player)]
        was_awaited = {p.player: p.timer for p in before} if before is not None else {}
        pending = {d.player for d in await self.store.pending_deadlines(table.id)
                   if d.kind == "timeout" and d.id != spent}
        keep = [p.player for p in prompts if was_awaited.get(p.player) == p.timer and p.player in pending]
        deadlines: list[Deadline] = work
        for prompt in prompts:
            if prompt.player in keep:
                continue
            timer = settings.turn_timer if prompt.timer == "turn" else settings.reaction_window
            deadlines.extend(_deadlines_for(table, prompt.player, now, timer, settings.quiet))
        return deadlines, keep

    async def tick(self, now: datetime | None = None) -> list[Notice]:
        """Do the work due by `now`, each piece once, oldest first: reminders, timeouts (each applied at
        its own due time, so a long silence plays out as the deadlines would have fired one after
        another) and AI moves left over from a crash. Returns what happened, for the script runner; the
        channel hears of it through the outbox."""
        now = now or self.clock.now()
        # a hold whose time has come is no longer needed (its deadline may have gone with its game meanwhile)
        self._held_back = {deadline: until for deadline, until in self._held_back.items() if until > now}
        notices: list[Notice] = []
        tried: set[int] = set()
        while due := [d for d in await self.store.due_deadlines(now) if d.id not in tried]:
            for deadline in due:
                tried.add(deadline.id)
                if self._held_back.get(deadline.id, now) > now:
                    continue
                try:
                    notice = await self._fire(deadline, now)
                except Exception:  # one game's bug must not stop the others, nor lose this timer
                    log.exception("Deadline %s (%s of %s) failed; trying again in %s.", deadline.id,
                                  deadline.kind, deadline.player, ENGLISH.say(said_duration(RETRY_FAILED_WORK)))
                    await self._try_later(deadline.id, now + RETRY_FAILED_WORK)
                    continue
                if notice is not None:
                    DEADLINES_FIRED.labels(notice.kind).inc()
                    notices.append(notice)
        await self.send_digests(now)
        await end_seasons(self, now)
        await self.store.prune_outbox(now - OUTBOX_KEPT)
        await purge_departed(self, now)
        return notices

    async def _try_later(self, deadline_id: int, when: datetime) -> None:
        """Put failed work off until `when`: in the database, or, when the database refuses that write too
        (a full disk), in this process's memory, so it is not retried on every pass."""
        try:
            await self.store.postpone_deadline(deadline_id, when)
        except Exception:
            self._held_back[deadline_id] = when

    async def _fire(self, deadline: Deadline, now: datetime) -> Notice | None:
        async with self.channel_lock(deadline.channel_id):
            for _ in range(CONFLICT_RETRIES):
                table = await self.store.table(deadline.table_id)
                if table is None:
                    return None  # the game was deleted meanwhile (forgotten)
                current = {d.id: d for d in await self.store.pending_deadlines(deadline.table_id)}
                if deadline.id not in current:
                    return None  # fired already, or replaced by a move
                fired, notice = await self._fire_on(table, current[deadline.id], now)
                if fired:
                    return notice
        return None

    async def _fire_on(self, table: Table, deadline: Deadline, now: datetime) -> tuple[bool, Notice | None]:
        """(False, None) when another writer saved first (try again)."""
        if deadline.kind == "expiry":
            return await self._close_lobby(table, deadline, now), None
        due = self._due_on(table, deadline)
        if due is None:
            return await self.store.fire_deadline(deadline.id), None  # no longer applies
        seat, engine, state, prompt = due
        if deadline.kind == "ai":
            move = Move(table=table)
            action = await self._ai_action(table, seat.name)
            if not await self._apply(move, table, engine, state, seat.name, action, "ai"):
                return False, None
            await self._run_automated(move, engine)
            return True, None
        notice = Notice(deadline.kind, table, seat.name, seat.user_id, deadline.deadline_at, prompt.what,
                        secret=prompt.secret)
        if deadline.kind == "reminder":
            prefs = await self.store.prefs(seat.user_id)
            notice.dm = not seat.ai and prefs.dm_reminders
            # a player on the daily digest gets no reminder per game (a secret window still asks them)
            wanted = deadline.deadline_at > now and (notice.secret or not prefs.digest)
            outbox = self._reminders(table, notice) if wanted else []
            return await self.store.fire_deadline(deadline.id, outbox), notice
        notice.move = await self._time_out(table, engine, state, seat, deadline, prompt.secret)
        return notice.move is not None, notice

    def _due_on(self, table: Table, deadline: Deadline) -> tuple[Seat, Engine, State, Prompt] | None:
        """The seat, engine, state and prompt a deadline still applies to (None: it no longer does)."""
        seat = table.seat_named(deadline.player) if table.status == "playing" else None
        if seat is None or (deadline.kind == "ai") != seat.automated:
            return None
        engine, state = self.engine_and_state(table)
        prompt = engine.prompt_of(state, deadline.player)
        return None if prompt is None else (seat, engine, state, prompt)

    async def _close_lobby(self, table: Table, deadline: Deadline, now: datetime) -> bool:
        """A lobby nobody started in time is closed (unrated, as if abandoned) and the channel told, in one
        save that also claims the deadline; a game that started meanwhile just lets it go."""
        if table.status != "lobby":
            return await self.store.fire_deadline(deadline.id)
        title = registry.get(table.game).title
        closed = table.model_copy(update={"status": "abandoned", "version": table.version + 1, "updated_at": now})
        log = LogEntry(table_id=table.id, version=closed.version, actor="", source="lobby",
                       action={"do": "expire"}, at=now, told=[])
        text = said("table-lobby-closed", title=title, duration=said_duration(deadline.deadline_at - deadline.set_at))
        notice = Outgoing(table_id=table.id, dest=table.channel_id, kind="notice", payload={"text": said_json(text)},
                          created_at=now)
        return await self.store.save_table(closed, table.version, log, [], claim=deadline.id, outbox=[notice])

    def _reminders(self, table: Table, notice: Notice) -> list[Outgoing]:
        """A reminder in the channel (a secret prompt's player only by direct message), and by direct
        message for players who asked."""
        payload = {"user_id": notice.user_id, "player": notice.player, "what": said_json(notice.what),
                   "deadline_at": notice.deadline_at.isoformat(), "channel_id": table.channel_id}
        now = self.clock.now()
        outbox = []
        if not notice.secret:
            outbox.append(Outgoing(table_id=table.id, dest=table.channel_id, kind="reminder", payload=payload,
                                   created_at=now))
        if notice.dm or notice.secret:
            outbox.append(Outgoing(table_id=table.id, dest=f"dm:{notice.user_id}", kind="reminder",
                                   payload=payload, created_at=now))
        return outbox

    async def _time_out(self, table: Table, engine: Engine, state: State, seat: Seat, deadline: Deadline,
                        secret: bool) -> Move | None:
        """Apply the engine's default move, claiming the deadline in the same save (None when another
        writer saved first). A turn that ends by timeout counts towards being marked away (three in a
        row); a timeout inside a turn that goes on does not count twice."""
        at = deadline.due_at
        before, _ = self.kept.before_step(table, engine, state)
        after, applied = self._play(engine, state, seat.name, engine.on_timeout(state, seat.name, at), "timeout", at)
        turn_over = all(p.player != seat.name for p in engine.awaiting(after))
        timeouts = seat.timeouts_in_row + turn_over
        away = seat.away or timeouts >= 3
        marked = with_seat(table, seat, timeouts_in_row=timeouts, away=away)
        move = Move(table=marked)
        timed_out = {"player": seat.name, "user_id": seat.user_id, "secret": secret,
                     "marked_away": away and not seat.away}
        if not await self._commit(move, marked, engine, after, before, at, seat.name, "timeout", applied.action,
                                  applied, claim=deadline.id, timed_out=timed_out):
            return None
        await self._run_automated(move, engine)
        return move


def _deadlines_for(table: Table, player: str, now: datetime, timer: timedelta, quiet: bool) -> list[Deadline]:
    """The timeout, and (unless quiet) reminders at half time and shortly before the end."""
    deadline_at = now + timer
    common = {"table_id": table.id, "channel_id": table.channel_id, "player": player, "set_at": now,
              "deadline_at": deadline_at}
    deadlines = [Deadline(kind="timeout", due_at=deadline_at, **common)]
    if not quiet:
        for due in (now + timer / 2, deadline_at - min(timedelta(hours=1), timer / 10)):
            deadlines.append(Deadline(kind="reminder", due_at=due, **common))
    return deadlines


