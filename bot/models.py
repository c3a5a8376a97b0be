"""Records the table service keeps: tables (a channel's game), seats, settings, deadlines, ratings."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, Field

Status = Literal["lobby", "playing", "finished", "abandoned"]
ACTIVE: tuple[Status, ...] = ("lobby", "playing")


class Seat(BaseModel):
    """A chair at the table. `name` is how the engine and the pictures know the player."""

    user_id: str
    name: str
    ai: bool = False
    away: bool = False
    timeouts_in_row: int = 0

    @property
    def automated(self) -> bool:
        """Played by the AI: an AI seat, or a player marked away after repeated timeouts."""
        return self.ai or self.away


class ViewFingerprint(NamedTuple):
    """The fingerprint of a table version's public view (bot/kept.py), with the version it is of: a copy of the
    table made for a later version does not pass it on."""

    version: int
    value: int


class Table(BaseModel):
    """One game in one channel, from lobby to end. `version` grows by one per saved change."""

    id: int = 0
    guild_id: str
    channel_id: str
    game: str
    status: Status = "lobby"
    version: int = 0
    creator_id: str
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[Seat] = Field(default_factory=list)
    seed: int = 0
    state: str | None = None
    """The engine state as JSON text (None in the lobby)."""
    public_fingerprint: ViewFingerprint | None = None
    """The fingerprint of the public view, saved by a person's move and by any step after which a person is
    awaited (bot/steps.a_person_awaited): whether their move changes the public table is told from it. None
    where no step made it (one the AI moves after, a lobby change) or a forgotten person's name changed the
    view. Read it by `view_fingerprint`."""
    created_at: datetime
    updated_at: datetime

    def seat_of(self, user_id: str) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def view_fingerprint(self) -> int | None:
        """The fingerprint of this version's public view, where it is known."""
        known = self.public_fingerprint
        return known.value if known is not None and known.version == self.version else None

    def seat_named(self, name: str) -> Seat | None:
        return next((s for s in self.seats if s.name == name), None)


class LogEntry(BaseModel):
    """One line of the append-only action log: the game's history."""

    table_id: int
    version: int
    actor: str
    source: Literal["player", "ai", "timeout", "lobby"]
    action: dict[str, Any]
    at: datetime
    told: list[Any] | None = None
    """What the channel was told of the step, as the move list says it (`said_json` lines; bot/replay.py reads
    it instead of replaying the game): empty for a step the channel never saw and for a change of the lobby;
    None on a line logged before the log kept it (migration 15: the move list is rebuilt from the actions)."""


class Deadline(BaseModel):
    """A reminder or a timeout for one awaited player, stored so a restart loses none."""

    id: int = 0
    table_id: int
    channel_id: str
    player: str
    kind: Literal["reminder", "timeout", "ai", "expiry"]
    """"ai": work the bot owes, due at once: an AI or away seat is awaited (a restart finds and plays it)."""
    due_at: datetime
    set_at: datetime
    """When the prompt began (reminders say how long the player has left from this)."""
    deadline_at: datetime


OutboxKind = Literal["table", "reminder", "ping", "notice", "last", "digest", "season"]


class Outgoing(BaseModel):
    """A notice for people, saved in the transaction that caused it and delivered by the sender: a
    table post (after a move, a timeout or an AI run), a reminder, or a direct-message ping."""

    id: int = 0
    table_id: int
    dest: str
    """The channel id, or "dm:<user id>" for a direct message."""
    kind: OutboxKind
    payload: dict[str, Any]
    created_at: datetime
    batch: int | None = None


class ChannelSettings(BaseModel):
    turn_timer: timedelta = timedelta(hours=24)
    reaction_window: timedelta = timedelta(minutes=10)
    quiet: bool = False
    """Quiet channels get no reminder pings; deadlines still apply."""


class PlayerPrefs(BaseModel):
    """A player's own choices, the same in every channel."""

    dm_reminders: bool = False
    """Also send this player's reminders as a direct message."""
    digest: bool = False
    """One direct message a day listing the games awaiting them, instead of a reminder per game."""
    dms_closed: bool = False
    """Discord refused the last direct message to them (50007): they are told when they next look at their
    options, and asked to open their DMs when they ask for reminders by DM."""
    guides: dict[str, list[str]] = Field(default_factory=dict)
    """Games this player asked to be guided in (/game guide), each with the stages already explained to them."""
    lasting: dict[str, dict[str, dict[str, Any]]] = Field(default_factory=dict)
    """Per game, their last choice of each lasting action (Engine.lasting), such as
    {"dicethrone": {"ask": {"level": "never"}}}: played for them when their next game of it starts."""


PostedKind = Literal["table", "reminder"]


class Posted(BaseModel):
    """A message the bot posted and may come back to: a game's latest table (for links to it), or a
    reminder (removed once a newer one or the move itself makes it stale)."""

    message_id: str
    table_id: int
    channel_id: str
    kind: PostedKind
    player: str = ""
    deadline_at: datetime | None = None
    posted_at: datetime


class Rating(BaseModel):
    guild_id: str
    game: str
    user_id: str
    name: str
    games: int = 0
    wins: int = 0
    mu: float = 25.0
    sigma: float = 25.0 / 3

    @property
    def ordinal(self) -> float:
        """The conservative skill estimate that orders leaderboards (0 for a newcomer, may go below)."""
        return self.mu - 3 * self.sigma

    @property
    def shown(self) -> int:
        """The rating players read: the ordinal scaled so a newcomer has 1000 and it stays positive."""
        return shown_rating(self.ordinal)


def shown_rating(ordinal: float) -> int:
    """1000 for a newcomer, about +40 a point of skill (ordinal runs from about -10 to 40 in practice)."""
    return max(0, round(1000 + 40 * ordinal))


class GameResult(BaseModel):
    """One human's finished, rated game: whether they won and their rating before and after (ordinals)."""

    table_id: int
    guild_id: str
    game: str
    user_id: str
    name: str
    won: bool
    before: float
    after: float
    finished_at: datetime | None = None
    channel_id: str = ""

    @property
    def change(self) -> int:
        return shown_rating(self.after) - shown_rating(self.before)
