"""Rounds and the game's end: starting a round and its tricks, the leftover-dice penalty, the next
round's first leader, the shortened tie-break round and the final ranking."""

from __future__ import annotations

from engines.base import Event, Outcome
from engines.thrown.deal import collect_dice, deal_cards, fill_pools
from engines.thrown.model import ThrownState, Trick
from engines.thrown.rules import pool_size


def change_gold(state: ThrownState, player: str, delta: int) -> int:
    """Gold from or to the central pool; nobody goes below 0. Returns the change made."""
    actual = max(delta, -state.gold[player])
    state.gold[player] += actual
    state.bank += actual
    return actual


def with_dice(state: ThrownState) -> list[str]:
    return [p for p in state.participants if pool_size(state, p) > 0]


def clockwise_from(state: ThrownState, player: str) -> list[str]:
    seats = state.participants
    i = seats.index(player) if player in seats else 0
    return seats[i:] + seats[:i]


def start_round(state: ThrownState, first: str, events: list[Event],
                fixed: dict[str, dict[str, int]] | None = None) -> None:
    collect_dice(state)
    state.round_first = first
    state.round_display = [s.model_copy() for s in state.display]
    state.used += [s.card for s in state.display if s.card not in state.used]
    state.last_trick = None
    fill_pools(state, fixed or {})
    events.append({"type": "round_started", "round": state.round, "rounds": state.rounds,
                   "cards": [s.model_dump() for s in state.display], "first": first,
                   "pools": {p: dict(state.pools[p]) for p in state.participants}})
    start_trick(state, first, events)


def start_trick(state: ThrownState, candidate: str, events: list[Event]) -> None:
    if len(with_dice(state)) <= 1:
        end_round(state, events)
        return
    order = [p for p in clockwise_from(state, candidate) if pool_size(state, p) > 0]
    state.tricks_played += 1
    state.phase = "turn"
    state.trick = Trick(number=state.tricks_played, starter=order[0], order=order)
    events.append({"type": "trick_started", "trick": state.open_trick.number, "starter": order[0],
                   "passed_over": candidate if candidate != order[0] else None})


def end_round(state: ThrownState, events: list[Event]) -> None:
    state.trick = None
    penalties = {}
    for player in state.participants:
        left = pool_size(state, player)
        if left:
            penalties[player] = change_gold(state, player, -left)
    events.append({"type": "round_ended", "round": state.round, "tiebreak": state.tiebreak,
                   "penalties": penalties, "left": {p: pool_size(state, p) for p in penalties},
                   "gold": dict(state.gold)})
    if state.tiebreak:
        finish(state, events)
        return
    if state.round < state.rounds:
        state.round += 1
        first = state.players[(state.players.index(state.round_first) + 1) % len(state.players)]
        state.display = deal_cards(state)
        start_round(state, first, events)
        return
    top = max(state.gold.values())
    tied = [p for p in state.players if state.gold[p] == top]
    if len(tied) == 1:
        finish(state, events)
        return
    start_tiebreak(state, tied, top, events)


def start_tiebreak(state: ThrownState, tied: list[str], top: int, events: list[Event]) -> None:
    """The shortened round: the tied players, the final round's cards, four dice each picked by hand."""
    collect_dice(state)
    state.tiebreak = True
    state.tied = tied
    state.participants = tied
    state.round += 1
    state.display = [s.model_copy() for s in state.round_display]
    starter = state.rng.choice(tied)
    state.round_first = starter
    state.pick_queue = clockwise_from(state, starter)
    state.phase = "pick"
    state.last_trick = None
    events.append({"type": "tiebreak_started", "players": tied, "gold": top, "first": starter})


def finish(state: ThrownState, events: list[Event]) -> None:
    state.phase = "over"
    state.trick = None
    result = outcome(state)
    events.append({"type": "game_over", "winners": result.winners if result else [], "gold": dict(state.gold),
                   "tied": list(state.tied), "rounds": state.rounds})


def outcome(state: ThrownState) -> Outcome | None:
    if state.phase != "over":
        return None
    group = set(state.tied)

    def key(p: str) -> tuple[int, int]:
        return (1 if p in group else 0, state.gold[p])

    ordered = sorted(state.players, key=lambda p: (-key(p)[0], -key(p)[1]))
    ranks = [1 + sum(1 for q in state.players if key(q) > key(p)) for p in ordered]
    # the reason is the game_over narration's, in the reader's language (engines/thrown/narrate.py)
    return Outcome(teams=[[p] for p in ordered], ranks=ranks, reason="")
