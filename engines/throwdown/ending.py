"""The end of the game: the final scoring round and who won (points, then uncovered icons)."""

from __future__ import annotations

from typing import Any

from engines.base import Event, Outcome
from engines.throwdown.data import pips
from engines.throwdown.icons import active_icons, uncovered_counts
from engines.throwdown.model import ThrowdownState


def final_round(state: ThrowdownState, events: list[Event]) -> None:
    """Everyone, from the player after the last thrower, scores their active pips once more."""
    events.append({"type": "final_round"})
    count = len(state.players)
    for k in range(1, count + 1):
        player = state.players[(state.current + k) % count]
        codes = active_icons(state, player)
        total_pips = sum(pips(c) for c in codes)
        points = total_pips // 6
        state.scores[player] += points
        state.final_points[player] = points
        events.append({"type": "final_scored", "player": player, "pips": total_pips, "points": points,
                       "total": state.scores[player]})
    state.phase = "over"
    state.attacks = state.steals = state.breaks = state.throw_icons = state.draws = 0
    state.basic_throw = False
    result = outcome(state)
    events.append({"type": "game_over", "winners": result.winners if result else [],
                   "scores": dict(state.scores), **verdict(state)})


def ranked(state: ThrowdownState) -> list[str]:
    """The players best first: points, then uncovered icons."""
    icons = uncovered_counts(state)
    return sorted(state.players, key=lambda p: (state.scores[p], icons[p]), reverse=True)


def verdict(state: ThrowdownState) -> dict[str, Any]:
    """Why the winners won, for the game_over narration: `why` is points (the most points), icons (tied on
    points, won on uncovered icons) or shared (tied on both); `tied` are those tied on the most points."""
    icons = uncovered_counts(state)
    ordered = ranked(state)
    best = ordered[0]
    tied = [p for p in ordered if state.scores[p] == state.scores[best]]
    top = [p for p in tied if icons[p] == icons[best]]
    why = "points" if len(tied) == 1 else "icons" if len(top) == 1 else "shared"
    return {"why": why, "tied": tied, "points": state.scores[best], "icons": icons[best]}


def outcome(state: ThrowdownState) -> Outcome | None:
    if state.phase != "over":
        return None
    icons = uncovered_counts(state)
    key = {p: (state.scores[p], icons[p]) for p in state.players}
    ordered = ranked(state)
    ranks = [1 + sum(1 for q in state.players if key[q] > key[p]) for p in ordered]
    # the reason is the game_over narration's, in the reader's language (engines/throwdown/narrate.py)
    return Outcome(teams=[[p] for p in ordered], ranks=ranks, reason="")
