"""A lobby or game moving between a channel and a thread (issue 45), the same on both stores (run through
`Store.in_transaction`, with bot/store/forget.py's `Rows`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from bot.models import Outgoing, Table
from bot.store.forget import Rows


async def move_table(rows: Rows, table: Table, channel_id: str, at: datetime, outbox: Sequence[Outgoing] = ()) -> bool:
    """Move a lobby or game to another channel (a thread made for it, or back out of one), with its pending
    timers, by a compare-and-set on its version, and save `outbox` with it: False when someone else saved first."""
    moved = await rows.fetch(
        "UPDATE tables SET channel_id = $1, version = version + 1, updated_at = $2 WHERE id = $3 AND version = $4 "
        "RETURNING id", channel_id, at, table.id, table.version)
    if not moved:
        return False
    await rows.execute("UPDATE deadlines SET channel_id = $1 WHERE table_id = $2 AND fired = 0", channel_id, table.id)
    moving = json.dumps({"do": "move", "from": table.channel_id, "to": channel_id})
    await rows.execute(
        "INSERT INTO actions (table_id, version, actor, source, action, at, told) "
        "VALUES ($1, $2, $3, $4, $5, $6, '[]')",
        table.id, table.version + 1, "", "lobby", moving, at)
    for notice in outbox:
        await rows.execute("INSERT INTO outbox (table_id, dest, kind, payload, created_at) VALUES ($1, $2, $3, $4, $5)",
                           notice.table_id, notice.dest, notice.kind, json.dumps(notice.payload), notice.created_at)
    return True
