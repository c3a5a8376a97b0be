"""render/png.py writes the PNG files itself: each must read back, by Pillow and by a strict reader
(zlib's and the chunks' checksums checked), as exactly the picture it was given."""

import struct
import zlib
from io import BytesIO

import numpy as np
import pytest
from PIL import Image

from render import png
from render.palette import drawn_games, sample_pictures, to_palette


def read_back(data: bytes) -> Image.Image:
    picture = Image.open(BytesIO(data))
    picture.load()
    return picture


def strict_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The file's chunks, each checked against its CRC; fails on anything after IEND."""
    assert data[:8] == png.SIGNATURE
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), f"bad CRC in {kind!r}"
        chunks.append((kind, body))
        at += 12 + length
    assert chunks[-1] == (b"IEND", b"")
    return chunks


@pytest.mark.parametrize("game", drawn_games())
def test_a_table_picture_reads_back_pixel_for_pixel(game):
    picture = to_palette(next(sample_pictures(game, games=1, moves=3, seed=2)), game)
    data = png.encode(picture)
    back = read_back(data)
    assert back.mode == "P" and back.size == picture.size
    assert back.tobytes() == picture.tobytes()
    assert back.getpalette() == picture.getpalette()
    kinds = [kind for kind, _ in strict_chunks(data)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]


def test_rows_are_unfiltered_scanlines_of_the_pixels():
    pixels = np.arange(5 * 3, dtype=np.uint8).reshape(3, 5)
    picture = Image.fromarray(pixels, "L")
    idat = dict(strict_chunks(png.encode(picture)))[b"IDAT"]
    rows = np.frombuffer(zlib.decompress(idat), np.uint8).reshape(3, 6)
    assert (rows[:, 0] == 0).all()
    assert (rows[:, 1:] == pixels).all()


def test_pictures_of_any_sizes_in_turn_each_read_back():
    """The rows are built in a buffer kept between pictures: a smaller picture after a larger one, and
    one of another width, carry nothing of the one before."""
    rand = np.random.default_rng(3)
    for width, height in ((300, 200), (40, 30), (301, 10), (7, 250), (300, 200)):
        pixels = rand.integers(0, 256, (height, width), dtype=np.uint8)
        picture = Image.fromarray(pixels, "L")
        assert read_back(png.encode(picture)).tobytes() == picture.tobytes()


def test_a_short_palette_and_a_greyscale_picture():
    few = Image.new("P", (7, 4))
    few.putpalette([10, 20, 30, 200, 100, 0])
    few.putpixel((3, 2), 1)
    back = read_back(png.encode(few))
    assert back.getpalette() == [10, 20, 30, 200, 100, 0]
    assert back.convert("RGB").getpixel((3, 2)) == (200, 100, 0)
    grey = Image.linear_gradient("L").resize((33, 17))
    back = read_back(png.encode(grey))
    assert back.mode == "L" and back.tobytes() == grey.tobytes()


def test_a_true_colour_picture_is_refused():
    with pytest.raises(ValueError, match="map it to a palette"):
        png.encode(Image.new("RGB", (2, 2)))
