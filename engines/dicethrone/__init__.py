"""Dice Throne, registered as `dicethrone` (rules: engines/dicethrone/rules.md; data: data.py)."""

from engines import registry
from engines.dicethrone.engine import DiceThrone

ENGINE = registry.register(DiceThrone())
