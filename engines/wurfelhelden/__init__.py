"""Würfelhelden (2-4 players): chase villains with swords, collect coins, grow your party of dice."""

from engines import registry
from engines.wurfelhelden.engine import Wurfelhelden

ENGINE = registry.register(Wurfelhelden())

__all__ = ["ENGINE", "Wurfelhelden"]
