"""Discard powers: check the target, pay the die (to the Void or onto the Summoner), then do what the
card says. Nothing changes until the whole move is known to be legal."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.thrown.data import CARDS, COLORS, card_id, color_id
from engines.thrown.model import Die, Power, ThrownState
from engines.thrown.rules import slot_of
from engines.thrown.tricks import end_turn
from engines.thrown.turn import add_dice, maybe_auto_end


def die_numbered(state: ThrownState, number: int | None, card: str) -> Die:
    trick = state.open_trick
    if number is None:
        raise BadArguments(f"Say which die with die:<number> (the numbers are on the picture) for the "
                           f"{CARDS[card].title}.")
    die = next((d for d in trick.dice if d.n == number), None)
    if die is None:
        numbers = ", ".join(str(d.n) for d in trick.dice) or "none yet"
        raise IllegalAction(f"There is no die #{number} in this trick (the dice in it: {numbers}).")
    return die


def check_own(die: Die, player: str, card: str) -> None:
    if die.owner != player:
        raise IllegalAction(f"Die #{die.n} is {die.owner}'s: the {CARDS[card].title} works on your own dice.")


def check_theirs(die: Die, player: str, card: str) -> None:
    if die.owner == player:
        raise IllegalAction(f"Die #{die.n} is yours: the {CARDS[card].title} works on an opponent's die.")


def use_power(state: ThrownState, player: str, action: Power, events: list[Event]) -> None:
    trick = state.open_trick
    card = card_id(action.card)
    if card not in CARDS:
        raise BadArguments(f"There is no card called '{action.card}'.")
    slot = slot_of(state, card)
    title = CARDS[card].title
    if slot is None:
        showing = ", ".join(CARDS[s.card].title for s in state.display)
        raise IllegalAction(f"The {title} is not in the display this round (the cards are {showing}).")
    if CARDS[card].kind != "discard":
        raise IllegalAction(f"The {title} has no power to pay for: {CARDS[card].summary[0].lower()}"
                            f"{CARDS[card].summary[1:]}")
    cost = slot.color
    if state.pools[player][cost] == 0:
        raise IllegalAction(f"Using the {title} costs an unrolled {cost} die, and you have none.")
    mine = [d for d in trick.dice if d.owner == player]
    theirs = [d for d in trick.dice if d.owner != player]
    detail: dict = {}
    # Validate everything first; change nothing until the move is known to be legal.
    if card == "knight":
        numbers = list(dict.fromkeys(action.dice or ([action.die] if action.die else [])))
        if not numbers:
            raise BadArguments('Say which of your dice to reroll, e.g. dice:"1 3".')
        targets = [die_numbered(state, n, card) for n in numbers]
        for die in targets:
            check_own(die, player, card)
    elif card == "man_at_arms":
        die = die_numbered(state, action.die, card)
        delta = action.delta if action.delta is not None else (1 if die.owner == player else -1)
        if delta not in (1, -1):
            raise BadArguments("The Man at Arms turns a die by one pip: delta:1 or delta:-1.")
        if delta == 1:
            check_own(die, player, card)
            if die.value == 6:
                raise IllegalAction(f"Die #{die.n} already shows 6: it cannot go higher.")
        else:
            if die.owner == player:
                raise IllegalAction("The Man at Arms lowers only an opponent's die (delta:-1) and raises only "
                                    "your own (delta:1).")
            if die.value == 1:
                raise IllegalAction(f"Die #{die.n} already shows 1: it cannot go lower.")
        detail = {"die": die.n, "delta": delta}
    elif card == "reinforcements":
        if not trick.rolled and not mine:
            raise WrongPhase("Reinforcements add to a roll you have made: roll first.")
        if action.color is None:
            raise BadArguments("Say which unrolled die to roll with color:<colour>.")
        extra = color_id(action.color)
        if extra not in COLORS:
            raise BadArguments(f"'{action.color}' is not a dice colour.")
        need = 1 + (extra == cost)
        if state.pools[player][extra] < need:
            raise IllegalAction(f"You need an unrolled {extra} die to roll besides the {cost} die you pay, "
                                "and you don't have it.")
    elif card in ("wizard",):
        die = die_numbered(state, action.die, card)
        check_own(die, player, card)
    elif card in ("archer", "dark_knight", "sorcerer"):
        die = die_numbered(state, action.die, card)
        check_theirs(die, player, card)
    elif card == "berserker":
        if not any(d.value == 6 for d in theirs):
            raise IllegalAction("No opponent's die shows a 6, so the Berserker would do nothing.")
    elif card == "dragon":
        if not trick.dice:
            raise IllegalAction("There are no dice in the trick yet, so there is nothing for the Dragon to end.")
    elif card == "shapeshifter":
        names = [card_id(c) for c in (action.swap or [])]
        if len(names) != 2 or names[0] == names[1]:
            raise BadArguments('Name the two cards whose cubes swap, e.g. swap:"knight archer".')
        for name in names:
            if slot_of(state, name) is None:
                raise IllegalAction(f"'{name}' is not a card in the display.")
    elif card == "spirit":
        die = die_numbered(state, action.die, card)
        check_theirs(die, player, card)
        others = [d for d in theirs if d.owner == die.owner and d.n != die.n]
        if not any(d.value != die.value for d in others):
            raise IllegalAction(f"{die.owner}'s other dice already match die #{die.n} (or there are none), so "
                                "the Spirit would do nothing.")
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
