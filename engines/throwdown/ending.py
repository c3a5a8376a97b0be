"""The end of the game: the final scoring round and who won (points, then uncovered icons)."""

from __future__ import annotations

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
                   "scores": dict(state.scores)})


def outcome(state: ThrowdownState) -> Outcome | None:
    if state.phase != "over":
        return None
    icons = uncovered_counts(state)
    key = {p: (state.scores[p], icons[p]) for p in state.players}
    ordered = sorted(state.players, key=lambda p: key[p], reverse=True)
    ranks = [1 + sum(1 for q in state.players if key[q] > key[p]) for p in ordered]
    top = [p for p in ordered if key[p] == key[ordered[0]]]
    best_points = state.scores[ordered[0]]
    tied_points = [p for p in ordered if state.scores[p] == best_points]
    if len(tied_points) == 1:
        why = f"{ordered[0]} has the most points ({best_points})."
    elif len(top) == 1:
        why = (f"{' and '.join(tied_points)} tie on {best_points} points; {top[0]} wins with the most uncovered "
               f"icons ({icons[top[0]]}).")
    else:
        why = (f"{' and '.join(top)} tie on {best_points} points and {icons[top[0]]} uncovered icons: they "
               "share the win.")
    return Outcome(teams=[[p] for p in ordered], ranks=ranks,
                   reason="Every card has been thrown and the final scoring round is done. " + why)
