"""Find a game's renderer by name: `render/<game>.py` defines `render_<game>(view, events, words=...)`; when the
game has private information, `render_<game>_private(view, words=...)`; when some moves deserve pictures of
their own (a battle report), `render_<game>_reports(events, words=...) -> list[Image]`. `words` is the catalog of
the language the picture is drawn in (lang/__init__.py): every word on a picture comes from it."""

from __future__ import annotations

import importlib
from typing import Any

from PIL import Image
from pydantic import BaseModel

from lang import DEFAULT, words
from render import png
from render.palette import to_palette


def _module(game: str):
    return importlib.import_module(f"render.{game}")


def render_table(game: str, public_view: BaseModel, events: list[dict[str, Any]], language: str = DEFAULT
                 ) -> Image.Image:
    return getattr(_module(game), f"render_{game}")(public_view, events, words=words(language))


def render_png(game: str, public_view: BaseModel, events: list[dict[str, Any]], language: str = DEFAULT) -> bytes:
    return png_bytes(render_table(game, public_view, events, language), game)


def render_private_png(game: str, player_view: BaseModel, language: str = DEFAULT) -> bytes | None:
    draw = getattr(_module(game), f"render_{game}_private", None)
    return png_bytes(draw(player_view, words=words(language)), game) if draw else None


def render_pngs(game: str, public_view: BaseModel, events: list[dict[str, Any]], language: str = DEFAULT
                ) -> tuple[bytes, list[bytes]]:
    """The table's picture and the pictures its events call for: one job for a worker."""
    return render_png(game, public_view, events, language), render_report_pngs(game, events, language)


def render_report_pngs(game: str, events: list[dict[str, Any]], language: str = DEFAULT) -> list[bytes]:
    draw = getattr(_module(game), f"render_{game}_reports", None)
    return [png_bytes(image, game) for image in draw(events, words=words(language))] if draw else []


def png_bytes(image: Image.Image, game: str | None = None) -> bytes:
    """Encode as PNG in the game's fixed 256-colour palette (render/palette.py: the pictures are flat
    colours and text, so it looks the same at half the bytes), the file written by render/png.py."""
    return png.encode(to_palette(image, game))
