"""The battle estimator: many seeded simulated battles, before a player commits.

`estimate(battle)` fights the battle `trials` times with generators seeded from `seed` (so the same
question always gets the same answer) and reports the chance to capture the system, to win in
space, the expected losses in units and credits on both sides, and how long battles last. With a
`budget` it stops once the battles fought have done that much work (rounds and dice, `work_of`): what
an answer costs is bounded by what it does, where a bound counted in units before the battles let
long ones through (issue 42: 474 ms for five of each unit a side).
`estimate_jump` builds the battle a set of proposed jumps would start, from what the asking player
may know: a face-down system must have been scanned by them.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.errors import IllegalAction
from engines.rng import Rng
from engines.said import Said, Value, said
from engines.throneworld import units as U
from engines.throneworld.combat import Battle, BattleResult, fight
from engines.throneworld.galaxy import Galaxy

DEFAULT_TRIALS = 400
ROUND_WORK = 10
"""A combat round's own cost, in dice rolled (measured: about 40 µs a round besides about 4 µs a die)."""


class Odds(BaseModel):
    trials: int
    capture: float
    """Chance the attacker takes the system."""
    attacker_wins: float
    """Chance the attacker is the winner (captures, or clears space when there is nothing to invade)."""
    defender_holds: float
    attacker_loss_units: dict[str, float] = Field(default_factory=dict)
    defender_loss_units: dict[str, float] = Field(default_factory=dict)
    attacker_loss_credits: float = 0.0
    defender_loss_credits: float = 0.0
    rounds: float = 0.0
    work: int = 0
    """What the battles fought did in all (work_of)."""

    def summary(self) -> Said:
        return said("tw-odds-summary", capture=round(self.capture * 100), win=round(self.attacker_wins * 100),
                    lost=round(self.attacker_loss_credits, 1), units=_units(self.attacker_loss_units),
                    their_lost=round(self.defender_loss_credits, 1), their_units=_units(self.defender_loss_units))


def _units(avg: dict[str, float]) -> Value:
    parts = [f"{avg[c]:.1f}{c}" for c in U.ORDER if avg.get(c, 0) >= 0.05]
    return " ".join(parts) or said("tw-odds-no-units")


def work_of(result: BattleResult) -> int:
    """The work a battle's simulation did: ROUND_WORK a round and one a die rolled."""
    return sum(ROUND_WORK + len(r.attacker_rolls) + len(r.first_fire_rolls) + len(r.defender_rolls)
               for r in result.rounds) or ROUND_WORK


def estimate(battle: Battle, trials: int = DEFAULT_TRIALS, seed: int = 0, budget: int | None = None) -> Odds:
    """The odds over `trials` battles, or over as many as `budget` (work_of, added up) allows: the answer
    says how many were fought."""
    captures = wins = holds = 0
    att_units: dict[str, float] = {}
    def_units: dict[str, float] = {}
    att_credits = def_credits = 0.0
    rounds = work = fought = 0
    for i in range(trials):
        if budget is not None and work >= budget:
            break
        result = fight(battle, Rng(seed=seed * 100003 + i))
        work += work_of(result)
        fought += 1
        captures += result.captured
        wins += result.winner == "attacker"
        holds += result.winner == "defender"
        rounds += len(result.rounds)
        for side, acc in (("attacker", att_units), ("defender", def_units)):
            race = battle.attacker.race if side == "attacker" else (
                (battle.space_defender or battle.ground_defender or battle.attacker).race)
            for units in result.lost.get(side, {}).values():
                for code, n in units.items():
                    acc[code] = acc.get(code, 0) + n
                if side == "attacker":
                    att_credits += U.force_cost(units, race)
                else:
                    def_credits += U.force_cost(units, race)
    n = max(fought, 1)
    return Odds(trials=fought, capture=captures / n, attacker_wins=wins / n, defender_holds=holds / n,
                attacker_loss_units={c: k / n for c, k in att_units.items()},
                defender_loss_units={c: k / n for c, k in def_units.items()},
                attacker_loss_credits=att_credits / n, defender_loss_credits=def_credits / n, rounds=rounds / n,
                work=work)


def battle_for_jumps(g: Galaxy, player: str, orders: list) -> Battle | None:
    """The battle these jumps (all to one hex) would start now, or None when they start none.
    Refuses when the defenders are hidden from this player."""
    from engines.throneworld.combat import Group
    from engines.throneworld.movement import _battle_for, in_command

    if not orders:
        return None
    to = orders[0].to
    s = g.systems[to]
    if not s.face_up and player not in s.scans:
        raise IllegalAction(said("tw-refuse-odds-unscanned", hex=to))
    groups = [Group(ships=U.without(U.only(o.units, U.SHIPS), "T"), aboard=U.only(o.units, U.MOBILE_TROOPS),
                    origin=o.origin, in_command=in_command(g, player, o.bunker, to)) for o in orders]
    if s.owner is None and not s.face_up and s.empty_tile:
        return None
    peek = s.model_copy(deep=True)
    peek.face_up = True
    shadow = g.model_copy(update={"systems": {**g.systems, to: peek}})
    battle, _ = _battle_for(shadow, player, peek, groups, [])
    return battle


def estimate_jump(g: Galaxy, player: str, orders: list, trials: int = DEFAULT_TRIALS, seed: int = 0) -> Odds | None:
    battle = battle_for_jumps(g, player, orders)
    return None if battle is None else estimate(battle, trials, seed)
