"""Table geometry, exact: cards are rotated rectangles, icons are circles.

- Two cards *touch* when their rectangles overlap with positive area (one lies partly over the other);
  cards that only meet along an edge or at a corner do not touch. For two rectangles this is exactly
  the separating-axis test: they overlap with positive area when their shadows overlap (by more than a
  hair) on each of the four edge directions.
- An icon is *covered* when a card lying above it (later in the stacking order) reaches inside its
  circle: the distance from the icon's centre to that card's rectangle is less than the radius.

Both are closed-form (no pixels, no sampled points); tests/engines/throwdown/test_geometry.py checks
them against shapely's polygon operations on thousands of random poses.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import cos, hypot, radians, sin

from engines.throwdown.data import CARD_H, CARD_W, ICON_R

OVERLAP_EPSILON = 1e-6
HALF_W, HALF_H = CARD_W / 2, CARD_H / 2
HALF_DIAGONAL = (HALF_W**2 + HALF_H**2) ** 0.5

Pose = tuple[float, float, float]


def corners(x: float, y: float, angle: float) -> tuple[tuple[float, float], ...]:
    """The four corners of a card centred at (x, y) turned `angle` degrees (clockwise on the picture)."""
    c, s = cos(radians(angle)), sin(radians(angle))
    return tuple((x + lx * c - ly * s, y + lx * s + ly * c)
                 for lx, ly in ((-HALF_W, -HALF_H), (HALF_W, -HALF_H), (HALF_W, HALF_H), (-HALF_W, HALF_H)))


def to_world(x: float, y: float, angle: float, local: tuple[float, float]) -> tuple[float, float]:
    c, s = cos(radians(angle)), sin(radians(angle))
    lx, ly = local
    return (x + lx * c - ly * s, y + lx * s + ly * c)


def to_world_all(x: float, y: float, angle: float, points: Iterable[tuple[float, float]]
                 ) -> list[tuple[float, float]]:
    """`to_world` of each of `points`, the turn worked out once (the same figures)."""
    c, s = cos(radians(angle)), sin(radians(angle))
    return [(x + lx * c - ly * s, y + lx * s + ly * c) for lx, ly in points]


def near(a: tuple[float, float], b: tuple[float, float], reach: float) -> bool:
    return abs(a[0] - b[0]) <= reach and abs(a[1] - b[1]) <= reach


def _half_extent(pose_angle: float, axis_angle: float, along_width: bool) -> float:
    """Half the length of a card's shadow on an axis (the card's own width or height axis when
    turned `axis_angle`)."""
    d = radians(pose_angle - axis_angle)
    pc, ps = abs(cos(d)), abs(sin(d))
    return HALF_W * pc + HALF_H * ps if along_width else HALF_W * ps + HALF_H * pc


def touches(a: Pose, b: Pose) -> bool:
    """Do two cards (x, y, angle) overlap with positive area?"""
    if not near(a[:2], b[:2], 2 * HALF_DIAGONAL):
        return False
    dx, dy = b[0] - a[0], b[1] - a[1]
    for axis_angle in (a[2], b[2]):
        c, s = cos(radians(axis_angle)), sin(radians(axis_angle))
        for ux, uy, along_width in ((c, s, True), (-s, c, False)):
            gap = abs(dx * ux + dy * uy)
            reach = _half_extent(a[2], axis_angle, along_width) + _half_extent(b[2], axis_angle, along_width)
            if gap >= reach - OVERLAP_EPSILON:
                return False
    return True


def distance_to_card(card: Pose, point: tuple[float, float]) -> float:
    """How far a point lies from a card's rectangle (0 inside it)."""
    c, s = cos(radians(card[2])), sin(radians(card[2]))
    dx, dy = point[0] - card[0], point[1] - card[1]
    lx, ly = dx * c + dy * s, -dx * s + dy * c
    return hypot(max(abs(lx) - HALF_W, 0.0), max(abs(ly) - HALF_H, 0.0))


def covers_icon(card: Pose, centre: tuple[float, float], radius: float = ICON_R) -> bool:
    """Does the card (x, y, angle) reach inside the icon circle at `centre`?"""
    if not near(card[:2], centre, HALF_DIAGONAL + radius):
        return False
    return distance_to_card(card, centre) < radius


def covered_by_any(cards: Iterable[Pose], centre: tuple[float, float], radius: float = ICON_R) -> bool:
    """Does any of the cards reach inside the icon circle at `centre`? (covers_icon for each, its quick
    rejection written inline: this runs for every icon against every card above it, thousands of pairs
    a move late in a game, and two calls a pair cost more than the geometry.)"""
    px, py = centre
    reach = HALF_DIAGONAL + radius
    return any(distance_to_card(card, centre) < radius for card in cards
               if abs(card[0] - px) <= reach and abs(card[1] - py) <= reach)


def touching_any(card: Pose, others: Iterable[Pose]) -> bool:
    return any(touches(card, other) for other in others)
