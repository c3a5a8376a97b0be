"""Which units a Sabotage may remove from a force (the rules' removal limits).

Points: Shields and Heavy Infantry 2, Command Bunkers 3, everything else 1. A removal may not
exceed the points named, must leave at least one unit in each fleet and each army, and may not take
a ship whose cargo would then have no room (Fighters and troops aboard). Among removals that obey
these limits, the losses must be as large as possible (we read "must satisfy the indicated losses
if possible" that way; the rulebook's example lists only full-value options). Survey Teams are not
part of a fleet here.
"""

from __future__ import annotations

from itertools import product

from engines.throneworld import units as U


def _subsets(units: U.Units, points: int) -> list[U.Units]:
    """Every part of `units` worth at most `points` (a bigger part is never allowed, and skipping
    those keeps a large force's enumeration small)."""
    codes = sorted(units)
    caps = [min(units[c], points // U.UNITS[c].sabotage_points) for c in codes]
    parts = (U.clean(dict(zip(codes, counts, strict=True))) for counts in product(*(range(n + 1) for n in caps)))
    return [p for p in parts if U.sabotage_points(p) <= points]


def allowed(fleet: U.Units, aboard: U.Units, army: U.Units, removal: U.Units, points: int) -> bool:
    """The limits alone (not maximality)."""
    ships = U.without(fleet, "T")
    space_cut, ground_cut = U.only(removal, U.SHIPS), U.only(removal, U.TROOPS)
    aboard_cut = {c: min(n, aboard.get(c, 0)) for c, n in ground_cut.items()}
    army_cut = U.sub(ground_cut, U.clean(aboard_cut)) if U.contains(ground_cut, U.clean(aboard_cut)) else ground_cut
    if not (U.contains(ships, space_cut) and U.contains(aboard, U.clean(aboard_cut)) and U.contains(army, army_cut)):
        return False
    if U.sabotage_points(removal) > points:
        return False
    ships_left = U.sub(ships, space_cut)
    aboard_left = U.sub(aboard, U.clean(aboard_cut))
    if ships and U.count(ships_left) == 0:
        return False
    if army and U.count(U.sub(army, army_cut)) == 0:
        return False
    return U.cargo_ok(ships_left, aboard_left) or not U.cargo_ok(ships, aboard)


def legal_removals(fleet: U.Units, army: U.Units, points: int, aboard: U.Units | None = None) -> list[U.Units]:
    """Every removal of up to `points` points (one pool) that obeys the limits and is as large as
    possible. Troops aboard are removed before troops on the ground of the same kind."""
    aboard = aboard or {}
    pool = U.add(U.without(fleet, "T"), U.add(aboard, army))
    ok = [r for r in _subsets(pool, points) if allowed(fleet, aboard, army, r, points)]
    if not ok:
        return [{}]
    best = max(U.sabotage_points(r) for r in ok)
    return [r for r in ok if U.sabotage_points(r) == best]


def legal_split_removals(fleet: U.Units, army: U.Units, space_points: int, ground_points: int,
                         aboard: U.Units | None = None) -> list[U.Units]:
    """Against a player's force: the attacker splits the points between space and ground units;
    each part must be as large as the limits allow. (The ships' part and the troops' part are each
    enumerated within their own points: enumerating the whole force within the sum and filtering took
    20 ms against a large force.)"""
    aboard = aboard or {}
    pool = U.add(U.without(fleet, "T"), U.add(aboard, army))
    ok = [U.add(ships, troops)
          for ships in _subsets(U.only(pool, U.SHIPS), space_points)
          for troops in _subsets(U.only(pool, U.TROOPS), ground_points)
          if allowed(fleet, aboard, army, U.add(ships, troops), space_points + ground_points)]
    if not ok:
        return [{}]
    best = max((U.sabotage_points(U.only(r, U.SHIPS)), U.sabotage_points(U.only(r, U.TROOPS))) for r in ok)
    return [r for r in ok
            if (U.sabotage_points(U.only(r, U.SHIPS)), U.sabotage_points(U.only(r, U.TROOPS))) == best]
