"""Saved Dice Throne states from older versions, upgraded step by step (Engine.upgrades)."""

from __future__ import annotations

from typing import Any


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """"What the...?" has no once-only limit any more, and the hero-upgrade-deck variant asks for a pile
    whenever a card is drawn: an income draw waiting in the old "draw" phase becomes one owed card."""
    heroes = {p: {k: v for k, v in h.items() if k != "reset_used"} for p, h in data["heroes"].items()}
    if data.get("phase") == "draw":
        heroes[data["active"]]["owed"] = heroes[data["active"]].get("owed", 0) + 1
        data = {**data, "phase": "main1"}
    return {**data, "heroes": heroes}


UPGRADES = {1: v1_to_v2}
