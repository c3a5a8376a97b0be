"""The turn machine: score, attacks and steals, draw, throws, leftovers back on the deck, next player.

The machine moves through the automatic steps itself; a player is awaited only when they have a choice.
"""

from __future__ import annotations

from engines.base import Event
from engines.said import Said, said
from engines.throwdown.data import pips
from engines.throwdown.ending import final_round
from engines.throwdown.icons import active_icons
from engines.throwdown.model import ThrowdownState


def current(state: ThrowdownState) -> str:
    return state.players[state.current]


def what(state: ThrowdownState) -> Said:
    """What the current player is asked to do, in a few words."""
    player = current(state)
    if state.pending is not None:
        card = state.pending.card
        can_break = bool(state.breaks) and 0 <= card.x <= state.width and 0 <= card.y <= state.height
        can = {(True, True): "both", (True, False): "break", (False, True): "rethrow"}.get(
            (can_break, bool(state.throw_icons)), "none")
        return said("td-task-missed", n=card.n, can=can)
    if state.phase == "raid":
        uses = [said(message, count=n) for message, n in (("td-attacks", state.attacks), ("td-steals", state.steals))
                if n]
        return said("td-task-raid", uses=tuple(uses))
    if state.phase == "throw":
        return said("td-task-throw", throws=int(state.basic_throw) + state.throw_icons, hand=len(state.hand[player]))
    return said("td-task-order")


def begin_turn(state: ThrowdownState, events: list[Event]) -> None:
    """Evaluate the current player's active icons: score their pips, count their abilities."""
    player = current(state)
    codes = active_icons(state, player)
    total_pips = sum(pips(c) for c in codes)
    points = total_pips // 6
    state.scores[player] += points
    state.attacks = codes.count("A")
    state.steals = codes.count("S")
    state.breaks = codes.count("B")
    state.throw_icons = codes.count("T")
    state.draws = codes.count("D")
    state.basic_throw = True
    state.pending = None
    state.phase = "raid"
    events.append({"type": "turn", "player": player, "turn": state.turn})
    events.append({"type": "scored", "player": player, "pips": total_pips, "points": points,
                   "total": state.scores[player],
                   "icons": {k: codes.count(k) for k in "DTBSA" if codes.count(k)}})


def advance(state: ThrowdownState, events: list[Event]) -> None:
    """Carry out the automatic steps until the current player has a choice (or the game is over)."""
    for _ in range(10_000):
        player = current(state)
        if state.phase == "raid":
            if state.pending is not None:
                return
            others = any(state.deck[o] for o in state.players if o != player)
            if (state.attacks or state.steals) and others:
                return
            state.attacks = state.steals = 0
            count = min(1 + state.draws, len(state.deck[player]))
            state.hand[player] = state.deck[player][:count]
            state.deck[player] = state.deck[player][count:]
            events.append({"type": "drew", "player": player, "count": count, "left": len(state.deck[player])})
            state.phase = "throw"
        elif state.phase == "throw":
            if state.pending is not None:
                return
            hand = state.hand[player]
            if hand and (state.basic_throw or state.throw_icons):
                return
            if len(hand) >= 2:
                state.phase = "order"
                return
            if hand:
                return_cards(state, player, list(hand), events)
            if end_turn(state, events):
                return
        else:
            return
    raise RuntimeError("Maximum Throwdown: the turn machine did not settle")  # pragma: no cover


def return_cards(state: ThrowdownState, player: str, cards: list[str], events: list[Event]) -> None:
    """The cards left in hand go back on top of the deck, `cards[0]` on top."""
    state.deck[player] = cards + state.deck[player]
    state.hand[player] = []
    events.append({"type": "returned", "player": player, "count": len(cards)})
    if state.phase == "order":
        state.phase = "throw"  # the machine ends the turn


def end_turn(state: ThrowdownState, events: list[Event]) -> bool:
    """End the current turn; True when that ended the game."""
    player = current(state)
    events.append({"type": "turn_end", "player": player})
    if all(not state.deck[p] and not state.hand[p] for p in state.players):
        final_round(state, events)
        return True
    state.current = (state.current + 1) % len(state.players)
    state.turn += 1
    begin_turn(state, events)
    return False
