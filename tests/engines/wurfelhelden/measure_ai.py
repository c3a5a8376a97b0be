"""How well the AI seat plays: AI against random players, many seeded games.

    python -m tests.engines.wurfelhelden.measure_ai --games 1000 --players 2 3 4

One AI seat (it takes every seat in turn, game by game) against players who pick a uniformly random
legal move (`--against random`), or who roll once and stop (`--against stopper`, the timeout move,
a simple coin-hunting baseline). A shared win counts as 1/(number of winners). Prints the AI's share of the wins next to
its fair share (1 / players)."""

from __future__ import annotations

import argparse
import random
import time

from tests.engines.wurfelhelden.helpers import ENGINE, NOW


def play_game(players: int, seed: int, ai_seat: int, against: str = "random") -> float:
    """The AI's share of this game's win (1, 1/k for a k-way tie, or 0)."""
    names = [f"p{i}" for i in range(players)]
    state = ENGINE.new_game(names, {}, seed)
    rand = random.Random(seed)
    while ENGINE.outcome(state) is None:
        who = ENGINE.awaiting(state)[0].player
        if who == names[ai_seat]:
            action = ENGINE.ai_action(state, who, rand)
        elif against == "stopper":
            action = ENGINE.on_timeout(state, who, NOW)
        else:
            action = rand.choice(ENGINE.legal_actions(state, who))
        state = ENGINE.apply(state, who, action, NOW).state
    winners = ENGINE.outcome(state).winners
    return 1 / len(winners) if names[ai_seat] in winners else 0.0


def ai_win_share(players: int, games: int, first_seed: int = 0, against: str = "random") -> float:
    return sum(play_game(players, first_seed + g, g % players, against) for g in range(games)) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--against", choices=["random", "stopper"], default="random")
    args = parser.parse_args()
    for players in args.players:
        start = time.perf_counter()
        share = ai_win_share(players, args.games, args.seed, args.against)
        print(f"{players} players, {args.games} games against {args.against}: AI wins {share:.1%} "
              f"(fair share {1 / players:.1%}) in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
