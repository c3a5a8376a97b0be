"""The moves a player makes: throw, steal, attack, break, rethrow, order, done. Each checks first and
raises a sentence for the player before it changes anything."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import Said, said
from engines.throwdown.aiming import opponent, read_aim
from engines.throwdown.data import CARDS
from engines.throwdown.model import Attack, Order, Rethrow, Steal, ThrowCard, ThrowdownState
from engines.throwdown.throwing import drop_pending, on_table, throw
from engines.throwdown.turn import return_cards


def play_throw(state: ThrowdownState, player: str, action: ThrowCard, events: list[Event]) -> None:
    if state.phase == "raid":
        raise WrongPhase(said("td-refuse-raid-first"))
    if state.phase != "throw":
        raise WrongPhase(said("td-refuse-throws-over"))
    hand = state.hand[player]
    if not hand:
        raise IllegalAction(said("td-refuse-empty-hand"))
    if not state.basic_throw and not state.throw_icons:
        raise IllegalAction(said("td-refuse-no-throws"))
    if not 1 <= action.card <= len(hand):
        raise BadArguments(said("td-refuse-hand-position", count=len(hand)))
    aim, label = read_aim(state, action.at)
    drop_pending(state, events)
    if state.basic_throw:
        state.basic_throw = False
    else:
        state.throw_icons -= 1
    card = hand.pop(action.card - 1)
    n = state.next_n
    state.next_n += 1
    throw(state, player, card, player, n, aim, label, action.at, action.power, action.stand, True, False,
          events)


def play_steal(state: ThrowdownState, player: str, action: Steal, events: list[Event]) -> None:
    if state.phase != "raid" or not state.steals:
        raise WrongPhase(said("td-refuse-no-steal"))
    victim = opponent(state, player, action.from_)
    if not state.deck[victim]:
        raise IllegalAction(said("td-refuse-steal-empty", victim=victim))
    aim, label = read_aim(state, action.at)
    drop_pending(state, events)
    state.steals -= 1
    card = state.deck[victim].pop(0)
    n = state.next_n
    state.next_n += 1
    events.append({"type": "stole", "player": player, "from": victim})
    throw(state, player, card, victim, n, aim, label, action.at, action.power, action.stand,
          action.face == "up", True, events)


def play_attack(state: ThrowdownState, player: str, action: Attack, events: list[Event]) -> None:
    if state.phase != "raid" or not state.attacks:
        raise WrongPhase(said("td-refuse-no-attack"))
    victim = opponent(state, player, action.player)
    if not state.deck[victim]:
        raise IllegalAction(said("td-refuse-attack-empty", victim=victim))
    drop_pending(state, events)
    state.attacks -= 1
    card = state.deck[victim].pop(0)
    state.discard.append(card)
    events.append({"type": "attacked", "player": player, "target": victim, "card": CARDS[card].name,
                   "left": len(state.deck[victim])})


def play_break(state: ThrowdownState, player: str, events: list[Event]) -> None:
    if state.pending is None:
        raise WrongPhase(said("td-refuse-break-none"))
    if not state.breaks:
        raise IllegalAction(said("td-refuse-no-break"))
    if not on_table(state, state.pending.card.x, state.pending.card.y):
        raise IllegalAction(said("td-refuse-break-off-table", n=state.pending.card.n))
    state.breaks -= 1
    tc = state.pending.card
    state.pending = None
    state.table.append(tc)
    events.append({"type": "broke", "player": player, "n": tc.n})


def play_rethrow(state: ThrowdownState, player: str, action: Rethrow, events: list[Event]) -> None:
    pending = state.pending
    if pending is None:
        raise WrongPhase(said("td-refuse-rethrow-none"))
    if not state.throw_icons:
        raise IllegalAction(said("td-refuse-no-rethrow"))
    at = action.at or pending.aim
    aim, label = read_aim(state, at)
    state.throw_icons -= 1
    state.pending = None
    tc = pending.card
    assert tc.card is not None and tc.owner is not None  # a pending card was thrown: a deck card, with its owner
    events.append({"type": "rethrow", "player": player, "n": tc.n})
    stand = pending.stand if action.stand == "nearest" and action.at is None else action.stand
    throw(state, player, tc.card, tc.owner, tc.n, aim, label, at, action.power, stand,
          pending.intended_face_up, pending.stolen, events)


def play_order(state: ThrowdownState, player: str, action: Order, events: list[Event]) -> None:
    if state.phase != "order":
        raise WrongPhase(said("td-refuse-order-not-yet"))
    hand = state.hand[player]
    if sorted(action.cards) != list(range(1, len(hand) + 1)):
        raise BadArguments(said("td-refuse-order", count=len(hand),
                                example=" ".join(str(i) for i in range(len(hand), 0, -1))))
    return_cards(state, player, [hand[i - 1] for i in action.cards], events)


def raid_left(state: ThrowdownState, player: str) -> tuple[Said, ...]:
    """The attacks and steals still to use (none when none can be used: no opponent has cards)."""
    if not any(state.deck[o] for o in state.players if o != player):
        return ()
    return tuple(said(message, count=n) for message, n in (("td-attacks", state.attacks), ("td-steals", state.steals))
                 if n)


def play_done(state: ThrowdownState, player: str, events: list[Event]) -> None:
    if state.phase == "raid":
        if raid_left(state, player):
            raise IllegalAction(said("td-refuse-raid-left", left=raid_left(state, player)))
        drop_pending(state, events)
        return
    if state.phase == "throw":
        if state.pending is not None:
            drop_pending(state, events)
            return
        if state.hand[player] and (state.basic_throw or state.throw_icons):
            throws = int(state.basic_throw) + state.throw_icons
            raise IllegalAction(said("td-refuse-throws-left", throws=throws, hand=len(state.hand[player])))
        return
    if state.phase == "order":
        return_cards(state, player, list(state.hand[player]), events)
