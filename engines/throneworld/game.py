"""The whole game's flow (issue 11), one module per step: `expansion` (Outreach, the move step),
`responses` (JAM / INTERCEPT / counter-JAM windows), `chit_step`, `empire` (research, events,
production) and `flow` (moving between them). Every handler checks first (raising IllegalAction /
WrongPhase / BadArguments with a sentence for the player) and only then mutates; `check_*` functions
are the checks alone, so `legal_actions` can ask them without copying the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.base import Event
from engines.errors import WrongPhase
from engines.said import said
from engines.throneworld import board
from engines.throneworld.actions import (
    Orders,
)
from engines.throneworld.chit_step import chit_step, followup_step
from engines.throneworld.empire import event_step, production_step, research_step
from engines.throneworld.expansion import move_step, outreach
from engines.throneworld.responses import counter_step, window_step
from engines.throneworld.state import Phase, ThroneworldState

STEPS: dict[Phase, Callable[[ThroneworldState, str, Any], list[Event]]] = {
    "outreach": outreach, "move": move_step, "window": window_step, "counterjam": counter_step,
    "chit": chit_step, "followup": followup_step, "research": research_step, "event": event_step,
    "production": production_step,
}
"""The step that plays a move in each phase; 'over' has none (tests/engines/throneworld/test_phase_tables.py
checks every other phase has one)."""


def play(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if isinstance(action, Orders):
        return board.set_orders(state.ground, player, action)
    step = STEPS.get(state.phase)
    if step is None:
        raise WrongPhase(said("tw-refuse-over"))
    return step(state, player, action)
