"""A fixed 256-colour palette per game, shipped as data in `render/palettes/<game>.json`.

Mapping a picture to a palette chosen in advance costs 1-6 ms; choosing a palette for every picture
(Pillow's octree) cost 12-40 ms, most of a move's CPU. The pictures are flat colours and antialiased
text, so a palette made from many of the game's own pictures looks the same (the test in
tests/render/test_palettes.py holds the pixel error against the true-colour picture). The pictures
are now drawn straight in these palettes (render/indexed.py); `to_palette` maps what is drawn in true
colour: pieces pasted onto them, and the true-colour pictures the palettes are made from.

When a game's pictures change (new colours, new layouts), refresh its palette with one command:

    python -m render.palette              every game
    python -m render.palette thrown       only these

and commit the JSON files it writes. tests/render/test_palettes.py fails when a palette has gone
stale enough to show.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import random
import sys
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from functools import lru_cache, partial
from pathlib import Path

from PIL import Image

from engines import registry

PALETTES = Path(__file__).resolve().parent / "palettes"
COLOURS = 256
NOW = datetime(2026, 1, 1, tzinfo=UTC)


@lru_cache(maxsize=16)
def palette_image(game: str) -> Image.Image | None:
    """The game's shipped palette as a 1×1 'P' picture (what Image.quantize takes), or None."""
    path = PALETTES / f"{game}.json"
    if not path.exists():
        return None
    colours = json.loads(path.read_text())["colours"]
    holder = Image.new("P", (1, 1))
    holder.putpalette([channel for colour in colours for channel in colour])
    return holder


def to_palette(image: Image.Image, game: str | None) -> Image.Image:
    """The picture in 256 colours: the game's fixed palette, each pixel its nearest colour (no
    dithering: flat areas stay flat); a game without one gets a palette made for this picture."""
    if image.mode in ("P", "L"):
        return image
    rgb = image if image.mode == "RGB" else image.convert("RGB")  # convert() to its own mode copies it
    fixed = palette_image(game) if game else None
    if fixed is None:
        return rgb.quantize(colors=COLOURS, method=Image.Quantize.FASTOCTREE)
    return rgb.quantize(palette=fixed, dither=Image.Dither.NONE)


# --- making the palettes -----------------------------------------------------------------------


def drawn_games() -> list[str]:
    return [n for n in registry.names() if importlib.util.find_spec(f"render.{n}") is not None]


def sample_pictures(game: str, games: int = 6, every: int = 7, moves: int = 120, seed: int = 1000
                    ) -> Iterator[Image.Image]:
    """True-colour pictures of the game as players see them: random games at every player count, the
    table every few moves (one drawn in its palette, render/indexed.py, is drawn here in true colour),
    a seat's private picture and any move's reports. The palettes are made from seeds 1000 on; the test
    draws others, so it judges pictures the palette never saw."""
    engine = registry.get(game)
    module = importlib.import_module(f"render.{game}")
    table = _in_true_colour(getattr(module, f"render_{game}"))
    private = _in_true_colour(getattr(module, f"render_{game}_private", None))
    reports = _in_true_colour(getattr(module, f"render_{game}_reports", None))
    counts = list(range(engine.min_players, engine.max_players + 1))
    for g in range(games):
        count = counts[g % len(counts)]
        players = [f"player{i}" for i in range(1, count + 1)]
        state = engine.new_game(players, {}, seed=seed + g)
        rand = random.Random(seed + g)
        for move in range(moves):
            if engine.outcome(state) is not None:
                break
            player = rand.choice(engine.awaiting(state)).player
            state, events = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW)
            if reports is not None:
                yield from reports(events)
            if move % every == 0:
                yield table(engine.view(state, None), events)
                if private is not None:
                    yield private(engine.view(state, rand.choice(players)))


def _in_true_colour(render):
    """A renderer that draws in its game's palette (render/indexed.py) asked for the true colours the
    palette is made from and judged against."""
    if render is not None and "true_colour" in inspect.signature(render).parameters:
        return partial(render, true_colour=True)
    return render


def colour_counts(pictures: Iterator[Image.Image]) -> Counter:
    counts: Counter = Counter()
    for picture in pictures:
        colours = picture.convert("RGB").getcolors(maxcolors=1 << 24)
        assert colours is not None  # 2^24 is every RGB colour there is
        for count, colour in colours:
            counts[colour] += count
    return counts


def choose_palette(counts: Counter, size: int = COLOURS) -> list[tuple[int, int, int]]:
    """Greedy weighted farthest point: each step adds the colour with the most error left (its pixel
    count × its squared distance to the nearest chosen colour). The flat colours that cover most of a
    picture come first and exactly; the rest go to the antialiased edges where they help most."""
    import numpy as np

    colours = np.array(list(counts.keys()), dtype=np.int64)
    weights = np.array(list(counts.values()), dtype=np.float64)
    nearest = np.full(len(colours), np.inf)
    chosen: list[tuple[int, int, int]] = []
    for _ in range(min(size, len(colours))):
        pick = int(np.argmax(weights * nearest))
        if np.isfinite(nearest[pick]) and nearest[pick] == 0:
            break
        red, green, blue = (int(c) for c in colours[pick])
        chosen.append((red, green, blue))
        nearest = np.minimum(nearest, ((colours - colours[pick]) ** 2).sum(axis=1))
    return chosen


def write_palette(game: str) -> Path:
    colours = choose_palette(colour_counts(sample_pictures(game)))
    path = PALETTES / f"{game}.json"
    PALETTES.mkdir(exist_ok=True)
    document = {"game": game, "made_by": "python -m render.palette", "colours": [list(c) for c in colours]}
    path.write_text(json.dumps(document, separators=(",", ":")) + "\n")
    palette_image.cache_clear()
    return path


def main(argv: list[str]) -> int:
    games = argv or drawn_games()
    unknown = [g for g in games if g not in drawn_games()]
    if unknown:
        print(f"No pictures for {', '.join(unknown)}; games with pictures: {', '.join(drawn_games())}",
              file=sys.stderr)
        return 2
    for game in games:
        print(f"{game}: {write_palette(game)}", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
