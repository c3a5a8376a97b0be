"""Maximum Throwdown (2-6 players): throw cards onto the table, cover your rivals' icons, keep yours live."""

from engines import registry
from engines.throwdown.engine import Throwdown

ENGINE = registry.register(Throwdown())

__all__ = ["ENGINE", "Throwdown"]
