"""The crash test: a real bot process, killed with SIGKILL at random moments while people play all five
games (moves, the AI replies they cause, timeouts when the clock jumps, the sender's posts), restarted,
and checked after every restart:

- each table equals the replay of its log (from its seed, every logged action applied again), and the steps
  kept for its replay (bot/store/frames.py) are those the log says the channel saw, as that replay gives them;
- no awaited seat is without a timer (a human) or pending AI work (an AI or away seat);
- no timeout fired twice or was lost (each timeout in a log was claimed by exactly one deadline, and no
  deadline is overdue once the bot has settled);
- every finished game is rated exactly once;
- every notice is delivered exactly once (the stand-in counts the messages of each outbox batch by their
  nonce, or a table carried by its interaction by the batch's mark in its picture's name, and the bot's posts
  of one notice whatever their nonce: the same words and pictures in one place, a table's picture named by
  its game and version), and nothing is left undelivered or given up;
- the bot settles (no work left due) within a minute: nothing stuck.

`python -m tests.e2e.crash --kills 200` is the full run (its figures are in the README); the normal suite
runs a few kills (tests/e2e/test_crash.py).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import standin.server as standin_server
from bot.models import Table
from bot.store.base import TABLE_COLUMNS, table_from
from bot.store.frames import KEPT_EVERY, fewest_kept, state_text
from engines import registry
from standin import StandIn, StandInError
from standin.records import Message
from tests.e2e.crash_bot import read_offset
from tests.e2e.play import play_move

GAMES = ("thrown", "throneworld", "dicethrone", "wurfelhelden", "throwdown")
OPTIONS = {"throneworld": "max_turns=3"}
CHANNELS = [f"crash-{i}" for i in range(len(GAMES) * 2)]
EXPECTED_WHEN_KILLED = {"unanswered", "late", "deferred_forever", "busy", "rate_limited"}
"""What players see when the bot dies under their click ("This interaction failed", or a command's
"thinking…", which the restarted bot must then fill in: `CrashRun.thinking`), and a 429 for the
restarted process's first posts to a channel its killed predecessor had used up (a new process cannot
know a bucket's state; discord.py waits `retry_after` and posts, as on Discord): not findings."""
SETTLE_WITHIN = 90.0
DISCORD_NONCE_WINDOW = standin_server.NONCE_WINDOW


def carrier_never_answered(problem) -> bool:
    """The bot died after noting an interaction as its table's carrier and before answering it: Discord knows
    no follow-up for it (404), and the table goes to the channel instead (plumbing/carry.py)."""
    return (problem.kind == "http" and problem.status == 404 and "/webhooks/" in problem.detail
            and "Unknown Webhook" in problem.detail)


@dataclass
class Report:
    kills: int = 0
    killed_during: Counter = field(default_factory=Counter)
    moves: int = 0
    timeouts: int = 0
    finished: int = 0
    notices: int = 0
    stuck: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    doubled: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not (self.stuck or self.lost or self.doubled or self.wrong)

    def summary(self) -> str:
        during = ", ".join(f"{k} {v}" for k, v in sorted(self.killed_during.items()))
        return (f"{self.kills} kills ({during}) in {self.seconds:.0f} s; {self.moves} moves by people, "
                f"{self.timeouts} timeouts, {self.finished} finished games, {self.notices} notices delivered; "
                f"stuck {len(self.stuck)}, lost {len(self.lost)}, doubled {len(self.doubled)}, "
                f"other faults {len(self.wrong)}")


class CrashRun:
    def __init__(self, standin: StandIn, folder: Path, seed: int, nonce_trusted: float | None = None):
        self.standin = standin
        self.nonce_trusted = nonce_trusted
        self.batch_tables: dict[str, tuple[int, int]] = {}
        self.batch_details: dict[str, list[str]] = {}
        """Per batch: its notices when the sender posted it, for the report of a double."""
        standin.listeners.append(self.note_post)
        self.db = folder / "crash.db"
        self.clock_file = folder / "clock"
        self.clock_file.write_text("0")
        self.rng = random.Random(seed)
        self.proc: subprocess.Popen | None = None
        self.report = Report()
        self.log = (folder / "bot.log").open("ab")

    # --- the bot process ----------------------------------------------------------------------

    async def start_bot(self) -> None:
        env = {**os.environ, **self.standin.environment(), "PYTHONPATH": os.getcwd()}
        trusted = [str(self.nonce_trusted)] if self.nonce_trusted is not None else []
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.e2e.crash_bot", str(self.db), str(self.clock_file),
                                      *trusted], env=env, stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + 60
        while not (self.standin.connected and self.standin.find_command("game", self.standin.guild_id)):
            if self.proc.poll() is not None:
                raise RuntimeError(f"the bot process exited with {self.proc.returncode}: see {self.log.name}")
            if time.monotonic() > deadline:
                raise RuntimeError("the bot process did not connect within 60 s")
            await asyncio.sleep(0.05)

    async def kill_bot(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        await asyncio.to_thread(self.proc.wait)
        await self.standin.wait_disconnected()

    # --- reading the database (as a second reader: WAL) -----------------------------------------

    def rows(self, sql: str, params: tuple = ()) -> list[tuple]:
        with sqlite3.connect(self.db, timeout=30) as db:
            return db.execute(sql, params).fetchall()

    def tables(self) -> list[Table]:
        return [table_from(r) for r in self.rows(f"SELECT {TABLE_COLUMNS} FROM tables ORDER BY id")]

    def now(self) -> datetime:
        return datetime.now(UTC) + timedelta(seconds=read_offset(self.clock_file))

    # --- people playing ------------------------------------------------------------------------

    async def play_channel(self, index: int, until: float) -> None:
        channel = CHANNELS[index]
        game = GAMES[index % len(GAMES)]
        people = [self.standin.user(f"p{index}{who}", channel) for who in "ab"]
        while time.monotonic() < until:
            try:
                await self._one_step(channel, game, people)
            except (StandInError, AssertionError, TimeoutError):  # the bot is down or answered late
                await asyncio.sleep(0.1)

    async def _one_step(self, channel: str, game: str, people) -> None:
        active = [t for t in self.tables() if t.channel_id == str(self.standin.channel(channel).id)
                  and t.status in ("lobby", "playing")]
        if not active:
            await people[0].slash("game new", game=game, **({"options": OPTIONS[game]} if game in OPTIONS else {}))
            return
        table = active[0]
        if table.status == "lobby":  # one step at a time: the bot may die between any two
            if table.seat_of(str(people[1].id)) is None:
                await people[1].slash("game join")
            elif len(table.seats) < min(registry.get(game).max_players, 3):
                await people[0].slash("game addbot")
            else:
                await people[0].slash("game start")
            return
        engine = registry.get(table.game)
        state = engine.load_state(table.state)
        waiting = [p for p in engine.awaiting(state) if not table.seat_named(p.player).automated]
        if not waiting:
            await asyncio.sleep(0.05)
            return
        prompt = self.rng.choice(waiting)
        user = next(u for u in people if str(u.id) == table.seat_named(prompt.player).user_id)
        action = engine.ai_action(state, prompt.player, random.Random(self.rng.random()))
        await play_move(self.standin, user, table, action, typed=self.rng.random() < 0.3)
        self.report.moves += 1

    async def jump_clock(self, at: float) -> None:
        """Later in the round, the clock jumps past a turn timer: timeouts (and the AI runs of seats marked
        away) happen while the bot may be killed."""
        await asyncio.sleep(at)
        self.clock_file.write_text(str(read_offset(self.clock_file) + 25 * 3600))

    # --- one round: play, kill, restart, check ---------------------------------------------------

    async def round(self) -> None:
        kill_at = self.rng.uniform(0.3, 2.5)
        until = time.monotonic() + kill_at + 1.0
        players = [asyncio.create_task(self.play_channel(i, until)) for i in range(len(CHANNELS))]
        jump = asyncio.create_task(self.jump_clock(self.rng.uniform(0.0, kill_at))) if self.rng.random() < 0.4 \
            else None
        await asyncio.sleep(kill_at)
        self.report.killed_during.update(self.doing(jump))
        await self.kill_bot()
        self.report.kills += 1
        for task in [*players, *([jump] if jump else [])]:
            task.cancel()
        await asyncio.gather(*players, *([jump] if jump else []), return_exceptions=True)
        await self.start_bot()
        await self.settle()
        self.check()

    def doing(self, jump: asyncio.Task | None) -> list[str]:
        """What was under way when the bot was killed (several at once, usually)."""
        found = []
        if any(i.response_type is None for i in self.standin.interactions.values()
               if time.monotonic() - i.created < 3):
            found.append("moves")
        if self.rows("SELECT 1 FROM deadlines WHERE fired = 0 AND kind = 'ai' LIMIT 1"):
            found.append("AI replies")
        if jump is not None and jump.done():
            found.append("timeouts")
        if self.rows("SELECT 1 FROM outbox WHERE status = 'pending' LIMIT 1"):
            found.append("sends")
        return found or ["idle"]

    async def settle(self) -> None:
        """Until the restarted bot has done all due work and delivered every notice."""
        deadline = time.monotonic() + SETTLE_WITHIN
        while time.monotonic() < deadline:
            due = self.rows("SELECT COUNT(*) FROM deadlines WHERE fired = 0 AND due_at <= ?", (self.now().isoformat(),))
            pending = self.rows("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
            if due[0][0] == 0 and pending[0][0] == 0 and not self.thinking():
                return
            await asyncio.sleep(0.1)
        self.report.stuck.append(f"kill {self.report.kills}: work still due or undelivered after {SETTLE_WITHIN:.0f} s")

    def thinking(self) -> list[str]:
        """The commands whose people still see "thinking…": the restarted bot tells them (plumbing/thinking.py)."""
        return [f"{i.user.name}'s {i.label}" for i in self.standin.interactions.values()
                if i.original is not None and i.original.loading and i.original.interaction is i]

    # --- the checks ----------------------------------------------------------------------------

    def check(self) -> None:
        where = f"after kill {self.report.kills}"
        for table in self.tables():
            if table.state is not None:
                self.check_replay(table, where)
            if table.status == "playing":
                self.check_awaited(table, where)
        self.check_timeouts(where)
        self.check_ratings(where)
        self.check_notices(where)
        self.report.stuck += [f"{where}: {left} still shows \"thinking…\"" for left in self.thinking()]
        problems = [p for p in self.standin.take_problems()
                    if p.kind not in EXPECTED_WHEN_KILLED and not carrier_never_answered(p)]
        self.report.wrong += [f"{where}: {p}" for p in problems]

    def check_replay(self, table: Table, where: str) -> None:
        engine = registry.get(table.game)
        log = self.rows("SELECT version, actor, source, action, at, told FROM actions WHERE table_id = ? "
                        "ORDER BY version", (table.id,))
        state = engine.new_game([s.name for s in table.seats], table.options, table.seed)
        shown: list[dict] = []
        for _, actor, source, action, at, told in log:
            if source in ("player", "ai", "timeout"):
                data = json.loads(action)
                state = engine.apply(state, actor, engine.parse_action(data.pop("do"), data),
                                     datetime.fromisoformat(at)).state
            if told not in (None, "[]"):
                shown.append(state.model_dump(mode="json"))
        if state.model_dump(mode="json") != engine.load_state(table.state).model_dump(mode="json"):
            self.report.wrong.append(f"{where}: table {table.id} ({table.game}) differs from the replay of its log")
        self.check_kept_steps(table, shown, where)

    def check_kept_steps(self, table: Table, shown: list[dict], where: str) -> None:
        """The steps a replay shows, kept by the saves (bot/store/frames.py): as many as the log says the channel
        saw, each the state its replay gives at that step (the newest too, where the replay is drawn from them)."""
        engine = registry.get(table.game)
        counted = self.rows("SELECT steps, state FROM replay_steps WHERE table_id = ?", (table.id,))
        if not counted:
            if shown:
                self.report.wrong.append(f"{where}: table {table.id} ({table.game}) kept no steps for its replay")
            return
        steps, aside = counted[0]
        kept = dict(self.rows("SELECT step, state FROM replay_frames WHERE table_id = ?", (table.id,)))
        if steps >= fewest_kept(KEPT_EVERY):  # a shorter game's replay is rebuilt: its newest step is not kept aside
            kept[steps - 1] = table.state if aside is None else aside
        if steps != len(shown) or any(engine.load_state(state_text(state)).model_dump(mode="json") != shown[step]
                                      for step, state in kept.items()):
            self.report.wrong.append(f"{where}: table {table.id} ({table.game}): the steps kept for its replay "
                                     "differ from its log's")

    def check_awaited(self, table: Table, where: str) -> None:
        engine = registry.get(table.game)
        pending = self.rows("SELECT player, kind FROM deadlines WHERE table_id = ? AND fired = 0", (table.id,))
        for prompt in engine.awaiting(engine.load_state(table.state)):
            kind = "ai" if table.seat_named(prompt.player).automated else "timeout"
            if (prompt.player, kind) not in pending:
                self.report.stuck.append(f"{where}: table {table.id} ({table.game}) awaits {prompt.player} "
                                         f"with no {kind} pending")

    def check_timeouts(self, where: str) -> None:
        logged = Counter(self.rows("SELECT table_id, version FROM actions WHERE source = 'timeout'"))
        claimed = Counter(self.rows("SELECT table_id, fired_version FROM deadlines WHERE kind = 'timeout' "
                                    "AND fired_version IS NOT NULL"))
        self.report.timeouts = sum(logged.values())
        self.report.doubled += [f"{where}: timeout at {k} claimed {n} times" for k, n in claimed.items() if n > 1]
        self.report.lost += [f"{where}: timeout at {k} applied without its deadline" for k in logged
                             if k not in claimed]
        self.report.wrong += [f"{where}: deadline claimed at {k} with no timeout logged" for k in claimed
                              if k not in logged]
        overdue = self.rows("SELECT table_id, player FROM deadlines WHERE fired = 0 AND kind = 'timeout' "
                            "AND due_at <= ?", ((self.now() - timedelta(seconds=5)).isoformat(),))
        self.report.lost += [f"{where}: timeout of {p} at table {t} is overdue" for t, p in overdue]

    def check_ratings(self, where: str) -> None:
        finished = [t for t in self.tables() if t.status == "finished"]
        self.report.finished = len(finished)
        rated = {r[0] for r in self.rows("SELECT table_id FROM rated_tables")}
        self.report.lost += [f"{where}: finished table {t.id} is not rated" for t in finished if t.id not in rated]
        for game in GAMES:
            seats = sum(1 for t in finished if t.game == game for s in t.seats if not s.ai)
            counted = self.rows("SELECT COALESCE(SUM(games), 0) FROM ratings WHERE game = ?", (game,))[0][0]
            if counted != seats:
                self.report.wrong.append(f"{where}: {game} ratings count {counted} games for {seats} finished seats")

    def note_post(self, kind: str, message: Message) -> None:
        """When the sender posts a batch: which table it is about and at which step, the version its notices were
        written at (a stand-in listener; the batch's notices are still in the outbox then). Not the table's version
        when it is sent: the sender draws the latest table, so two steps' notices sent late (each carried by its own
        click's interaction, after a restart) show the same table and are still two notices."""
        batch = batch_of(message) if kind in ("create", "update") else None
        if batch is None or batch in self.batch_tables or not batch.removeprefix("dh").isdigit():
            return
        notices = self.rows("SELECT o.id, o.kind, o.payload, o.table_id, t.version FROM outbox o "
                            "JOIN tables t ON t.id = o.table_id WHERE o.batch = ? ORDER BY o.id",
                            (int(batch.removeprefix("dh")),))
        if notices:
            steps = [json.loads(payload).get("version") for _, _, payload, _, _ in notices]
            table_id, now = notices[0][3], notices[0][4]
            self.batch_tables[batch] = (table_id, max((v for v in steps if v is not None), default=now))
            self.batch_details[batch] = [  # the payloads are cleared once delivered
                f"  {batch} notice {id_} {kind}: {payload[:300]}" for id_, kind, payload, _, _ in notices]

    def check_notices(self, where: str) -> None:
        statuses = Counter(r[0] for r in self.rows("SELECT status FROM outbox"))
        self.report.notices = statuses["delivered"]
        if statuses["failed"]:
            self.report.lost.append(f"{where}: {statuses['failed']} notices given up")
        batches = {f"dh{r[0]}" for r in self.rows("SELECT DISTINCT batch FROM outbox WHERE status = 'delivered'")}
        seen = Counter(m.nonce for m in self.standin.messages if m.nonce is not None)
        self.report.doubled += [f"{where}: message {n} posted {c} times" for n, c in seen.items() if c > 1]
        twice = doubled_posts(self.standin.messages, self.standin.bot.id, self.batch_tables)
        self.report.doubled += [f"{where}: {found}\n{self.batch_notices(found)}" for found in twice]
        posted = {batch_of(m) for m in self.standin.messages if m.author.id == self.standin.bot.id}  # nonce or mark
        self.report.lost += [f"{where}: batch {n} marked delivered but never posted" for n in batches - posted]

    def batch_notices(self, found: str) -> str:
        """What the outbox holds for the batches a double names (their notices' kinds, carriers, timeouts and
        events), so a double seen once can be told from two answers that look alike."""
        return "\n".join(line for batch in re.findall(r"\bdh\d+\b", found)
                         for line in self.batch_details.get(batch, [f"  {batch}: not seen posted"]))


BATCH_MARK = re.compile(r"-dh\d+(?=\.)")
"""The outbox batch's mark in a table picture's file name (plumbing/sender.py), left out when posts are compared."""


def batch_of(message: Message) -> str | None:
    """The outbox batch a post of the sender carries: its nonce, or the mark in its table picture's name."""
    marks = [found.group(0)[1:] for a in message.attachments if (found := BATCH_MARK.search(a.filename))]
    return message.nonce or (marks[0] if marks else None)


def same_notice(message: Message, about: object) -> tuple:
    """What makes two of the bot's posts one notice: what they are about (the table and the step its notices were
    written at), the place, the words and the pictures (a table's picture is named by its game and version)."""
    return (about, message.channel.id, message.content,
            tuple(BATCH_MARK.sub("", a.filename) for a in message.attachments))


def doubled_posts(messages: list[Message], bot_id: int, about: dict[str, tuple[int, int]]) -> list[str]:
    """Notices the bot posted more than once: one batch in two messages (a nonce Discord forgot, a table sent
    through the interaction and posted too), or one notice in two batches (written twice into the outbox).
    `about`: each batch's table and the step (version) its notices were written at (a batch not in it counts alone)."""
    posts = [(m, batch) for m in messages if m.author.id == bot_id and not m.ephemeral
             and (batch := batch_of(m)) is not None]
    by_batch = Counter(batch for _, batch in posts)
    by_notice: dict[tuple, list[str]] = {}
    for message, batch in posts:
        by_notice.setdefault(same_notice(message, about.get(batch, batch)), []).append(batch)
    return ([f"batch {batch} posted {n} times" for batch, n in by_batch.items() if n > 1]
            + [f"{content[:60]!r} {list(files)} posted {len(batches)} times in channel {channel} (about {what}; "
               f"batches {', '.join(batches)})"
               for (what, channel, content, files), batches in by_notice.items() if len(batches) > 1])


async def crash_test(kills: int, folder: Path, seed: int = 1, nonce_window: float | None = None) -> Report:
    """`nonce_window`: the stand-in forgets nonces after that many seconds instead of Discord's minutes, and
    the bot trusts them half as long, so restarts outlast the window (the sender must look before posting)."""
    started = time.monotonic()
    if nonce_window is not None:
        standin_server.NONCE_WINDOW = nonce_window
    try:
        return await _crash_rounds(kills, folder, seed, nonce_window, started)
    finally:
        standin_server.NONCE_WINDOW = DISCORD_NONCE_WINDOW


async def _crash_rounds(kills: int, folder: Path, seed: int, nonce_window: float | None, started: float) -> Report:
    async with StandIn(channels=("games", *CHANNELS), rate_limit_scale=0.05) as standin:
        run = CrashRun(standin, folder, seed, nonce_window / 2 if nonce_window else None)
        await run.start_bot()
        try:
            while run.report.kills < kills:
                await run.round()
        finally:
            if run.proc and run.proc.poll() is None:
                run.proc.send_signal(signal.SIGTERM)
                await asyncio.to_thread(run.proc.wait)
    run.report.seconds = time.monotonic() - started
    return run.report


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.e2e.crash", description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nonce-window", type=float, help="seconds the stand-in remembers a nonce (Discord: minutes)")
    parser.add_argument("--folder", type=Path, default=Path("artifacts/crash"))
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    for old in args.folder.glob("crash.db*"):
        old.unlink()
    import tests.dice_race  # noqa: F401  (the registry as in the tests)

    report = asyncio.run(crash_test(args.kills, args.folder, args.seed, args.nonce_window))
    print(report.summary())
    for line in [*report.stuck, *report.lost, *report.doubled, *report.wrong][:50]:
        print("  -", line)
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
