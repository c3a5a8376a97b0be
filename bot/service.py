"""The table service: one code path for every game and every caller (cogs, script runner, benchmark,
AI seats, deadlines). It never imports discord.

load the channel's table → check the actor is seated and awaited → engine.apply → save with a
compare-and-set on the version → schedule deadlines and reminders → rate finished games → hand back
what happened.
"""

from __future__ import annotations

import asyncio
import random
import secrets
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from openskill.models import PlackettLuce
from pydantic import BaseModel

from bot.clock import Clock
from bot.merge_patch import merge_patch
from bot.metrics import phase
from bot.models import ChannelSettings, Deadline, LogEntry, PlayerPrefs, Rating, Seat, Table
from bot.store import Store
from bot.workers import WorkerPool
from engines import registry
from engines.base import Action, Engine, Event, Outcome, Prompt, State
from engines.errors import DicehallError, NotYourTurn

MAX_AUTOMATED_MOVES = 10_000
"""Safety net: AI seats playing each other stop after this many moves in one go."""
CONFLICT_RETRIES = 5


class NoGame(DicehallError):
    """The channel has no game (or none in the needed stage)."""


class NotSeated(DicehallError):
    """The user has no seat at this table."""


class NotAllowed(DicehallError):
    """Only the creator or a channel manager may do this."""


class LobbyError(DicehallError):
    """A lobby step that does not fit (full table, already seated, too few players...)."""


class TableChanged(DicehallError):
    """The move was made on an older table than the current one (a stale button, a race)."""

    def __init__(self, table: Table):
        super().__init__("The table changed before your move arrived: here is the new one. Try again from it.")
        self.table = table


@dataclass
class Applied:
    """One action applied to a game, by whom and why."""

    player: str
    source: str  # "player", "ai" or "timeout"
    action: dict[str, Any]
    events: list[Event]
    secret: bool = False
    """A choice made in a simultaneous phase, or standing orders (Engine.anytime): kept out of the public
    events (the engine's own events reveal what becomes public)."""
    anonymous: bool = False
    """An answer to a secret prompt: who was asked is hidden, so the marker names nobody (the engine's
    own events say what is public, such as an announced jam)."""

    def as_events(self) -> list[Event]:
        """A move marker followed by the engine's events (the script runner prints these)."""
        shown = {"do": self.action["do"]} if self.secret or self.anonymous else self.action
        player = None if self.anonymous else self.player
        return [{"type": "move", "player": player, "by": self.source, "action": shown}, *self.events]


@dataclass
class Move:
    """What a call to the service did: the table afterwards and every action applied on the way."""

    table: Table
    applied: list[Applied] = field(default_factory=list)
    quiet: bool = False
    """Nothing public changed and the player is still the one awaited (a build added to a hidden order,
    a jump added to a plan not yet proposed): the channel needs no new table."""

    @property
    def events(self) -> list[Event]:
        return [e for a in self.applied for e in a.as_events()]


@dataclass
class Notice:
    """Something the deadline loop did that the channel should hear about."""

    kind: str  # "reminder" or "timeout"
    table: Table
    player: str
    user_id: str
    deadline_at: datetime
    what: str = ""
    move: Move | None = None
    dm: bool = False
    """The player asked for their reminders by direct message too."""
    secret: bool = False
    """Who was awaited is hidden (Prompt.secret): the channel must not hear the player's name."""


class TableService:
    def __init__(self, store: Store, clock: Clock, workers: WorkerPool | None = None):
        self.store = store
        self.clock = clock
        self.workers = workers or WorkerPool(0)
        """Pictures are drawn and encoded there (bot/workers.py); without one, in threads."""
        self._rating_lock = asyncio.Lock()
        # Moves in one channel queue here instead of racing: the compare-and-set on the version stays
        # what makes writes safe (across processes too); the lock only spares this process retries.
        self._channel_locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._model = PlackettLuce()

    # --- reading ------------------------------------------------------------------------------

    async def table(self, channel_id: str) -> Table:
        table = await self.store.active_table(channel_id)
        if table is None:
            raise NoGame("There is no game in this channel. Start one with /game new.")
        return table

    async def playing_table(self, channel_id: str) -> Table:
        table = await self.table(channel_id)
        if table.status != "playing":
            raise NoGame("The game in this channel has not started yet: the creator starts it with /game start.")
        return table

    def engine_and_state(self, table: Table) -> tuple[Engine, State]:
        engine = registry.get(table.game)
        if table.state is None:
            raise NoGame("The game in this channel has not started yet.")
        return engine, engine.load_state(table.state)

    def public_view(self, table: Table) -> BaseModel:
        engine, state = self.engine_and_state(table)
        return engine.view(state, None)

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

    async def picture(self, table: Table, events: list[Event] | None = None) -> bytes:
        """The public table as PNG, drawn off the event loop from the public view only."""
        from render import registry as renderers

        view = self.public_view(table)
        return await self.workers.run(renderers.render_png, table.game, view, events or [])

    async def private_picture(self, table: Table, user_id: str) -> bytes | None:
        """The player's own picture (their hand, their secrets) for an ephemeral reply, if the game has one."""
        from render import registry as renderers

        view = self.player_view(table, user_id)
        return await self.workers.run(renderers.render_private_png, table.game, view)

    async def report_pictures(self, table: Table, events: list[Event]) -> list[bytes]:
        """Extra public pictures some moves call for (Throneworld's battle reports), drawn from the
        move's public events."""
        from render import registry as renderers

        return await self.workers.run(renderers.render_report_pngs, table.game, events)

    async def deadline_of(self, table: Table, player: str) -> datetime | None:
        """When the awaited `player`'s time runs out (None when no timer runs for them)."""
        due = [d.deadline_at for d in await self.store.pending_deadlines(table.id)
               if d.player == player and d.kind == "timeout"]
        return min(due, default=None)

    async def history(self, table: Table) -> list[LogEntry]:
        return await self.store.actions(table.id)

    # --- lobby --------------------------------------------------------------------------------

    async def new_table(
        self, guild_id: str, channel_id: str, game: str, user_id: str, name: str,
        options: dict[str, Any] | None = None, ai: bool = False,
    ) -> Table:
        """Open a lobby in the channel with its creator seated (an AI creator only in transcripts)."""
        engine = registry.get(game)
        parsed = engine.parse_options(options or {})
        now = self.clock.now()
        table = Table(
            guild_id=guild_id, channel_id=channel_id, game=game, creator_id=user_id,
            options=parsed.model_dump(mode="json", exclude_unset=True),
            seats=[Seat(user_id=user_id, name=name, ai=ai)], created_at=now, updated_at=now,
        )
        table = await self.store.create_table(table)
        await self._log(table, user_id, {"do": "new", "game": game, "options": table.options})
        return table

    async def join(self, channel_id: str, user_id: str, name: str) -> Table:
        async def change(table: Table, engine: Engine) -> list[Seat]:
            if table.seat_of(user_id):
                raise LobbyError("You are already seated at this table.")
            self._check_room(table, engine)
            return [*table.seats, Seat(user_id=user_id, name=_unique_name(name, table))]

        return await self._lobby_change(channel_id, user_id, {"do": "join"}, change)

    async def add_ai(self, channel_id: str, user_id: str, name: str | None = None) -> Table:
        async def change(table: Table, engine: Engine) -> list[Seat]:
            if not table.seat_of(user_id) and user_id != table.creator_id:
                raise NotSeated("Only players seated at this table can add an AI seat.")
            self._check_room(table, engine)
            number = 1 + sum(1 for s in table.seats if s.ai)
            while table.seat_of(f"ai:{number}"):
                number += 1
            ai_name = _unique_name(name or f"AI {number}", table)
            return [*table.seats, Seat(user_id=f"ai:{number}", name=ai_name, ai=True)]

        return await self._lobby_change(channel_id, user_id, {"do": "addbot"}, change)

    async def leave(self, channel_id: str, user_id: str) -> Table:
        async def change(table: Table, engine: Engine) -> list[Seat]:
            if not table.seat_of(user_id):
                raise NotSeated("You are not seated at this table.")
            if user_id == table.creator_id:
                raise LobbyError("You created this table, so you can't leave it: use /game abandon to close it.")
            return [s for s in table.seats if s.user_id != user_id]

        return await self._lobby_change(channel_id, user_id, {"do": "leave"}, change)

    async def start(
        self,
        channel_id: str,
        user_id: str,
        seed: int | None = None,
        forced_dice: list[int] | None = None,
        setup_patch: dict[str, Any] | None = None,
    ) -> Move:
        table = await self.table(channel_id)
        if table.status != "lobby":
            raise LobbyError("This game has already started.")
        if user_id != table.creator_id:
            raise NotAllowed("Only the player who created the table can start it.")
        engine = registry.get(table.game)
        if len(table.seats) < engine.min_players:
            missing = engine.min_players - len(table.seats)
            raise LobbyError(
                f"{engine.title} needs at least {engine.min_players} players: {missing} more can /game join "
                "or be added with /game addbot."
            )
        seed = secrets.randbelow(2**31) if seed is None else seed
        state = engine.new_game([s.name for s in table.seats], table.options, seed, forced_dice)
        if setup_patch:
            state = engine.load_state(merge_patch(state.model_dump(mode="json"), setup_patch))
        started = table.model_copy(update={"status": "playing", "seed": seed})
        move = Move(table=table)
        if not await self._commit(move, started, engine, state, None, self.clock.now(), user_id, "lobby",
                                  {"do": "start", "seed": seed}):
            current = await self.table(channel_id)  # another writer saved first (a second Start, a join)
            if current.status != "lobby":
                raise LobbyError("This game has already started.")
            raise TableChanged(current)
        await self._run_automated(move, engine)
        return move

    async def abandon(self, channel_id: str, user_id: str, can_manage_channel: bool) -> Table:
        table = await self.table(channel_id)
        if user_id != table.creator_id and not can_manage_channel:
            raise NotAllowed("Only the table's creator or someone who can manage this channel can abandon the game.")
        abandoned = table.model_copy(update={"status": "abandoned"})
        return await self._save_simple(table, abandoned, user_id, {"do": "abandon"}, deadlines=[])

    async def back(self, channel_id: str, user_id: str) -> Table:
        """A player marked away takes their seat back from the AI."""
        table = await self.playing_table(channel_id)
        seat = self.seat_of(table, user_id)
        if not seat.away:
            raise LobbyError("You are not marked away: you are already playing your own seat.")
        return await self._save_simple(table, _with_seat(table, seat, away=False, timeouts_in_row=0), user_id,
                                       {"do": "back"})

    # --- moves --------------------------------------------------------------------------------

    async def act(
        self,
        channel_id: str,
        user_id: str,
        do: str,
        args: dict[str, Any] | None = None,
        expected_version: int | None = None,
    ) -> Move:
        """A seated player's move. With `expected_version` (a button), a changed table is refused;
        without it (a typed command), a race is retried against the new table."""
        async with self._channel_locks[channel_id]:
            return await self._act(channel_id, user_id, do, args, expected_version)

    async def _act(
        self, channel_id: str, user_id: str, do: str, args: dict[str, Any] | None, expected_version: int | None
    ) -> Move:
        for _ in range(CONFLICT_RETRIES):
            with phase("load"):
                table = await self.playing_table(channel_id)
                if expected_version is not None and table.version != expected_version:
                    raise TableChanged(table)
                seat = self.seat_of(table, user_id)
                engine, state = self.engine_and_state(table)
            action = engine.parse_action(do, args)
            table = _with_seat(table, seat, away=False, timeouts_in_row=0)  # a move of their own resets the count
            move = Move(table=table)
            try:
                applied = await self._apply(move, table, engine, state, seat.name, action, "player")
            except NotYourTurn as exc:
                if seat.away:
                    raise NotYourTurn(f"{exc.message} You are marked away after three turns ran out, so the AI "
                                      "plays your seat: use /game back to play it yourself again.") from None
                raise
            if applied:
                await self._run_automated(move, engine)
                move.quiet = self._quiet(engine, state, move)
                return move
            if expected_version is not None:
                raise TableChanged(await self.table(channel_id))
        raise TableChanged(await self.table(channel_id))

    def _quiet(self, engine: Engine, before: State, move: Move) -> bool:
        if len(move.applied) != 1 or move.table.status != "playing":
            return False
        _, after = self.engine_and_state(move.table)
        still = engine.prompt_of(after, move.applied[0].player) is not None
        return still and engine.view(after, None) == engine.view(before, None)

    def _play(
        self, engine: Engine, state: State, player: str, action: Action, source: str, now: datetime
    ) -> tuple[State, Applied]:
        """The engine's move (it refuses with a sentence), and how it is reported."""
        with phase("apply"):
            result = engine.apply(state, player, action, now)
        prompt = engine.prompt_of(state, player)
        applied = Applied(player, source, {"do": action.do, **action.args()}, result.events,
                          secret=(prompt is not None and prompt.kind == "simultaneous") or action.do in engine.anytime,
                          anonymous=prompt is not None and prompt.secret)
        return result.state, applied

    async def _apply(
        self, move: Move, table: Table, engine: Engine, state: State, player: str, action: Action, source: str
    ) -> bool:
        now = self.clock.now()
        after, applied = self._play(engine, state, player, action, source, now)
        return await self._commit(move, table, engine, after, state, now, player, source, applied.action, applied)

    async def _commit(
        self, move: Move, table: Table, engine: Engine, state: State, before: State | None, now: datetime,
        actor: str, source: str, action: dict[str, Any], applied: Applied | None = None,
    ) -> bool:
        """Save the new state with compare-and-set on `table.version`, the log line and the deadlines, in
        one transaction. False when another writer saved first."""
        outcome = engine.outcome(state)
        new = table.model_copy(update={
            "version": table.version + 1, "state": state.model_dump_json(),
            "status": "finished" if outcome else table.status, "updated_at": now,
        })
        with phase("save"):
            settings = await self.store.settings(table.channel_id)
            deadlines, keep = await self._plan_deadlines(new, engine, state, before, settings, now)
            log = LogEntry(table_id=table.id, version=new.version, actor=actor, source=source, action=action, at=now)
            if not await self.store.save_table(new, table.version, log, deadlines, keep):
                return False
        move.table = new
        if applied is not None:
            move.applied.append(applied)
        if outcome is not None:
            await self.record_result(new, outcome)
        return True

    async def _run_automated(self, move: Move, engine: Engine) -> None:
        """Let AI seats (and players marked away) move, one by one, until a person is awaited."""
        for _ in range(MAX_AUTOMATED_MOVES):
            table = move.table
            if table.status != "playing":
                return
            state = engine.load_state(table.state)
            prompt = next((p for p in engine.awaiting(state) if _automated(table, p.player)), None)
            if prompt is None:
                return
            action = self._ai_action(engine, table, state, prompt.player)
            if not await self._apply(move, table, engine, state, prompt.player, action, "ai"):
                move.table = await self.store.table(table.id)
        raise RuntimeError(f"AI seats made {MAX_AUTOMATED_MOVES} moves in a row without finishing: an engine bug.")

    def _ai_action(self, engine: Engine, table: Table, state: State, player: str) -> Action:
        """Seeded by game and version, so AI play replays identically."""
        return engine.ai_action(state, player, random.Random(f"{table.seed}:{table.version}:{player}"))

    # --- deadlines ----------------------------------------------------------------------------

    async def _plan_deadlines(
        self, table: Table, engine: Engine, state: State, before: State | None, settings: ChannelSettings,
        now: datetime,
    ) -> tuple[list[Deadline], list[str]]:
        """New deadlines for players who became awaited; players awaited before and still awaited keep
        theirs (a turn of several steps has one timer)."""
        if table.status != "playing":
            return [], []
        prompts = [p for p in engine.awaiting(state) if not _automated(table, p.player)]
        was_awaited = {p.player for p in engine.awaiting(before)} if before is not None else set()
        pending = {d.player for d in await self.store.pending_deadlines(table.id) if d.kind == "timeout"}
        keep = [p.player for p in prompts if p.player in was_awaited and p.player in pending]
        deadlines: list[Deadline] = []
        for prompt in prompts:
            if prompt.player in keep:
                continue
            timer = settings.turn_timer if prompt.timer == "turn" else settings.reaction_window
            deadlines.extend(_deadlines_for(table, prompt.player, now, timer, settings.quiet))
        return deadlines, keep

    async def tick(self, now: datetime | None = None) -> list[Notice]:
        """Fire every deadline due by `now`, each once, oldest first. A timeout is applied at its own
        due time, so a long silence plays out as the deadlines would have fired one after another."""
        now = now or self.clock.now()
        notices: list[Notice] = []
        while due := await self.store.due_deadlines(now):
            for deadline in due:
                if await self.store.claim_deadline(deadline.id):
                    notice = await self._fire(deadline)
                    if notice is not None:
                        notices.append(notice)
        return notices

    async def _fire(self, deadline: Deadline) -> Notice | None:
        table = await self.store.table(deadline.table_id)
        if table is None or table.status != "playing":
            return None
        seat = table.seat_named(deadline.player)
        engine, state = self.engine_and_state(table)
        prompt = engine.prompt_of(state, deadline.player)
        if seat is None or prompt is None:
            return None
        notice = Notice(deadline.kind, table, seat.name, seat.user_id, deadline.deadline_at, prompt.what,
                        secret=prompt.secret)
        if deadline.kind == "reminder":
            notice.dm = not seat.ai and (await self.store.prefs(seat.user_id)).dm_reminders
            return notice
        async with self._channel_locks[table.channel_id]:
            fresh = await self.store.table(table.id)
            if fresh.version != table.version:  # someone moved meanwhile: the deadline was replaced
                return None
            notice.move = await self._time_out(table, engine, state, seat, deadline.due_at)
        return notice

    async def _time_out(self, table: Table, engine: Engine, state: State, seat: Seat, at: datetime) -> Move:
        """Apply the engine's default move. A turn that ends by timeout counts towards being marked
        away (three in a row); a timeout inside a turn that goes on does not count twice."""
        after, applied = self._play(engine, state, seat.name, engine.on_timeout(state, seat.name, at), "timeout", at)
        turn_over = all(p.player != seat.name for p in engine.awaiting(after))
        timeouts = seat.timeouts_in_row + turn_over
        marked = _with_seat(table, seat, timeouts_in_row=timeouts, away=seat.away or timeouts >= 3)
        move = Move(table=marked)
        if await self._commit(move, marked, engine, after, state, at, seat.name, "timeout", applied.action, applied):
            await self._run_automated(move, engine)
        return move

    # --- leaderboards and settings ------------------------------------------------------------

    async def record_result(self, table: Table, outcome: Outcome) -> None:
        """Update the guild's ratings once for this finished table (AI seats play at a fixed default
        rating and are not stored)."""
        async with self._rating_lock:
            humans = [s for s in table.seats if not s.ai]
            stored = await self.store.ratings(table.guild_id, table.game, [s.user_id for s in humans])
            current = {
                s.name: stored.get(s.user_id) or Rating(guild_id=table.guild_id, game=table.game, user_id=s.user_id,
                                                         name=s.name)
                for s in humans
            }
            teams = [[self._model.rating(mu=current[p].mu if p in current else None,
                                         sigma=current[p].sigma if p in current else None, name=p)
                      for p in team] for team in outcome.teams]
            rated = self._model.rate(teams, ranks=outcome.ranks)
            winners = set(outcome.winners)
            updated = []
            for team in rated:
                for r in team:
                    if r.name in current:
                        old = current[r.name]
                        updated.append(old.model_copy(update={
                            "name": r.name, "mu": r.mu, "sigma": r.sigma, "games": old.games + 1,
                            "wins": old.wins + (r.name in winners),
                        }))
            await self.store.record_ratings(table.id, updated)

    async def leaderboard(self, guild_id: str, game: str, limit: int = 10) -> list[Rating]:
        registry.get(game)
        return await self.store.leaderboard(guild_id, game, limit)

    async def settings(self, channel_id: str) -> ChannelSettings:
        return await self.store.settings(channel_id)

    async def set_dm_reminders(self, user_id: str, on: bool) -> PlayerPrefs:
        prefs = (await self.store.prefs(user_id)).model_copy(update={"dm_reminders": on})
        await self.store.save_prefs(user_id, prefs)
        return prefs

    async def update_settings(
        self, channel_id: str, can_manage_channel: bool, turn_timer: timedelta | None = None,
        reaction_window: timedelta | None = None, quiet: bool | None = None,
    ) -> ChannelSettings:
        if not can_manage_channel:
            raise NotAllowed("Only someone who can manage this channel can change its game settings.")
        current = await self.store.settings(channel_id)
        changes = {"turn_timer": turn_timer, "reaction_window": reaction_window, "quiet": quiet}
        for key, limit in (("turn_timer", timedelta(minutes=5)), ("reaction_window", timedelta(minutes=1))):
            if changes[key] is not None and changes[key] < limit:
                raise LobbyError(f"The {key.replace('_', ' ')} must be at least {_say(limit)}.")
        updated = current.model_copy(update={k: v for k, v in changes.items() if v is not None})
        await self.store.save_settings(channel_id, updated)
        return updated

    # --- helpers ------------------------------------------------------------------------------

    def seat_of(self, table: Table, user_id: str) -> Seat:
        """The seat `user_id` plays at this table (refused with a sentence when they have none)."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated("You are not seated in this game. Join the next one with /game join.")
        return seat

    def _check_room(self, table: Table, engine: Engine) -> None:
        if table.status != "lobby":
            raise LobbyError("This game has already started: seats can only change in the lobby.")
        if len(table.seats) >= engine.max_players:
            raise LobbyError(f"The table is full: {engine.title} seats at most {engine.max_players} players.")

    async def _lobby_change(self, channel_id: str, user_id: str, action: dict[str, Any], change) -> Table:
        for _ in range(CONFLICT_RETRIES):
            table = await self.table(channel_id)
            if table.status != "lobby":
                raise LobbyError("This game has already started: seats can only change in the lobby.")
            seats = await change(table, registry.get(table.game))
            new = table.model_copy(update={"seats": seats})
            try:
                return await self._save_simple(table, new, user_id, action)
            except TableChanged:
                continue
        raise TableChanged(await self.table(channel_id))

    async def _save_simple(
        self, table: Table, new: Table, actor: str, action: dict[str, Any], deadlines: list[Deadline] | None = None
    ) -> Table:
        """Save a change that is not a game move (lobby, abandon, back) with the same compare-and-set."""
        now = self.clock.now()
        saved = new.model_copy(update={"version": table.version + 1, "updated_at": now})
        log = LogEntry(table_id=table.id, version=saved.version, actor=actor, source="lobby", action=action, at=now)
        if not await self.store.save_table(saved, table.version, log, deadlines):
            raise TableChanged(await self.store.table(table.id))
        return saved

    async def _log(self, table: Table, actor: str, action: dict[str, Any]) -> None:
        """The first line of a table's log (its creation), at version 0."""
        now = self.clock.now()
        await self.store.save_table(table, table.version, LogEntry(
            table_id=table.id, version=table.version, actor=actor, source="lobby", action=action, at=now))


def _automated(table: Table, player: str) -> bool:
    seat = table.seat_named(player)
    return seat is not None and seat.automated


def _with_seat(table: Table, seat: Seat, **changes: Any) -> Table:
    seats = [s.model_copy(update=changes) if s.user_id == seat.user_id else s for s in table.seats]
    return table.model_copy(update={"seats": seats})


def _unique_name(name: str, table: Table) -> str:
    """Engines and pictures know players by name, so two seats never share one."""
    base = (name.strip() or "Player")[:32]
    candidate, n = base, 2
    while table.seat_named(candidate):
        candidate, n = f"{base} {n}", n + 1
    return candidate


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


def _say(delta: timedelta) -> str:
    minutes = int(delta.total_seconds() // 60)
    return f"{minutes} minutes" if minutes < 120 else f"{minutes // 60} hours"
