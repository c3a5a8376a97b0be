"""Who is at the table: players still standing, opponents, the targeting tables of the modes."""

from __future__ import annotations

from engines.dicethrone.state import (
    HEAL_ABOVE_START,
    DiceThroneState,
)
from engines.errors import BadArguments
from engines.names import player_called
from engines.said import said


def alive(s: DiceThroneState) -> list[str]:
    """Players on the battlefield, in turn order starting with the active player."""
    at = s.order.index(s.active)
    ring = s.order[at:] + s.order[:at]
    return [q for q in ring if not s.heroes[q].out]


def opponents(s: DiceThroneState, a: str, b: str) -> bool:
    return s.heroes[a].team != s.heroes[b].team


def opponent_ring(s: DiceThroneState, p: str) -> list[str]:
    """Opponents on the battlefield clockwise, starting with the closest on p's left."""
    at = s.order.index(p)
    ring = s.order[at + 1:] + s.order[:at]
    return [q for q in ring if not s.heroes[q].out and opponents(s, p, q)]


def targeting(s: DiceThroneState, p: str, die: int) -> tuple[str | None, list[str], str | None]:
    """The targeting table of the mode: (target, or the choices and who chooses)."""
    opps = opponent_ring(s, p)
    n = len(opps)
    left, right = opps[0], opps[-1]

    def pick(q: str) -> tuple[str | None, list[str], str | None]:
        return q, [], None

    def choose(options: list[str], chooser: str) -> tuple[str | None, list[str], str | None]:
        return (options[0], [], None) if len(options) == 1 else (None, options, chooser)

    mode = s.mode
    if mode == "2v2" or (mode == "3v3" and n == 2):
        if die <= 2:
            return pick(left)
        if die <= 4:
            return pick(right)
        return choose(opps, left if die == 5 else p)
    if mode == "3v3":
        return pick(left if die <= 2 else opps[1] if die <= 4 else right)
    if mode == "2v2v2":
        return pick(opps[(die - 1) % n]) if die <= 4 else choose(opps, p)
    # free-for-all: the table for the number of opponents still standing
    if n == 2:
        return pick(left if die <= 3 else right)
    if n == 3:
        return pick(left if die <= 2 else opps[1] if die <= 4 else right)
    if n == 4:
        if die <= 4:
            return pick(opps[die - 1])
        return choose([left, right] if die == 5 else opps, p)
    if die <= 5:
        return pick(opps[(die - 1) % n])
    return choose(opps, p)


def player_named(s: DiceThroneState, name: str) -> str:
    found = player_called(s.players, name)
    if found is not None:
        return found
    raise BadArguments(said("dt-refuse-no-such-player", name=name))


def max_health(s: DiceThroneState) -> int:
    return s.start_health + HEAL_ABOVE_START
