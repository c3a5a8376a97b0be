"""A game's public pictures as one animated GIF (`/game replay`): each frame is the table picture as the
channel saw it, drawn in the game's fixed palette, so every frame shares one palette and the file stays
small. Frames are not shrunk to phone width: Discord fits an animation into its preview box as it fits
every table picture, and shrinking cost more than drawing (a Throneworld frame, drawn, shrunk to 480 pixels,
mapped and encoded, 18.6 ms against 8.9 at full width) while the file came out no smaller (the blended
edges of a shrunk picture compress worse: each game's animation was 13 % smaller to 3 % bigger at full
width)."""

from __future__ import annotations

from io import BytesIO
from typing import Any, cast

from PIL import Image
from pydantic import BaseModel

from render.palette import to_palette
from render.registry import render_table

FRAME_MS = 1200
LAST_FRAME_MS = 4000


def replay_gif(game: str, frames: list[tuple[BaseModel, list[dict[str, Any]]]]) -> bytes:
    """The animation of `frames` (public view, events). Every frame is the size of the tallest picture (a
    shorter one padded below in its own background colour) and covers the whole canvas opaquely, so a frame
    never shows what an earlier one left."""
    return gif_of([replay_frame(game, view, events) for view, events in frames])


def gif_of(pictures: list[Image.Image]) -> bytes:
    """The animation of frames made by `replay_frame` (bot/replay.py keeps each frame it drew)."""
    height = max(picture.height for picture in pictures)
    pictures = [_padded(picture, height) for picture in pictures]
    durations = [FRAME_MS] * (len(pictures) - 1) + [LAST_FRAME_MS]
    buffer = BytesIO()
    pictures[0].save(buffer, format="GIF", save_all=True, append_images=pictures[1:], duration=durations, loop=0,
                     optimize=False, disposal=1)
    return buffer.getvalue()


def replay_frame(game: str, view: BaseModel, events: list[dict[str, Any]]) -> Image.Image:
    """One frame: the table picture after a step, in the game's palette."""
    return to_palette(render_table(game, view, events), game)


def _padded(picture: Image.Image, height: int) -> Image.Image:
    """`picture` (palette mode) at the top of a canvas `height` tall, filled below with the commonest colour
    of its bottom row (the table's own background)."""
    if picture.height == height:
        return picture
    bottom = picture.crop((0, picture.height - 1, picture.width, picture.height))
    _, colour = max(bottom.getcolors(256) or [(1, 0)])
    canvas = Image.new("P", (picture.width, height), cast(int, colour))  # an index, in a "P" picture
    canvas.putpalette(picture.getpalette() or [])
    canvas.paste(picture, (0, 0))
    return canvas
