"""Würfelhelden game data, in one place: die faces (numbered as in GAMES.md, the number a forced die
picks in a transcript), the warrant stack, the heroes, the dice each player starts with."""

from __future__ import annotations

from typing import Literal, NamedTuple

Colour = Literal["white", "yellow", "red"]
COLOURS: tuple[Colour, ...] = ("white", "yellow", "red")
"""Party order: white dice first, then yellow, then red (each colour in the order the dice joined)."""
DICE_PER_COLOUR = 12


class Face(NamedTuple):
    """What a face shows. `kind` is one of sword, coin, yellow (grow by a yellow die), red (grow by a red
    die), x (the die runs away); `swords` is the number of swords on a sword face."""

    kind: str
    swords: int = 0


FACES: dict[Colour, dict[int, Face]] = {
    "white": {1: Face("sword", 1), 2: Face("sword", 2), 3: Face("sword", 3), 4: Face("coin"), 5: Face("coin"),
              6: Face("yellow")},
    "yellow": {1: Face("sword", 1), 2: Face("sword", 2), 3: Face("sword", 3), 4: Face("coin"), 5: Face("red"),
               6: Face("x")},
    "red": {1: Face("sword", 1), 2: Face("sword", 2), 3: Face("sword", 3), 4: Face("coin"), 5: Face("coin"),
            6: Face("x")},
}

WARRANTS = [5, 10, 10, 10, 10, 10, 15]
"""The warrant stack, top first."""
WARRANTS_TWO_PLAYERS = [5, 10, 10, 10, 15]
"""With two players two of the 10s go back in the box."""

HEROES = ["Bear", "Falcon", "Otter", "Ibex"]
"""Cosmetic: one hero tableau per seat, in seat order."""

START_PARTY = {"white": 3, "yellow": 0, "red": 0}
START_TABLEAU = {"yellow": 3, "red": 3}

MAX_ROLLS = 3
"""Rolls in a turn: the first roll and up to two rerolls."""
