"""Pictures drawn straight in their game's palette (render/indexed.py) against their true-colour twins:
every colour drawn gets the palette's own entry or the index the mapping would give it, and antialiased
text is blended with what lies under it before it is mapped."""

import importlib
import random
from datetime import UTC, datetime

import numpy as np
import pytest
from PIL import Image, ImageDraw

from engines import registry
from render import indexed as indexed_module
from render.common import draw_text_with, font
from render.indexed import blank, blend_indices, index_of
from render.palette import to_palette
from render.throneworld import render_throneworld_reports
from render.throwdown import render_throwdown, table_frame, throw_label
from tests.engines.throwdown.helpers import ENGINE, apply, begin, card, force_landings, position
from tests.render.test_palettes import FAR, FAR_SHARE

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def along_a_game(game: str, players: int, every: int, moves: int):
    """(state, the last move's events, the player who made it) every few moves of a random game."""
    engine = registry.get(game)
    state = engine.new_game([f"p{i}" for i in range(players)], {}, players)
    rand = random.Random(players)
    for move in range(moves):
        if engine.outcome(state) is not None:
            return
        who = rand.choice(engine.awaiting(state)).player
        state, events = engine.apply(state, who, rand.choice(engine.legal_actions(state, who)), NOW)
        if move % every == 0:
            yield state, events, who


def compared(indexed: Image.Image, true: Image.Image, game: str):
    """(the indexed picture's pixels, the mapped true-colour picture's, the true colours, the palette)."""
    mapped = to_palette(true, game)
    assert indexed.mode == "P" and true.mode == "RGB" and indexed.getpalette() == mapped.getpalette()
    palette = np.array(indexed.getpalette()).reshape(-1, 3)
    return np.asarray(indexed), np.asarray(mapped), np.asarray(true).astype(int), palette


def missed_throw(monkeypatch):
    state = position(table=[card(2, "stone:1", "ann", 300, 180)], deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    force_landings(monkeypatch, (40, 40, 10, False))
    return ENGINE.view(apply(state, "ann", "throw", card=1, at="A1").state, None)


def pictures(game: str, players: int, every: int, moves: int):
    """(indexed, true-colour) twins along a random game: the table with the move's events, the mover's
    own picture and the move's reports, where the game has them."""
    engine, module = registry.get(game), importlib.import_module(f"render.{game}")
    table = getattr(module, f"render_{game}")
    private = getattr(module, f"render_{game}_private", None)
    reports = getattr(module, f"render_{game}_reports", None)
    for state, events, who in along_a_game(game, players, every, moves):
        public, own = engine.view(state, None), engine.view(state, who)
        yield table(public, events), table(public, events, true_colour=True)
        if private is not None:
            yield private(own), private(own, true_colour=True)
        if reports is not None:
            yield from zip(reports(events, public), reports(events, public, true_colour=True), strict=True)


@pytest.mark.parametrize("game", ["dicethrone", "thrown", "wurfelhelden", "throwdown"])
def test_pictures_drawn_in_their_palette_are_their_true_colours_mapped_or_exact(game):
    """Each pixel is what mapping the true-colour picture gives, or its true colour (the palette holds
    every flat colour these games draw text on)."""
    engine = registry.get(game)
    twins = [pair for players in (engine.min_players, engine.max_players)
             for pair in pictures(game, players, every=12, moves=90)]
    assert len(twins) >= 10
    for indexed, true in twins:
        neither = mapped_or_exact(indexed, true, game)
        assert not neither.any(), f"{neither.sum()} pixels are neither"


def test_throwdown_crowded_tables_and_missed_throws_too(monkeypatch):
    views = [ENGINE.view(state, None) for players in range(2, 7)
             for state, _, _ in along_a_game("throwdown", players, every=12, moves=70)]
    views.append(missed_throw(monkeypatch))
    assert any(table_frame(v).scale < 1 for v in views) and any(throw_label(v) for v in views)
    for view in views:
        neither = mapped_or_exact(render_throwdown(view, []), render_throwdown(view, [], true_colour=True), "throwdown")
        assert not neither.any(), f"turn {view.turn}: {neither.sum()} pixels are neither"


def test_throneworld_drawn_in_its_palette_is_as_close_to_its_true_colours_as_mapping():
    """The table (with its move's arrows and see-through veils), a player's own picture and battle
    reports. Text over a colour the palette lacks is blended with the palette's nearest, so some of its
    edge pixels differ from the mapped picture (a few dozen in a picture, measured); the picture must be
    closer to its true colours on average than the mapped one, and within the bounds every palette is
    held to."""
    twins = [pair for players in (2, 4, 6) for pair in pictures("throneworld", players, every=40, moves=320)]
    battles = [events for state, events, _ in along_a_game("throneworld", 4, every=1, moves=400)
               if any(e.get("type") == "battle" for e in events)][:4]
    twins += [pair for events in battles
              for pair in zip(render_throneworld_reports(events), render_throneworld_reports(events, true_colour=True),
                              strict=True)]
    assert len(twins) >= 24 and len(battles) == 4
    for indexed, true in twins:
        ours, mapped, true, palette = compared(indexed, true, "throneworld")
        our_error, mapped_error = np.abs(palette[ours] - true), np.abs(palette[mapped] - true)
        assert our_error.mean() <= mapped_error.mean()
        assert (our_error.max(axis=2) > FAR).mean() <= FAR_SHARE


def test_a_colour_the_palette_holds_is_drawn_exactly():
    """Pillow's mapping works by cells of colours and gives some colours the palette holds a neighbour;
    drawn in indices, such a colour is its own entry."""
    for colour in ((48, 54, 63), (34, 39, 46)):
        image, draw = blank("throneworld", 10, 10, (0, 0, 0))
        draw.rectangle((0, 0, 9, 9), fill=colour)
        assert tuple(image.convert("RGB").getpixel((5, 5))) == colour
    image, draw = blank("throwdown", 40, 20, (34, 39, 46))
    draw.rectangle((0, 0, 19, 19), fill=(200, 10, 90))  # in no palette: the mapping's nearest
    assert image.getpixel((5, 5)) == to_palette(Image.new("RGB", (1, 1), (200, 10, 90)), "throwdown").getpixel((0, 0))


def mapped_or_exact(indexed: Image.Image, true: Image.Image, game: str):
    """The pixels of `indexed` that are neither what mapping `true` gives nor the true colour itself."""
    ours, mapped, true, palette = compared(indexed, true, game)
    return (ours != mapped) & (palette[ours] != true).any(axis=2)


def test_text_is_blended_with_what_lies_under_it():
    """On one colour and across several (a bar of another colour under part of it), as in true colour;
    where it covers a pixel whole, in the palette's own entry for its colour."""
    ramp = blend_indices("throwdown", (255, 255, 255), index_of("throwdown", (34, 39, 46)))
    assert ramp[255] == index_of("throwdown", (255, 255, 255))
    image, draw = blank("throwdown", 200, 60, (34, 39, 46))
    true = Image.new("RGB", (200, 60), (34, 39, 46))
    for pen in (draw, ImageDraw.Draw(true)):
        pen.rectangle((60, 0, 120, 60), fill=(230, 159, 0))
        draw_text_with(pen, (4, 4), "Hello 12", font(20), (255, 255, 255))  # on one colour
        draw_text_with(pen, (30, 30), "across the bar", font(20), (255, 255, 255))  # on two
    assert not mapped_or_exact(image, true, "throwdown").any()


def test_an_empty_text_draws_nothing():
    image, draw = blank("thrown", 50, 20, (34, 39, 46))
    before = image.tobytes()
    draw_text_with(draw, (5, 5), "", font(16), (255, 255, 255))
    draw_text_with(draw, (5, 5), "   ", font(16), (255, 255, 255))
    assert image.tobytes() == before


def test_text_cut_by_the_edge_is_drawn_as_on_its_one_colour(monkeypatch):
    """A text half off the picture (a close-up's hex at its window's edge) over one colour shows the
    same pixels as the same text drawn whole on a larger picture, and is never blended in true colour:
    only the part on the picture is asked whether it is flat."""
    wide, wide_draw = blank("throneworld", 200, 40, (48, 54, 63))
    draw_text_with(wide_draw, (60, 8), "Vega 4", font(22, True), (255, 255, 255))
    blended = []
    monkeypatch.setattr(indexed_module, "blend_into", lambda *args: blended.append(args))
    for left in (70, 100):  # the picture starts within the text (76 px wide from 60), near its start or past its middle
        cut, cut_draw = blank("throneworld", 200 - left, 40, (48, 54, 63))
        draw_text_with(cut_draw, (60 - left, 8), "Vega 4", font(22, True), (255, 255, 255))
        assert cut.tobytes() == wide.crop((left, 0, 200, 40)).tobytes()
    before = cut.tobytes()
    draw_text_with(cut_draw, (-90, 8), "Vega 4", font(22, True), (255, 255, 255))  # wholly off the picture
    assert cut.tobytes() == before
    assert not blended
