"""A person's costly asks (bot/cooldowns.py), the same statements on both stores through `in_transaction`:
one row per person and kind of ask, holding the times of their asks within the rate's window. The row is
written first (an upsert), so in PostgreSQL a second process checking the same person waits for the first
to commit and then counts its ask: N processes never give anyone N times the rate."""

from __future__ import annotations

import json
from datetime import datetime

from bot.store.forget import Rows


async def take(rows: Rows, user_id: str, kind: str, now: datetime, times: int, seconds: float) -> float | None:
    """Count this ask, or return the seconds until it would be allowed (a refused ask does not count)."""
    await rows.execute(
        "INSERT INTO cooldowns (user_id, kind, asked, last_at) VALUES ($1, $2, '[]', $3) "
        "ON CONFLICT (user_id, kind) DO UPDATE SET last_at = excluded.last_at", user_id, kind, now)
    [(asked_text,)] = await rows.fetch("SELECT asked FROM cooldowns WHERE user_id = $1 AND kind = $2", user_id, kind)
    stamp = now.timestamp()
    asked = [t for t in json.loads(asked_text) if t > stamp - seconds]
    if len(asked) >= times:
        return asked[0] + seconds - stamp
    await rows.execute("UPDATE cooldowns SET asked = $1 WHERE user_id = $2 AND kind = $3",
                       json.dumps([*asked, stamp]), user_id, kind)
    return None


async def forget_before(rows: Rows, moment: datetime) -> None:
    """Drop the rows of those who last asked before `moment` (past every rate's window: they count nothing)."""
    await rows.execute("DELETE FROM cooldowns WHERE last_at < $1", moment)
