"""What the bot forgets, and when (docs/PRIVACY.md): a person who asks, a server that asks or removes the
bot. The store does the deleting (bot/store/forget.py): a person in one transaction, a server in parts of
TABLES_AT_ONCE tables; this module hands the seats of a forgotten person to the AI at the tables still being
played, and ends a departed server's games."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING

from bot.looplag import give_way
from bot.steps import Move
from bot.store.forget import person_servers
from engines import registry

if TYPE_CHECKING:
    from bot.service_parts import TableCore

log = logging.getLogger(__name__)

TABLES_AT_ONCE = 50
"""A server's tables deleted in one transaction (about 0.5 ms each on SQLite)."""


async def forget_person(service: TableCore, user_id: str, called: Callable[[str], Awaitable[str]]) -> int:
    """Remove `user_id` from every table of every server; their games go on with the AI in their seat (a
    lobby simply loses them, or closes if they opened it), named `await called(guild_id)`, the server's words
    for a former player, and a number. Returns how many games and lobbies were touched."""
    servers = await service.store.in_transaction(lambda rows: person_servers(rows, user_id))
    touched = await service.store.forget_user(user_id, {guild: await called(guild) for guild in servers})
    service.forget_remembered()  # views and pictures drawn before, with the old name
    for table_id in touched:
        await _after_forgetting(service, table_id)
    log.info("A person asked to be forgotten: %d open tables handed on.", len(touched))
    return len(touched)


async def _after_forgetting(service: TableCore, table_id: int) -> None:
    table = await service.store.table(table_id)
    if table is None:
        return
    async with service.channel_lock(table.channel_id):
        table = await service.store.table(table_id)
        if table is None:
            return  # deleted meanwhile
        if table.status == "lobby":
            former = [s for s in table.seats if s.user_id.startswith("former:")]
            if table.creator_id.startswith("former:"):
                await service._save_simple(table, table.model_copy(update={"status": "abandoned"}), "",
                                           {"do": "forget"}, deadlines=[])
            elif former:
                seats = [s for s in table.seats if s not in former]
                await service._save_simple(table, table.model_copy(update={"seats": seats}), "", {"do": "forget"})
            return
        if table.status != "playing":
            return
        engine, state = service.engine_and_state(table)
        move = Move(table=table)
        # A step of its own (same state): the seat's timers become AI work, and the channel sees the table.
        await service._commit(move, table, engine, state, None, service.clock.now(), "", "lobby", {"do": "forget"})
        await service._run_automated(move, registry.get(table.game))


async def forget_server(service: TableCore, guild_id: str, channel_ids: list[str]) -> int:
    """Delete everything of a server (asked by its admins, or its time after the bot left ran out), TABLES_AT_ONCE
    tables a transaction, giving the event loop way between them: a departed server's 2,000 tables deleted in
    one piece would hold every channel (and SQLite's write lock) for a second. A crash between two parts leaves
    the rest to the next pass of the deadline loop (its departure is deleted last) or to the admin's next ask."""
    deleted = 0
    while (part := await service.store.forget_guild(guild_id, channel_ids, TABLES_AT_ONCE)) == TABLES_AT_ONCE:
        deleted += part
        await give_way()
    deleted += part
    service.forget_remembered()
    log.info("A server's data was deleted: %d tables.", deleted)
    return deleted


async def server_left(service: TableCore, guild_id: str, now: datetime) -> int:
    """The bot was removed from a server: its lobbies and games end unrated at once, their timers and unsent
    notices with them (nothing can reach it any more), and its data is deleted after the operator's retention
    period unless the bot comes back. Returns how many games ended."""
    ended = 0
    for table in await service.store.active_tables(guild_id):
        async with service.channel_lock(table.channel_id):
            current = await service.store.table(table.id)
            if current is not None and current.status in ("lobby", "playing"):
                await service._save_simple(current, current.model_copy(update={"status": "abandoned"}), "",
                                           {"do": "server_left"}, deadlines=[])
                ended += 1
    await service.store.guild_left(guild_id, now, now + service.limits.guild_data_kept)
    return ended


async def purge_departed(service: TableCore, now: datetime) -> int:
    """Delete the data of servers the bot left longer ago than the retention period."""
    purged = 0
    for guild_id in await service.store.due_purges(now):
        await forget_server(service, guild_id, [])
        purged += 1
    return purged
