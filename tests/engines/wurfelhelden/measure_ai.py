"""How well the AI seat plays: AI against random players, many seeded games.

    python -m tests.engines.wurfelhelden.measure_ai --games 1000 --players 2 3 4

One AI seat (it takes every seat in turn, game by game) against players who pick a uniformly random
legal move (`--against random`), or who roll once and stop (`--against stopper`, the timeout move,
a simple coin-hunting baseline). A shared win counts as 1/(number of winners). Prints the AI's share of the wins next to
its fair share (1 / players). The games are played by tests/engines/ai_harness.py."""

from __future__ import annotations

import argparse
import time

from tests.engines import ai_harness
from tests.engines.wurfelhelden.helpers import ENGINE

OPPONENTS = {"random": ai_harness.random_policy(ENGINE), "stopper": ai_harness.timeout_policy(ENGINE)}


def ai_win_share(players: int, games: int, first_seed: int = 0, against: str = "random") -> float:
    return ai_harness.ai_win_share(ENGINE, players, games, first_seed, OPPONENTS[against])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--against", choices=sorted(OPPONENTS), default="random")
    args = parser.parse_args()
    for players in args.players:
        start = time.perf_counter()
        share = ai_win_share(players, args.games, args.seed, args.against)
        print(f"{players} players, {args.games} games against {args.against}: AI wins {share:.1%} "
              f"(fair share {1 / players:.1%}) in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
