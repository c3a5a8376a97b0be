"""A game told again from its log: every shipped game, played by its AI seats through the service, is
rebuilt step by step, and the rebuilt steps are exactly the table posts the channel was sent (the same
narration, in the same order, none of the private steps)."""

from __future__ import annotations

import json
from io import BytesIO

import pytest
from PIL import Image

from bot.replay import ReplayUnavailable, animation, frames_of, history_text, public_steps
from engines import registry
from render.replay import replay_gif

SHIPPED = [name for name in registry.names() if name != "dicerace"]


async def an_ai_game(service, game: str, seed: int = 7):
    """A table of AI seats only, played by the service from its start (as far as it plays in one go)."""
    engine = registry.get(game)
    await service.new_table("g", "c", game, "ai:0", "Ada", ai=True)
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "ai:0")
    await service.start("c", "ai:0", seed=seed)
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
    steps = public_steps(table, await service.history(table))
    assert steps[0].number == 0 and len(steps) > 5
    assert [step.lines for step in steps[1:]] == (await posted_narration(service, table, game))[1:]
    text = history_text(table, steps)
    assert text.startswith(registry.get(game).title) and f"{len(steps) - 1}. [" in text


async def test_a_log_that_does_not_rebuild_the_game_is_refused_with_a_sentence(service):
    table = await an_ai_game(service, "wurfelhelden")
    changed = table.model_copy(update={"seed": table.seed + 1})
    with pytest.raises(ReplayUnavailable, match="can't be replayed"):
        public_steps(changed, await service.history(table))


async def test_the_animation_spreads_its_frames_over_the_game(service):
    table = await an_ai_game(service, "thrown")
    steps = public_steps(table, await service.history(table))
    frames = frames_of(steps, limit=8)
    assert len(frames) == min(8, len(steps)) and frames[0] is steps[0] and frames[-1] is steps[-1]
    gif = Image.open(BytesIO(replay_gif("thrown", [(s.view, s.events) for s in frames])))
    assert gif.format == "GIF" and gif.n_frames == len(frames) and gif.width == 480


async def test_an_animation_is_drawn_once_per_version_of_the_game(service):
    table = await an_ai_game(service, "wurfelhelden")
    log = await service.history(table)
    first = await animation(service.workers, table, log)
    assert await animation(service.workers, table, log) is first  # asked again: kept, not redrawn
    gif, frames, steps = first
    assert Image.open(BytesIO(gif)).n_frames == frames <= steps
