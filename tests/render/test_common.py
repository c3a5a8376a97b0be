"""render/common.py's glyph cache repeats what Pillow's ImageDraw.text does, through two of Pillow's
private internals (`ImageDraw._getink`, `FreeTypeFont.getmask2`'s argument order). A Pillow upgrade that
changes either must show here as a pixel difference, not as subtly wrong pictures."""

import pytest
from PIL import Image, ImageDraw

from render import common
from render.common import TEXT, draw_text_with, font

SAMPLES = ["Würfelhelden", "7", "turn 12 · 3 left", "B P 3H", "⌛ 42", "x6 = 60", "WINNING"]


def _drawn(text, size, xy, anchor, fast):
    image = Image.new("RGB", (360, 80), (30, 31, 34))
    draw = ImageDraw.Draw(image)
    if fast:
        draw_text_with(draw, xy, text, font(size), TEXT, anchor)
    else:
        draw.text(xy, text, font=font(size), fill=TEXT, anchor=anchor)
    return image.tobytes()


def test_the_pillow_internals_the_cache_uses_are_there():
    assert common._FAST_TEXT, "this Pillow lacks ImageDraw._getink: draw_text falls back to draw.text (slower)"


@pytest.mark.parametrize("text", SAMPLES)
@pytest.mark.parametrize("anchor", [None, "mm", "rs"])
@pytest.mark.parametrize("xy", [(10, 20), (180.5, 40.25), (300.75, 60.5)])
def test_cached_glyphs_draw_the_same_pixels_as_pillow(text, anchor, xy):
    for size in (13, 22):
        expected = _drawn(text, size, xy, anchor, fast=False)
        assert _drawn(text, size, xy, anchor, fast=True) == expected
        assert _drawn(text, size, xy, anchor, fast=True) == expected  # from the cache the second time


@pytest.mark.parametrize("xy", [(10, 20), (12.5, 40.25)])
def test_a_recurring_long_line_is_remembered_and_draws_the_same_pixels(xy):
    line = "3 sword: 6 dmg | 4: 8 dmg | 5: 10 dmg; gain Crit and then some more words"
    assert len(line) > common.GLYPH_CACHE_CHARS

    def drawn(fast):
        image = Image.new("RGB", (720, 80), (30, 31, 34))
        draw = ImageDraw.Draw(image)
        if fast:
            draw_text_with(draw, xy, line, font(15), TEXT, recurring=True)
        else:
            draw.text(xy, line, font=font(15), fill=TEXT)
        return image.tobytes()

    common._lasting_glyphs.cache_clear()
    assert drawn(fast=True) == drawn(fast=False)
    assert drawn(fast=True) == drawn(fast=False)
    assert common._lasting_glyphs.cache_info().hits == 1
