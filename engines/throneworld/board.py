"""Reading the ground for the turn machinery: who owns what, tech ratings, names, units, the
Command Bunkers, standing orders and the views. The turn (`game`) reads the map through
these and the rule modules below (`plans`, `building`, `chit_effects`, `candidates`)."""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import BadArguments
from engines.rng import Rng
from engines.said import said
from engines.throneworld import economy, galaxy, hexmap, movement, races
from engines.throneworld import units as U
from engines.throneworld.combat import BattleOrders, Side
from engines.throneworld.galaxy import Galaxy
from engines.throneworld.movement import JumpOrder, ScanOrder
from engines.throneworld.reactions import Proposal
from engines.throneworld.victory import SYSTEMS_TO_WIN

IMPERIAL = "(imperial)"
TECHS = races.TECHS
FAR = 99
"""The range reported between hexes that can't reach each other."""

# --- reading the ground -------------------------------------------------------------------------


def setup(players: list[str], rng: Rng) -> Galaxy:
    return galaxy.setup(players, rng)


def needed(player_count: int) -> int:
    return SYSTEMS_TO_WIN[player_count]


def tech(g: Galaxy, player: str, name: str) -> int:
    return g.empires[player].rating(name)


def throneworld(g: Galaxy) -> str:
    return hexmap.THRONE


def owner(g: Galaxy, hex_: str) -> str | None:
    s = g.systems.get(hex_)
    return s.owner if s else None


def systems(g: Galaxy, players: list[str]) -> dict[str, int]:
    return {p: g.system_count(p) for p in players}


def blockaded(g: Galaxy, hex_: str) -> bool:
    return g.blockaded(hex_)


def own_systems(g: Galaxy, player: str) -> list[str]:
    return g.owned(player)


def hex_name(g: Galaxy, text: str | None) -> str:
    return movement.hex_name(g, text)


def distance(g: Galaxy, a: str, b: str) -> int:
    d = g.distance(a, b)
    return FAR if d is None else d


def parse_units(text: str) -> dict[str, int]:
    return U.parse(text)


def units_text(units: dict[str, int]) -> str:
    return U.text(units) if units else ""


def units_at(g: Galaxy, player: str, hex_: str) -> dict[str, int]:
    return g.systems[hex_].units_of(player)


def as_orders(planned: list[Proposal], player: str) -> list[JumpOrder | ScanOrder]:
    out: list[JumpOrder | ScanOrder] = []
    for p in planned:
        if p.kind == "jump":
            out.append(JumpOrder(origin=p.origin or "", to=p.target, units=p.units, bunker=p.bunker, player=player,
                                 scrap=p.scrap))
        else:
            out.append(ScanOrder(target=p.target, bunker=p.bunker, player=player))
    return out


# --- bunkers, orders, the end phase -------------------------------------------------------------


def bunkers_in_comm(g: Galaxy, player: str, hex_: str) -> list[str]:
    """Hexes with an unused Command Bunker of `player` within its Comm range of `hex_`."""
    return movement.bunkers_for(g, player, hex_)


def use_bunker(g: Galaxy, player: str, hex_: str) -> None:
    movement.use_bunker(g, player, hex_)


def flip_bunkers(g: Galaxy) -> None:
    movement.flip_bunkers(g)


def set_orders(g: Galaxy, player: str, action: Any) -> list[Event]:
    changes = {k: getattr(action, k) for k in ("retreat", "drop", "invade", "space_losses", "ground_losses")
               if getattr(action, k, None) is not None}
    for key in ("space_losses", "ground_losses"):
        if key in changes:
            letters = changes[key].replace(" ", "").upper()
            if not letters or any(c not in U.UNITS for c in letters):
                raise BadArguments(said("tw-refuse-loss-letters", option=key))
            changes[key] = letters
    stored = g.orders.get(player) or BattleOrders(retreat=None)  # a retreat not set keeps following the role
    g.orders[player] = stored.model_copy(update=changes)
    return [{"type": "orders", "player": player}]


def defending_side(g: Galaxy, player: str) -> Side:
    e = g.empires[player]
    return Side(owner=player, race=e.race, space_tech=e.space, ground_tech=e.ground, jump_tech=e.jump,
                orders=g.battle_orders(player, defending=True))


# --- views --------------------------------------------------------------------------------------


def view(g: Galaxy, player: str | None) -> dict[str, Any]:
    counted = {p: economy.counted(g, p) for p in g.empires}  # once an empire, not once a hex it owns
    hexes = []
    for name, s in g.systems.items():
        known = s.face_up or (player is not None and player in s.scans)
        entry: dict[str, Any] = {
            "name": name, "kind": s.kind, "owner": s.owner, "scans": list(s.scans), "face_up": s.face_up,
            "forces": {p: U.text(st.units()) for p, st in s.stacks.items()},
            "used_bunkers": {p: st.used_bunkers for p, st in s.stacks.items() if st.used_bunkers},
            "blockaded": g.blockaded(name),
        }
        if s.owner is not None:
            entry["in_total"] = name in counted[s.owner]  # public: ownership, ranges, blockades
        if known:
            entry.update(dev=s.dev, printed_dev=s.printed_dev, space_tech=s.space_tech, ground_tech=s.ground_tech,
                         neutral=units_text(s.neutral))
        hexes.append(entry)
    empires = {p: {"race": e.race, "home": e.home, "techs": {t: e.rating(t) for t in TECHS},
                   "boxes": dict(e.boxes), "treasury": e.treasury,
                   "production": economy.production_total(g, p, counted[p])}
               for p, e in g.empires.items()}
    return {"hexes": hexes, "empires": empires, "throneworld": hexmap.THRONE}
