"""Pictures for phones (issue 25): Discord shows a picture about 400 px wide on a phone, so every text a
game's public picture draws must be at least 9 px tall at that width (tests/render/phone_text.py
measures the font's ink height and scales it by 400 / the picture's width). Positions: the start and
40 random moves in, at the fewest and the most players."""

import pytest

from tests.render.phone_text import READABLE, game_too_small, texts_drawn, too_small

READY = ["dicethrone", "throneworld", "throwdown", "thrown", "wurfelhelden"]
"""The games whose pictures were redrawn for phones; the others are listed in issue 25's closing note."""


@pytest.mark.parametrize("name", READY)
def test_every_text_is_readable_at_phone_width(name):
    for position, small in game_too_small(name).items():
        assert not small, f"{name} {position}: under {READABLE} px at 400 px wide: {small[:8]}"


def test_the_measure_catches_small_text():
    from PIL import Image, ImageDraw

    from render.common import draw_text, font

    def tiny() -> Image.Image:
        image = Image.new("RGB", (1000, 100))
        draw = ImageDraw.Draw(image)
        draw_text(draw, (0, 0), "fast path", 20, (255, 255, 255))
        draw.text((0, 40), "Pillow", font=font(30), fill=(255, 255, 255))
        return image

    image, records = texts_drawn(tiny)
    assert [(round(h, 1), t) for h, t in too_small(image, records)] == [(8.0, "fast path")]
    assert [r.text for r in records] == ["fast path", "Pillow"]
