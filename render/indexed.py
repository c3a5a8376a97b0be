"""Pictures drawn straight in their game's 256 colours (its fixed palette, render/palette.py), one byte a
pixel, instead of drawn in true colour and mapped to the palette afterwards.

Mapping a finished picture is a pass over every pixel (1.6-1.8 ms for Throwdown's 1.3 million); drawing
in palette indices needs none, and every fill writes a quarter of the bytes. The result is the same
picture: each colour drawn becomes the index the mapping would have given it (`index_of` asks Pillow's
own mapping), and antialiased text, the one thing drawn with blended colours, is blended with the colour
under it and mapped the same way (`blend_indices`). Text must therefore be drawn over a flat colour it
names (`draw_text_with(..., over=PANEL)`); pieces drawn once and pasted (icons, tags) are drawn in true
colour and mapped once (`indexed`). tests/render/test_indexed.py holds the indexed picture to the true-
colour one mapped.

    image, draw = canvas("throwdown", 720, 1800, BACKGROUND)
    draw.polygon(points, fill=(46, 56, 66))          # any colour: the palette's nearest
    draw_text_with(draw, (16, 8), "Hi", font(18), TEXT, over=PANEL)
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.palette import palette_image, to_palette

Colour = tuple[int, int, int]
RAMP = Image.frombytes("L", (256, 1), bytes(range(256)))
"""Every coverage a glyph's pixel can have, 0 to 255: the mask blend_indices lays a text colour through."""


class Nearest:
    """ImageDraw's palette for an indexed picture: any colour drawn becomes its index in the game's
    palette (Pillow's own palette would add colours it lacks, and refuses past 256)."""

    def __init__(self, game: str):
        self.game = game

    def getcolor(self, colour: Colour, image: Image.Image | None = None) -> int:
        return index_of(self.game, tuple(colour[:3]))


def canvas(game: str, width: int, height: int, colour: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank picture in the game's palette, filled with `colour`, and its drawing context."""
    image = Image.new("P", (width, height), index_of(game, colour))
    image.putpalette(palette_image(game).getpalette())
    return image, drawing(image, game)


def drawing(image: Image.Image, game: str) -> ImageDraw.ImageDraw:
    draw = ImageDraw.Draw(image)
    draw.palette = Nearest(game)
    return draw


def game_of(draw: ImageDraw.ImageDraw) -> str | None:
    """The game whose palette `draw` paints in (None: a true-colour picture)."""
    return draw.palette.game if isinstance(draw.palette, Nearest) else None


def canvas_like(draw: ImageDraw.ImageDraw, width: int, height: int, colour: Colour
                ) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank layer of the same kind as `draw`'s picture (indexed or true colour), to paste onto it."""
    game = game_of(draw)
    if game is None:
        layer = Image.new("RGB", (width, height), colour)
        return layer, ImageDraw.Draw(layer)
    return canvas(game, width, height, colour)


def indexed(image: Image.Image, game: str | None) -> Image.Image:
    """A piece drawn in true colour, in the game's palette (unchanged when `game` is None)."""
    if game is None:
        return image
    return to_palette(image, game)


@lru_cache(maxsize=1024)
def index_of(game: str, colour: Colour) -> int:
    """The palette index mapping a picture gives `colour` (Pillow's nearest, not a guess of it)."""
    return to_palette(Image.new("RGB", (1, 1), colour), game).getpixel((0, 0))


@lru_cache(maxsize=256)
def blend_indices(game: str, fill: Colour, over: Colour) -> list[int]:
    """For each coverage 0-255 of a glyph's pixel, the index of `fill` laid over `over` that much: Pillow
    blends text into a true-colour picture with the same arithmetic as this paste."""
    strip = Image.new("RGB", (256, 1), over)
    strip.paste(fill, None, RAMP)
    return list(to_palette(strip, game).tobytes())
