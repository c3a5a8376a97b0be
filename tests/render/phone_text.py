"""Every text a picture draws, with its height as a phone shows it: Discord scales a picture to about
400 px wide there, so a line drawn `h` px tall on a picture `w` px wide is `h * 400 / w` px on the phone.

`texts_drawn(draw)` runs `draw()` (a renderer) while recording each text drawn, through
render.common's fast path or Pillow's ImageDraw.text, and returns the image and the records.
`python -m tests.render.phone_text` prints the smallest texts of every game's public picture.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

import render.common

PHONE_WIDTH = 400
READABLE = 9.0
"""Px tall at phone width: the issue's floor for what a player needs to act."""


@dataclass(frozen=True)
class Drawn:
    text: str
    height: int
    """The font's ink height for 'Hg' (ascender to descender) in the picture's pixels."""

    def on_phone(self, width: int) -> float:
        return self.height * PHONE_WIDTH / width


def _height(font: ImageFont.FreeTypeFont) -> int:
    box = font.getbbox("Hg")
    return box[3] - box[1]


@contextmanager
def _recording() -> Iterator[list[Drawn]]:
    records: list[Drawn] = []
    fast, slow = render.common.draw_text_with, ImageDraw.ImageDraw.text
    inside = [False]

    def fast_text(draw, xy, text, font, fill, anchor=None, recurring=False):
        records.append(Drawn(text, _height(font)))
        inside[0] = True
        try:
            fast(draw, xy, text, font, fill, anchor, recurring)
        finally:
            inside[0] = False

    def slow_text(self, xy, text, fill=None, font=None, *args, **kwargs):
        if not inside[0] and str(text).strip():
            records.append(Drawn(str(text), _height(font or self.getfont())))
        return slow(self, xy, text, fill, font, *args, **kwargs)

    patched = [(m, attr) for name, m in list(sys.modules.items()) if name.startswith("render")
               for attr, value in list(vars(m).items()) if value is fast]  # under any name it was imported as
    for module, attr in patched:
        setattr(module, attr, fast_text)
    ImageDraw.ImageDraw.text = slow_text
    try:
        yield records
    finally:
        for module, attr in patched:
            setattr(module, attr, fast)
        ImageDraw.ImageDraw.text = slow


def texts_drawn(draw: Callable[[], Image.Image]) -> tuple[Image.Image, list[Drawn]]:
    with _recording() as records:
        image = draw()
    return image, records


def too_small(image: Image.Image, records: list[Drawn]) -> list[tuple[float, str]]:
    """(height on a phone, text) of every text under READABLE, smallest first."""
    small = {(round(r.on_phone(image.width), 1), r.text) for r in records if r.on_phone(image.width) < READABLE}
    return sorted(small)


def game_too_small(name: str) -> dict[str, list[tuple[float, str]]]:
    """For each position of tests/render/test_pictures.py (start and 40 moves in, fewest and most
    players), the texts of the game's public picture under READABLE at phone width."""
    from engines import registry
    from render.registry import render_table
    from tests.render.test_pictures import positions

    importlib.import_module(f"render.{name}")  # imported before recording, so its text functions are patched
    engine = registry.get(name)
    found: dict[str, list[tuple[float, str]]] = {}
    for count in sorted({engine.min_players, engine.max_players}):
        for label, state, events in positions(name, count, moves=40):
            view = engine.view(state, None)
            image, records = texts_drawn(lambda v=view, e=events: render_table(name, v, e))
            if not records:
                raise AssertionError(f"{name}: the recorder saw no text (a renderer drawing some other way?)")
            found[f"{count}p {label}"] = too_small(image, records)
    return found


if __name__ == "__main__":
    from tests.render.test_pictures import drawn_games

    for game in drawn_games():
        small = sorted({t for found in game_too_small(game).values() for t in found})
        print(f"{game}: {len(small)} texts under {READABLE} px at {PHONE_WIDTH} px wide; smallest: {small[:6]}")
