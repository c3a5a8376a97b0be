"""The whole game's flow (issue 11), one module per step: `expansion` (Outreach, the move step),
`responses` (JAM / INTERCEPT / counter-JAM windows), `chit_step`, `empire` (research, events,
production) and `flow` (moving between them). Every handler checks first (raising IllegalAction /
WrongPhase / BadArguments with a sentence for the player) and only then mutates; `check_*` functions
are the checks alone, so `legal_actions` can ask them without copying the state.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.errors import WrongPhase
from engines.throneworld import board
from engines.throneworld.actions import (
    Orders,
)
from engines.throneworld.chit_step import chit_step, followup_step
from engines.throneworld.empire import event_step, production_step, research_step
from engines.throneworld.expansion import move_step, outreach
from engines.throneworld.responses import counter_step, window_step
from engines.throneworld.state import ThroneworldState


def play(state: ThroneworldState, player: str, action: Any) -> list[Event]:
    if isinstance(action, Orders):
        return board.set_orders(state.ground, player, action)
    phase = state.phase
    if phase == "outreach":
        return outreach(state, player, action)
    if phase == "move":
        return move_step(state, player, action)
    if phase == "window":
        return window_step(state, player, action)
    if phase == "counterjam":
        return counter_step(state, player, action)
    if phase == "chit":
        return chit_step(state, player, action)
    if phase == "followup":
        return followup_step(state, player, action)
    if phase == "research":
        return research_step(state, player, action)
    if phase == "event":
        return event_step(state, player, action)
    if phase == "production":
        return production_step(state, player, action)
    raise WrongPhase("This game is over.")
