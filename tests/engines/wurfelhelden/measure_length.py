"""How long a Würfelhelden game lasts, by player count: rounds, turns, moves (rolls and stops) and
turns per captured warrant, with AI seats everywhere, over many seeded games.

    python -m tests.engines.wurfelhelden.measure_length --games 1000 --players 2 3 4

`--minutes-per-turn` turns the turn count into a rough duration (default 0.5: a player on Discord
taking half a minute to roll up to three times)."""

from __future__ import annotations

import argparse
import random
import statistics

from tests.engines.wurfelhelden.helpers import ENGINE, NOW


def play_game(players: int, seed: int) -> dict[str, float]:
    names = [f"p{i}" for i in range(players)]
    state = ENGINE.new_game(names, {}, seed)
    rand = random.Random(seed)
    turns = moves = outbids = 0
    while ENGINE.outcome(state) is None:
        who = ENGINE.awaiting(state)[0].player
        state, events = ENGINE.apply(state, who, ENGINE.ai_action(state, who, rand), NOW)
        moves += 1
        turns += sum(1 for e in events if e["type"] == "turn_over")
        outbids += sum(1 for e in events if e["type"] == "chase" and e.get("result") == "outbid")
    warrants = sum(len(w) for w in state.won.values())
    return {"rounds": state.turn_no, "turns": turns, "moves": moves, "outbids": outbids,
            "turns_per_warrant": turns / warrants}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--minutes-per-turn", type=float, default=0.5)
    args = parser.parse_args()
    for players in args.players:
        games = [play_game(players, args.seed + g) for g in range(args.games)]
        mean = {k: statistics.fmean(g[k] for g in games) for k in games[0]}
        rounds = sorted(g["rounds"] for g in games)
        print(f"{players} players, {args.games} games: {mean['rounds']:.1f} rounds "
              f"(median {rounds[len(rounds) // 2]}, 90% within {rounds[int(len(rounds) * 0.9)]}), "
              f"{mean['turns']:.0f} turns, {mean['moves']:.0f} moves, {mean['outbids']:.1f} outbids, "
              f"{mean['turns_per_warrant']:.1f} turns per warrant; "
              f"about {mean['turns'] * args.minutes_per_turn:.0f} minutes at {args.minutes_per_turn} min a turn")


if __name__ == "__main__":
    main()
