"""How well the Maximum Throwdown AI seat plays: one AI seat against random players, many seeded games.

    python -m tests.engines.throwdown.measure_ai --games 1000 --players 2 3 4

The AI takes every seat in turn (game g: seat g mod players); the others pick a uniformly random
legal move (`legal_actions`, a sample of aims and powers). A shared win counts 1/(number of winners).
Prints the AI's share of the wins next to its fair share (1 / players), with the games' wall time."""

from __future__ import annotations

import argparse
import random
import time
from datetime import UTC, datetime

from engines import registry

ENGINE = registry.get("throwdown")
NOW = datetime(2026, 1, 1, tzinfo=UTC)


def play_game(players: int, seed: int, ai_seat: int) -> float:
    names = [f"p{i}" for i in range(players)]
    state = ENGINE.new_game(names, {}, seed)
    rand = random.Random(seed)
    while ENGINE.outcome(state) is None:
        who = ENGINE.awaiting(state)[0].player
        if who == names[ai_seat]:
            action = ENGINE.ai_action(state, who, rand)
        else:
            action = rand.choice(ENGINE.legal_actions(state, who))
        state = ENGINE.apply(state, who, action, NOW).state
    winners = ENGINE.outcome(state).winners
    return 1 / len(winners) if names[ai_seat] in winners else 0.0


def ai_win_share(players: int, games: int, first_seed: int = 0) -> float:
    return sum(play_game(players, first_seed + g, g % players) for g in range(games)) / games


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
