"""Slash commands are synced with Discord only when they changed, or when the operator asks
(`python -m bot sync`): every sync rewrites the application's commands, Discord allows 200 command
creations a day per guild, and discord.py's maintainers advise against syncing at every start. A failed
sync is logged and the bot runs on with the commands Discord already has.

With DEV_GUILD_ID set, the commands go to that guild only (they show at once) and the global ones are
cleared, so the development guild does not list every command twice.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

import discord
from discord import app_commands

log = logging.getLogger(__name__)

GLOBAL = "global"


async def fingerprint(tree: app_commands.CommandTree, guild: discord.abc.Snowflake | None) -> str:
    """What Discord would be sent for this scope, hashed: equal fingerprints, nothing to sync. Kept per
    application and scope (global, or the development guild). With the tree's translator, its localizations
    count too: a changed catalog is synced."""
    commands = tree.get_commands(guild=guild)
    payload = sorted([await c.get_translated_payload(tree, tree.translator) if tree.translator else c.to_dict(tree)
                      for c in commands], key=lambda c: c["name"])
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def read_synced(path: Path) -> dict[str, str]:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


async def sync_commands(tree: app_commands.CommandTree, path: Path, dev_guild_id: int | None,
                        force: bool = False) -> list[str]:
    """Sync each scope whose commands differ from the last sync recorded in `path` (all with `force`);
    the scopes synced."""
    scopes: list[tuple[str, discord.Object | None]] = [(GLOBAL, None)]
    if dev_guild_id:
        dev_guild = discord.Object(id=dev_guild_id)
        tree.copy_global_to(guild=dev_guild)
        tree.clear_commands(guild=None)  # shown in the dev guild only, not a second time as global commands
        scopes.append((str(dev_guild_id), dev_guild))
    synced = read_synced(path)
    done = []
    for name, guild in scopes:
        scope = f"{tree.client.application_id}:{name}"  # another application (token) starts with none
        current = await fingerprint(tree, guild)
        if not force and synced.get(scope) == current:
            log.info("Slash commands (%s) unchanged since the last sync: not synced.", scope)
            continue
        try:
            await tree.sync(guild=guild)
        except discord.HTTPException as exc:
            log.error("Syncing the slash commands (%s) failed (%s %s); the bot runs on with the commands "
                      "Discord has. `python -m bot sync` tries again.", scope, exc.status, exc.text)
            continue
        synced[scope] = current
        done.append(scope)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(synced, indent=1))
    return done
