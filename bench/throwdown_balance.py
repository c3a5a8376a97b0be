"""Measure Maximum Throwdown's balance with AI seats: `python -m bench.throwdown_balance --games 1000`.

For each player count, `games` seeded games with an AI in every seat and random decks. Prints, per
count: the win share of each seat counted from the first player (a shared win counts 1/winners), each
deck's win share, how often break and rethrow are used and throws miss (and fall off the table), how
often the top is tied after the tie-break, and the points a player scores on average. The issue's bars
(engines/throwdown/rules.md, "Balance") are checked and printed as ok / OFF.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime

NOW = datetime(2026, 1, 1, tzinfo=UTC)


@dataclass
class GameResult:
    seat_share: list[float]  # by seat counted from the first player
    deck_share: dict[str, float]
    decks: list[str]
    events: Counter = field(default_factory=Counter)
    tied_top: bool = False
    points: float = 0.0


def play_one(args: tuple[int, int]) -> GameResult:
    from engines import registry
    from engines.throwdown.data import auto_power

    players, seed = args
    engine = registry.get("throwdown")
    names = [f"p{i}" for i in range(players)]
    state = engine.new_game(names, {}, seed)
    first = state.current
    rand = random.Random(seed)
    counts: Counter = Counter()
    for _ in range(5_000):
        if engine.outcome(state) is not None:
            break
        player = engine.awaiting(state)[0].player
        result = engine.apply(state, player, engine.ai_action(state, player, rand), NOW)
        state = result.state
        for event in result.events:
            counts[event["type"]] += 1
            if event["type"] == "threw":
                counts["miss"] += not event["hit"]
                counts["off_table"] += event["off_table"]
                counts["not_auto"] += event["power"] != auto_power(event["distance"])
    outcome = engine.outcome(state)
    winners = outcome.winners
    share = {p: (1 / len(winners) if p in winners else 0.0) for p in names}
    return GameResult(
        seat_share=[share[names[(first + k) % players]] for k in range(players)],
        deck_share={state.decks[p]: share[p] for p in names}, decks=[state.decks[p] for p in names],
        events=counts, tied_top=len(winners) > 1, points=sum(state.scores.values()) / players,
    )


def measure(players: int, games: int, workers: int, seed: int = 0) -> list[GameResult]:
    jobs = [(players, seed + g) for g in range(games)]
    if workers <= 1:
        return [play_one(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play_one, jobs, chunksize=20))


def report(players: int, results: list[GameResult]) -> list[str]:
    games = len(results)
    fair = 1 / players
    seats = [sum(r.seat_share[k] for r in results) / games for k in range(players)]
    deck_games: dict[str, int] = defaultdict(int)
    deck_wins: dict[str, float] = defaultdict(float)
    for r in results:
        for deck in r.decks:
            deck_games[deck] += 1
        for deck, share in r.deck_share.items():
            deck_wins[deck] += share
    decks = {d: deck_wins[d] / deck_games[d] for d in sorted(deck_games)}
    events: Counter = sum((r.events for r in results), Counter())
    throws = events["threw"]
    saves = (events["broke"] + events["rethrow"]) / games
    ties = sum(r.tied_top for r in results) / games
    lines = [
        f"{players} players, {games} games (fair share {fair:.1%}):",
        "  seats from the first player: " + ", ".join(f"{s:.1%}" for s in seats),
        "  decks: " + ", ".join(f"{d} {share:.1%}" for d, share in decks.items()),
        f"  break {events['broke'] / games:.2f} + rethrow {events['rethrow'] / games:.2f} a game; "
        f"misses {events['miss'] / throws:.1%} of {throws / games:.0f} throws a game "
        f"(off the table {events['off_table'] / throws:.1%}); a power other than auto's "
        f"{events['not_auto'] / throws:.1%} of throws",
        f"  points a player {sum(r.points for r in results) / games:.1f}; top tied {ties:.1%}",
    ]
    checks = [("break or rethrow at least once a game", saves >= 1.0)]
    if players == 2:
        checks.append(("first player within 45-55%", 0.45 <= seats[0] <= 0.55))
    else:
        checks.append(("every seat within 5 points of fair", all(abs(s - fair) <= 0.05 for s in seats)))
    if players == 3:
        checks.append(("every deck within 8 points of fair", all(abs(s - fair) <= 0.08 for s in decks.values())))
    if players == 4:
        checks.append(("top tied under 10%", ties < 0.10))
    lines += [f"  {'ok ' if passed else 'OFF'} {name}" for name, passed in checks]
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in args.players:
        start = time.perf_counter()
        results = measure(players, args.games, args.workers, args.seed)
        took = time.perf_counter() - start
        print("\n".join(report(players, results)) + f"\n  ({took:.0f} s)", flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
