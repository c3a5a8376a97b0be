"""Maximum Throwdown (2-6 players): throw cards onto the table, cover your rivals' icons, keep yours live.

The turn: score the current player's active pips (1 point per 6), then attacks and steals, then the
draw (1 + draw icons, automatic), then throws (1 + throw icons), then the cards not thrown go back on
the deck. The rules live in the modules named after them (turn, moves, throwing, icons, ending);
this class ties them to the engine contract.
"""

from __future__ import annotations

import random
from datetime import datetime

from engines.base import Action, Engine, Event, Outcome, Prompt
from engines.errors import BadArguments
from engines.rng import Rng
from engines.said import Text, said
from engines.throwdown import ending, moves, narrate, standing, turn, views
from engines.throwdown.ai import choose, timeout_move
from engines.throwdown.data import DECK_KEYS, DECKS, LOCATIONS, SIDES, layout_positions, seat_positions, table_size
from engines.throwdown.model import (
    Attack,
    Break,
    Done,
    Options,
    Order,
    PublicView,
    Rethrow,
    Steal,
    TableCard,
    ThrowCard,
    ThrowdownAction,
    ThrowdownState,
)
from engines.throwdown.throwing import on_table
from engines.throwdown.upgrades import STEPS


class Throwdown(Engine[ThrowdownState, Options]):
    name = "throwdown"
    title = "Maximum Throwdown"
    score_unit = "points"
    min_players = 2
    max_players = 6
    state_type = ThrowdownState
    action_type = ThrowdownAction
    options_type = Options
    upgrades = STEPS

    def setup(self, players: list[str], options: Options, rng: Rng) -> ThrowdownState:
        if len(options.decks) > len(players):
            raise BadArguments(said("td-refuse-decks", decks=len(options.decks), players=len(players)))
        free = [k for k in DECK_KEYS if k not in options.decks]
        rng.shuffle(free)
        chosen = list(options.decks) + free[: len(players) - len(options.decks)]
        decks = dict(zip(players, chosen, strict=True))
        deck_cards = {}
        for player in players:
            cards = [f"{decks[player]}:{i}" for i in range(len(DECKS[decks[player]].cards))]
            rng.shuffle(cards)
            deck_cards[player] = cards
        width, height = table_size(len(players))
        table = [TableCard(n=i + 1, location=LOCATIONS[i], x=round(x, 2), y=round(y, 2))
                 for i, (x, y) in enumerate(layout_positions(options.layout, options.locations, width, height))]
        seats = dict(zip(players, seat_positions(len(players), width, height), strict=True))
        state = ThrowdownState(
            players=players, rng=rng, layout=options.layout, width=width, height=height, decks=decks, seats=seats,
            deck=deck_cards,
            hand={p: [] for p in players}, table=table, scores={p: 0 for p in players}, next_n=len(table) + 1,
            current=rng.randint(0, len(players) - 1),
        )
        events: list[Event] = []
        turn.begin_turn(state, events)
        turn.advance(state, events)
        return state

    def awaiting(self, state: ThrowdownState) -> list[Prompt]:
        if state.phase == "over":
            return []
        return [Prompt(player=turn.current(state), what=turn.what(state))]

    def play(self, state: ThrowdownState, player: str, action: Action, now: datetime) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, ThrowCard):
            moves.play_throw(state, player, action, events)
        elif isinstance(action, Steal):
            moves.play_steal(state, player, action, events)
        elif isinstance(action, Attack):
            moves.play_attack(state, player, action, events)
        elif isinstance(action, Break):
            moves.play_break(state, player, events)
        elif isinstance(action, Rethrow):
            moves.play_rethrow(state, player, action, events)
        elif isinstance(action, Order):
            moves.play_order(state, player, action, events)
        elif isinstance(action, Done):
            moves.play_done(state, player, events)
        else:  # pragma: no cover - the union is closed
            raise BadArguments(said("td-refuse-not-a-move"))
        turn.advance(state, events)
        return events

    # --- moves for buttons, playouts, timeouts and the AI ------------------------------------

    def legal_moves(self, state: ThrowdownState, player: str) -> list[Action]:
        actions: list[Action] = []
        targets = self._sample_targets(state)
        if state.pending is not None:
            if state.breaks and on_table(state, state.pending.card.x, state.pending.card.y):
                actions.append(Break())
            if state.throw_icons:
                actions.extend(Rethrow(at=t) for t in [None, *targets[:4]])
        if state.phase == "raid":
            victims = [o for o in state.players if o != player and state.deck[o]]
            if state.attacks:
                actions.extend(Attack(player=v) for v in victims)
            if state.steals:
                for v in victims:
                    actions.extend(Steal(from_=v, at=t, face=f) for t in targets[:6] for f in ("down", "up"))
            if not victims or not (state.attacks or state.steals):
                actions.append(Done())
        elif state.phase == "throw":
            hand = state.hand[player]
            if hand and (state.basic_throw or state.throw_icons):
                for i in range(1, len(hand) + 1):
                    actions.extend(ThrowCard(card=i, at=t, power=p) for t in targets
                                   for p in ("auto", "soft", "medium", "hard"))
                actions.extend(ThrowCard(card=1, at=targets[0], stand=side) for side in SIDES)
            else:
                actions.append(Done())
        elif state.phase == "order":
            size = len(state.hand[player])
            actions.append(Order(cards=list(range(1, size + 1))))
            actions.append(Order(cards=list(range(size, 0, -1))))
            actions.append(Done())
        return actions

    def _sample_targets(self, state: ThrowdownState) -> list[str]:
        """A handful of aims (the space is continuous): the locations, the latest cards, two squares."""
        locations = [f"card {t.n}" for t in state.table if t.card is None]
        latest = [f"card {t.n}" for t in state.table if t.card is not None][-6:]
        return [*latest[::-1], *locations, "centre", "A1", "F9"]

    def on_timeout(self, state: ThrowdownState, player: str, now: datetime) -> Action:
        return timeout_move(state, player)

    def ai_action(self, state: ThrowdownState, player: str, rand: random.Random) -> Action:
        return choose(state, player, rand)

    # --- what players see -----------------------------------------------------------------------

    def view(self, state: ThrowdownState, player: str | None) -> PublicView:
        if player is None:
            return views.public_view(state)
        return views.player_view(state, player, self.legal_actions(state, player))

    def outcome(self, state: ThrowdownState) -> Outcome | None:
        return ending.outcome(state)

    def standing(self, public: PublicView) -> list[Text]:
        return standing.standing(public)

    def narrate(self, event: Event) -> Text | None:
        return narrate.narrate(event)
