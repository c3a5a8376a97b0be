"""Measure Dice Throne balance with AI seats: `python -m bench.dicethrone_balance --games 500`.

Every pairing of the six heroes plays `games` 1v1 games (50 health, AI against AI, seats alternate so
each hero goes first half the time; a draw counts half a win for each). Prints the matchup table
(row hero's win rate against the column hero) and each hero's overall win rate. `--random` instead
plays the AI against a seat that picks uniformly among its legal moves.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def play_one(args: tuple[str, str, int, bool, str]) -> tuple[str, str, float, int]:
    """One game; returns (hero a, hero b, a's score 1/0.5/0, turns)."""
    from engines import registry

    hero_a, hero_b, seed, a_random, mode = args
    engine = registry.get("dicethrone")
    first, second = ("a", "b") if seed % 2 == 0 else ("b", "a")
    heroes = {"a": hero_a, "b": hero_b}
    state = engine.new_game([first, second], {"heroes": [heroes[first], heroes[second]], "mode": mode}, seed)
    rand = random.Random(seed)
    for _ in range(20_000):
        if engine.outcome(state) is not None:
            break
        player = engine.awaiting(state)[0].player
        if a_random and player == "a":
            action = rand.choice(engine.legal_actions(state, player))
        else:
            action = engine.ai_action(state, player, rand)
        state = engine.apply(state, player, action, NOW).state
    outcome = engine.outcome(state)
    winners = outcome.winners if outcome else []
    score = 0.5 if len(winners) != 1 else float(winners == ["a"])
    return hero_a, hero_b, score, state.turn


def matchups(games: int, workers: int, seed: int = 0) -> dict[tuple[str, str], float]:
    from engines.dicethrone.data import HEROES

    jobs = [(a, b, seed + i, False, "1v1") for a, b in itertools.combinations(HEROES, 2) for i in range(games)]
    results: dict[tuple[str, str], list[float]] = {}
    with ProcessPoolExecutor(workers) as pool:
        for a, b, score, _ in pool.map(play_one, jobs, chunksize=25):
            results.setdefault((a, b), []).append(score)
    table = {}
    for (a, b), scores in results.items():
        table[(a, b)] = sum(scores) / len(scores)
        table[(b, a)] = 1 - table[(a, b)]
    return table


def print_table(table: dict[tuple[str, str], float], games: int, out=sys.stdout) -> dict[str, float]:
    from engines.dicethrone.data import HEROES

    heroes = list(HEROES)
    short = {h: HEROES[h]["name"] for h in heroes}
    print(f"Row hero's win rate against the column hero, {games} AI-vs-AI games per pairing (1v1, 50 health).",
          file=out)
    print("| hero | " + " | ".join(short[h] for h in heroes) + " | overall |", file=out)
    print("| --- " * (len(heroes) + 2) + "|", file=out)
    overall = {}
    for a in heroes:
        cells = []
        for b in heroes:
            cells.append("—" if a == b else f"{100 * table[(a, b)]:.0f} %")
        overall[a] = sum(table[(a, b)] for b in heroes if b != a) / (len(heroes) - 1)
        print(f"| {short[a]} | " + " | ".join(cells) + f" | **{100 * overall[a]:.1f} %** |", file=out)
    return overall


def versus_random(games: int, workers: int) -> float:
    from engines.dicethrone.data import HEROES

    jobs = [(a, b, i, True, "1v1") for i in range(games) for a, b in [list(HEROES)[i % 6: i % 6 + 1] * 2]]
    with ProcessPoolExecutor(workers) as pool:
        scores = [score for _, _, score, _ in pool.map(play_one, jobs, chunksize=10)]
    return 1 - sum(scores) / len(scores)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.dicethrone_balance", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per pairing (default 500)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--random", action="store_true", help="AI against a random-move seat instead")
    args = parser.parse_args(argv)
    if args.random:
        rate = versus_random(args.games, args.workers)
        print(f"The AI won {100 * rate:.1f} % of {args.games} games against a random-move seat (same hero).")
        return 0
    print_table(matchups(args.games, args.workers), args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
