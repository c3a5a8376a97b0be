"""/game stats, /game history and /game replay: what the bot remembers of games, answered to the asker
alone (a history or replay is rebuilt in the picture workers, from where the last rebuild of that game got:
bot/replay.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial
from io import BytesIO
from typing import TypeVar

import discord

from bot.models import Table
from bot.replay import MoveList, animation, history
from bot.results import player_record, stats_lines
from bot.store import Store
from bot.workers import WorkerPool
from cogs._common import MAX_CONTENT, channel_key, check_rate, clip_lines, refuse, service_of
from cogs._language import private_words
from cogs._shown import player_name, with_names_shown
from engines.errors import DicehallError
from lang import Words
from plumbing.thinking import think

T = TypeVar("T")


async def show_stats(interaction: discord.Interaction, member: discord.abc.User | None) -> None:
    who = member or interaction.user
    record = await player_record(service_of(interaction).store, str(interaction.guild_id), str(who.id),
                                 player_name(who))
    said = private_words(interaction)
    await interaction.response.send_message(clip_lines(stats_lines(record, said), said), ephemeral=True,
                                            allowed_mentions=discord.AllowedMentions.none())


Rebuild = Callable[[Store, WorkerPool, Table], Awaitable[T]]


async def _rebuilt(interaction: discord.Interaction, rebuild: Rebuild[T]) -> tuple[Table, T] | None:
    """The opening /game history and /game replay share: the asker's rate, the answer deferred (a rebuild
    may take a while), the channel's latest game and its rebuild; None once the asker was refused (with a
    sentence)."""
    try:
        await check_rate(interaction, "replay")
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return None
    await think(interaction)
    service = service_of(interaction)
    table = await service.store.latest_table(channel_key(interaction))
    if table is None:
        await refuse(interaction, private_words(interaction)("records-none"))
        return None
    try:
        return table, await rebuild(service.store, service.workers, table)
    except DicehallError as exc:
        await refuse(interaction, exc.message)
        return None


async def show_history(interaction: discord.Interaction) -> None:
    said = private_words(interaction)
    asked = await _rebuilt(interaction, partial(history, language=said.language))
    if asked is None:
        return
    table, written = asked
    content = history_answer(table, written, said)
    attachment = discord.File(BytesIO(written.plain.encode()), filename=f"{table.game}-{table.id}-history.txt")
    await interaction.followup.send(content, ephemeral=True, file=attachment,
                                    allowed_mentions=discord.AllowedMentions.none())


def history_answer(table: Table, written: MoveList, said: Words) -> str:
    """The message answering /game history: the move list's newest steps (the whole list is its file)."""
    head, *body = with_names_shown(written.text, [seat.name for seat in table.seats]).splitlines()
    return latest_lines(head, body, said) + "\n" + said("history-attached")


HISTORY_SHOWN = 12
"""Steps of the move list shown in the answer itself (the newest); the attachment has them all."""
LONGEST_LINE = 400


def latest_lines(head: str, body: list[str], said: Words, limit: int = MAX_CONTENT - 100,
                 most: int = HISTORY_SHOWN) -> str:
    """The game's header line, how many steps are left out, and the newest `most` steps that fit `limit`
    (a step longer than LONGEST_LINE is cut with an ellipsis)."""
    head = head if len(head) <= LONGEST_LINE else head[:LONGEST_LINE - 1] + "…"
    room = limit - len(head) - 50  # the header's newline and the line saying how many were left out
    kept: list[str] = []
    for line in reversed(body[-most:]):
        line = line if len(line) <= LONGEST_LINE else line[:LONGEST_LINE - 1] + "…"
        if len(line) + 1 > room:
            break
        kept.append(line)
        room -= len(line) + 1
    left_out = len(body) - len(kept)
    note = [said("history-left-out", count=left_out)] if left_out else []
    return "\n".join([head, *note, *reversed(kept)])


async def show_replay(interaction: discord.Interaction) -> None:
    asked = await _rebuilt(interaction, animation)
    if asked is None:
        return
    table, (gif, frames, steps) = asked
    caption = private_words(interaction)("replay-so-far" if table.status == "playing" else "replay-whole",
                                         frames=frames, steps=steps, shown="all" if frames >= steps else "some")
    await interaction.followup.send(caption, ephemeral=True,
        file=discord.File(BytesIO(gif), filename=f"{table.game}-{table.id}-replay.gif"))
