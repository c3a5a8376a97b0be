"""Every text a picture draws, with its height as Discord shows it: an inline picture is fitted into a box
(a phone's within about 400 × 400 px, issue 37), so a line drawn `h` px tall on a picture `w` × `t` px
is shown `h * min(400 / w, 400 / t)` px tall: a tall picture is shrunk to the box's height.

`texts_drawn(draw)` runs `draw()` (a renderer) while recording each text drawn, through
render.common's fast path or Pillow's ImageDraw.text, and returns the image and the records.
`game_pictures(name, language)` draws a game's public, private and report pictures at the start, middle and
end of a game played to its end, at the fewest and most players, with the words of `language`.
`python -m tests.render.phone_text` prints each game's smallest texts and median text as shown.
"""

from __future__ import annotations

import importlib
import statistics
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

import render.common
from lang import DEFAULT, LANGUAGES, words

BOX = 400
"""The box a phone fits an inline picture into, width and height (issue 37: where sources disagree, the
smaller box)."""
FLOOR = 6.0
"""Px tall as shown: no text drawn is smaller (the issue's bar)."""
MEDIAN = 10.0
"""Px tall as shown: the median of a picture's texts is at least this. The issue's bar is a median OCR
word height of 8 px; tesseract's word boxes run smaller than a font's 'Hg' ink height measured here."""
WIDTH_ONLY_FLOOR = 9.0
"""Issue 25's older bar, for the games not yet redrawn for the box: px tall scaled by 400 / width only."""


@dataclass(frozen=True)
class Drawn:
    text: str
    height: int
    """The font's ink height for 'Hg' (ascender to descender) in the picture's pixels."""

    def shown(self, size: tuple[int, int]) -> float:
        return self.height * shown_scale(size)

    def on_phone_width(self, width: int) -> float:
        return self.height * BOX / width


def shown_scale(size: tuple[int, int]) -> float:
    """How much a picture of `size` is scaled to fit the box (shrunk to fit, never enlarged)."""
    width, height = size
    return min(1.0, BOX / width, BOX / height)


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
    """(height as shown in the box, text) of every text under FLOOR, smallest first."""
    small = {(round(r.shown(image.size), 1), r.text) for r in records if r.shown(image.size) < FLOOR}
    return sorted(small)


def median_shown(image: Image.Image, records: list[Drawn]) -> float:
    """The median height as shown in the box of the texts drawn (each drawn text counts once)."""
    return statistics.median(r.shown(image.size) for r in records)


def too_small_at_phone_width(image: Image.Image, records: list[Drawn]) -> list[tuple[float, str]]:
    """Issue 25's measure: (height scaled by 400 / width, text) of every text under WIDTH_ONLY_FLOOR."""
    small = {(round(r.on_phone_width(image.width), 1), r.text) for r in records
             if r.on_phone_width(image.width) < WIDTH_ONLY_FLOOR}
    return sorted(small)


def game_pictures(name: str, language: str = DEFAULT) -> Iterator[tuple[str, Image.Image, list[Drawn]]]:
    """(label, picture, texts drawn) for each picture of the game at the start, middle and end of a game
    played to its end (tests/render/test_pictures.py), at the fewest and most players, in `language`: the
    public table, every seat's private picture where the game has them, and the reports of the move shown."""
    for label, draw in game_drawings(name, language):
        yield _measured(label, draw)


def game_drawings(name: str, language: str = DEFAULT) -> Iterator[tuple[str, Callable[[], Image.Image]]]:
    """(label, a call that draws it) for each picture game_pictures measures."""
    from engines import registry
    from render.registry import render_table
    from tests.render.test_pictures import player_counts, positions

    module = importlib.import_module(f"render.{name}")  # imported before recording, so its text functions are patched
    private = getattr(module, f"render_{name}_private", None)
    reports = getattr(module, f"render_{name}_reports", None)
    engine = registry.get(name)
    said = words(language)
    for count in player_counts(name):
        for label, state, events in positions(name, count):
            where = f"{count}p {label}"
            view = engine.view(state, None)
            yield f"{where} table", lambda v=view, e=events: render_table(name, v, e, language)
            for seat in state.players if private else ():
                seen = engine.view(state, seat)
                yield f"{where} {seat}'s own", lambda v=seen: private(v, words=said)
            for index, _ in enumerate(reports(events, words=said) if reports else ()):
                yield f"{where} report {index + 1}", lambda i=index, e=events: reports(e, words=said)[i]


def _measured(label: str, draw: Callable[[], Image.Image]) -> tuple[str, Image.Image, list[Drawn]]:
    image, records = texts_drawn(draw)
    if not records:
        raise AssertionError(f"{label}: the recorder saw no text (a renderer drawing some other way?)")
    return label, image, records


if __name__ == "__main__":
    from tests.render.test_pictures import drawn_games

    for game in drawn_games():
        for language in LANGUAGES:
            pictures = list(game_pictures(game, language))
            small = sorted({t for _, image, records in pictures for t in too_small(image, records)})
            medians = [median_shown(image, records) for _, image, records in pictures]
            sizes = sorted({image.size for _, image, _ in pictures})
            print(f"{game} ({language}): {len(pictures)} pictures {sizes[0]}-{sizes[-1]}; median text as shown "
                  f"{min(medians):.1f}-{max(medians):.1f} px; {len(small)} texts under {FLOOR} px, "
                  f"smallest: {small[:4]}")
