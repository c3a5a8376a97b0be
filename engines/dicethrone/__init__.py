"""Dice Throne, registered as `dicethrone` (rules: docs/rules/dicethrone.md; data: data.py)."""

from engines import registry
from engines.dicethrone.engine import DiceThrone

ENGINE = registry.register(DiceThrone())
