"""A rematch: a finished game's players open a new lobby in the same channel, seated as before (AI seats
included) with the same options; whoever does not want to play again leaves it with /game leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.models import Table
from bot.steps import LobbyError, NotSeated

if TYPE_CHECKING:
    from bot.service import TableService


async def rematch(service: TableService, table_id: int, user_id: str) -> Table:
    """The new lobby, created by `user_id` (who must have played the finished table `table_id`)."""
    old = await service.table_by_id(table_id)
    if old.status != "finished":
        raise LobbyError("Only a finished game can be played again.")
    seat = old.seat_of(user_id)
    if seat is None or seat.ai:
        raise NotSeated("Only the players of that game can call a rematch: open a new one with /game new.")
    lobby = await service.new_table(old.guild_id, old.channel_id, old.game, user_id, seat.name, old.options)
    others = [s for s in old.seats if s.user_id != user_id]
    seated = lobby.model_copy(update={"seats": [*lobby.seats, *others]})
    # The whole table is seated in the lobby's first change, logged as the rematch it is.
    return await service._save_simple(lobby, seated, user_id, {"do": "rematch", "of": table_id})
