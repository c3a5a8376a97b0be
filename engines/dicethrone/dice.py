"""The dice: what a roll shows, which abilities it qualifies for, what an ability's level gives for it.

Positions: dice are numbered 1-5 for players (`roll dice:"1 4"`); the state keeps values 1-6 and the
hero's faces map them to symbols (data.HEROES).
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.dicethrone.data import HEROES
from engines.dicethrone.data import norm_name as norm_name  # where the rules modules look it up
from engines.dicethrone.state import (
    DiceRoll,
    DiceThroneState,
    Hero,
)
from engines.errors import BadArguments, IllegalAction
from engines.said import said


def counts(hero_id: str, dice: list[int]) -> dict[str, int]:
    faces = HEROES[hero_id]["faces"]
    out: dict[str, int] = {}
    for value in dice:
        out[faces[value]] = out.get(faces[value], 0) + 1
    return out


def meets(req: dict[str, int], hero_id: str, dice: list[int]) -> bool:
    if len(dice) == 0:
        return False
    if "straight" in req:
        values = set(dice)
        n = req["straight"]
        return any(all(v in values for v in range(lo, lo + n)) for lo in range(1, 8 - n))
    have = counts(hero_id, dice)
    return all(have.get(sym, 0) >= n for sym, n in req.items())


def ability_def(hero_id: str, aid: str) -> dict[str, Any]:
    for ability in HEROES[hero_id]["abilities"]:
        if ability["id"] == aid:
            return ability
    raise KeyError(aid)


def level_def(hero_id: str, aid: str, level: int) -> dict[str, Any]:
    levels = ability_def(hero_id, aid)["levels"]
    return levels[min(level, len(levels)) - 1]


def effective_fx(level: dict[str, Any], hero_id: str, dice: list[int]) -> list[dict[str, Any]]:
    """The pieces an offensive level gives for these dice (the best tier reached)."""
    fx = level["fx"]
    tiers = level.get("tiers")
    if tiers:
        symbol = next(iter(level["req"]))
        have = counts(hero_id, dice).get(symbol, 0)
        for count in sorted(tiers, key=int):
            if have >= int(count):
                fx = tiers[count]
    return fx


def piece_applies(piece: dict[str, Any], have: dict[str, int]) -> bool:
    return all(have.get(s, 0) >= n for s, n in piece.get("if", {}).items())


def piece_amount(piece: dict[str, Any], key: str, have: dict[str, int], hero: Hero | None = None) -> int:
    base = piece[key] if isinstance(piece[key], int) and not isinstance(piece[key], bool) else piece.get("n", 1)
    if piece.get("per"):
        base *= have.get(piece["per"], 0)
    if piece.get("plus") and hero is not None:
        base += hero.statuses.get(piece["plus"], 0)
    return base


def ready_abilities(s: DiceThroneState, p: str) -> list[str]:
    """Offensive abilities the current offensive dice qualify for."""
    r = s.roll
    if r is None or r.kind != "offense" or r.owner != p or not r.dice:
        return []
    h = s.heroes[p]
    return [a["id"] for a in HEROES[h.hero]["abilities"]
            if a["kind"] != "defense" and meets(level_def(h.hero, a["id"], h.level(a["id"]))["req"], h.hero,
                                                r.dice)]


def chosen_positions(dice: list[int], n: int, verb: str, limit: int | None = None) -> list[int]:
    if not dice:
        raise BadArguments(said("dt-refuse-say-dice", verb=verb, count=n))
    if any(not 1 <= d <= n for d in dice):
        raise BadArguments(said("dt-refuse-dice-positions", count=n))
    if len(set(dice)) != len(dice):
        raise BadArguments(said("dt-refuse-die-once"))
    if limit is not None and len(dice) > limit:
        raise IllegalAction(said("dt-refuse-dice-limit", count=limit))
    return [d - 1 for d in dice]


def roll_event(s: DiceThroneState, r: DiceRoll) -> Event:
    faces = HEROES[r.hero]["faces"]
    return {"type": "roll", "player": r.owner, "kind": r.kind, "dice": list(r.dice),
            "symbols": [faces[v] for v in r.dice], "fresh": list(r.fresh), "attempt": r.attempts,
            "of": r.max_attempts}
