"""The rulebook's example round, rebuilt with our heroes, as a script-runner transcript.

Moon Elf (elf) against Barbarian (barb), 1v1, 50 health, 2 CP. The elf wins the roll-off, skips her
income, sells a card to afford Lucky Pair, rolls three times for her moons, turns two 5s into 6s and
lands Moonfall (Blind, Entangle, Targeted; 7 + 2 damage); the barbarian's Iron Hide heals 2 per heart
(he is asked whether to reroll his one sword with a Second Chance, and keeps them).
On his turn the barbarian upgrades Cleave, is entangled (two attempts), rolls five swords, and his
Blind check needs two Second Chance cards before it passes; the elf's Slip Away halves the 9 damage.

`python -m tests.engines.dicethrone.rulebook > round.json` writes it for `python -m bot.script`.
"""

from __future__ import annotations

import json
import sys

from tests.engines.dicethrone.helpers import ENGINE, hand_patch

PLAYERS = ["elf", "barb"]
OPTIONS = {"heroes": ["moon_elf", "barbarian"], "mode": "1v1"}
SEED = 2
DICE = [5, 2,                # roll-off: the elf goes first
        6, 1, 4, 2, 3,       # elf, attempt 1
        6, 5, 5, 1,          # attempt 2 (dice 2-5)
        5, 5, 2,             # attempt 3 (dice 3-5)
        4, 5, 1,             # barbarian's Iron Hide: two hearts
        1, 2, 5, 6, 3,       # barbarian, attempt 1
        1, 2,                # attempt 2 (dice 3 and 4): five swords
        2, 1, 6,             # Blind check 2, Second Chance 1, Second Chance 6
        4, 5, 1, 2, 3]       # elf's Slip Away: two feet
STEPS = [
    {"as": "elf", "do": "sell", "args": {"card": "insight"}},
    {"as": "elf", "do": "done"},
    {"as": "elf", "do": "roll"},
    {"as": "elf", "do": "roll", "args": {"dice": "2 3 4 5"}},
    {"as": "elf", "do": "roll", "args": {"dice": "3 4 5"}},
    {"as": "elf", "do": "play", "args": {"card": "lucky_pair", "die": "3 4"}},
    {"as": "elf", "do": "ability", "args": {"name": "moonfall"}},
    {"as": "barb", "do": "defend"},
    {"as": "barb", "do": "done"},  # asked: Second Chance could reroll his sword into a heart; he keeps them
    {"as": "elf", "do": "done"},
    {"as": "barb", "do": "sell", "args": {"card": "windfall"}},
    {"as": "barb", "do": "play", "args": {"card": "cleave_2"}},
    {"as": "barb", "do": "done"},
    {"as": "barb", "do": "roll"},
    {"as": "barb", "do": "roll", "args": {"dice": "3 4"}},
    {"as": "barb", "do": "ability", "args": {"name": "cleave"}},
    {"as": "barb", "do": "play", "args": {"card": "second_chance", "die": "1"}},
    {"as": "barb", "do": "play", "args": {"card": "second_chance", "die": "1"}},
    {"as": "elf", "do": "defend"},
    {"as": "barb", "do": "done"},
]


def transcript() -> dict:
    state = ENGINE.new_game(PLAYERS, OPTIONS, SEED, list(DICE))
    patch = hand_patch(state, "elf", ["lucky_pair", "insight", "windfall", "reserves"])
    barb = hand_patch(state, "barb", ["cleave_2", "second_chance", "second_chance", "field_dressing"],
                      top=["windfall"])
    patch["heroes"].update(barb["heroes"])
    return {"game": "dicethrone", "players": PLAYERS, "options": OPTIONS, "seed": SEED, "setup": patch,
            "dice": DICE, "steps": STEPS}


if __name__ == "__main__":
    json.dump(transcript(), sys.stdout, indent=1)
    sys.stdout.write("\n")
