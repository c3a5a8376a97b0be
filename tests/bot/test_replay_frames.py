"""The steps a replay shows are kept as the game is played (bot/store/frames.py, issue 42), so the first ask
of a game's replay reads none of its log: whole games of every game, a person against AI seats, asked at
random moments (after steps the channel saw and after steps it never saw); what is kept must be exactly what
the rebuild from the log shows, on both stores."""

from __future__ import annotations

import json
import random

import pytest

from bot import replay
from bot.clock import FakeClock
from bot.replay import animation, frames_of, public_steps
from bot.service import TableService
from bot.store import frames, open_store
from bot.store.frames import KEPT_EVERY, MAX_FRAMES, fewest_kept, frame_numbers
from engines import registry
from render.replay import replay_gif
from tests.bot.test_replay_progress import assert_same_frames

MOVES = 150
"""A person's moves at most: past forty steps a game's stride doubles, and its frames are let go of."""
SHORT = {"dicerace", "throwdown"}
"""Games whose whole game here is shorter than forty steps (17 and 32)."""


async def playing(service: TableService, game: str, asked: float, seed: int = 7) -> int:
    """Ada against AI seats until the game ends or MOVES of hers; the kept frames are checked after each
    of her moves with chance `asked`, and at the end. How many steps the game had."""
    engine = registry.get(game)
    await service.new_table("g", "c", game, "u1", "Ada")
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "u1")
    move = await service.start("c", "u1", seed=seed)
    rand = random.Random(game)
    for _ in range(MOVES):
        if rand.random() < asked:
            await check_kept(service, move.table)
        if move.table.status != "playing":
            break
        _, state = service.engine_and_state(move.table)
        if engine.prompt_of(state, "Ada") is None:
            break
        action = rand.choice(engine.legal_actions(state, "Ada"))
        move = await service.act("c", "u1", action.do, action.args())
    return await check_kept(service, move.table)


async def check_kept(service: TableService, table) -> int:
    engine = registry.get(table.game)
    whole = public_steps(table, await service.store.actions(table.id))
    kept = await service.store.kept_frames(table.id)
    if len(whole) < fewest_kept(frames.KEPT_EVERY):
        assert kept is None, "a game too short to be kept was not rebuilt"
        return len(whole)
    assert kept is not None and kept.steps == len(whole)
    for number in frame_numbers(len(whole)):
        state, events = kept.frame(number)
        assert engine.view(engine.load_state(state), None) == whole[number].view, f"step {number} of {len(whole)}"
        assert events == json.loads(json.dumps(whole[number].events)), f"step {number} of {len(whole)}"
    return len(whole)


@pytest.fixture
def every_step_kept(monkeypatch):
    """Every step's state kept, not only every KEPT_EVERY-th: the short games and their first steps are
    checked too."""
    monkeypatch.setattr(frames, "KEPT_EVERY", 1)


@pytest.mark.parametrize("game", registry.names())
async def test_what_is_kept_is_what_the_rebuild_shows(service, game, every_step_kept):
    steps = await playing(service, game, asked=0.1 if game == "throneworld" else 0.5)
    assert steps > MAX_FRAMES or game in SHORT, "too short a game to let any frame go"
    rows = await service.store.db.execute_fetchall("SELECT count(*) FROM replay_frames")
    assert rows[0][0] <= 2 * MAX_FRAMES


async def test_what_is_kept_in_postgresql_is_what_the_rebuild_shows(postgres_url, every_step_kept):
    store = open_store(postgres_url)
    await store.open()
    try:
        assert await playing(TableService(store, FakeClock()), "wurfelhelden", asked=0.2) > 2 * MAX_FRAMES
    finally:
        await store.close()


async def test_the_first_ask_of_a_replay_reads_none_of_the_log(service, monkeypatch):
    """The GIF is the one the whole rebuild draws; the log is not read, so no step is replayed (planted: a
    table started before its steps were kept is rebuilt, which reads the log)."""
    await playing(service, "wurfelhelden", asked=0)
    table = await service.store.latest_table("c")
    whole = public_steps(table, await service.store.actions(table.id))
    expected = replay_gif("wurfelhelden", [(s.view, s.events) for s in frames_of(whole)])
    read = []
    log_rows = service.store.log_rows
    monkeypatch.setattr(service.store, "log_rows", lambda *args: read.append(args) or log_rows(*args))
    replay.forget(service.store)
    gif, shown, steps = await animation(service.store, service.workers, table)
    assert read == [] and (shown, steps) == (len(frames_of(whole)), len(whole))
    assert_same_frames(gif, expected)

    await service.store.db.execute("DELETE FROM replay_frames")
    await service.store.db.execute("DELETE FROM replay_steps")
    replay.forget(service.store)
    gif, _, _ = await animation(service.store, service.workers, table)
    assert read, "the table started before its steps were kept was not rebuilt from its log"
    assert_same_frames(gif, expected)


async def test_forgetting_a_person_lets_go_of_the_states_that_name_them(service):
    await playing(service, "wurfelhelden", asked=0)
    table = await service.store.latest_table("c")
    assert await service.store.kept_frames(table.id) is not None
    await service.store.forget_user("u1")
    assert await service.store.kept_frames(table.id) is None
    rows = await service.store.db.execute_fetchall("SELECT count(*) FROM replay_frames")
    assert rows[0][0] == 0


async def test_a_short_game_keeps_a_quarter_of_its_steps_and_is_rebuilt_when_asked(service):
    """A game whose animation shows every step or every other keeps only the steps numbered a multiple of
    KEPT_EVERY (its saves would keep nearly every step, to let most go later), and its replay is rebuilt from
    the log; past that length its steps are all there (planted: KEPT_EVERY not heeded, every step kept)."""
    steps = await playing(service, "thrown", asked=0)
    assert steps < fewest_kept(KEPT_EVERY)
    rows = await service.store.db.execute_fetchall("SELECT step FROM replay_frames ORDER BY step")
    assert [step for step, in rows] == list(range(0, steps, KEPT_EVERY))
    assert await service.store.kept_frames(1) is None
    table = await service.store.latest_table("c")
    whole = public_steps(table, await service.store.actions(table.id))
    gif, _, _ = await animation(service.store, service.workers, table)
    assert_same_frames(gif, replay_gif("thrown", [(s.view, s.events) for s in frames_of(whole)]))
