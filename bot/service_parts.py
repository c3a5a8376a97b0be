"""What the parts of the table service ask of one another: the mixins of `TableService` (bot/deadlines.py,
bot/lobby.py, bot/awaiting.py) and the helpers that take the service (bot/privacy.py, bot/seasons.py) each see
a `TableCore`, so an attribute or a method one part uses and another defines is declared here once, and
`TableService`'s definitions are checked against it. Only the type checker reads this module (the mixins import
it under TYPE_CHECKING); at run time the mixins are plain classes."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol

from bot.clock import Clock
from bot.cooldowns import Cooldowns
from bot.kept import Kept
from bot.limits import Limits
from bot.models import Deadline, Table
from bot.steps import Applied, Before, Move
from bot.store import Store
from engines.base import Action, Engine, State


class TableCore(Protocol):
    # the service's state (TableService.__init__)
    store: Store
    clock: Clock
    limits: Limits
    cooldowns: Cooldowns
    kept: Kept

    # service.py (TableService)
    def channel_lock(self, channel_id: str) -> asyncio.Lock: ...
    async def table(self, channel_id: str) -> Table: ...
    async def table_by_id(self, table_id: int) -> Table: ...
    def engine_and_state(self, table: Table) -> tuple[Engine, State]: ...
    def forget_remembered(self) -> None: ...
    async def deadline_of(self, table: Table, player: str) -> datetime | None: ...
    def _play(
        self, engine: Engine, state: State, player: str, action: Action, source: str, now: datetime,
        in_place: bool = False,
    ) -> tuple[State, Applied]: ...
    async def _apply(
        self, move: Move, table: Table, engine: Engine, state: State, player: str, action: Action, source: str,
        own: bool = False,
    ) -> bool: ...
    async def _commit(
        self, move: Move, table: Table, engine: Engine, state: State, before: Before | None, now: datetime,
        actor: str, source: str, action: dict[str, Any], applied: Applied | None = None, *,
        claim: int | None = None, timed_out: dict[str, Any] | None = None,
    ) -> bool: ...
    async def _run_automated(self, move: Move, engine: Engine) -> None: ...
    async def _ai_action(self, table: Table, player: str) -> Action: ...
    async def _save_simple(
        self, table: Table, new: Table, actor: str, action: dict[str, Any], deadlines: list[Deadline] | None = None,
        keep: Sequence[str] = (),
    ) -> Table: ...

    # awaiting.py (AwaitingWork)
    async def send_digests(self, now: datetime) -> int: ...
