"""Every game's shipped palette (render/palettes/<game>.json) against the true-colour pictures: held-out
random games (seeds the palette was not made from), the table, a private picture and battle reports.

When this fails, the game's pictures have changed colour: run `python -m render.palette <game>` and
commit the new palette (look at the pictures first; the message says how far off they were)."""

from io import BytesIO

import numpy as np
import pytest
from PIL import Image

from render.palette import PALETTES, drawn_games, palette_image, sample_pictures, to_palette
from render.registry import png_bytes

MEAN_ERROR = 3.0
"""Mean error per channel in any one picture, in levels of 255 (the shipped palettes: at most 1.8)."""
FAR = 24
FAR_SHARE = 0.002
"""Share of any picture's pixels off by more than FAR levels in a channel (the shipped palettes: at
most 0.05 %, stray antialiased pixels). A colour the palette lacks covers far more: a panel, a token."""


def errors(game):
    for picture in sample_pictures(game, games=3, every=11, moves=80, seed=1):
        true = np.asarray(picture.convert("RGB"), dtype=np.int16)
        mapped = np.asarray(to_palette(picture, game).convert("RGB"), dtype=np.int16)
        off = np.abs(true - mapped)
        yield picture.size, float(off.mean()), float((off.max(axis=2) > FAR).mean())


@pytest.mark.parametrize("game", drawn_games())
def test_the_palette_keeps_the_pictures_look(game):
    assert palette_image(game) is not None, f"no palette for {game}: run python -m render.palette {game}"
    measured = list(errors(game))
    assert len(measured) >= 10
    worst_mean = max(mean for _, mean, _ in measured)
    worst_far = max(far for _, _, far in measured)
    stale = f"run python -m render.palette {game} and commit {PALETTES.name}/{game}.json"
    assert worst_mean <= MEAN_ERROR, f"{game}: a picture is {worst_mean:.2f} levels off on average; {stale}"
    assert worst_far <= FAR_SHARE, f"{game}: {worst_far:.2%} of a picture's pixels are far off; {stale}"


def test_a_new_colour_is_caught():
    """The bounds above notice a stale palette: a token in a colour no Thrown picture had (a magenta
    square of 1 % of the picture, as a new player colour would be) fails them."""
    picture = next(sample_pictures("thrown", games=1, moves=1, seed=1)).convert("RGB")
    side = int((picture.width * picture.height * 0.01) ** 0.5)
    picture.paste((200, 0, 200), (40, 40, 40 + side, 40 + side))
    true = np.asarray(picture, dtype=np.int16)
    off = np.abs(true - np.asarray(to_palette(picture, "thrown").convert("RGB"), dtype=np.int16))
    assert off.mean() > MEAN_ERROR or (off.max(axis=2) > FAR).mean() > FAR_SHARE


@pytest.mark.parametrize("game", drawn_games())
def test_pictures_are_encoded_in_the_games_palette(game):
    picture = next(sample_pictures(game, games=1, moves=1, seed=1))
    encoded = Image.open(BytesIO(png_bytes(picture, game)))
    assert encoded.mode == "P"
    assert encoded.getpalette()[:30] == palette_image(game).getpalette()[:30]


def test_cached_blanks_are_kept_in_palette_mode_with_the_same_pixels():
    from render.common import compact_blank, draw_text, new_canvas

    blank, draw = new_canvas(1000, 800)
    draw.rectangle((40, 40, 900, 700), fill=(40, 110, 70), outline=(96, 108, 120), width=2)
    for i in range(8):
        draw_text(draw, (60 + i * 100, 20), "ABCDEFGH"[i], 14, (160, 168, 180), anchor="mm")
    kept = compact_blank(blank)
    assert kept.mode == "P" and kept.convert("RGB").tobytes() == blank.tobytes()
    many = Image.frombytes("RGB", (300, 1), bytes(range(256)) * 3 + bytes(132))
    assert compact_blank(many) is many  # more than 256 colours: left as it is
