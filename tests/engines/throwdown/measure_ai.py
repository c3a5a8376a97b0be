"""How well the Maximum Throwdown AI seat plays: one AI seat against random players, many seeded games.

    python -m tests.engines.throwdown.measure_ai --games 1000 --players 2 3 4

The AI takes every seat in turn (game g: seat g mod players); the others pick a uniformly random
legal move (`legal_actions`, a sample of aims and powers). A shared win counts 1/(number of winners).
Prints the AI's share of the wins next to its fair share (1 / players), with the games' wall time.
The games are played by tests/engines/ai_harness.py."""

from __future__ import annotations

import argparse
import time

from engines import registry
from tests.engines import ai_harness

ENGINE = registry.get("throwdown")


def ai_win_share(players: int, games: int, first_seed: int = 0) -> float:
    return ai_harness.ai_win_share(ENGINE, players, games, first_seed, ai_harness.random_policy(ENGINE))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for players in args.players:
        start = time.perf_counter()
        share = ai_win_share(players, args.games, args.seed)
        took = time.perf_counter() - start
        print(f"{players} players, {args.games} games: AI wins {share:.1%} (fair share {1 / players:.1%}), "
              f"{took:.0f} s ({took / args.games * 1000:.0f} ms a game)", flush=True)


if __name__ == "__main__":
    main()
