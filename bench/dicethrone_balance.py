"""Measure Dice Throne balance with AI seats: `python -m bench.dicethrone_balance --games 500`.

Every pairing of the six heroes plays `games` 1v1 games (50 health, AI against AI, seats alternate so
each hero goes first half the time; a draw counts half a win for each). Prints the matchup table
(row hero's win rate against the column hero) and each hero's overall win rate with its standard error.
Every game has its own seed (`--seed` moves them all, so a second run is a fresh sample).

`--random` plays the AI against a seat that picks uniformly among its legal moves; `--ffa` plays 4-player
free-for-all games of four random heroes and prints each hero's share of wins (fair: 25 %); `--prompts`
counts how often players are asked in reaction windows per turn in 1v1, 2v2 and 3v3 (the default
preference, "outcome").
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

    pairs = list(itertools.combinations(HEROES, 2))
    jobs = [(a, b, seed + k * games + i, False, "1v1") for k, (a, b) in enumerate(pairs) for i in range(games)]
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
    from engines.dicethrone.data import HEROES, hero_name
    from lang import ENGLISH

    heroes = list(HEROES)
    short = {h: ENGLISH.say(hero_name(h)) for h in heroes}
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
        error = 100 * (overall[a] * (1 - overall[a]) / (games * (len(heroes) - 1))) ** 0.5
        print(f"| {short[a]} | " + " | ".join(cells) + f" | **{100 * overall[a]:.1f} %** ± {error:.1f} |", file=out)
    cell_error = 100 * (0.25 / games) ** 0.5
    print(f"\nStandard error: about ±{cell_error:.1f} points per pairing, as shown per hero overall.", file=out)
    return overall


def versus_random(games: int, workers: int) -> float:
    from engines.dicethrone.data import HEROES

    jobs = [(a, b, i, True, "1v1") for i in range(games) for a, b in [list(HEROES)[i % 6: i % 6 + 1] * 2]]
    with ProcessPoolExecutor(workers) as pool:
        scores = [score for _, _, score, _ in pool.map(play_one, jobs, chunksize=10)]
    return 1 - sum(scores) / len(scores)


def play_counting(args: tuple[list[str], str, int]) -> tuple[list[str], list[str], int, int]:
    """One AI game; returns (heroes by seat, winners, turns, reaction asks: a player newly awaited in a
    reaction window, counted each time they are asked, again after someone played)."""
    from engines import registry

    players, mode, seed = args
    engine = registry.get("dicethrone")
    rand = random.Random(seed)
    state = engine.new_game(players, {"mode": mode}, seed)
    asked: set[str] = set()
    asks = 0
    for _ in range(50_000):
        if engine.outcome(state) is not None:
            break
        prompts = engine.awaiting(state)
        now = {p.player for p in prompts if p.kind == "reaction"}
        asks += len(now - asked)
        asked = now
        player = prompts[0].player
        state = engine.apply(state, player, engine.ai_action(state, player, rand), NOW).state
    outcome = engine.outcome(state)
    heroes = [state.heroes[p].hero for p in players]
    return heroes, list(outcome.winners if outcome else []), state.turn, asks


PROMPT_MODES = {"1v1": 2, "2v2": 4, "3v3": 6}


def prompts_per_turn(games: int, workers: int, seed: int, modes: list[str]) -> None:
    for mode in modes:
        n = PROMPT_MODES[mode]
        players = [f"p{i}" for i in range(n)]
        jobs = [(players, mode, seed + i) for i in range(games)]
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(play_counting, jobs, chunksize=5))
        turns = sum(r[2] for r in results)
        asks = sum(r[3] for r in results)
        per_game = [r[3] / r[2] for r in results]
        mean = asks / turns
        spread = (sum((x - mean) ** 2 for x in per_game) / max(1, len(per_game) - 1) / len(per_game)) ** 0.5
        print(f"{mode}: {mean:.2f} ± {spread:.2f} reaction prompts per turn ({asks} in {turns} turns, {games} games)")


def free_for_all(games: int, workers: int, seed: int) -> None:
    from engines.dicethrone.data import HEROES, hero_name
    from lang import ENGLISH

    players = ["p0", "p1", "p2", "p3"]
    jobs = [(players, "ffa", seed + i) for i in range(games)]
    seats: dict[str, int] = dict.fromkeys(HEROES, 0)
    wins: dict[str, float] = dict.fromkeys(HEROES, 0.0)
    with ProcessPoolExecutor(workers) as pool:
        for heroes, winners, _, _ in pool.map(play_counting, jobs, chunksize=5):
            for player, hero in zip(players, heroes, strict=True):
                seats[hero] += 1
                if player in winners:
                    wins[hero] += 1 / len(winners)
    print(f"4-player free-for-all, {games} AI games: each hero's share of wins (fair 25 %)")
    for hero in HEROES:
        rate = wins[hero] / max(1, seats[hero])
        error = 100 * (rate * (1 - rate) / max(1, seats[hero])) ** 0.5
        print(f"| {ENGLISH.say(hero_name(hero))} | {100 * rate:.1f} % ± {error:.1f} | {seats[hero]} games |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.dicethrone_balance", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per pairing (default 500)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--random", action="store_true", help="AI against a random-move seat instead")
    parser.add_argument("--ffa", action="store_true", help="4-player free-for-all win shares instead")
    parser.add_argument("--prompts", action="store_true", help="reaction prompts per turn in 1v1, 2v2, 3v3")
    parser.add_argument("--mode", choices=sorted(PROMPT_MODES), action="append",
                        help="with --prompts: only this mode (repeatable; default all three)")
    args = parser.parse_args(argv)
    if args.prompts:
        prompts_per_turn(args.games, args.workers, args.seed, args.mode or list(PROMPT_MODES))
        return 0
    if args.ffa:
        free_for_all(args.games, args.workers, args.seed)
        return 0
    if args.random:
        rate = versus_random(args.games, args.workers)
        print(f"The AI won {100 * rate:.1f} % of {args.games} games against a random-move seat (same hero).")
        return 0
    print_table(matchups(args.games, args.workers, args.seed), args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
