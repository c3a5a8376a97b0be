"""Table geometry, exact: cards are rotated rectangles (shapely polygons), icons are circles.

- Two cards *touch* when their rectangles overlap with positive area (one lies partly over the other);
  cards that only meet along an edge or at a corner do not touch.
- An icon is *covered* when a card lying above it (later in the stacking order) reaches inside its
  circle: the distance from the icon's centre to that card's rectangle is less than the radius. This
  is the exact test for a circle meeting a polygon, no pixels or sampled points involved.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from math import cos, radians, sin

from shapely.geometry import Point, Polygon

from engines.throwdown.data import CARD_H, CARD_W, ICON_R

AREA_EPSILON = 1e-6
HALF_DIAGONAL = ((CARD_W / 2) ** 2 + (CARD_H / 2) ** 2) ** 0.5


def corners(x: float, y: float, angle: float) -> tuple[tuple[float, float], ...]:
    """The four corners of a card centred at (x, y) turned `angle` degrees (clockwise on the picture)."""
    c, s = cos(radians(angle)), sin(radians(angle))
    hw, hh = CARD_W / 2, CARD_H / 2
    return tuple((x + lx * c - ly * s, y + lx * s + ly * c) for lx, ly in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)))


def to_world(x: float, y: float, angle: float, local: tuple[float, float]) -> tuple[float, float]:
    c, s = cos(radians(angle)), sin(radians(angle))
    lx, ly = local
    return (x + lx * c - ly * s, y + lx * s + ly * c)


@lru_cache(maxsize=4096)
def polygon(x: float, y: float, angle: float) -> Polygon:
    return Polygon(corners(x, y, angle))


def near(a: tuple[float, float], b: tuple[float, float], reach: float) -> bool:
    return abs(a[0] - b[0]) <= reach and abs(a[1] - b[1]) <= reach


def touches(a: tuple[float, float, float], b: tuple[float, float, float]) -> bool:
    """Do two cards (x, y, angle) overlap with positive area?"""
    if not near(a[:2], b[:2], 2 * HALF_DIAGONAL):
        return False
    pa, pb = polygon(*a), polygon(*b)
    return pa.intersects(pb) and pa.intersection(pb).area > AREA_EPSILON


def covers_icon(card: tuple[float, float, float], centre: tuple[float, float], radius: float = ICON_R) -> bool:
    """Does the card (x, y, angle) reach inside the icon circle at `centre`?"""
    if not near(card[:2], centre, HALF_DIAGONAL + radius):
        return False
    return polygon(*card).distance(Point(centre)) < radius


def touching_any(card: tuple[float, float, float], others: Iterable[tuple[float, float, float]]) -> bool:
    return any(touches(card, other) for other in others)
