"""What the chits do on the ground: Economic Boom, Sabotage, HW Return, and the events (Rebels,
Imperial Attack, Imperial Sabotage)."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction
from engines.rng import Rng
from engines.said import said
from engines.throneworld import movement, races, sabotage, tiles
from engines.throneworld import units as U
from engines.throneworld.board import (
    FAR,
    defending_side,
    hex_name,
    units_at,
    units_text,
)
from engines.throneworld.combat import (
    NEUTRAL_ORDERS,
    Battle,
    BattleOrders,
    Group,
    Side,
    fight,
    report_fields,
)
from engines.throneworld.galaxy import Galaxy

# --- action chits -------------------------------------------------------------------------------


def _own_target(g: Galaxy, player: str, target: str | None) -> str:
    where = hex_name(g, target)
    if g.systems[where].owner != player or g.blockaded(where):
        raise IllegalAction(said("tw-refuse-not-free-system", hex=where))
    return where


def check_develop(g: Galaxy, player: str, target: str | None, value: int) -> None:
    where = _own_target(g, player, target)
    s = g.systems[where]
    if s.kind in ("home", "throne") or s.dev >= 6:
        raise IllegalAction(said("tw-refuse-boom-full", hex=where, dev=s.dev))


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
        raise IllegalAction(said("tw-refuse-not-others-system", hex=where))
    if imperial and s.kind == "home":
        raise IllegalAction(said("tw-refuse-event-on-home"))
    if s.dev <= s.printed_dev:
        raise IllegalAction(said("tw-refuse-sabotage-printed", hex=where))


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
        raise IllegalAction(said("tw-refuse-no-force", hex=where))
    if s.kind in ("home", "throne") and s.owner in victims:
        # the owner's force there is protected; someone else's fleet there is not
        victims.remove(s.owner)
        if not victims:
            raise IllegalAction(said("tw-refuse-force-protected"))
    victim = s.owner if s.owner in victims else victims[0]
    if imperial and s.kind == "home":
        raise IllegalAction(said("tw-refuse-event-on-home"))
    return where, victim


def _victim_removal(g: Galaxy, where: str, victim: str, space: int, ground_: int) -> dict[str, int]:
    """The victim's choice among the removals the rules allow: the cheapest. At its own system the
    owner may first load its troops aboard its fleet or leave them on the ground (4.53; the rulebook's
    Sabotage 3 example: with the army aboard only one Protector is lost); elsewhere they are aboard."""
    s = g.systems[where]
    st = s.stacks[victim]
    troops = U.only(st.troops, U.TROOPS)
    ships = U.without(st.ships, "T")
    loadings = [U.only(troops, U.MOBILE_TROOPS)]
    if s.owner == victim:
        loadings = [{}, _aboard_as_many_as_fit(ships, troops)]
    options = []
    for aboard in loadings:
        army = U.sub(troops, aboard) if s.owner == victim else U.only(troops, "C")
        options += sabotage.legal_split_removals(ships, army, space, ground_, aboard)
    return min(options, key=lambda r: (U.force_cost(r, g.race(victim)), U.text(r)))


def _aboard_as_many_as_fit(ships: dict[str, int], troops: dict[str, int]) -> dict[str, int]:
    """The owner's mobile troops loaded into its fleet's cargo room, as many as fit (Fighters first
    take their room)."""
    room = U.capacity(ships) - ships.get("F", 0)
    aboard: dict[str, int] = {}
    for code in "HADL":
        take = min(troops.get(code, 0), max(room, 0))
        if take:
            aboard[code] = take
            room -= take
    return aboard


def check_sabotage_force(g: Galaxy, player: str, target: str | None, space: int | None, ground_: int | None,
                         value: int, imperial: bool = False) -> None:
    _victim(g, player, target, imperial)
    if (space or 0) < 0 or (ground_ or 0) < 0 or (space or 0) + (ground_ or 0) != value:
        raise BadArguments(said("tw-refuse-sabotage-split", value=value))


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
        raise IllegalAction(said("tw-refuse-not-scanned-neutral", hex=where))
    return where


def check_sabotage_neutral(g: Galaxy, player: str, target: str | None, units: str, value: int) -> None:
    where = _neutral_target(g, player, target)
    s = g.systems[where]
    remove = U.parse(units)
    legal = sabotage.legal_removals(s.neutral_ships(), s.neutral_troops(), value)
    if remove not in legal:
        shown = tuple(U.text(r) for r in legal[:6]) or said("tw-units-nothing")
        raise IllegalAction(said("tw-refuse-removal", value=value, allowed=shown))


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


def check_hw_return(g: Galaxy, player: str, origins: list[str], units: str = "") -> None:
    home = g.home(player)
    if not origins or len(origins) > 2:
        raise BadArguments(said("tw-refuse-hw-origins"))
    names = [hex_name(g, o) for o in origins]
    if len(set(names)) != len(names) or home in names:
        raise IllegalAction(said("tw-refuse-hw-two"))
    for name, wanted in zip(names, _returning(g, player, names, units), strict=True):
        movement.check_transfer(g, player, name, home, wanted, home_return=True)


def hw_return(g: Galaxy, player: str, origins: list[str], units: str = "") -> list[Event]:
    home = g.home(player)
    names = [hex_name(g, o) for o in origins]
    events: list[Event] = []
    for name, wanted in zip(names, _returning(g, player, names, units), strict=True):
        events += movement.transfer(g, player, name, home, wanted, home_return=True)
    return events


def _returning(g: Galaxy, player: str, names: list[str], units: str) -> list[dict[str, int]]:
    """The units each origin sends home. HW Return is a TRANSFER, which moves as many units as the
    player wants: `units` names them (for two origins, one list each, separated by ';'); none named
    brings everything there home, as a transfer does."""
    if not units.strip():
        return [units_at(g, player, name) for name in names]
    lists = units.split(";")
    if len(lists) != len(names):
        raise BadArguments(said("tw-refuse-hw-units", count=len(names)))
    return [U.parse(text) for text in lists]


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
                    groups=[Group(aboard={"L": 2}, in_command=True)], ground_defender=defending_side(g, defender),
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
                    space_defender=defending_side(g, defender) if U.count(defence.ships, U.WARSHIPS) else None,
                    defence=defence, ground_defender=defending_side(g, defender), army=U.only(st.troops, U.TROOPS))
    result = fight(battle, rng)
    st.ships = U.add(U.only(st.ships, "T"), result.defence.ships)
    st.troops = U.add(result.army, result.defence.aboard)
    st.used_bunkers = min(st.used_bunkers, st.troops.get("C", 0))
    events.append({"type": "battle", "hex": target, "attacker": "imperial", "defender": defender,
                   "captured": result.captured, "winner": result.winner, **report_fields(result)})
    if result.captured:
        events.append(_lose_system(g, target, {}, "imperial_attack"))
    g.tidy()
    return events
