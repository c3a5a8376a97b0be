"""Candidate moves for `legal_actions` and the AI (a sample, not every move), and the AI's quick
battle estimate."""

from __future__ import annotations

import random
import zlib

from engines.errors import IllegalAction
from engines.throneworld import movement, odds
from engines.throneworld import units as U
from engines.throneworld.board import as_orders, distance, tech
from engines.throneworld.combat import (
    fight,
    ground_dice,
    space_dice,
)
from engines.throneworld.galaxy import Galaxy
from engines.throneworld.movement import JumpOrder
from engines.throneworld.reactions import Proposal

# --- candidates for legal moves (a sample) ------------------------------------------------------


def jump_candidates(g: Galaxy, player: str, planned: list[Proposal], survey_only: bool
                    ) -> list[tuple[str, str, None, str]]:
    """Fleets (all their movable units) to scanned systems first, then Survey Teams to unscanned
    ones; only from hexes a free bunker can order."""
    orders = as_orders(planned, player)
    reach = tech(g, player, "jump")
    fleets, surveys = [], []
    for name, s in g.systems.items():
        if player not in s.stacks or not movement.bunkers_for(g, player, name, orders):
            continue
        free = movement.available(g, player, name, orders)
        if not free:
            continue
        warships = U.count(free, "BPMF") > 0
        for dest in g.within(name, reach):
            if dest == name:
                continue
            d = g.systems[dest]
            if free.get("T") and player not in d.scans and d.owner != player:
                surveys.append((name, dest, None, "T"))
            if not survey_only and warships and g.scanned(player, dest) and d.owner != player:
                fleets.append((name, dest, None, ""))
    return fleets[:16] + surveys[:8]


def attack_candidates(g: Galaxy, player: str, planned: list[Proposal]) -> list[tuple[str, str]]:
    """(fleet hex, target): every system `player` has scanned and does not own within Jump range of a
    fleet of its that a free bunker can still order, with the fleet that rolls the most attack dice.
    A fleet's own hex counts when the system there is not yet its (invading it is a jump of range 0)."""
    orders = as_orders(planned, player)
    reach = tech(g, player, "jump")
    race = g.race(player)
    best: dict[str, tuple[int, str]] = {}
    for name, s in g.systems.items():
        if player not in s.stacks or not movement.bunkers_for(g, player, name, orders):
            continue
        free = movement.available(g, player, name, orders)
        if not U.count(free, "BPMF"):
            continue
        dice = space_dice(free, True, race) + ground_dice(free, True, race)
        for dest in g.within(name, reach):
            if g.systems[dest].owner != player and g.scanned(player, dest) and dice > best.get(dest, (0, ""))[0]:
                best[dest] = (dice, name)
    return [(origin, dest) for dest, (_, origin) in best.items()]


def fleets_in_reach(g: Galaxy, player: str, target: str, planned: list[Proposal]) -> list[str]:
    """Hexes holding a fleet of `player` (free warships a free bunker can order) within its Jump range
    of `target`, not already ordered to it."""
    orders = as_orders(planned, player)
    reach = tech(g, player, "jump")
    sent = {p.origin for p in planned if p.target == target}
    out = []
    for name, s in g.systems.items():
        if player not in s.stacks or name in sent or distance(g, name, target) > reach:
            continue
        if U.count(movement.available(g, player, name, orders), U.MOBILE_WARSHIPS) and \
                movement.bunkers_for(g, player, name, orders):
            out.append(name)
    return out


def free_units(g: Galaxy, player: str, hex_: str, planned: list[Proposal]) -> dict[str, int]:
    """`player`'s units at `hex_` that may still jump this turn."""
    return movement.available(g, player, hex_, as_orders(planned, player))


def scan_candidates(g: Galaxy, player: str, planned: list[Proposal]) -> list[tuple[str, None]]:
    orders = as_orders(planned, player)
    reach = tech(g, player, "comm")
    seen: list[tuple[str, None]] = []
    for name, s in g.systems.items():
        st = s.stacks.get(player)
        if not st or st.unused_bunkers() <= 0:
            continue
        for target in g.within(name, reach):
            if player in g.systems[target].scans or any(t == target for t, _ in seen):
                continue
            if movement.bunkers_for(g, player, target, orders):
                seen.append((target, None))
    return seen[:6]


def transfer_candidates(g: Galaxy, player: str) -> list[tuple[str, str, str]]:
    mine = [n for n in g.owned(player) if not g.blockaded(n)]
    out = []
    for a in mine:
        if player in g.systems[a].stacks:
            for b in mine:
                if a != b:
                    out.append((a, b, ""))
    return out[:3]


PACKAGES = ["T", "L", "2L", "P 2L", "P L H", "B", "P 2F", "C", "S", "M 3L 2A", "D", "A"]


def build_candidates(g: Galaxy, player: str, mode: str, builds: list,
                     sites: dict[str, int] | None = None) -> list[tuple[str | None, str]]:
    out: list[tuple[str | None, str]] = []
    if mode in ("outreach", "credits", "production"):
        out += [(None, p) for p in PACKAGES]
    if mode == "production":
        for name in g.owned(player)[:3]:
            out += [(name, "L"), (name, "B")]
    if sites:
        for name in list(sites)[:3]:
            out += [(name, "L"), (name, "P L"), (name, "B")]
    return out


# --- odds (issue 10's battle builder, faster dice for the AI) -----------------------------------


class _FastDice:
    """Dice for simulations only (never the game's): a seeded stdlib generator."""

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def d6(self) -> int:
        return int(self._random.random() * 6) + 1


def estimate(g: Galaxy, player: str, proposal: Proposal, trials: int = 24, seed: int = 0) -> dict[str, float]:
    """Chance that this jump captures its target and the expected cost of the attacker's losses."""
    return estimate_together(g, player, [proposal], trials, seed)


def estimate_together(g: Galaxy, player: str, proposals: list[Proposal], trials: int = 24,
                      seed: int = 0) -> dict[str, float]:
    """The same for jumps that arrive together at one target (a multi-fleet attack)."""
    orders = [JumpOrder(origin=p.origin or "", to=p.target, units=p.units, bunker=p.bunker, player=player)
              for p in proposals]
    try:
        battle = odds.battle_for_jumps(g, player, orders)
    except IllegalAction:
        return {"win": 0.0, "losses": 0.0}
    target = proposals[0].target
    s = g.systems[target]
    if battle is None:
        takes = s.owner is None and (not s.face_up and s.empty_tile)
        return {"win": 1.0 if takes else 0.0, "losses": 0.0}
    force = " ".join(U.text(p.units) for p in proposals)
    dice = _FastDice(zlib.crc32(f"{seed}:{target}:{force}".encode()))
    wins = 0
    lost = 0.0
    race = g.race(player)
    for _ in range(trials):
        result = fight(battle, dice)  # type: ignore[arg-type]
        wins += result.captured
        for units in result.lost.get("attacker", {}).values():
            lost += U.force_cost(units, race)
    return {"win": wins / trials, "losses": lost / trials}
