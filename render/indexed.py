"""Pictures drawn straight in their game's 256 colours (its fixed palette, render/palette.py), one byte a
pixel, instead of drawn in true colour and mapped to the palette afterwards.

Mapping a finished picture is a pass over every pixel (1.6-1.9 ms for a table of 1.3-1.4 million), and
every fill on a true-colour picture writes four bytes a pixel instead of one. Drawn in indices, the
picture comes out as the mapped one, or closer to its true colours: a colour drawn becomes the
palette's own entry when the palette holds it, else the index Pillow's mapping gives it (`index_of`),
and antialiased text, the one thing drawn with blended colours, is blended with what lies under it and
looked up the same way (render/common.py draws it: `flat_under`, `blend_indices`, `blend_into`). Pieces
drawn once and pasted (icons, tags) are drawn in true colour and mapped once (`indexed`); a see-through
layer is blended in true colour and mapped (`mapped_like`). These two use Pillow's mapping alone: a
colour the palette holds may come out as a neighbour entry there (a few levels off), which costs
nothing to leave and 1-100 ms a picture to mend pixel by pixel. tests/render/test_indexed.py holds
each indexed picture to its true-colour twin.

    image, draw = blank("throwdown", 720, 1800, BACKGROUND)
    draw.polygon(points, fill=(46, 56, 66))          # any colour: the index the mapping gives it
    draw_text(draw, (16, 8), "Hi", 18, TEXT)         # render/common.py: blended with what is under it
"""

from __future__ import annotations

from functools import lru_cache
from typing import cast

from PIL import Image, ImageDraw

from render.palette import palette_image, to_palette

Colour = tuple[int, int, int]
GAME = "dicehall.palette"
"""Where an indexed picture keeps the name of the game whose palette it is in (Image.info)."""
RAMP = Image.frombytes("L", (256, 1), bytes(range(256)))
"""Every coverage a glyph's pixel can have, 0 to 255: the mask blend_indices lays a text colour through."""
COVERED = [0] + [255] * 255
"""A glyph's coverage as a paste mask: any at all, the whole blended index."""


class Nearest:
    """ImageDraw's palette for an indexed picture: any colour drawn becomes its index in the game's
    palette (Pillow's own palette would add colours it lacks, and refuses past 256)."""

    def __init__(self, game: str):
        self.game = game

    def getcolor(self, colour: Colour, image: Image.Image | None = None) -> int:
        return index_of(self.game, tuple(colour[:3]))


def blank(game: str | None, width: int, height: int, colour: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank picture filled with `colour`, in the game's palette (None: in true colour), and its drawing
    context."""
    if game is None:
        image = Image.new("RGB", (width, height), colour)
        return image, ImageDraw.Draw(image)
    return blank_in(game, width, height, index_of(game, colour))


def blank_in(game: str, width: int, height: int, index: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank picture in the game's palette filled with the palette's entry `index` (a piece drawn on what
    lies under it in a picture, to the index)."""
    image = Image.new("P", (width, height), index)
    image.putpalette(palette_colours(game))
    image.info[GAME] = game
    return image, drawing(image)


def drawing(image: Image.Image) -> ImageDraw.ImageDraw:
    """The drawing context for `image`, indexed or true colour."""
    draw = ImageDraw.Draw(image)
    if GAME in image.info:
        draw.palette = Nearest(image.info[GAME])  # type: ignore[assignment]  # Pillow's palette hook (see Nearest)
    return draw


def game_of(draw: ImageDraw.ImageDraw) -> str | None:
    """The game whose palette `draw` paints in (None: a true-colour picture)."""
    return draw.palette.game if isinstance(draw.palette, Nearest) else None


def canvas_like(image: Image.Image, width: int, height: int, colour: Colour
                ) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank layer of the same kind as `image` (indexed or true colour), to paste onto it."""
    return blank(image.info.get(GAME), width, height, colour)


def indexed(image: Image.Image, game: str | None) -> Image.Image:
    """A piece drawn in true colour, in the game's palette (unchanged when `game` is None)."""
    return image if game is None else to_palette(image, game)


def mapped_like(piece: Image.Image, image: Image.Image) -> Image.Image:
    """A true-colour piece made to paste onto `image`: mapped to its palette when it is indexed."""
    return indexed(piece, image.info.get(GAME))


def true_colour(image: Image.Image) -> Image.Image:
    """A piece of a picture (indexed or not) in true colour, to blend on."""
    return image.convert("RGB") if image.mode != "RGB" else image


@lru_cache(maxsize=1024)
def index_of(game: str, colour: Colour) -> int:
    """The palette's own entry for a colour it holds; else the index mapping a picture gives `colour`.
    (Pillow maps by cells of 4 × 4 × 4 colours, and gives some colours the palette holds a neighbour:
    Throneworld's panel grey came out 2-4 levels darker. Drawn in indices, it is exact.)"""
    exact = _entries(game).get(colour)
    if exact is not None:
        return exact
    return cast(int, to_palette(Image.new("RGB", (1, 1), colour), game).getpixel((0, 0)))  # a "P" pixel: an index


def palette_colours(game: str) -> list[int]:
    """The game's fixed palette as flat RGB values (a game drawn in indices has one)."""
    image = palette_image(game)
    colours = image.getpalette() if image is not None else None
    assert colours is not None, f"{game} is drawn in indices without a palette"
    return colours


@lru_cache(maxsize=16)
def _entries(game: str) -> dict[tuple[int, ...], int]:
    """The palette's colours and their indices (the first of equal ones)."""
    palette = palette_colours(game)
    return {tuple(palette[i:i + 3]): i // 3 for i in range(len(palette) - 3, -1, -3)}


# --- text ---------------------------------------------------------------------------------------------


def shown_box(draw: ImageDraw.ImageDraw, at: tuple[int, int], size: tuple[int, int]
              ) -> tuple[int, int, int, int] | None:
    """The part of the box at `at` of `size` that lies on the picture; None when none of it does (a text of a
    close-up's hex half in view)."""
    width, height = draw.im.size
    box = (max(at[0], 0), max(at[1], 0), min(at[0] + size[0], width), min(at[1] + size[1], height))
    return box if box[0] < box[2] and box[1] < box[3] else None


def flat_under(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> int | None:
    """The one index everywhere in `box` (on the picture), or None where it holds more than one."""
    low, high = draw.im.crop(box).getextrema()
    return low if low == high else None


@lru_cache(maxsize=256)
def blend_indices(game: str, fill: Colour, under: int) -> list[int]:
    """For each coverage 0-255 of a glyph's pixel, the index of `fill` laid that much over the colour of
    index `under` (Pillow blends text into a true-colour picture with the same arithmetic as this paste):
    the palette's own entry for a colour it holds, else the mapping's."""
    strip = Image.new("RGB", (256, 1), tuple(palette_colours(game)[3 * under:3 * under + 3]))
    strip.paste(fill, None, RAMP)
    entries, rgb, mapped = _entries(game), strip.tobytes(), to_palette(strip, game).tobytes()
    return [entries.get(tuple(rgb[3 * i:3 * i + 3]), index) for i, index in enumerate(mapped)]


def glyph_pixels(mask, fill: Colour, under: int, game: str) -> tuple:
    """Glyphs (`mask`, their coverage) in `fill` over the colour of index `under`, as palette indices, and
    the mask to paste them through (wherever they cover anything)."""
    return mask.point(blend_indices(game, fill, under), None), mask.point(COVERED, None)


def blend_into(draw: ImageDraw.ImageDraw, at: tuple[int, int], mask, fill: Colour) -> None:
    """Glyphs (`mask`, their coverage) laid over whatever the picture holds at `at`, in true colour, then
    mapped: text crossing a line or an arrow."""
    box = (*at, at[0] + mask.size[0], at[1] + mask.size[1])
    region = true_colour(draw._image.crop(box))
    region.im.paste(fill, (0, 0, *mask.size), mask)
    draw.im.paste(to_palette(region, game_of(draw)).im, box, mask.point(COVERED, None))
