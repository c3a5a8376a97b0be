"""Victory attempts (rulebook section 11), as a small pure model over system totals.

A player with at least `SYSTEMS_TO_WIN[n]` systems and more than anyone else starts a victory
attempt at once, whenever that happens. The attempt fails as soon as the attempter drops below the
minimum or is surpassed (not tied); a new attempt may start for someone else right then. It succeeds
at the end of an expansion phase once every other player has had a whole expansion phase that began
after the attempt did (so a player who started a third player's attempt gets a phase to stop it).
While an attempt runs, player order is fixed and there is no empire phase.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

SYSTEMS_TO_WIN: dict[int, int] = {2: 16, 3: 15, 4: 14, 5: 13, 6: 12}
THRONEWORLD_SYSTEMS = 6


class Attempt(BaseModel):
    player: str
    started_turn: int
    started_during: str | None = None
    """Whose expansion phase it began in (None: outside expansion phases)."""
    during_open: bool = False
    """The phase it began in is still under way (its end does not count)."""
    to_stop: list[str] = Field(default_factory=list)
    """Players who still get a whole expansion phase to stop it."""


def threshold(player_count: int) -> int:
    return SYSTEMS_TO_WIN[player_count]


def qualifier(totals: dict[str, int]) -> str | None:
    """The player who meets the victory conditions now (enough systems and strictly the most)."""
    if not totals:
        return None
    need = threshold(len(totals))
    best = max(totals.values())
    leaders = [p for p, n in totals.items() if n == best]
    if best >= need and len(leaders) == 1:
        return leaders[0]
    return None


def fails(attempt: Attempt, totals: dict[str, int]) -> str | None:
    """Why `attempt` fails with these totals, or None while it stands."""
    mine = totals[attempt.player]
    if mine < threshold(len(totals)):
        return "below"
    others = [p for p, n in totals.items() if p != attempt.player and n > mine]
    if others:
        return "surpassed"
    return None


def update(
    attempt: Attempt | None, totals: dict[str, int], turn: int, during: str | None
) -> tuple[Attempt | None, list[dict]]:
    """Check the attempt against new totals: fail it and/or start a new one. `during` is whose
    expansion phase is under way (that phase does not count towards stopping an attempt that begins
    inside it). Returns the attempt now in force and events."""
    events: list[dict] = []
    if attempt is not None:
        why = fails(attempt, totals)
        if why is None:
            return attempt, events
        events.append({"type": "attempt_failed", "player": attempt.player, "why": why,
                       "systems": totals[attempt.player], "needed": threshold(len(totals))})
        attempt = None
    who = qualifier(totals)
    if who is not None:
        attempt = Attempt(player=who, started_turn=turn, started_during=during, during_open=during is not None,
                          to_stop=[p for p in totals if p != who])
        events.append({"type": "attempt_started", "player": who, "systems": totals[who],
                       "during": during})
    return attempt, events


def phase_done(attempt: Attempt | None, player: str) -> bool:
    """`player` finished an expansion phase that began after `attempt` did. True when the attempt has
    now succeeded."""
    if attempt is None:
        return False
    if attempt.during_open and attempt.started_during == player:
        attempt.during_open = False
        return False
    if player in attempt.to_stop:
        attempt.to_stop.remove(player)
    return not attempt.to_stop
