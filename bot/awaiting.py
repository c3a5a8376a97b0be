"""Where is a player awaited? Every game of theirs, across a server's channels and threads (/game mine),
and the games awaiting them anywhere (the daily digest, by direct message). A mixin of the table service.
Also what a saved step tells people (`step_notices`): the table for the channel, and those newly awaited.

A secret prompt (a reaction window only some players can answer) is shown to the player it waits for
(privately, as everything here is), and to nobody else: the others read "waits for other players".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from bot.models import Deadline, Outgoing, Table
from bot.steps import Applied
from engines import registry
from engines.base import Prompt
from engines.said import Text, said, said_json

if TYPE_CHECKING:
    from bot.service_parts import TableCore
else:
    TableCore = object  # what the rest of the table service provides, for the type checker only (service_parts.py)

DIGEST_EVERY = timedelta(days=1)


@dataclass(frozen=True)
class MyGame:
    table: Table
    what: Text | None
    """What the game waits for from this player (None: it waits for others, or has not started)."""
    closes: datetime | None
    """When their time runs out (None when no timer runs for them)."""
    others: list[Text]
    """Whom else it waits for, as the channel may know (names; secret prompts are never named)."""
    message_id: str | None
    """The latest table message of the game, for a link to it."""

    @property
    def order(self) -> tuple:
        """Awaiting you first (soonest deadline first), then games awaiting others, then lobbies."""
        if self.what is not None:
            return (0, self.closes or datetime.max.replace(tzinfo=self.table.created_at.tzinfo), self.table.id)
        return (1 if self.table.status == "playing" else 2, self.table.created_at, self.table.id)


class AwaitingWork(TableCore):
    """Uses the service's store, clock and engine_and_state."""

    async def my_games(self, guild_id: str, user_id: str) -> list[MyGame]:
        """Every lobby and game in play on this server where `user_id` has a seat, awaiting them first: found among
        their own tables (a big server's every table in play, read and made into models, held the event loop on
        PostgreSQL and the GIL on SQLite's reads thread)."""
        tables = [t for t in await self.store.tables_of(user_id) if t.guild_id == guild_id]
        return sorted([await self._my_game(t, user_id) for t in tables], key=lambda g: g.order)

    async def awaiting_me(self, user_id: str) -> list[MyGame]:
        """The games in play, on any server, waiting for `user_id` now."""
        games = [await self._my_game(t, user_id) for t in await self.store.tables_of(user_id) if t.status == "playing"]
        return sorted([g for g in games if g.what is not None], key=lambda g: g.order)

    async def _my_game(self, table: Table, user_id: str) -> MyGame:
        latest = await self.store.posted(table.id, "table")
        message_id = latest[-1].message_id if latest else None
        seat = table.seat_of(user_id)
        if seat is None or table.status != "playing":  # seatless: forgotten since the tables were listed
            return MyGame(table, None, None, [], message_id)
        engine, state = self.engine_and_state(table)
        prompts = engine.awaiting(state)
        mine = next((p for p in prompts if p.player == seat.name), None)
        others: list[Text] = [p.player for p in prompts if p.player != seat.name and not p.secret]
        if any(p.secret and p.player != seat.name for p in prompts):
            others.append(said("table-a-reaction-window"))
        closes = await self.deadline_of(table, seat.name) if mine else None
        return MyGame(table, mine.what if mine else None, closes, others, message_id)

    async def send_digests(self, now: datetime) -> int:
        """Each player whose daily digest is due gets one direct message listing the games awaiting them
        (none when nothing does); the next one is due a day later. How many were sent."""
        sent = 0
        for user_id in await self.store.due_digests(now):
            due = await self.store.digest_due_at(user_id)
            if due is None or due > now:
                continue
            games = await self.awaiting_me(user_id)
            outbox = [Outgoing(table_id=games[0].table.id, dest=f"dm:{user_id}", kind="digest", created_at=now,
                               payload={"games": [digest_entry(g) for g in games]})] if games else []
            following = due + DIGEST_EVERY
            while following <= now:  # the bot was down for days: one digest now, then at the usual hour
                following += DIGEST_EVERY
            if await self.store.claim_digest(user_id, due, following, outbox):
                sent += bool(outbox)
        return sent


def digest_entry(game: MyGame) -> dict:
    """What the digest message says of one game (the sender writes it; stored in the outbox)."""
    return {"title": registry.get(game.table.game).title, "guild_id": game.table.guild_id,
            "channel_id": game.table.channel_id, "message_id": game.message_id,
            "what": said_json(game.what) if game.what is not None else None,
            "closes": game.closes.isoformat() if game.closes else None}


def step_notices(
    table: Table, awaited: list[Prompt], before: list[Prompt] | None, applied: Applied | None,
    deadlines: list[Deadline], now: datetime, timed_out: dict[str, Any] | None, starting: bool = False,
    guide: Sequence[dict[str, str]] = (),
) -> list[Outgoing]:
    """What the step tells people: the table for the channel (unless the step changed nothing the
    channel sees: standing orders, a quiet move), and a direct message to each player a secret prompt
    newly waits for (a mention in the channel would give away that they can answer)."""
    outbox: list[Outgoing] = []
    if applied is None or not applied.private:  # what the sender needs, never the state or the seed: it
        # draws the table as saved (the latest version: a merged message shows the newest table)
        payload = {"version": table.version, "events": applied.as_events() if applied else [],
                   "timeout": timed_out, **({"start": True} if starting else {}),
                   **({"guide": list(guide)} if guide else {})}
        outbox.append(Outgoing(table_id=table.id, dest=table.channel_id, kind="table", payload=payload,
                               created_at=now))
    asked_before = {p.player for p in before if p.secret} if before is not None else set()
    for prompt in awaited if table.status == "playing" else []:
        seat = table.seat_named(prompt.player)
        if not prompt.secret or seat is None or seat.automated or prompt.player in asked_before:
            continue
        closes = next((d.deadline_at for d in deadlines if d.player == prompt.player and d.kind == "timeout"), None)
        outbox.append(Outgoing(table_id=table.id, dest=f"dm:{seat.user_id}", kind="ping", created_at=now, payload={
            "version": table.version, "player": seat.name, "what": said_json(prompt.what),
            "closes": closes.isoformat() if closes else None}))
    outbox += last_to_choose(table, awaited, before, now)
    return outbox


def last_to_choose(table: Table, awaited: list[Prompt], before: list[Prompt] | None, now: datetime
                   ) -> list[Outgoing]:
    """When everyone else has made their choice in a step all choose in at once (Throneworld's Outreach,
    research, production), one ping for the player left: the step that took the others from two or more
    to one is the only one that sends it."""
    if before is None or table.status != "playing":
        return []
    waiting = [p for p in awaited if p.kind == "simultaneous" and not p.secret]
    earlier = {p.player for p in before if p.kind == "simultaneous" and not p.secret}
    if len(waiting) != 1 or len(earlier) < 2 or waiting[0].player not in earlier:
        return []
    seat = table.seat_named(waiting[0].player)
    if seat is None or seat.automated:
        return []
    return [Outgoing(table_id=table.id, dest=table.channel_id, kind="last", created_at=now, payload={
        "user_id": seat.user_id, "player": seat.name, "what": said_json(waiting[0].what)})]
