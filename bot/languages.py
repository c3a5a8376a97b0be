"""Which language a server's public posts are in (issue 46): its /game settings language (auto, en, de), kept
in the store; auto follows the server's Discord language, which only Discord knows (cogs/_language.py asks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.store import languages as rows
from lang import SETTINGS

if TYPE_CHECKING:
    from bot.service import TableService


async def server_setting(service: TableService, guild_id: str) -> str:
    """auto, or the language the server's admins chose."""
    return await service.store.reading(lambda r: rows.guild_language(r, guild_id))


async def set_server_setting(service: TableService, guild_id: str, setting: str) -> str:
    """Keep `setting` (one of SETTINGS) as the server's; who may is the caller's question (Manage Server)."""
    if setting not in SETTINGS:
        raise ValueError(f"A server's language setting is one of {SETTINGS}, not {setting!r}.")
    await service.store.in_transaction(lambda r: rows.save_guild_language(r, guild_id, setting))
    return setting
