"""The reaction windows: JAM and INTERCEPT in turn order, the proposer's counter-JAM, and resolving a
plan (or an Imperial Attack) once the window closes.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said
from engines.throneworld import board, building, chit_effects, plans
from engines.throneworld.actions import (
    Counterjam,
    Intercept,
    Jam,
    Pass,
)
from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS
from engines.throneworld.flow import check_victory, discard, find_chit, start_production
from engines.throneworld.reactions import Proposal, Response, Window
from engines.throneworld.state import Followup, ThroneworldState


def jam_options(state: ThroneworldState, player: str) -> list[tuple[int, str]]:
    """(action index, bunker) pairs `player` could JAM with now."""
    window = state.window
    if window is None or player == window.proposer or window.proposer == board.IMPERIAL:
        return []
    if not any("jam" in ACTION_CHITS[c].uses for c in state.hands[player]):
        return []
    options = []
    for index, proposal in enumerate(state.plan):
        if window.jam_on(index) is not None:
            continue
        for bunker in board.bunkers_in_comm(state.ground, player, proposal.bunker):
            options.append((index, bunker))
    return options


def intercept_options(state: ThroneworldState, player: str) -> list[tuple[int, str, str]]:
    """(action index, fleet hex, bunker) triples `player` could INTERCEPT with now."""
    window = state.window
    if window is None or player == window.proposer:
        return []
    if not any("intercept" in ACTION_CHITS[c].uses for c in state.hands[player]):
        return []
    sent = intercepting_fleets(window, player)
    options = []
    for index, proposal in enumerate(state.plan):
        if proposal.kind != "jump" or board.owner(state.ground, proposal.target) != player:
            continue
        if board.blockaded(state.ground, proposal.target):
            continue
        for fleet, bunker in plans.intercept_options(state.ground, player, proposal.target):
            if fleet not in sent:
                options.append((index, fleet, bunker))
    return options


def intercepting_fleets(window: Window, player: str) -> set[str]:
    """Hexes whose fleet `player` already sends in this window (each intercept sends another fleet;
    two bunkers in one hex are two bunkers, so bunkers are not limited here beyond being unused)."""
    return {r.origin for r in window.responses if r.player == player and r.kind == "intercept" and r.origin}


def can_respond(state: ThroneworldState, player: str) -> bool:
    return bool(jam_options(state, player) or intercept_options(state, player))


def prune_queue(state: ThroneworldState) -> None:
    window = state.open_window
    while window.queue and not can_respond(state, window.queue[0]):
        window.queue.pop(0)


def counter_options(state: ThroneworldState) -> list[tuple[int, str]]:
    window = state.open_window
    proposer = window.proposer
    if proposer == board.IMPERIAL or not any("jam" in ACTION_CHITS[c].uses for c in state.hands[proposer]):
        return []
    options = []
    for index, response in enumerate(window.responses):
        if response.countered:
            continue
        for bunker in board.bunkers_in_comm(state.ground, proposer, response.bunker):
            options.append((index, bunker))
    return options


def check_jam(state: ThroneworldState, player: str, action: Jam) -> tuple[int, str, str]:
    window = state.open_window
    index = action.action - 1
    if window.proposer == board.IMPERIAL:
        raise IllegalAction(said("tw-refuse-jam-imperial"))
    if not 0 <= index < len(state.plan):
        raise BadArguments(said("tw-refuse-no-action", number=action.action, count=len(state.plan)))
    if window.jam_on(index) is not None:
        raise IllegalAction(said("tw-refuse-jammed-already", number=action.action))
    chit = find_chit(state, player, action.chit, "jam")
    bunker = board.hex_name(state.ground, action.bunker)
    if bunker not in board.bunkers_in_comm(state.ground, player, state.plan[index].bunker):
        raise IllegalAction(said("tw-refuse-jam-bunker", hex=bunker, bunker=state.plan[index].bunker,
                                 number=action.action))
    return index, bunker, chit


def check_intercept(state: ThroneworldState, player: str, action: Intercept) -> Response:
    window = state.open_window
    index = action.action - 1
    if not 0 <= index < len(state.plan):
        raise BadArguments(said("tw-refuse-no-action", number=action.action, count=len(state.plan)))
    proposal = state.plan[index]
    if proposal.kind != "jump" or board.owner(state.ground, proposal.target) != player:
        raise IllegalAction(said("tw-refuse-intercept-own"))
    if board.blockaded(state.ground, proposal.target):
        raise IllegalAction(said("tw-refuse-intercept-blockaded", hex=proposal.target))
    chit = find_chit(state, player, action.chit, "intercept")
    bunker = board.hex_name(state.ground, action.bunker)
    fleet = board.hex_name(state.ground, action.fleet)
    if fleet in intercepting_fleets(window, player):
        raise IllegalAction(said("tw-refuse-intercepts-already", hex=fleet))
    units = plans.check_intercept(state.ground, player, fleet, bunker, proposal.target, action.units)
    return Response(kind="intercept", player=player, action=index, bunker=bunker, chit=chit, origin=fleet,
                    target=proposal.target, units=units)


def window_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    window = state.open_window
    if isinstance(action, Jam):
        index, bunker, chit = check_jam(state, player, action)
        board.use_bunker(state.ground, player, bunker)
        discard(state, player, [chit])
        window.responses.append(Response(kind="jam", player=player, action=index, bunker=bunker, chit=chit))
        events: list[Event] = [{"type": "jam", "player": player, "action": index + 1, "bunker": bunker}]
    elif isinstance(action, Intercept):
        response = check_intercept(state, player, action)
        board.use_bunker(state.ground, player, response.bunker)
        discard(state, player, [response.chit])
        window.responses.append(response)
        events = [{"type": "intercept_announced", "player": player, "action": response.action + 1,
                   "fleet": response.origin, "bunker": response.bunker, "units": board.units_text(response.units)}]
    elif isinstance(action, Pass):
        window.queue.pop(0)
        events = [{"type": "no_response"}]  # public: who was asked, and who let it pass, stays secret
    else:
        raise WrongPhase(said("tw-refuse-window-step"))
    prune_queue(state)
    if window.queue:
        return events
    return events + close_window(state)


def close_window(state: ThroneworldState) -> list[Event]:
    """After any announced response the proposer is asked whether to counter-jam, Jam in hand or not:
    skipping the step for an empty hand would tell the table what the hand holds."""
    window = state.open_window
    if window.responses and window.proposer != board.IMPERIAL:
        window.counter = True
        state.phase = "counterjam"
        return [{"type": "counterjam_window", "player": window.proposer}]
    return resolve_plan(state)


def check_counterjam(state: ThroneworldState, player: str, action: Counterjam) -> tuple[int, str, str]:
    window = state.open_window
    index = action.response - 1
    if not 0 <= index < len(window.responses):
        raise BadArguments(said("tw-refuse-no-response", number=action.response, count=len(window.responses)))
    if window.responses[index].countered:
        raise IllegalAction(said("tw-refuse-countered-already", number=action.response))
    chit = find_chit(state, player, action.chit, "jam")
    bunker = board.hex_name(state.ground, action.bunker)
    if bunker not in board.bunkers_in_comm(state.ground, player, window.responses[index].bunker):
        raise IllegalAction(said("tw-refuse-counterjam-bunker", hex=bunker, bunker=window.responses[index].bunker))
    return index, bunker, chit


def counter_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    window = state.open_window
    if isinstance(action, Counterjam):
        index, bunker, chit = check_counterjam(state, player, action)
        board.use_bunker(state.ground, player, bunker)
        discard(state, player, [chit])
        window.responses[index].countered = True
        window.responses[index].counter_bunker = bunker
        events: list[Event] = [{"type": "counterjam", "player": player, "response": index + 1, "bunker": bunker}]
        if any(not r.countered for r in window.responses):  # asked on, for the same reason
            return events
        return events + resolve_plan(state)
    if isinstance(action, Pass):
        return [{"type": "no_counterjam", "player": player}] + resolve_plan(state)
    raise WrongPhase(said("tw-refuse-counterjam-step"))


def resolve_plan(state: ThroneworldState) -> list[Event]:
    window = state.window
    player = window.proposer if window else state.current_player
    if player == board.IMPERIAL:
        return resolve_imperial_attack(state)
    intercepts = [r for r in window.responses if r.kind == "intercept" and not r.countered] if window else []
    events: list[Event] = []
    go: list[Proposal] = []
    for index, proposal in enumerate(state.plan):
        if window is not None and window.action_jammed(index):
            events.append({"type": "jammed", "player": player, "action": index + 1, "target": proposal.target})
        else:
            go.append(proposal)
    throneworld_owner = board.owner(state.ground, board.throneworld(state.ground))
    events += plans.resolve(state.ground, player, go, intercepts, state.rng)
    state.plan = []
    state.window = None
    state.phase = "chit"
    events += check_victory(state, player)
    tw = board.throneworld(state.ground)
    if board.owner(state.ground, tw) == player and throneworld_owner != player:
        state.throneworld_captured_turn = state.turn
        if not state.throneworld_looted:
            state.throneworld_looted = True
            credits = building.loot_credits(state.ground, player)
            events.append({"type": "looted", "player": player, "credits": credits})
            state.followup = Followup(kind="build", player=player, mode="loot", sites={tw: credits}, then="chit")
            state.phase = "followup"
    return events


def resolve_imperial_attack(state: ThroneworldState) -> list[Event]:
    chit = EVENT_CHITS[state.open_event]
    window = state.open_window
    intercepts = [r for r in window.responses if r.kind == "intercept"]
    events = chit_effects.imperial_attack(state.ground, state.plan[0].target, chit.value, intercepts, state.rng)
    state.plan = []
    state.window = None
    state.event = None
    events += check_victory(state, None)
    return events + start_production(state)
