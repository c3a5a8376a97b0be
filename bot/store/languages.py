"""A server's language setting (issue 46): the `language` column of its guild_settings row (migration 14), the
same on both stores, run through `Rows` inside a transaction of its own (`Store.in_transaction`). Written by
itself, beside the seasons' columns (bot/store/seasons.py), so neither overwrites the other's choice."""

from __future__ import annotations

from bot.store.forget import Rows

AUTO = "auto"


async def guild_language(rows: Rows, guild_id: str) -> str:
    found = await rows.fetch("SELECT language FROM guild_settings WHERE guild_id = $1", guild_id)
    return found[0][0] if found else AUTO


async def save_guild_language(rows: Rows, guild_id: str, language: str) -> None:
    await rows.execute("INSERT INTO guild_settings (guild_id, language) VALUES ($1, $2) "
                       "ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language", guild_id, language)
