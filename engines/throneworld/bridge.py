"""The seam between the turn machinery (issue 11) and the ground (issue 10).

The ground is issue 10's `galaxy.Galaxy` (map, tiles, units, empire mats, standing orders) with its
rules in `movement` (jump, scan, transfer, arrivals and battles), `combat`, `economy` (production,
building, research), `sabotage` (removal limits) and `odds`. The game flow (`game.py`) calls only
the functions here, which adapt those modules to the turn's vocabulary: plans of `Proposal`s, the
reaction windows' intercepts, the chits' effects, the events and the views.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from engines.base import Event
from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.throneworld import economy, galaxy, hexmap, movement, odds, races, sabotage, tiles
from engines.throneworld import units as U
from engines.throneworld.combat import (
    NEUTRAL_ORDERS,
    Battle,
    BattleOrders,
    Group,
    Side,
    fight,
    ground_dice,
    report_fields,
    space_dice,
)
from engines.throneworld.galaxy import Galaxy
from engines.throneworld.movement import JumpOrder, ScanOrder
from engines.throneworld.reactions import Proposal
from engines.throneworld.victory import SYSTEMS_TO_WIN

Ground = Galaxy
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


def _orders(planned: list[Proposal], player: str) -> list[JumpOrder | ScanOrder]:
    out: list[JumpOrder | ScanOrder] = []
    for p in planned:
        if p.kind == "jump":
            out.append(JumpOrder(origin=p.origin or "", to=p.target, units=p.units, bunker=p.bunker, player=player))
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
                raise BadArguments(f"{key}: give unit letters, cheapest-to-lose first, e.g. FBPMS or LDAH.")
            changes[key] = letters
    g.orders[player] = g.battle_orders(player).model_copy(update=changes)
    return [{"type": "orders", "player": player}]


# --- jumps, scans, transfers --------------------------------------------------------------------


def load(free: dict[str, int]) -> dict[str, int]:
    """A whole fleet with as much as it can carry: every ship, then Fighters and troops (Assault,
    Heavy, Drop, Light) while there is room."""
    fleet = {c: n for c, n in free.items() if c in U.SHIPS and c not in U.STATIC and c != "F"}
    room = U.capacity(fleet)
    for code in "FAHDL":
        take = min(free.get(code, 0), room)
        if take > 0:
            fleet[code] = take
            room -= take
    return fleet


def check_jump(g: Galaxy, player: str, fleet: str, to: str, bunker: str | None, units: str,
               planned: list[Proposal], survey_only: bool = False) -> Proposal:
    origin = hex_name(g, fleet)
    dest = hex_name(g, to)
    orders = _orders(planned, player)
    free = movement.available(g, player, origin, orders)
    if units.strip():
        wanted = U.parse(units)
    elif survey_only:
        wanted = U.only(free, "T")
    else:
        wanted = load(free)
    if not wanted:
        raise IllegalAction(f"You have no units at {origin} that can jump now.")
    if survey_only and set(wanted) != {"T"}:
        raise IllegalAction("Outreach jumps are Survey Team jumps: send Survey Teams only.")
    bunker = _ordering_bunker(g, player, origin, bunker, orders, " to order that jump")
    movement.check_jump(g, player, JumpOrder(origin=origin, to=dest, units=wanted, bunker=bunker, player=player),
                        orders)
    return Proposal(kind="jump", bunker=bunker, target=dest, origin=origin, units=wanted)


def _ordering_bunker(g: Galaxy, player: str, at: str, bunker: str | None, orders: list, purpose: str) -> str:
    """The bunker named, or by default the first unused one within Comm range of `at`."""
    if bunker is not None:
        return hex_name(g, bunker)
    candidates = movement.bunkers_for(g, player, at, orders)
    if not candidates:
        raise IllegalAction(f"You have no unused Command Bunker within your Comm range "
                            f"({tech(g, player, 'comm')}) of {at}{purpose}.")
    return candidates[0]


def check_scan(g: Galaxy, player: str, hex_: str, bunker: str | None, planned: list[Proposal]) -> Proposal:
    target = hex_name(g, hex_)
    orders = _orders(planned, player)
    if player in g.systems[target].scans or g.systems[target].owner == player:
        raise IllegalAction(f"You have already scanned {target}.")
    bunker = _ordering_bunker(g, player, target, bunker, orders, "")
    movement.check_scan(g, player, ScanOrder(target=target, bunker=bunker, player=player), orders)
    return Proposal(kind="scan", bunker=bunker, target=target)


def check_transfer(g: Galaxy, player: str, origin: str, to: str, units: str) -> dict[str, Any]:
    a, b = hex_name(g, origin), hex_name(g, to)
    wanted = U.parse(units) if units.strip() else units_at(g, player, a)
    movement.check_transfer(g, player, a, b, wanted)
    return {"origin": a, "to": b, "units": wanted}


def public_transfer(transfer: dict[str, Any]) -> dict[str, Any]:
    return {"origin": transfer["origin"], "to": transfer["to"], "units": units_text(transfer["units"])}


def do_transfer(g: Galaxy, player: str, transfer: dict[str, Any]) -> list[Event]:
    return movement.transfer(g, player, transfer["origin"], transfer["to"], transfer["units"])


def intercept_options(g: Galaxy, player: str, target: str) -> list[tuple[str, str]]:
    """(fleet hex, bunker) pairs that could INTERCEPT a jump to `target`."""
    reach = tech(g, player, "jump")
    out = []
    for name in g.within(target, reach):
        st = g.systems[name].stacks.get(player)
        if name == target or not st or st.mobile_warships() == 0:
            continue
        if not U.cargo_ok(U.only(load(U.without(st.units(), U.STATIC)), U.SHIPS),
                          U.only(load(U.without(st.units(), U.STATIC)), U.MOBILE_TROOPS)):
            continue
        bunkers = bunkers_in_comm(g, player, name)
        if bunkers:
            out.append((name, bunkers[0]))
    return out


def check_intercept(g: Galaxy, player: str, fleet: str, bunker: str, target: str, units: str) -> dict[str, int]:
    st = g.systems[fleet].stacks.get(player)
    if st is None or st.mobile_warships() == 0:
        raise IllegalAction(f"You have no fleet at {fleet}.")
    reach = tech(g, player, "jump")
    d = distance(g, fleet, target)
    if d > reach:
        raise IllegalAction(f"{target} is beyond your Jump range ({reach}) of {fleet}.")
    if bunker not in movement.bunkers_for(g, player, fleet):
        raise IllegalAction(f"You have no unused Command Bunker at {bunker} within your Comm range of {fleet}.")
    movable = U.without(st.units(), U.STATIC)
    wanted = U.parse(units) if units.strip() else load(movable)
    if not U.contains(movable, wanted) or not U.count(wanted, "BPMF"):
        raise IllegalAction(f"Those units can't intercept from {fleet}: send warships (and troops aboard).")
    if not U.cargo_ok(U.only(wanted, U.SHIPS), U.only(wanted, U.MOBILE_TROOPS)):
        raise IllegalAction("Not enough cargo room in that intercepting fleet.")
    return wanted


def resolve(g: Galaxy, player: str, proposals: list[Proposal], intercepts: list, rng: Rng) -> list[Event]:
    """Resolve scans and jumps in order; jumps to one hex arrive together (with the owner's
    intercepting fleets, placed first)."""
    events: list[Event] = []
    targets = [p.target for p in proposals if p.kind == "jump"]
    done: set[str] = set()
    for index, proposal in enumerate(proposals):
        if proposal.kind == "scan":
            events += movement.scan(g, player, ScanOrder(target=proposal.target, bunker=proposal.bunker,
                                                         player=player))
            continue
        if proposal.target in done:
            continue
        done.add(proposal.target)
        orders = []
        for p in proposals:
            if p.kind != "jump" or p.target != proposal.target:
                continue
            # units lost earlier in this resolution (a battle at their origin) no longer jump
            have = units_at(g, player, p.origin or "")
            units = U.clean({c: min(n, have.get(c, 0)) for c, n in p.units.items()})
            if not units:
                events.append({"type": "jump_void", "player": player, "origin": p.origin, "to": p.target})
                continue
            orders.append(JumpOrder(origin=p.origin or "", to=p.target, units=units, bunker=p.bunker, player=player))
        if not orders:
            continue
        blocks = []
        for r in intercepts:
            if r.target != proposal.target:
                continue
            have = units_at(g, r.player, r.origin)
            units = U.clean({c: min(n, have.get(c, 0)) for c, n in r.units.items()})
            if U.count(units, "BPMF"):
                blocks.append(JumpOrder(origin=r.origin, to=r.target, units=units, bunker=r.bunker, player=r.player))
        busy = {t for t in targets[index + 1:] if t != proposal.target}
        events += movement.arrive(g, player, proposal.target, orders, rng, intercepts=blocks, busy=busy)
    # intercepts answering jumps that did not happen (jammed) are still placed
    for r in intercepts:
        if r.target in done:
            continue
        got = movement.take(g, r.player, r.origin, r.units)
        if got:
            movement.put(g, r.player, r.target, got)
            events.append({"type": "intercept", "player": r.player, "from": r.origin, "to": r.target,
                           "units": U.text(got)})
    g.tidy()
    return events


# --- research and the economy -------------------------------------------------------------------


def research(g: Galaxy, player: str, name: str, rng: Rng) -> list[Event]:
    if g.empires[player].boxes[name] >= races.BOXES:
        return [{"type": "research", "player": player, "tech": name, "rolls": [], "advanced": False,
                 "rating_after": tech(g, player, name)}]
    return economy.research(g, player, name, rng)


def collect_income(g: Galaxy, player: str) -> list[Event]:
    return economy.collect(g, player)


def end_production(g: Galaxy) -> None:
    g.tidy()


def local_sites(g: Galaxy, player: str) -> dict[str, int]:
    """Where an Economic Boom may produce locally (non-homeworld systems with a development value,
    or the Throneworld), with each site's credits."""
    return {n: economy.world_value(g, player, n) for n in g.owned(player)
            if g.systems[n].kind != "home" and (g.systems[n].dev > 0 or g.systems[n].kind == "throne")}


def _merged(builds: list, extra: tuple[str, dict[str, int]] | None = None) -> economy.BuildPlan:
    plan = economy.BuildPlan()
    for b in builds:
        plan.at[b.at] = U.add(plan.at.get(b.at, {}), b.units)
    if extra:
        plan.at[extra[0]] = U.add(plan.at.get(extra[0], {}), extra[1])
    return plan


def check_build(g: Galaxy, player: str, at: str | None, units: str, mode: str, builds: list):
    from engines.throneworld.state import BuildOrder

    home = g.home(player)
    where = hex_name(g, at) if at else home
    wanted = U.parse(units)
    if not wanted:
        raise BadArguments("Name the units to build, e.g. 2P 3L (or build done).")
    if mode in ("outreach", "credits") and where != home:
        raise IllegalAction(f"These credits are spent at your homeworld ({home}).")
    price = U.force_cost(wanted, g.race(player))
    if where == home and not g.home_held(player):
        # section 9: the original owner may build at its captured homeworld (a revolt follows)
        if mode == "outreach":
            raise IllegalAction("Your homeworld is not yours: nothing can be built there now.")
        if U.only(wanted, "CS"):
            raise IllegalAction("At your captured homeworld you may build any units but Command Bunkers and Shields.")
        spent = sum(b.cost for b in builds if _revolt(g, player, b.at))
        if spent + price > g.empires[player].treasury:
            raise IllegalAction(f"That costs {price} and your treasury has {g.empires[player].treasury - spent} left.")
        return BuildOrder(at=where, units=wanted, cost=price)
    economy.check_build(g, player, _merged([b for b in builds if not _revolt(g, player, b.at)], (where, wanted)))
    return BuildOrder(at=where, units=wanted, cost=price)


def blockade_battle(g: Galaxy, owner_: str, hex_: str, rng: Rng) -> list[Event]:
    """Warships built under a blockade (6.3.1): the blockading fleet fights them at once, the
    system's owner defending. The blockader fights for space only (no landing) and may retreat in
    place; intercepts play no part."""
    s = g.systems[hex_]
    blockaders = [p for p, st in s.stacks.items() if p != owner_ and st.mobile_warships()]
    if not blockaders:
        return []
    attacker = max(blockaders, key=lambda p: s.stacks[p].mobile_warships())
    st = s.stacks[attacker]
    fleet = movement.take(g, attacker, hex_, U.without(st.units(), U.STATIC + "T"))
    group = Group(ships=U.only(fleet, U.SHIPS), aboard=U.only(fleet, U.MOBILE_TROOPS), origin=hex_, in_command=False)
    battle, space_player = movement._battle_for(g, attacker, s, [group], [])
    if battle is None:
        movement.put(g, attacker, hex_, fleet)
        return []
    battle.attacker.orders = battle.attacker.orders.model_copy(update={"drop": False, "invade": False})
    result = fight(battle, rng)
    events: list[Event] = [{"type": "battle", "hex": hex_, "attacker": attacker, "defender": owner_,
                            "blockade": True, "captured": result.captured, "winner": result.winner,
                            **report_fields(result)}]
    return events + movement._apply(g, attacker, s, result, space_player, 0)


def _revolt(g: Galaxy, player: str, at: str) -> bool:
    return at == g.home(player) and not g.home_held(player)


def revolt(g: Galaxy, player: str, units: dict[str, int], rng: Rng) -> list[Event]:
    """Units built at a captured homeworld by its original owner: ships join the space around it;
    troops rise on the ground and fight the captor's army at once (the original owner attacks; no
    intercepts). Taking the ground takes the homeworld back."""
    home = g.home(player)
    s = g.systems[home]
    captor = s.owner or ""
    movement.put(g, player, home, U.only(units, U.SHIPS))
    troops = U.only(units, U.MOBILE_TROOPS)
    events: list[Event] = []
    if not troops:
        return events
    e = g.empires[player]
    attacker = Side(owner=player, race=e.race, space_tech=e.space, ground_tech=e.ground, jump_tech=e.jump,
                    orders=g.battle_orders(player).model_copy(update={"retreat": "never"}))
    st = s.stack(captor)
    battle = Battle(hex=home, attacker=attacker, groups=[Group(aboard=troops, in_command=True)],
                    ground_defender=_side(g, captor), army=U.only(st.troops, U.TROOPS))
    result = fight(battle, rng)
    st.troops = dict(result.army)
    st.used_bunkers = min(st.used_bunkers, st.troops.get("C", 0))
    events.append({"type": "battle", "hex": home, "attacker": player, "defender": captor, "revolt": True,
                   "captured": result.captured, "winner": result.winner, **report_fields(result)})
    if result.captured:
        s.owner = player
        movement.put(g, player, home, result.attacker_army)
        events.append({"type": "captured", "player": player, "hex": home, "from": captor, "how": "revolt",
                       "throneworld": False})
    g.tidy()
    return events


def check_local_build(g: Galaxy, player: str, at: str, units: str, budget: int):
    from engines.throneworld.state import BuildOrder

    wanted = U.parse(units)
    if not wanted:
        raise BadArguments("Name the units to build, e.g. 2L (or build done).")
    if g.systems[at].owner != player:
        raise IllegalAction(f"{at} is not your world.")
    price = U.force_cost(wanted, g.race(player))
    if price > budget:
        raise IllegalAction(f"Only {budget} credits are left to spend at {at}; {U.text(wanted)} cost {price}.")
    st = g.systems[at].stacks.get(player)
    ships = U.add(st.ships if st else {}, U.only(wanted, U.SHIPS))
    if ships.get("F", 0) > U.capacity(ships):
        raise IllegalAction(f"Fighters need carrier room: build Protectors or Motherships with them at {at}.")
    return BuildOrder(at=at, units=wanted, cost=price)


def do_builds(g: Galaxy, player: str, builds: list, mode: str, rng: Rng) -> list[Event]:
    """Build `builds` (checked when ordered). Warships built under a blockade fight it at once; units
    bought at a captured homeworld rise against its captor."""
    ordinary, rising = split_revolts(g, player, builds)
    if mode in ("outreach", "credits", "production"):
        events = _build_from_treasury(g, player, ordinary, rng)
    else:
        events = _build_locally(g, player, ordinary, rng)
    return events + rise(g, player, rising, rng)


def split_revolts(g: Galaxy, player: str, builds: list) -> tuple[list, list]:
    """(ordinary builds, builds at `player`'s captured homeworld)."""
    rising = [b for b in builds if _revolt(g, player, b.at)]
    return [b for b in builds if b not in rising], rising


def _build_from_treasury(g: Galaxy, player: str, builds: list, rng: Rng) -> list[Event]:
    if not builds:
        return []
    try:
        events = economy.build(g, player, _merged(builds))
    except IllegalAction:
        # the world changed since the order (a blockade, a loss): build what still fits, in order
        events = []
        for b in builds:
            try:
                events += economy.build(g, player, _merged([b]))
            except IllegalAction:
                events.append({"type": "build_void", "player": player, "hex": b.at, "units": U.text(b.units)})
        return events
    for hex_ in (events[-1].get("battle_at") or []) if events else []:
        events += blockade_battle(g, player, hex_, rng)
    return events


def _build_locally(g: Galaxy, player: str, builds: list, rng: Rng) -> list[Event]:
    """A chit's local production or the looted treasury: paid by the site's own credits."""
    events: list[Event] = []
    for b in builds:
        movement.put(g, player, b.at, b.units)
        events.append({"type": "built", "player": player, "hex": b.at, "units": U.text(b.units)})
        if g.blockaded(b.at) and U.count(b.units, U.WARSHIPS):
            events += blockade_battle(g, player, b.at, rng)  # 6.3.1, whatever paid for the ships
    return events


def rise(g: Galaxy, player: str, builds: list, rng: Rng) -> list[Event]:
    """Units bought at `player`'s captured homeworld: paid from the treasury, then the revolt."""
    if not builds:
        return []
    units: dict[str, int] = {}
    for b in builds:
        g.empires[player].treasury -= b.cost
        units = U.add(units, b.units)
    events: list[Event] = [{"type": "built", "player": player, "hex": g.home(player), "units": U.text(units)}]
    return events + revolt(g, player, units, rng)


def loot_credits(g: Galaxy, player: str) -> int:
    return races.race(g.race(player)).home_production


# --- action chits -------------------------------------------------------------------------------


def _own_target(g: Galaxy, player: str, target: str | None) -> str:
    where = hex_name(g, target)
    if g.systems[where].owner != player or g.blockaded(where):
        raise IllegalAction(f"{where} is not one of your non-blockaded systems.")
    return where


def check_develop(g: Galaxy, player: str, target: str | None, value: int) -> None:
    where = _own_target(g, player, target)
    s = g.systems[where]
    if s.kind in ("home", "throne") or s.dev >= 6:
        raise IllegalAction(f"{where} is already at development {s.dev}: a boom raises a system up to 6.")


def develop(g: Galaxy, player: str, target: str | None, value: int) -> list[Event]:
    where = hex_name(g, target)
    s = g.systems[where]
    s.dev = min(6, s.dev + value)
    return [{"type": "developed", "player": player, "hex": where, "dev": s.dev}]


def boom_credits(g: Galaxy, player: str) -> list[Event]:
    credits = races.race(g.race(player)).home_production
    if not g.home_held(player):
        credits //= 2
    g.empires[player].treasury += credits
    return [{"type": "credits", "player": player, "credits": credits, "treasury": g.empires[player].treasury}]


def sabotage_targets(g: Galaxy, player: str) -> list[str]:
    return [n for n, s in g.systems.items() if s.owner not in (None, player)]


def check_sabotage_develop(g: Galaxy, player: str, target: str | None, value: int, imperial: bool = False) -> None:
    where = hex_name(g, target)
    s = g.systems[where]
    if s.owner in (None, player):
        raise IllegalAction(f"{where} is not another player's system.")
    if imperial and s.kind == "home":
        raise IllegalAction("Events are never played on homeworlds.")
    if s.dev <= s.printed_dev:
        raise IllegalAction(f"{where} is at its printed development value: sabotage can't lower it further.")


def sabotage_develop(
    g: Galaxy, player: str, target: str | None, value: int, imperial: bool = False
) -> list[Event]:
    where = hex_name(g, target)
    s = g.systems[where]
    s.dev = max(s.printed_dev, s.dev - value)
    return [{"type": "sabotaged", "player": player, "hex": where, "dev": s.dev}]


def _victim(g: Galaxy, player: str, target: str | None, imperial: bool) -> tuple[str, str]:
    where = hex_name(g, target)
    s = g.systems[where]
    victims = [p for p, st in s.stacks.items() if p != player and U.without(st.units(), "T")]
    if not victims:
        raise IllegalAction(f"There is no other player's force at {where}.")
    if s.kind in ("home", "throne") and s.owner in victims:
        # the owner's force there is protected; someone else's fleet there is not
        victims.remove(s.owner)
        if not victims:
            raise IllegalAction("A force at its owner's homeworld or Throneworld can't be sabotaged.")
    victim = s.owner if s.owner in victims else victims[0]
    if imperial and s.kind == "home":
        raise IllegalAction("Events are never played on homeworlds.")
    return where, victim


def _victim_removal(g: Galaxy, where: str, victim: str, space: int, ground_: int) -> dict[str, int]:
    """The owner's choice among the removals the rules allow: the cheapest."""
    s = g.systems[where]
    st = s.stacks[victim]
    troops = U.only(st.troops, U.TROOPS)
    aboard = {} if s.owner == victim else U.only(troops, U.MOBILE_TROOPS)
    army = troops if s.owner == victim else U.only(troops, "C")
    options = sabotage.legal_split_removals(U.without(st.ships, "T"), army, space, ground_, aboard)
    return min(options, key=lambda r: (U.force_cost(r, g.race(victim)), U.text(r)))


def check_sabotage_force(g: Galaxy, player: str, target: str | None, space: int | None, ground_: int | None,
                         value: int, imperial: bool = False) -> None:
    _victim(g, player, target, imperial)
    if (space or 0) < 0 or (ground_ or 0) < 0 or (space or 0) + (ground_ or 0) != value:
        raise BadArguments(f"Split the {value} sabotage points between space and ground (space + ground = {value}).")


def sabotage_force(g: Galaxy, player: str, target: str | None, space: int | None, ground_: int | None,
                   value: int, imperial: bool = False) -> list[Event]:
    where, victim = _victim(g, player, target, imperial)
    lost = _victim_removal(g, where, victim, space or 0, ground_ or 0)
    movement.take(g, victim, where, lost)
    g.tidy()
    return [{"type": "sabotaged", "player": player, "hex": where, "victim": victim, "lost": units_text(lost)}]


def _neutral_target(g: Galaxy, player: str, target: str | None) -> str:
    where = hex_name(g, target)
    s = g.systems[where]
    if s.owner is not None or s.kind in ("throne", "home") or player not in s.scans:
        raise IllegalAction(f"{where} is not a neutral (non-Throneworld) system you have scanned.")
    return where


def check_sabotage_neutral(g: Galaxy, player: str, target: str | None, units: str, value: int) -> None:
    where = _neutral_target(g, player, target)
    s = g.systems[where]
    remove = U.parse(units)
    legal = sabotage.legal_removals(s.neutral_ships(), s.neutral_troops(), value)
    if remove not in legal:
        shown = "; ".join(U.text(r) for r in legal[:6]) or "nothing"
        raise IllegalAction(f"That removal is not allowed here (at most {value} points, a unit left in each fleet "
                            f"and army, carriers only with their cargo, as much as possible). Allowed: {shown}.")


def sabotage_neutral(g: Galaxy, player: str, target: str | None, units: str, value: int) -> list[Event]:
    where = _neutral_target(g, player, target)
    s = g.systems[where]
    remove = U.parse(units)
    s.neutral = U.sub(s.neutral, remove)
    events: list[Event] = [{"type": "sabotaged", "player": player, "hex": where, "victim": "neutral",
                            "lost": units_text(remove)}]
    return events + movement.reveal(g, s)


def neutral_sabotage_candidates(g: Galaxy, player: str, value: int) -> list[tuple[str, str]]:
    out = []
    for name, s in g.systems.items():
        if s.owner is not None or s.kind in ("throne", "home") or player not in s.scans or not s.neutral:
            continue
        legal = [r for r in sabotage.legal_removals(s.neutral_ships(), s.neutral_troops(), value) if r]
        if legal:
            out.append((name, U.text(legal[0])))
    return out


def check_hw_return(g: Galaxy, player: str, origins: list[str]) -> None:
    home = g.home(player)
    if not origins or len(origins) > 2:
        raise BadArguments("HW Return brings units home from one or two of your systems (origins).")
    names = [hex_name(g, o) for o in origins]
    if len(set(names)) != len(names) or home in names:
        raise IllegalAction("Name one or two different systems other than your homeworld.")
    for name in names:
        movement.check_transfer(g, player, name, home, units_at(g, player, name), home_return=True)


def hw_return(g: Galaxy, player: str, origins: list[str]) -> list[Event]:
    home = g.home(player)
    events: list[Event] = []
    for name in [hex_name(g, o) for o in origins]:
        events += movement.transfer(g, player, name, home, units_at(g, player, name), home_return=True)
    return events


def hw_return_candidates(g: Galaxy, player: str) -> list[list[str]]:
    home = g.home(player)
    return [[n] for n in g.owned(player)
            if n != home and g.systems[n].stacks.get(player) and not g.blockaded(n) and g.home_held(player)
            and not g.blockaded(home)]


# --- events -------------------------------------------------------------------------------------


def rebel_targets(g: Galaxy) -> list[str]:
    return [n for n, s in g.systems.items()
            if s.owner is not None and s.kind not in ("home", "throne") and s.printed_dev > 0]


def imperial_targets(g: Galaxy) -> list[str]:
    return [n for n, s in g.systems.items() if s.owner is not None and s.kind not in ("home", "throne")]


def imperial_sabotage_targets(g: Galaxy, chooser: str) -> list[str]:
    return [n for n, s in g.systems.items() if s.owner not in (None, chooser) and s.kind != "home"]


def _side(g: Galaxy, player: str) -> Side:
    e = g.empires[player]
    return Side(owner=player, race=e.race, space_tech=e.space, ground_tech=e.ground, jump_tech=e.jump,
                orders=g.battle_orders(player, defending=True))


def _lose_system(g: Galaxy, where: str, neutral: dict[str, int], why: str) -> Event:
    s = g.systems[where]
    event = {"type": "lost", "player": s.owner, "hex": where, "why": why}
    s.owner = None
    s.face_up = True
    s.neutral = dict(neutral)
    return event


def rebels(g: Galaxy, target: str, rng: Rng) -> list[Event]:
    """Two neutral Light Infantry rise at the system, at its printed Ground tech."""
    s = g.systems[target]
    defender = s.owner or ""
    printed = tiles.tile(s.tile).ground_tech if s.tile else None
    st = s.stack(defender)
    battle = Battle(hex=target, attacker=Side(owner=None, ground_tech=printed or 1, orders=NEUTRAL_ORDERS),
                    groups=[Group(aboard={"L": 2}, in_command=True)], ground_defender=_side(g, defender),
                    army=U.only(st.troops, U.TROOPS))
    result = fight(battle, rng)
    st.troops = dict(result.army)
    st.used_bunkers = min(st.used_bunkers, st.troops.get("C", 0))
    events: list[Event] = [{"type": "battle", "hex": target, "attacker": "rebels", "defender": defender,
                            "captured": result.captured, "winner": result.winner,
                            **report_fields(result)}]
    if result.captured:
        events.append(_lose_system(g, target, result.attacker_army, "rebels"))
    g.tidy()
    return events


def imperial_attack(g: Galaxy, target: str, plus: int, intercepts: list, rng: Rng) -> list[Event]:
    """An Imperial Protector with two Drop Troops drop invades past any Shields, at the owner's techs
    (+1); the owner's intercepting fleets defend; surviving Imperials are removed afterwards."""
    s = g.systems[target]
    defender = s.owner or ""
    events: list[Event] = []
    for r in intercepts:
        got = movement.take(g, r.player, r.origin, r.units)
        movement.put(g, r.player, target, got)
        events.append({"type": "intercept", "player": r.player, "from": r.origin, "to": target,
                       "units": units_text(got)})
    e = g.empires[defender]
    st = s.stack(defender)
    imperial = Side(owner=None, space_tech=e.space + plus, ground_tech=e.ground + plus, jump_tech=FAR,
                    orders=BattleOrders(retreat="never"))
    defence = Group(ships=U.without(st.ships, "T"))
    battle = Battle(hex=target, attacker=imperial, groups=[Group(ships={"P": 1}, aboard={"D": 2}, in_command=False)],
                    space_defender=_side(g, defender) if U.count(defence.ships, U.WARSHIPS) else None,
                    defence=defence, ground_defender=_side(g, defender), army=U.only(st.troops, U.TROOPS))
    result = fight(battle, rng)
    st.ships = U.add(U.only(st.ships, "T"), result.defence.ships)
    st.troops = U.add(result.army, result.defence.aboard)
    st.used_bunkers = min(st.used_bunkers, st.troops.get("C", 0))
    events.append({"type": "battle", "hex": target, "attacker": "imperial", "defender": defender,
                   "captured": result.captured, "winner": result.winner, **report_fields(result)})
    if result.captured:
        events.append(_lose_system(g, target, {}, "imperial attack"))
    g.tidy()
    return events


# --- candidates for legal moves (a sample) ------------------------------------------------------


def jump_candidates(g: Galaxy, player: str, planned: list[Proposal], survey_only: bool
                    ) -> list[tuple[str, str, None, str]]:
    """Fleets (all their movable units) to scanned systems first, then Survey Teams to unscanned
    ones; only from hexes a free bunker can order."""
    orders = _orders(planned, player)
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
    orders = _orders(planned, player)
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


def free_units(g: Galaxy, player: str, hex_: str, planned: list[Proposal]) -> dict[str, int]:
    """`player`'s units at `hex_` that may still jump this turn."""
    return movement.available(g, player, hex_, _orders(planned, player))


def scan_candidates(g: Galaxy, player: str, planned: list[Proposal]) -> list[tuple[str, None]]:
    orders = _orders(planned, player)
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
    order = JumpOrder(origin=proposal.origin or "", to=proposal.target, units=proposal.units, bunker=proposal.bunker,
                      player=player)
    try:
        battle = odds.battle_for_jumps(g, player, [order])
    except IllegalAction:
        return {"win": 0.0, "losses": 0.0}
    s = g.systems[proposal.target]
    if battle is None:
        takes = s.owner is None and (not s.face_up and s.empty_tile)
        return {"win": 1.0 if takes else 0.0, "losses": 0.0}
    dice = _FastDice(zlib.crc32(f"{seed}:{proposal.target}:{U.text(proposal.units)}".encode()))
    wins = 0
    lost = 0.0
    race = g.race(player)
    for _ in range(trials):
        result = fight(battle, dice)  # type: ignore[arg-type]
        wins += result.captured
        for units in result.lost.get("attacker", {}).values():
            lost += U.force_cost(units, race)
    return {"win": wins / trials, "losses": lost / trials}


# --- views --------------------------------------------------------------------------------------


def view(g: Galaxy, player: str | None) -> dict[str, Any]:
    hexes = []
    for name, s in g.systems.items():
        known = s.face_up or (player is not None and player in s.scans)
        entry: dict[str, Any] = {
            "name": name, "kind": s.kind, "owner": s.owner, "scans": list(s.scans), "face_up": s.face_up,
            "forces": {p: U.text(st.units()) for p, st in s.stacks.items()},
            "used_bunkers": {p: st.used_bunkers for p, st in s.stacks.items() if st.used_bunkers},
            "blockaded": g.blockaded(name),
        }
        if known:
            entry.update(dev=s.dev, printed_dev=s.printed_dev, space_tech=s.space_tech, ground_tech=s.ground_tech,
                         neutral=units_text(s.neutral))
        hexes.append(entry)
    empires = {p: {"race": e.race, "home": e.home, "techs": {t: e.rating(t) for t in TECHS},
                   "boxes": dict(e.boxes), "treasury": e.treasury,
                   "production": economy.production_total(g, p)}
               for p, e in g.empires.items()}
    return {"hexes": hexes, "empires": empires, "throneworld": hexmap.THRONE}
