"""The empire phase: simultaneous research, the event chit and its chooser, and hidden production.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said, said_json
from engines.throneworld import board, building, chit_effects
from engines.throneworld.actions import (
    Build,
    EventTarget,
    Pass,
    Research,
)
from engines.throneworld.chits import EVENT_CHITS
from engines.throneworld.flow import check_victory, end_empire_phase, end_phase, start_production, start_research
from engines.throneworld.reactions import Proposal, Window
from engines.throneworld.responses import prune_queue, resolve_imperial_attack
from engines.throneworld.state import Pending, ThroneworldState


def research_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if not isinstance(action, Research):
        raise WrongPhase(said("tw-refuse-research-step"))
    pending = state.pending[player]
    if pending.done:
        raise WrongPhase(said("tw-refuse-research-done"))
    pending.tech = action.tech
    pending.done = True
    events: list[Event] = [{"type": "committed", "player": player}]
    if not all(p.done for p in state.pending.values()):
        return events
    for p in state.order:
        tech = state.pending[p].tech
        if tech and tech != "none":
            events += building.research(state.ground, p, tech, state.rng)
        else:
            events.append({"type": "no_research", "player": p})
    state.pending = {p: Pending() for p in state.players}
    if state.research_round == "empire":
        return events + draw_event(state)
    return events + start_production(state)


def draw_event(state: ThroneworldState) -> list[Event]:
    cid = state.cups.draw_event(state.rng)
    chit = EVENT_CHITS[cid]
    events: list[Event] = [{"type": "event", "chit": said_json(chit.title), "kind": chit.kind}]
    if chit.kind == "production_advance":
        done = state.track.advance()
        events.append({"type": "production_advanced" if done else "no_effect", "production": state.track.production})
        return events + start_production(state)
    if chit.kind == "production_delay":
        done = state.track.delay()
        events.append({"type": "production_delayed" if done else "no_effect", "production": state.track.production})
        return events + start_production(state)
    if chit.kind == "scientific_advance":
        return events + start_research(state, "science")
    chooser = state.order[0] if chit.chooser == "first" else state.order[-1]
    if not event_targets(state, cid, chooser):
        events.append({"type": "no_effect", "why": "no_target"})
        return events + start_production(state)
    state.event = cid
    state.phase = "event"
    events.append({"type": "event_chooser", "player": chooser})
    return events


def event_chooser(state: ThroneworldState) -> str:
    chit = EVENT_CHITS[state.open_event]
    return state.order[0] if chit.chooser == "first" else state.order[-1]


def event_targets(state: ThroneworldState, cid: str, chooser: str) -> list[str]:
    chit = EVENT_CHITS[cid]
    if chit.kind == "rebels":
        return chit_effects.rebel_targets(state.ground)
    if chit.kind == "imperial_attack":
        return chit_effects.imperial_targets(state.ground)
    return chit_effects.imperial_sabotage_targets(state.ground, chooser)


def check_event_target(state: ThroneworldState, player: str, action: EventTarget) -> str:
    chit = EVENT_CHITS[state.open_event]
    target = board.hex_name(state.ground, action.target)
    if target not in event_targets(state, state.open_event, player):
        raise IllegalAction(said("tw-refuse-event-target", event=chit.title, hex=target))
    if chit.kind == "imperial_sabotage":
        if action.option == "develop":
            chit_effects.check_sabotage_develop(state.ground, player, target, chit.value, imperial=True)
        elif action.option == "force":
            chit_effects.check_sabotage_force(state.ground, player, target, action.space, action.ground, chit.value,
                                   imperial=True)
        else:
            raise BadArguments(said("tw-refuse-imperial-sabotage-option"))
    return target


def event_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    chit = EVENT_CHITS[state.open_event]
    if isinstance(action, Pass):
        state.event = None
        return [{"type": "event_declined", "player": player}] + start_production(state)
    if not isinstance(action, EventTarget):
        raise WrongPhase(said("tw-refuse-event-step", event=chit.title))
    target = check_event_target(state, player, action)
    events: list[Event] = [{"type": "event_target", "player": player, "chit": said_json(chit.title), "target": target}]
    if chit.kind == "rebels":
        events += chit_effects.rebels(state.ground, target, state.rng)
    elif chit.kind == "imperial_sabotage":
        if action.option == "develop":
            events += chit_effects.sabotage_develop(state.ground, player, target, chit.value, imperial=True)
        else:
            events += chit_effects.sabotage_force(state.ground, player, target, action.space, action.ground, chit.value,
                                       imperial=True)
    else:
        # the owner may INTERCEPT an Imperial Attack (8.21): a window with the owner alone
        owner = board.owner(state.ground, target)
        state.plan = [Proposal(kind="jump", bunker="", target=target)]
        state.window = Window(proposer=board.IMPERIAL, queue=[owner])
        prune_queue(state)
        if state.window.queue:
            state.phase = "window"
            return events + [{"type": "window", "player": board.IMPERIAL}]
        return events + resolve_imperial_attack(state)
    state.event = None
    events += check_victory(state, None)
    return events + start_production(state)


def production_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if not isinstance(action, Build):
        raise WrongPhase(said("tw-refuse-production-step"))
    pending = state.pending[player]
    if pending.done:
        raise WrongPhase(said("tw-refuse-production-done"))
    if not (action.done or not action.units):
        pending.builds.append(building.check_build(state.ground, player, action.at, action.units, "production",
                                            pending.builds))
        return [{"type": "building", "player": player}]
    pending.done = True
    events: list[Event] = [{"type": "committed", "player": player}]
    if not all(p.done for p in state.pending.values()):
        return events
    rising = {}
    for p in state.order:
        builds = state.pending[p].builds
        ordinary, rising[p] = building.split_revolts(state.ground, p, builds)
        events += building.do_builds(state.ground, p, ordinary, "production", state.rng)
        events.append({"type": "built", "player": p, "mode": "production",
                       "units": [{"at": b.at, "units": board.units_text(b.units)} for b in builds]})
    for p in state.order:
        events += building.rise(state.ground, p, rising[p], state.rng)  # revolts come after all production (9)
    building.end_production(state.ground)
    state.pending = {p: Pending() for p in state.players}
    events += check_victory(state, None)
    if state.attempt is not None:
        return events + end_phase(state)  # a revolt began an attempt: the marker stays (section 11)
    return events + end_empire_phase(state)
