"""The expansion's chit step: playing an action chit (Artifact, Economic Boom, Sabotage, HW Return)
or passing, and a chit's second step (Artifact's second attempt, builds, looting the Throneworld).
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said, said_json
from engines.throneworld import board, building, chit_effects
from engines.throneworld.actions import (
    Build,
    Chit,
    Pass,
    Research,
)
from engines.throneworld.chits import ACTION_CHITS, MAX_TURN_IN_ON_PASS, typed
from engines.throneworld.economy import BuildOrder
from engines.throneworld.flow import check_victory, discard, find_chit, find_turn_ins, finish_chit_step
from engines.throneworld.state import Followup, ThroneworldState


def check_chit(state: ThroneworldState, player: str, action: Chit) -> tuple[str, str, list[str]]:
    """(chit id, use, turn-ins) after checking that the play is allowed."""
    cid = None
    use: str | None = action.use
    text = action.chit.strip().lower()
    if use is None and text.replace(" ", "").replace("_", "") in ("artifact", "boom", "sabotage", "hwreturn"):
        use = text.replace(" ", "").replace("_", "")
    if use is None:
        # the chit itself may say it: "boom 5", "sabotage 3", or an id
        for candidate in state.hands[player]:
            chit = ACTION_CHITS[candidate]
            named = text in (candidate.lower(), chit.kind) or chit.name.startswith(typed(text))
            if named:
                playable = [u for u in chit.uses if u not in ("jam", "intercept")]
                if playable:
                    cid, use = candidate, playable[0]
                    break
        if cid is None:
            raise IllegalAction(said("tw-refuse-no-expansion-chit", typed=action.chit))
    else:
        cid = find_chit(state, player, action.chit, use)
    chit = ACTION_CHITS[cid]
    turn_ins = find_turn_ins(state, player, [action.turn_in] if action.turn_in else [], exclude=cid)
    ground = state.ground
    if use == "artifact":
        if action.tech is None:
            raise BadArguments(said("tw-refuse-artifact-tech"))
    elif use == "boom":
        option = action.option
        if option not in ("local", "credits", "develop"):
            raise BadArguments(said("tw-refuse-boom-option"))
        if option == "develop":
            chit_effects.check_develop(ground, player, action.target, chit.value)
        elif option == "local":
            if not local_sites(state, player):
                raise IllegalAction(said("tw-refuse-no-local-site"))
    elif use == "sabotage":
        option = action.option
        if option == "develop":
            chit_effects.check_sabotage_develop(ground, player, action.target, chit.value)
        elif option == "force":
            chit_effects.check_sabotage_force(ground, player, action.target, action.space, action.ground, chit.value)
        elif option == "neutral":
            chit_effects.check_sabotage_neutral(ground, player, action.target, action.units, chit.value)
        else:
            raise BadArguments(said("tw-refuse-sabotage-option"))
    elif use == "hwreturn":
        chit_effects.check_hw_return(ground, player, action.origins, action.units)
    else:
        raise BadArguments(said("tw-refuse-chit-use", use=use or ""))
    return cid, use, turn_ins


def local_sites(state: ThroneworldState, player: str) -> dict[str, int]:
    """Where an Economic Boom's local production may happen, with each site's credits."""
    sites = building.local_sites(state.ground, player)
    tw = board.throneworld(state.ground)
    if tw in sites and state.throneworld_captured_turn == state.turn:
        sites.pop(tw)
    return sites


def chit_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if isinstance(action, Pass):
        turn_in = find_turn_ins(state, player, action.turn_in)
        if len(turn_in) > MAX_TURN_IN_ON_PASS:
            raise IllegalAction(said("tw-refuse-turn-in-five"))
        discard(state, player, turn_in)
        return [{"type": "passed", "player": player, "turned_in": len(turn_in)}] + finish_chit_step(state, player)
    if not isinstance(action, Chit):
        raise WrongPhase(said("tw-refuse-chit-step"))
    cid, use, turn_ins = check_chit(state, player, action)
    chit = ACTION_CHITS[cid]
    discard(state, player, [cid, *turn_ins])
    events: list[Event] = [{"type": "chit", "player": player, "chit": said_json(chit.title), "use": use,
                            "option": action.option, "turned_in": len(turn_ins)}]
    ground = state.ground
    if use == "artifact":
        assert action.tech is not None  # check_chit refuses an Artifact without its first tech
        events += building.research(ground, player, action.tech, state.rng)
        state.followup = Followup(kind="artifact", player=player)
        state.phase = "followup"
        return events
    if use == "boom":
        if action.option == "develop":
            events += chit_effects.develop(ground, player, action.target, chit.value)
        elif action.option == "credits":
            events += chit_effects.boom_credits(ground, player)
            state.followup = Followup(kind="build", player=player, mode="credits")
            state.phase = "followup"
            return events
        else:
            state.followup = Followup(kind="build", player=player, mode="local")
            state.phase = "followup"
            return events
    elif use == "sabotage":
        if action.option == "develop":
            events += chit_effects.sabotage_develop(ground, player, action.target, chit.value)
        elif action.option == "force":
            events += chit_effects.sabotage_force(ground, player, action.target, action.space, action.ground,
                                                  chit.value)
        else:
            events += chit_effects.sabotage_neutral(ground, player, action.target, action.units, chit.value)
    elif use == "hwreturn":
        events += chit_effects.hw_return(ground, player, action.origins, action.units)
    events += check_victory(state, player)
    return events + finish_chit_step(state, player)


def followup_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    followup = state.open_followup
    if followup.kind == "artifact":
        if not isinstance(action, Research):
            raise WrongPhase(said("tw-refuse-artifact-second"))
        events = building.research(state.ground, player, action.tech, state.rng) if action.tech != "none" else []
        state.followup = None
        return events + finish_chit_step(state, player)
    if not isinstance(action, Build):
        raise WrongPhase(said("tw-refuse-chit-build"))
    if action.done or not action.units:
        events = []
        if followup.builds:
            events = building.do_builds(state.ground, player, followup.builds, followup.mode, state.rng)
        events.append({"type": "built", "player": player, "mode": followup.mode,
                       "units": [{"at": b.at, "units": board.units_text(b.units)} for b in followup.builds]})
        state.followup = None
        events += check_victory(state, player)
        if followup.then == "chit":
            state.phase = "chit"
            return events
        return events + finish_chit_step(state, player)
    order = check_followup_build(state, player, action)
    followup.builds.append(order)
    if followup.mode in ("local", "loot", "throneworld"):
        budget = followup.sites.get(order.at, local_sites(state, player).get(order.at, 0))
        followup.sites[order.at] = budget - order.cost
    return [{"type": "building", "player": player}]


def check_followup_build(state: ThroneworldState, player: str, action: Build) -> BuildOrder:
    followup = state.open_followup
    if followup.mode == "credits":
        return building.check_build(state.ground, player, action.at, action.units, "credits", followup.builds)
    at = board.hex_name(state.ground, action.at) if action.at else None
    if followup.mode == "loot":
        at = at or next(iter(followup.sites))
        if at not in followup.sites:
            raise IllegalAction(said("tw-refuse-loot-at-throne", hex=next(iter(followup.sites))))
        return building.check_local_build(state.ground, player, at, action.units, followup.sites[at])
    sites = local_sites(state, player)
    if at is None:
        raise BadArguments(said("tw-refuse-build-where"))
    if at not in sites:
        raise IllegalAction(said("tw-refuse-not-local-site", hex=at))
    tw = board.throneworld(state.ground)
    chosen = list(followup.sites)
    if at not in chosen:
        if tw in chosen or (at == tw and chosen):
            raise IllegalAction(said("tw-refuse-boom-throne-instead"))
        if len(chosen) >= 2:
            raise IllegalAction(said("tw-refuse-boom-two-sites", hexes=tuple(chosen)))
    budget = followup.sites.get(at, sites[at])
    return building.check_local_build(state.ground, player, at, action.units, budget)


def followup_sites(state: ThroneworldState, player: str) -> dict[str, int]:
    """Where the current chit's builds may still go, with the credits left there."""
    followup = state.followup
    if followup is None or followup.mode == "credits":
        return {}
    if followup.mode == "loot":
        return dict(followup.sites)
    sites = local_sites(state, player)
    return {h: followup.sites.get(h, c) for h, c in sites.items()}
