"""The whole game's flow (issue 11): Outreach, the three phases of a turn, action chits, the
JAM / INTERCEPT / counter-JAM windows, events, production, victory attempts.

Every handler checks first (raising IllegalAction / WrongPhase / BadArguments with a sentence for the
player) and only then mutates; `check_*` functions are the checks alone, so `legal_actions` can ask
them without copying the state. Everything about the map, units, battles and the economy goes
through `bridge` (the ground of issue 10).
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.throneworld import bridge as g
from engines.throneworld import victory
from engines.throneworld.actions import (
    Build,
    Chit,
    Commit,
    Counterjam,
    EventTarget,
    Intercept,
    Jam,
    Jump,
    Orders,
    Pass,
    Research,
    Scan,
    Transfer,
)
from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS, MAX_TURN_IN_ON_PASS
from engines.throneworld.reactions import Proposal, Response, Window, responder_order
from engines.throneworld.state import BuildOrder, Followup, Pending, Result, ThroneworldState
from engines.throneworld.turn import next_player_order

MAX_PLAN = 3
MAX_SURVEY_JUMPS = 2
TECHS = ("jump", "comm", "space", "ground")


# --- set-up -------------------------------------------------------------------------------------


def new_state(players: list[str], max_turns: int, rng) -> ThroneworldState:
    ground = g.setup(players, rng)
    order = list(players)
    rng.shuffle(order)  # "roll a die for player order": the seed decides
    state = ThroneworldState(players=list(players), rng=rng, ground=ground, order=order, max_turns=max_turns,
                             hands={p: [] for p in players}, pending={p: Pending() for p in players})
    state.cups.refill(state.hands, order, rng)
    return state


# --- helpers ------------------------------------------------------------------------------------


def totals(state: ThroneworldState) -> dict[str, int]:
    return g.systems(state.ground, state.players)


def find_chit(state: ThroneworldState, player: str, text: str | None, use: str, exclude: str | None = None) -> str:
    """The chit in `player`'s hand named by `text` (an id or a name) that can be played for `use`."""
    hand = [c for c in state.hands[player] if c != exclude]
    wanted = (text or use).strip().lower()
    for cid in hand:
        if cid.lower() == wanted:
            if use not in ACTION_CHITS[cid].uses:
                raise IllegalAction(f"Your chit {ACTION_CHITS[cid].name} can't be played for {use.upper()}.")
            return cid
    matches = [cid for cid in hand if use in ACTION_CHITS[cid].uses
               and (wanted in (use, "") or wanted in ACTION_CHITS[cid].name.lower()
                    or wanted == ACTION_CHITS[cid].kind)]
    if not matches:
        if wanted != use and not any(wanted in ACTION_CHITS[c].name.lower() for c in hand):
            raise IllegalAction(f"You hold no chit called '{text}'.")
        raise IllegalAction(f"You hold no chit that can be played for {use.upper()}.")
    # prefer the chit whose other use is least precious (a Jam/Intercept is kept for last)
    return sorted(matches, key=lambda c: (len(ACTION_CHITS[c].uses), c))[0]


def find_turn_ins(state: ThroneworldState, player: str, texts: list[str], exclude: str | None = None) -> list[str]:
    hand = [c for c in state.hands[player] if c != exclude]
    chosen: list[str] = []
    for text in texts:
        wanted = text.strip().lower()
        pick = next((c for c in hand if c not in chosen and c.lower() == wanted), None)
        if pick is None:
            pick = next((c for c in hand if c not in chosen and (wanted in ACTION_CHITS[c].name.lower()
                                                                 or wanted == ACTION_CHITS[c].kind)), None)
        if pick is None:
            raise IllegalAction(f"You hold no (other) chit called '{text}' to turn in.")
        chosen.append(pick)
    return chosen


def discard(state: ThroneworldState, player: str, chits: list[str]) -> None:
    for cid in chits:
        state.hands[player].remove(cid)
        state.cups.returning.append(cid)


def check_victory(state: ThroneworldState, during: str | None) -> list[Event]:
    state.attempt, events = victory.update(state.attempt, totals(state), state.turn, during)
    return events


# --- outreach -----------------------------------------------------------------------------------


def outreach(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    pending = state.pending[player]
    if pending.done:
        raise WrongPhase("Your Outreach is already committed: the others are still choosing.")
    if isinstance(action, Jump):
        proposal = check_outreach_jump(state, player, action)
        pending.jumps.append(proposal)
        return [{"type": "chose", "player": player}]
    if isinstance(action, Build):
        if action.done or not action.units:
            return commit_outreach(state, player)
        order = g.check_build(state.ground, player, action.at, action.units, "outreach", pending.builds)
        pending.builds.append(order)
        return [{"type": "chose", "player": player}]
    if isinstance(action, Commit):
        return commit_outreach(state, player)
    raise WrongPhase("During Outreach you may make two Survey Team jumps (jump), buy units at your homeworld "
                     "(build) and then commit.")


def check_outreach_jump(state: ThroneworldState, player: str, action: Jump) -> Proposal:
    pending = state.pending[player]
    if len(pending.jumps) >= MAX_SURVEY_JUMPS:
        raise IllegalAction("Outreach allows two Survey Team jumps, and you have made both.")
    return g.check_jump(state.ground, player, action.fleet, action.to, action.bunker, action.units,
                        pending.jumps, survey_only=True)


def commit_outreach(state: ThroneworldState, player: str) -> list[Event]:
    state.pending[player].done = True
    events: list[Event] = [{"type": "committed", "player": player}]
    if all(p.done for p in state.pending.values()):
        events.append({"type": "outreach_revealed"})
        for p in state.order:
            pending = state.pending[p]
            for jump in pending.jumps:
                g.use_bunker(state.ground, p, jump.bunker)
                events += g.resolve(state.ground, p, [jump], [], state.rng)
            if pending.builds:
                events += g.do_builds(state.ground, p, pending.builds, "outreach", state.rng)
        g.flip_bunkers(state.ground)
        state.pending = {p: Pending() for p in state.players}
        events += start_expansion(state)
    return events


# --- expansion: the move step -------------------------------------------------------------------


def start_expansion(state: ThroneworldState) -> list[Event]:
    state.phase = "move"
    state.plan = []
    state.transfer = None
    state.window = None
    return [{"type": "expansion", "player": state.current_player, "turn": state.turn}]


def check_plan_jump(state: ThroneworldState, player: str, action: Jump) -> Proposal:
    if state.transfer is not None:
        raise IllegalAction("You planned a TRANSFER: a turn has one TRANSFER or up to three jumps and scans.")
    if len(state.plan) >= MAX_PLAN:
        raise IllegalAction("Your plan already has three jumps and scans: commit it.")
    return g.check_jump(state.ground, player, action.fleet, action.to, action.bunker, action.units, state.plan)


def check_plan_scan(state: ThroneworldState, player: str, action: Scan) -> Proposal:
    if state.transfer is not None:
        raise IllegalAction("You planned a TRANSFER: a turn has one TRANSFER or up to three jumps and scans.")
    if len(state.plan) >= MAX_PLAN:
        raise IllegalAction("Your plan already has three jumps and scans: commit it.")
    return g.check_scan(state.ground, player, action.hex, action.bunker, state.plan)


def check_plan_transfer(state: ThroneworldState, player: str, action: Transfer) -> dict[str, Any]:
    if state.plan:
        raise IllegalAction("You planned jumps or scans: a turn has one TRANSFER or up to three jumps and scans.")
    if state.transfer is not None:
        raise IllegalAction("You already planned this turn's TRANSFER: commit it.")
    return g.check_transfer(state.ground, player, action.origin, action.to, action.units)


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
            raise IllegalAction("You may turn in at most five chits.")
        discard(state, player, turn_in)
        events: list[Event] = [{"type": "passed", "player": player, "turned_in": len(turn_in)}]
        return events + finish_chit_step(state, player)
    raise WrongPhase("It is your move step: plan jumps, scans or a transfer and commit them, or pass.")


def commit_plan(state: ThroneworldState, player: str) -> list[Event]:
    events: list[Event] = []
    if state.transfer is not None:
        events += g.do_transfer(state.ground, player, state.transfer)
        state.transfer = None
        state.phase = "chit"
        return events
    if not state.plan:
        state.phase = "chit"
        return [{"type": "no_moves", "player": player}]
    for proposal in state.plan:
        g.use_bunker(state.ground, player, proposal.bunker)
    events.append({"type": "proposed", "player": player,
                   "actions": [public_proposal(p) for p in state.plan]})
    owners = {p.target: g.owner(state.ground, p.target) for p in state.plan}
    window = Window(proposer=player, queue=responder_order(player, state.players, state.plan, owners))
    state.window = window
    window.queue = [p for p in window.queue if can_respond(state, p)]
    if window.queue:
        state.phase = "window"
        events.append({"type": "window", "player": player, "asked": len(window.queue)})
        return events
    return events + resolve_plan(state)


def public_proposal(p: Proposal) -> dict[str, Any]:
    return {"kind": p.kind, "bunker": p.bunker, "target": p.target, "origin": p.origin,
            "units": g.units_text(p.units)}


# --- the reaction window ------------------------------------------------------------------------


def jam_options(state: ThroneworldState, player: str) -> list[tuple[int, str]]:
    """(action index, bunker) pairs `player` could JAM with now."""
    window = state.window
    if window is None or player == window.proposer or window.proposer == g.IMPERIAL:
        return []
    if not any("jam" in ACTION_CHITS[c].uses for c in state.hands[player]):
        return []
    options = []
    for index, proposal in enumerate(state.plan):
        if window.jam_on(index) is not None:
            continue
        for bunker in g.bunkers_in_comm(state.ground, player, proposal.bunker):
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
        if proposal.kind != "jump" or g.owner(state.ground, proposal.target) != player:
            continue
        if g.blockaded(state.ground, proposal.target):
            continue
        for fleet, bunker in g.intercept_options(state.ground, player, proposal.target):
            if fleet not in sent:
                options.append((index, fleet, bunker))
    return options


def intercepting_fleets(window: Window, player: str) -> set[str]:
    """Hexes whose fleet `player` already sends in this window (each intercept sends another fleet;
    two bunkers in one hex are two bunkers, so bunkers are not limited here beyond being unused)."""
    return {r.origin for r in window.responses if r.player == player and r.kind == "intercept"}


def can_respond(state: ThroneworldState, player: str) -> bool:
    return bool(jam_options(state, player) or intercept_options(state, player))


def prune_queue(state: ThroneworldState) -> None:
    window = state.window
    while window.queue and not can_respond(state, window.queue[0]):
        window.queue.pop(0)


def counter_options(state: ThroneworldState) -> list[tuple[int, str]]:
    window = state.window
    proposer = window.proposer
    if proposer == g.IMPERIAL or not any("jam" in ACTION_CHITS[c].uses for c in state.hands[proposer]):
        return []
    options = []
    for index, response in enumerate(window.responses):
        if response.countered:
            continue
        for bunker in g.bunkers_in_comm(state.ground, proposer, response.bunker):
            options.append((index, bunker))
    return options


def check_jam(state: ThroneworldState, player: str, action: Jam) -> tuple[int, str, str]:
    window = state.window
    index = action.action - 1
    if window.proposer == g.IMPERIAL:
        raise IllegalAction("An Imperial Attack can be intercepted but not jammed.")
    if not 0 <= index < len(state.plan):
        raise BadArguments(f"There is no proposed action {action.action}: they are numbered 1 to {len(state.plan)}.")
    if window.jam_on(index) is not None:
        raise IllegalAction(f"Action {action.action} is already jammed: only one JAM per jump or scan.")
    chit = find_chit(state, player, action.chit, "jam")
    bunker = g.hex_name(state.ground, action.bunker)
    if bunker not in g.bunkers_in_comm(state.ground, player, state.plan[index].bunker):
        raise IllegalAction(f"You have no unused Command Bunker at {bunker} within your Comm range of the bunker "
                            f"at {state.plan[index].bunker} that ordered action {action.action}.")
    return index, bunker, chit


def check_intercept(state: ThroneworldState, player: str, action: Intercept) -> Response:
    window = state.window
    index = action.action - 1
    if not 0 <= index < len(state.plan):
        raise BadArguments(f"There is no proposed action {action.action}: they are numbered 1 to {len(state.plan)}.")
    proposal = state.plan[index]
    if proposal.kind != "jump" or g.owner(state.ground, proposal.target) != player:
        raise IllegalAction("You may only INTERCEPT a jump to a system you own.")
    if g.blockaded(state.ground, proposal.target):
        raise IllegalAction(f"{proposal.target} is blockaded, so it can't be intercepted.")
    chit = find_chit(state, player, action.chit, "intercept")
    bunker = g.hex_name(state.ground, action.bunker)
    fleet = g.hex_name(state.ground, action.fleet)
    if fleet in intercepting_fleets(window, player):
        raise IllegalAction(f"Your fleet at {fleet} already intercepts: each intercept sends another fleet.")
    units = g.check_intercept(state.ground, player, fleet, bunker, proposal.target, action.units)
    return Response(kind="intercept", player=player, action=index, bunker=bunker, chit=chit, origin=fleet,
                    target=proposal.target, units=units)


def window_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    window = state.window
    if isinstance(action, Jam):
        index, bunker, chit = check_jam(state, player, action)
        g.use_bunker(state.ground, player, bunker)
        discard(state, player, [chit])
        window.responses.append(Response(kind="jam", player=player, action=index, bunker=bunker, chit=chit))
        events: list[Event] = [{"type": "jam", "player": player, "action": index + 1, "bunker": bunker}]
    elif isinstance(action, Intercept):
        response = check_intercept(state, player, action)
        g.use_bunker(state.ground, player, response.bunker)
        discard(state, player, [response.chit])
        window.responses.append(response)
        events = [{"type": "intercept_announced", "player": player, "action": response.action + 1,
                   "fleet": response.origin, "bunker": response.bunker, "units": g.units_text(response.units)}]
    elif isinstance(action, Pass):
        window.queue.pop(0)
        events = [{"type": "no_response", "player": player}]
    else:
        raise WrongPhase("A reaction window is open: jam, intercept or pass.")
    prune_queue(state)
    if window.queue:
        return events
    return events + close_window(state)


def close_window(state: ThroneworldState) -> list[Event]:
    """After any announced response the proposer is asked whether to counter-jam, Jam in hand or not:
    skipping the step for an empty hand would tell the table what the hand holds."""
    window = state.window
    if window.responses and window.proposer != g.IMPERIAL:
        window.counter = True
        state.phase = "counterjam"
        return [{"type": "counterjam_window", "player": window.proposer}]
    return resolve_plan(state)


def check_counterjam(state: ThroneworldState, player: str, action: Counterjam) -> tuple[int, str, str]:
    window = state.window
    index = action.response - 1
    if not 0 <= index < len(window.responses):
        raise BadArguments(f"There is no announced response {action.response}: they are numbered 1 to "
                           f"{len(window.responses)}.")
    if window.responses[index].countered:
        raise IllegalAction(f"Response {action.response} is already counter-jammed.")
    chit = find_chit(state, player, action.chit, "jam")
    bunker = g.hex_name(state.ground, action.bunker)
    if bunker not in g.bunkers_in_comm(state.ground, player, window.responses[index].bunker):
        raise IllegalAction(f"You have no unused Command Bunker at {bunker} within your Comm range of the bunker "
                            f"at {window.responses[index].bunker}.")
    return index, bunker, chit


def counter_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    window = state.window
    if isinstance(action, Counterjam):
        index, bunker, chit = check_counterjam(state, player, action)
        g.use_bunker(state.ground, player, bunker)
        discard(state, player, [chit])
        window.responses[index].countered = True
        window.responses[index].counter_bunker = bunker
        events: list[Event] = [{"type": "counterjam", "player": player, "response": index + 1, "bunker": bunker}]
        if any(not r.countered for r in window.responses):  # asked on, for the same reason
            return events
        return events + resolve_plan(state)
    if isinstance(action, Pass):
        return [{"type": "no_counterjam", "player": player}] + resolve_plan(state)
    raise WrongPhase("You may counter-jam the announced jams and intercepts, or pass.")


def resolve_plan(state: ThroneworldState) -> list[Event]:
    window = state.window
    player = window.proposer if window else state.current_player
    if player == g.IMPERIAL:
        return resolve_imperial_attack(state)
    intercepts = [r for r in window.responses if r.kind == "intercept" and not r.countered] if window else []
    events: list[Event] = []
    go: list[Proposal] = []
    for index, proposal in enumerate(state.plan):
        if window is not None and window.action_jammed(index):
            events.append({"type": "jammed", "player": player, "action": index + 1, "target": proposal.target})
        else:
            go.append(proposal)
    throneworld_owner = g.owner(state.ground, g.throneworld(state.ground))
    events += g.resolve(state.ground, player, go, intercepts, state.rng)
    state.plan = []
    state.window = None
    state.phase = "chit"
    events += check_victory(state, player)
    tw = g.throneworld(state.ground)
    if g.owner(state.ground, tw) == player and throneworld_owner != player:
        state.throneworld_captured_turn = state.turn
        if not state.throneworld_looted:
            state.throneworld_looted = True
            credits = g.loot_credits(state.ground, player)
            events.append({"type": "looted", "player": player, "credits": credits})
            state.followup = Followup(kind="build", player=player, mode="loot", sites={tw: credits}, then="chit")
            state.phase = "followup"
    return events


# --- expansion: the chit step -------------------------------------------------------------------


def check_chit(state: ThroneworldState, player: str, action: Chit) -> tuple[str, str, list[str]]:
    """(chit id, use, turn-ins) after checking that the play is allowed."""
    cid = None
    use = action.use
    text = action.chit.strip().lower()
    if use is None and text.replace(" ", "").replace("_", "") in ("artifact", "boom", "sabotage", "hwreturn"):
        use = text.replace(" ", "").replace("_", "")  # type: ignore[assignment]
    if use is None:
        # the chit itself may say it: "boom 5", "sabotage 3", or an id
        for candidate in state.hands[player]:
            chit = ACTION_CHITS[candidate]
            named = text in (candidate.lower(), chit.kind, chit.name.lower()) or chit.name.lower().startswith(text)
            if named:
                playable = [u for u in chit.uses if u not in ("jam", "intercept")]
                if playable:
                    cid, use = candidate, playable[0]
                    break
        if cid is None:
            raise IllegalAction(f"You hold no chit '{action.chit}' that can be played in your expansion.")
    else:
        cid = find_chit(state, player, action.chit, use)
    chit = ACTION_CHITS[cid]
    turn_ins = find_turn_ins(state, player, [action.turn_in] if action.turn_in else [], exclude=cid)
    ground = state.ground
    if use == "artifact":
        if action.tech is None:
            raise BadArguments("An Artifact makes two research attempts: give the first one's tech.")
    elif use == "boom":
        option = action.option
        if option not in ("local", "credits", "develop"):
            raise BadArguments("An Economic Boom is played for local, credits or develop.")
        if option == "develop":
            g.check_develop(ground, player, action.target, chit.value)
        elif option == "local":
            if not local_sites(state, player):
                raise IllegalAction("You have no non-homeworld system that can produce locally.")
    elif use == "sabotage":
        option = action.option
        if option == "develop":
            g.check_sabotage_develop(ground, player, action.target, chit.value)
        elif option == "force":
            g.check_sabotage_force(ground, player, action.target, action.space, action.ground, chit.value)
        elif option == "neutral":
            g.check_sabotage_neutral(ground, player, action.target, action.units, chit.value)
        else:
            raise BadArguments("A Sabotage is played for develop, force or neutral.")
    elif use == "hwreturn":
        g.check_hw_return(ground, player, action.origins)
    else:
        raise BadArguments(f"A chit is played for artifact, boom, sabotage or hwreturn, not {use}.")
    return cid, use, turn_ins


def local_sites(state: ThroneworldState, player: str) -> dict[str, int]:
    """Where an Economic Boom's local production may happen, with each site's credits."""
    sites = g.local_sites(state.ground, player)
    tw = g.throneworld(state.ground)
    if tw in sites and state.throneworld_captured_turn == state.turn:
        sites.pop(tw)
    return sites


def chit_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if isinstance(action, Pass):
        turn_in = find_turn_ins(state, player, action.turn_in)
        if len(turn_in) > MAX_TURN_IN_ON_PASS:
            raise IllegalAction("You may turn in at most five chits.")
        discard(state, player, turn_in)
        return [{"type": "passed", "player": player, "turned_in": len(turn_in)}] + finish_chit_step(state, player)
    if not isinstance(action, Chit):
        raise WrongPhase("It is your chit step: play a chit (chit) or pass.")
    cid, use, turn_ins = check_chit(state, player, action)
    chit = ACTION_CHITS[cid]
    discard(state, player, [cid, *turn_ins])
    events: list[Event] = [{"type": "chit", "player": player, "chit": chit.name, "use": use,
                            "option": action.option, "turned_in": len(turn_ins)}]
    ground = state.ground
    if use == "artifact":
        events += g.research(ground, player, action.tech, state.rng)
        state.followup = Followup(kind="artifact", player=player)
        state.phase = "followup"
        return events
    if use == "boom":
        if action.option == "develop":
            events += g.develop(ground, player, action.target, chit.value)
        elif action.option == "credits":
            events += g.boom_credits(ground, player)
            state.followup = Followup(kind="build", player=player, mode="credits")
            state.phase = "followup"
            return events
        else:
            state.followup = Followup(kind="build", player=player, mode="local")
            state.phase = "followup"
            return events
    elif use == "sabotage":
        if action.option == "develop":
            events += g.sabotage_develop(ground, player, action.target, chit.value)
        elif action.option == "force":
            events += g.sabotage_force(ground, player, action.target, action.space, action.ground, chit.value)
        else:
            events += g.sabotage_neutral(ground, player, action.target, action.units, chit.value)
    elif use == "hwreturn":
        events += g.hw_return(ground, player, action.origins)
    events += check_victory(state, player)
    return events + finish_chit_step(state, player)


def followup_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    followup = state.followup
    if followup.kind == "artifact":
        if not isinstance(action, Research):
            raise WrongPhase("Your Artifact's second research attempt: research a tech (or none).")
        events = g.research(state.ground, player, action.tech, state.rng) if action.tech != "none" else []
        state.followup = None
        return events + finish_chit_step(state, player)
    if not isinstance(action, Build):
        raise WrongPhase("Build units with this chit (build), then build done.")
    if action.done or not action.units:
        events = g.do_builds(state.ground, player, followup.builds, followup.mode, state.rng) if followup.builds else []
        events.append({"type": "built", "player": player, "mode": followup.mode,
                       "units": [{"at": b.at, "units": g.units_text(b.units)} for b in followup.builds]})
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
    followup = state.followup
    if followup.mode == "credits":
        return g.check_build(state.ground, player, action.at, action.units, "credits", followup.builds)
    at = g.hex_name(state.ground, action.at) if action.at else None
    if followup.mode == "loot":
        at = at or next(iter(followup.sites))
        if at not in followup.sites:
            raise IllegalAction(f"The looted credits must be spent at the Throneworld ({next(iter(followup.sites))}).")
        return g.check_local_build(state.ground, player, at, action.units, followup.sites[at])
    sites = local_sites(state, player)
    if at is None:
        raise BadArguments("Say where to build (at): one of your systems producing locally.")
    if at not in sites:
        raise IllegalAction(f"{at} can't produce locally with this Economic Boom.")
    tw = g.throneworld(state.ground)
    chosen = list(followup.sites)
    if at not in chosen:
        if tw in chosen or (at == tw and chosen):
            raise IllegalAction("An Economic Boom produces locally at the Throneworld instead of at two other "
                                "systems, not as well.")
        if len(chosen) >= 2:
            raise IllegalAction(f"This Economic Boom already produces at {' and '.join(chosen)}.")
    budget = followup.sites.get(at, sites[at])
    return g.check_local_build(state.ground, player, at, action.units, budget)


def finish_chit_step(state: ThroneworldState, player: str) -> list[Event]:
    """Step 3 of the expansion: everyone draws back to five; then the next player's expansion."""
    start = state.order.index(player) if player in state.order else 0
    order = state.order[start:] + state.order[:start]
    drawn = state.cups.refill(state.hands, order, state.rng)
    events: list[Event] = []
    if drawn:
        events.append({"type": "drew", "counts": {p: len(c) for p, c in drawn.items()}})
    state.followup = None
    return events + end_expansion(state, player)


def end_expansion(state: ThroneworldState, player: str) -> list[Event]:
    events: list[Event] = []
    if victory.phase_done(state.attempt, player):
        return events + finish(state, [state.attempt.player], "survived a full round of expansions in a victory "
                                                               "attempt")
    state.current += 1
    if state.current < len(state.order):
        return events + start_expansion(state)
    if state.attempt is not None:
        return events + end_phase(state)
    return events + start_research(state, "empire")


# --- empire phase -------------------------------------------------------------------------------


def start_research(state: ThroneworldState, round_: str) -> list[Event]:
    state.phase = "research"
    state.research_round = round_  # type: ignore[assignment]
    state.pending = {p: Pending() for p in state.players}
    return [{"type": "research_phase", "round": round_}]


def research_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if not isinstance(action, Research):
        raise WrongPhase("Everyone is choosing a research attempt: research a tech (or none).")
    pending = state.pending[player]
    if pending.done:
        raise WrongPhase("You have already chosen your research: the others are still choosing.")
    pending.tech = action.tech
    pending.done = True
    events: list[Event] = [{"type": "committed", "player": player}]
    if not all(p.done for p in state.pending.values()):
        return events
    for p in state.order:
        tech = state.pending[p].tech
        if tech and tech != "none":
            events += g.research(state.ground, p, tech, state.rng)
        else:
            events.append({"type": "no_research", "player": p})
    state.pending = {p: Pending() for p in state.players}
    if state.research_round == "empire":
        return events + draw_event(state)
    return events + start_production(state)


def draw_event(state: ThroneworldState) -> list[Event]:
    cid = state.cups.draw_event(state.rng)
    chit = EVENT_CHITS[cid]
    events: list[Event] = [{"type": "event", "chit": chit.name, "kind": chit.kind}]
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
        events.append({"type": "no_effect", "why": "no system it could be played on"})
        return events + start_production(state)
    state.event = cid
    state.phase = "event"
    events.append({"type": "event_chooser", "player": chooser})
    return events


def event_chooser(state: ThroneworldState) -> str:
    chit = EVENT_CHITS[state.event]
    return state.order[0] if chit.chooser == "first" else state.order[-1]


def event_targets(state: ThroneworldState, cid: str, chooser: str) -> list[str]:
    chit = EVENT_CHITS[cid]
    if chit.kind == "rebels":
        return g.rebel_targets(state.ground)
    if chit.kind == "imperial_attack":
        return g.imperial_targets(state.ground)
    return g.imperial_sabotage_targets(state.ground, chooser)


def check_event_target(state: ThroneworldState, player: str, action: EventTarget) -> str:
    chit = EVENT_CHITS[state.event]
    target = g.hex_name(state.ground, action.target)
    if target not in event_targets(state, state.event, player):
        raise IllegalAction(f"{chit.name} can't be played on {target}.")
    if chit.kind == "imperial_sabotage":
        if action.option == "develop":
            g.check_sabotage_develop(state.ground, player, target, chit.value, imperial=True)
        elif action.option == "force":
            g.check_sabotage_force(state.ground, player, target, action.space, action.ground, chit.value,
                                   imperial=True)
        else:
            raise BadArguments("Imperial Sabotage is played for develop or force.")
    return target


def event_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    chit = EVENT_CHITS[state.event]
    if isinstance(action, Pass):
        state.event = None
        return [{"type": "event_declined", "player": player}] + start_production(state)
    if not isinstance(action, EventTarget):
        raise WrongPhase(f"You choose where {chit.name} strikes (event), or pass.")
    target = check_event_target(state, player, action)
    events: list[Event] = [{"type": "event_target", "player": player, "chit": chit.name, "target": target}]
    if chit.kind == "rebels":
        events += g.rebels(state.ground, target, state.rng)
    elif chit.kind == "imperial_sabotage":
        if action.option == "develop":
            events += g.sabotage_develop(state.ground, player, target, chit.value, imperial=True)
        else:
            events += g.sabotage_force(state.ground, player, target, action.space, action.ground, chit.value,
                                       imperial=True)
    else:
        # the owner may INTERCEPT an Imperial Attack (8.21): a window with the owner alone
        owner = g.owner(state.ground, target)
        state.plan = [Proposal(kind="jump", bunker="", target=target)]
        state.window = Window(proposer=g.IMPERIAL, queue=[owner])
        prune_queue(state)
        if state.window.queue:
            state.phase = "window"
            return events + [{"type": "window", "player": g.IMPERIAL, "asked": 1}]
        return events + resolve_imperial_attack(state)
    state.event = None
    events += check_victory(state, None)
    return events + start_production(state)


def resolve_imperial_attack(state: ThroneworldState) -> list[Event]:
    chit = EVENT_CHITS[state.event]
    window = state.window
    intercepts = [r for r in window.responses if r.kind == "intercept"]
    events = g.imperial_attack(state.ground, state.plan[0].target, chit.value, intercepts, state.rng)
    state.plan = []
    state.window = None
    state.event = None
    events += check_victory(state, None)
    return events + start_production(state)


def start_production(state: ThroneworldState) -> list[Event]:
    if state.attempt is not None:
        # an event began a victory attempt: the rest of this empire phase is skipped (section 11), the
        # production marker included
        return [{"type": "no_production", "why": "victory attempt"}] + end_phase(state)
    if not state.track.production:
        return [{"type": "no_production"}] + end_empire_phase(state)
    state.phase = "production"
    state.pending = {p: Pending() for p in state.players}
    events: list[Event] = [{"type": "production_phase"}]
    for p in state.order:
        events += g.collect_income(state.ground, p)
    return events


def production_step(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if not isinstance(action, Build):
        raise WrongPhase("Everyone is building: build units, then build done.")
    pending = state.pending[player]
    if pending.done:
        raise WrongPhase("Your production is done: the others are still building.")
    if not (action.done or not action.units):
        pending.builds.append(g.check_build(state.ground, player, action.at, action.units, "production",
                                            pending.builds))
        return [{"type": "building", "player": player}]
    pending.done = True
    events: list[Event] = [{"type": "committed", "player": player}]
    if not all(p.done for p in state.pending.values()):
        return events
    rising = {}
    for p in state.order:
        builds = state.pending[p].builds
        ordinary, rising[p] = g.split_revolts(state.ground, p, builds)
        events += g.do_builds(state.ground, p, ordinary, "production", state.rng)
        events.append({"type": "built", "player": p, "mode": "production",
                       "units": [{"at": b.at, "units": g.units_text(b.units)} for b in builds]})
    for p in state.order:
        events += g.rise(state.ground, p, rising[p], state.rng)  # revolts come after all production (9)
    g.end_production(state.ground)
    state.pending = {p: Pending() for p in state.players}
    events += check_victory(state, None)
    if state.attempt is not None:
        return events + end_phase(state)  # a revolt began an attempt: the marker stays (section 11)
    return events + end_empire_phase(state)


def end_empire_phase(state: ThroneworldState) -> list[Event]:
    state.track.end_of_empire_phase()
    return end_phase(state)


# --- end phase ----------------------------------------------------------------------------------


def end_phase(state: ThroneworldState) -> list[Event]:
    g.flip_bunkers(state.ground)
    events: list[Event] = [{"type": "end_of_turn", "turn": state.turn}]
    if state.attempt is None:
        state.order = next_player_order(state.order, state.rng)
    if state.turn >= state.max_turns:
        scores = totals(state)
        best = max(scores.values())
        return events + finish(state, [p for p, n in scores.items() if n == best],
                               f"the turn limit ({state.max_turns} turns) was reached: most systems wins")
    state.turn += 1
    state.current = 0
    events.append({"type": "turn", "turn": state.turn, "order": list(state.order),
                   "production": state.track.production})
    return events + start_expansion(state)


def finish(state: ThroneworldState, winners: list[str], reason: str) -> list[Event]:
    state.phase = "over"
    state.result = Result(winners=winners, reason=reason, totals=totals(state))
    return [{"type": "game_over", "winners": winners, "reason": reason}]


# --- dispatch -----------------------------------------------------------------------------------


def play(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if isinstance(action, Orders):
        return g.set_orders(state.ground, player, action)
    phase = state.phase
    if phase == "outreach":
        return outreach(state, player, action)
    if phase == "move":
        return move_step(state, player, action)
    if phase == "window":
        return window_step(state, player, action)
    if phase == "counterjam":
        return counter_step(state, player, action)
    if phase == "chit":
        return chit_step(state, player, action)
    if phase == "followup":
        return followup_step(state, player, action)
    if phase == "research":
        return research_step(state, player, action)
    if phase == "event":
        return event_step(state, player, action)
    if phase == "production":
        return production_step(state, player, action)
    raise WrongPhase("This game is over.")


def followup_sites(state: ThroneworldState, player: str) -> dict[str, int]:
    """Where the current chit's builds may still go, with the credits left there."""
    followup = state.followup
    if followup is None or followup.mode == "credits":
        return {}
    if followup.mode == "loot":
        return dict(followup.sites)
    sites = local_sites(state, player)
    return {h: followup.sites.get(h, c) for h, c in sites.items()}
