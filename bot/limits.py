"""What one person can make the bot do, so that nobody can stall it or block a server's channels: how
often they may ask for the costly things (a lobby, a picture only they see, a whole game replayed), how
many lobbies they may hold open, and how long a lobby waits for its start.

Moves are never limited: a player's own turn is as fast as they click, and the engine refuses what is
not theirs to play.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from math import ceil
from typing import Literal

from engines.errors import DicehallError
from engines.said import said

Costly = Literal["lobby", "look", "replay"]
"""lobby: /game new and Rematch; look: a picture drawn for one person's ask (`… hand`, /game status, a stale
button's new table) or the odds simulated; replay: a whole game rebuilt (/game history, /game replay).
My options (words and buttons, nothing drawn) is not limited."""


@dataclass(frozen=True)
class Rate:
    times: int
    seconds: float


RATES: dict[Costly, Rate] = {
    "lobby": Rate(3, 60),
    "look": Rate(10, 30),
    "replay": Rate(2, 60),
}
"""At most `times` in any `seconds` per person: generous for play, far below what floods a server."""


@dataclass(frozen=True)
class Limits:
    """The operator's settings (LOBBY_HOURS, LOBBIES_PER_USER in the environment, see bot/config.py)."""

    lobby_lifetime: timedelta = timedelta(hours=24)
    """A lobby not started within this is closed, and the channel is told (its message says when)."""
    lobbies_per_user: int = 3
    """Open lobbies one person may have created on one server at once."""
    guild_data_kept: timedelta = timedelta(days=30)
    """How long a server's data is kept after the bot was removed from it (docs/PRIVACY.md)."""


class TooFast(DicehallError):
    """Asked again too soon: Discord's own wording, with the wait (limits.ftl, in the asker's language)."""

    def __init__(self, wait: float):
        super().__init__(said("limits-too-fast", seconds=max(1, ceil(wait))))


class TooManyLobbies(DicehallError):
    def __init__(self, limit: int):
        super().__init__(said("limits-too-many-lobbies", limit=limit))
