"""The guide for a first game (issue 38): a player who asked for it (/game guide) is told, the first time
they meet each stage of a game, what they can do there and why, in one short paragraph posted with the
table. The words are each game's `guide.md` (one `## stage` section a stage, in our own words); a stage is the
game's phase, or "reaction" for an out-of-turn window."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from bot.models import PlayerPrefs, Table
from bot.rules_help import sections
from engines import registry
from engines.base import Prompt, State

if TYPE_CHECKING:
    from bot.store import Store

GUIDE_PAGE = "guide.md"


@cache
def guide_of(game: str) -> dict[str, str]:
    """{stage: explanation} of a game (empty when it has no guide page)."""
    package = type(registry.get(game)).__module__.rpartition(".")[0]  # the engine's own package
    page = resources.files(package) / GUIDE_PAGE
    if not page.is_file():
        return {}
    return {s.title: s.text.split("\n", 1)[1].replace("\n", " ").strip()
            for s in sections(page.read_text(encoding="utf-8")) if s.level == 2}


def stage_of(state: State, prompt: Prompt) -> str:
    return "reaction" if prompt.kind == "reaction" else str(getattr(state, "phase", "turn"))


def wanted(prefs: PlayerPrefs, game: str) -> bool:
    return game in prefs.guides


def guide_lines(table: Table, state: State, awaited: list[Prompt], prefs: dict[str, PlayerPrefs]
                ) -> list[dict[str, str]]:
    """What the table post explains now: for each `awaited` person who asked for the guide, the stage they
    meet for the first time ({"user_id", "stage", "text"}). Secret prompts are never explained in public."""
    out = []
    for prompt in awaited:
        seat = table.seat_named(prompt.player)
        if prompt.secret or seat is None or seat.automated or seat.user_id not in prefs:
            continue
        stage = stage_of(state, prompt)
        text = guide_of(table.game).get(stage)
        if text and stage not in prefs[seat.user_id].guides.get(table.game, []):
            out.append({"user_id": seat.user_id, "stage": stage, "text": text})
    return out


async def guide_now(store: Store, table: Table, state: State, awaited: list[Prompt]) -> list[dict[str, str]]:
    """guide_lines for the people `awaited` now, their preferences read from the store."""
    if table.status != "playing" or not guide_of(table.game):
        return []
    people = {seat.user_id for p in awaited
              if (seat := table.seat_named(p.player)) is not None and not seat.automated}
    prefs = {user: found for user in people if wanted(found := await store.prefs(user), table.game)}
    return guide_lines(table, state, awaited, prefs) if prefs else []


async def note_guided(store: Store, game: str, lines: list[dict[str, str]]) -> None:
    """Remember what was explained (after the table that explains it was saved: a crash in between
    explains it once more, which does no harm)."""
    for line in lines:
        prefs = await store.prefs(line["user_id"])
        seen = prefs.guides.setdefault(game, [])
        if line["stage"] not in seen:
            seen.append(line["stage"])
            await store.save_prefs(line["user_id"], prefs)


async def set_guide(store: Store, user_id: str, game: str, on: bool) -> None:
    """/game guide: explain each stage of `game` the first time (again from the start), or stop."""
    prefs = await store.prefs(user_id)
    if on:
        prefs.guides[game] = []
    else:
        prefs.guides.pop(game, None)
    await store.save_prefs(user_id, prefs)
