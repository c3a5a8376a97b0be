"""Discard powers: check the target, pay the die (to the Void or onto the Summoner), then do what the
card says. Nothing changes until the whole move is known to be legal."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said
from engines.thrown.data import CARDS, COLORS, card_id, color_id
from engines.thrown.model import Die, Power, ThrownState
from engines.thrown.rules import slot_of
from engines.thrown.text import card as title
from engines.thrown.text import colour, summary
from engines.thrown.tricks import end_turn
from engines.thrown.turn import add_dice, maybe_auto_end


def die_numbered(state: ThrownState, number: int | None, card: str) -> Die:
    trick = state.open_trick
    if number is None:
        raise BadArguments(said("thrown-refuse-which-die", card=title(card)))
    die = next((d for d in trick.dice if d.n == number), None)
    if die is None:
        if not trick.dice:
            raise IllegalAction(said("thrown-refuse-no-dice-yet", number=number))
        raise IllegalAction(said("thrown-refuse-no-such-die", number=number, numbers=tuple(d.n for d in trick.dice)))
    return die


def check_own(die: Die, player: str, card: str) -> None:
    if die.owner != player:
        raise IllegalAction(said("thrown-refuse-not-yours", die=die.n, owner=die.owner, card=title(card)))


def check_theirs(die: Die, player: str, card: str) -> None:
    if die.owner == player:
        raise IllegalAction(said("thrown-refuse-yours", die=die.n, card=title(card)))


def use_power(state: ThrownState, player: str, action: Power, events: list[Event]) -> None:
    trick = state.open_trick
    card = card_id(action.card)
    if card not in CARDS:
        raise BadArguments(said("thrown-refuse-no-card", typed=action.card))
    slot = slot_of(state, card)
    if slot is None:
        showing = tuple(title(s.card) for s in state.display)
        raise IllegalAction(said("thrown-refuse-not-shown", card=title(card), showing=showing))
    if CARDS[card].kind != "discard":
        raise IllegalAction(said("thrown-refuse-no-power", card=title(card), summary=summary(card)))
    cost = slot.color
    if state.pools[player][cost] == 0:
        raise IllegalAction(said("thrown-refuse-cost", card=title(card), colour=colour(cost)))
    mine = [d for d in trick.dice if d.owner == player]
    theirs = [d for d in trick.dice if d.owner != player]
    detail: dict = {}
    # Validate everything first; change nothing until the move is known to be legal.
    if card == "knight":
        numbers = list(dict.fromkeys(action.dice or ([action.die] if action.die else [])))
        if not numbers:
            raise BadArguments(said("thrown-refuse-knight-dice"))
        targets = [die_numbered(state, n, card) for n in numbers]
        for die in targets:
            check_own(die, player, card)
    elif card == "man_at_arms":
        die = die_numbered(state, action.die, card)
        delta = action.delta if action.delta is not None else (1 if die.owner == player else -1)
        if delta not in (1, -1):
            raise BadArguments(said("thrown-refuse-delta"))
        if delta == 1:
            check_own(die, player, card)
            if die.value == 6:
                raise IllegalAction(said("thrown-refuse-at-six", die=die.n))
        else:
            if die.owner == player:
                raise IllegalAction(said("thrown-refuse-lower-own"))
            if die.value == 1:
                raise IllegalAction(said("thrown-refuse-at-one", die=die.n))
        detail = {"die": die.n, "delta": delta}
    elif card == "reinforcements":
        if not trick.rolled and not mine:
            raise WrongPhase(said("thrown-refuse-reinforce-first"))
        if action.color is None:
            raise BadArguments(said("thrown-refuse-reinforce-colour"))
        extra = color_id(action.color)
        if extra not in COLORS:
            raise BadArguments(said("thrown-refuse-not-a-colour", typed=action.color))
        need = 1 + (extra == cost)
        if state.pools[player][extra] < need:
            raise IllegalAction(said("thrown-refuse-reinforce-none", colour=colour(extra), paid=colour(cost)))
    elif card in ("wizard",):
        die = die_numbered(state, action.die, card)
        check_own(die, player, card)
    elif card in ("archer", "dark_knight", "sorcerer"):
        die = die_numbered(state, action.die, card)
        check_theirs(die, player, card)
    elif card == "berserker":
        if not any(d.value == 6 for d in theirs):
            raise IllegalAction(said("thrown-refuse-berserker"))
    elif card == "dragon":
        if not trick.dice:
            raise IllegalAction(said("thrown-refuse-dragon"))
    elif card == "shapeshifter":
        names = [card_id(c) for c in (action.swap or [])]
        if len(names) != 2 or names[0] == names[1]:
            raise BadArguments(said("thrown-refuse-swap"))
        for name in names:
            if slot_of(state, name) is None:
                raise IllegalAction(said("thrown-refuse-swap-not-shown", typed=name))
    elif card == "spirit":
        die = die_numbered(state, action.die, card)
        check_theirs(die, player, card)
        others = [d for d in theirs if d.owner == die.owner and d.n != die.n]
        if not any(d.value != die.value for d in others):
            raise IllegalAction(said("thrown-refuse-spirit", owner=die.owner, die=die.n))
    # Pay.
    state.pools[player][cost] -= 1
    if slot_of(state, "summoner") is not None:
        state.summoner[cost] += 1
    else:
        state.void[cost] += 1
    event = {"type": "power", "player": player, "card": card, "paid": cost, **detail}
    events.append(event)
    # Work.
    dragon = False
    if card == "knight":
        event["rerolled"] = []
        for die in targets:
            old, die.value = die.value, state.rng.d6()
            event["rerolled"].append({"n": die.n, "from": old, "to": die.value})
    elif card == "man_at_arms":
        die = die_numbered(state, detail["die"], card)
        event["from"], die.value = die.value, die.value + detail["delta"]
        event["to"], event["owner"] = die.value, die.owner
    elif card == "reinforcements":
        state.pools[player][extra] -= 1
        mode = trick.modes.get(player, "score")
        (new,) = add_dice(state, player, extra, 1, mode, extra=True)
        event.update({"n": new.n, "color": extra, "value": new.value, "mode": mode})
    elif card in ("wizard", "sorcerer"):
        event.update({"die": die.n, "owner": die.owner, "from": die.value, "to": 7 - die.value})
        die.value = 7 - die.value
    elif card == "dark_knight":
        event.update({"die": die.n, "owner": die.owner, "from": die.value})
        die.value = state.rng.d6()
        event["to"] = die.value
    elif card == "archer":
        trick.dice.remove(die)
        state.pools[die.owner][die.color] += 1
        event.update({"die": die.n, "owner": die.owner, "color": die.color, "value": die.value})
    elif card == "berserker":
        event["rerolled"] = []
        for die in theirs:
            if die.value == 6:
                die.value = state.rng.d6()
                event["rerolled"].append({"n": die.n, "owner": die.owner, "from": 6, "to": die.value})
    elif card == "dragon":
        dragon = True
    elif card == "shapeshifter":
        a, b = slot_of(state, names[0]), slot_of(state, names[1])
        assert a is not None and b is not None  # checked above: both cards are in the display
        a.color, b.color = b.color, a.color
        event.update({"swap": names, "colors": [a.color, b.color]})
    elif card == "spirit":
        event.update({"die": die.n, "owner": die.owner, "value": die.value,
                      "changed": [d.n for d in others if d.value != die.value]})
        for other in others:
            other.value = die.value
    if dragon:
        end_turn(state, player, events, dragon=True)
    else:
        maybe_auto_end(state, player, events)
