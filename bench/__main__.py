"""`python -m bench`: how fast a move is served, at what scale, against the floor.

  python -m bench --quick              a smoke run (CI): 100 live games, few moves
  python -m bench                      the full run: 100, 1,000 and 10,000 live games
  python -m bench --out run.json       also write the figures as JSON
  python -m bench --compare old.json   print the change against an earlier run
  python -m bench --database URL [--processes N]
                                       moves against that database (sqlite:///… or postgresql://…) from
                                       N bot processes at once (no pictures; see bench/scale_out.py)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from bench.discord_level import run_discord
from bench.service_level import run_scale, shipped_games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Dicehall benchmarks")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 100 live games, 60 moves")
    parser.add_argument("--scales", type=int, nargs="*", help="live-game counts (default 100 1000 10000)")
    parser.add_argument("--moves", type=int, help="moves measured per scale (default 2000; quick 60)")
    parser.add_argument("--workers", type=int, default=8, help="concurrent tasks submitting moves")
    parser.add_argument("--games", nargs="*", help="only these games")
    parser.add_argument("--discord-users", type=int, help="users acting at once through Discord (default 50; quick 10)")
    parser.add_argument("--no-discord", action="store_true", help="skip the through-Discord part")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--compare", type=Path, help="an earlier --out file to compare with")
    parser.add_argument("--database", help="scale-out: a database URL to drive moves against")
    parser.add_argument("--processes", type=int, default=1, help="scale-out: bot processes at once (default 1)")
    args = parser.parse_args(argv)
    if args.database:
        return scale_out(args)

    scales = args.scales or ([100] if args.quick else [100, 1000, 10000])
    moves = args.moves or (60 if args.quick else 2000)
    games = shipped_games(args.games)
    if not games:
        print("No games with pictures are registered: nothing to measure.", file=sys.stderr)
        return 2
    runs = []
    for scale in scales:
        print(f"… {scale} live games: building and driving {moves} moves", file=sys.stderr, flush=True)
        runs.append(asyncio.run(run_scale(scale, moves, args.workers, games)))
    users = args.discord_users or (10 if args.quick else 50)
    through_discord = []
    for game in [] if args.no_discord else games:
        print(f"… through Discord: {users} users playing {game} at once", file=sys.stderr, flush=True)
        through_discord.append(asyncio.run(run_discord(users, 2 if args.quick else 6, game)))
    result = {"mode": "quick" if args.quick else "full", "runs": runs, "discord": through_discord}
    print(format_report(result))
    print(format_discord(result))
    if args.out:
        args.out.write_text(json.dumps(result, indent=1))
    if args.compare:
        print(format_comparison(json.loads(args.compare.read_text()), result))
    return 0


def scale_out(args: argparse.Namespace) -> int:
    from bench.scale_out import format_scale_out, run_scale_out

    scales = args.scales or ([100] if args.quick else [1000])
    moves = args.moves or (60 if args.quick else 2000)
    runs = []
    for scale in scales:
        print(f"… {scale} live games in {args.database.split('://')[0]}: {moves} moves from {args.processes} "
              "process(es)", file=sys.stderr, flush=True)
        runs.append(run_scale_out(args.database, scale, moves, args.processes, args.workers, shipped_games(args.games)))
        print(format_scale_out(runs[-1]), flush=True)
    if args.out:
        args.out.write_text(json.dumps({"mode": "scale-out", "runs": runs}, indent=1))
    return 0


def format_report(result: dict) -> str:
    lines = []
    for run in result["runs"]:
        lines.append(
            f"\n{run['live_games']} live games, {run['moves']} moves by {run['workers']} tasks: "
            f"{run['moves_per_second']:.0f} moves/s with pictures, {run['resident_mb']:.0f} MB resident, "
            f"{run['db_bytes_per_game'] / 1024:.1f} KB of database per game"
        )
        header = (f"{'game':<14}{'p50':>7}{'p95':>7}{'p99':>7} ms | p99: load apply  save render encode"
                  " | floor p99 ms (picture+upsert) and ratios: total, drawing, save | PNG KB median/max")
        lines += [header, "-" * len(header)]
        for game, g in sorted(run["games"].items()):
            t, r, f = g["total"], g["ratio"], g["floor"]
            phases = " ".join(f"{g[p]['p99']:5.1f}" for p in ("load", "apply", "save", "render", "encode"))
            lines.append(
                f"{game:<14}{t['p50']:7.1f}{t['p95']:7.1f}{t['p99']:7.1f}    | {phases:<32} | "
                f"{f['p99']:6.1f} ({f['picture']['p99']:.1f}+{f['upsert']['p99']:.2f}) "
                f"{r['total_p99']:5.2f}x {r['render_encode_p99']:5.2f}x {r['save_p99']:5.1f}x | "
                f"{g['picture_bytes']['median'] / 1024:.0f}/{g['picture_bytes']['max'] / 1024:.0f}"
            )
    return "\n".join(lines)


def format_discord(result: dict) -> str:
    lines = ["\nThrough Discord (stand-in, real discord.py client), slash command → first response / → picture:"]
    for run in result.get("discord", []):
        f, p = run["first_response_ms"], run["picture_ms"]
        problems = f"  PROBLEMS: {run['problems']}" if run["problems"] else ""
        lines.append(f"{run['game']:<14}{run['users']} users, {run['moves']} moves: "
                     f"first response p50 {f['p50']:.0f} ms, p99 {f['p99']:.0f} ms; "
                     f"picture p50 {p['p50']:.0f} ms, p99 {p['p99']:.0f} ms{problems}")
    return "\n".join(lines)


def format_comparison(old: dict, new: dict) -> str:
    lines = ["\nChange against the earlier run (p99 ms, moves/s):"]
    old_runs = {r["live_games"]: r for r in old.get("runs", [])}
    for run in new["runs"]:
        before = old_runs.get(run["live_games"])
        if before is None:
            continue
        lines.append(f"{run['live_games']} live games: {before['moves_per_second']:.0f} → "
                     f"{run['moves_per_second']:.0f} moves/s")
        for game, g in sorted(run["games"].items()):
            if game in before["games"]:
                a, b = before["games"][game]["total"]["p99"], g["total"]["p99"]
                lines.append(f"  {game:<14}{a:7.1f} → {b:7.1f} ms ({(b - a) / a * 100:+.0f}%)")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
