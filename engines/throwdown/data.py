"""Maximum Throwdown game data, all in one place: the six decks (our own factions), the location cards,
the suggested layouts, the table and its aiming grid, the seats, and the numbers of the throw model.

Units: the table is measured in card units; a card is 63 x 88. Coordinates are (x, y) with y growing
down the picture (row 1 of the grid is at the top).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import cos, hypot, pi, sin
from typing import Literal

from engines.said import Said, said

# --- cards -------------------------------------------------------------------------------------------

CARD_W = 63.0
CARD_H = 88.0
ICON_R = 8.0
CARDS_PER_DECK = 15

ICON_KINDS = {
    "D": "draw",
    "T": "throw",
    "B": "break",
    "S": "steal",
    "A": "attack",
}
"""Ability icons by letter. A digit 1-5 is a points icon with that many pips."""

# Icon spots on a card, in the card's own frame (centre = 0, 0; y down on the upright card), two
# patterns per icon count. Spots are listed in reading order: icon 1 is top-left, and so on.
SPOTS: dict[int, tuple[tuple[tuple[float, float], ...], ...]] = {
    3: (((-16, -28), (0, 0), (16, 28)),
        ((0, -28), (0, 0), (0, 28))),
    4: (((-16, -28), (16, -28), (-16, 28), (16, 28)),
        ((0, -30), (-16, 0), (16, 0), (0, 30))),
    5: (((-16, -28), (16, -28), (0, 0), (-16, 28), (16, 28)),
        ((0, -30), (-16, -10), (16, -10), (-16, 16), (16, 16))),
    6: (((-16, -28), (16, -28), (-16, 0), (16, 0), (-16, 28), (16, 28)),
        ((-16, -30), (16, -30), (0, -8), (-16, 14), (16, 14), (0, 32))),
    7: (((-16, -30), (16, -30), (0, -12), (-16, 6), (16, 6), (-16, 30), (16, 30)),
        ((0, -32), (-16, -16), (16, -16), (0, 0), (-16, 16), (16, 16), (0, 32))),
}


@dataclass(frozen=True)
class Deck:
    key: str
    title: str
    letter: str
    theme: str
    cards: tuple[tuple[str, str], ...]
    """(name, icons): icons in spot order, e.g. "3 A 1" = a 3-pip icon, an attack icon, a 1-pip icon."""


@dataclass(frozen=True)
class CardDef:
    id: str  # "ember:3"
    deck: str
    index: int
    name: str
    icons: tuple[str, ...]
    spots: tuple[tuple[float, float], ...]


DECKS: dict[str, Deck] = {d.key: d for d in (
    Deck("ember", "Ember Choir", "E", "fire-singing monks who knock the top card off a rival's deck (attack)", (
        ("Cinder Novice", "1 A 1"),
        ("Ash Cantor", "2 D 2"),
        ("Flame Deacon", "3 T 1 1"),
        ("Kindling Page", "1 D 1"),
        ("Smoke Psalmist", "2 T 2"),
        ("Blaze Abbess", "4 A 2 1"),
        ("Coal Bell-Ringer", "2 2 1"),
        ("Spark Chorister", "1 B 3 1"),
        ("Pyre Warden", "B 2 3"),
        ("Ember Hymnist", "3 S 1"),
        ("Scorch Friar", "B 1 1 2 1"),
        ("Glow Acolyte", "D 2 T"),
        ("Furnace Prior", "5 1 1"),
        ("Tinder Lector", "2 B 1 D"),
        ("Choirmaster Vell", "T 3 2 1 2"),
    )),
    Deck("tide", "Tidewater Smugglers", "W", "harbour thieves who throw cards lifted from rival decks (steal)", (
        ("Dock Rat", "1 S 1"),
        ("Bilge Fence", "2 B 2"),
        ("Fog Lookout", "1 D 1 2"),
        ("Net Cutter", "T 3 1"),
        ("Tide Runner", "2 T 2"),
        ("Salt Broker", "3 S 2 1"),
        ("Keel Picker", "1 2 1 1"),
        ("Harbour Ghost", "B 2 2"),
        ("Rope Dancer", "D 1 T"),
        ("Brine Captain", "4 T 1 1"),
        ("Quay Forger", "2 B 1"),
        ("Shoal Scout", "D 2 1"),
        ("Drift Lifter", "A 2 2 1"),
        ("Tally Clerk", "4 1 1"),
        ("Mother Gullwing", "B 3 2 2 1"),
    )),
    Deck("brass", "Brassbolt Guild", "G", "clockwork tinkerers who draw deep and throw often (draw, throw)", (
        ("Cog Apprentice", "D 1 T"),
        ("Spring Tinker", "1 D 2"),
        ("Gear Clerk", "2 T 1"),
        ("Piston Smith", "3 D 1 1"),
        ("Valve Keeper", "B 2 2"),
        ("Rivet Runner", "T 3 2 2"),
        ("Boiler Chief", "4 3 2"),
        ("Dial Reader", "D 2 2 1"),
        ("Crank Hand", "2 B 3"),
        ("Bolt Courier", "3 3 2"),
        ("Flywheel Adept", "T 3 B 2"),
        ("Gauge Master", "5 3 B"),
        ("Steam Sorter", "3 B 2 2"),
        ("Chain Foreman", "3 2 A"),
        ("Guildmistress Orra", "3 T 3 2 2"),
    )),
    Deck("stone", "Stonebarrow Giants", "S", "slow hill giants with few, heavy point icons (points)", (
        ("Boulder Child", "3 1 2"),
        ("Cairn Elder", "4 1 B"),
        ("Moss Shoulder", "5 1 1"),
        ("Granite Sleeper", "4 2 1"),
        ("Scree Herder", "3 T 2"),
        ("Menhir Guard", "5 B 1"),
        ("Slate Mother", "4 3 1"),
        ("Quarry Brute", "A 5 1"),
        ("Tor Watcher", "3 3 2 T"),
        ("Flint Grandsire", "5 2 2 B"),
        ("Gravel Stomper", "2 D 3 T"),
        ("Ridge Carrier", "4 T 1 B"),
        ("Dolmen Sage", "5 1 3 S"),
        ("Rockslide", "3 2 2 2 D"),
        ("Old Barrowking", "5 4 1 B T"),
    )),
    Deck("lantern", "Lantern Acrobats", "L", "circus tumblers who save their misses and throw again (break, throw)", (
        ("Wick Tumbler", "B 3 2"),
        ("Ring Juggler", "T 2 2"),
        ("Stilt Walker", "2 B 3"),
        ("Trapeze Twins", "2 T 2 B"),
        ("Hoop Spinner", "B 3 3"),
        ("Lamp Swinger", "2 D 3"),
        ("Tightrope Lark", "T 2 1 2"),
        ("Cartwheel Kit", "B 3 2"),
        ("Paper Moon", "4 2 2"),
        ("Ribbon Flyer", "D 2 T 2"),
        ("Somersault Sam", "B 3 3"),
        ("Glimmer Clown", "2 S 2 1"),
        ("Pole Vaulter", "T 3 3"),
        ("Spotlight Diva", "5 B 2"),
        ("Ringmaster Pell", "T B 3 2 2"),
    )),
    Deck("thorn", "Thornwood Wardens", "T", "forest keepers whose cards bristle with many small icons (spread)", (
        ("Bramble Scout", "1 1 1 D 1"),
        ("Hedge Sentry", "2 1 1 1 1"),
        ("Briar Archer", "A 1 2 1 1"),
        ("Nettle Herbalist", "1 2 1 T 1 1"),
        ("Root Keeper", "2 2 B 1"),
        ("Thicket Hound", "1 T 1 1 1"),
        ("Bark Shield", "2 1 1 1 2 1"),
        ("Vine Warden", "1 1 S 1 2"),
        ("Thistle Runner", "D 1 1 1"),
        ("Hawthorn Knight", "3 2 1 B 1"),
        ("Burr Trapper", "1 2 T 1 2 1"),
        ("Rose Thorn", "2 B 2"),
        ("Ivy Lurker", "1 1 1 1 1 1 1"),
        ("Holly Seer", "1 D 2 1 1 T"),
        ("Elder Thornmother", "3 2 1 B 1 2 1"),
    )),
)}

DECK_KEYS = tuple(DECKS)


def _build_cards() -> dict[str, CardDef]:
    cards: dict[str, CardDef] = {}
    for deck in DECKS.values():
        assert len(deck.cards) == CARDS_PER_DECK, deck.key
        for index, (name, text) in enumerate(deck.cards):
            icons = tuple(text.split())
            assert 3 <= len(icons) <= 7, name
            assert all(i in ICON_KINDS or i in "12345" for i in icons), name
            spots = SPOTS[len(icons)][index % 2]
            card_id = f"{deck.key}:{index}"
            cards[card_id] = CardDef(card_id, deck.key, index, name, icons, spots)
    return cards


CARDS: dict[str, CardDef] = _build_cards()


def icon_name(code: str) -> str:
    if code in ICON_KINDS:
        return ICON_KINDS[code]
    return f"{code}-pip"


def name_said(name: str) -> Said:
    """A card's, a deck's or a location's name in the reader's words: the English name here is its identity
    (saved in states and logs), its words the catalog's td-name-… ("Old Well": td-name-old-well)."""
    return said("td-name-" + "-".join(name.lower().replace("-", " ").split()))


def pips(code: str) -> int:
    return int(code) if code.isdigit() else 0


# --- locations and layouts --------------------------------------------------------------------------

LOCATIONS = ("Old Well", "Market Cross", "Broken Bridge", "Lighthouse Steps", "Crater Field", "Windmill Yard")
"""The six location cards: plain cards without icons that start the table."""

CELL = 50.0
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
TABLE_SIZES: dict[int, tuple[float, float]] = {
    2: (600.0, 500.0),
    3: (700.0, 550.0),
    4: (800.0, 600.0),
    5: (900.0, 650.0),
    6: (1000.0, 700.0),
}
"""The play area (width, height) by number of players: every player more brings about 70 x 50 units
more table, so cards find room and scores do not collapse with many players (multiples of the grid)."""


def table_size(players: int) -> tuple[float, float]:
    return TABLE_SIZES[players]


LAYOUTS = ("grid", "row", "triangle")
"""Suggested layouts: a 2-row grid (2x3 with six locations), a row across the middle, a triangle
(rows of 1, 2, 3 pointing up)."""


def layout_positions(layout: str, count: int, width: float, height: float) -> list[tuple[float, float]]:
    """Centres of `count` upright location cards for a suggested layout, around the table's centre and
    spaced in proportion to the table (a larger table for more players spreads them further)."""
    cx, cy = width / 2, height / 2
    grow = width / TABLE_SIZES[2][0]
    if layout == "row":
        step = 90.0 * grow
        return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)]
    if layout == "grid":
        rows = 1 if count == 1 else 2
        cols = -(-count // rows)
        spots = []
        for r in range(rows):
            in_row = min(cols, count - r * cols)
            for c in range(in_row):
                spots.append((cx + (c - (in_row - 1) / 2) * 100.0 * grow, cy + (r - (rows - 1) / 2) * 120.0 * grow))
        return spots
    # triangle: rows of 1, 2, 3 ...
    rows_of: list[int] = []
    left, size = count, 1
    while left > 0:
        rows_of.append(min(size, left))
        left -= rows_of[-1]
        size += 1
    spots = []
    for r, in_row in enumerate(rows_of):
        for c in range(in_row):
            spots.append((cx + (c - (in_row - 1) / 2) * 80.0 * grow, cy + (r - (len(rows_of) - 1) / 2) * 105.0 * grow))
    return spots


# --- seats and where a thrower stands ------------------------------------------------------------------

SEAT_OUTSIDE = 30.0
"""Seats are drawn just outside the table edge, spread evenly around it (they set the turn order)."""


def seat_positions(count: int, width: float, height: float) -> list[tuple[float, float]]:
    """Seat i is where a ray from the centre at angle 90° + i·360°/count (first seat at the bottom,
    then round the table) leaves the table, pushed SEAT_OUTSIDE further out."""
    cx, cy = width / 2, height / 2
    seats = []
    for i in range(count):
        a = pi / 2 + 2 * pi * i / count
        dx, dy = cos(a), sin(a)
        tx = (width / 2) / abs(dx) if abs(dx) > 1e-9 else float("inf")
        ty = (height / 2) / abs(dy) if abs(dy) > 1e-9 else float("inf")
        t = min(tx, ty) + SEAT_OUTSIDE
        seats.append((round(cx + dx * t, 1), round(cy + dy * t, 1)))
    return seats


SIDES = ("top", "bottom", "left", "right")
StandName = Literal["nearest", "top", "bottom", "left", "right"]


def stand_point(stand: str, aim: tuple[float, float], width: float, height: float) -> tuple[float, float]:
    """Where a thrower stands on the table's edge to throw at `aim`: on the named side, the point
    facing the aim; "nearest" = the point of the whole edge nearest the aim."""
    x = min(width, max(0.0, aim[0]))
    y = min(height, max(0.0, aim[1]))
    points = {"top": (x, 0.0), "bottom": (x, height), "left": (0.0, y), "right": (width, y)}
    if stand in points:
        return points[stand]
    return min(points.values(), key=lambda p: hypot(p[0] - aim[0], p[1] - aim[1]))


# --- the throw model --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Power:
    name: str
    spread: float  # base scatter (standard deviation, units)
    spread_per_unit: float  # extra scatter per unit of distance
    wrong: float  # chance the throw goes wrong: it falls short or sails long
    long: float  # when it goes wrong, the chance it sails long rather than falling short
    flip: float  # chance the card lands on the other side from the one intended


POWERS: dict[str, Power] = {
    "soft": Power("soft", 6.0, 0.20, 0.22, 0.0, 0.05),
    "medium": Power("medium", 12.0, 0.14, 0.28, 0.5, 0.08),
    "hard": Power("hard", 24.0, 0.09, 0.37, 1.0, 0.14),
}
POWER_ORDER = ("soft", "medium", "hard")
WRONG_PER_UNIT = 0.0015
"""A longer throw goes wrong more often: +0.15 chance per 100 units of distance, for every power."""
SHORT_RANGE = (0.25, 0.75)
"""A throw that falls short comes down this share of the way to the aim (uniformly between the two)."""
LONG_RANGE = (0.3, 1.0)
"""A throw that sails long flies on 60 units plus this share of the distance past the aim."""
LONG_EXTRA = 60.0
ANGLE_SPREAD = 60.0
"""The card tumbles: its angle to the line of flight (0 = long side along the flight) is spread by 60°."""


def spread(power: str, distance: float) -> float:
    p = POWERS[power]
    return p.spread + p.spread_per_unit * distance


def wrong_chance(power: str, distance: float) -> float:
    return min(1.0, POWERS[power].wrong + WRONG_PER_UNIT * distance)


def auto_power(distance: float) -> str:
    """The most accurate power at `distance` (soft up to 100 units, medium up to 240, hard beyond): the
    spreads meet at those distances, so accuracy has no cliff; harder throws slide and flip more."""
    return min(POWER_ORDER, key=lambda name: (spread(name, distance), POWER_ORDER.index(name)))
