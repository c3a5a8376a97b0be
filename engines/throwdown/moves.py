"""The moves a player makes: throw, steal, attack, break, rethrow, order, done. Each checks first and
raises a sentence for the player before it changes anything."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.throwdown.aiming import opponent, read_aim
from engines.throwdown.data import CARDS
from engines.throwdown.model import Attack, Order, Rethrow, Steal, ThrowCard, ThrowdownState
from engines.throwdown.throwing import drop_pending, on_table, throw
from engines.throwdown.turn import return_cards


def play_throw(state: ThrowdownState, player: str, action: ThrowCard, events: list[Event]) -> None:
    if state.phase == "raid":
        raise WrongPhase("First use your attacks and steals (/throwdown attack, /throwdown steal); "
                         "then you draw and throw.")
    if state.phase != "throw":
        raise WrongPhase("Your throws are over: put the cards left in your hand back with /throwdown order.")
    hand = state.hand[player]
    if not hand:
        raise IllegalAction("You have no cards in hand to throw.")
    if not state.basic_throw and not state.throw_icons:
        raise IllegalAction("You have no throws left this turn.")
    if not 1 <= action.card <= len(hand):
        raise BadArguments(f"Pick a card by its position in your hand: 1 to {len(hand)}.")
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
        raise WrongPhase("You have no steal to use now: steals come at the start of your turn, one per "
                         "active steal icon.")
    victim = opponent(state, player, action.from_)
    if not state.deck[victim]:
        raise IllegalAction(f"{victim} has no cards left in their deck to steal.")
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
        raise WrongPhase("You have no attack to use now: attacks come at the start of your turn, one per "
                         "active attack icon.")
    victim = opponent(state, player, action.player)
    if not state.deck[victim]:
        raise IllegalAction(f"{victim} has no cards left in their deck: attack someone who still has some.")
    drop_pending(state, events)
    state.attacks -= 1
    card = state.deck[victim].pop(0)
    state.discard.append(card)
    events.append({"type": "attacked", "player": player, "target": victim, "card": CARDS[card].name,
                   "left": len(state.deck[victim])})


def play_break(state: ThrowdownState, player: str, events: list[Event]) -> None:
    if state.pending is None:
        raise WrongPhase("Break keeps a card that just missed: none has.")
    if not state.breaks:
        raise IllegalAction("You have no active break icon left this turn.")
    if not on_table(state, state.pending.card.x, state.pending.card.y):
        raise IllegalAction(f"Card {state.pending.card.n} fell off the table: a break keeps a card where it "
                            "fell, and there is nowhere to keep it. A rethrow can still throw it again.")
    state.breaks -= 1
    tc = state.pending.card
    state.pending = None
    state.table.append(tc)
    events.append({"type": "broke", "player": player, "n": tc.n})


def play_rethrow(state: ThrowdownState, player: str, action: Rethrow, events: list[Event]) -> None:
    pending = state.pending
    if pending is None:
        raise WrongPhase("Rethrow throws again a card that just missed: none has.")
    if not state.throw_icons:
        raise IllegalAction("A rethrow needs an unused throw icon, and you have none left this turn.")
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
        raise WrongPhase("You put cards back on your deck only at the end of your turn, when you have "
                         "no throws left.")
    hand = state.hand[player]
    if sorted(action.cards) != list(range(1, len(hand) + 1)):
        raise BadArguments(f"List every card in your hand once, top of the deck first: a mix of 1 to "
                           f"{len(hand)}, e.g. \"{' '.join(str(i) for i in range(len(hand), 0, -1))}\".")
    return_cards(state, player, [hand[i - 1] for i in action.cards], events)


def raid_left(state: ThrowdownState, player: str) -> str:
    """The attacks and steals still to use, in words ("" when none can be used: no opponent has cards)."""
    if not any(state.deck[o] for o in state.players if o != player):
        return ""
    parts = [f"{n} {word}{'s' * (n > 1)}" for n, word in ((state.attacks, "attack"), (state.steals, "steal")) if n]
    return " and ".join(parts)


def play_done(state: ThrowdownState, player: str, events: list[Event]) -> None:
    if state.phase == "raid":
        if raid_left(state, player):
            raise IllegalAction("Every active attack and steal icon must be used (the turn resolves them "
                                f"all): you still have {raid_left(state, player)}.")
        drop_pending(state, events)
        return
    if state.phase == "throw":
        if state.pending is not None:
            drop_pending(state, events)
            return
        if state.hand[player] and (state.basic_throw or state.throw_icons):
            throws = int(state.basic_throw) + state.throw_icons
            raise IllegalAction(f"You still have {throws} throw{'s' * (throws > 1)} and "
                                f"{len(state.hand[player])} card{'s' * (len(state.hand[player]) > 1)} "
                                "in hand: every throw must be made (/throwdown throw).")
        return
    if state.phase == "order":
        return_cards(state, player, list(state.hand[player]), events)
