"""A game told again from its log: the public steps the channel saw, rebuilt by replaying every logged
action on the engine from the table's seed. `/game history` writes them as a move list, `/game replay`
draws them as an animation. Only public views and public events are used, so a game in progress can be
replayed without giving anything away; steps the channel never saw (a plan added to, standing orders)
are left out as they were then."""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime

from pydantic import BaseModel

from bot.models import LogEntry, Table
from bot.steps import Applied, args_of, is_private_step, play_lasting
from bot.workers import WorkerPool
from engines import registry
from engines.base import Event
from engines.errors import DicehallError

MAX_FRAMES = 40
"""An animation shows at most this many steps (spread over the game, the last always included), so a
long game stays a file Discord takes and a phone plays."""


DIVERGED = ("This game can't be replayed: its log no longer rebuilds it (it was set up by a script, or began "
            "under older rules).")


class ReplayUnavailable(DicehallError):
    """The log does not rebuild the saved game (it was started by a test script, or under older rules)."""


@dataclass(frozen=True)
class PublicStep:
    number: int
    at: datetime
    lines: list[str]
    """The channel's narration of the step."""
    view: BaseModel
    """The public view after the step."""
    events: list[Event]


def public_steps(table: Table, log: list[LogEntry]) -> list[PublicStep]:
    """Every step of a started table that the channel saw, in order, from its start."""
    engine = registry.get(table.game)
    started = next((e for e in log if e.source == "lobby" and e.action.get("do") == "start"), None)
    if started is None or table.state is None:
        raise ReplayUnavailable("This game has not started yet: there is nothing to replay.")
    state = engine.new_game([s.name for s in table.seats], table.options, table.seed)
    state = play_lasting(engine, state, started.action.get("lasting", {}), started.at)
    steps = [PublicStep(0, started.at, ["The game starts."], engine.view(state, None), [])]
    for entry in log:
        if entry.source == "lobby":
            continue
        try:
            action = engine.parse_action(entry.action["do"], args_of(entry.action))
            result = engine.apply(state, entry.actor, action, entry.at)
        except DicehallError:
            raise ReplayUnavailable(DIVERGED) from None
        applied = Applied.of(engine, state, entry.actor, action, entry.source, result.events)
        before, state = state, result.state
        if is_private_step(engine, state, before, applied):
            continue
        events = applied.as_events()
        lines = [line for event in events if (line := engine.narrate(event))]
        steps.append(PublicStep(len(steps), entry.at, lines, engine.view(state, None), events))
    if state != engine.load_state(table.state):
        raise ReplayUnavailable(DIVERGED)
    return steps


def history_text(table: Table, steps: list[PublicStep]) -> str:
    """The move list, one numbered step a paragraph, as the channel told it."""
    title = registry.get(table.game).title
    players = ", ".join(s.name + (" (AI)" if s.ai else "") for s in table.seats)
    head = f"{title}: {players}\n"
    body = [f"{step.number}. [{step.at:%Y-%m-%d %H:%M} UTC] " + " ".join(step.lines or [_marker(step)])
            for step in steps]
    return head + "\n".join(body) + "\n"


_MARKUP = re.compile(r"\*\*|__|~~|\|\||`+|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])|^(?:-# |#{1,3} |> )", re.M)
"""Discord's markdown as the narration uses it: bold, underline, strike, spoilers, code, italics, headers,
subtext and quotes."""


def plain_text(text: str, names: list[str]) -> str:
    """`text` without Discord's markdown, for a file read outside Discord; the players' names are kept letter
    for letter (a name may hold a star or an underscore that is no markup)."""
    kept = sorted({name for name in names if name.strip()}, key=len, reverse=True)
    for index, name in enumerate(kept):
        text = text.replace(name, f"\ue000{index}\ue001")
    text = _MARKUP.sub("", text)
    for index, name in enumerate(kept):
        text = text.replace(f"\ue000{index}\ue001", name)
    return text


def _marker(step: PublicStep) -> str:
    """A step the engine told nothing of (a phase ended): who did what, as far as the channel knows."""
    move = next((e for e in step.events if e.get("type") == "move"), None)
    if move is None:
        return "(nothing to tell)"
    who = move.get("player") or "A player"
    return f"{who}: {move['action']['do'].replace('_', ' ')}."


def frames_of(steps: list[PublicStep], limit: int = MAX_FRAMES) -> list[PublicStep]:
    """At most `limit` steps spread evenly over the game, the first and the last included."""
    if len(steps) <= limit:
        return steps
    picks = sorted({round(i * (len(steps) - 1) / (limit - 1)) for i in range(limit)})
    return [steps[i] for i in picks]


_ANIMATIONS: OrderedDict[tuple[int, int], tuple[bytes, int, int]] = OrderedDict()
_KEPT = 8
_DRAWING = asyncio.Semaphore(1)
"""One animation drawn at a time: it takes a picture worker for a second or two, and the table pictures of
every channel need the others."""


async def animation(workers: WorkerPool, table: Table, log: list[LogEntry]) -> tuple[bytes, int, int]:
    """(the GIF, frames shown, steps in all) of the table as it is now; the last few are kept, so asking
    again for an unchanged game costs nothing."""
    from render.replay import replay_gif

    key = (table.id, table.version)
    async with _DRAWING:
        if key not in _ANIMATIONS:
            steps = await workers.run(public_steps, table, log)
            frames = frames_of(steps)
            gif = await workers.run(replay_gif, table.game, [(s.view, s.events) for s in frames])
            _ANIMATIONS[key] = (gif, len(frames), len(steps))
            while len(_ANIMATIONS) > _KEPT:
                _ANIMATIONS.popitem(last=False)
        _ANIMATIONS.move_to_end(key)
        return _ANIMATIONS[key]
