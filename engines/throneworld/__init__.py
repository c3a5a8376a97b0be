"""Throneworld, registered as `throneworld` (rules: engines/throneworld/rules.md; engine: engine.py)."""

from engines import registry
from engines.throneworld.engine import Throneworld

ENGINE = registry.register(Throneworld())
