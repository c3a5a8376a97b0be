"""Thrown's game data, in one place: the dice, the 22 character cards and what each one does.

Card summaries are our own words (the rules help in engines/thrown/rules.md explains each in full).
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
    """The id players type (`card:man_at_arms`)."""
    title: str
    group: str
    """white, red, green, blue or purple (the card back)."""
    kind: Kind
    """discard: pay an unrolled die to use it on your turn; result: checked when your turn ends;
    victory: for the trick's winner; special: changes how dice score or who wins."""
    summary: str
    """One line for the picture and the card list."""
    usage: str = ""
    """The options of `/thrown power` for a discard card."""


CARDS: dict[str, Card] = {
    c.name: c
    for c in [
        # White: Heroes (discard powers that help your own dice)
        Card("knight", "Knight", "white", "discard", "Pay a die: reroll any of your own rolled dice.", 'dice:"1 3"'),
        Card("man_at_arms", "Man at Arms", "white", "discard",
             "Pay a die: +1 on one of your dice or -1 on an opponent's.", "die:2 delta:1 (or delta:-1)"),
        Card("reinforcements", "Reinforcements", "white", "discard",
             "Pay a die: roll one more die of yours into the trick.", "color:green"),
        Card("wizard", "Wizard", "white", "discard", "Pay a die: turn one of your dice upside down (7 - pips).",
             "die:2"),
        # Red: Villains (discard powers against the others)
        Card("archer", "Archer", "red", "discard", "Pay a die: send an opponent's rolled die back to their pool.",
             "die:2"),
        Card("berserker", "Berserker", "red", "discard", "Pay a die: reroll every opponent die showing 6."),
        Card("dark_knight", "Dark Knight", "red", "discard", "Pay a die: reroll one opponent die.", "die:2"),
        Card("sorcerer", "Sorcerer", "red", "discard", "Pay a die: turn an opponent's die upside down.", "die:2"),
        # Green: Common Folk (checked at the end of your turn)
        Card("brute", "Brute", "green", "result", "Trying to trump? A 5 on this colour trumps too."),
        Card("peacemaker", "Peacemaker", "green", "result",
             "End your turn with a pair on this colour: trick is yours."),
        Card("saboteur", "Saboteur", "green", "result",
             "End your turn with a 1 or 2 on this colour: pay the poorest 1."),
        Card("thief", "Thief", "green", "result", "End your turn with a 1 or 2 on this colour: rob the richest of 1."),
        # Blue: Royal Folk (for the trick's winner when the trick holds this colour)
        Card("noble", "Noble", "blue", "victory", "Win a trick holding this colour: 2 extra gold."),
        Card("phantom", "Phantom", "blue", "victory",
             "Win a trick holding this colour: its opponent dice cost 1 gold each."),
        Card("recruiter", "Recruiter", "blue", "victory",
             "Win a trick holding this colour: take an unrolled die from an opponent."),
        Card("strategist", "Strategist", "blue", "victory",
             "Win a trick holding this colour: swap 1-3 pool dice with the Void."),
        # Purple: Monsters (advanced game only)
        Card("cyclops", "Cyclops", "purple", "special", "A lone die of this colour scores double (not for trumps)."),
        Card("dragon", "Dragon", "purple", "discard", "Pay a die: the trick ends and is scored right now."),
        Card("shapeshifter", "Shapeshifter", "purple", "discard", "Pay a die: swap the cubes of two cards.",
             'swap:"knight archer"'),
        Card("imp", "Imp", "purple", "special", "Trick holds this colour: second place wins it instead."),
        Card("spirit", "Spirit", "purple", "discard",
             "Pay a die: pick an opponent's die; their other dice copy it.", "die:2"),
        Card("summoner", "Summoner", "purple", "special",
             "Paid dice land here; win with this colour in the trick to take them."),
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
