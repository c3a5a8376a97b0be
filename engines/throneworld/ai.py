"""The empire AI: explores with Survey Teams and scans, takes neutrals it can beat (by the odds
estimator, sending the smallest share of a fleet that is sure to win so the rest can attack too),
attacks the Throneworld with every fleet in reach once together they have a fair chance to take it, keeps
its fleets in command, brings stranded fleets home (HW Return), keeps its homeworld defended
(counting what it has on order), buys carriers for its troops, researches, answers jams and
intercepts and counter-jams them.

Every move it makes is checked by the engine's own checks; anything refused falls back to the
timeout move (always legal), so the AI never stalls a table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from engines.errors import IllegalAction
from engines.throneworld import actions as A
from engines.throneworld import board, candidates, chit_effects, chit_step, empire, expansion, flow, plans, responses
from engines.throneworld import units as U
from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS
from engines.throneworld.state import Phase, ThroneworldState

WIN_ODDS = 0.75
"""Attack a neutral only with at least this chance to capture it."""
SCREEN_TRIALS = 4
SCREEN_ODDS = 0.5
"""An attack is estimated in full only if it wins at least this share of SCREEN_TRIALS quick fights."""
SURE_ODDS = 0.9
SHARES = (0.25, 0.5)
"""Smaller parts of a fleet tried for an attack, smallest first; the first with SURE_ODDS goes."""
THRONE_ODDS = 0.25
"""Attack the Throneworld (six systems at once) with at least this chance to take it (measured: at 0.4
the AI waited too long in crowded games, attacking it in 40 % of 6-player games; at 0.25 in 57 %, and
in 60-77 % with 2-4 players; nine attacks in ten take it, eight in ten with 6 players)..."""
LAST_CHANCE_ODDS = 0.1
"""...or this one once a rival is about to win: six systems may be the only way to stay in the race."""
ARMY = ["2B M 3D 2A", "B P 2D", "B P D L", "P 2L", "B"]
"""Production packages, best first: ships with cargo and the army they carry (never troops alone,
which would sit at home with no carrier)."""
HOME_GUARD = 4
"""Heavy Infantry kept (or ordered) at a threatened homeworld."""


def choose(engine: Any, state: Any, player: str, rand: random.Random) -> Any:
    try:
        action = _choose(engine, state, player, rand)
        if action is not None:
            engine.check(state, player, action)
            return action
    except IllegalAction:
        pass
    return engine.on_timeout(state, player, None)


def _ok(engine: Any, state: Any, player: str, action: Any) -> bool:
    try:
        engine.check(state, player, action)
    except IllegalAction:
        return False
    return True


def _choose(engine: Any, state: Any, player: str, rand: random.Random) -> Any:
    choose = CHOICES.get(state.phase)  # the table is at the end of this module, below the choosers
    return choose(engine, state, player) if choose else None


def _counterjam(engine: Any, state: Any, player: str) -> Any:
    options = responses.counter_options(state)
    if options:
        index, bunker = options[0]
        return A.Counterjam(response=index + 1, bunker=bunker)
    return A.Pass()


def _followup(engine: Any, state: Any, player: str) -> Any:
    followup = state.open_followup
    if followup.kind == "artifact":
        return A.Research(tech=_research_choice(state, player))
    return _build(engine, state, player, followup.mode, followup.builds)


def _research(engine: Any, state: Any, player: str) -> Any:
    return A.Research(tech=_research_choice(state, player))


def _production(engine: Any, state: Any, player: str) -> Any:
    return _build(engine, state, player, "production", state.pending[player].builds)


# --- outreach and moves -------------------------------------------------------------------------


def _outreach(engine: Any, state: Any, player: str) -> Any:
    pending = state.pending[player]
    if len(pending.jumps) < 2:
        planned = {j.target for j in pending.jumps}
        for fleet, to, _bunker, units in candidates.jump_candidates(state.ground, player, pending.jumps, True):
            if to not in planned and _ok(engine, state, player, A.Jump(fleet=fleet, to=to, units=units)):
                return A.Jump(fleet=fleet, to=to, units=units)
    return A.Commit()


def _targets_value(state: Any, player: str, target: str) -> float:
    h = state.ground.systems[target]
    value = 1.0 + h.dev / 4
    if target == board.throneworld(state.ground):
        value += 6
    if h.owner is not None:
        value += 1  # taking a system from a rival counts twice in the race
    return value


def _move(engine: Any, state: Any, player: str) -> Any:
    if len(state.plan) >= expansion.MAX_PLAN:
        return A.Commit()
    for step in (_throneworld_assault, _best_attack, _command_for_a_stranded_fleet, _explore, _advance,
                 _spare_bunker_forward):
        action = step(engine, state, player)
        if action is not None:
            return action
    return A.Commit()


def _command_for_a_stranded_fleet(engine: Any, state: Any, player: str) -> A.Transfer | None:
    """A big fleet at one of our worlds with no bunker of ours in Comm range can never jump again:
    move a bunker to it from a world that keeps one (a transfer is the whole move, so only when no
    attack was found)."""
    ground = state.ground
    if state.plan:
        return None
    mine = [h for h in board.own_systems(ground, player) if not board.blockaded(ground, h)]
    bunkers = {h: board.units_at(ground, player, h).get("C", 0) for h in mine}
    comm = board.tech(ground, player, "comm")
    for name in mine:
        commanded = any(n and board.distance(ground, h, name) <= comm for h, n in bunkers.items())
        if commanded or U.count(board.units_at(ground, player, name), "BPMF") < 4:
            continue
        for source in sorted((h for h, n in bunkers.items() if n >= 2), key=lambda h: -bunkers[h]):
            action = A.Transfer(origin=source, to=name, units="C")
            if _ok(engine, state, player, action):
                return action
    return None


def _explore(engine: Any, state: Any, player: str) -> A.Jump | A.Scan | None:
    """The Throneworld first (what defends it decides the game's plan), then Survey Teams to unscanned
    hexes, then scans, nearest our homeworld first."""
    ground = state.ground
    planned = {p.target for p in state.plan}
    tw = board.throneworld(ground)
    if not ground.scanned(player, tw) and tw not in planned:
        surveys = [h for h, s in ground.systems.items() if s.stacks.get(player) and s.stacks[player].ships.get("T")]
        tries: list[A.Scan | A.Jump] = [A.Scan(hex=tw), *(A.Jump(fleet=h, to=tw, units="T") for h in surveys)]
        for attempt in tries:
            if _ok(engine, state, player, attempt):
                return attempt
    for fleet, to, _bunker, units in candidates.jump_candidates(ground, player, state.plan, False):
        if units == "T" and to not in planned:
            action = A.Jump(fleet=fleet, to=to, units="T")
            if _ok(engine, state, player, action):
                return action
    home = ground.home(player)
    for hex_, _bunker in sorted(candidates.scan_candidates(ground, player, state.plan),
                                key=lambda c: board.distance(ground, c[0], home)):
        if hex_ not in planned:
            scan = A.Scan(hex=hex_)
            if _ok(engine, state, player, scan):
                return scan
    return None


def _advance(engine: Any, state: Any, player: str) -> A.Jump | None:
    """The strongest idle fleet moves to one of our worlds nearer the Throneworld."""
    ground = state.ground
    tw = board.throneworld(ground)
    mine = [h for h in board.own_systems(ground, player) if not board.blockaded(ground, h)]
    if not mine:
        return None
    front = min(mine, key=lambda h: (board.distance(ground, h, tw), h))
    planned = {p.origin for p in state.plan}
    fleets = sorted(((name, sum(s.stacks[player].units().values())) for name, s in ground.systems.items()
                     if player in s.stacks and name != front and name not in planned),
                    key=lambda x: -x[1])
    for origin, size in fleets:
        if size < 4 or board.distance(ground, origin, tw) <= board.distance(ground, front, tw):
            continue
        for to in sorted(mine, key=lambda h: (board.distance(ground, h, tw), h)):
            if board.distance(ground, to, tw) >= board.distance(ground, origin, tw):
                break
            action = A.Jump(fleet=origin, to=to)
            if _ok(engine, state, player, action):
                return action
    return None


def _spare_bunker_forward(engine: Any, state: Any, player: str) -> A.Transfer | None:
    """Nothing to do nearby: a third bunker at home goes to the world nearest the Throneworld."""
    ground = state.ground
    if state.plan or state.transfer is not None:
        return None
    home = ground.home(player)
    frontier = [h for h in board.own_systems(ground, player) if h != home and not board.blockaded(ground, h)
                and not board.units_at(ground, player, h).get("C")]
    if board.units_at(ground, player, home).get("C", 0) < 3 or not frontier:
        return None
    to = min(frontier, key=lambda h: board.distance(ground, h, board.throneworld(ground)))
    action = A.Transfer(origin=home, to=to, units="C")
    return action if _ok(engine, state, player, action) else None


def _throneworld_assault(engine: Any, state: Any, player: str) -> A.Jump | None:
    """Every fleet in reach jumps to the Throneworld together (the plan's jumps to one hex arrive
    together) once together they are likely to take it; once begun, the rest of the plan joins in."""
    ground = state.ground
    tw = board.throneworld(ground)
    if board.owner(ground, tw) == player or not ground.scanned(player, tw):
        return None
    begun = [p for p in state.plan if p.kind == "jump" and p.target == tw]
    joining = []
    for origin in candidates.fleets_in_reach(ground, player, tw, state.plan):
        action = A.Jump(fleet=origin, to=tw)
        try:
            joining.append((action, expansion.check_plan_jump(state, player, action)))
        except IllegalAction:
            continue
    if not joining:
        return None
    joining.sort(key=lambda j: -U.count(j[1].units))
    together = begun + [p for _, p in joining[:expansion.MAX_PLAN - len(state.plan)]]
    if not begun:
        odds = candidates.estimate_together(ground, player, together, trials=16, seed=state.turn)
        if odds["win"] < (LAST_CHANCE_ODDS if _rival_about_to_win(state, player) else THRONE_ODDS):
            return None
    return joining[0][0]


def _rival_about_to_win(state: Any, player: str) -> bool:
    """Another empire has a victory attempt going, or is within three systems of starting one."""
    if state.attempt is not None and state.attempt.player != player:
        return True
    totals = flow.totals(state)
    needed = board.needed(len(state.players))
    return any(n >= needed - 3 for p, n in totals.items() if p != player)


def _best_attack(engine: Any, state: Any, player: str) -> A.Jump | None:
    """The attack with the best odds-weighted value, sent with the smallest share of its fleet that
    still wins almost surely (the rest of the fleet can attack elsewhere this turn)."""
    planned = {p.target for p in state.plan}
    best = None
    for origin, to in candidates.attack_candidates(state.ground, player, state.plan):
        action = A.Jump(fleet=origin, to=to)
        # a few trials weed out the hopeless attacks before the estimate that decides
        rough = _odds(state, player, action, SCREEN_TRIALS) if to not in planned else None
        odds = _odds(state, player, action) if rough and rough["win"] >= SCREEN_ODDS else None
        if odds is None or odds["win"] < WIN_ODDS:
            continue
        score = odds["win"] * _targets_value(state, player, to) - odds["losses"] / 20
        if best is None or score > best[0]:
            best = (score, origin, to)
    if best is None:
        return None
    _, origin, to = best
    for share in SHARES:
        action = A.Jump(fleet=origin, to=to, units=_share(state, player, origin, share))
        odds = _odds(state, player, action)
        if odds is not None and odds["win"] >= SURE_ODDS:
            return action
    return A.Jump(fleet=origin, to=to)


def _odds(state: Any, player: str, action: A.Jump, trials: int = 16) -> dict[str, float] | None:
    try:
        proposal = expansion.check_plan_jump(state, player, action)
    except IllegalAction:
        return None
    return candidates.estimate(state.ground, player, proposal, trials=trials, seed=state.turn)


def _share(state: Any, player: str, origin: str, share: float) -> str:
    """About `share` of each kind of unit free at `origin`, loaded as the cargo room allows."""
    free = candidates.free_units(state.ground, player, origin, state.plan)
    part = {code: math.ceil(n * share) for code, n in free.items() if code != "T"}
    return board.units_text(plans.load(part))


def _home_threatened(state: Any, player: str) -> bool:
    ground = state.ground
    home = ground.home(player)
    for name, system in ground.systems.items():
        for other, stack in system.stacks.items():
            if other != player and stack.mobile_warships() and \
                    board.distance(ground, name, home) <= board.tech(ground, other, "jump") + 1:
                return True
    return False


# --- reactions ----------------------------------------------------------------------------------


def _react(engine: Any, state: Any, player: str) -> Any:
    window = state.window
    proposer = window.proposer
    totals = flow.totals(state)
    for index, fleet, bunker in responses.intercept_options(state, player):
        return A.Intercept(action=index + 1, fleet=fleet, bunker=bunker)
    for index, bunker in responses.jam_options(state, player):
        target = state.plan[index].target
        mine = board.owner(state.ground, target) == player
        dangerous = (target == board.throneworld(state.ground) or
                     totals.get(proposer, 0) >= board.needed(len(state.players)) - 3)
        if mine or dangerous:
            return A.Jam(action=index + 1, bunker=bunker)
    return A.Pass()


# --- chits --------------------------------------------------------------------------------------


def _research_choice(state: Any, player: str) -> str:
    r = {t: board.tech(state.ground, player, t) for t in board.TECHS}
    for tech, level in (("jump", 2), ("comm", 2), ("ground", 3), ("space", 3), ("jump", 3), ("comm", 3),
                        ("ground", 4), ("space", 4), ("jump", 4)):
        if r[tech] < level:
            return tech
    return "ground" if r["ground"] <= r["space"] else "space"


def _chit(engine: Any, state: Any, player: str) -> Any:
    hand = state.hands[player]
    keep = [c for c in hand if {"jam", "intercept"} & set(ACTION_CHITS[c].uses)]
    spare = [c for c in hand if c not in keep]
    for cid in hand:
        chit = ACTION_CHITS[cid]
        if chit.kind == "artifact":
            action = A.Chit(chit=cid, use="artifact", tech=_research_choice(state, player))
            if _ok(engine, state, player, action):
                return action
    for cid in hand:
        chit = ACTION_CHITS[cid]
        if chit.kind == "boom":
            low = [h for h in board.own_systems(state.ground, player)
                   if 0 <= state.ground.systems[h].dev < 6 and state.ground.systems[h].kind not in ("home", "throne")]
            if low and chit.value >= 4:
                action = A.Chit(chit=cid, use="boom", option="develop", target=low[0])
                if _ok(engine, state, player, action):
                    return action
            action = A.Chit(chit=cid, use="boom", option="credits")
            if _ok(engine, state, player, action):
                return action
    for cid in hand:
        chit = ACTION_CHITS[cid]
        if chit.kind == "sabotage":
            for target, units in chit_effects.neutral_sabotage_candidates(state.ground, player, chit.value):
                action = A.Chit(chit=cid, use="sabotage", option="neutral", target=target, units=units)
                if _ok(engine, state, player, action):
                    return action
    for cid in hand:
        if "hwreturn" in ACTION_CHITS[cid].uses:
            origin = _fleet_to_bring_home(state, player)
            bring_home = A.Chit(chit=cid, use="hwreturn", origins=[origin]) if origin else None
            if bring_home is not None and _ok(engine, state, player, bring_home):
                return bring_home
    turn_in = [c for c in spare if ACTION_CHITS[c].kind == "sabotage"][:2]
    return A.Pass(turn_in=turn_in)


def _fleet_to_bring_home(state: Any, player: str) -> str | None:
    """A fleet worth an HW Return: the biggest one when the homeworld is threatened, else one that is
    out of command (no bunker of ours reaches it, so it can never jump again)."""
    ground = state.ground
    home = ground.home(player)
    comm = board.tech(ground, player, "comm")
    bunkers = [h for h in board.own_systems(ground, player) if board.units_at(ground, player, h).get("C")]
    fleets = sorted(((U.count(board.units_at(ground, player, h), U.MOBILE_WARSHIPS), h)
                     for h in board.own_systems(ground, player) if h != home), reverse=True)
    threatened = _home_threatened(state, player)
    for warships, name in fleets:
        if warships < 2:
            break
        stranded = not any(board.distance(ground, b, name) <= comm for b in bunkers)
        if threatened or stranded:
            return name
    return None


def _build(engine: Any, state: Any, player: str, mode: str, builds: list) -> Any:
    ground = state.ground
    home = ground.home(player)
    if mode in ("local", "loot"):
        for at in chit_step.followup_sites(state, player):
            for package in ("H", "L", "F"):
                action = A.Build(at=at, units=package)
                if _ok(engine, state, player, action):
                    return action
        return A.Build(done=True)
    # what is on order counts as built: one production buys one third bunker, not several
    have = ground.unit_totals()[player]
    for order in builds:
        have = U.add(have, order.units)
    wishes = []
    if have.get("T", 0) < 2:
        wishes.append("T")
    if have.get("C", 0) < 3 and state.turn >= 2:
        wishes.append("C")
    at_home = board.units_at(ground, player, home)
    for order in builds:
        if order.at == home:
            at_home = U.add(at_home, order.units)
    if _home_threatened(state, player) and at_home.get("H", 0) < HOME_GUARD:
        wishes.append("2H")
    ships = U.only(at_home, U.SHIPS)
    if U.count(at_home, U.MOBILE_TROOPS) > U.capacity(ships) - ships.get("F", 0):
        wishes += ["M", "P"]  # troops at home with no carrier: they can never leave it
    wishes += ARMY
    for package in wishes:
        action = A.Build(at=home, units=package)
        if _ok(engine, state, player, action):
            return action
    return A.Build(done=True)


def _event(engine: Any, state: Any, player: str) -> Any:
    chit = EVENT_CHITS[state.event]
    totals = flow.totals(state)
    rivals = sorted((p for p in state.players if p != player), key=lambda p: -totals[p])
    targets = empire.event_targets(state, state.event, player)
    for rival in rivals:
        for target in targets:
            if board.owner(state.ground, target) != rival:
                continue
            if chit.kind == "imperial_sabotage":
                for action in (A.EventTarget(target=target, option="develop"),
                               A.EventTarget(target=target, option="force", space=chit.value // 2,
                                           ground=chit.value - chit.value // 2)):
                    if _ok(engine, state, player, action):
                        return action
            else:
                return A.EventTarget(target=target)
    return A.Pass()


CHOICES: dict[Phase, Callable[[Any, ThroneworldState, str], Any]] = {
    "outreach": _outreach, "move": _move, "window": _react, "counterjam": _counterjam, "chit": _chit,
    "followup": _followup, "research": _research, "event": _event, "production": _production,
}
"""The AI's chooser in each phase; 'over' has none (tests/engines/throneworld/test_phase_tables.py checks every
other phase has one)."""
