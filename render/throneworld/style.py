"""Throneworld pictures' shared measures, colours and small drawing helpers, and who is who
(each empire's colour and letter).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import sqrt
from typing import Any

from PIL import ImageDraw

from engines.said import Said, said_from_json
from engines.throneworld import units as U
from lang import Words
from render.common import PALETTE, PLAYER_COLOURS, font
from render.common import draw_text_with as _draw_text
from render.common import ellipsize as _fit  # noqa: F401  (the panel, map and battles import it from here)

WIDTH = 1300
"""The whole map's width (its geometry); the pictures show a window of it drawn larger (table.CLOSE_HEX)."""
MARGIN = 10
MAX_HEX = 112
"""Largest hex radius (the two-player map is small enough to draw bigger)."""
SQ3 = sqrt(3)
INK = (16, 18, 22)
WHITE = (255, 255, 255)
OUT_FILL = (39, 44, 52)
OUT_EDGE = (50, 56, 65)
EDGE = (18, 21, 26)
KIND_FILL = {
    "throne": (104, 88, 36),
    "home": (74, 70, 98),
    "inner": (40, 46, 58),  # a dark neutral: the old slate blue hid the blue empire's worlds
    "outer": (64, 70, 80),
    "fringe": (82, 70, 56),
}
NEUTRAL_FILL = (200, 200, 200)
ALERT = PALETTE["vermillion"]
SIMULTANEOUS = ("outreach", "research", "production")


# --- small helpers ----------------------------------------------------------------------------------


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill, anchor: str = "la",
          bold: bool = False) -> None:
    """One line at `xy` rounded to the whole pixel: a text's glyphs are remembered by where in its pixel it
    starts (render/common.py), and the map's hexes put the same words at a different fraction in every hex and
    window; at whole pixels, over 700 tables each drawn once, the glyphs drawn anew went from 5,721 to 947 and
    a picture's time from 3.0-3.2 to 2.6-3.1 ms (the text moves by half a pixel at most)."""
    _draw_text(draw, (round(xy[0]), round(xy[1])), text, font(size, bold), fill, anchor)


@lru_cache(maxsize=8192)
def _w(text: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(text)


@lru_cache(maxsize=4096)
def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def _ink_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white text, whichever reads better on `rgb`."""
    luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return INK if luminance > 120 else WHITE


def _units(text: str | None) -> dict[str, int]:
    try:
        return U.parse(text or "")
    except Exception:  # a view from a newer engine with a letter we do not know: draw what we can
        return {}


# --- who is who --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple[int, int, int]
    letter: str
    race: str


def seats(empires: dict[str, Any], order: list[str] | None = None) -> dict[str, Seat]:
    """Seat colours by the empires' order (the players' seats), letters by race initials (unique when
    every empire has its own race; seat numbers otherwise)."""
    names = list(empires) or list(order or [])
    races = [str(_get(empires.get(n, {}), "race", "") or "") for n in names]
    initials = [r[:1].upper() for r in races]
    if len(set(initials)) != len(initials) or not all(initials):
        initials = [str(i + 1) for i in range(len(names))]
    return {n: Seat(n, PALETTE[PLAYER_COLOURS[i % len(PLAYER_COLOURS)]], initials[i], races[i])
            for i, n in enumerate(names)}


def _units_text(units: Any) -> str:
    return U.text(units) if isinstance(units, dict) else str(units or "")


def _side_name(name: str | None, words: Words) -> str:
    """A battle's side: a player's name, or the Empire, the rebels or the neutral forces in words."""
    if not name:
        return words("tw-pic-side-neutral")
    if name in ("imperial", "rebels"):
        return words("tw-pic-side-empire" if name == "imperial" else "tw-pic-side-rebels")
    return name


def said_text(words: Words, text: Any) -> str:
    """A text the engine put in a view or an event (a chit's name, a battle's note), in the picture's
    language: a Said, as it is or as an event's JSON holds it, or a plain string the same in every language."""
    return words.say(text if isinstance(text, Said) else said_from_json(text))
