"""What the channel sees of a table after a step, read once.

The cogs turn a snapshot into Discord's message (text, files, buttons) without asking the service
again: the state is parsed once, the public view drawn once, the deadline of an open secret window
read once. The move path goes cog → service → cog once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.models import GameResult, Table
from engines.base import Outcome, Prompt, State
from engines.said import Text


@dataclass(frozen=True)
class TableSnapshot:
    table: Table
    state: State
    prompts: list[Prompt]
    """Who the game awaits now (empty once it is over)."""
    outcome: Outcome | None
    narration: list[Text]
    """The engine's lines for the step's events, in order."""
    window_closes: datetime | None
    """When an open secret window's time runs out (the channel may know when, never for whom)."""
    picture: bytes | None
    """The public table as PNG, drawn from the public view and the step's events only (None when the
    caller asked for the words alone)."""
    reports: list[bytes]
    """Extra public pictures the step calls for (Throneworld's battle reports)."""
    scores: dict[str, float]
    """The public view's scores (health, gold, points… as the game counts them)."""
    standing: list[Text]
    """The engine's public facts for the message text (`Engine.standing`)."""
    results: list[GameResult]
    """Each human's rated result once the game is over (empty before, and for unrated games)."""
    language: str
    """The language the pictures are drawn in, and the words are to be said in (lang/__init__.py)."""

    @property
    def drawn_picture(self) -> bytes:
        """The picture of a snapshot taken with it (the caller's `draw`, True unless it asked for words alone)."""
        if self.picture is None:
            raise ValueError("This snapshot was taken for its words alone: it has no picture.")
        return self.picture
