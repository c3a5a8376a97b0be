"""The end of a turn and of a trick: result powers (Thief, Saboteur, Peacemaker), who wins, the gold
(Phantom, Noble), and which victory rewards wait for the winner's choice."""

from __future__ import annotations

from engines.base import Event
from engines.said import Said, said, said_json
from engines.thrown.model import LastTrick, Slot, ThrownState, Trick, Victory
from engines.thrown.rounds import change_gold, start_trick
from engines.thrown.rules import (
    colors_of,
    has_pair,
    imp_active,
    is_trump,
    leader,
    pool_size,
    ranking,
    scores_of,
    trick_score,
    why_leads,
)


def end_turn(state: ThrownState, player: str, events: list[Event], dragon: bool = False) -> None:
    """End `player`'s turn: result powers, then the next player, or the trick is decided (after the
    last player, a Peacemaker pair, or a Dragon paid for by `player`)."""
    trick = state.trick
    assert trick is not None
    events.append({"type": "turn_ended", "player": player})
    mine = [d for d in trick.dice if d.owner == player]
    peace = False
    for slot in state.display:
        values = [d.value for d in mine if d.color == slot.color]
        if slot.card in ("thief", "saboteur") and any(v <= 2 for v in values):
            thief_or_saboteur(state, player, slot, events)
        elif slot.card == "peacemaker" and has_pair(values):
            peace = True
    if peace:
        events.append({"type": "peacemaker", "player": player, "color": colors_of(state, "peacemaker")[0]})
        resolve(state, events, forced=player)
        return
    if dragon:
        resolve(state, events, dragon_by=player)
        return
    trick.turn += 1
    trick.rolled = False
    while trick.turn < len(trick.order) and pool_size(state, trick.order[trick.turn]) == 0:
        events.append({"type": "sits_out", "player": trick.order[trick.turn]})
        trick.turn += 1
    if trick.turn >= len(trick.order):
        resolve(state, events)


def thief_or_saboteur(state: ThrownState, player: str, slot: Slot, events: list[Event]) -> None:
    others = [p for p in state.participants if p != player]
    mine = state.gold[player]
    if slot.card == "thief":
        top = max(state.gold[p] for p in others)
        if mine >= top:
            events.append({"type": "thief", "player": player, "from": [], "why": "richest"})
            return
        victims = [p for p in others if state.gold[p] == top]
        for victim in victims:
            state.gold[victim] -= 1
            state.gold[player] += 1
        events.append({"type": "thief", "player": player, "from": victims})
    else:
        low = min(state.gold[p] for p in others)
        if mine <= low:
            events.append({"type": "saboteur", "player": player, "to": [], "why": "poorest"})
            return
        paid = []
        for other in others:
            if state.gold[other] == low and state.gold[player] > 0:
                state.gold[player] -= 1
                state.gold[other] += 1
                paid.append(other)
        events.append({"type": "saboteur", "player": player, "to": paid})


def resolve(state: ThrownState, events: list[Event], forced: str | None = None,
            dragon_by: str | None = None) -> None:
    trick = state.trick
    assert trick is not None
    placed = ranking(state, trick)
    imp = forced is None and imp_active(state, trick)
    winner = forced if forced is not None else leader(state, trick)
    note = why_leads(state, trick) if forced is None else None
    in_trick = {d.color for d in trick.dice}
    gold = 0
    details: dict[str, int] = {}
    how: Said | None = said("thrown-how-peacemaker") if forced is not None else None
    if winner is not None:
        phantom = set(colors_of(state, "phantom")) & in_trick
        theirs = [d for d in trick.dice if d.owner != winner]
        details["dice"] = sum(1 for d in theirs if d.color not in phantom)
        if phantom:
            details["phantom"] = -sum(1 for d in theirs if d.color in phantom)
        nobles = sum(2 for c in colors_of(state, "noble") if c in in_trick)
        if nobles:
            details["noble"] = nobles
        gold = change_gold(state, winner, sum(details.values()))
        if how is None:
            how = won_how(state, trick, winner, note)
    elif imp and placed:
        how = said("thrown-how-imp-nobody")
    if dragon_by is not None:
        how = said("thrown-how-dragon-after", how=how, player=dragon_by) if how else said(
            "thrown-how-dragon", player=dragon_by)
    kept_how = said_json(how) if how else ""
    event = {"type": "trick_won" if winner else "trick_void", "trick": trick.number, "winner": winner,
             "gold": gold, "details": details, "how": kept_how, "placed": placed}
    if "phantom" in details:  # which colour costs gold, so the narration can say why
        event["phantom_colors"] = sorted(set(colors_of(state, "phantom")) & in_trick)
    if "noble" in details:
        event["noble_colors"] = sorted(set(colors_of(state, "noble")) & in_trick)
    events.append(event)
    state.last_trick = LastTrick(number=trick.number, color=trick.color, dice=[d.model_copy() for d in trick.dice],
                                 winner=winner, gold=gold, how=kept_how, order=list(trick.order),
                                 scores=scores_of(state, trick), note=said_json(note) if note else "")
    for die in trick.dice:
        state.void[die.color] += 1
    state.trick = None
    next_starter = winner or trick.starter
    pending = []
    if winner is not None:
        for slot in state.display:
            if slot.color in in_trick and choice_possible(state, slot.card, winner):
                pending.append(slot.card)
    if pending:
        state.phase = "victory"
        state.victory = Victory(winner=winner, pending=pending, next_starter=next_starter)
        events.append({"type": "victory_choice", "player": winner, "cards": pending})
        return
    start_trick(state, next_starter, events)


def won_how(state: ThrownState, trick: Trick, winner: str, note: Said | None) -> Said:
    """How the winner took the trick: a trump or their score, and the rule that decided it (why_leads)."""
    trumped = winner in {d.owner for d in trick.dice if is_trump(state, d, trick.color)}
    score = trick_score(state, trick, winner) or 0
    how = said("thrown-how-trump") if trumped else said("thrown-how-score", score=score)
    return said("thrown-how-noted", how=how, note=note) if note else how


def choice_possible(state: ThrownState, card: str, winner: str) -> bool:
    if card == "recruiter":
        return any(pool_size(state, p) for p in state.participants if p != winner)
    if card == "strategist":
        return pool_size(state, winner) > 0 and sum(state.void.values()) > 0
    if card == "summoner":
        return sum(state.summoner.values()) > 0
    return False


def after_victory(state: ThrownState, events: list[Event]) -> None:
    victory = state.victory
    assert victory is not None
    winner = victory.winner
    victory.pending = [c for c in victory.pending if choice_possible(state, c, winner)]
    if victory.pending:
        return
    state.victory = None
    start_trick(state, victory.next_starter, events)
