"""Words for moves, for the private buttons: pure, from the state and the player's own legal moves; Saids of
the catalogs (dicethrone.ftl's dt-label-*)."""

from __future__ import annotations

from typing import Any

from engines.base import Action
from engines.dicethrone.actions import Ability, Defend, Done, Draw, Play, Sell, Spend, Target
from engines.dicethrone.data import (
    HEROES,
    _ability,
    ability_name,
    card_name,
    card_of,
    describe_card,
    describe_level,
    face_name,
    joined,
    status_name,
)
from engines.dicethrone.state import DiceThroneState
from engines.said import Said, Text, said

LABEL = 80
"""Discord's longest button label."""

PER_CARD = 5
"""Dice cards have many ways to be played; the buttons offer the first few that matter."""


def move_label(s: DiceThroneState, action: Action) -> Text:
    """A button's words for one move: the card's name and what it does to which die or player. The cog makes
    it a sentence and fits it to Discord's limit (`fitted`)."""
    if isinstance(action, Play):
        return _card_label(s, action)
    if isinstance(action, Spend):
        return said("dt-label-spend", status=status_name(action.status))
    if isinstance(action, Sell):
        return said("dt-label-sell", card=card_name(card_of(action.card)))
    if isinstance(action, Draw):
        return said(f"dt-label-draw-{action.pile}")
    if isinstance(action, Defend):
        return _defend_label(s, action)
    if isinstance(action, Ability):
        return ability_name(action.name)
    if isinstance(action, Target):
        return said("dt-label-target", player=action.player)
    if isinstance(action, Done):
        return done_label(s)
    return action.do  # a command's own name, typed the same in every language


def _card_label(s: DiceThroneState, action: Play) -> Said:
    card = card_of(action.card)
    name = said("dt-label-card", card=card_name(card), cost=card["cost"])
    r = s.roll
    if action.die and r is not None:
        dice = [r.dice[d - 1] for d in action.die if d - 1 < len(r.dice)]
        faces = HEROES[r.hero]["faces"]
        if action.value is not None:
            return said("dt-label-die-value", card=name, die=action.die[0], before=dice[0], after=action.value)
        if any("copy_die" in x for x in card["fx"]):
            return said("dt-label-die-copy", card=name, die=action.die[0], other=action.die[1], shows=dice[1])
        if any("set_die" in x for x in card["fx"]):
            return said("dt-label-dice-set", card=name, dice=tuple(action.die))
        shown = joined("dt-join-comma", [said("dt-label-face", value=v, face=face_name(faces[v])) for v in dice])
        # a reaction may change anyone's roll: say whose
        return said("dt-label-reroll", card=name, owner=r.owner, dice=tuple(action.die), shown=shown)
    aimed = said("dt-label-on", card=name, target=action.target) if action.target else name
    if card["kind"] == "upgrade":  # "Thunder Rush II" names the upgrade; its level's words say the rest
        ability = _ability(HEROES[card["hero"]], card["ability"])
        return said("dt-label-upgrade", card=aimed, text=describe_level(ability, ability["levels"][card["level"] - 1]))
    return said("dt-label-card-text", card=aimed, text=describe_card(card))


def _defend_label(s: DiceThroneState, action: Defend) -> Said:
    defender = s.heroes[s.attack.target] if s.attack and s.attack.target else None
    if defender is None:
        return said("dt-label-defend", ability=action.name)
    defence = next((a for a in HEROES[defender.hero]["abilities"] if a["id"] == action.name), None)
    if defence is None:
        return said("dt-label-defend", ability=action.name)
    level = defence["levels"][defender.level(defence["id"]) - 1]  # what it does, not just its name
    return said("dt-label-defend-text", ability=ability_name(defence["id"]), text=describe_level(defence, level))


def fitted(label: str) -> str:
    """A label within Discord's 80 characters, cut after a whole clause (or at least a whole word) with "…",
    not mid-word as Discord's limit would."""
    if len(label) <= LABEL:
        return label
    head = label[:LABEL - 1]
    clause = max(head.rfind("; "), head.rfind(" | "))
    cut = head[:clause] if clause > LABEL // 2 else head.rsplit(" ", 1)[0]
    return cut.rstrip(";:|, ") + "…"


def done_label(s: DiceThroneState) -> Said:
    if s.window is not None:
        return said("dt-label-pass")
    return said(f"dt-label-done-{s.phase}" if s.phase in ("main1", "main2", "offense") else "dt-label-done")


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
