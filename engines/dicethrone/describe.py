"""Words for moves, for the private buttons: pure, from the state and the player's own legal moves."""

from __future__ import annotations

from typing import Any

from engines.base import Action
from engines.dicethrone.actions import Ability, Defend, Done, Draw, Play, Sell, Spend, Target
from engines.dicethrone.data import HEROES, STATUSES, _ability, card_of, describe_card, describe_level
from engines.dicethrone.state import DiceThroneState

LABEL = 80
"""Discord's longest button label."""

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
            faces = HEROES[r.hero]["faces"]
            whose = f"{r.owner}'s "  # a reaction may change anyone's roll: say whose
            if action.value is not None:
                return f"{name}: die {action.die[0]} ({dice[0]} → {action.value})"
            if card_of(action.card)["fx"] and any("copy_die" in x for x in card_of(action.card)["fx"]):
                return f"{name}: die {action.die[0]} copies die {action.die[1]} ({dice[1]})"
            if any("set_die" in x for x in card_of(action.card)["fx"]):
                return f"{name}: dice {' and '.join(map(str, action.die))} → 6"
            shown = ", ".join(f"{v} {faces[v]}" for v in dice)
            return f"{name}: reroll {whose}die {' and '.join(map(str, action.die))} ({shown})"
        aimed = f"{name} on {action.target}" if action.target else name
        if card["kind"] == "upgrade":  # "Thunder Rush II" names the upgrade; its level's words say the rest
            ability = _ability(HEROES[card["hero"]], card["ability"])
            return fitted(f"{aimed}, upgrade: {describe_level(ability, ability['levels'][card['level'] - 1])}")
        return fitted(f"{aimed}: {describe_card(card)}")
    if isinstance(action, Spend):
        return f"Spend {STATUSES[action.status]['name']}"
    if isinstance(action, Sell):
        return f"Sell {card_of(action.card)['name']} (+1 CP)"
    if isinstance(action, Draw):
        return "Draw from the upgrade pile" if action.pile == "upgrade" else "Draw from the action pile"
    if isinstance(action, Defend):
        defender = s.heroes[s.attack.target] if s.attack and s.attack.target else None
        if defender is None:
            return f"Defend: {action.name}"
        defence = next((a for a in HEROES[defender.hero]["abilities"] if a["id"] == action.name), None)
        if defence is None:
            return f"Defend: {action.name}"
        level = defence["levels"][defender.level(defence["id"]) - 1]  # what it does, not just its name
        return fitted(f"Defend: {defence['name']} ({describe_level(defence, level)})")
    if isinstance(action, Ability):
        return next(a["name"] for a in HEROES[s.heroes[s.active].hero]["abilities"] if a["id"] == action.name)
    if isinstance(action, Target):
        return f"Target {action.player}"
    if isinstance(action, Done):
        return done_label(s)
    return action.do


def fitted(label: str) -> str:
    """A label within Discord's 80 characters, cut after a whole clause (or at least a whole word) with "…",
    not mid-word as Discord's limit would."""
    if len(label) <= LABEL:
        return label
    head = label[:LABEL - 1]
    clause = max(head.rfind("; "), head.rfind(" | "))
    cut = head[:clause] if clause > LABEL // 2 else head.rsplit(" ", 1)[0]
    return cut.rstrip(";:|, ") + "…"


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
