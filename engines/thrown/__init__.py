"""Thrown (3-5 players): trick-taking with dice, where the four character cards on the table change
the rules every round."""

from engines import registry
from engines.thrown.engine import Thrown

ENGINE = registry.register(Thrown())

__all__ = ["ENGINE", "Thrown"]
