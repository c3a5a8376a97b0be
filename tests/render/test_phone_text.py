"""Pictures that read where Discord shows them (issue 37): a picture is fitted into a phone's box of
about 400 × 400 px, so every text a game draws must be at least 6 px tall as shown, and each picture's
median text at least 10 px (tests/render/phone_text.py measures the font's ink height and scales it by
min(400 / width, 400 / height)). Pictures: public, private and reports, at the start, middle and end of
a game played to its end, at the fewest and the most players, in every language (German's longer words are
fitted to the same bound)."""

import pytest

from lang import LANGUAGES
from tests.render.phone_text import (
    FLOOR,
    MEDIAN,
    game_pictures,
    median_shown,
    texts_drawn,
    too_small,
    too_small_at_phone_width,
)
from tests.render.test_pictures import drawn_games


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", drawn_games())
def test_every_text_reads_in_the_box(name, language):
    for label, image, records in game_pictures(name, language):
        small = too_small(image, records)
        assert not small, f"{name} {language} {label} {image.size}: under {FLOOR} px as shown: {small[:8]}"
        median = median_shown(image, records)
        assert median >= MEDIAN, f"{name} {language} {label} {image.size}: median text {median:.1f} px as shown"


def _tiny():
    from PIL import Image, ImageDraw

    from render.common import draw_text, font

    image = Image.new("RGB", (1000, 400))
    draw = ImageDraw.Draw(image)
    draw_text(draw, (0, 0), "fast path", 20, (255, 255, 255))
    draw.text((0, 40), "Pillow", font=font(30), fill=(255, 255, 255))
    return image


def test_the_measure_catches_small_text():
    image, records = texts_drawn(_tiny)
    assert [r.text for r in records] == ["fast path", "Pillow"]
    # 1000 px wide: shown at 0.4, the 20 px of ink of "Hg" at size 20 are 8 px shown: above the floor
    assert too_small(image, records) == []
    tall = image.resize((1000, 2000))  # as tall again as wide: shown at 0.2, both texts fall under 6 px
    assert [t for _, t in too_small(tall, records)] == ["fast path", "Pillow"]
    assert median_shown(tall, records) < MEDIAN


def test_a_tall_picture_is_measured_by_its_height_not_its_width():
    image, records = texts_drawn(_tiny)
    tall = image.resize((400, 2000))
    assert too_small_at_phone_width(tall, records) == []  # the old measure saw these as full size
    assert [t for _, t in too_small(tall, records)] == ["fast path", "Pillow"]
