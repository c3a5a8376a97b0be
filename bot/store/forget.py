"""Forgetting (issue 40, docs/PRIVACY.md), the same on both stores: each runs these in one transaction of
its own through `Rows`, the two statements the work needs, written with $1, $2… placeholders.

A person: at every table they sat at, their seat becomes "Former player N" (in the server's words: the caller
hands them, by server) with no Discord id, everywhere the table's rows name it (the seats, the game's state
and options, the action log, deadlines, posted messages, notices); their ratings, results, preferences and
waiting direct messages are deleted outright. A name is replaced wherever it is a whole value or key: a game's
state, options and log are structured, and replacing inside their texts could change a rule's word ("tom"
inside "bottom"). Notices waiting to be sent hold sentences too, so there a name is also replaced inside texts
when it is long enough not to be part of ordinary words (MIN_NAME_IN_TEXT). A Discord id is replaced
everywhere.

A server: its tables and everything hanging on them, its leaderboards and its channels' settings; when the
bot is removed from one, the date its data goes (unless the bot comes back)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any, Protocol

from bot.models import Seat

FORMER = "Former player"
"""A forgotten person's seat's name where the caller names none for the server."""
MIN_NAME_IN_TEXT = 3
"""Shorter names are replaced only where they stand alone: "Al" inside "Ally" must stay."""
SNOWFLAKE_DIGITS = 17


class Rows(Protocol):
    async def fetch(self, sql: str, *args: Any) -> list[Any]: ...
    async def execute(self, sql: str, *args: Any) -> None: ...


PERSON_ALONE = (
    "DELETE FROM outbox WHERE dest = 'dm:' || $1",  # the direct messages waiting for them
    "DELETE FROM last_delivered WHERE dest = 'dm:' || $1",
    "DELETE FROM ratings WHERE user_id = $1",
    "DELETE FROM results WHERE user_id = $1",
    "DELETE FROM player_prefs WHERE user_id = $1",
    "DELETE FROM season_ratings WHERE user_id = $1",
    "DELETE FROM season_standings WHERE user_id = $1",
    "DELETE FROM cooldowns WHERE user_id = $1",
    "DELETE FROM seated WHERE user_id = $1",
)
REPLAY_KEPT = (
    # the states a replay shows, kept as the game was played (bot/store/frames.py): they name the players
    "DELETE FROM replay_frames WHERE table_id = $1",
    "DELETE FROM replay_steps WHERE table_id = $1",
)
TABLE_AND_ITS_ROWS = (
    *REPLAY_KEPT,
    "DELETE FROM actions WHERE table_id = $1",
    "DELETE FROM deadlines WHERE table_id = $1",
    "DELETE FROM outbox WHERE table_id = $1",
    "DELETE FROM posted WHERE table_id = $1",
    "DELETE FROM results WHERE table_id = $1",
    "DELETE FROM rated_tables WHERE table_id = $1",
    "DELETE FROM seated WHERE table_id = $1",
    "DELETE FROM tables WHERE id = $1",
)
SERVER_ALONE = (
    # its season channel's last message (the season's standings are posted there, where no game may be)
    "DELETE FROM last_delivered WHERE dest IN (SELECT season_channel FROM guild_settings WHERE guild_id = $1)",
    "DELETE FROM ratings WHERE guild_id = $1",
    "DELETE FROM results WHERE guild_id = $1",
    "DELETE FROM departures WHERE guild_id = $1",
    "DELETE FROM season_ratings WHERE guild_id = $1",
    "DELETE FROM season_standings WHERE guild_id = $1",
    "DELETE FROM seasons WHERE guild_id = $1",
    "DELETE FROM thinking WHERE guild_id = $1",
    "DELETE FROM guild_settings WHERE guild_id = $1",
)


PERSON_TABLES = ("SELECT id, guild_id, status, creator_id, options, seats, state FROM tables "
                 "WHERE id IN (SELECT table_id FROM seated WHERE user_id = $1)")
"""Every table that may name a person (their id in its seats, or as its creator), by the index of who sat where
(bot/store/seated.py), and more: the caller checks."""


async def person_servers(rows: Rows, user_id: str) -> set[str]:
    """The servers of the tables a person sat at or opened: where their seat is to be renamed."""
    return {row[1] for row in await _person_tables(rows, user_id)}


async def _person_tables(rows: Rows, user_id: str) -> list[Any]:
    return [row for row in await rows.fetch(PERSON_TABLES, user_id)
            if row[3] == user_id or any(s["user_id"] == user_id for s in json.loads(row[5]))]


async def forget_person(rows: Rows, user_id: str, former: Mapping[str, str]) -> list[int]:
    """Returns the tables still in a lobby or being played, whose seats the service hands on. `former`: a
    forgotten seat's name by server (FORMER where a server is not named)."""
    touched = []
    for table_id, guild_id, status, creator, options, seats, state in await _person_tables(rows, user_id):
        seated = [Seat.model_validate(s) for s in json.loads(seats)]
        seated, renames = former_seats(table_id, seated, user_id, former.get(guild_id, FORMER))
        await rows.execute(
            "UPDATE tables SET creator_id = $1, options = $2, seats = $3, state = $4, public_fingerprint = NULL "
            "WHERE id = $5",
            renames[user_id] if creator == user_id else creator, renamed_text(options, renames),
            json.dumps([s.model_dump() for s in seated]), renamed_text(state, renames) if state else state, table_id)
        await _rename_rows(rows, table_id, renames)
        if status in ("lobby", "playing"):
            touched.append(table_id)
    for sql in PERSON_ALONE:
        await rows.execute(sql, user_id)
    return touched


async def forget_server(rows: Rows, guild_id: str, channel_ids: list[str], at_most: int) -> int:
    """Up to `at_most` of the server's tables with their channels' settings; once fewer were left, the rest of
    the server too (the settings of `channel_ids`, its leaderboards, its departure). Returns how many tables
    were deleted: the server is forgotten once that is under `at_most`."""
    found = await rows.fetch("SELECT id, channel_id FROM tables WHERE guild_id = $1 ORDER BY id LIMIT $2",
                             guild_id, at_most)
    for table_id, _ in found:
        for sql in TABLE_AND_ITS_ROWS:
            await rows.execute(sql, table_id)
    last = len(found) < at_most
    for channel in {*(channel_ids if last else ()), *(channel for _, channel in found)}:
        await rows.execute("DELETE FROM settings WHERE channel_id = $1", channel)
        await rows.execute("DELETE FROM last_delivered WHERE dest = $1", channel)
    if last:
        for sql in SERVER_ALONE:
            await rows.execute(sql, guild_id)
    return len(found)


async def server_departed(rows: Rows, guild_id: str, left_at: datetime, purge_at: datetime) -> None:
    """The bot was removed from a server: its data goes at `purge_at`; its unsent notices can't reach it."""
    await rows.execute(
        "INSERT INTO departures (guild_id, left_at, purge_at) VALUES ($1, $2, $3) "
        "ON CONFLICT (guild_id) DO UPDATE SET left_at = excluded.left_at, purge_at = excluded.purge_at",
        guild_id, left_at, purge_at)
    await rows.execute("UPDATE outbox SET status = 'failed', payload = '{}' WHERE status = 'pending' "
                       "AND table_id IN (SELECT id FROM tables WHERE guild_id = $1)", guild_id)


async def server_back(rows: Rows, guild_id: str) -> bool:
    return bool(await rows.fetch("DELETE FROM departures WHERE guild_id = $1 RETURNING guild_id", guild_id))


async def servers_due(rows: Rows, now: datetime) -> list[str]:
    return [r[0] for r in await rows.fetch(
        "SELECT guild_id FROM departures WHERE purge_at <= $1 ORDER BY purge_at", now)]


def former_seats(table_id: int, seats: list[Seat], user_id: str, called: str) -> tuple[list[Seat], dict[str, str]]:
    """The seats with `user_id`'s anonymised as `called` and a number (played by the AI from now on), and the
    renames to apply to every other row of the table: {old name or id: new}."""
    renames: dict[str, str] = {}
    taken = {seat.name for seat in seats}
    out: list[Seat] = []
    for index, seat in enumerate(seats, 1):
        if seat.user_id != user_id:
            out.append(seat)
            continue
        alias = next(f"{called} {n}" for n in range(index, index + len(taken) + 2) if f"{called} {n}" not in taken)
        taken.add(alias)
        renames[seat.name] = alias
        out.append(seat.model_copy(update={"user_id": f"former:{table_id}:{index}", "name": alias, "ai": True,
                                           "away": False}))
    renames[user_id] = next((s.user_id for s in out if s.name in renames.values()), f"former:{table_id}:0")
    return out, renames


async def _rename_rows(rows: Rows, table_id: int, renames: dict[str, str]) -> None:
    """A table's log, deadlines, posted messages and notices, with the renames applied; the states kept for
    its replay let go (it is rebuilt from the renamed log)."""
    for sql in REPLAY_KEPT:
        await rows.execute(sql, table_id)
    for version, actor, action, told in await rows.fetch(
            "SELECT version, actor, action, told FROM actions WHERE table_id = $1", table_id):
        await rows.execute(
            "UPDATE actions SET actor = $1, action = $2, told = $3 WHERE table_id = $4 AND version = $5",
            renamed(actor, renames), renamed_text(action, renames), told and renamed_text(told, renames), table_id,
            version)
    for old, new in renames.items():
        for kind in ("deadlines", "posted"):
            await rows.execute(f"UPDATE {kind} SET player = $1 WHERE table_id = $2 AND player = $3",
                               new, table_id, old)
    for outbox_id, payload in await rows.fetch("SELECT id, payload FROM outbox WHERE table_id = $1", table_id):
        await rows.execute("UPDATE outbox SET payload = $1 WHERE id = $2",
                           renamed_text(payload, renames, sentences=True), outbox_id)


def renamed(value: Any, renames: dict[str, str], sentences: bool = False) -> Any:
    """`value` (parsed JSON) with every name and id of `renames` replaced, keys included; with `sentences`,
    names inside longer texts too."""
    if isinstance(value, str):
        return _renamed_string(value, renames, sentences)
    if isinstance(value, list):
        return [renamed(item, renames, sentences) for item in value]
    if isinstance(value, dict):
        return {_renamed_string(k, renames, sentences): renamed(v, renames, sentences) for k, v in value.items()}
    return value


def renamed_text(text: str, renames: dict[str, str], sentences: bool = False) -> str:
    """A JSON text with the renames applied (kept compact, as the stores write it)."""
    return json.dumps(renamed(json.loads(text), renames, sentences), separators=(",", ":"), ensure_ascii=False)


def _renamed_string(text: str, renames: dict[str, str], sentences: bool) -> str:
    if text in renames:
        return renames[text]
    for old in sorted(renames, key=len, reverse=True):
        inside = (old.isdigit() and len(old) >= SNOWFLAKE_DIGITS) or (sentences and len(old) >= MIN_NAME_IN_TEXT)
        if inside and old in text:
            text = text.replace(old, renames[old])
    return text
