"""The table service: one code path for every game and every caller (cogs, script runner, benchmark,
AI seats, deadlines). It never imports discord.

load the channel's table → check the actor is seated and awaited → engine.apply → save with a
compare-and-set on the version → schedule deadlines and reminders → rate finished games → hand back
what happened.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
import weakref
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel

from bot.awaiting import DIGEST_EVERY, AwaitingWork, step_notices
from bot.clock import Clock, said_duration
from bot.cooldowns import Cooldowns
from bot.deadlines import CONFLICT_RETRIES, RETRY_FAILED_WORK, DeadlineWork
from bot.guide import guide_now, note_guided
from bot.kept import Kept, fingerprint
from bot.limits import Limits
from bot.lobby import LobbyWork
from bot.looplag import give_way
from bot.merge_patch import merge_patch
from bot.metrics import MOVE_SECONDS, MOVES, PICTURES, phase
from bot.models import ChannelSettings, Deadline, LogEntry, PlayerPrefs, Rating, Seat, Table, ViewFingerprint
from bot.rating import rater
from bot.snapshot import TableSnapshot
from bot.steps import (
    Applied,
    Before,
    GameOver,
    LobbyError,
    Move,
    NoGame,
    NotAllowed,
    Notice,
    NotSeated,
    TableChanged,
    a_person_awaited,
    ai_choice,
    args_of,
    is_automated,
    is_held_step,
    is_private_step,
    narration,
    play_lasting,
    told_of,
    with_seat,
)
from bot.store import Store
from bot.workers import Serialized, WorkerPool
from engines import registry
from engines.base import Action, Engine, Event, Outcome, Prompt, State
from engines.errors import NotYourTurn
from engines.said import Said, Value, said
from lang import DEFAULT

log = logging.getLogger(__name__)

MAX_AUTOMATED_MOVES = 10_000
TIMER_BOUNDS = {"turn_timer": (timedelta(minutes=5), timedelta(days=30)),
                "reaction_window": (timedelta(minutes=1), timedelta(days=7))}
"""The shortest and longest a channel's timers may be set to (/game settings)."""
"""Safety net: AI seats playing each other stop after this many moves in one go."""
LIVE_SEED_BITS = 128
"""A live game's seed: too many bits to search from the public dice (a 31-bit seed was found from a Dice
Throne game's first rolls in minutes). Stored as decimal text, never shown; the script runner's small
integer seeds keep their meaning."""
__all__ = [
    "RETRY_FAILED_WORK", "Applied", "GameOver", "LobbyError", "Move", "NoGame", "NotAllowed", "NotSeated", "Notice",
    "TableChanged", "TableService",
]


class TableService(DeadlineWork, LobbyWork, AwaitingWork):
    def __init__(self, store: Store, clock: Clock, workers: WorkerPool | None = None, limits: Limits = Limits()):
        self.store = store
        self.clock = clock
        self.limits = limits
        self.cooldowns = Cooldowns(clock, store)
        self._held_back: dict[int, datetime] = {}
        self.kept = Kept()
        """The latest tables' states, public views and plain pictures (bot/kept.py)."""
        self.workers = workers or WorkerPool(0)
        """Pictures are drawn and encoded there (bot/workers.py); without one, in threads."""
        # Moves in one channel queue here instead of racing: the compare-and-set on the version stays
        # what makes writes safe (across processes too); the lock only spares this process retries.
        self._channel_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    def channel_lock(self, channel_id: str) -> asyncio.Lock:
        """Held while a move (with the AI replies it causes) or a deadline is applied in the channel. Kept
        only while someone holds it or waits for it: a bot meets ever more channels (10,000 locks kept
        for good were 1.7 MB)."""
        lock = self._channel_locks.get(channel_id)
        if lock is None:
            lock = self._channel_locks[channel_id] = asyncio.Lock()
        return lock

    # --- reading ------------------------------------------------------------------------------

    async def table(self, channel_id: str) -> Table:
        table = await self.store.active_table(channel_id)
        if table is None:
            last = await self.store.latest_table(channel_id)
            if last is not None and last.status in ("finished", "abandoned"):
                raise GameOver(said("table-start-new", ended=self.how_it_ended(last)))
            raise NoGame(said("table-no-game"))
        return table

    def how_it_ended(self, table: Table) -> Said:
        """One sentence for a move that arrives after the end: that the game is over, and how (the outcome's
        reason is the game's own sentence, empty where the game narrates its end instead)."""
        title = registry.get(table.game).title
        if table.status == "abandoned":
            return said("table-ended-abandoned", title=title)
        outcome = self.outcome(table)
        if outcome is None:
            return said("table-ended", title=title)
        winners: dict[str, Value] = {"count": len(outcome.winners), "winners": ", ".join(outcome.winners)}
        return said("table-ended-won", reason=outcome.reason, **winners) if outcome.reason else said(
            "table-ended-winners", **winners)

    async def playing_table(self, channel_id: str, named: Table | None = None) -> Table:
        """The channel's game in play (`named`: the table a button names, read just before: read once where it is
        the channel's, as it is then the channel's only lobby or game in play)."""
        table = named if named is not None and named.channel_id == channel_id else await self.table(channel_id)
        if table.status != "playing":
            raise NoGame(said("table-not-started-start"))
        return table

    def engine_and_state(self, table: Table) -> tuple[Engine, State]:
        """The table's engine and state. The state is shared with every other reader of this version (kept,
        bot/kept.py): read it, never change it (Engine.apply plays on a copy)."""
        engine, state, own = self.engine_and_own_state(table)
        return engine, self.kept.keep_state(table, state) if own else state

    def engine_and_own_state(self, table: Table) -> tuple[Engine, State, bool]:
        """The table's engine and state for a move, and whether the state is the move's own: parsed for it
        and kept by nobody, so the move may play on it (Kept.before_step); else the kept one, shared."""
        engine = registry.get(table.game)
        if table.state is None:
            raise NoGame(said("table-not-started"))
        if (kept := self.kept.state(table)) is not None:
            return engine, kept, False
        return engine, engine.load_state(table.state), True

    def forget_remembered(self) -> None:
        """Drop the views, states and pictures kept of recent tables (their names may have just been forgotten)."""
        self.kept.clear()

    def public_view(self, table: Table, state: State | None = None) -> BaseModel:
        """The public view of this version of the table (remembered for the last few: the move that
        saved it has just made it, and its picture and messages follow). `state`: the table's state, when
        the caller has read it already."""
        key = (table.id, table.version)
        if (view := self.kept.views.get(key)) is None:
            engine, state = (registry.get(table.game), state) if state is not None else self.engine_and_state(table)
            view = self.kept.views.put(key, engine.view(state, None))
        return view

    def player_view(self, table: Table, user_id: str) -> BaseModel:
        seat = self.seat_of(table, user_id)
        engine, state = self.engine_and_state(table)
        return engine.view(state, seat.name)

    def awaiting(self, table: Table) -> list[Prompt]:
        if table.status != "playing":
            return []
        engine, state = self.engine_and_state(table)
        return engine.awaiting(state)

    def outcome(self, table: Table) -> Outcome | None:
        if table.state is None:
            return None
        engine, state = self.engine_and_state(table)
        return engine.outcome(state)

    async def picture(self, table: Table, events: list[Event] | None = None, language: str = DEFAULT) -> bytes:
        """The public table as PNG in `language`, drawn off the event loop from the public view only."""
        return await self._table_png(table.game, self._sent(table, self.public_view(table)), events or [], language)

    async def _table_png(self, game: str, public_view: BaseModel | Serialized, events: list[Event], language: str
                         ) -> bytes:
        from render import registry as renderers

        PICTURES.labels(game).inc()
        return await self.workers.run(renderers.render_png, game, public_view, events, language)

    async def snapshot(self, table: Table, events: list[Event], draw: bool = True, language: str = DEFAULT
                       ) -> TableSnapshot:
        """Everything the channel needs to see of a started table after `events`, read once, its pictures drawn
        in `language`, the language its words are said in (`draw` False: the words without the pictures)."""
        engine, state = self.engine_and_state(table)
        prompts = engine.awaiting(state) if table.status == "playing" else []
        secret = next((p for p in prompts if p.secret), None)
        view = self.public_view(table, state)
        picture, reports = await self._pictures(table, view, events, language) if draw else (None, [])
        return TableSnapshot(
            table=table, state=state, prompts=prompts, outcome=engine.outcome(state),
            narration=narration(engine, events),
            window_closes=await self.deadline_of(table, secret.player) if secret else None,
            picture=picture,
            reports=reports,
            scores=dict(getattr(view, "scores", {})),
            standing=engine.standing(view) if table.status == "playing" else [],
            results=await self.store.table_results(table.id) if table.status == "finished" else [],
            language=language,
        )

    async def _pictures(self, table: Table, view: BaseModel, events: list[Event], language: str
                        ) -> tuple[bytes, list[bytes]]:
        """The table's picture and the pictures its step's events call for (Throneworld's battle reports), in
        one worker job: a job's round trip costs about what a small picture does, and a second job per table
        made the pictures queue for the workers (at 95 clicks a second, 0.46 s at p50). A picture without
        a step's events (/game status, a stale button's answer) has no reports, and is kept per version and
        language, so however many ask for it, it is drawn once in each."""
        if events:
            from render import registry as renderers

            PICTURES.labels(table.game).inc()
            return await self.workers.run(renderers.render_pngs, table.game, self._sent(table, view), events,
                                          language)
        key = (table.id, table.version, language)
        if (picture := self.kept.pictures.get(key)) is None:
            picture = self.kept.pictures.put(key, await self._table_png(table.game, view, [], language))
        return picture, []

    def _sent(self, table: Table, view: BaseModel) -> BaseModel | Serialized:
        """`view` (the table's public one) for a worker: as the JSON its fingerprint was made from, if kept."""
        text = self.kept.view_texts.get((table.id, table.version))
        return view if text is None else Serialized(type(view), text)

    async def private_picture(self, table: Table, user_id: str, language: str) -> bytes | None:
        """The player's own picture (their hand, their secrets) in their language for an ephemeral reply, if the
        game has one."""
        from render import registry as renderers

        view = self.player_view(table, user_id)
        return await self.workers.run(renderers.render_private_png, table.game, view, language)

    async def deadline_of(self, table: Table, player: str) -> datetime | None:
        """When the awaited `player`'s time runs out (None when no timer runs for them)."""
        due = [d.deadline_at for d in await self.store.pending_deadlines(table.id)
               if d.player == player and d.kind == "timeout"]
        return min(due, default=None)

    async def start(
        self,
        channel_id: str,
        user_id: str,
        seed: int | None = None,
        forced_dice: list[int] | None = None,
        setup_patch: dict[str, Any] | None = None,
    ) -> Move:
        async with self.channel_lock(channel_id):  # the first table and the AI moves after it: one post
            return await self._start(channel_id, user_id, seed, forced_dice, setup_patch)

    async def _start(
        self, channel_id: str, user_id: str, seed: int | None, forced_dice: list[int] | None,
        setup_patch: dict[str, Any] | None,
    ) -> Move:
        table = await self.check_startable(channel_id, user_id)
        engine = registry.get(table.game)
        seed = secrets.randbits(LIVE_SEED_BITS) if seed is None else seed
        state = engine.new_game([s.name for s in table.seats], table.options, seed, forced_dice)
        if setup_patch:
            state = engine.load_state(merge_patch(state.model_dump(mode="json"), setup_patch))
        lasting = await self._lasting_choices(table, engine)
        state = play_lasting(engine, state, lasting, self.clock.now())
        started = table.model_copy(update={"status": "playing", "seed": seed})
        move = Move(table=table)
        begun = {"do": "start", "seed": seed, **({"lasting": lasting} if lasting else {})}
        if not await self._commit(move, started, engine, state, None, self.clock.now(), user_id, "lobby", begun):
            current = await self.table(channel_id)  # another writer saved first (a second Start, a join)
            if current.status != "lobby":
                raise LobbyError(said("table-already-started"))
            raise TableChanged(current)
        await self._run_automated(move, engine)
        return move

    async def _lasting_choices(self, table: Table, engine: Engine) -> dict[str, list[dict[str, Any]]]:
        """Each person's kept lasting choices for this game (PlayerPrefs.lasting), by seat name."""
        if not engine.lasting:
            return {}
        choices = {}
        for seat in table.seats:
            if not seat.ai:
                kept = (await self.store.prefs(seat.user_id)).lasting.get(table.game, {})
                if mine := [{"do": do, **args} for do, args in kept.items() if do in engine.lasting]:
                    choices[seat.name] = mine
        return choices

    async def _keep_lasting(self, user_id: str, game: str, action: dict[str, Any]) -> None:
        """A player's lasting choice (Engine.lasting), kept for their next games of this kind."""
        prefs = await self.store.prefs(user_id)
        kept = {**prefs.lasting, game: {**prefs.lasting.get(game, {}), action["do"]: args_of(action)}}
        await self.store.save_prefs(user_id, prefs.model_copy(update={"lasting": kept}))

    async def back(self, channel_id: str, user_id: str) -> Table:
        """A player marked away takes their seat back from the AI."""
        table = await self.playing_table(channel_id)
        seat = self.seat_of(table, user_id)
        if not seat.away:
            raise LobbyError(said("table-not-away"))
        returned = with_seat(table, seat, away=False, timeouts_in_row=0)
        engine, state = self.engine_and_state(table)
        now = self.clock.now()
        awaited = engine.awaiting(state)
        deadlines, keep = await self._plan_deadlines(returned, awaited, awaited, await self.settings(channel_id), now)
        return await self._save_simple(table, returned, user_id, {"do": "back"}, deadlines, keep)

    # --- moves --------------------------------------------------------------------------------

    async def act(
        self,
        channel_id: str,
        user_id: str,
        do: str,
        args: dict[str, Any] | None = None,
        expected_version: int | None = None,
        table_id: int | None = None,
    ) -> Move:
        """A seated player's move. With `expected_version` (a button), a changed table is refused;
        without it (a typed command), a race is retried against the new table. With `table_id` (a button
        names its table), a move for a game that has ended is refused as such."""
        async with self.channel_lock(channel_id):
            started = time.perf_counter()
            move = await self._act(channel_id, user_id, do, args, expected_version, table_id)
            MOVE_SECONDS.labels(move.table.game).observe(time.perf_counter() - started)
            return move

    async def table_by_id(self, table_id: int) -> Table:
        """The table of that id (from a button's custom_id: any number at all, a store's ids are 64-bit)."""
        table = await self.store.table(table_id) if 0 < table_id < 2 ** 63 else None
        if table is None:
            raise NoGame(said("table-gone"))
        return table

    async def _act(
        self, channel_id: str, user_id: str, do: str, args: dict[str, Any] | None, expected_version: int | None,
        table_id: int | None,
    ) -> Move:
        for _ in range(CONFLICT_RETRIES):
            with phase("load"):
                named = await self.table_by_id(table_id) if table_id is not None else None
                if named is not None and named.status not in ("lobby", "playing"):
                    raise GameOver(self.how_it_ended(named))
                table = await self.playing_table(channel_id, named)
                if expected_version is not None and table.version != expected_version:
                    raise TableChanged(table)
                seat = self.seat_of(table, user_id)
                engine, state, own = self.engine_and_own_state(table)
            await give_way()
            action = engine.parse_action(do, args)
            table = with_seat(table, seat, away=False, timeouts_in_row=0)  # a move of their own resets the count
            move = Move(table=table)
            try:
                applied = await self._apply(move, table, engine, state, seat.name, action, "player", own)
            except NotYourTurn as exc:
                if seat.away:
                    raise NotYourTurn(said("table-away-refused", refused=exc.message)) from None
                raise
            if applied:
                if action.do in engine.lasting:
                    await self._keep_lasting(user_id, table.game, move.applied[0].action)
                await self._run_automated(move, engine)
                move.quiet = self._quiet(move)
                return move
            if expected_version is not None:
                raise TableChanged(await self.table(channel_id))
        raise TableChanged(await self.table(channel_id))

    @staticmethod
    def _quiet(move: Move) -> bool:
        """The move posted nothing for the channel (and no AI reply followed it)."""
        return len(move.applied) == 1 and move.table.status == "playing" and move.applied[0].private

    def _play(
        self, engine: Engine, state: State, player: str, action: Action, source: str, now: datetime,
        in_place: bool = False,
    ) -> tuple[State, Applied]:
        """The engine's move (it refuses with a sentence), on a copy or `in_place`, and how it is reported."""
        applied = Applied.of(engine, state, player, action, source, [])
        with phase("apply"):
            if in_place:
                applied.events = engine.apply_in_place(state, player, action, now)
                return state, applied
            state, applied.events = engine.apply(state, player, action, now)
        return state, applied

    async def _apply(
        self, move: Move, table: Table, engine: Engine, state: State, player: str, action: Action, source: str,
        own: bool = False,
    ) -> bool:
        """Play and save a step; `own`: nobody else holds `state` (Kept.before_step)."""
        now = self.clock.now()
        before, in_place = self.kept.before_step(table, engine, state, own)
        after, applied = self._play(engine, state, player, action, source, now, in_place)
        await give_way()
        return await self._commit(move, table, engine, after, before, now, player, source, applied.action, applied)

    async def _commit(
        self, move: Move, table: Table, engine: Engine, state: State, before: Before | None, now: datetime,
        actor: str, source: str, action: dict[str, Any], applied: Applied | None = None, *,
        claim: int | None = None, timed_out: dict[str, Any] | None = None,
    ) -> bool:
        """Save everything the step causes in one transaction: the new state (compare-and-set on
        `table.version`), the log line, the deadlines and the AI work, the ratings when the game ends, and
        the notices for the channel (the outbox). `claim` is the timeout this save applies. False when
        another writer saved (or claimed) first."""
        outcome = engine.outcome(state)
        awaited = engine.awaiting(state)  # asked once: every part of the save below needs it
        viewed = ((applied is not None and applied.source == "player")
                  or (outcome is None and a_person_awaited(table, awaited)))
        public = engine.view(state, None) if viewed else None
        text = None if public is None else public.model_dump_json()
        seen = None if text is None else fingerprint(text)
        await give_way()  # the public view is a third of this part for Throneworld
        if applied is not None:
            assert before is not None  # a step is saved with the table before it
            shown = before
            applied.private = is_private_step(engine, state, awaited, applied, lambda: shown.unchanged(public, seen))
            applied.held = applied.private and is_held_step(engine, state, applied)
        saved = state.model_dump_json()
        new = table.model_copy(update={
            "version": table.version + 1, "state": saved,
            "status": "finished" if outcome else table.status, "updated_at": now,
            "public_fingerprint": None if seen is None else ViewFingerprint(table.version + 1, seen),
        })
        await give_way()
        awaited_before = before.prompts if before else None
        with phase("save"):
            settings = await self.store.settings(table.channel_id)
            deadlines, keep = await self._plan_deadlines(new, awaited, awaited_before, settings, now, spent=claim)
            told = told_of(engine, applied, action)
            log_line = LogEntry(table_id=table.id, version=new.version, actor=actor, source=source, action=action,
                                at=now, told=told)
            seen_events = None if not told else [] if applied is None else applied.as_events()
            guide = await guide_now(self.store, new, state, awaited)
            outbox = step_notices(new, awaited, awaited_before, applied, deadlines, now, timed_out,
                                  starting=action.get("do") == "start", guide=guide)
            rate = rater(new, outcome) if outcome is not None and played_by_people(new) else None
            if not await self.store.save_table(new, table.version, log_line, deadlines, keep, claim=claim,
                                               outbox=outbox, rate=rate, shown=seen_events, public_fingerprint=seen):
                return False
        await give_way()
        move.table = new
        self.kept.keep_state(new, state)
        move.notified.update(o.dest for o in outbox)
        if guide:
            await note_guided(self.store, table.game, guide)
        if public is not None and text is not None:  # its picture follows (or a later step's, which tells it)
            self.kept.keep_view((new.id, new.version), public, text)
        MOVES.labels(table.game, source).inc()
        if applied is not None:
            move.applied.append(applied)
        return True

    async def _run_automated(self, move: Move, engine: Engine) -> None:
        """Let AI seats (and players marked away) move, one by one, until a person is awaited."""
        for _ in range(MAX_AUTOMATED_MOVES):
            table = move.table
            if table.status != "playing":
                return
            _, state = self.engine_and_state(table)
            prompt = next((p for p in engine.awaiting(state) if is_automated(table, p.player)), None)
            if prompt is None:
                return
            action = await self._ai_action(table, prompt.player)
            if not await self._apply(move, table, engine, state, prompt.player, action, "ai"):
                move.table = await self.table_by_id(table.id)
        raise RuntimeError(f"AI seats made {MAX_AUTOMATED_MOVES} moves in a row without finishing: an engine bug.")

    async def _ai_action(self, table: Table, player: str) -> Action:
        """Seeded by game and version, so AI play replays identically; thought out in a worker (Würfelhelden's
        AI weighs every way to keep its dice: 6% of the bot's event loop, people clicking 80 times a second
        against AI seats)."""
        seed = f"{table.seed}:{table.version}:{player}"
        return await self.workers.run(ai_choice, table.game, table.state, player, seed)

    # --- leaderboards and settings ------------------------------------------------------------

    async def record_result(self, table: Table, outcome: Outcome) -> None:
        """Update the guild's ratings once for this finished table (moves that end a game do this in the
        transaction that saves them)."""
        humans = [s.user_id for s in table.seats if not s.ai]
        stored = await self.store.ratings(table.guild_id, table.game, humans)
        await self.store.record_ratings(table.id, rater(table, outcome)(stored))

    async def leaderboard(self, guild_id: str, game: str, limit: int = 10) -> list[Rating]:
        registry.get(game)
        return await self.store.leaderboard(guild_id, game, limit)

    async def settings(self, channel_id: str) -> ChannelSettings:
        return await self.store.settings(channel_id)

    async def note_dms(self, user_id: str, closed: bool) -> None:
        """Whether Discord takes direct messages to this player (learnt from the last one sent)."""
        prefs = await self.store.prefs(user_id)
        if prefs.dms_closed != closed:
            await self.store.save_prefs(user_id, prefs.model_copy(update={"dms_closed": closed}))

    async def set_reminders(self, user_id: str, dm: bool | None = None, digest: bool | None = None) -> PlayerPrefs:
        """A player's reminder choices (None: unchanged); a digest starts a day from now."""
        prefs = await self.store.prefs(user_id)
        changes = {k: v for k, v in (("dm_reminders", dm), ("digest", digest)) if v is not None}
        prefs = prefs.model_copy(update=changes)
        await self.store.save_prefs(user_id, prefs)
        if digest is not None:
            await self.store.set_digest(user_id, self.clock.now() + DIGEST_EVERY if digest else None)
        return prefs

    async def update_settings(
        self, channel_id: str, can_manage_channel: bool, turn_timer: timedelta | None = None,
        reaction_window: timedelta | None = None, quiet: bool | None = None,
    ) -> ChannelSettings:
        if not can_manage_channel:
            raise NotAllowed(said("table-settings-refused"))
        current = await self.store.settings(channel_id)
        timers = {"turn_timer": turn_timer, "reaction_window": reaction_window}
        for key, (shortest, longest) in TIMER_BOUNDS.items():
            timer = timers[key]
            if timer is not None and not shortest <= timer <= longest:
                raise LobbyError(said(f"table-{key.replace('_', '-')}-bounds", shortest=said_duration(shortest),
                                      longest=said_duration(longest)))
        changes = {**timers, "quiet": quiet}
        updated = current.model_copy(update={k: v for k, v in changes.items() if v is not None})
        await self.store.save_settings(channel_id, updated)
        return updated

    # --- helpers ------------------------------------------------------------------------------

    def seat_of(self, table: Table, user_id: str) -> Seat:
        """The seat `user_id` plays at this table (refused with a sentence when they have none)."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated(said("table-not-seated"))
        return seat

    async def _save_simple(
        self, table: Table, new: Table, actor: str, action: dict[str, Any], deadlines: list[Deadline] | None = None,
        keep: Sequence[str] = (),
    ) -> Table:
        """Save a change that is not a game move (lobby, abandon, back) with the same compare-and-set."""
        now = self.clock.now()
        saved = new.model_copy(update={"version": table.version + 1, "updated_at": now})
        log = LogEntry(table_id=table.id, version=saved.version, actor=actor, source="lobby", action=action, at=now,
                       told=[])
        if not await self.store.save_table(saved, table.version, log, deadlines, keep):
            raise TableChanged(await self.table_by_id(table.id))
        return saved

def played_by_people(table: Table) -> bool:
    """A game is rated only when someone still played their own seat at the end: one the AI finished for
    every person (all marked away) says nothing about their skill."""
    return any(not s.ai and not s.away for s in table.seats)
