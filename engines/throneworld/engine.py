"""Throneworld's Engine (engines/base.py contract): prompts, legal moves, timeouts, views, outcome."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from engines.base import Action, Engine, Event, Outcome, Prompt
from engines.errors import IllegalAction, OptionRefused
from engines.rng import Rng
from engines.said import Said, Text, said, said_json
from engines.throneworld import actions as A
from engines.throneworld import (
    board,
    building,
    candidates,
    chit_effects,
    chit_step,
    empire,
    expansion,
    flow,
    game,
    plans,
    responses,
    standing,
)
from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS, EVENT_EFFECTS
from engines.throneworld.state import ThroneworldState
from engines.throneworld.upgrades import UPGRADES

TECHS = ("jump", "comm", "space", "ground")
MAX_TURN_LIMIT = 200


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")
    max_turns: int = 40
    """Our addition: after this many turns the game ends and most systems wins (ties share)."""

    @field_validator("max_turns")
    @classmethod
    def _a_real_turn_limit(cls, value: int) -> int:
        if not 1 <= value <= MAX_TURN_LIMIT:
            raise OptionRefused(said("tw-option-max-turns", most=MAX_TURN_LIMIT, typed=value))
        return value


class PublicView(BaseModel):
    scores: dict[str, int]
    turn: int
    phase: str
    order: list[str]
    current: str | None
    awaiting: list[str]
    production_turn: bool
    hand_sizes: dict[str, int]
    proposal: list[dict[str, Any]] | None = None
    responses: list[dict[str, Any]] | None = None
    event: Any = None
    """The event being resolved: its name, a Said as JSON."""
    attempt: dict[str, Any] | None = None
    needed: int
    ground: dict[str, Any]
    result: dict[str, Any] | None = None


class PlayerView(PublicView):
    me: str
    hand: list[dict[str, Any]]
    plan: list[dict[str, Any]]
    pending: dict[str, Any] | None = None
    followup: dict[str, Any] | None = None
    orders: dict[str, Any] | None = None
    """Your standing battle orders (the `orders` command)."""


def what(phase: str) -> Said:
    """What a phase's prompt asks for (tw-what), written to read in "Waiting for @tom: <what>." and in "The
    game waits for you: <what>." (the "My options" answer, the reminders)."""
    return said("tw-what", phase=phase)


def window_what(state: ThroneworldState) -> Said:
    """The secret reaction prompt's text: only its player ever reads it (a DM, "My options")."""
    window = state.window
    if window is not None and window.proposer == board.IMPERIAL:
        target: Text = state.plan[0].target if state.plan else said("tw-what-your-system")
        return said("tw-what-window-imperial", hex=target)
    proposer: Text = window.proposer if window is not None else said("tw-what-current-player")
    return said("tw-what-window", proposer=proposer)


class Throneworld(Engine[ThroneworldState, Options]):
    name = "throneworld"
    title = "Throneworld"
    score_unit = "systems"
    min_players = 2
    max_players = 6
    state_type = ThroneworldState
    action_type = A.Actions
    options_type = Options
    upgrades = UPGRADES
    anytime = frozenset({"orders"})

    def setup(self, players: list[str], options: Options, rng: Rng) -> ThroneworldState:
        return flow.new_state(players, options.max_turns, rng)

    def play(self, state: ThroneworldState, player: str, action: Action, now: datetime) -> list[Event]:
        return game.play(state, player, action)

    # --- who acts -----------------------------------------------------------------------------

    def awaiting(self, state: ThroneworldState) -> list[Prompt]:
        phase = state.phase
        if phase == "over":
            return []
        if phase in ("outreach", "research", "production"):
            return [Prompt(player=p, kind="simultaneous", timer="turn", what=what(phase))
                    for p in state.players if not state.pending[p].done]
        if phase in ("move", "chit"):
            return [Prompt(player=state.current_player, what=what(phase))]
        if phase == "followup":
            followup = state.open_followup
            step = "artifact" if followup.kind == "artifact" else "loot" if followup.mode == "loot" else "build"
            return [Prompt(player=followup.player, what=said("tw-what-followup", step=step))]
        if phase == "window":
            # Who is asked is secret: only holders of a usable Jam/Intercept are, one at a time.
            return [Prompt(player=state.open_window.queue[0], kind="reaction", timer="reaction",
                           what=window_what(state), secret=True)]
        if phase == "counterjam":
            return [Prompt(player=state.open_window.proposer, kind="reaction", timer="reaction", what=what(phase))]
        if phase == "event":
            chit = EVENT_CHITS[state.open_event]
            effect = EVENT_EFFECTS.get(chit.kind, said("tw-event-effect", kind="other"))
            return [Prompt(player=empire.event_chooser(state),
                           what=said("tw-what-event", event=chit.title, effect=effect))]
        return []

    def on_timeout(self, state: ThroneworldState, player: str, now: datetime) -> Action:
        phase = state.phase
        if phase == "outreach":
            return A.Commit()
        if phase == "research":
            return A.Research(tech="none")
        if phase == "production":
            return A.Build(done=True)
        if phase == "followup":
            return A.Research(tech="none") if state.open_followup.kind == "artifact" else A.Build(done=True)
        return A.Pass()

    # --- legal moves --------------------------------------------------------------------------

    def legal_moves(self, state: ThroneworldState, player: str) -> list[Action]:
        if self.prompt_of(state, player) is None:
            return []
        candidates = list(self._candidates(state, player))
        legal: list[Action] = []
        seen: set[str] = set()
        for action in candidates:
            key = action.model_dump_json()
            if key in seen:
                continue
            seen.add(key)
            if self._allowed(state, player, action):
                legal.append(action)
        return legal

    def _allowed(self, state: ThroneworldState, player: str, action: Action) -> bool:
        try:
            self.check(state, player, action)
        except IllegalAction:
            return False
        return True

    def check(self, state: ThroneworldState, player: str, action: Action) -> None:
        """The checks of `action` alone (no mutation); raises IllegalAction."""
        phase = state.phase
        finishing = isinstance(action, A.Build) and (action.done or not action.units)
        if isinstance(action, (A.Pass, A.Commit)) or finishing:
            return
        if isinstance(action, A.Research):
            return
        if phase == "outreach" and isinstance(action, A.Jump):
            expansion.check_outreach_jump(state, player, action)
        elif phase == "outreach" and isinstance(action, A.Build):
            building.check_build(state.ground, player, action.at, action.units, "outreach",
                                 state.pending[player].builds)
        elif phase == "production" and isinstance(action, A.Build):
            building.check_build(state.ground, player, action.at, action.units, "production",
                                 state.pending[player].builds)
        elif phase == "followup" and isinstance(action, A.Build):
            chit_step.check_followup_build(state, player, action)
        elif isinstance(action, A.Jump):
            expansion.check_plan_jump(state, player, action)
        elif isinstance(action, A.Scan):
            expansion.check_plan_scan(state, player, action)
        elif isinstance(action, A.Transfer):
            expansion.check_plan_transfer(state, player, action)
        elif isinstance(action, A.Jam):
            responses.check_jam(state, player, action)
        elif isinstance(action, A.Intercept):
            responses.check_intercept(state, player, action)
        elif isinstance(action, A.Counterjam):
            responses.check_counterjam(state, player, action)
        elif isinstance(action, A.Chit):
            chit_step.check_chit(state, player, action)
        elif isinstance(action, A.EventTarget):
            empire.check_event_target(state, player, action)

    def _candidates(self, state: ThroneworldState, player: str) -> Iterator[Action]:
        phase = state.phase
        ground = state.ground
        if phase == "outreach":
            yield A.Commit()
            jumps = candidates.jump_candidates(ground, player, state.pending[player].jumps, True)
            for fleet, to, bunker, units in jumps:
                yield A.Jump(fleet=fleet, to=to, bunker=bunker, units=units)
            for at, units in candidates.build_candidates(ground, player, "outreach", state.pending[player].builds):
                yield A.Build(at=at, units=units)
        elif phase == "move":
            yield A.Pass()
            yield A.Commit()
            for fleet, to, bunker, units in candidates.jump_candidates(ground, player, state.plan, False):
                yield A.Jump(fleet=fleet, to=to, bunker=bunker, units=units)
            for hex_, bunker in candidates.scan_candidates(ground, player, state.plan):
                yield A.Scan(hex=hex_, bunker=bunker)
            for origin, to, units in candidates.transfer_candidates(ground, player):
                yield A.Transfer(origin=origin, to=to, units=units)
        elif phase == "window":
            yield A.Pass()
            for index, bunker in responses.jam_options(state, player):
                yield A.Jam(action=index + 1, bunker=bunker)
            for index, fleet, bunker in responses.intercept_options(state, player):
                yield A.Intercept(action=index + 1, fleet=fleet, bunker=bunker)
        elif phase == "counterjam":
            yield A.Pass()
            for index, bunker in responses.counter_options(state):
                yield A.Counterjam(response=index + 1, bunker=bunker)
        elif phase == "chit":
            yield A.Pass()
            hand = state.hands[player]
            if hand:
                yield A.Pass(turn_in=list(hand))
            yield from self._chit_candidates(state, player)
        elif phase == "followup":
            if state.open_followup.kind == "artifact":
                yield A.Research(tech="none")
                for tech in TECHS:
                    yield A.Research(tech=tech)
            else:
                yield A.Build(done=True)
                followup = state.open_followup
                for at, units in candidates.build_candidates(ground, player, followup.mode, followup.builds,
                                                    chit_step.followup_sites(state, player)):
                    yield A.Build(at=at, units=units)
        elif phase == "research":
            yield A.Research(tech="none")
            for tech in TECHS:
                yield A.Research(tech=tech)
        elif phase == "production":
            yield A.Build(done=True)
            for at, units in candidates.build_candidates(ground, player, "production", state.pending[player].builds):
                yield A.Build(at=at, units=units)
        elif phase == "event":
            yield A.Pass()
            chit = EVENT_CHITS[state.open_event]
            for target in empire.event_targets(state, state.open_event, player)[:6]:
                if chit.kind == "imperial_sabotage":
                    yield A.EventTarget(target=target, option="develop")
                    for space in range(chit.value + 1):
                        yield A.EventTarget(target=target, option="force", space=space, ground=chit.value - space)
                else:
                    yield A.EventTarget(target=target)

    def _chit_candidates(self, state: ThroneworldState, player: str) -> Iterator[Action]:
        ground = state.ground
        hand = state.hands[player]
        for cid in hand:
            chit = ACTION_CHITS[cid]
            other = next((c for c in hand if c != cid), None)
            for use in chit.uses:
                if use == "artifact":
                    for tech in TECHS:
                        yield A.Chit(chit=cid, use="artifact", tech=tech)
                    if other:
                        yield A.Chit(chit=cid, use="artifact", tech="comm", turn_in=other)
                elif use == "boom":
                    yield A.Chit(chit=cid, use="boom", option="credits")
                    yield A.Chit(chit=cid, use="boom", option="local")
                    for target in board.own_systems(ground, player)[:4]:
                        yield A.Chit(chit=cid, use="boom", option="develop", target=target)
                elif use == "sabotage":
                    for target in chit_effects.sabotage_targets(ground, player)[:4]:
                        yield A.Chit(chit=cid, use="sabotage", option="develop", target=target)
                        for space in range(chit.value + 1):
                            yield A.Chit(chit=cid, use="sabotage", option="force", target=target, space=space,
                                       ground=chit.value - space)
                    for target, units in chit_effects.neutral_sabotage_candidates(ground, player, chit.value)[:4]:
                        yield A.Chit(chit=cid, use="sabotage", option="neutral", target=target, units=units)
                elif use == "hwreturn":
                    for origins in chit_effects.hw_return_candidates(ground, player)[:3]:
                        yield A.Chit(chit=cid, use="hwreturn", origins=origins)

    # --- AI -----------------------------------------------------------------------------------

    def ai_action(self, state: ThroneworldState, player: str, rand: random.Random) -> Action:
        from engines.throneworld.ai import choose

        return choose(self, state, player, rand)

    # --- views and outcome --------------------------------------------------------------------

    def view(self, state: ThroneworldState, player: str | None) -> BaseModel:
        window = state.window
        prompts = self.awaiting(state)
        proposal = None
        responses = None
        if state.phase in ("window", "counterjam") and window is not None:
            proposal = [expansion.public_proposal(p) for p in state.plan]
            responses = [{"kind": r.kind, "player": r.player, "action": r.action + 1, "bunker": r.bunker,
                          "fleet": r.origin, "units": board.units_text(r.units), "countered": r.countered}
                         for r in window.responses]
        attempt = None
        if state.attempt is not None:
            attempt = {"player": state.attempt.player, "started_turn": state.attempt.started_turn,
                       "to_stop": list(state.attempt.to_stop)}
        result = state.result.model_dump() if state.result else None
        public: dict[str, Any] = dict(
            scores=flow.totals(state), turn=state.turn, phase=state.phase, order=list(state.order),
            current=state.current_player if state.current < len(state.order) and state.phase in (
                "move", "window", "counterjam", "chit", "followup") else None,
            awaiting=[p.player for p in prompts if not p.secret], production_turn=state.track.production,
            hand_sizes={p: len(h) for p, h in state.hands.items()}, proposal=proposal, responses=responses,
            event=said_json(EVENT_CHITS[state.event].title) if state.event else None, attempt=attempt,
            needed=board.needed(len(state.players)), result=result,
        )
        if player is None or player not in state.players:
            return PublicView(**public, ground=board.view(state.ground, None))
        if any(p.secret and p.player == player for p in prompts):
            public["awaiting"] = [*public["awaiting"], player]  # your own secret prompt is yours to see
        pending = state.pending.get(player)
        mover = state.phase == "move" and state.current_player == player
        plan = [expansion.public_proposal(p) for p in state.plan] if mover else []
        if mover and state.transfer:
            plan.append({"kind": "transfer", **plans.public_transfer(state.transfer)})
        followup = state.followup.model_dump() if state.followup and state.followup.player == player else None
        return PlayerView(
            **public, ground=board.view(state.ground, player), me=player,
            hand=[{"id": c, "name": said_json(ACTION_CHITS[c].title), "uses": list(ACTION_CHITS[c].uses)} for c in
                  state.hands[player]],
            plan=plan, pending=pending.model_dump() if pending else None, followup=followup,
            orders={**state.ground.battle_orders(player).model_dump(),
                    "retreat_defending": state.ground.battle_orders(player, defending=True).retreat},
        )

    def outcome(self, state: ThroneworldState) -> Outcome | None:
        if state.result is None:
            return None
        winners = state.result.winners
        others = [p for p in state.players if p not in winners]
        teams = [[p] for p in winners] + [[p] for p in others]
        ranks = [1] * len(winners) + [2] * len(others)
        return Outcome(teams=teams, ranks=ranks, reason="")  # the game_over narration tells how it ended

    def standing(self, public: PublicView) -> list[Text]:
        return standing.standing(public)

    def narrate(self, event: Event) -> Text | None:
        from engines.throneworld.narrate import narrate

        return narrate(event)
