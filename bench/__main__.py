"""`python -m bench`: how fast a move is served, at what scale, against the floor.

  python -m bench --quick              a smoke run (CI): 100 live games, few moves
  python -m bench                      the full run: 100, 1,000 and 10,000 live games, 1,000 moves per
                                       game arriving at random at 100 a second
  python -m bench --rate 50            moves arriving at 50 a second
  python -m bench --before             also the encoder and threads before the fixed palettes and the
                                       worker processes, in the same run, first
  python -m bench --out run.json       also write the figures as JSON
  python -m bench --compare old.json   print the change against an earlier run
  python -m bench --discord-rate 100 [--seconds 60] [--bot-processes 2 --database postgresql://…]
                                       people clicking moves at that rate through the stand-in with
                                       Discord's real limits, against `python -m bot` (bench/people_at_rate.py)
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
from bench.service_level import octree_encoder, run_scale, shipped_games
from bot.config import Settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Dicehall benchmarks")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 100 live games, 60 moves")
    parser.add_argument("--scales", type=int, nargs="*", help="live-game counts (default 100 1000 10000)")
    parser.add_argument("--moves", type=int, help="moves measured per game and scale (default 1000; quick 40)")
    parser.add_argument("--rate", type=float, default=100.0, help="moves arriving a second, at random (default 100)")
    parser.add_argument("--picture-workers", type=int, default=Settings(_env_file=None).picture_workers,
                        help="worker processes drawing the pictures (0: threads); default as the bot's")
    parser.add_argument("--before", action="store_true",
                        help="first measure the octree encoder with pictures in threads (the code before issue 20)")
    parser.add_argument("--games", nargs="*", help="only these games")
    parser.add_argument("--discord-users", type=int, help="users acting at once through Discord (default 50; quick 10)")
    parser.add_argument("--no-discord", action="store_true", help="skip the through-Discord part")
    parser.add_argument("--records", action="store_true",
                        help="players ask for histories, replays, leaderboards and odds all through the run")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--compare", type=Path, help="an earlier --out file to compare with")
    parser.add_argument("--database", help="scale-out: a database URL to drive moves against")
    parser.add_argument("--processes", type=int, default=1, help="scale-out: bot processes at once (default 1)")
    parser.add_argument("--tasks", type=int, default=8,
                        help="scale-out: moves under way at once in each process (default 8)")
    parser.add_argument("--discord-rate", type=float,
                        help="people clicking this many moves a second through the stand-in")
    parser.add_argument("--seconds", type=float, default=60.0, help="with --discord-rate: for how long (default 60)")
    parser.add_argument("--bot-processes", type=int, default=1,
                        help="with --discord-rate: bot processes, one per shard (several need --database postgresql://…)")
    parser.add_argument("--channels", type=int, default=240,
                        help="with --discord-rate: channels played in (default 240)")
    parser.add_argument("--bot-cpus", type=cpu_list,
                        help="with --discord-rate: pin the bot processes and their workers to these cores (e.g. 0,1 "
                             "or 0-3), as on a server of their own, apart from the people and the stand-in")
    args = parser.parse_args(argv)
    if args.discord_rate:
        return people_at_rate(args)
    if args.database:
        return scale_out(args)

    scales = args.scales or ([100] if args.quick else [100, 1000, 10000])
    moves = args.moves or (40 if args.quick else 1000)
    games = shipped_games(args.games)
    if not games:
        print("No games with pictures are registered: nothing to measure.", file=sys.stderr)
        return 2
    runs = []
    for scale in scales:
        if args.before:
            print(f"… before: {scale} live games, {moves} moves per game at {args.rate:g}/s", file=sys.stderr,
                  flush=True)
            with octree_encoder():
                runs.append(asyncio.run(run_scale(scale, moves, args.rate, 0, games)) | {"label": "before"})
        print(f"… {scale} live games, {moves} moves per game at {args.rate:g}/s", file=sys.stderr, flush=True)
        runs.append(asyncio.run(run_scale(scale, moves, args.rate, args.picture_workers, games,
                                          records=args.records)))
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
    if args.before:
        print(format_comparison({"runs": [r for r in runs if r.get("label") == "before"]}, result))
    if args.compare:
        print(format_comparison(json.loads(args.compare.read_text()), result))
    return 0


def cpu_list(text: str) -> frozenset[int]:
    """Cores as Linux's cpuset lists them: "0,1", "0-3" or "0-3,8"."""
    cpus: set[int] = set()
    for part in text.split(","):
        first, _, last = part.partition("-")
        cpus.update(range(int(first), int(last or first) + 1))
    return frozenset(cpus)


def people_at_rate(args: argparse.Namespace) -> int:
    from bench.people_at_rate import format_people, run_people

    if args.bot_processes > 1 and not (args.database or "").startswith("postgresql"):
        print("Several bot processes share one PostgreSQL: give --database postgresql://…", file=sys.stderr)
        return 2
    game = (args.games or ["wurfelhelden"])[0]
    print(f"… people clicking {args.discord_rate:g} moves a second for {args.seconds:g} s ({game}, "
          f"{args.bot_processes} bot process(es))", file=sys.stderr, flush=True)
    run = asyncio.run(run_people(args.discord_rate, args.seconds, args.bot_processes, args.database, game,
                                 args.channels, bot_cpus=args.bot_cpus))
    print(format_people(run), flush=True)
    if args.out:
        args.out.write_text(json.dumps({"mode": "people", "runs": [run]}, indent=1))
    return 0


def scale_out(args: argparse.Namespace) -> int:
    from bench.scale_out import format_scale_out, run_scale_out

    if args.database.startswith("sqlite") and args.processes > 1:
        print("SQLite serves one bot process (the store holds a lock on the database file): use --processes 1, "
              "or a postgresql:// URL for several.", file=sys.stderr)
        return 2
    scales = args.scales or ([100] if args.quick else [1000])
    moves = args.moves or (60 if args.quick else 2000)
    runs = []
    for scale in scales:
        print(f"… {scale} live games in {args.database.split('://')[0]}: {moves} moves from {args.processes} "
              "process(es)", file=sys.stderr, flush=True)
        runs.append(run_scale_out(args.database, scale, moves, args.processes, args.tasks, shipped_games(args.games)))
        print(format_scale_out(runs[-1]), flush=True)
    if args.out:
        args.out.write_text(json.dumps({"mode": "scale-out", "runs": runs}, indent=1))
    return 0


def format_report(result: dict) -> str:
    lines = []
    for run in result["runs"]:
        memory = run["resident_mb"]
        where = f"{run['picture_workers']} worker processes" if run["picture_workers"] else "threads"
        lines.append(
            f"\n{run.get('label', 'after')}: {run['live_games']} live games, moves arriving at {run['rate']:g}/s, "
            f"pictures in {where}, {run['encoder']}: resident {memory['pss']:.0f} MB PSS "
            f"({memory['rss']:.0f} MB RSS, workers included), {run['db_bytes_per_game'] / 1024:.1f} KB of "
            f"database per game"
        )
        header = (f"{'game':<14}{'moves':>6}{'p50':>7}{'p95':>7}{'p99':>7} ms |  CPU ms/move cores | p99: load apply"
                  "  save picture | floor p99 (picture+upsert), CPU ms | ratio p99: total picture save | PNG KB")
        lines += [header, "-" * len(header)]
        for game, g in sorted(run["games"].items()):
            t, r, f = g["total"], g["ratio"], g["floor"]
            phases = " ".join(f"{g[p]['p99']:5.1f}" for p in ("load", "apply", "save", "picture"))
            lines.append(
                f"{game:<14}{g['moves']:6d}{t['p50']:7.1f}{t['p95']:7.1f}{t['p99']:7.1f}    | "
                f"{g['cpu_ms_per_move']:11.1f} {g['cores_used']:5.2f} | {phases:<29} | "
                f"{f['p99']:6.1f} ({f['picture']['p99']:.1f}+{f['upsert']['p99']:.2f}), {f['picture_cpu_ms']:4.1f} | "
                f"{r['total_p99']:8.2f}x {r['picture_p99']:5.2f}x {r['save_p99']:5.1f}x | "
                f"{g['picture_bytes']['median'] / 1024:.0f}/{g['picture_bytes']['max'] / 1024:.0f}"
            )
        lines.append(format_loop_lag(run))
        lines.append("CPU ms a move in the bot's own process (and the bench's driving) / in its workers: " + ", ".join(
            f"{game} {g['loop_cpu_ms_per_move']:.1f} / {g['cpu_ms_per_move'] - g['loop_cpu_ms_per_move']:.1f}"
            for game, g in sorted(run["games"].items()) if "loop_cpu_ms_per_move" in g))
    return "\n".join(lines)


def format_loop_lag(run: dict) -> str:
    """The event loop's lag while each game's moves were served (and what players asked meanwhile)."""
    lags = ", ".join(f"{game} p99 {g['loop_lag']['p99_ms']:.1f} max {g['loop_lag']['max_ms']:.1f} "
                     f"({g['loop_lag']['off_core_share']:.0%} off its core)"
                     for game, g in sorted(run["games"].items()) if "loop_lag" in g)
    asked = "; ".join(f"{kind} ×{f['asked']} (p50 {f['p50_ms']:.0f}, max {f['max_ms']:.0f} ms)"
                      for kind, f in run.get("records", {}).items())
    stolen = ", ".join(f"{game} {g['stolen']:.0%}" for game, g in sorted(run["games"].items()) if "stolen" in g)
    return (f"event loop lag, ms (and how much of it the loop's thread did not run, at least: waiting for a core, "
            f"the GIL or a blocking call; the rest was its own work): {lags}"
            + (f"\nasked meanwhile: {asked}" if asked else "")
            + (f"\nthe hypervisor took of this process's cores' time (steal): {stolen}" if stolen else ""))


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
    lines = ["\nChange against the earlier run (p99 ms, CPU ms per move):"]
    old_runs = {r["live_games"]: r for r in old.get("runs", [])}  # an --after run follows its --before one
    for run in new["runs"]:
        before = old_runs.get(run["live_games"])
        if before is None or run.get("label") == "before":
            continue
        lines.append(f"{run['live_games']} live games:")
        for game, g in sorted(run["games"].items()):
            if game in before["games"]:
                a, b = before["games"][game], g
                lines.append(f"  {game:<14}{a['total']['p99']:7.1f} → {b['total']['p99']:7.1f} ms, "
                             f"{a['cpu_ms_per_move']:5.1f} → {b['cpu_ms_per_move']:5.1f} ms CPU")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
