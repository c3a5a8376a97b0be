"""Maximum Throwdown game data, all in one place: the six decks (our own factions), the location cards,
the suggested layouts, the table and its aiming grid, the seats, and the numbers of the throw model.

Units: the table is measured in card units; a card is 63 x 88. Coordinates are (x, y) with y growing
down the picture (row 1 of the grid is at the top).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import atan2, cos, pi, sin

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
        ("Ash Cantor", "2 A 2"),
        ("Flame Deacon", "3 A 1 1"),
        ("Kindling Page", "1 D 1"),
        ("Smoke Psalmist", "2 T 2"),
        ("Blaze Abbess", "4 A 2 1"),
        ("Coal Bell-Ringer", "A 2 1"),
        ("Spark Chorister", "1 1 3 1"),
        ("Pyre Warden", "B 2 3"),
        ("Ember Hymnist", "3 S 1"),
        ("Scorch Friar", "A 1 1 2 1"),
        ("Glow Acolyte", "D 2 T"),
        ("Furnace Prior", "5 1 1"),
        ("Tinder Lector", "2 2 1 D"),
        ("Choirmaster Vell", "A 3 2 1 2"),
    )),
    Deck("tide", "Tidewater Smugglers", "W", "harbour thieves who throw cards lifted from rival decks (steal)", (
        ("Dock Rat", "1 S 1"),
        ("Bilge Fence", "2 S 2"),
        ("Fog Lookout", "1 D 1 2"),
        ("Net Cutter", "S 3 1"),
        ("Tide Runner", "2 T 2"),
        ("Salt Broker", "3 S 2 1"),
        ("Keel Picker", "1 2 1 1"),
        ("Harbour Ghost", "B 2 2"),
        ("Rope Dancer", "S 1 T"),
        ("Brine Captain", "4 S 1 1"),
        ("Quay Forger", "2 3 1"),
        ("Shoal Scout", "D 2 1"),
        ("Drift Lifter", "A 2 2 1"),
        ("Tally Clerk", "5 1 1"),
        ("Mother Gullwing", "S 3 2 2 1"),
    )),
    Deck("brass", "Brassbolt Guild", "G", "clockwork tinkerers who draw deep and throw often (draw, throw)", (
        ("Cog Apprentice", "D 1 T"),
        ("Spring Tinker", "1 D 2"),
        ("Gear Clerk", "2 T 1"),
        ("Piston Smith", "3 D 1 1"),
        ("Valve Keeper", "B 2 2"),
        ("Rivet Runner", "T 1 1 2"),
        ("Boiler Chief", "4 T 1"),
        ("Dial Reader", "D 2 2 1"),
        ("Crank Hand", "1 1 T"),
        ("Bolt Courier", "D 3 1"),
        ("Flywheel Adept", "T 2 D 1"),
        ("Gauge Master", "5 1 1"),
        ("Steam Sorter", "2 B 1 1"),
        ("Chain Foreman", "3 2 A"),
        ("Guildmistress Orra", "D T 3 2 1"),
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
        ("Tor Watcher", "3 3 1"),
        ("Flint Grandsire", "5 2 2"),
        ("Gravel Stomper", "2 D 3"),
        ("Ridge Carrier", "4 T 1"),
        ("Dolmen Sage", "5 1 3"),
        ("Rockslide", "3 2 2 1"),
        ("Old Barrowking", "5 4 1 B"),
    )),
    Deck("lantern", "Lantern Acrobats", "L", "circus tumblers who save their misses and throw again (break, throw)", (
        ("Wick Tumbler", "B 1 1"),
        ("Ring Juggler", "T 2 1"),
        ("Stilt Walker", "1 B 2"),
        ("Trapeze Twins", "2 T 1 B"),
        ("Hoop Spinner", "B 3 1"),
        ("Lamp Swinger", "1 D 2"),
        ("Tightrope Lark", "T 1 1 2"),
        ("Cartwheel Kit", "B 2 2"),
        ("Paper Moon", "4 1 1"),
        ("Ribbon Flyer", "D 1 T 1"),
        ("Somersault Sam", "B 3 2"),
        ("Glimmer Clown", "1 S 2 1"),
        ("Pole Vaulter", "T 3 1"),
        ("Spotlight Diva", "5 B 1"),
        ("Ringmaster Pell", "T B 3 2 1"),
    )),
    Deck("thorn", "Thornwood Wardens", "T", "forest keepers whose cards bristle with many small icons (spread)", (
        ("Bramble Scout", "1 1 1 D 1"),
        ("Hedge Sentry", "2 1 1 1 2"),
        ("Briar Archer", "A 1 2 1 1"),
        ("Nettle Herbalist", "1 2 1 2 1 1"),
        ("Root Keeper", "2 2 B 1"),
        ("Thicket Hound", "1 T 1 1 1"),
        ("Bark Shield", "2 1 2 1 2 1"),
        ("Vine Warden", "1 1 S 1 2"),
        ("Thistle Runner", "D 1 1 1"),
        ("Hawthorn Knight", "3 1 1 1 1"),
        ("Burr Trapper", "1 2 T 1 2 1"),
        ("Rose Thorn", "2 2 2"),
        ("Ivy Lurker", "1 1 1 1 1 1 1"),
        ("Holly Seer", "1 D 2 1 1 T"),
        ("Elder Thornmother", "3 2 1 1 1 2 1"),
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


def pips(code: str) -> int:
    return int(code) if code.isdigit() else 0


# --- locations and layouts --------------------------------------------------------------------------

LOCATIONS = ("Old Well", "Market Cross", "Broken Bridge", "Lighthouse Steps", "Crater Field", "Windmill Yard")
"""The six location cards: plain cards without icons that start the table."""

TABLE_W = 600.0
TABLE_H = 500.0
CELL = 50.0
COLUMNS = "ABCDEFGHIJKL"  # 12 columns of 50
ROWS = 10  # 10 rows of 50
CENTRE = (TABLE_W / 2, TABLE_H / 2)

LAYOUTS = ("grid", "row", "triangle")
"""Suggested layouts: a 2-row grid (2x3 with six locations), a row across the middle, a triangle
(rows of 1, 2, 3 pointing up)."""


def layout_positions(layout: str, count: int) -> list[tuple[float, float]]:
    """Centres of `count` upright location cards for a suggested layout."""
    cx, cy = CENTRE
    if layout == "row":
        step = 90.0
        return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)]
    if layout == "grid":
        rows = 1 if count == 1 else 2
        cols = -(-count // rows)
        spots = []
        for r in range(rows):
            in_row = min(cols, count - r * cols)
            for c in range(in_row):
                spots.append((cx + (c - (in_row - 1) / 2) * 100.0, cy + (r - (rows - 1) / 2) * 120.0))
        return spots
    # triangle: rows of 1, 2, 3 ...
    rows: list[int] = []
    left, size = count, 1
    while left > 0:
        rows.append(min(size, left))
        left -= rows[-1]
        size += 1
    spots = []
    for r, in_row in enumerate(rows):
        for c in range(in_row):
            spots.append((cx + (c - (in_row - 1) / 2) * 80.0, cy + (r - (len(rows) - 1) / 2) * 105.0))
    return spots


# --- seats ------------------------------------------------------------------------------------------

SEAT_OUTSIDE = 30.0
"""Players throw from seats just outside the table edge, spread evenly around it."""


def seat_positions(count: int) -> list[tuple[float, float]]:
    """Seat i is where a ray from the centre at angle 90° + i·360°/count (first seat at the bottom,
    then round the table) leaves the table, pushed SEAT_OUTSIDE further out."""
    cx, cy = CENTRE
    seats = []
    for i in range(count):
        a = pi / 2 + 2 * pi * i / count
        dx, dy = cos(a), sin(a)
        tx = (TABLE_W / 2) / abs(dx) if abs(dx) > 1e-9 else float("inf")
        ty = (TABLE_H / 2) / abs(dy) if abs(dy) > 1e-9 else float("inf")
        t = min(tx, ty) + SEAT_OUTSIDE
        seats.append((round(cx + dx * t, 1), round(cy + dy * t, 1)))
    return seats


def heading(src: tuple[float, float], dst: tuple[float, float]) -> float:
    return atan2(dst[1] - src[1], dst[0] - src[0])


# --- the throw model --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Power:
    name: str
    reach: float | None  # how far it carries; None = anywhere on the table
    spread: float  # base scatter (standard deviation, units)
    spread_per_unit: float  # extra scatter per unit of distance
    flip: float  # chance the card lands on the other side from the one intended


POWERS: dict[str, Power] = {
    "soft": Power("soft", 280.0, 6.0, 0.05, 0.05),
    "medium": Power("medium", 460.0, 10.0, 0.07, 0.10),
    "hard": Power("hard", None, 22.0, 0.05, 0.20),
}
POWER_ORDER = ("soft", "medium", "hard")
SPIN_CURVE = 0.08
"""A spun card curves sideways by this share of the distance it travels (left spin to the left as
seen by the thrower, right spin to the right)."""
SPIN_FLIP_FACTOR = 0.5
"""Spin steadies the card: its flip chance is halved."""
ANGLE_SPREAD = {"none": 60.0, "left": 12.0, "right": 12.0}
ANGLE_OFFSET = {"none": 0.0, "left": -35.0, "right": 35.0}
"""The card's angle on landing (degrees, relative to the line of flight; 0 = its long side along the
flight): without spin it tumbles (spread 60°); spun it settles near ∓35° (spread 12°)."""


def auto_power(distance: float) -> str:
    """The softest power that reaches `distance`."""
    for name in POWER_ORDER:
        reach = POWERS[name].reach
        if reach is None or distance <= reach:
            return name
    return "hard"
