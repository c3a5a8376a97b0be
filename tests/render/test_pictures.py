"""Every game's table picture at the start, middle and end of a game played to its end, at the fewest and
most players: a PNG Discord accepts, small enough, sized for a phone, drawn from the public view only.
The pictures are written to artifacts/pictures/ to look at."""

import importlib.util
import random
from datetime import UTC, datetime
from functools import lru_cache
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image

from engines import registry
from render.registry import render_png

NOW = datetime(2026, 1, 1, tzinfo=UTC)
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "pictures"
LONGEST = 5000
"""Random moves a game gets to end (Throneworld at 6 players, the longest, ends in about 1,900)."""


def drawn_games():
    return [n for n in registry.names() if importlib.util.find_spec(f"render.{n}") is not None]


@lru_cache(maxsize=16)
def played(name, count):
    """A game of random legal moves played to its end (seeded by the player count): every position, each
    with the events of the move that led to it."""
    engine = registry.get(name)
    state = engine.new_game([f"player{i}" for i in range(1, count + 1)], {}, seed=count)
    rand = random.Random(count)
    moves = [(state, [])]
    while engine.outcome(state) is None:
        if len(moves) > LONGEST:
            raise AssertionError(f"{name} at {count} players: no end after {LONGEST} random moves")
        player = rand.choice(engine.awaiting(state)).player
        state, events = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW)
        moves.append((state, events))
    return tuple(moves)


def positions(name, count):
    """(label, state, events) at the start, the middle and the end of a played game."""
    moves = played(name, count)
    for label, index in (("start", 0), ("middle", len(moves) // 2), ("end", len(moves) - 1)):
        yield label, *moves[index]


def player_counts(name):
    engine = registry.get(name)
    return sorted({engine.min_players, engine.max_players})


@pytest.mark.parametrize("name", drawn_games())
def test_pictures_are_pngs_for_phones(name):
    engine = registry.get(name)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for count in player_counts(name):
        for label, state, events in positions(name, count):
            png = render_png(name, engine.view(state, None), events)
            assert png.startswith(b"\x89PNG\r\n\x1a\n")
            assert len(png) < 300 * 1024, f"{name} picture is {len(png) // 1024} KB"
            image = Image.open(BytesIO(png))
            assert 600 <= image.width <= 1600 and 300 <= image.height <= 2400, image.size
            (ARTIFACTS / f"{name}-{count}p-{label}.png").write_bytes(png)
