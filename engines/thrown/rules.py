"""Pure questions about a Thrown state (who leads a trick, what counts as a trump), shared by the engine,
the views and the AI."""

from __future__ import annotations

from engines.thrown.data import CARDS, COLORS
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


def why_leads(state: ThrownState, trick: Trick) -> str:
    """The rule that puts the leader ahead when it is not plain to see: the Imp, the latest of several
    trumps, or a tie on score going to the later player ("" when none does)."""
    lead = leader(state, trick)
    if lead is None:
        return ""
    if imp_active(state, trick):
        return "the Imp gives the trick to second place"
    trumpers = {d.owner for d in trick.dice if is_trump(state, d, trick.color)}
    if len(trumpers) > 1:
        return "the latest trump wins"
    if trumpers:
        return ""
    score = trick_score(state, trick, lead)
    level = [p for p in trick.order if p != lead and p not in trumpers and trick_score(state, trick, p) == score]
    return f"level with {', '.join(level)} on {score}: the later player wins ties" if level else ""


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


def reward_task(pending: list[str]) -> str:
    """What the trick's winner is asked to do about the rewards waiting: 'take the Recruiter's die',
    'take the Strategist's reward or skip it'."""
    card = pending[0]
    if card == "recruiter":
        return ("take an unrolled die from an opponent (/thrown recruit), the Recruiter's reward for winning "
                "this trick: one more die for you to roll, one fewer for them")
    why = {"strategist": "swap 1-3 of your unrolled dice for colours from the Void (/thrown exchange)",
           "summoner": "take the dice paid onto the Summoner card into your pool (/thrown summon)"}.get(card, "")
    return f"take the {CARDS[card].title}'s reward for winning this trick{': ' + why if why else ''}, or skip it " \
           "(/thrown skip)"
