"""The steps a replay shows, kept as the game is played (issue 42), the same on both stores (with
bot/store/forget.py's `Rows`): `/game replay` draws them from here instead of replaying the whole log, so its
first ask costs the same for a game of any length (a 957-step Throneworld game's rules alone took 0.2-0.3 s
of a worker, growing with the game).

An animation shows the public steps numbered a multiple of a power of two (`stride`) and the newest. So the
save of a public step keeps its state when its number is a multiple of the stride for the steps so far (and
of KEPT_EVERY), and lets go of those that are not when the stride doubles: at most twice MAX_FRAMES states a
table, zlib'd (a Throneworld state, 17 KB of JSON, keeps in about 3.5 KB). The newest step needs no copy: it
is the table's own state until a later save (a step the channel never saw) changes that, which first keeps it
aside (zlib'd too: in a Throneworld game played here, 68 of the 150 times a person was awaited came after such
a step).

A table started before this was kept (migration 16) has no row here, and forgetting a person lets go of
their tables' rows (the states name them): its replay is rebuilt from the log (bot/replay.py)."""

from __future__ import annotations

import json
import zlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from itertools import count
from typing import TYPE_CHECKING, Any

from bot.models import LogEntry, Table
from engines.base import Event

if TYPE_CHECKING:
    from bot.store.forget import Rows

Fetch = Callable[..., Awaitable[list[Any]]]
"""A read of rows, its statement written with $1, $2… placeholders (Rows.fetch, or a pool's)."""

MAX_FRAMES = 40
"""An animation shows at most this many steps (spread over the game, the last always included), so a
long game stays a file Discord takes and a phone plays."""
KEPT_EVERY = 4
"""Only steps numbered a multiple of this are kept: a game of fewer than 80 steps (its animation shows every
step or every other) is replayed from the log when asked (Throneworld's rules: about 20 ms), and the saves
of a game's first steps, nearly all of which would be let go of later, keep a quarter of them."""
COMPRESSION = 1
"""zlib's fastest: a Throneworld state in 0.23 ms to 3.5 KB, where its default took 1.5 ms to 2.7 KB (on the
event loop, in the move's save)."""
READS = 3
"""Reads of a table's frames before its replay is rebuilt from the log instead (each save between two reads
that doubles the stride sends them round again: a few times in a game)."""


def stride(steps: int, limit: int = MAX_FRAMES) -> int:
    """Every how many steps the animation shows one: the smallest power of two that shows at most `limit`
    frames (the steps numbered a multiple of it, and the last). A power of two, so the frames of a longer
    game are some of those of the shorter one: each is drawn (and kept) once."""
    every = 1
    while steps > 1 and (steps - 2) // every + 2 > limit:
        every *= 2
    return every


def frame_numbers(steps: int, limit: int = MAX_FRAMES) -> list[int]:
    """The numbers of the steps the animation of a game of `steps` steps shows, the first and the last
    included."""
    every = stride(steps, limit)
    return [*range(0, steps - 1, every), steps - 1] if steps else []


@cache
def fewest_kept(every: int) -> int:
    """The fewest steps whose animation shows only steps numbered a multiple of `every` (KEPT_EVERY)."""
    return next(steps for steps in count(1) if stride(steps) >= every)


async def before_save(rows: Rows, table_id: int, version: int, shown: list[Event] | None) -> None:
    """In a save of the table saved as `version`, before it is written (`shown`: Store.save_table's)."""
    if shown is None:
        await _keep_newest_aside(rows, table_id, version)


async def after_save(rows: Rows, table: Table, log: LogEntry | None, shown: list[Event] | None) -> None:
    """In a save of `table`, once it is written (`shown`: Store.save_table's)."""
    if shown is not None and log is not None and table.state is not None:
        start = log.source == "lobby" and log.action.get("do") == "start"
        await _keep_public_step(rows, table.id, table.version, table.state, shown, start)


async def _keep_public_step(rows: Rows, table_id: int, version: int, state: str, events: list[Event],
                            start: bool) -> None:
    """In the save of a public step (`start`: the game's first), count it, and keep its state where an
    animation may show it."""
    told = json.dumps(events, separators=(",", ":"), ensure_ascii=False)
    if start:
        await rows.execute("INSERT INTO replay_steps (table_id, steps, version, events, state) "
                           "VALUES ($1, 1, $2, $3, NULL)", table_id, version, told)
        counted = 1
    else:
        found = await rows.fetch("UPDATE replay_steps SET steps = steps + 1, version = $1, events = $2, state = NULL "
                                 "WHERE table_id = $3 RETURNING steps", version, told, table_id)
        if not found:
            return  # started before the steps were kept
        counted = found[0][0]
    number, every = counted - 1, stride(counted)
    if number % max(every, KEPT_EVERY) == 0:
        await rows.execute("INSERT INTO replay_frames (table_id, step, state, events) VALUES ($1, $2, $3, $4)",
                           table_id, number, zlib.compress(state.encode(), COMPRESSION), told)
    if every > KEPT_EVERY and every != stride(number):
        await rows.execute("DELETE FROM replay_frames WHERE table_id = $1 AND step % $2 <> 0", table_id, every)


async def _keep_newest_aside(rows: Rows, table_id: int, version: int) -> None:
    """Before a save that is not a public step changes the table saved as `version`: where that version was
    the newest public step, its state is kept aside (the table's own will differ)."""
    newest = await rows.fetch("SELECT t.state FROM replay_steps s JOIN tables t ON t.id = s.table_id "
                              "WHERE s.table_id = $1 AND s.version = $2 AND s.state IS NULL AND s.steps >= $3",
                              table_id, version, fewest_kept(KEPT_EVERY))
    if newest and newest[0][0] is not None:
        await rows.execute("UPDATE replay_steps SET state = $1 WHERE table_id = $2",
                           zlib.compress(newest[0][0].encode(), COMPRESSION), table_id)


@dataclass(frozen=True)
class KeptFrames:
    """A table's public steps as kept: how many, and the states and events an animation of them shows."""

    steps: int
    newest: tuple[bytes | str, list[Event]]
    """The newest step's state (JSON, zlib'd where it was kept aside) and events."""
    kept: dict[int, tuple[bytes, str]]
    """Earlier steps' states (zlib'd JSON) and events (JSON), by number."""

    @property
    def complete(self) -> bool:
        return all(number in self.kept for number in frame_numbers(self.steps)[:-1])

    def frame(self, number: int) -> tuple[str, list[Event]]:
        if number == self.steps - 1:
            state, shown = self.newest
            return state_text(state), shown
        state, events = self.kept[number]
        return state_text(state), json.loads(events)


async def kept_frames(fetch: Fetch, table_id: int) -> KeptFrames | None:
    """What an animation of the table shows, as kept; None where nothing was (a table started before, or a
    game too short to keep its steps: KEPT_EVERY). A save between the two reads may let go of a frame the
    first read's count still shows: read again."""
    for _ in range(READS):
        counted = await fetch("SELECT s.steps, s.events, s.state, t.state FROM replay_steps s "
                              "JOIN tables t ON t.id = s.table_id WHERE s.table_id = $1", table_id)
        if not counted:
            return None
        steps, events, aside, own = counted[0]
        if steps < fewest_kept(KEPT_EVERY):
            return None
        state = own if aside is None else bytes(aside)
        shown = await fetch("SELECT step, state, events FROM replay_frames WHERE table_id = $1 AND step % $2 = 0",
                            table_id, stride(steps))
        frames = KeptFrames(steps, (state, json.loads(events)), {step: (bytes(z), e) for step, z, e in shown})
        if frames.complete:
            return frames
    return None


def state_text(state: bytes | str) -> str:
    """A kept state's JSON: zlib'd where it is bytes (a frame, or the newest step kept aside)."""
    return state if isinstance(state, str) else zlib.decompress(state).decode()
