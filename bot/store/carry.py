"""Which interaction carries a table post (plumbing/carry.py), noted in the notice's payload, the same on both
stores through `in_transaction`. Only a notice the sender has not batched yet can be given a carrier: one
already batched may be on its way to the channel as a plain message."""

from __future__ import annotations

import json
from typing import Any

from bot.store.forget import Rows


async def carry(rows: Rows, table_id: int, dest: str, via: dict[str, Any]) -> bool:
    """Give the table's latest table post for `dest` not yet batched nor carried the carrier `via`; False
    when there is none (the sender took it first)."""
    found = await rows.fetch(
        "SELECT id, payload FROM outbox WHERE table_id = $1 AND dest = $2 AND kind = 'table' AND status = 'pending' "
        "AND batch IS NULL ORDER BY id DESC LIMIT 1", table_id, dest)
    if not found:
        return False
    notice_id, payload = found[0][0], json.loads(found[0][1])
    if "via" in payload:
        return False
    payload["via"] = via
    updated = await rows.fetch("UPDATE outbox SET payload = $1 WHERE id = $2 AND batch IS NULL RETURNING id",
                               json.dumps(payload), notice_id)
    return bool(updated)
