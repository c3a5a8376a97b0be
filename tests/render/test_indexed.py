"""Pictures drawn straight in their game's palette (render/indexed.py) are the true-colour pictures mapped
to it, pixel for pixel: every colour drawn gets the index the mapping would give it, and antialiased
text is blended with the colour under it before it is mapped."""

import random
from datetime import UTC, datetime

import numpy as np
import pytest
from PIL import Image, ImageDraw

from render.common import draw_text_with, font
from render.indexed import blend_indices, canvas, index_of
from render.palette import to_palette
from render.throwdown import frames, render_throwdown, throw_label
from tests.engines.throwdown.helpers import ENGINE, apply, begin, card, force_landings, position

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def played(players, moves, seed):
    """The table after up to `moves` of the AI's moves (fewer when the game ends first)."""
    state = ENGINE.new_game([f"p{i}" for i in range(players)], {}, seed)
    rand = random.Random(seed)
    for _ in range(moves):
        if ENGINE.outcome(state) is not None:
            break
        who = ENGINE.awaiting(state)[0].player
        state = ENGINE.apply(state, who, ENGINE.ai_action(state, who, rand), NOW).state
    return state


def throwdown_views():
    """Tables from their start (locations named large) to crowded ones with a close-up, at every player
    count, and a missed throw (its label, the missed card waiting)."""
    return [ENGINE.view(played(players, moves, seed=players), None)
            for players in range(2, 7) for moves in (0, 4, 25, 70)]


def missed_throw(monkeypatch):
    state = position(table=[card(2, "stone:1", "ann", 300, 180)], deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    force_landings(monkeypatch, (40, 40, 10, False))
    return ENGINE.view(apply(state, "ann", "throw", card=1, at="A1").state, None)


def test_throwdown_drawn_in_its_palette_is_the_true_colour_picture_mapped(monkeypatch):
    views = [*throwdown_views(), missed_throw(monkeypatch)]
    assert any(frames(v)[1] is not None for v in views) and any(throw_label(v) for v in views)
    for view in views:
        indexed = render_throwdown(view, [])
        true = render_throwdown(view, [], true_colour=True)
        assert indexed.mode == "P" and true.mode == "RGB"
        mapped = to_palette(true, "throwdown")
        assert indexed.getpalette() == mapped.getpalette()
        differing = np.flatnonzero(np.asarray(indexed) != np.asarray(mapped))
        assert differing.size == 0, f"turn {view.turn}: {differing.size} pixels differ"


def test_a_colour_drawn_is_the_index_the_mapping_gives_it():
    image, draw = canvas("throwdown", 40, 20, (34, 39, 46))
    draw.rectangle((0, 0, 19, 19), fill=(200, 10, 90))  # in no palette: its nearest
    assert image.getpixel((30, 5)) == index_of("throwdown", (34, 39, 46))
    assert image.getpixel((5, 5)) == to_palette(Image.new("RGB", (1, 1), (200, 10, 90)), "throwdown").getpixel((0, 0))


def test_text_is_blended_with_the_colour_it_lies_on():
    ramp = blend_indices("throwdown", (255, 255, 255), (34, 39, 46))
    assert ramp[0] == index_of("throwdown", (34, 39, 46)) and ramp[255] == index_of("throwdown", (255, 255, 255))
    image, draw = canvas("throwdown", 200, 40, (34, 39, 46))
    draw_text_with(draw, (4, 4), "Hello 12", font(20), (255, 255, 255), over=(34, 39, 46))
    true = Image.new("RGB", (200, 40), (34, 39, 46))
    draw_text_with(ImageDraw.Draw(true), (4, 4), "Hello 12", font(20), (255, 255, 255))
    assert image.tobytes() == to_palette(true, "throwdown").tobytes()


def test_text_on_a_picture_in_a_palette_must_name_the_colour_under_it():
    _, draw = canvas("throwdown", 100, 30, (34, 39, 46))
    with pytest.raises(ValueError, match="over="):
        draw_text_with(draw, (2, 2), "12", font(18), (255, 255, 255))
