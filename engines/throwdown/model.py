"""Maximum Throwdown: state, actions (the slash subcommands) and views."""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engines.base import Action, IntList, State
from engines.errors import OptionRefused
from engines.said import said
from engines.throwdown.data import CELL, DECK_KEYS, LAYOUTS, LETTERS, LOCATIONS, StandName

PowerName = Literal["auto", "soft", "medium", "hard"]
Phase = Literal["raid", "throw", "order", "over"]


class Options(BaseModel):
    """Creation options: `layout` (grid, row, triangle), `locations` (1-6), `decks` (one deck key per
    seat in seat order, e.g. decks=ember,tide; seats left out get random decks)."""

    model_config = ConfigDict(extra="forbid")
    layout: Literal["grid", "row", "triangle"] = "grid"
    locations: int = 6
    decks: list[str] = Field(default_factory=list)

    @field_validator("layout", mode="before")
    @classmethod
    def _layout(cls, value: Any) -> Any:
        if isinstance(value, str) and value.lower() in ("2x3", "grid2x3"):
            return "grid"
        if isinstance(value, str) and value.lower() not in LAYOUTS:
            raise OptionRefused(said("td-option-layout", typed=value[:40], layouts=", ".join(LAYOUTS)))
        return value.lower() if isinstance(value, str) else value

    @field_validator("decks", mode="before")
    @classmethod
    def _decks(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = [v for v in value.replace(",", " ").split() if v]
        if not isinstance(value, list):
            raise OptionRefused(said("td-option-decks-named", example=",".join(DECK_KEYS[:2])))
        value = [str(v).lower() for v in value]
        unknown = [v for v in value if v not in DECK_KEYS]
        if unknown:
            raise OptionRefused(said("td-option-no-deck", typed=unknown[0][:40], decks=", ".join(DECK_KEYS)))
        if len(set(value)) != len(value):
            raise OptionRefused(said("td-option-deck-twice"))
        return value

    @field_validator("locations")
    @classmethod
    def _locations(cls, value: int) -> int:
        if not 1 <= value <= len(LOCATIONS):
            raise OptionRefused(said("td-option-locations", most=len(LOCATIONS), typed=value))
        return value


# --- state --------------------------------------------------------------------------------------


class TableCard(BaseModel):
    """A card lying on the table. `n` is its number on the picture (locations first, then every card
    thrown, in order, never reused). `card` is a deck card id ("ember:3"), None for a location."""

    n: int
    card: str | None = None
    location: str | None = None
    owner: str | None = None
    x: float
    y: float
    angle: float = 0.0
    face_up: bool = True

    @property
    def pose(self) -> tuple[float, float, float]:
        return (self.x, self.y, self.angle)


class Throw(BaseModel):
    """The last throw, for the picture's arrow and the narration."""

    player: str
    n: int
    owner: str
    aim: tuple[float, float]
    aim_label: str
    seat: tuple[float, float]
    """Where the thrower stood on the table's edge."""
    landing: tuple[float, float]
    angle: float
    power: str
    face_up: bool
    hit: bool
    stolen: bool = False
    wrong: bool = False
    """The throw fell short or sailed long."""
    off_table: bool = False


class Pending(BaseModel):
    """A card that just missed and may still be kept in play (break) or thrown again (rethrow)."""

    card: TableCard
    stolen: bool
    intended_face_up: bool
    aim: str
    stand: StandName = "nearest"


class ThrowdownState(State):
    schema_version: int = 2
    layout: str
    width: float
    height: float
    """The play area, sized by the number of players (data.TABLE_SIZES)."""
    decks: dict[str, str]
    seats: dict[str, tuple[float, float]]
    deck: dict[str, list[str]]
    """Each player's face-down deck, top card first."""
    hand: dict[str, list[str]]
    table: list[TableCard]
    """Everything in play in stacking order: later entries lie on top of earlier ones."""
    discard: list[str] = Field(default_factory=list)
    scores: dict[str, int]
    next_n: int
    current: int = 0
    turn: int = 1
    phase: Phase = "raid"
    attacks: int = 0
    steals: int = 0
    breaks: int = 0
    throw_icons: int = 0
    draws: int = 0
    basic_throw: bool = True
    pending: Pending | None = None
    last_throw: Throw | None = None
    final_points: dict[str, int] = Field(default_factory=dict)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.width / 2, self.height / 2)

    @property
    def columns(self) -> str:
        """The aiming grid's column letters (one per 50 units of width)."""
        return LETTERS[: int(self.width // CELL)]

    @property
    def rows(self) -> int:
        return int(self.height // CELL)


# --- actions ------------------------------------------------------------------------------------


class TDAction(Action):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def args(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"do"}, by_alias=True)


class ThrowCard(TDAction):
    """Throw a card from your hand: `card` is its position in your hand (1 = first)."""

    do: Literal["throw"] = "throw"
    card: int = 1
    at: str = "centre"
    power: PowerName = "auto"
    stand: StandName = "nearest"


class Steal(TDAction):
    """Draw the top card of an opponent's deck and throw it at once."""

    do: Literal["steal"] = "steal"
    from_: str = Field(alias="from")
    at: str = "centre"
    face: Literal["up", "down"] = "down"
    power: PowerName = "auto"
    stand: StandName = "nearest"


class Attack(TDAction):
    do: Literal["attack"] = "attack"
    player: str


class Break(TDAction):
    do: Literal["break"] = "break"


class Rethrow(TDAction):
    do: Literal["rethrow"] = "rethrow"
    at: str | None = None
    power: PowerName = "auto"
    stand: StandName = "nearest"

    def args(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"do"}, exclude_none=True, by_alias=True)


class Order(TDAction):
    """The cards left in your hand go back on top of your deck: list them top first."""

    do: Literal["order"] = "order"
    cards: IntList


class Done(TDAction):
    do: Literal["done"] = "done"


ThrowdownAction = Union[ThrowCard, Steal, Attack, Break, Rethrow, Order, Done]


# --- views --------------------------------------------------------------------------------------


class IconView(BaseModel):
    n: int  # its number on the card (reading order on the upright card)
    code: str  # "1".."5" pips, or D T B S A
    x: float
    y: float
    covered: bool


class CardView(BaseModel):
    n: int
    kind: Literal["location", "card"]
    name: str | None  # None for a face-down card
    owner: str | None
    deck: str | None
    x: float
    y: float
    angle: float
    face_up: bool
    icons: list[IconView] = Field(default_factory=list)


class PlayerInfo(BaseModel):
    name: str
    deck: str
    deck_title: str
    letter: str
    colour: int
    seat: tuple[float, float]
    points: int
    cards_in_deck: int
    cards_in_hand: int
    active_pips: int
    active_icons: int


class HandCard(BaseModel):
    position: int
    id: str
    name: str
    icons: list[str]


class PublicView(BaseModel):
    scores: dict[str, int]
    current: str | None
    phase: str
    turn: int
    layout: str
    status: str | dict[str, Any]
    """What is asked now, or who won: a Said as said_json writes it (engines/said.py)."""
    players: list[PlayerInfo]
    table: list[CardView]
    pending: CardView | None = None
    last_throw: Throw | None = None
    discard_count: int
    discard_top: str | None = None
    turn_left: dict[str, int] = Field(default_factory=dict)
    width: float
    height: float
    cell: float
    columns: str
    rows: int


class PlayerView(PublicView):
    me: str
    my_hand: list[HandCard]
    hints: list[dict[str, Any]] = Field(default_factory=list)
    """Moves as typed: {"do": the command, "args": {option: what is typed}}."""
