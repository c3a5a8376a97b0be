"""JUMP, SCAN and TRANSFER: checks (refusals are sentences for the player) and their effects.

* Ranges: an empire's Jump and Comm ranges are its Jump and Comm ratings, counted hex to hex
  through hexes in play (hexmap).
* JUMP: an unused Command Bunker within Comm range of the fleet's origin orders it (and is used);
  the destination is within Jump range of the origin (a jump of range 0 invades the system the fleet
  orbits); only to systems the empire has scanned (or owns), except fleets of Survey Teams only;
  static units never jump; no unit jumps twice in a turn; the fleet's cargo must fit (Fighters
  and the troops aboard, one space each; Protectors give 2, Motherships 5).
* SCAN: an unused Command Bunker puts a scan marker on a system within its Comm range.
* TRANSFER: any units between two of the empire's own systems, neither blockaded, at any
  distance; cargo room is ignored for troops; the only way static units move.
* Arrival (`arrive`): Survey Teams only: a scan marker if they survive (a face-up hostile fleet
  destroys them), and an unowned face-down empty system is captured. With warships: a face-down
  system is turned face up; Survey Teams without their own warships in a hex with hostile warships
  are destroyed; an unowned face-down empty system is captured at once; otherwise a battle
  (combat.fight) if there is anything to fight, and the result is written back to the map.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.said import Said, said, said_json
from engines.throneworld import hexmap, tiles
from engines.throneworld import units as U
from engines.throneworld.combat import Battle, BattleOrders, BattleResult, Group, Side, fight, report_fields
from engines.throneworld.galaxy import Galaxy, System

Event = dict[str, Any]
NEUTRAL_GROUND_TECH = 1


class JumpOrder(BaseModel):
    origin: str
    to: str
    units: U.Units
    """Ships, and the troops riding aboard them."""
    bunker: str
    """The hex of the Command Bunker that orders the jump."""
    player: str = ""
    scrap: int = 0
    """Fighters left behind without carrier room, destroyed as the jump launches (4.51)."""


class ScanOrder(BaseModel):
    target: str
    bunker: str
    player: str = ""


# --- small helpers ----------------------------------------------------------------------------------


def hex_name(g: Galaxy, text: str | None, what: str = "hex") -> str:
    """A typed hex name, checked: 'd4' -> 'D4'."""
    c = hexmap.coord_of(text or "")
    if c is None:
        raise BadArguments(said("tw-refuse-not-a-hex", typed=text or "", what=what))
    name = hexmap.name_of(c)
    if name not in g.systems:
        raise IllegalAction(said("tw-refuse-not-in-game", hex=name))
    return name


def jump_range(g: Galaxy, player: str) -> int:
    return g.empires[player].jump


def comm_range(g: Galaxy, player: str) -> int:
    return g.empires[player].comm


def _uses(planned: list, player: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for o in planned:
        out[o.bunker] = out.get(o.bunker, 0) + 1
    return out


def bunkers_for(g: Galaxy, player: str, hex_: str, planned: list | None = None) -> list[str]:
    """Hexes with an unused Command Bunker of this empire within its Comm range of `hex_`
    (bunkers already named in `planned` orders are used up), nearest first."""
    used = _uses(planned or [], player)
    comm = comm_range(g, player)
    out = []
    for name, system in g.systems.items():  # a bunker stands in a stack of the empire, owned system or not
        st = system.stacks.get(player)
        if not st or st.unused_bunkers() - used.get(name, 0) <= 0:
            continue
        d = g.distance(name, hex_)
        if d is not None and d <= comm:
            out.append((d, name))
    return [n for _, n in sorted(set(out))]


def in_command(g: Galaxy, player: str, bunker: str, hex_: str) -> bool:
    d = g.distance(bunker, hex_)
    return d is not None and d <= comm_range(g, player)


def available(g: Galaxy, player: str, hex_: str, planned: list | None = None) -> U.Units:
    """Units of this empire at a hex that may still jump this turn (not static, not jumped, not
    already in a planned jump)."""
    st = g.systems[hex_].stacks.get(player)
    if not st:
        return {}
    free = U.without(st.units(), U.STATIC)
    for code, n in st.jumped.items():
        free[code] = max(0, free.get(code, 0) - n)
    for o in planned or []:
        if isinstance(o, JumpOrder) and o.origin == hex_:
            for code, n in o.units.items():
                free[code] = max(0, free.get(code, 0) - n)
    return U.clean(free)


def fighters_fit(ships: U.Units) -> bool:
    return ships.get("F", 0) <= U.capacity(ships)


# --- checks -------------------------------------------------------------------------------------------


def check_bunker(g: Galaxy, player: str, bunker: str, near: str, planned: list, verb: Said) -> None:
    st = g.systems[bunker].stacks.get(player)
    if not st or not st.troops.get("C"):
        raise IllegalAction(said("tw-refuse-no-bunker", hex=bunker))
    if st.unused_bunkers() - _uses(planned, player).get(bunker, 0) <= 0:
        raise IllegalAction(said("tw-refuse-bunkers-used", hex=bunker))
    d = g.distance(bunker, near)
    comm = comm_range(g, player)
    if d is None or d > comm:
        raise IllegalAction(said("tw-refuse-beyond-comm", hex=near, distance=d if d is not None else "?", bunker=bunker,
                                 comm=comm, verb=verb))


def check_jump(g: Galaxy, player: str, order: JumpOrder, planned: list | None = None) -> None:
    """Refuse an illegal jump with a sentence; `planned` are this turn's orders proposed before it."""
    planned = list(planned or [])
    origin, to, units = order.origin, order.to, U.clean(order.units)
    if not units:
        raise BadArguments(said("tw-refuse-name-jumpers"))
    static = U.only(units, U.STATIC)
    if static:
        raise IllegalAction(said("tw-refuse-static-jump", units=U.names(static)))
    ships = U.only(units, U.SHIPS)
    if not ships:
        raise IllegalAction(said("tw-refuse-troops-alone"))
    st = g.systems[origin].stacks.get(player)
    if not st or not U.contains(st.units(), units):
        raise IllegalAction(said("tw-refuse-do-not-have", units=U.text(units), hex=origin))
    free = available(g, player, origin, planned)
    if not U.contains(free, units):
        raise IllegalAction(said("tw-refuse-jumped-twice", units=U.text(units), hex=origin))
    aboard = U.only(units, U.MOBILE_TROOPS)
    if not U.cargo_ok(ships, aboard):
        raise IllegalAction(said("tw-refuse-cargo", needed=U.cargo_needed(ships, aboard), room=U.capacity(ships)))
    left = U.sub(st.units(), units)
    left_ships = U.only(left, U.SHIPS)
    stranded = max(0, left.get("F", 0) - U.capacity(left_ships))
    if order.scrap > stranded:
        raise IllegalAction(said("tw-refuse-scrap-only-stranded", count=stranded, hex=origin))
    if stranded > order.scrap:
        raise IllegalAction(said("tw-refuse-strands-fighters", count=stranded, hex=origin))
    check_bunker(g, player, order.bunker, origin, planned, said("tw-bunker-order-fleet", hex=origin))
    d = g.distance(origin, to)
    reach = jump_range(g, player)
    if d is None or d > reach:
        raise IllegalAction(said("tw-refuse-beyond-jump", hex=to, distance=d if d is not None else "?", origin=origin,
                                 reach=reach))
    survey_only = set(ships) <= {"T"} and not aboard
    if not survey_only and not g.scanned(player, to):
        raise IllegalAction(said("tw-refuse-not-scanned", hex=to))


def check_scan(g: Galaxy, player: str, order: ScanOrder, planned: list | None = None) -> None:
    planned = list(planned or [])
    if player in g.systems[order.target].scans or g.systems[order.target].owner == player:
        raise IllegalAction(said("tw-refuse-scanned-already", hex=order.target))
    if any(isinstance(o, ScanOrder) and o.target == order.target for o in planned):
        raise IllegalAction(said("tw-refuse-scanning-already", hex=order.target))
    check_bunker(g, player, order.bunker, order.target, planned, said("tw-bunker-scan", hex=order.target))


def check_transfer(g: Galaxy, player: str, origin: str, to: str, units: U.Units, home_return: bool = False) -> None:
    units = U.clean(units)
    if not units:
        raise BadArguments(said("tw-refuse-name-transfer"))
    if origin == to:
        raise IllegalAction(said("tw-refuse-transfer-same"))
    for name in (origin, to):
        s = g.systems[name]
        if s.owner != player:
            raise IllegalAction(said("tw-refuse-transfer-not-yours", hex=name))
        if g.blockaded(name):
            raise IllegalAction(said("tw-refuse-transfer-blockaded", hex=name, end="from" if name == origin else "to"))
    st = g.systems[origin].stacks.get(player)
    if not st or not U.contains(st.units(), units):
        raise IllegalAction(said("tw-refuse-do-not-have", units=U.text(units), hex=origin))
    if home_return and to != g.home(player):
        raise IllegalAction(said("tw-refuse-transfer-home"))
    left_ships = U.only(U.sub(st.units(), units), U.SHIPS)
    if left_ships.get("F") and not fighters_fit(left_ships):
        raise IllegalAction(said("tw-refuse-leaves-fighters", hex=origin))
    dest = g.systems[to].stacks.get(player)
    arriving = U.add(dest.ships if dest else {}, U.only(units, U.SHIPS))
    if arriving.get("F") and not fighters_fit(arriving):
        raise IllegalAction(said("tw-refuse-fighters-arrive", hex=to))


# --- effects ------------------------------------------------------------------------------------------


def use_bunker(g: Galaxy, player: str, hex_: str) -> None:
    st = g.systems[hex_].stack(player)
    if st.unused_bunkers() <= 0:
        raise IllegalAction(said("tw-refuse-bunkers-used", hex=hex_))
    st.used_bunkers += 1


def flip_bunkers(g: Galaxy) -> None:
    """End phase: every used Command Bunker is ready again; jump marks are cleared."""
    for s in g.systems.values():
        for st in s.stacks.values():
            st.used_bunkers = 0
            st.jumped = {}


def put(g: Galaxy, player: str, hex_: str, units: U.Units, jumped: bool = False) -> None:
    st = g.systems[hex_].stack(player)
    st.ships = U.add(st.ships, U.only(units, U.SHIPS))
    st.troops = U.add(st.troops, U.only(units, U.TROOPS))
    if jumped:
        st.jumped = U.add(st.jumped, U.without(units, U.STATIC))


def take(g: Galaxy, player: str, hex_: str, units: U.Units) -> U.Units:
    """Remove units from a stack (as many as are there); returns what was taken."""
    st = g.systems[hex_].stack(player)
    have = st.units()
    got = {c: min(n, have.get(c, 0)) for c, n in units.items()}
    got = U.clean(got)
    st.ships = U.sub(st.ships, U.only(got, U.SHIPS))
    st.troops = U.sub(st.troops, U.only(got, U.TROOPS))
    st.jumped = U.clean({c: min(n, st.units().get(c, 0)) for c, n in st.jumped.items()})
    st.used_bunkers = min(st.used_bunkers, st.troops.get("C", 0))
    return got


def transfer(g: Galaxy, player: str, origin: str, to: str, units: U.Units, home_return: bool = False) -> list[Event]:
    check_transfer(g, player, origin, to, units, home_return)
    st = g.systems[origin].stack(player)
    used_before = st.used_bunkers
    moved = take(g, player, origin, units)
    put(g, player, to, moved)
    carried_used = max(0, used_before - g.systems[origin].stack(player).troops.get("C", 0))
    g.systems[to].stack(player).used_bunkers += carried_used
    g.tidy()
    return [{"type": "transfer", "player": player, "from": origin, "to": to, "units": U.text(moved)}]


def scan(g: Galaxy, player: str, order: ScanOrder) -> list[Event]:
    """Resolve a scan whose bunker is already used (see `launch`)."""
    s = g.systems[order.target]
    if player not in s.scans:
        s.scans.append(player)
    return [{"type": "scan", "player": player, "hex": order.target, "bunker": order.bunker}]


def launch(g: Galaxy, player: str, orders: list) -> None:
    """Check a whole expansion plan (jumps and scans, in order) and use the bunkers it names."""
    planned: list = []
    for o in orders:
        if isinstance(o, JumpOrder):
            check_jump(g, player, o, planned)
        else:
            check_scan(g, player, o, planned)
        planned.append(o)
    for o in orders:
        use_bunker(g, player, o.bunker)


def sweep_surveys(g: Galaxy, hex_: str) -> list[Event]:
    """Survey Teams not accompanied by their own warships (a Shield counts: it is a ship of theirs),
    in a hex with a face-up hostile fleet (mobile warships: a lone Shield is no fleet), are destroyed."""
    events = []
    s = g.systems[hex_]
    for p, st in list(s.stacks.items()):
        if st.ships.get("T") and st.warships() == 0 and g.hostile_fleet(p, hex_):
            lost = st.ships.pop("T")
            events.append({"type": "survey_lost", "player": p, "hex": hex_, "count": lost})
    g.tidy()
    return events


def _capture(g: Galaxy, player: str, s: System, how: str) -> Event:
    previous = s.owner
    s.owner = player
    s.face_up = True
    if player not in s.scans:
        s.scans.append(player)
    return {"type": "captured", "player": player, "hex": s.name, "from": previous, "how": how,
            "throneworld": s.kind == "throne"}


def reveal(g: Galaxy, s: System) -> list[Event]:
    if s.face_up:
        return []
    s.face_up = True
    assert s.tile is not None
    tile = tiles.tile(s.tile)
    return [{"type": "revealed", "hex": s.name, "tile": tile.label(), "words": said_json(tiles.words(tile))}] \
        + sweep_surveys(g, s.name)


def retreat_options(g: Galaxy, player: str, hex_: str, busy: set[str]) -> list[str]:
    """Where a defending fleet may retreat: own systems in Jump range, no battle pending, not blockaded."""
    reach = jump_range(g, player)
    found = []
    for name in g.owned(player):
        d = g.distance(hex_, name)
        if name == hex_ or d is None or d > reach or name in busy or g.blockaded(name):
            continue
        found.append((d, name))
    return [n for _, n in sorted(found)]


def arrive(g: Galaxy, player: str, to: str, orders: list[JumpOrder], rng: Rng,
           intercepts: list[JumpOrder] | None = None, busy: set[str] | None = None) -> list[Event]:
    """Resolve fleets arriving together at one hex (their bunkers already used): move them, then
    capture, battle or just arrive. `intercepts` are the system owner's fleets jumping in to defend
    (their bunkers used too); `busy` are hexes with battles still pending (no retreat there)."""
    s = g.systems[to]
    events: list[Event] = []
    groups: list[Group] = []
    surveys = 0
    for o in orders:
        got = take(g, player, o.origin, o.units)
        scrapped = take(g, player, o.origin, {"F": o.scrap}) if o.scrap else {}
        if scrapped:
            events.append({"type": "scrapped", "player": player, "hex": o.origin, "units": U.text(scrapped)})
        surveys += got.pop("T", 0)
        groups.append(Group(ships=U.only(got, U.SHIPS), aboard=U.only(got, U.MOBILE_TROOPS), origin=o.origin,
                            in_command=in_command(g, player, o.bunker, to)))
        events.append({"type": "jump", "player": player, "from": o.origin, "to": to,
                       "units": U.text(got | ({"T": o.units["T"]} if o.units.get("T") else {}))})
    # the owner's intercepting fleets are placed before anything resolves (8.2), so they also catch a
    # fleet of Survey Teams alone (8.3: it is destroyed and places no scan marker)
    owner_intercepts = [i for i in intercepts or [] if s.owner]
    events += _place_intercepts(g, s, owner_intercepts)
    warships = sum(U.count(gr.ships, U.WARSHIPS) for gr in groups)
    if not warships:
        return events + _survey_arrival(g, player, s, surveys)
    # fleets with warships
    if s.owner is None and not s.face_up and s.empty_tile:
        events.append(_capture(g, player, s, "empty"))
        for gr in groups:
            put(g, player, to, U.add(gr.ships, gr.aboard), jumped=True)
        put(g, player, to, {"T": surveys} if surveys else {}, jumped=True)
        return events
    events += reveal(g, s)
    battle, space_player = _battle_for(g, player, s, groups, owner_intercepts)
    if battle is None:
        for gr in groups:
            put(g, player, to, U.add(gr.ships, gr.aboard), jumped=True)
        put(g, player, to, {"T": surveys} if surveys else {}, jumped=True)
        # troops aboard may simply land on an undefended system (regular invasion in command, or drop)
        landing = _undefended_landing(g, player, s, groups)
        if landing and s.owner != player:
            events.append(_capture(g, player, s, "invasion"))
        events += sweep_surveys(g, to)
        return events
    battle.defender_retreats = retreat_options(g, space_player, to, busy or set()) if space_player else []
    result = fight(battle, rng)
    events.append({"type": "battle", "hex": to, "attacker": player, "defender": space_player or s.owner,
                   "captured": result.captured, "winner": result.winner, **report_fields(result),
                   "result": result.model_dump(mode="json")})
    events += _apply(g, player, s, result, space_player, surveys)
    return events


def _place_intercepts(g: Galaxy, s: System, intercepts: list[JumpOrder]) -> list[Event]:
    events: list[Event] = []
    for i in intercepts:
        got = take(g, s.owner or "", i.origin, i.units)
        put(g, s.owner or "", s.name, got)
        events.append({"type": "intercept", "player": s.owner, "from": i.origin, "to": s.name, "units": U.text(got)})
    return events


def fight_here(g: Galaxy, attacker: str, hex_: str, rng: Rng, invade: bool = False,
               busy: set[str] | None = None) -> list[Event]:
    """A battle where the attacker's units already are (no jump): ships built under a blockade
    (6.3.1: the blockader attacks, the system's owner defends) or a revolt at a captured homeworld
    (its former owner attacks; pass invade=True so the new troops fight on the ground). The
    attacker's ships cannot retreat: they came from nowhere."""
    s = g.systems[hex_]
    st = s.stacks.get(attacker)
    if not st:
        return []
    units = take(g, attacker, hex_, U.without(st.units(), U.STATIC))
    surveys = units.pop("T", 0)
    group = Group(ships=U.only(units, U.SHIPS), aboard=U.only(units, U.MOBILE_TROOPS), origin=None,
                  in_command=invade)
    battle, space_player = _battle_for(g, attacker, s, [group], [])
    if battle is None:
        put(g, attacker, hex_, units)
        put(g, attacker, hex_, {"T": surveys} if surveys else {})
        return []
    battle.attacker.orders = battle.attacker.orders.model_copy(update={"retreat": "never"})
    if not invade:
        battle.attacker.orders = battle.attacker.orders.model_copy(update={"drop": False, "invade": False})
    battle.defender_retreats = retreat_options(g, space_player, hex_, busy or set()) if space_player else []
    result = fight(battle, rng)
    events: list[Event] = [{"type": "battle", "hex": hex_, "attacker": attacker, "defender": space_player or s.owner,
                            "captured": result.captured, "winner": result.winner, **report_fields(result),
                            "result": result.model_dump(mode="json")}]
    return events + _apply(g, attacker, s, result, space_player, surveys)


def _survey_arrival(g: Galaxy, player: str, s: System, surveys: int) -> list[Event]:
    own = s.stacks.get(player)
    if g.hostile_fleet(player, s.name) and not (own and own.warships()):
        return [{"type": "survey_lost", "player": player, "hex": s.name, "count": surveys}]
    put(g, player, s.name, {"T": surveys}, jumped=True)
    events: list[Event] = []
    if player not in s.scans:
        s.scans.append(player)
        events.append({"type": "scan", "player": player, "hex": s.name, "by": "survey"})
    if s.owner is None and not s.face_up and s.empty_tile:
        events.append(_capture(g, player, s, "empty"))
    return events


def _undefended_landing(g: Galaxy, player: str, s: System, groups: list[Group]) -> bool:
    """No defenders at all: troops in command (or drop units) land and take the system."""
    if s.owner == player or s.neutral_troops() or (s.owner and U.only(s.units_of(s.owner), U.TROOPS)):
        return False
    race = g.race(player)
    return any(any(U.can_drop(c, race) for c in gr.aboard) or (gr.in_command and gr.aboard) for gr in groups)


def _battle_for(g: Galaxy, player: str, s: System, groups: list[Group],
                intercepts: list[JumpOrder]) -> tuple[Battle | None, str | None]:
    """Who fights whom at this hex; None when nothing opposes the arriving fleets."""
    emp = g.empires[player]
    attacker = Side(owner=player, race=emp.race, space_tech=emp.space, ground_tech=emp.ground, jump_tech=emp.jump,
                    orders=g.battle_orders(player))
    others = [(p, st) for p, st in s.stacks.items() if p != player and st.warships() > 0]
    space_player: str | None = None
    space_def: Side | None = None
    defence = Group()
    if others:
        space_player, st = max(others, key=lambda x: x[1].warships())
        e = g.empires[space_player]
        space_def = Side(owner=space_player, race=e.race, space_tech=e.space, ground_tech=e.ground,
                         jump_tech=e.jump, orders=g.battle_orders(space_player, defending=True))
        aboard = {} if s.owner == space_player else U.only(st.troops, U.MOBILE_TROOPS)
        defence = Group(ships=U.without(st.ships, "T"), aboard=aboard,
                        intercepting=bool(intercepts),
                        in_command=any(in_command(g, space_player, i.bunker, s.name) for i in intercepts))
        if intercepts:
            # troops that came by intercept stay aboard (they may only reinforce)
            arrived: dict[str, int] = {}
            for i in intercepts:
                arrived = U.add(arrived, U.only(i.units, U.MOBILE_TROOPS))
            defence.aboard = U.add(defence.aboard, arrived)
    elif s.face_up and U.count(s.neutral, U.WARSHIPS):
        space_def = Side(owner=None, space_tech=s.space_tech or 1, ground_tech=s.ground_tech or 1,
                         orders=_neutral_orders())
        defence = Group(ships=s.neutral_ships())
    ground_def: Side | None = None
    army: U.Units = {}
    if s.owner and s.owner != player:
        e = g.empires[s.owner]
        ground_def = Side(owner=s.owner, race=e.race, space_tech=e.space, ground_tech=e.ground, jump_tech=e.jump,
                          orders=g.battle_orders(s.owner, defending=True))
        army = U.only(s.units_of(s.owner), U.TROOPS)
        if space_player == s.owner:
            army = U.sub(army, defence.aboard) if U.contains(army, defence.aboard) else army
    elif s.owner is None:
        ground_def = Side(owner=None, space_tech=s.space_tech or 1,
                          ground_tech=s.ground_tech or NEUTRAL_GROUND_TECH, orders=_neutral_orders())
        army = s.neutral_troops()
    if space_def is None and not army:
        return None, None
    race = emp.race
    can_land = any(any(U.can_drop(c, race) for c in gr.aboard) or (gr.in_command and gr.aboard) for gr in groups)
    if space_def is None and (s.owner == player or not can_land):
        return None, None
    return Battle(hex=s.name, attacker=attacker, groups=groups, space_defender=space_def, defence=defence,
                  ground_defender=ground_def, army=army, attacker_owns=s.owner == player), space_player


def _neutral_orders() -> BattleOrders:
    from engines.throneworld.combat import NEUTRAL_ORDERS
    return NEUTRAL_ORDERS


def _apply(g: Galaxy, player: str, s: System, result: BattleResult, space_player: str | None,
           surveys: int) -> list[Event]:
    events: list[Event] = []
    to = s.name
    stayed = False
    back_to: str | None = None
    for gr in result.groups:
        units = U.add(gr.ships, gr.aboard)
        if gr.retreated_to:
            put(g, player, gr.retreated_to, units, jumped=True)
            back_to = back_to or gr.retreated_to
        elif U.count(gr.ships, U.WARSHIPS):
            put(g, player, to, units, jumped=True)
            stayed = True
    # the defenders
    if space_player:
        st = s.stack(space_player)
        troops_here = st.troops
        st.ships = U.add(U.only(st.ships, "T"), {} if result.defence_retreated_to else result.defence.ships)
        if result.defence_retreated_to:
            put(g, space_player, to, U.only(result.defence.ships, "S"))
            put(g, space_player, result.defence_retreated_to,
                U.add(U.without(result.defence.ships, "S"), result.defence.aboard))
            if s.owner != space_player:
                st.troops = U.without(troops_here, U.MOBILE_TROOPS)
        elif s.owner != space_player:
            st.troops = U.add(U.without(troops_here, U.MOBILE_TROOPS), result.defence.aboard)
    if s.owner is None:
        if space_player:
            ships = s.neutral_ships()  # (a player's fleet and neutral ships never share a hex)
        else:
            ships = {} if result.captured else U.only(result.defence.ships, U.WARSHIPS)
        s.neutral = U.add(ships, result.army)
    if s.owner and s.owner != player:
        st = s.stack(s.owner)
        aboard = result.defence.aboard if space_player == s.owner and not result.defence_retreated_to else {}
        st.troops = U.add(result.army, aboard)
        st.used_bunkers = min(st.used_bunkers, st.troops.get("C", 0))
    if result.captured:
        if s.owner is None:
            s.neutral = {}
        events.append(_capture(g, player, s, "invasion"))
        put(g, player, to, result.attacker_army)
    elif result.attacker_army:
        put(g, player, to, result.attacker_army)
    # survey teams that rode along
    if surveys:
        if stayed or not g.hostile_warships(player, to):
            put(g, player, to, {"T": surveys}, jumped=True)
        elif back_to:
            put(g, player, back_to, {"T": surveys}, jumped=True)
        else:
            events.append({"type": "survey_lost", "player": player, "hex": to, "count": surveys})
    g.tidy()
    events += sweep_surveys(g, to)
    return events
