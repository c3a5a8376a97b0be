"""The OCR measure of issue 37 (tests/render/ocr_words.py) reads words as shown in the box: a line large
on a square picture reads as large, the same line on a picture six times as tall as wide reads small."""

import shutil

import pytest
from PIL import Image, ImageDraw

from render.common import draw_text
from tests.render.ocr_words import WORD_HEIGHT, fitted, word_heights

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")


def _words(height: int) -> Image.Image:
    image = Image.new("RGB", (640, height), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    draw_text(draw, (20, 20), "Hero rolls three swords", 40, (0, 0, 0))
    return image


def test_words_on_a_square_picture_read_large():
    heights = word_heights(fitted(_words(640)))
    assert len(heights) == 4 and min(heights) >= WORD_HEIGHT


def test_words_on_a_tall_picture_read_small():
    heights = word_heights(fitted(_words(1920)))  # shown at 1/4.8: the 40 px of ink are about 8 px
    assert heights and max(heights) < WORD_HEIGHT
