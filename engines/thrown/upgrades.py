"""Saved Thrown states from earlier versions, brought up to date step by step (Engine.upgrades)."""

from __future__ import annotations

from typing import Any


def purple_and_used_cards(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2: `purple` (an advanced game dealt from all 22 cards then, so it keeps doing so)
    and `used` (only the cards on the table now are known to have been dealt). The last trick's new
    `scores` and `note` stay empty: the picture then adds up its dice as before."""
    shown = [s["card"] for s in data.get("round_display", []) + data.get("display", [])]
    return {**data, "purple": data.get("mode") == "advanced", "used": list(dict.fromkeys(shown))}


def held_steps(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3: the trick's `held` events of the turn under way. A turn saved half-played had its
    roll posted already, so nothing is held for it."""
    trick = data.get("trick")
    return {**data, "trick": {**trick, "held": []}} if trick else data


UPGRADES = {1: purple_and_used_cards, 2: held_steps}
