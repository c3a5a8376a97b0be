"""Outreach and the expansion's move step: Survey Team jumps and buying in Outreach, a plan of up to
three jumps and scans (or one TRANSFER), and committing it (which opens the reaction window).
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import IllegalAction, WrongPhase
from engines.said import said
from engines.throneworld import board, building, plans
from engines.throneworld.actions import (
    Build,
    Commit,
    Jump,
    Pass,
    Scan,
    Transfer,
)
from engines.throneworld.chits import MAX_TURN_IN_ON_PASS
from engines.throneworld.flow import discard, find_turn_ins, finish_chit_step, start_expansion
from engines.throneworld.reactions import Proposal, Window, responder_order
from engines.throneworld.responses import can_respond, resolve_plan
from engines.throneworld.state import Pending, ThroneworldState

MAX_PLAN = 3
MAX_SURVEY_JUMPS = 2


def outreach(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    pending = state.pending[player]
    if pending.done:
        raise WrongPhase(said("tw-refuse-outreach-done"))
    if isinstance(action, Jump):
        proposal = check_outreach_jump(state, player, action)
        pending.jumps.append(proposal)
        return [{"type": "chose", "player": player}]
    if isinstance(action, Build):
        if action.done or not action.units:
            return commit_outreach(state, player)
        order = building.check_build(state.ground, player, action.at, action.units, "outreach", pending.builds)
        pending.builds.append(order)
        return [{"type": "chose", "player": player}]
    if isinstance(action, Commit):
        return commit_outreach(state, player)
    raise WrongPhase(said("tw-refuse-outreach-step"))


def check_outreach_jump(state: ThroneworldState, player: str, action: Jump) -> Proposal:
    pending = state.pending[player]
    if len(pending.jumps) >= MAX_SURVEY_JUMPS:
        raise IllegalAction(said("tw-refuse-outreach-two-jumps"))
    return plans.check_jump(state.ground, player, action.fleet, action.to, action.bunker, action.units,
                            pending.jumps, survey_only=True)


def commit_outreach(state: ThroneworldState, player: str) -> list[Event]:
    state.pending[player].done = True
    events: list[Event] = [{"type": "committed", "player": player}]
    if all(p.done for p in state.pending.values()):
        events.append({"type": "outreach_revealed"})
        for p in state.order:
            pending = state.pending[p]
            for jump in pending.jumps:
                board.use_bunker(state.ground, p, jump.bunker)
                events += plans.resolve(state.ground, p, [jump], [], state.rng)
            if pending.builds:
                events += building.do_builds(state.ground, p, pending.builds, "outreach", state.rng)
        board.flip_bunkers(state.ground)
        state.pending = {p: Pending() for p in state.players}
        events += start_expansion(state)
    return events


def check_plan_jump(state: ThroneworldState, player: str, action: Jump) -> Proposal:
    if state.transfer is not None:
        raise IllegalAction(said("tw-refuse-planned-transfer"))
    if len(state.plan) >= MAX_PLAN:
        raise IllegalAction(said("tw-refuse-plan-full"))
    return plans.check_jump(state.ground, player, action.fleet, action.to, action.bunker, action.units, state.plan,
                            scrap=action.scrap)


def check_plan_scan(state: ThroneworldState, player: str, action: Scan) -> Proposal:
    if state.transfer is not None:
        raise IllegalAction(said("tw-refuse-planned-transfer"))
    if len(state.plan) >= MAX_PLAN:
        raise IllegalAction(said("tw-refuse-plan-full"))
    return plans.check_scan(state.ground, player, action.hex, action.bunker, state.plan)


def check_plan_transfer(state: ThroneworldState, player: str, action: Transfer) -> dict[str, Any]:
    if state.plan:
        raise IllegalAction(said("tw-refuse-planned-jumps"))
    if state.transfer is not None:
        raise IllegalAction(said("tw-refuse-transfer-planned"))
    return plans.check_transfer(state.ground, player, action.origin, action.to, action.units)


def move_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if isinstance(action, Jump):
        state.plan.append(check_plan_jump(state, player, action))
        return [{"type": "planned", "player": player, "count": len(state.plan)}]
    if isinstance(action, Scan):
        state.plan.append(check_plan_scan(state, player, action))
        return [{"type": "planned", "player": player, "count": len(state.plan)}]
    if isinstance(action, Transfer):
        state.transfer = check_plan_transfer(state, player, action)
        return [{"type": "planned", "player": player, "count": 1}]
    if isinstance(action, Commit):
        return commit_plan(state, player)
    if isinstance(action, Pass):
        turn_in = find_turn_ins(state, player, action.turn_in)
        if len(turn_in) > MAX_TURN_IN_ON_PASS:
            raise IllegalAction(said("tw-refuse-turn-in-five"))
        discard(state, player, turn_in)
        events: list[Event] = [{"type": "passed", "player": player, "turned_in": len(turn_in)}]
        return events + finish_chit_step(state, player)
    raise WrongPhase(said("tw-refuse-move-step"))


def commit_plan(state: ThroneworldState, player: str) -> list[Event]:
    events: list[Event] = []
    if state.transfer is not None:
        events += plans.do_transfer(state.ground, player, state.transfer)
        state.transfer = None
        state.phase = "chit"
        return events
    if not state.plan:
        state.phase = "chit"
        return [{"type": "no_moves", "player": player}]
    for proposal in state.plan:
        board.use_bunker(state.ground, player, proposal.bunker)
    events.append({"type": "proposed", "player": player,
                   "actions": [public_proposal(p) for p in state.plan]})
    owners = {p.target: board.owner(state.ground, p.target) for p in state.plan}
    window = Window(proposer=player, queue=responder_order(player, state.players, state.plan, owners))
    state.window = window
    window.queue = [p for p in window.queue if can_respond(state, p)]
    if window.queue:
        state.phase = "window"
        events.append({"type": "window", "player": player})  # not how many are asked: that is hidden
        return events
    return events + resolve_plan(state)


def public_proposal(p: Proposal) -> dict[str, Any]:
    return {"kind": p.kind, "bunker": p.bunker, "target": p.target, "origin": p.origin,
            "units": board.units_text(p.units)}
