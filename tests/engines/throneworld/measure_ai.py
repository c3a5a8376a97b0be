"""How well the Throneworld AI seat plays: many seeded games, printed as a small table.

    python -m tests.engines.throneworld.measure_ai --games 100

* AI against a passive empire (every move is the timeout move: commit nothing, pass, research
  nothing, build nothing) and against a random empire (a uniformly random legal move each time), in
  2-player games; the AI takes each seat in turn, game by game. A shared win counts 1/2.
* AI against AI for 2-6 players: how many turns until someone wins, and how many games end by a
  victory attempt rather than at the turn limit; in how many games an AI attacked the Throneworld
  and took it; how many troops (Assault, Heavy, Drop, Light) each empire ends with at its homeworld
  (idle: an army at home does nothing unless the homeworld is attacked), on average per empire.

`--games` is per line of the table; `--counts` picks the AI-vs-AI player counts. The games are played by
tests/engines/ai_harness.py.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass

from engines.throneworld import hexmap
from engines.throneworld import units as U
from engines.throneworld.engine import Throneworld
from tests.engines import ai_harness

ENGINE = Throneworld()
THRONE = hexmap.THRONE


@dataclass
class Game:
    ai_share: float
    """The AI seats' share of the win (1, 1/k for a k-way tie, 0)."""
    turns: int
    by_attempt: bool
    """Ended by a successful victory attempt (not the turn limit)."""
    attacked_throneworld: bool = False
    took_throneworld: bool = False
    home_troops: float = 0.0
    """Troops at the AI empires' homeworlds at the end, per empire."""
    systems_margin: float = 0.0
    """The AI seats' systems minus the others' at the end (games against a baseline)."""


class Watch:
    """One game as it goes: the moves so far (the AI's generator for a move is seeded by the game's seed and
    the move's number, so its choices never depend on the opponent's draws), and whether an AI seat attacked
    the Throneworld and took it."""

    def __init__(self, seed: int, ai: set[str]):
        self.seed, self.ai = seed, ai
        self.moves = 0
        self.attacked = self.took = False

    def ai_move(self, state, player: str, rand: random.Random):
        return ENGINE.ai_action(state, player, random.Random(f"{self.seed}:{self.moves}"))

    def __call__(self, events: list[dict]) -> None:
        self.moves += 1
        for e in events:
            self.attacked |= e.get("type") == "battle" and e.get("hex") == THRONE and e.get("attacker") in self.ai
            self.took |= e.get("type") == "captured" and bool(e.get("throneworld")) and e.get("player") in self.ai


OPPONENTS = {"passive": ai_harness.timeout_policy(ENGINE), "random": ai_harness.random_policy(ENGINE)}


def play(players: int, seed: int, ai_seats: set[int], against: str = "ai", max_turns: int = 40) -> Game:
    names = ai_harness.seat_names(players)
    ai = {names[i] for i in ai_seats}
    watch = Watch(seed, ai)
    other = OPPONENTS.get(against, watch.ai_move)
    mine = dict.fromkeys(ai, watch.ai_move)
    state = ai_harness.play(ENGINE, players, seed, mine, other, {"max_turns": max_turns}, watch)
    g = state.ground
    troops = [U.count(g.systems[g.home(p)].units_of(p), U.MOBILE_TROOPS) for p in ai]
    totals = state.result.totals
    margin = sum(totals[p] for p in ai) - sum(totals[p] for p in names if p not in ai)
    return Game(ai_harness.win_share(ENGINE, state, ai), state.turn, state.result.reason == "attempt",
                watch.attacked, watch.took, sum(troops) / len(troops), margin)


def against(kind: str, games: int, first_seed: int) -> list[Game]:
    return [play(2, first_seed + g, {g % 2}, kind) for g in range(games)]


def ai_vs_ai(players: int, games: int, first_seed: int) -> list[Game]:
    return [play(players, first_seed + g, set(range(players))) for g in range(games)]


def line(label: str, results: list[Game], seconds: float) -> str:
    turns = [r.turns for r in results]
    won = sum(r.ai_share for r in results) / len(results)
    attempts = sum(r.by_attempt for r in results) / len(results)
    attacked = sum(r.attacked_throneworld for r in results) / len(results)
    took = sum(r.took_throneworld for r in results) / len(results)
    home = statistics.mean(r.home_troops for r in results)
    margin = statistics.mean(r.systems_margin for r in results)
    return (f"{label:<22} AI wins {won:6.1%}  ended by a victory attempt {attempts:6.1%}  turns: median "
            f"{statistics.median(turns):4.0f}, max {max(turns):3d}  Throneworld attacked {attacked:6.1%} taken "
            f"{took:6.1%}  troops at home {home:5.1f}  systems margin {margin:+5.1f}  ({len(results)} games, "
            f"{seconds:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--counts", type=int, nargs="*", default=[2, 3, 4, 5, 6])
    parser.add_argument("--skip-baselines", action="store_true")
    args = parser.parse_args()
    runs = [] if args.skip_baselines else [("vs passive, 2 players", lambda: against("passive", args.games, args.seed)),
                                            ("vs random, 2 players", lambda: against("random", args.games, args.seed))]
    runs += [(f"AI vs AI, {n} players", lambda n=n: ai_vs_ai(n, args.games, args.seed)) for n in args.counts]
    for label, run in runs:
        start = time.perf_counter()
        results = run()
        print(line(label, results, time.perf_counter() - start), flush=True)


if __name__ == "__main__":
    main()
