"""Issue 37's own bar, measured as a reader would: each game's public pictures (start, middle and end of a
game played to its end, at the fewest and most players) fitted into a 400 × 400 box as Discord shows
them, read by tesseract; per game, the median height of the words it finds and the share of words at
least 8 px tall. The fitted picture is enlarged 3× before tesseract reads it (it misses much small
print at its own size, which would leave the smallest words out of the median) and the word boxes are
measured back at the fitted size.

    python -m tests.render.ocr_words                 every game
    python -m tests.render.ocr_words thrown          only these

Needs the tesseract program (apt-get install tesseract-ocr).
"""

from __future__ import annotations

import csv
import io
import shutil
import statistics
import subprocess
import sys
from dataclasses import dataclass

from PIL import Image

BOX = (400, 400)
ENLARGE = 3
WORD_HEIGHT = 8.0
"""Px: the issue's bar for a word as shown."""
CONFIDENT = 50
"""Tesseract's confidence (0-100) below which a 'word' is more likely a die face or a line of a drawing."""


@dataclass(frozen=True)
class Reading:
    game: str
    pictures: int
    heights: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.heights) if self.heights else 0.0

    @property
    def share_readable(self) -> float:
        return sum(h >= WORD_HEIGHT for h in self.heights) / len(self.heights) if self.heights else 0.0


def fitted(image: Image.Image) -> Image.Image:
    """The picture as Discord shows it in the box: shrunk to fit, never enlarged."""
    shown = image.convert("RGB")
    shown.thumbnail(BOX, Image.Resampling.LANCZOS)
    return shown


def word_heights(image: Image.Image) -> list[float]:
    """The heights of the words tesseract reads in `image` (a picture as shown), in its pixels."""
    big = image.resize((image.width * ENLARGE, image.height * ENLARGE), Image.Resampling.LANCZOS)
    buffer = io.BytesIO()
    big.save(buffer, "PNG")
    out = subprocess.run(["tesseract", "stdin", "stdout", "--psm", "11", "tsv"], input=buffer.getvalue(),
                         capture_output=True, check=True).stdout.decode()
    rows = csv.DictReader(io.StringIO(out), delimiter="\t", quoting=csv.QUOTE_NONE)
    return [int(row["height"]) / ENLARGE for row in rows
            if row["level"] == "5" and float(row["conf"]) >= CONFIDENT and any(c.isalnum() for c in row["text"])]


def read_game(name: str) -> Reading:
    from engines import registry
    from render.registry import render_table
    from tests.render.test_pictures import player_counts, positions

    engine = registry.get(name)
    heights: list[float] = []
    pictures = 0
    for count in player_counts(name):
        for _, state, events in positions(name, count):
            heights += word_heights(fitted(render_table(name, engine.view(state, None), events)))
            pictures += 1
    return Reading(name, pictures, heights)


def main(games: list[str]) -> None:
    from tests.render.test_pictures import drawn_games

    if shutil.which("tesseract") is None:
        sys.exit("tesseract is not installed (apt-get install tesseract-ocr)")
    for game in games or drawn_games():
        reading = read_game(game)
        print(f"{game}: {reading.pictures} pictures, {len(reading.heights)} words; median word height "
              f"{reading.median:.1f} px; {reading.share_readable:.0%} of words ≥ {WORD_HEIGHT:g} px")


if __name__ == "__main__":
    main(sys.argv[1:])
