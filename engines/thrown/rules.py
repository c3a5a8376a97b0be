"""Pure questions about a Thrown state (who leads a trick, what counts as a trump), shared by the engine,
the views and the AI."""

from __future__ import annotations

from engines.said import Said, said
from engines.thrown.data import COLORS
from engines.thrown.model import Die, Slot, ThrownState, Trick


def pool_size(state: ThrownState, player: str) -> int:
    return sum(state.pools.get(player, {}).values())


def colors_of(state: ThrownState, card: str) -> list[str]:
    return [s.color for s in state.display if s.card == card]


def slot_of(state: ThrownState, card: str) -> Slot | None:
    return next((s for s in state.display if s.card == card), None)


def is_trump(state: ThrownState, die: Die, trick_color: str | None) -> bool:
    if die.mode != "trump" or die.color == trick_color:
        return False
    return die.value == 6 or (die.value == 5 and die.color in colors_of(state, "brute"))


def trick_score(state: ThrownState, trick: Trick, player: str) -> int | None:
    """The player's trick score, or None when no die of theirs counts."""
    scoring = [d for d in trick.dice if d.owner == player and d.mode == "score"]
    if not scoring:
        return None
    total = sum(d.value for d in scoring)
    if (
        trick.first_roll.get(player) == 1
        and trick.first_color.get(player) in colors_of(state, "cyclops")
        and len(scoring) == 1
        and not scoring[0].extra
    ):
        total *= 2
    return total


def ranking(state: ThrownState, trick: Trick) -> list[str]:
    """Placings by the rules: trumps first (the later the better), then trick scores, high to low, a
    tie going to the later player. Players with neither have no place."""
    position = {p: i for i, p in enumerate(trick.order)}
    trumpers = {d.owner for d in trick.dice if is_trump(state, d, trick.color)}
    scored = {p: s for p in trick.order if p not in trumpers and (s := trick_score(state, trick, p)) is not None}
    placed = sorted(trumpers, key=lambda p: -position[p])
    placed += sorted(scored, key=lambda p: (-scored[p], -position[p]))
    return placed


def imp_active(state: ThrownState, trick: Trick) -> bool:
    colors = colors_of(state, "imp")
    return any(d.color in colors for d in trick.dice)


def leader(state: ThrownState, trick: Trick) -> str | None:
    """Who wins if the trick is resolved now (the Imp hands it to second place)."""
    placed = ranking(state, trick)
    if imp_active(state, trick):
        return placed[1] if len(placed) > 1 else None
    return placed[0] if placed else None


def why_leads(state: ThrownState, trick: Trick) -> Said | None:
    """The rule that puts the leader ahead when it is not plain to see: the Imp, the latest of several
    trumps, or a tie on score going to the later player (None when none does)."""
    lead = leader(state, trick)
    if lead is None:
        return None
    if imp_active(state, trick):
        return said("thrown-note-imp")
    trumpers = {d.owner for d in trick.dice if is_trump(state, d, trick.color)}
    if len(trumpers) > 1:
        return said("thrown-note-latest-trump")
    if trumpers:
        return None
    score = trick_score(state, trick, lead)
    level = [p for p in trick.order if p != lead and p not in trumpers and trick_score(state, trick, p) == score]
    return said("thrown-note-tie", players=tuple(level), score=score or 0) if level else None


def scores_of(state: ThrownState, trick: Trick) -> dict[str, int]:
    """Each player's trick score, for the players who have one (Cyclops doubling included)."""
    return {p: s for p in trick.order if (s := trick_score(state, trick, p)) is not None}


def has_pair(values: list[int]) -> bool:
    return len(values) != len(set(values))


def default_recruit(state: ThrownState, winner: str) -> tuple[str, str]:
    """The Recruiter's steal when the winner lets the game choose: from the opponent with the most
    unrolled dice (the earlier seat on a tie), the colour they hold most of."""
    victim = max((p for p in state.participants if p != winner), key=lambda p: pool_size(state, p))
    return victim, max(COLORS, key=lambda c: state.pools[victim][c])


def reward_task(pending: list[str]) -> Said:
    """What the trick's winner is asked to do about the first reward waiting (the Recruiter's die, the
    Strategist's or the Summoner's reward, or skip it)."""
    return said(f"thrown-task-{pending[0]}")
