"""Production, local production, blockades, building and research.

* Production total: the homeworld (10, Zytal 12) plus every owned, non-blockaded system within the
  empire's Jump range of its homeworld (development value; Zytal +1 a world, +2 at the
  Throneworld; a captured enemy homeworld gives 5, 6 to the Zytal). Nothing if the homeworld is
  blockaded or lost: then every world produces locally.
* Local production: an owned system that does not count in the total (blockaded, out of range, or
  every system when the homeworld is blockaded or lost) may build units costing up to its value
  (+1 Zytal) with its own credits; unspent ones are lost.
* Voluntary local building: at a non-blockaded system in range, units up to its value (+1 Zytal)
  may be bought from the homeworld treasury.
* Homeworld: anything the treasury pays for.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.said import said
from engines.throneworld import races
from engines.throneworld import units as U
from engines.throneworld.galaxy import Galaxy

Event = dict[str, Any]
CAPTURED_HOME_VALUE = 5
CAPTURED_HOME_SHARE = 5


def world_value(g: Galaxy, player: str, name: str) -> int:
    """What one owned system yields this empire (and its local building room)."""
    s = g.systems[name]
    race = races.race(g.race(player))
    if s.kind == "home":
        if s.home_of == player:
            return race.home_production
        return CAPTURED_HOME_VALUE + race.world_bonus
    if s.kind == "throne":
        return race.home_production
    return s.dev + race.world_bonus


def production_total(g: Galaxy, player: str, adding: set[str] | None = None) -> int:
    """`adding`: the systems that add to it (`counted`), where the caller has them."""
    return sum(world_value(g, player, n) for n in (counted(g, player) if adding is None else adding))


def local_worlds(g: Galaxy, player: str) -> dict[str, int]:
    """Systems that must produce locally, with their budgets (LOCAL PRODUCTION markers)."""
    adding = counted(g, player)
    return {n: world_value(g, player, n) for n in g.owned(player) if n not in adding}


def counted(g: Galaxy, player: str) -> set[str]:
    """The owned systems that add to the production total; the others produce locally (worked out for all of
    them at once: the views ask for every empire's total on every move)."""
    home = g.home(player)
    if not g.home_held(player) or g.blockaded(home):
        return set()
    reach = g.empires[player].jump
    return {n for n in g.owned(player)
            if n == home or ((d := g.distance(home, n)) is not None and d <= reach and not g.blockaded(n))}


def income(g: Galaxy, player: str) -> int:
    """Credits added to the treasury in a production turn (a lost homeworld still sends its owner
    a share)."""
    total = production_total(g, player)
    home = g.systems[g.home(player)]
    if home.owner not in (None, player):
        total += CAPTURED_HOME_SHARE + races.race(g.race(player)).world_bonus
    return total


def collect(g: Galaxy, player: str) -> list[Event]:
    got = income(g, player)
    g.empires[player].treasury += got
    return [{"type": "income", "player": player, "credits": got, "treasury": g.empires[player].treasury}]


class BuildOrder(BaseModel):
    """One order to build `units` at `at`, priced when it was checked."""

    at: str
    units: dict[str, int]
    cost: int


class BuildPlan(BaseModel):
    """Units to build this production, by hex."""

    at: dict[str, U.Units] = Field(default_factory=dict)


class BuildCost(BaseModel):
    treasury: int = 0
    local: dict[str, int] = Field(default_factory=dict)


def check_build(g: Galaxy, player: str, plan: BuildPlan) -> BuildCost:
    """Check a production plan and say what it costs (treasury, and local budgets used)."""
    race = g.race(player)
    cost = BuildCost()
    local = local_worlds(g, player)
    for name, units in plan.at.items():
        units = U.clean(units)
        if not units:
            continue
        if name not in g.systems:
            raise BadArguments(said("tw-refuse-not-in-play", hex=name))
        s = g.systems[name]
        if s.owner != player:
            raise IllegalAction(said("tw-refuse-build-not-yours", hex=name))
        price = U.force_cost(units, race)
        if name in local:
            if price > local[name]:
                raise IllegalAction(said("tw-refuse-local-limit", hex=name, limit=local[name], units=U.text(units),
                                         price=price))
            cost.local[name] = price
        elif name == g.home(player):
            cost.treasury += price
        else:
            room = world_value(g, player, name)
            if price > room:
                raise IllegalAction(said("tw-refuse-build-room", hex=name, room=room, units=U.text(units),
                                         price=price))
            cost.treasury += price
        st = s.stacks.get(player)
        ships = U.add(st.ships if st else {}, U.only(units, U.SHIPS))
        if ships.get("F", 0) > U.capacity(ships):
            raise IllegalAction(said("tw-refuse-fighters-room", hex=name))
    if cost.treasury > g.empires[player].treasury:
        raise IllegalAction(said("tw-refuse-treasury", price=cost.treasury, treasury=g.empires[player].treasury))
    return cost


def build(g: Galaxy, player: str, plan: BuildPlan) -> list[Event]:
    """Build (after check_build). Returns events; hexes where a battle follows (ships built under a
    blockade) are listed in the event as `battle_at`."""
    cost = check_build(g, player, plan)
    g.empires[player].treasury -= cost.treasury
    events: list[Event] = []
    battles = []
    for name, units in plan.at.items():
        units = U.clean(units)
        if not units:
            continue
        st = g.systems[name].stack(player)
        st.ships = U.add(st.ships, U.only(units, U.SHIPS))
        st.troops = U.add(st.troops, U.only(units, U.TROOPS))
        if g.blockaded(name) and U.count(units, U.WARSHIPS):
            battles.append(name)
        events.append({"type": "built", "player": player, "hex": name, "units": U.text(units)})
    if events:
        events[-1]["battle_at"] = battles
    return events


def check_research(g: Galaxy, player: str, tech: str) -> None:
    if tech not in races.TECHS:
        raise BadArguments(said("tw-refuse-not-a-tech", typed=tech))
    if g.empires[player].boxes[tech] >= races.BOXES:
        raise IllegalAction(said("tw-refuse-track-full", tech=said("tw-tech", tech=tech)))


def research(g: Galaxy, player: str, tech: str, rng: Rng) -> list[Event]:
    check_research(g, player, tech)
    r = races.research(g.empires[player], tech, rng)
    return [{"type": "research", "player": player, **r.model_dump()}]
