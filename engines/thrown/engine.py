"""Thrown: the engine (the players' rules are engines/thrown/rules.md).

A round: every player draws a pool of dice blindly from the Void, then tricks are played until at most
one player still has unrolled dice. In a trick each player in turn rolls 1-3 dice (the trick colour if
they have any, else any one colour to try to trump), may pay unrolled dice for the discard powers of
the four cards in the display, and ends the turn (`done`); result powers are checked then. The trick
winner takes 1 gold per opponent die in the trick, plus victory powers.

Dice in a trick are numbered 1, 2, 3... in the order rolled; powers name dice by these numbers.

The rules live in modules named after their part of the game: deal (cards and pools), rounds (a round's
start and end, the tie-break, the ranking), turn (rolling, ending a turn), powers (discard powers),
tricks (result powers, the winner and the gold), rewards (victory choices, the tie-break pick), moves
(who is awaited, legal moves, the timeout move), views and narrate. The AI (ai.py) reads the same
modules; the package's __init__ hands it to the engine, so the engine never imports it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime

from engines.base import Action, Engine, Event, Outcome, Prompt
from engines.errors import BadArguments, WrongPhase
from engines.rng import Rng
from engines.said import Said, Text, said
from engines.thrown import moves, narrate, rounds, views
from engines.thrown.data import CARDS, COLORS, DICE_PER_COLOR, START_GOLD, color_id
from engines.thrown.deal import deal_cards, random_cubes
from engines.thrown.model import (
    Done,
    Exchange,
    Options,
    Pick,
    Power,
    PublicView,
    Recruit,
    Roll,
    Skip,
    Slot,
    Summon,
    ThrownActionType,
    ThrownState,
)
from engines.thrown.powers import use_power
from engines.thrown.rewards import pick, take_reward
from engines.thrown.standing import standing_lines
from engines.thrown.text import card
from engines.thrown.turn import done, goes_on, hold_or_tell, roll
from engines.thrown.upgrades import UPGRADES

Policy = Callable[[ThrownState, str, random.Random], Action]


class Thrown(Engine):
    name = "thrown"
    title = "Thrown"
    score_unit = "gold"
    min_players = 3
    max_players = 5
    state_type = ThrownState
    action_type = ThrownActionType
    options_type = Options
    upgrades = UPGRADES

    def __init__(self, policy: Policy | None = None):
        self.policy = policy
        """The AI seat's policy (engines/thrown/ai.py, given by the package); None plays at random."""

    # --- setup --------------------------------------------------------------------------------

    def setup(self, players: list[str], options: Options, rng: Rng) -> ThrownState:
        if options.first is not None and options.first not in players:
            raise BadArguments(said("thrown-refuse-first-unknown", name=options.first))
        for name in options.pools or {}:
            if name not in players:
                raise BadArguments(said("thrown-refuse-pools-unknown", name=name))
        first = options.first or rng.choice(players)
        state = ThrownState(
            players=players, rng=rng, mode="advanced" if options.is_advanced else "basic",
            purple=options.is_advanced and options.with_purple,
            rounds=len(players), participants=list(players), round_first=first, display=[], round_display=[],
            void=dict.fromkeys(COLORS, DICE_PER_COLOR), pools={p: dict.fromkeys(COLORS, 0) for p in players},
            gold=dict.fromkeys(players, START_GOLD),
        )
        if options.cards:
            cubes = options.cubes or (
                [CARDS[c].group for c in options.cards] if not options.is_advanced else random_cubes(rng))
            state.display = [Slot(card=c, color=k) for c, k in zip(options.cards, cubes, strict=True)]
        else:
            state.display = deal_cards(state)
        pools = {p: {color_id(c): n for c, n in pool.items()} for p, pool in (options.pools or {}).items()}
        rounds.start_round(state, first, [], pools)
        return state

    # --- moves --------------------------------------------------------------------------------

    def play(self, state: ThrownState, player: str, action: Action, now: datetime) -> list[Event]:
        held = list(state.trick.held) if state.trick is not None else []
        events: list[Event] = []
        self._step(state, player, action, events)
        return hold_or_tell(state, player, held, events)

    def _step(self, state: ThrownState, player: str, action: Action, events: list[Event]) -> None:
        if isinstance(action, Pick):
            pick(state, player, action, events)
        elif isinstance(action, (Recruit, Exchange, Summon, Skip)):
            take_reward(state, player, action, events)
        elif state.phase != "turn":
            raise WrongPhase(self._phase_sentence(state))
        elif isinstance(action, Roll):
            roll(state, player, action, events)
        elif isinstance(action, Power):
            use_power(state, player, action, events)
        elif isinstance(action, Done):
            done(state, player, events)
        else:  # pragma: no cover - the union is closed
            raise BadArguments(said("thrown-refuse-not-a-command"))

    def not_awaited_message(self, state: ThrownState, player: str) -> Text:
        if player in state.players and player not in state.participants:
            return said("thrown-refuse-not-in-tiebreak", players=tuple(state.participants))
        return super().not_awaited_message(state, player)

    def _phase_sentence(self, state: ThrownState) -> Said:
        if state.phase == "victory":
            v = state.open_victory
            return said("thrown-refuse-choosing-reward", winner=v.winner, card=card(v.pending[0]))
        if state.phase == "pick":
            return said("thrown-refuse-picking", player=state.pick_queue[0])
        return said("thrown-refuse-game-over")

    # --- who, what ----------------------------------------------------------------------------

    def awaiting(self, state: ThrownState) -> list[Prompt]:
        return moves.awaiting(state)

    def legal_moves(self, state: ThrownState, player: str) -> list[Action]:
        return moves.legal_moves(state, player)

    def on_timeout(self, state: ThrownState, player: str, now: datetime) -> Action:
        return moves.timeout_move(state, player)

    def ai_action(self, state: ThrownState, player: str, rand: random.Random) -> Action:
        if self.policy is None:
            return super().ai_action(state, player, rand)
        return self.policy(state, player, rand)

    def view(self, state: ThrownState, player: str | None) -> PublicView:
        return views.view(state, player)

    def standing(self, public: PublicView) -> list[Text]:
        return standing_lines(public)

    def outcome(self, state: ThrownState) -> Outcome | None:
        return rounds.outcome(state)

    def narrate(self, event: Event) -> Text | None:
        return narrate.narrate(event)

    def told_later(self, state: ThrownState, player: str) -> bool:
        return goes_on(state, player)
