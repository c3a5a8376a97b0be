"""Shared drawing helpers: fonts, the colour-blind-safe palette, the header every picture carries."""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from render import indexed

# Okabe-Ito: distinguishable with the common colour-vision deficiencies. Always pair a colour with a
# second cue (a letter, a pattern) where the colour carries meaning.
PALETTE = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky": (86, 180, 233),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
    "grey": (153, 153, 153),
    "white": (255, 255, 255),
}
PLAYER_COLOURS = ["blue", "orange", "green", "purple", "sky", "vermillion"]
BACKGROUND = (34, 39, 46)
PANEL = (48, 54, 63)
TEXT = (236, 239, 244)
MUTED = (160, 168, 180)
HIGHLIGHT = (255, 214, 10)


FONTS = Path(__file__).resolve().parent / "fonts"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans Condensed, shipped with the project (render/fonts, free licence): it draws players'
    names in any European script the same on every machine. (Pillow's own font has ASCII only.)"""
    name = "DejaVuSansCondensed-Bold.ttf" if bold else "DejaVuSansCondensed.ttf"
    return ImageFont.truetype(str(FONTS / name), size)


def new_canvas(width: int, height: int, game: str | None = None) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank picture on the background colour, drawn in `game`'s palette (render/indexed.py), or in
    true colour (None: as the palettes are made from and checked against)."""
    return indexed.blank(game, width, height, BACKGROUND)


def compact_blank(image: Image.Image) -> Image.Image:
    """A cached blank background kept in palette mode: 1 byte a pixel instead of 4 (Throneworld's maps
    and Throwdown's tables took 30-40 MB in RGB). Only when it is exact: at most 256 colours, and the
    same pixels back (checked once, when the blank is made). Paste it, or `.convert("RGB")` it to draw on."""
    if image.mode != "RGB" or image.getcolors(256) is None:
        return image
    compacted = image.convert("P", palette=Image.Palette.ADAPTIVE, colors=256)
    return compacted if compacted.convert("RGB").tobytes() == image.tobytes() else image


def stamp(draw: ImageDraw.ImageDraw, sprite: Image.Image, at: tuple[int, int], shape: Image.Image | None = None
          ) -> None:
    """A piece drawn once and remembered, pasted with its top left at `at` (through `shape` where its
    corners must not cover what is under them)."""
    box = (at[0], at[1], at[0] + sprite.width, at[1] + sprite.height)
    if shape is None:
        draw.im.paste(sprite.im, box)
    else:
        draw.im.paste(sprite.im, box, shape.im)


def header(draw: ImageDraw.ImageDraw, width: int, title: str, status: str, height: int = 64) -> int:
    """A top bar: the game's name on the left, whose turn / what is awaited in large type. Returns its height."""
    draw.rectangle((0, 0, width, height), fill=PANEL)
    draw_text(draw, (16, 8), title, 18, MUTED)
    draw_text(draw, (16, 30), status, 26, HIGHLIGHT)
    return height


@lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> float:
    """Remembered: the same labels are measured on every picture."""
    return font(size).getlength(text)


@lru_cache(maxsize=4096)
def ellipsize(text: str, size: int, width: float, bold: bool = False) -> str:
    """`text` as it fits `width` at font `size`: whole, or cut with "…" (remembered: names and lines recur
    on every picture)."""
    def measure(t: str) -> float:
        return font(size, bold).getlength(t) if bold else text_width(t, size)

    if measure(text) <= width:
        return text
    while text and measure(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fitting_size(text: str, size: int, width: float, smallest: int) -> int:
    """The largest font size from `size` down to `smallest` at which `text` fits `width` (a long name
    shrinks its line, never below `smallest`)."""
    while size > smallest and text_width(text, size) > width:
        size -= 1
    return size


GLYPH_CACHE_CHARS = 40
"""Only short texts (labels, numbers, names) have their rasterised glyphs remembered: they recur on
every picture, and the cache stays a few MB."""
_FAST_TEXT = hasattr(ImageDraw.ImageDraw, "_getink")  # the Pillow internals draw_text reuses


@lru_cache(maxsize=4096)
def _glyphs(fnt: ImageFont.FreeTypeFont, text: str, anchor: str, start: tuple[float, float], ink: int):
    return fnt.getmask2(text, "L", None, None, None, 0, anchor, ink, start, stroke_filled=True)


_lasting_glyphs = lru_cache(maxsize=512)(_glyphs.__wrapped__)
"""The recurring long lines' glyphs (a few MB at most)."""


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill,
              anchor: str | None = None) -> None:
    """Exactly `draw.text(xy, text, font=font(size), fill=fill, anchor=anchor)`, faster (see below)."""
    draw_text_with(draw, xy, text, font(size), fill, anchor)


def draw_text_with(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont,
                   fill, anchor: str | None = None, recurring: bool = False) -> None:
    """Exactly `draw.text(xy, text, font=font, fill=fill, anchor=anchor)`, with short texts' glyphs
    remembered (keyed by the sub-pixel start, as Pillow renders each fraction differently): rasterising
    text was most of a picture's drawing time (measured per picture, pixel-identical: Thrown 8.6 → 3.4
    ms, Würfelhelden 8.2 → 2.7 ms, Dice Throne 12.7 → 3.7 ms). It repeats what Pillow's ImageDraw.text
    does for one line; on a Pillow without those internals it simply calls draw.text. `recurring`: a
    longer line known to come back on picture after picture (a hero's ability in words) is remembered
    too, in a small cache of its own. On a picture drawn in its palette (render/indexed.py), the text
    is blended with what lies under it as a true-colour picture's would be, then mapped."""
    long = len(text) > GLYPH_CACHE_CHARS
    if draw.mode == "P":
        _draw_indexed_text(draw, xy, text, font, tuple(fill), anchor or "la", long and not recurring)
        return
    if "\n" in text or long and not recurring or not _FAST_TEXT or draw.fontmode != "L":
        draw.text(xy, text, font=font, fill=fill, anchor=anchor)
        return
    ink = draw._getink(fill)[0]
    fx, x = math.modf(xy[0])
    fy, y = math.modf(xy[1])
    mask, offset = (_lasting_glyphs if long else _glyphs)(font, text, anchor or "la", (fx, fy), ink)
    draw.draw.draw_bitmap((int(x) + offset[0], int(y) + offset[1]), mask, ink)


def _draw_indexed_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont,
                       fill: tuple[int, int, int], anchor: str, once: bool) -> None:
    """One line on a picture drawn in its palette. On one colour (nearly always: a panel, a counter, a
    hex), the glyphs' coverage is turned into the indices of the text's colour blended with it, and
    that is remembered; over anything else, the text is blended with the true colours there and mapped
    (render/indexed.py). `once`: a long line not worth remembering."""
    if "\n" in text:
        raise ValueError(f"{text!r}: one line at a time on a picture drawn in a palette")
    fx, x = math.modf(xy[0])
    fy, y = math.modf(xy[1])
    start = (fx, fy)
    mask, offset = (_glyphs.__wrapped__ if once else _glyphs)(font, text, anchor, start, 0)
    if 0 in mask.size:  # nothing to draw (an empty text, spaces)
        return
    at = (int(x) + offset[0], int(y) + offset[1])
    shown = indexed.shown_box(draw, at, mask.size)
    if shown is None:  # wholly off the picture: nothing of it shows
        return
    # only what shows need be one colour: a text cut by the picture's edge (a close-up's hex half in view)
    # blended in true colour cost seven times as much (4 in 5 of Throneworld's blends)
    under = indexed.flat_under(draw, shown)
    if under is None:
        indexed.blend_into(draw, at, mask, fill)
        return
    game = indexed.game_of(draw)
    assert game is not None  # a "P" picture is drawn through indexed.drawing, which names its game
    if once:
        pixels, shape = indexed.glyph_pixels(mask, fill, under, game)
    else:
        pixels, shape = _indexed_glyphs(font, text, anchor, start, fill, under, game)
    draw.im.paste(pixels, (*at, at[0] + mask.size[0], at[1] + mask.size[1]), shape)


@lru_cache(maxsize=512)  # about 6 KB each; the texts that recur (labels, numbers, key words) fit many times over
def _indexed_glyphs(fnt: ImageFont.FreeTypeFont, text: str, anchor: str, start: tuple[float, float],
                    fill: tuple[int, int, int], under: int, game: str):
    return indexed.glyph_pixels(_glyphs(fnt, text, anchor, start, 0)[0], fill, under, game)


def wrap(text: str, size: int, width: float) -> list[str]:
    """Break `text` into lines no wider than `width` at font `size` (a single long word stays whole)."""
    return list(_wrapped(text, size, width))


@lru_cache(maxsize=1024)
def _wrapped(text: str, size: int, width: float) -> tuple[str, ...]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if text_width(trial, size) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return tuple(lines)
