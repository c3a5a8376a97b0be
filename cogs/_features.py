"""The bot's features as the plumbing takes them (`plumbing.client.Features`): every extension in cogs/, their
persistent controls, what the outbox's posts say and how a refusal reads. The composition root's one call."""

from __future__ import annotations

import pkgutil

import cogs
from cogs._common import refuse
from cogs._controls import DYNAMIC_ITEMS
from cogs._posts import TablePosts
from plumbing.client import Features


def cog_modules() -> list[str]:
    """Every extension in cogs/ (modules starting with _ are shared code, not extensions)."""
    return [f"cogs.{m.name}" for m in pkgutil.iter_modules(cogs.__path__) if not m.name.startswith("_")]


def features() -> Features:
    return Features(extensions=cog_modules(), dynamic_items=DYNAMIC_ITEMS, posts=TablePosts, refuse=refuse)
