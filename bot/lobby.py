"""The lobby: a table from /game new until it starts (seats, AI seats, the limits on lobbies, their
expiry) and a rematch of a finished game. A mixin of the table service (bot/service.py), like the
deadline work."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

from bot.deadlines import CONFLICT_RETRIES
from bot.limits import TooManyLobbies
from bot.models import Deadline, LogEntry, Outgoing, Seat, Table
from bot.steps import LobbyError, NotAllowed, NotSeated, TableChanged
from bot.store import threads
from engines import registry
from engines.base import Engine
from engines.said import said

if TYPE_CHECKING:
    from bot.service_parts import TableCore
else:
    TableCore = object  # what the rest of the table service provides, for the type checker only (service_parts.py)


class LobbyWork(TableCore):
    """Opening, seating and closing lobbies (uses the service's store, clock, limits, cooldowns, table and
    _save_simple)."""

    async def new_table(
        self, guild_id: str, channel_id: str, game: str, user_id: str, name: str,
        options: dict[str, Any] | None = None, ai: bool = False, here: bool = False,
    ) -> Table:
        """Open a lobby in the channel with its creator seated (an AI creator only in transcripts); `here`: its
        game is played in this channel even where games move into a thread of their own when they start."""
        engine = registry.get(game)
        parsed = engine.parse_options(options or {})
        if not ai and await self.store.open_lobbies(guild_id, user_id) >= self.limits.lobbies_per_user:
            raise TooManyLobbies(self.limits.lobbies_per_user)
        now = self.clock.now()
        table = Table(
            guild_id=guild_id, channel_id=channel_id, game=game, creator_id=user_id,
            options=parsed.model_dump(mode="json", exclude_unset=True),
            seats=[Seat(user_id=user_id, name=name, ai=ai)], created_at=now, updated_at=now,
        )
        table = await self.store.create_table(table)
        closes = now + self.limits.lobby_lifetime
        expiry = Deadline(table_id=table.id, channel_id=channel_id, player="", kind="expiry", due_at=closes,
                          set_at=now, deadline_at=closes)
        await self._log(table, user_id, {"do": "new", "game": game, "options": table.options}, [expiry])
        if here:  # its own log line: the lobby's choice, read when it starts
            return await self._save_simple(table, table, user_id, {"do": "here"})
        return table

    async def join(self, channel_id: str, user_id: str, name: str) -> Table:
        async def change(table: Table, engine: Engine) -> list[Seat]:
            if table.seat_of(user_id):
                raise LobbyError(said("lobby-already-seated"))
            self._check_room(table, engine)
            return [*table.seats, Seat(user_id=user_id, name=_unique_name(name, table))]

        return await self._lobby_change(channel_id, user_id, {"do": "join"}, change)

    async def add_ai(self, channel_id: str, user_id: str, name: str | None = None, called: str = "AI") -> Table:
        """An AI player in an empty chair: named `name`, else `called` and its number (the server's word for an AI
        player, "KI" in German: a name is kept as it was given)."""
        async def change(table: Table, engine: Engine) -> list[Seat]:
            if not table.seat_of(user_id) and user_id != table.creator_id:
                raise NotSeated(said("lobby-add-ai-not-seated"))
            self._check_room(table, engine)
            number = 1 + sum(1 for s in table.seats if s.ai)
            while table.seat_of(f"ai:{number}"):
                number += 1
            ai_name = _unique_name(name or f"{called} {number}", table)
            return [*table.seats, Seat(user_id=f"ai:{number}", name=ai_name, ai=True)]

        return await self._lobby_change(channel_id, user_id, {"do": "addbot"}, change)

    async def leave(self, channel_id: str, user_id: str) -> Table:
        async def change(table: Table, engine: Engine) -> list[Seat]:
            if not table.seat_of(user_id):
                raise NotSeated(said("lobby-not-seated"))
            if user_id == table.creator_id:
                raise LobbyError(said("lobby-creator-cannot-leave"))
            return [s for s in table.seats if s.user_id != user_id]

        return await self._lobby_change(channel_id, user_id, {"do": "leave"}, change)

    async def abandon(self, channel_id: str, user_id: str, can_manage_channel: bool) -> Table:
        table = await self.table(channel_id)
        if user_id != table.creator_id and not can_manage_channel:
            raise NotAllowed(said("lobby-abandon-not-allowed"))
        abandoned = table.model_copy(update={"status": "abandoned"})
        return await self._save_simple(table, abandoned, user_id, {"do": "abandon"}, deadlines=[])

    async def channel_gone(self, channel_id: str) -> Table | None:
        """The channel or thread of a game was deleted: its lobby or game ends unrated at once, its timers
        with it (nothing can be posted there any more). The table ended, if there was one."""
        table = await self.store.active_table(channel_id)
        if table is None:
            return None
        abandoned = table.model_copy(update={"status": "abandoned"})
        try:
            return await self._save_simple(table, abandoned, "", {"do": "channel_deleted"}, deadlines=[])
        except TableChanged:
            return await self.channel_gone(channel_id)

    async def check_startable(self, channel_id: str, user_id: str) -> Table:
        """The lobby `user_id` may start now (refused with the sentence /game start would give)."""
        table = await self.table(channel_id)
        if table.status != "lobby":
            raise LobbyError(said("lobby-already-started"))
        if user_id != table.creator_id:
            raise NotAllowed(said("lobby-start-not-creator"))
        engine = registry.get(table.game)
        if len(table.seats) < engine.min_players:
            missing = engine.min_players - len(table.seats)
            raise LobbyError(said("lobby-too-few", title=engine.title, least=engine.min_players,
                                  missing=missing))
        return table

    async def played_here(self, table: Table) -> bool:
        """Whether the lobby's creator asked for the game to stay in its channel (/game new here:true)."""
        return any(e.action.get("do") == "here" for e in await self.store.actions(table.id))

    async def came_from(self, table: Table) -> str | None:
        """The channel a game moved out of into its thread (None: it was never moved)."""
        moves = [e.action for e in await self.store.actions(table.id) if e.action.get("do") == "move"]
        return moves[0]["from"] if moves else None

    async def move_table(self, table: Table, channel_id: str, outbox: Sequence[Outgoing] = ()) -> Table:
        """Move a lobby or game into another channel or thread, its timers with it (TableChanged when someone
        saved first)."""
        now = self.clock.now()
        if not await self.store.in_transaction(lambda rows: threads.move_table(rows, table, channel_id, now, outbox)):
            raise TableChanged(await self.table_by_id(table.id))
        return table.model_copy(update={"channel_id": channel_id, "version": table.version + 1, "updated_at": now})

    def _check_room(self, table: Table, engine: Engine) -> None:
        if table.status != "lobby":
            raise LobbyError(said("lobby-seats-closed"))
        if len(table.seats) >= engine.max_players:
            raise LobbyError(said("lobby-full", title=engine.title, most=engine.max_players))

    async def _lobby_change(self, channel_id: str, user_id: str, action: dict[str, Any],
                            change: Callable[[Table, Engine], Awaitable[list[Seat]]]) -> Table:
        for _ in range(CONFLICT_RETRIES):
            table = await self.table(channel_id)
            if table.status != "lobby":
                raise LobbyError(said("lobby-seats-closed"))
            seats = await change(table, registry.get(table.game))
            new = table.model_copy(update={"seats": seats})
            try:
                return await self._save_simple(table, new, user_id, action)
            except TableChanged:
                continue
        raise TableChanged(await self.table(channel_id))

    async def _log(self, table: Table, actor: str, action: dict[str, Any], deadlines: list[Deadline]) -> None:
        """The first line of a table's log (its creation), at version 0, with the lobby's expiry."""
        now = self.clock.now()
        await self.store.save_table(table, table.version, LogEntry(
            table_id=table.id, version=table.version, actor=actor, source="lobby", action=action, at=now, told=[]),
            deadlines)

    async def rematch(self, table_id: int, user_id: str) -> Table:
        """A new lobby in a finished table's channel, created by one of its players (`user_id`), with the
        same seats (AI included) and options; whoever does not want to play again leaves it."""
        old = await self.table_by_id(table_id)
        if old.status != "finished":
            raise LobbyError(said("lobby-rematch-unfinished"))
        seat = old.seat_of(user_id)
        if seat is None or seat.ai:
            raise NotSeated(said("lobby-rematch-not-player"))
        lobby = await self.new_table(old.guild_id, old.channel_id, old.game, user_id, seat.name, old.options)
        others = [s for s in old.seats if s.user_id != user_id]
        seated = lobby.model_copy(update={"seats": [*lobby.seats, *others]})
        return await self._save_simple(lobby, seated, user_id, {"do": "rematch", "of": table_id})


def _unique_name(name: str, table: Table) -> str:
    """Engines and pictures know players by name, so two seats never share one."""
    base = (name.strip() or "Player")[:32]
    candidate, n = base, 2
    while table.seat_named(candidate):
        candidate, n = f"{base} {n}", n + 1
    return candidate
