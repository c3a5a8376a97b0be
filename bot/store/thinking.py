"""The commands a bot process is answering with "thinking…" (plumbing/thinking.py), the same statements on both
stores through `in_transaction`: one row per command, noted before its deferral, kept for its token's life."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.store.forget import Rows


@dataclass(frozen=True)
class Thinking:
    """A command answered with "thinking…": the interaction, its token (to fill the answer in) and where and in
    which language its person is answered."""

    interaction_id: str
    app_id: str
    token: str
    guild_id: str
    language: str


async def note(rows: Rows, thinking: Thinking, boot: str, at: datetime) -> None:
    """Note a command, made `at`, that this process (`boot`) is about to answer with "thinking…"."""
    await rows.execute(
        "INSERT INTO thinking (interaction_id, app_id, token, guild_id, language, boot, at) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (interaction_id) DO NOTHING",
        thinking.interaction_id, thinking.app_id, thinking.token, thinking.guild_id, thinking.language, boot, at)


async def any_before(rows: Rows, moment: datetime) -> bool:
    return bool(await rows.fetch("SELECT 1 FROM thinking WHERE at < $1 LIMIT 1", moment))


async def forget_before(rows: Rows, moment: datetime) -> None:
    """Drop the commands made before `moment` (their tokens expired: nothing can answer them any more)."""
    await rows.execute("DELETE FROM thinking WHERE at < $1", moment)


async def left_by_others(rows: Rows, boot: str, since: datetime) -> list[Thinking]:
    """The commands made since `since` that other processes (earlier ones, or another shard's) noted."""
    found = await rows.fetch(
        "SELECT interaction_id, app_id, token, guild_id, language FROM thinking WHERE boot <> $1 AND at >= $2 "
        "ORDER BY at", boot, since)
    return [Thinking(*row) for row in found]


async def done(rows: Rows, interaction_id: str) -> None:
    await rows.execute("DELETE FROM thinking WHERE interaction_id = $1", interaction_id)
