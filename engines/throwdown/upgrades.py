"""Saved-state upgrades for Maximum Throwdown (`Engine.upgrades`): step n turns a version-n state's JSON
into version n+1. Kept for ever: a game saved by any earlier release must load and play on."""

from __future__ import annotations

from typing import Any

from engines.throwdown.data import TABLE_SIZES


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2: the play area is sized by the number of players, throws start from a point on the
    table's edge, spin is gone, cards can slide and fall off. A game saved before keeps the one table
    every game had then (600 x 500: its cards lie where they were thrown); the last throw loses its
    spin; a missed card waiting for break or rethrow is rethrown from the nearest edge."""
    width, height = TABLE_SIZES[2]
    data = {**data, "width": width, "height": height}
    if data.get("last_throw"):
        data["last_throw"] = {k: v for k, v in data["last_throw"].items() if k != "spin"}
    if data.get("pending"):
        data["pending"] = {**data["pending"], "stand": "nearest"}
    return data


STEPS = {1: v1_to_v2}
