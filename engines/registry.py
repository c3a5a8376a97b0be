"""Engines by game name. Each game package registers itself when imported; `load_all` imports them."""

from __future__ import annotations

import importlib
import pkgutil

from engines.base import Engine
from engines.errors import BadArguments

_ENGINES: dict[str, Engine] = {}
_loaded = False


def register(engine: Engine) -> Engine:
    _ENGINES[engine.name] = engine
    return engine


def load_all() -> dict[str, Engine]:
    """Import every game package under engines/ so each registers itself."""
    import engines

    global _loaded
    _loaded = True
    for module in pkgutil.iter_modules(engines.__path__):
        if module.ispkg:
            importlib.import_module(f"engines.{module.name}")
    return dict(_ENGINES)


def get(name: str) -> Engine:
    if not _loaded:
        load_all()
    try:
        return _ENGINES[name]
    except KeyError:
        known = ", ".join(sorted(_ENGINES)) or "none yet"
        raise BadArguments(f"There is no game called '{name}'. The games are: {known}.") from None


def names() -> list[str]:
    if not _loaded:
        load_all()
    return sorted(_ENGINES)
