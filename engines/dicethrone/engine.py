"""Dice Throne's Engine (engines/base.py contract), put together from the rules modules:

turn.py (setup and the turn's steps), roll.py (the rolls), attack.py (an ability to its damage),
health.py (damage, CP, defeat), cards.py, statuses.py, windows.py (reaction windows), moves.py (legal
moves, timeouts), views.py; the state in state.py, the actions in actions.py, the dice in dice.py and
the table in players.py. engines/dicethrone/rules.md is the players' version.
"""

from __future__ import annotations

import random

from engines.base import Action, Engine, Event, Outcome
from engines.dicethrone.actions import DiceThroneAction
from engines.dicethrone.ai import choose
from engines.dicethrone.attack import AttackRules
from engines.dicethrone.cards import CardRules
from engines.dicethrone.health import HealthRules
from engines.dicethrone.moves import MoveRules
from engines.dicethrone.narrate import narrate as narrate_event
from engines.dicethrone.roll import RollRules
from engines.dicethrone.standing import standing_lines
from engines.dicethrone.state import DiceThroneState, Options
from engines.dicethrone.statuses import StatusRules
from engines.dicethrone.turn import TurnRules
from engines.dicethrone.upgrades import UPGRADES
from engines.dicethrone.views import PublicView, ViewRules
from engines.dicethrone.windows import WindowRules
from engines.said import Text


class DiceThrone(TurnRules, RollRules, AttackRules, HealthRules, CardRules, StatusRules, WindowRules, MoveRules,
                 ViewRules, Engine[DiceThroneState, Options]):
    name = "dicethrone"
    title = "Dice Throne"
    score_unit = "health"
    min_players = 2
    max_players = 6
    state_type = DiceThroneState
    action_type = DiceThroneAction
    options_type = Options
    upgrades = UPGRADES
    anytime = frozenset({"ask"})
    lasting = frozenset({"ask"})

    def ai_action(self, state: DiceThroneState, player: str, rand: random.Random) -> Action:
        return choose(self, state, player, rand)

    def outcome(self, state: DiceThroneState) -> Outcome | None:
        s = state
        if not s.finished:
            return None
        alive = [i for i, t in enumerate(s.teams) if not all(s.heroes[q].out for q in t)]
        ranks = [0] * len(s.teams)
        if len(alive) > 1:  # the turn limit: most health first
            for i in alive:
                ranks[i] = 1 + sum(1 for j in alive if s.health[j] > s.health[i])
            place = 1 + len(alive)
        else:
            for i in alive:
                ranks[i] = 1
            place = 1 + len(alive)
        for moment in reversed(s.eliminated):
            for i in moment:
                ranks[i] = place
            place += len(moment)
        # who won and why is the game_over event's narration, in the reader's language: no sentence here
        return Outcome(teams=[list(t) for t in s.teams], ranks=ranks, reason="")

    def narrate(self, event: Event) -> Text | None:
        return narrate_event(event)

    def standing(self, public: PublicView) -> list[Text]:
        return list(standing_lines(public))
