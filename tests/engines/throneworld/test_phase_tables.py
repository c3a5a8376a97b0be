"""Every phase a Throneworld game can be in has the step that plays a move in it (engines/throneworld/game.py)
and the AI's chooser for it (ai.py), so a phase added to `Phase` without its handlers fails here, not in a
game. Only 'over' has neither: nothing is played once the game is over."""

from typing import get_args

import pytest

from engines.throneworld import ai, game
from engines.throneworld.state import Phase

PLAYED = set(get_args(Phase)) - {"over"}


def unhandled(table: dict) -> set[str]:
    return PLAYED - set(table)


@pytest.mark.parametrize("table", [game.STEPS, ai.CHOICES], ids=["steps", "ai"])
def test_every_phase_has_its_handler(table):
    assert not unhandled(table)
    assert "over" not in table


def test_a_phase_without_its_handler_is_found():
    """The fault planted: the AI's table without its production chooser."""
    planted = {phase: choose for phase, choose in ai.CHOICES.items() if phase != "production"}
    assert unhandled(planted) == {"production"}
