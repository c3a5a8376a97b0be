"""A turn's plans on the ground: checking jumps, scans, transfers and intercepts, and resolving a
committed plan (jumps to one hex arrive together, with the owner's intercepting fleets)."""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import IllegalAction
from engines.rng import Rng
from engines.said import said
from engines.throneworld import movement
from engines.throneworld import units as U
from engines.throneworld.board import (
    as_orders,
    bunkers_in_comm,
    distance,
    hex_name,
    tech,
    units_at,
    units_text,
)
from engines.throneworld.galaxy import Galaxy
from engines.throneworld.movement import JumpOrder, ScanOrder
from engines.throneworld.reactions import Proposal

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
               planned: list[Proposal], survey_only: bool = False, scrap: int = 0) -> Proposal:
    origin = hex_name(g, fleet)
    dest = hex_name(g, to)
    orders = as_orders(planned, player)
    free = movement.available(g, player, origin, orders)
    if units.strip():
        wanted = U.parse(units)
    elif survey_only:
        wanted = U.only(free, "T")
    else:
        wanted = load(free)
    if not wanted:
        raise IllegalAction(said("tw-refuse-no-jumpers", hex=origin))
    if survey_only and set(wanted) != {"T"}:
        raise IllegalAction(said("tw-refuse-outreach-surveys"))
    bunker = _ordering_bunker(g, player, origin, bunker, orders, for_jump=True)
    movement.check_jump(g, player, JumpOrder(origin=origin, to=dest, units=wanted, bunker=bunker, player=player,
                                             scrap=scrap), orders)
    return Proposal(kind="jump", bunker=bunker, target=dest, origin=origin, units=wanted, scrap=scrap)


def _ordering_bunker(g: Galaxy, player: str, at: str, bunker: str | None, orders: list, for_jump: bool = False) -> str:
    """The bunker named, or by default the first unused one within Comm range of `at`."""
    if bunker is not None:
        return hex_name(g, bunker)
    candidates = movement.bunkers_for(g, player, at, orders)
    if not candidates:
        raise IllegalAction(said("tw-refuse-no-bunker-in-range", comm=tech(g, player, "comm"), hex=at,
                                 purpose="jump" if for_jump else "none"))
    return candidates[0]


def check_scan(g: Galaxy, player: str, hex_: str, bunker: str | None, planned: list[Proposal]) -> Proposal:
    target = hex_name(g, hex_)
    orders = as_orders(planned, player)
    if player in g.systems[target].scans or g.systems[target].owner == player:
        raise IllegalAction(said("tw-refuse-scanned-already", hex=target))
    bunker = _ordering_bunker(g, player, target, bunker, orders)
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
        raise IllegalAction(said("tw-refuse-no-fleet", hex=fleet))
    reach = tech(g, player, "jump")
    d = distance(g, fleet, target)
    if d > reach:
        raise IllegalAction(said("tw-refuse-intercept-range", hex=target, reach=reach, fleet=fleet))
    if bunker not in movement.bunkers_for(g, player, fleet):
        raise IllegalAction(said("tw-refuse-no-bunker-for-fleet", hex=bunker, fleet=fleet))
    movable = U.without(st.units(), U.STATIC)
    wanted = U.parse(units) if units.strip() else load(movable)
    if not U.contains(movable, wanted) or not U.count(wanted, "BPMF"):
        raise IllegalAction(said("tw-refuse-intercept-units", fleet=fleet))
    if not U.cargo_ok(U.only(wanted, U.SHIPS), U.only(wanted, U.MOBILE_TROOPS)):
        raise IllegalAction(said("tw-refuse-intercept-cargo"))
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
            orders.append(JumpOrder(origin=p.origin or "", to=p.target, units=units, bunker=p.bunker, player=player,
                                    scrap=p.scrap))
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
