"""A game told again from its log. `/game history` writes the public steps the channel saw as a move list,
read from the log (each line keeps what the channel was told of it: LogEntry.told); `/game replay` draws
them as an animation, from the states of its steps kept as the game was played (bot/store/frames.py). A game
started before those were kept, too short to keep them, or whose frames went with a forgotten person is
rebuilt by replaying every logged action on the engine from the table's seed, as is the move list of a game
whose lines were logged before they kept it. Only public views and public events are used, so a game in
progress can be replayed without giving anything away; steps the channel never saw (a plan added to, standing
orders) are left out as they were then.

The rebuild goes on from where the last one got (issue 42): each table's progress is kept (the replayed
state, each step's line, the states of the steps the animation shows, the frames drawn), so asking again
after a few more moves replays only those. The work is done CHUNK logged actions at a time in the picture
workers, one rebuild at a time, as background jobs: every channel's table picture goes first and finds a
worker left to it (a whole rebuild took 2.7 s of one worker for a 927-step Throneworld game, and pictures
queued behind it). A step is played in place, and its public view made only where a frame needs it: the
log says which steps the channel saw (only a line logged before it said so needs the private-step check,
which compares the public tables before and after a player's move: the view was over half the cost). The
log goes to the workers as the store's plain rows, and the move list is written there too: in the bot's
process, even in a thread, that Python held the GIL the event loop needs (`history`)."""

from __future__ import annotations

import asyncio
import json
import re
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from io import BytesIO
from typing import TYPE_CHECKING, Any, TypeVar
from weakref import WeakKeyDictionary

from pydantic import BaseModel

from bot.models import LogEntry, Table
from bot.steps import STARTS, Applied, args_of, is_private_step, narration, play_lasting, told_lines
from bot.store.base import log_entry
from bot.store.frames import MAX_FRAMES, frame_numbers, stride
from bot.workers import WorkerPool
from engines import registry
from engines.base import Engine, Event, State
from engines.errors import DicehallError
from engines.said import Text, said, said_from_json
from lang import Words, words

if TYPE_CHECKING:
    from bot.store import Store

CHUNK = 100
"""Logged actions one worker job replays (about 0.1 s of Throneworld's rules): what a table picture waits
at most behind a rebuild."""
KEPT = 4
"""Tables whose progress is kept (each a few MB with its drawn frames), the most recently asked."""

DIVERGED = said("replay-diverged")
NOT_STARTED = said("replay-not-started")


class ReplayUnavailable(DicehallError):
    """The log does not rebuild the saved game (it was started by a test script, or under older rules)."""


@dataclass(frozen=True)
class PublicStep:
    number: int
    at: datetime
    lines: list[Text]
    """The channel's narration of the step."""
    view: BaseModel
    """The public view after the step."""
    events: list[Event]

    def told(self) -> Told:
        return Told(self.number, self.at, told_lines(self.lines, self.events))


@dataclass(frozen=True)
class Told:
    """A step as the move list tells it: its number, when, and the channel's narration of it, in no language
    (kept so: each reader's move list says it in theirs)."""

    number: int
    at: datetime
    lines: tuple[Text, ...]

    def text(self, words: Words) -> str:
        return " ".join(words.say(line) for line in self.lines)


def public_steps(table: Table, log: list[LogEntry]) -> list[PublicStep]:
    """Every step of a started table that the channel saw, in order, from its start, each with its public
    view: the whole rebuild at once (the animation's frames are checked against it)."""
    engine = registry.get(table.game)
    state: State | None = None
    steps: list[PublicStep] = []
    for entry in log:
        if entry.source == "lobby":
            if state is None and entry.action.get("do") == "start":
                state = _started(engine, table, entry)
                steps.append(PublicStep(0, entry.at, [STARTS], engine.view(state, None), []))
            continue
        if state is None:
            raise ReplayUnavailable(DIVERGED)
        state, events = _step(engine, engine.copy_state(state), entry)
        if events is not None:
            steps.append(PublicStep(len(steps), entry.at, narration(engine, events), engine.view(state, None), events))
    _check_end(engine, table, state)
    return steps


def _started(engine: Engine, table: Table, start: LogEntry) -> State:
    state = engine.new_game([s.name for s in table.seats], table.options, table.seed)
    return play_lasting(engine, state, start.action.get("lasting", {}), start.at)


def _step(engine: Engine, state: State, entry: LogEntry) -> tuple[State, list[Event] | None]:
    """Play one logged action: the state after it, and the events the channel was told of it (None for a
    step the channel never saw). Where the line does not say whether the channel saw it (LogEntry.told), a
    player's move is played on a copy, as the private-step check compares the public table before and after
    it; every other step is played on `state` itself, which saves the copy (a third of a step's cost)."""
    checked = entry.told is None and entry.source == "player"
    try:
        action = engine.parse_action(entry.action["do"], args_of(entry.action))
        applied = Applied.of(engine, state, entry.actor, action, entry.source, [])
        if checked:
            before, result = state, engine.apply(state, entry.actor, action, entry.at)
            state, applied.events = result.state, result.events
        else:
            applied.events = engine.apply_in_place(state, entry.actor, action, entry.at)
    except DicehallError:
        raise ReplayUnavailable(DIVERGED) from None
    if entry.told is not None:
        return state, applied.as_events() if entry.told else None
    after = state
    same = (lambda: engine.view(after, None) == engine.view(before, None)) if checked else _never
    private = is_private_step(engine, after, engine.awaiting(after), applied, same)
    return after, None if private else applied.as_events()


def _never() -> bool:
    """The private-step check asks whether the public table changed only of a player's move (which, where
    the log does not say whether the channel saw it, is played on a copy)."""
    raise AssertionError("asked of a step that is not a player's move")


def _check_end(engine: Engine, table: Table, state: State | None) -> None:
    if state is None or table.state is None:
        raise ReplayUnavailable(NOT_STARTED)
    if state != engine.load_state(table.state):
        raise ReplayUnavailable(DIVERGED)


def history_text(table: Table, told: list[Told], words: Words) -> str:
    """The move list in `words`, one numbered step a paragraph, as the channel told it."""
    title = registry.get(table.game).title
    players = ", ".join(words("replay-ai-seat", name=s.name) if s.ai else s.name for s in table.seats)
    head = f"{title}: {players}\n"
    body = [f"{step.number}. [{step.at:%Y-%m-%d %H:%M} UTC] {step.text(words)}" for step in told]
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


def frames_of(steps: list[PublicStep], limit: int = MAX_FRAMES) -> list[PublicStep]:
    """The steps the animation shows: at most `limit`, spread evenly over the game, the first and the last
    included."""
    return [steps[n] for n in frame_numbers(len(steps), limit)]


# --- the rebuild in chunks (worker jobs) ---------------------------------------------------------------


@dataclass
class Chunk:
    """What a worker's replay of a run of the log gives back."""

    state: str | None
    """The replayed state after it (JSON), None before the game started."""
    steps: int
    """Public steps so far, the game's start included."""
    told: list[Told]
    kept: dict[int, tuple[str, list[Event]]]
    """The state (JSON) and events of each step of this run that an animation may show."""
    last_events: list[Event]
    """The events of the newest public step."""
    through: int
    """The version of the run's last line (-1: an empty run)."""


def replay_chunk(table: Table, state_json: str | None, rows: list[tuple], steps: int, last_events: list[Event],
                 final: bool) -> Chunk:
    """Replay the log's `rows` (Store.log_rows: the actions after those already replayed into `state_json`,
    `steps` public steps so far) in a worker; `final`: the log is read to its end, so the state must now be
    the saved one."""
    engine = registry.get(table.game)
    state = None if state_json is None else engine.load_state(state_json)
    told: list[Told] = []
    kept: dict[int, tuple[str, list[Event]]] = {}
    log = [log_entry(row) for row in rows]
    for entry in log:
        if entry.source == "lobby":
            if state is None and entry.action.get("do") == "start":
                state, last_events = _started(engine, table, entry), []
                told.append(Told(0, entry.at, (STARTS,)))
                kept[0], steps = (state.model_dump_json(), []), 1
            continue
        if state is None:
            raise ReplayUnavailable(DIVERGED)
        state, events = _step(engine, state, entry)
        if events is None:
            continue
        told.append(Told(steps, entry.at, _told(engine, entry, events)))
        last_events = events
        if steps % stride(steps + 1) == 0:
            kept[steps] = (state.model_dump_json(), _snapshot(events))
        steps += 1
    if final:
        _check_end(engine, table, state)
    return Chunk(None if state is None else state.model_dump_json(), steps, told, kept, _snapshot(last_events),
                 log[-1].version if log else -1)


def _told(engine: Engine, entry: LogEntry, events: list[Event]) -> tuple[Text, ...]:
    """The move list's lines of a public step: as its line of the log kept them, or narrated again."""
    if entry.told is None:
        return told_lines(narration(engine, events), events)
    return _logged_lines(entry.told)


def _logged_lines(told: list[Any]) -> tuple[Text, ...]:
    return tuple(said_from_json(line) for line in told)


def _snapshot(events: list[Event]) -> list[Event]:
    """The events as they are now: a step played in place may change what an earlier event points to."""
    return json.loads(json.dumps(events))


def draw_frame(game: str, state_json: str, events: list[Event]) -> bytes:
    """One frame of the animation (a worker job): the public table after a step, as PNG bytes (render/png.py's
    writer: Pillow's took 2.2 ms a Throneworld frame, against 0.45)."""
    from render import png
    from render.replay import replay_frame

    engine = registry.get(game)
    return png.encode(replay_frame(game, engine.view(engine.load_state(state_json), None), events))


def gif_of_frames(frames: list[bytes]) -> bytes:
    """The animation (a worker job) from its frames' PNG bytes."""
    from PIL import Image

    from render.replay import gif_of

    return gif_of([Image.open(BytesIO(frame)) for frame in frames])


# --- each table's progress, in the bot's process -----------------------------------------------------


@dataclass
class Drawn:
    """The frames of a table's animation drawn so far, and the last animation made of them."""

    seats: list[tuple[str, str]] = field(default_factory=list)
    """Who sat where, by id and name, when they were drawn: forgetting a person renames them in the table
    and its log without a new version, and nothing kept may still name them."""
    frames: dict[int, bytes] = field(default_factory=dict)
    """Frames drawn, by step number (a step's frame never changes; those no longer shown are let go)."""
    animation: tuple[int, bytes] | None = None
    """(how many steps it shows, the GIF) of the last animation made."""

    def count(self, steps: int) -> None:
        """The game has `steps` public steps now: let go of the frames its animation no longer shows."""
        every = stride(steps)
        self.frames = {n: f for n, f in self.frames.items() if n % every == 0}


@dataclass
class Progress(Drawn):
    """How far a table's rebuild has got."""

    version: int = -1
    """The table's version it was rebuilt to (-1: none yet; a log's first line may be version 0)."""
    state: str | None = None
    steps: int = 0
    told: list[Told] = field(default_factory=list)
    kept: dict[int, tuple[str, list[Event]]] = field(default_factory=dict)
    last_events: list[Event] = field(default_factory=list)

    def add(self, chunk: Chunk) -> None:
        self.state, self.steps, self.last_events = chunk.state, chunk.steps, chunk.last_events
        self.told += chunk.told
        every = stride(self.steps)
        self.kept = {n: k for n, k in (self.kept | chunk.kept).items() if n % every == 0}
        self.count(self.steps)


D = TypeVar("D", bound=Drawn)
_PROGRESS: WeakKeyDictionary[Store, OrderedDict[int, Progress]] = WeakKeyDictionary()
"""Each open store's tables' rebuilds (a table id is the same table only within one database)."""
_DRAWN: WeakKeyDictionary[Store, OrderedDict[int, Drawn]] = WeakKeyDictionary()
"""Each open store's tables' frames drawn from the states kept as they were played."""
_REBUILDING = asyncio.Semaphore(1)
"""One rebuild at a time: it holds one picture worker, and the table pictures of every channel need the
others."""


def _latest(caches: WeakKeyDictionary[Store, OrderedDict[int, D]], store: Store, table: Table, new: type[D]) -> D:
    """What `caches` keep of `table`, made anew where they keep nothing or it named the players otherwise;
    only the KEPT tables most recently asked stay kept."""
    kept = caches.setdefault(store, OrderedDict())
    found = kept.pop(table.id, None)
    seats = [(seat.user_id, seat.name) for seat in table.seats]
    if found is None or found.seats != seats:
        found = new(seats)
    kept[table.id] = found
    while len(kept) > KEPT:
        kept.popitem(last=False)
    return found


async def _caught_up(store: Store, workers: WorkerPool, table: Table) -> Progress:
    """The table's progress, rebuilt up to its version: only the actions logged since the last rebuild are
    replayed (and none logged since `table` was read: the rebuild must end at its state)."""
    progress = _latest(_PROGRESS, store, table, Progress)
    if progress.version > table.version:  # the table read is older than the one rebuilt
        progress = _PROGRESS[store][table.id] = Progress(progress.seats)
    if progress.version < table.version:
        log = await store.log_rows(table.id, progress.version, table.version)
        for start in range(0, max(len(log), 1), CHUNK):
            final = start + CHUNK >= len(log)
            chunk = await workers.run(replay_chunk, table, progress.state, log[start:start + CHUNK], progress.steps,
                                      progress.last_events, final, background=True)
            progress.add(chunk)
            progress.version = table.version if final else chunk.through
    return progress


async def history(store: Store, workers: WorkerPool, table: Table, language: str) -> MoveList:
    """Every step of the table the channel saw, as the move list tells it in `language`: as the log kept it, or
    rebuilt where a line of the game was logged before the log kept it. Read and written in a worker, as a
    background job: a 952-step game's lines are 15-20 ms of Python to read and 50-60 ms to write, and done in a
    thread of the bot's process they held the GIL, so the event loop waited for it each time it let go (a
    statement, a pipe written): moves' saves took 10-50 ms instead of 1."""
    rows = await store.log_rows(table.id, -1, table.version)
    written = await workers.run(move_list, table, rows, language, background=True)
    if written is None:
        async with _REBUILDING:
            told = list((await _caught_up(store, workers, table)).told)
        written = await workers.run(move_list_of, table, told, language, background=True)
    return written


@dataclass(frozen=True)
class MoveList:
    """A game's move list: one numbered step a paragraph, under a line naming the game and its players."""

    text: str
    """In Discord's markdown, as the channel was told."""
    plain: str
    """Without markdown, for a file read outside Discord (plain_text)."""


def move_list(table: Table, rows: list[tuple], language: str) -> MoveList | None:
    """The move list of the log's `rows` (Store.log_rows; a worker job); None when a line since the game's start
    does not hold what the channel was told (logged before the log kept it: the game must be replayed)."""
    told = told_in_log(log_entry(row) for row in rows)  # one line made at a time: less memory at its peak
    return None if told is None else move_list_of(table, told, language)


def move_list_of(table: Table, told: list[Told], language: str) -> MoveList:
    """The move list of the steps `told`, in `language` (a worker job)."""
    if not told:
        raise ReplayUnavailable(NOT_STARTED)
    text = history_text(table, told, words(language))
    return MoveList(text, plain_text(text, [seat.name for seat in table.seats]))


def told_in_log(log: Iterable[LogEntry]) -> list[Told] | None:
    """The move list as the log kept it (LogEntry.told); None when a line since the game's start holds none
    (logged before the log kept it)."""
    told: list[Told] = []
    started = False
    for entry in log:
        started = started or (entry.source == "lobby" and entry.action.get("do") == "start")
        if not started:
            continue
        if entry.told is None:
            return None
        if entry.told:
            told.append(Told(len(told), entry.at, _logged_lines(entry.told)))
    return told


async def animation(store: Store, workers: WorkerPool, table: Table) -> tuple[bytes, int, int]:
    """(the GIF, frames shown, steps in all) of the table as it is now: from the states kept as it was
    played (bot/store/frames.py), or else rebuilt from its log. Only the frames not drawn before are drawn,
    one worker job each; asking again for an unchanged game costs nothing."""
    async with _REBUILDING:
        kept = await store.kept_frames(table.id)
        drawn: Drawn
        if kept is not None:
            drawn, steps, frame = _latest(_DRAWN, store, table, Drawn), kept.steps, kept.frame
            drawn.count(steps)
        else:
            drawn = progress = await _caught_up(store, workers, table)
            steps, frame = progress.steps, partial(_rebuilt_frame, progress)
        if not steps:
            raise ReplayUnavailable(NOT_STARTED)
        numbers = frame_numbers(steps)
        if drawn.animation is None or drawn.animation[0] != steps:
            for number in numbers:
                if number not in drawn.frames:
                    state, events = frame(number)
                    drawn.frames[number] = await workers.run(draw_frame, table.game, state, events, background=True)
            gif = await workers.run(gif_of_frames, [drawn.frames[n] for n in numbers], background=True)
            drawn.animation = (steps, gif)
        return drawn.animation[1], len(numbers), steps


def _rebuilt_frame(progress: Progress, number: int) -> tuple[str, list[Event]]:
    """The state and events of the step `number` shows: the newest step's, or one kept."""
    if number == progress.steps - 1 and progress.state is not None:  # None only before the first step
        return progress.state, progress.last_events
    return progress.kept[number]


def forget(store: Store) -> None:
    """Let go of the progress and the frames kept for `store`'s tables (the bench asks as if for the first
    time)."""
    _PROGRESS.pop(store, None)
    _DRAWN.pop(store, None)
