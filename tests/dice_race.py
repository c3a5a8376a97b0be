"""A tiny game for testing the platform (not shipped): players take turns rolling a d6 into a turn
total; a 1 loses the turn total, `hold` banks it. First to `target` points wins."""

from __future__ import annotations

import random
from datetime import datetime
from typing import Literal, Union

from pydantic import BaseModel, ConfigDict

from engines import registry
from engines.base import Action, Engine, Event, Outcome, Prompt, State
from engines.errors import IllegalAction
from engines.rng import Rng


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")
    target: int = 20


class Roll(Action):
    do: Literal["roll"] = "roll"


class Hold(Action):
    do: Literal["hold"] = "hold"


DiceRaceAction = Union[Roll, Hold]


class DiceRaceState(State):
    target: int
    scores: dict[str, int]
    turn: int = 0
    turn_total: int = 0
    secret: dict[str, int]


class PublicView(BaseModel):
    scores: dict[str, int]
    current: str | None
    turn_total: int


class PlayerView(PublicView):
    my_secret: int


class DiceRace(Engine):
    name = "dicerace"
    title = "Dice Race"
    min_players = 2
    max_players = 4
    state_type = DiceRaceState
    action_type = DiceRaceAction
    options_type = Options

    def setup(self, players: list[str], options: Options, rng: Rng) -> DiceRaceState:
        secret = {p: rng.randint(1, 100) for p in players}
        return DiceRaceState(players=players, rng=rng, target=options.target, scores={p: 0 for p in players},
                             secret=secret)

    def current(self, state: DiceRaceState) -> str:
        return state.players[state.turn % len(state.players)]

    def play(self, state: DiceRaceState, player: str, action: Action, now: datetime) -> list[Event]:
        if isinstance(action, Roll):
            value = state.rng.d6()
            if value == 1:
                state.turn_total = 0
                state.turn += 1
                return [{"type": "bust", "player": player}]
            state.turn_total += value
            return [{"type": "rolled", "player": player, "value": value}]
        if state.turn_total == 0:
            raise IllegalAction("You have nothing to hold yet: roll at least once first.")
        state.scores[player] += state.turn_total
        state.turn_total = 0
        state.turn += 1
        return [{"type": "held", "player": player, "score": state.scores[player]}]

    def awaiting(self, state: DiceRaceState) -> list[Prompt]:
        if self.outcome(state):
            return []
        return [Prompt(player=self.current(state), what="roll or hold")]

    def legal_moves(self, state: DiceRaceState, player: str) -> list[Action]:
        return [Roll(), Hold()] if state.turn_total else [Roll()]

    def on_timeout(self, state: DiceRaceState, player: str, now: datetime) -> Action:
        return Hold() if state.turn_total else Roll()

    def ai_action(self, state: DiceRaceState, player: str, rand: random.Random) -> Action:
        return Hold() if state.turn_total >= 8 else Roll()

    def view(self, state: DiceRaceState, player: str | None) -> BaseModel:
        current = None if self.outcome(state) else self.current(state)
        public = {"scores": dict(state.scores), "current": current, "turn_total": state.turn_total}
        if player is None:
            return PublicView(**public)
        return PlayerView(**public, my_secret=state.secret[player])

    def outcome(self, state: DiceRaceState) -> Outcome | None:
        if max(state.scores.values()) < state.target:
            return None
        return Outcome.by_score(state.scores, f"Someone reached {state.target} points.")


ENGINE = registry.register(DiceRace())
