"""Thrown's game data, in one place: the dice, the 22 character cards and what each one does.

The cards' titles and short texts (our own words) are in the catalogs (lang/locales/*/thrown.ftl); the rules
help in engines/thrown/rules.md explains each in full.
`group` is the colour of the card's back: in the basic game it is also the colour of the die that works
the power; in the advanced game a cube colour replaces it (purple cards only appear there).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Color = Literal["red", "white", "green", "blue"]
COLORS: tuple[str, ...] = ("red", "white", "green", "blue")
LETTER = {"red": "R", "white": "W", "green": "G", "blue": "B"}
DICE_PER_COLOR = 10
TOTAL_DICE = DICE_PER_COLOR * len(COLORS)
START_GOLD = 5
DICE_PER_PLAYER = {3: 12, 4: 10, 5: 8}
TIEBREAK_DICE = 4
MAX_ROLL = 3

Kind = Literal["discard", "result", "victory", "special"]


@dataclass(frozen=True)
class Card:
    name: str
    """The id players type (`card:man_at_arms`); its title and short text are the catalog's (thrown-card-<name>,
    thrown-summary-<name>)."""
    group: str
    """white, red, green, blue or purple (the card back)."""
    kind: Kind
    """discard: pay an unrolled die to use it on your turn; result: checked when your turn ends;
    victory: for the trick's winner; special: changes how dice score or who wins."""


CARDS: dict[str, Card] = {
    c.name: c
    for c in [
        # White: Heroes (discard powers that help your own dice)
        Card("knight", "white", "discard"),
        Card("man_at_arms", "white", "discard"),
        Card("reinforcements", "white", "discard"),
        Card("wizard", "white", "discard"),
        # Red: Villains (discard powers against the others)
        Card("archer", "red", "discard"),
        Card("berserker", "red", "discard"),
        Card("dark_knight", "red", "discard"),
        Card("sorcerer", "red", "discard"),
        # Green: Common Folk (checked at the end of your turn)
        Card("brute", "green", "result"),
        Card("peacemaker", "green", "result"),
        Card("saboteur", "green", "result"),
        Card("thief", "green", "result"),
        # Blue: Royal Folk (for the trick's winner when the trick holds this colour)
        Card("noble", "blue", "victory"),
        Card("phantom", "blue", "victory"),
        Card("recruiter", "blue", "victory"),
        Card("strategist", "blue", "victory"),
        # Purple: Monsters (advanced game only)
        Card("cyclops", "purple", "special"),
        Card("dragon", "purple", "discard"),
        Card("shapeshifter", "purple", "discard"),
        Card("imp", "purple", "special"),
        Card("spirit", "purple", "discard"),
        Card("summoner", "purple", "special"),
    ]
}

GROUPS = ("white", "red", "green", "blue")
"""The four card backs of the basic game (one card of each per round)."""

DISCARD_CARDS = frozenset(n for n, c in CARDS.items() if c.kind == "discard")
VICTORY_CHOICES = ("recruiter", "strategist", "summoner")
"""Victory powers that need the winner to choose something (the others are paid at once)."""
OPTIONAL_REWARDS = ("strategist", "summoner")
"""The rewards a winner may leave (the cards say "may"); the Recruiter's steal is not optional."""

RECOMMENDED_FIRST = ["peacemaker", "knight", "archer", "noble"]


def card_id(text: str) -> str:
    """`Man at Arms`, `man-at-arms` and `man_at_arms` all name the same card."""
    return "_".join(text.strip().lower().replace("-", " ").replace("_", " ").split())


def color_id(text: str) -> str:
    word = text.strip().lower()
    for color in COLORS:
        if word in (color, color[0]):
            return color
    return word
