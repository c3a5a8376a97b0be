"""A game told again from its log: every shipped game, played by its AI seats through the service, is
rebuilt step by step, and the rebuilt steps are exactly the table posts the channel was sent (the same
narration, in the same order, none of the private steps). The rebuild in chunks, going on from where the
last one got, tells and draws exactly what the whole rebuild does."""

from __future__ import annotations

import json
import random
from io import BytesIO

import pytest
from PIL import Image

from bot.replay import (
    ReplayUnavailable,
    animation,
    forget,
    frame_numbers,
    frames_of,
    history,
    history_text,
    move_list_of,
    public_steps,
    told_in_log,
)
from engines import registry
from engines.said import Said
from lang import DEFAULT, ENGLISH, words
from render.registry import render_table
from render.replay import replay_gif
from tests.bot.test_replay_progress import assert_same_frames
from tests.refusals import refused_saying

SHIPPED = [name for name in registry.names() if name != "dicerace"]


async def an_ai_game(service, game: str, seed: int = 7):
    """A table of AI seats only, played by the service from its start (as far as it plays in one go)."""
    engine = registry.get(game)
    await service.new_table("g", "c", game, "ai:0", "Ada", ai=True)
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "ai:0")
    await service.start("c", "ai:0", seed=seed)
    return await service.store.latest_table("c")


async def a_person_and_ai_game(service, game: str, moves: int = 80, fresh: bool = False):
    """Ada, a person, plays `moves` random legal moves against AI seats (her moves are the steps the private-step
    check compares before and after); `fresh`: each in a process that kept nothing of the table (a restart)."""
    engine = registry.get(game)
    await service.new_table("g", "c", game, "u1", "Ada")
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "u1")
    await service.start("c", "u1", seed=5)
    rand = random.Random(2)
    for _ in range(moves):
        table = await service.store.active_table("c")
        state = None if table is None else service.engine_and_state(table)[1]
        if state is None or engine.prompt_of(state, "Ada") is None:
            break
        move = rand.choice(engine.legal_actions(state, "Ada"))
        if fresh:
            service.forget_remembered()
        await service.act("c", "u1", move.do, move.args())
    return await service.store.latest_table("c")


async def posted_narration(service, table, game: str) -> list[list[str]]:
    """The narration of each table post the step saved in the outbox, in order."""
    engine = registry.get(game)
    rows = await service.store.db.execute_fetchall(
        "SELECT payload FROM outbox WHERE table_id = ? AND kind = 'table' ORDER BY id", (table.id,))
    return [[line for e in json.loads(r[0])["events"] if (line := engine.narrate(e))] for r in rows]


@pytest.mark.parametrize("game", SHIPPED)
async def test_the_replay_is_what_the_channel_was_shown(service, game):
    table = await an_ai_game(service, game)
    steps = public_steps(table, await service.store.actions(table.id))
    assert steps[0].number == 0 and len(steps) > 5
    assert [step.lines for step in steps[1:]] == (await posted_narration(service, table, game))[1:]
    text = history_text(table, [step.told() for step in steps], ENGLISH)
    assert text.startswith(registry.get(game).title) and f"{len(steps) - 1}. [" in text
    assert told_in_log(await service.store.actions(table.id)) == [step.told() for step in steps]  # as the log kept it
    assert await history(service.store, service.workers, table, DEFAULT) == move_list_of(
        table, [step.told() for step in steps], DEFAULT)


@pytest.mark.parametrize("game", SHIPPED)
async def test_the_move_list_kept_of_a_persons_moves_is_the_rebuilds(service, game):
    """Whether a person's move changed the public table is told at the move by the views' fingerprints
    (bot/kept.py); the rebuild tells it by making both views: the two move lists are the same."""
    table = await a_person_and_ai_game(service, game)
    log = await service.store.actions(table.id)
    rebuilt = public_steps(table, [entry.model_copy(update={"told": None}) for entry in log])
    assert told_in_log(log) == [step.told() for step in rebuilt]


@pytest.mark.parametrize("game", SHIPPED)
async def test_a_process_that_kept_nothing_tells_a_persons_moves_from_the_saved_fingerprints(service, game):
    """Each of Ada's moves made as by a process just started: whether it changed the public table is told from
    the fingerprint saved with the version before it (Table.public_fingerprint), and the move list is still the
    rebuild's."""
    table = await a_person_and_ai_game(service, game, fresh=True)
    log = await service.store.actions(table.id)
    rebuilt = public_steps(table, [entry.model_copy(update={"told": None}) for entry in log])
    assert told_in_log(log) == [step.told() for step in rebuilt]


@pytest.mark.parametrize("game", ["thrown", "throneworld"])
async def test_a_game_logged_before_the_log_kept_its_lines_is_told_by_its_rebuild(service, game):
    """Lines logged before migration 15 hold no `told`: the move list is rebuilt from the actions, and says
    the same; the animation, which plays the steps the log says the channel saw, draws the same frames as
    the one that checks each step again."""
    table = await a_person_and_ai_game(service, game)
    kept = await history(service.store, service.workers, table, DEFAULT)
    drawn, _, _ = await animation(service.store, service.workers, table)
    await service.store.db.execute("UPDATE actions SET told = NULL WHERE table_id = ? AND version > ?",
                                   (table.id, table.version // 2))
    forget(service.store)
    assert told_in_log(await service.store.actions(table.id)) is None
    assert await history(service.store, service.workers, table, DEFAULT) == kept
    assert_same_frames((await animation(service.store, service.workers, table))[0], drawn)


async def test_the_move_list_is_told_in_the_readers_language_from_one_rebuild(service):
    """The rebuild keeps what each step said in no language: one reader's move list is English, another's
    German, and the German one holds the game's German narration."""
    table = await an_ai_game(service, "thrown")
    english, german = [(await history(service.store, service.workers, table, language)).text
                       for language in ("en", "de")]
    told = told_in_log(await service.store.actions(table.id))
    assert told is not None
    assert "0. [" in english and english.splitlines()[1].endswith(ENGLISH("replay-starts"))
    assert german.splitlines()[1].endswith(words("de")("replay-starts"))
    narrated = next(step for step in told if step.number > 0 and isinstance(step.lines[0], Said))
    assert words("de").say(narrated.lines[0]) in german and ENGLISH.say(narrated.lines[0]) not in german


async def test_a_log_that_does_not_rebuild_the_game_is_refused_with_a_sentence(service):
    table = await an_ai_game(service, "wurfelhelden")
    changed = table.model_copy(update={"seed": table.seed + 1})
    with refused_saying(ReplayUnavailable, "can't be replayed"):
        public_steps(changed, await service.store.actions(table.id))


async def test_the_animation_spreads_its_frames_over_the_game(service):
    table = await an_ai_game(service, "thrown")
    steps = public_steps(table, await service.store.actions(table.id))
    frames = frames_of(steps, limit=8)
    assert 4 <= len(frames) <= min(8, len(steps)) and frames[0] is steps[0] and frames[-1] is steps[-1]
    gaps = {b.number - a.number for a, b in zip(frames[:-2], frames[1:-1], strict=True)}
    assert len(gaps) == 1  # evenly spread, the last step added
    gif = Image.open(BytesIO(replay_gif("thrown", [(s.view, s.events) for s in frames])))
    assert gif.format == "GIF" and gif.n_frames == len(frames)
    assert gif.width == render_table("thrown", frames[0].view, frames[0].events).width  # the pictures' own width


def test_a_longer_game_shows_some_of_the_frames_of_the_shorter_one():
    """So a frame drawn for one animation is used again by every later one of the game."""
    for steps in range(1, 400):
        shown = frame_numbers(steps)
        assert len(shown) <= 40 and shown[0] == 0 and shown[-1] == steps - 1
        assert len(shown) >= min(steps, 20)
        later = set(frame_numbers(steps + 1))
        assert set(shown[:-1]) - later <= set(shown[:-1]) - set(range(0, steps, shown[1] * 2 if steps > 2 else 1))


async def test_an_animation_is_drawn_once_per_version_of_the_game(service):
    table = await an_ai_game(service, "wurfelhelden")
    first = await animation(service.store, service.workers, table)
    assert (await animation(service.store, service.workers, table))[0] is first[0]  # asked again: kept
    gif, frames, steps = first
    assert Image.open(BytesIO(gif)).n_frames == frames <= steps
