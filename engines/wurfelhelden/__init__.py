"""Würfelhelden (2-4 players): chase villains with swords, collect coins, grow your party of dice.
The engine is built here with its AI seat policy (the engine never imports it)."""

from engines import registry
from engines.wurfelhelden import ai
from engines.wurfelhelden.engine import Wurfelhelden

ENGINE = registry.register(Wurfelhelden(policy=ai.choose))

__all__ = ["ENGINE", "Wurfelhelden"]
