"""The script runner: `python -m bot.script FILE.json [--images DIR]` plays a transcript through the table
service, without Discord (the contract is in DESIGN.md: tests and outside checks rely on it).

Players named "ai:..." are AI seats the service moves itself. `dice` forces the next d6 results,
`setup` is a JSON merge patch on the initial state, `{"wait": "13h"}` advances the clock so reminders
and timeouts fire. One JSON object per line on stdout.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.clock import BadDuration, FakeClock, parse_duration
from bot.models import Table
from bot.service import Move, Notice, TableService
from bot.store import SqliteStore
from engines.errors import DicehallError
from lang import ENGLISH

GUILD = "script-guild"
CHANNEL = "script-channel"


class Transcript:
    """Runs one transcript; `emit` receives each output line as a dict."""

    def __init__(self, data: dict[str, Any], emit: Callable[[dict[str, Any]], None], images: Path | None = None):
        self.data = data
        self.emit = emit
        self.images = images
        self.clock = FakeClock()
        self.store = SqliteStore(":memory:")
        self.service = TableService(self.store, self.clock)

    async def run(self) -> None:
        await self.store.open()
        try:
            await self._seat_and_start()
            for index, step in enumerate(self.data.get("steps", [])):
                await self._step(index, step)
            await self._final()
        finally:
            await self.store.close()

    async def _seat_and_start(self) -> None:
        players: list[str] = self.data["players"]
        creator = players[0]
        await self.service.new_table(GUILD, CHANNEL, self.data["game"], creator, creator,
                                     self.data.get("options", {}), ai=_is_ai(creator))
        for name in players[1:]:
            if _is_ai(name):
                await self.service.add_ai(CHANNEL, creator, name=name)
            else:
                await self.service.join(CHANNEL, name, name)
        move = await self.service.start(
            CHANNEL, creator, seed=self.data.get("seed", 0), forced_dice=self.data.get("dice"),
            setup_patch=self.data.get("setup"),
        )
        await self._picture("start", move)

    async def _step(self, index: int, step: dict[str, Any]) -> None:
        if "wait" in step:
            try:
                delta = parse_duration(str(step["wait"]))
            except BadDuration as refused:
                self.emit({"step": index, "ok": False, "error": ENGLISH.say(refused.message)})
                return
            notices = await self.service.tick(self.clock.advance(delta))
            events = []
            for notice in notices:
                self.emit(_notice_line(notice))
                if notice.move:
                    events.extend(notice.move.events)
            self.emit({"step": index, "ok": True, "events": events})
            await self._picture(f"step-{index:03d}", None, events)
            return
        try:
            move = await self.service.act(CHANNEL, step["as"], step["do"], step.get("args") or {})
        except DicehallError as exc:
            self.emit({"step": index, "ok": False, "error": ENGLISH.say(exc.message)})  # the contract: English
            return
        except KeyError as exc:
            self.emit({"step": index, "ok": False, "error": f"The step has no {exc.args[0]!r}."})
            return
        self.emit({"step": index, "ok": True, "events": move.events})
        await self._picture(f"step-{index:03d}", move)

    async def _final(self) -> None:
        table = await self.service.table_by_id((await self._table()).id)
        engine, state = self.service.engine_and_state(table)
        outcome = engine.outcome(state)
        self.emit({"final": {
            "public": engine.view(state, None).model_dump(mode="json"),
            "players": {p: engine.view(state, p).model_dump(mode="json") for p in state.players},
            "outcome": outcome.model_dump(mode="json") if outcome else None,
        }})

    async def _table(self) -> Table:
        table = await self.store.active_table(CHANNEL)
        if table is not None:
            return table
        # A finished game is no longer active: the newest table of the channel is ours.
        return await self.service.table_by_id(1)

    async def _picture(self, name: str, move: Move | None, events: list | None = None) -> None:
        if self.images is None:
            return
        table = move.table if move else await self._table()
        png = await self.service.picture(table, move.events if move else events)
        self.images.mkdir(parents=True, exist_ok=True)
        (self.images / f"{name}.png").write_bytes(png)


def _is_ai(name: str) -> bool:
    return name.startswith("ai:")


def _notice_line(notice: Notice) -> dict[str, Any]:
    body: dict[str, Any] = {"player": notice.player, "deadline": notice.deadline_at.isoformat(),
                            "what": ENGLISH.say(notice.what)}
    if notice.move is not None:
        body["events"] = notice.move.events
    return {notice.kind: body}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.script", description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="the transcript (JSON)")
    parser.add_argument("--images", type=Path, help="write the table picture after each step into this folder")
    args = parser.parse_args(argv)
    try:
        data = json.loads(args.file.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        print(f"Could not read {args.file}: {exc}", file=sys.stderr)
        return 2

    def emit(line: dict[str, Any]) -> None:
        print(json.dumps(line, ensure_ascii=False), flush=True)

    try:
        asyncio.run(Transcript(data, emit, args.images).run())
    except DicehallError as exc:
        print(f"The transcript could not start: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
