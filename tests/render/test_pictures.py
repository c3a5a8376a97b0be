"""Every game's table picture, at the start and mid-game: a PNG Discord accepts, small enough, sized for a
phone, drawn from the public view only. The pictures are written to artifacts/pictures/ to look at."""

import importlib.util
import random
from datetime import UTC, datetime
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image

from engines import registry
from render.registry import render_png

NOW = datetime(2026, 1, 1, tzinfo=UTC)
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "pictures"


def drawn_games():
    return [n for n in registry.names() if importlib.util.find_spec(f"render.{n}") is not None]


def positions(name, count, moves):
    engine = registry.get(name)
    state = engine.new_game([f"player{i}" for i in range(1, count + 1)], {}, seed=count)
    rand = random.Random(count)
    yield "start", state, []
    events = []
    for _ in range(moves):
        if engine.outcome(state) is not None:
            break
        player = rand.choice(engine.awaiting(state)).player
        state, events = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW)
    yield "later", state, events


@pytest.mark.parametrize("name", drawn_games())
def test_pictures_are_pngs_for_phones(name):
    engine = registry.get(name)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for count in sorted({engine.min_players, engine.max_players}):
        for label, state, events in positions(name, count, moves=40):
            png = render_png(name, engine.view(state, None), events)
            assert png.startswith(b"\x89PNG\r\n\x1a\n")
            assert len(png) < 300 * 1024, f"{name} picture is {len(png) // 1024} KB"
            image = Image.open(BytesIO(png))
            assert 600 <= image.width <= 1600 and 300 <= image.height <= 2400, image.size
            (ARTIFACTS / f"{name}-{count}p-{label}.png").write_bytes(png)
