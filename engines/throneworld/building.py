"""Research and building: the homeworld treasury, local production, warships built under a
blockade (6.3.1) and the revolt at a captured homeworld (section 9)."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.said import said
from engines.throneworld import economy, movement, races
from engines.throneworld import units as U
from engines.throneworld.board import (
    defending_side,
    hex_name,
    tech,
)
from engines.throneworld.combat import (
    Battle,
    Group,
    Side,
    fight,
    report_fields,
)
from engines.throneworld.economy import BuildOrder
from engines.throneworld.galaxy import Galaxy

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


def check_build(g: Galaxy, player: str, at: str | None, units: str, mode: str, builds: list[BuildOrder]) -> BuildOrder:
    home = g.home(player)
    where = hex_name(g, at) if at else home
    wanted = U.parse(units)
    if not wanted:
        raise BadArguments(said("tw-refuse-name-units", example="2P 3L"))
    if mode in ("outreach", "credits") and where != home:
        raise IllegalAction(said("tw-refuse-spend-at-home", home=home))
    price = U.force_cost(wanted, g.race(player))
    if where == home and not g.home_held(player):
        # section 9: the original owner may build at its captured homeworld (a revolt follows)
        if mode == "outreach":
            raise IllegalAction(said("tw-refuse-home-lost"))
        if U.only(wanted, "CS"):
            raise IllegalAction(said("tw-refuse-captured-home-build"))
        spent = sum(b.cost for b in builds if _revolt(g, player, b.at))
        if spent + price > g.empires[player].treasury:
            raise IllegalAction(said("tw-refuse-treasury-left", price=price, left=g.empires[player].treasury - spent))
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
    """Units built at a captured homeworld by its original owner start a battle there (section 9),
    the original owner attacking, with no intercepts: the new warships fight any hostile fleet in
    space, then the troops rise on the ground against the captor's army. Taking the ground takes the
    homeworld back."""
    home = g.home(player)
    s = g.systems[home]
    captor = s.owner or ""
    events = _revolt_in_space(g, player, U.only(units, U.SHIPS), rng)
    troops = U.only(units, U.MOBILE_TROOPS)
    if not troops or s.owner == player:
        return events
    e = g.empires[player]
    attacker = Side(owner=player, race=e.race, space_tech=e.space, ground_tech=e.ground, jump_tech=e.jump,
                    orders=g.battle_orders(player).model_copy(update={"retreat": "never"}))
    st = s.stack(captor)
    battle = Battle(hex=home, attacker=attacker, groups=[Group(aboard=troops, in_command=True)],
                    ground_defender=defending_side(g, captor), army=U.only(st.troops, U.TROOPS))
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


def _revolt_in_space(g: Galaxy, player: str, ships: dict[str, int], rng: Rng) -> list[Event]:
    """The space part of a revolt: warships built at the captured homeworld attack the hostile fleet
    there (no landing: the troops built with them rise on the ground). Without one they just join
    the hex."""
    home = g.home(player)
    s = g.systems[home]
    group = Group(ships=ships, origin=home, in_command=True)
    battle, space_player = movement._battle_for(g, player, s, [group], []) if U.count(ships, U.WARSHIPS) else (
        None, None)
    if battle is None or battle.space_defender is None:
        movement.put(g, player, home, ships)
        return []
    battle.attacker.orders = battle.attacker.orders.model_copy(update={"drop": False, "invade": False,
                                                                       "retreat": "never"})
    result = fight(battle, rng)
    events: list[Event] = [{"type": "battle", "hex": home, "attacker": player, "defender": space_player,
                            "revolt": True, "captured": False, "winner": result.winner, **report_fields(result)}]
    return events + movement._apply(g, player, s, result, space_player, 0)


def check_local_build(g: Galaxy, player: str, at: str, units: str, budget: int) -> BuildOrder:
    wanted = U.parse(units)
    if not wanted:
        raise BadArguments(said("tw-refuse-name-units", example="2L"))
    if g.systems[at].owner != player:
        raise IllegalAction(said("tw-refuse-not-your-world", hex=at))
    price = U.force_cost(wanted, g.race(player))
    if price > budget:
        raise IllegalAction(said("tw-refuse-local-budget", budget=budget, hex=at, units=U.text(wanted), price=price))
    st = g.systems[at].stacks.get(player)
    ships = U.add(st.ships if st else {}, U.only(wanted, U.SHIPS))
    if ships.get("F", 0) > U.capacity(ships):
        raise IllegalAction(said("tw-refuse-fighters-room", hex=at))
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
