"""The rebuild of /game history and /game replay goes on from where the last one got (issue 42): asked as
a game goes on, in chunks of a few actions, it tells and draws exactly what the whole rebuild does; asked
again after a few more moves it replays only those, whatever the game's length (counted, not timed: CPU time on
a shared machine swings with its other work)."""

from __future__ import annotations

import asyncio
import json
import random
from datetime import UTC, datetime, timedelta
from io import BytesIO

import pytest
from PIL import Image, ImageChops, ImageSequence

from bot import replay
from bot.models import LogEntry, Seat, Table
from bot.replay import animation, frames_of, history, move_list_of, public_steps
from bot.store.base import told_json
from bot.workers import WorkerPool
from engines import registry
from lang import DEFAULT
from render.replay import replay_gif

START = datetime(2026, 1, 1, tzinfo=UTC)


async def test_asked_as_the_game_goes_the_rebuild_is_the_whole_one(service, monkeypatch):
    monkeypatch.setattr(replay, "CHUNK", 7)  # many chunk ends, some inside a turn
    engine = registry.get("wurfelhelden")
    await service.new_table("g", "c", "wurfelhelden", "u1", "Ada")
    await service.add_ai("c", "u1")
    await service.start("c", "u1", seed=3)
    rand = random.Random(5)
    asked = 0
    while asked < 6:
        table = await service.store.active_table("c")
        if table is None:
            break
        _, state = service.engine_and_state(table)
        if engine.prompt_of(state, "Ada") is None:
            break
        for _ in range(rand.randint(1, 4)):
            table = await service.store.active_table("c")
            _, state = service.engine_and_state(table)
            if table is None or engine.prompt_of(state, "Ada") is None:
                break
            move = rand.choice(engine.legal_actions(state, "Ada"))
            await service.act("c", "u1", move.do, move.args())
        table = await service.store.latest_table("c")
        whole = public_steps(table, await service.store.actions(table.id))
        assert await history(service.store, service.workers, table, DEFAULT) == move_list_of(
            table, [step.told() for step in whole], DEFAULT)
        gif, shown, steps = await animation(service.store, service.workers, table)
        assert steps == len(whole)
        assert_same_frames(gif, replay_gif("wurfelhelden", [(s.view, s.events) for s in frames_of(whole)]))
        asked += 1
    assert asked >= 3


def assert_same_frames(gif: bytes, expected: bytes) -> None:
    frames = [f.convert("RGB") for f in ImageSequence.Iterator(Image.open(BytesIO(gif)))]
    wanted = [f.convert("RGB") for f in ImageSequence.Iterator(Image.open(BytesIO(expected)))]
    assert len(frames) == len(wanted)
    for index, (frame, want) in enumerate(zip(frames, wanted, strict=True)):
        assert ImageChops.difference(frame, want).getbbox() is None, f"frame {index} differs"


class Log:
    """A store holding one generated game's log (the rebuild reads only the log)."""

    def __init__(self, entries: list[LogEntry]):
        self.entries = entries

    async def log_rows(self, table_id: int, after: int, through: int) -> list[tuple]:
        return [(e.table_id, e.version, e.actor, e.source, json.dumps(e.action), e.at, told_json(e))
                for e in self.entries if after < e.version <= through]


@pytest.fixture(scope="module")
def long_game() -> tuple[Table, list[LogEntry], list[str]]:
    """A whole three-player Throneworld game of AI moves (575 steps): its table, log and every state."""
    engine = registry.get("throneworld")
    seats = [Seat(user_id=f"ai:{n}", name=name, ai=True) for n, name in enumerate(("Ada", "Bo", "Cy"))]
    state = engine.new_game([s.name for s in seats], {}, 11)
    log = [LogEntry(table_id=1, version=1, actor="ai:0", source="lobby", action={"do": "start"}, at=START)]
    states, rand = [state.model_dump_json()], random.Random(3)
    while engine.outcome(state) is None and (prompts := engine.awaiting(state)):
        player = prompts[0].player
        action = engine.ai_action(state, player, rand)
        at = START + timedelta(minutes=len(log))
        state = engine.apply(state, player, action, at).state
        log.append(LogEntry(table_id=1, version=len(log) + 1, actor=player, source="ai",
                            action={"do": action.do, **action.args()}, at=at))
        states.append(state.model_dump_json())
    table = Table(id=1, guild_id="g", channel_id="c", game="throneworld", status="finished", version=len(log),
                  creator_id="ai:0", options={}, seats=seats, seed=11, state=states[-1], created_at=START,
                  updated_at=START)
    return table, log, states


def test_asked_again_after_a_few_moves_a_long_game_replays_only_those(long_game, monkeypatch):
    """Counted, not timed: the steps of the rules the second ask replays are the ten moves since the first."""
    table, log, states = long_game
    assert len(log) > 500
    store, workers = Log(log), WorkerPool(0)
    replayed = steps_replayed(monkeypatch)
    earlier = table.model_copy(update={"version": len(log) - 10, "state": states[-11], "status": "playing"})
    asyncio.run(history(store, workers, earlier, DEFAULT))
    first = len(replayed)
    told = asyncio.run(history(store, workers, table, DEFAULT))
    again = len(replayed) - first
    assert first == len(log) - 11 and again == 10, (first, again)
    assert told == move_list_of(table, [step.told() for step in public_steps(table, log)], DEFAULT)


def steps_replayed(monkeypatch) -> list[int]:
    """The versions of the log's entries the rebuild replays from now on, each time it replays one."""
    replayed, step = [], replay._step

    def counted(engine, state, entry):
        replayed.append(entry.version)
        return step(engine, state, entry)

    monkeypatch.setattr(replay, "_step", counted)
    return replayed


async def test_a_forgotten_person_is_not_named_by_what_was_kept(service):
    """Forgetting renames a person in the table and its log without a new version: a history or replay
    asked before must not be answered again from what was kept (the planted fault: the kept progress
    would still name them)."""
    await service.new_table("g", "c", "wurfelhelden", "u1", "Zebedee")
    await service.add_ai("c", "u1")
    await service.start("c", "u1", seed=3)
    table = await service.store.latest_table("c")
    assert "Zebedee" in (await history(service.store, service.workers, table, DEFAULT)).text
    await service.store.forget_user("u1")
    table = await service.store.latest_table("c")
    told = await history(service.store, service.workers, table, DEFAULT)
    whole = public_steps(table, await service.store.actions(table.id))
    assert "Zebedee" not in told.text and told == move_list_of(table, [step.told() for step in whole], DEFAULT)
