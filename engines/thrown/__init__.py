"""Thrown (3-5 players): trick-taking with dice, where the four character cards on the table change
the rules every round. The engine is built here with its AI seat policy (the engine never imports it)."""

from engines import registry
from engines.thrown import ai
from engines.thrown.engine import Thrown

ENGINE = registry.register(Thrown(policy=ai.choose))

__all__ = ["ENGINE", "Thrown"]
