"""Words for moves, for the private buttons: pure, from the state and the player's own legal moves."""

from __future__ import annotations

from typing import Any

from engines.base import Action
from engines.dicethrone.actions import Ability, Defend, Done, Draw, Play, Sell, Spend, Target
from engines.dicethrone.data import HEROES, STATUSES, card_of, describe_card
from engines.dicethrone.state import DiceThroneState

PER_CARD = 5
"""Dice cards have many ways to be played; the buttons offer the first few that matter."""


def move_label(s: DiceThroneState, action: Action) -> str:
    """A button's words for one move: the card's name and what it does to which die or player."""
    if isinstance(action, Play):
        card = card_of(action.card)
        name = f"{card['name']} · {card['cost']} CP"
        r = s.roll
        if action.die and r is not None:
            dice = [r.dice[d - 1] for d in action.die if d - 1 < len(r.dice)]
            if action.value is not None:
                return f"{name}: die {action.die[0]} ({dice[0]} → {action.value})"
            if card_of(action.card)["fx"] and any("copy_die" in x for x in card_of(action.card)["fx"]):
                return f"{name}: die {action.die[0]} copies die {action.die[1]} ({dice[1]})"
            if any("set_die" in x for x in card_of(action.card)["fx"]):
                return f"{name}: dice {' and '.join(map(str, action.die))} → 6"
            return f"{name}: reroll die {' and '.join(map(str, action.die))}"
        aimed = f"{name} on {action.target}" if action.target else name
        return f"{aimed}: {describe_card(card)}"
    if isinstance(action, Spend):
        return f"Spend {STATUSES[action.status]['name']}"
    if isinstance(action, Sell):
        return f"Sell {card_of(action.card)['name']} (+1 CP)"
    if isinstance(action, Draw):
        return "Draw from the upgrade pile" if action.pile == "upgrade" else "Draw from the action pile"
    if isinstance(action, Defend):
        hero = HEROES[s.heroes[s.attack.target].hero] if s.attack and s.attack.target else None
        names = {a["id"]: a["name"] for a in hero["abilities"]} if hero else {}
        return f"Defend: {names.get(action.name, action.name)}"
    if isinstance(action, Ability):
        return next(a["name"] for a in HEROES[s.heroes[s.active].hero]["abilities"] if a["id"] == action.name)
    if isinstance(action, Target):
        return f"Target {action.player}"
    if isinstance(action, Done):
        return done_label(s)
    return action.do


def done_label(s: DiceThroneState) -> str:
    if s.window is not None:
        return "Pass"
    return {"main1": "Done: go to the offensive roll", "main2": "Done: end my turn",
            "offense": "No ability"}.get(s.phase, "Done")


def offered_moves(engine: Any, s: DiceThroneState, p: str, limit: int = 24) -> list[Action]:
    """The player's card and token moves worth a button: those that change this roll's result or this
    damage first (in a window), at most a few per dice card, then the rest; Done last."""
    legal = engine.legal_actions(s, p)
    draws: list[Action] = [a for a in legal if isinstance(a, Draw)]
    if draws:
        return draws
    moves = [a for a in legal if isinstance(a, (Play, Spend))]
    if s.window is not None and p in s.window.pending:
        matters = [a for a in moves if engine.move_matters(s, p, a)]
        moves = matters + [a for a in moves if a not in matters]
    offered: list[Action] = []
    per_card: dict[str, int] = {}
    for a in moves:
        key = a.card if isinstance(a, Play) else a.status
        if per_card.get(key, 0) >= PER_CARD:
            continue
        per_card[key] = per_card.get(key, 0) + 1
        offered.append(a)
    done = [a for a in legal if isinstance(a, Done)]
    return offered[: limit - len(done)] + done
