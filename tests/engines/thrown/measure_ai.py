"""How well Thrown's AI seat plays, against the AI as it was (or random seats), over many seeded games.

    python -m tests.engines.thrown.measure_ai --games 1000 --against old
    python -m tests.engines.thrown.measure_ai --games 1000 --against random

One seat plays today's AI (engines/thrown/ai.py; `--seat old` for the old one, as a baseline); it
takes every seat in turn, game by game, at tables of 3, 4 and 5 players, basic and advanced (purple
cards in) games alternating. The other seats play `--against`: `old` is the AI policy as it stood at
commit `--old` (read from git and run as it was, so no copy of it lives in the engine), `random`
picks uniformly random legal moves. Prints the AI's share of the wins next to its fair share (a
shared win counts 1/k), and for both sides the gold lost per game to leftover dice at the end of
rounds and the tricks won at a loss (the Phantom), also as a share of the tricks won in rounds with
the Phantom on the table. The games are played by tests/engines/ai_harness.py.
"""

from __future__ import annotations

import argparse
import subprocess
import types
from collections import defaultdict

from engines.thrown import ai
from engines.thrown.moves import power_actions
from tests.engines import ai_harness
from tests.engines.thrown.helpers import ENGINE

OLD_COMMIT = "7955a83"
"""The last commit before issue 24's AI work."""


def old_policy(commit: str):
    """The AI module as it was at `commit`, loaded from git; it asked the engine for its powers."""
    source = subprocess.run(["git", "show", f"{commit}:engines/thrown/ai.py"], capture_output=True, text=True,
                            check=True).stdout
    module = types.ModuleType("thrown_ai_at_" + commit)
    exec(compile(source, f"{commit}:engines/thrown/ai.py", "exec"), module.__dict__)  # noqa: S102
    engine = types.SimpleNamespace(_power_actions=power_actions)
    return lambda state, player, rand: module.choose(engine, state, player, rand)


class Tally:
    """What one game cost each seat: gold lost to leftover dice, tricks won at a loss (the Phantom), and the
    tricks won in rounds with the Phantom on the table."""

    def __init__(self, phantom: bool):
        self.phantom = phantom
        self.lost: dict[str, int] = defaultdict(int)
        self.losing_wins: dict[str, int] = defaultdict(int)
        self.phantom_wins: dict[str, int] = defaultdict(int)

    def watch(self, events: list[dict]) -> None:
        for e in events:
            if e["type"] == "round_started":
                self.phantom = any(c["card"] == "phantom" for c in e["cards"])
            elif e["type"] == "trick_won" and self.phantom:
                self.phantom_wins[e["winner"]] += 1
            if e["type"] == "round_ended":
                for p, v in e["penalties"].items():
                    self.lost[p] += -v
            elif e["type"] == "trick_won" and e["gold"] < 0:
                self.losing_wins[e["winner"]] += 1


def play_game(players: int, seed: int, seat: int, mode: dict, other, mine=ai.choose) -> dict[str, float]:
    names = ai_harness.seat_names(players)
    me = names[seat]
    tally = Tally(any(s.card == "phantom" for s in ENGINE.new_game(names, mode, seed).display))
    state = ai_harness.play(ENGINE, players, seed, {me: mine}, other, mode, tally.watch)
    others = [p for p in names if p != me]

    def theirs(counts: dict[str, int]) -> float:
        return sum(counts[p] for p in others) / len(others)

    return {
        "share": ai_harness.win_share(ENGINE, state, {me}), "fair": 1 / players,
        "my_penalty": tally.lost[me], "their_penalty": theirs(tally.lost),
        "my_losing_wins": tally.losing_wins[me], "their_losing_wins": theirs(tally.losing_wins),
        "my_phantom_wins": tally.phantom_wins[me], "their_phantom_wins": theirs(tally.phantom_wins),
    }


def measure(games: int, against: str, first_seed: int, commit: str, seat: str = "new") -> dict[str, float]:
    other = old_policy(commit) if against == "old" else ai_harness.random_policy(ENGINE)
    mine = old_policy(commit) if seat == "old" else ai.choose
    totals: dict[str, float] = defaultdict(float)
    for g in range(games):
        players = 3 + g % 3
        mode = {} if (g // 3) % 2 == 0 else {"mode": "advanced", "purple": True}
        for key, value in play_game(players, first_seed + g, g % players, mode, other, mine).items():
            totals[key] += value
    return {key: value / games for key, value in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--against", choices=["old", "random"], default="old")
    parser.add_argument("--seed", type=int, default=30_000)
    parser.add_argument("--old", default=OLD_COMMIT, help="the commit whose AI the other seats play")
    parser.add_argument("--seat", choices=["new", "old"], default="new",
                        help="old: the measured seat plays the old AI too (the baseline for --against random)")
    args = parser.parse_args()
    r = measure(args.games, args.against, args.seed, args.old, args.seat)
    print(f"{args.games} games against {args.against} seats: the {args.seat} AI wins {r['share']:.1%} "
          f"(fair share {r['fair']:.1%}); leftover dice cost it {r['my_penalty']:.2f} gold a game "
          f"(each other seat {r['their_penalty']:.2f}); tricks won at a loss per game: "
          f"{r['my_losing_wins']:.2f} (each other seat {r['their_losing_wins']:.2f}), that is "
          f"{r['my_losing_wins'] / max(r['my_phantom_wins'], 1e-9):.1%} of the tricks it won in Phantom rounds "
          f"({r['their_losing_wins'] / max(r['their_phantom_wins'], 1e-9):.1%} for each other seat)")


if __name__ == "__main__":
    main()
