"""Thrown's options, actions, state and views (pydantic models; the rules are in engine.py)."""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engines.base import Action, IntList, State, StrList
from engines.errors import OptionRefused
from engines.said import said
from engines.thrown.data import CARDS, COLORS, DICE_PER_COLOR, DISCARD_CARDS, GROUPS, card_id, color_id

SaidData = str | dict[str, Any]
"""What the game says, kept as engines.said.said_json writes it (so a state, an event and a view hold only JSON and
reach the picture workers as it is); said_from_json reads it back. An English sentence kept before issue 46
stays a plain str, and "" says nothing."""

# --- options ----------------------------------------------------------------------------------------


class Options(BaseModel):
    """`/game new thrown` options. `mode` basic | advanced (`advanced: true` says the same); `purple`
    (advanced) mixes the six purple cards into the deck (naming one in `cards` does too); `cards` the
    display of the first round; `cubes` (advanced) a colour per card, in the same order; `pools` fixed
    first-round pools ({"tom": {"white": 2, "red": 1}}); `first` who starts the first trick."""

    model_config = ConfigDict(extra="forbid")
    mode: Literal["basic", "advanced"] = "basic"
    advanced: bool = False
    purple: bool | None = None
    cards: StrList | None = None
    cubes: StrList | None = None
    pools: dict[str, dict[str, int]] | None = None
    first: str | None = None

    @property
    def is_advanced(self) -> bool:
        return self.mode == "advanced" or self.advanced

    @property
    def with_purple(self) -> bool:
        named = any(CARDS[c].group == "purple" for c in self.cards or [])
        return self.purple if self.purple is not None else named

    @model_validator(mode="after")
    def _check(self) -> Options:
        """Each refusal names the option and what it takes (engines/errors.OptionRefused: said in the asker's
        language when /game new is refused)."""
        if self.purple and not self.is_advanced:
            raise OptionRefused(said("thrown-option-purple-basic"))
        if self.cards is not None:
            self.cards = [card_id(c) for c in self.cards]
            unknown = [c for c in self.cards if c not in CARDS]
            if unknown:
                raise OptionRefused(said("thrown-option-no-card", typed=tuple(c[:40] for c in unknown),
                                         cards=", ".join(CARDS)))
            if len(self.cards) != 4 or len(set(self.cards)) != 4:
                raise OptionRefused(said("thrown-option-four-cards"))
            if not self.is_advanced:
                groups = sorted(CARDS[c].group for c in self.cards)
                if groups != sorted(GROUPS):
                    raise OptionRefused(said("thrown-option-basic-display"))
            elif self.purple is False and any(CARDS[c].group == "purple" for c in self.cards):
                raise OptionRefused(said("thrown-option-purple-left-out"))
            elif "summoner" in self.cards and not DISCARD_CARDS & set(self.cards):
                raise OptionRefused(said("thrown-option-summoner"))
        if self.cubes is not None:
            if not self.is_advanced:
                raise OptionRefused(said("thrown-option-cubes-basic"))
            self.cubes = [color_id(c) for c in self.cubes]
            if sorted(self.cubes) != sorted(COLORS):
                raise OptionRefused(said("thrown-option-four-cubes"))
            if self.cards is None:
                raise OptionRefused(said("thrown-option-cubes-need-cards"))
        if self.pools is not None:
            totals = dict.fromkeys(COLORS, 0)
            for player, pool in self.pools.items():
                for color, count in pool.items():
                    if color_id(color) not in COLORS or count < 0:
                        raise OptionRefused(said("thrown-option-pool", player=player[:40],
                                                 typed=f"{color[:20]}: {count}"))
                    totals[color_id(color)] += count
            over = [c for c in COLORS if totals[c] > DICE_PER_COLOR]
            if over:
                raise OptionRefused(said("thrown-option-pools-over", most=DICE_PER_COLOR,
                                         colour=said(f"thrown-colour-{over[0]}")))
        return self


# --- actions ----------------------------------------------------------------------------------------


class ThrownAction(Action):
    def args(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"do"}, exclude_none=True, by_alias=True)


class Roll(ThrownAction):
    """Roll 1-3 dice of one colour from your pool; `done` ends the turn right after the roll (what a
    missed turn plays, so that a turn never waits for a second timer)."""

    do: Literal["roll"] = "roll"
    color: str
    count: int = 1
    done: bool | None = None


class Power(ThrownAction):
    """Use a discard power of a card in the display, paying one unrolled die of its colour."""

    do: Literal["power"] = "power"
    card: str
    dice: IntList | None = None
    die: int | None = None
    delta: int | None = None
    color: str | None = None
    swap: StrList | None = None


class Done(ThrownAction):
    """End your turn (`pass` is accepted as another word for it)."""

    do: Literal["done", "pass"] = "done"


class Recruit(ThrownAction):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    do: Literal["recruit"] = "recruit"
    from_: str = Field(alias="from")
    color: str


class Exchange(ThrownAction):
    do: Literal["exchange"] = "exchange"
    give: StrList
    take: StrList


class Summon(ThrownAction):
    do: Literal["summon"] = "summon"
    dice: StrList


class Skip(ThrownAction):
    """Leave the next optional reward; `all` leaves every optional one and lets the game take the
    Recruiter's steal (what a missed reward choice plays)."""

    do: Literal["skip"] = "skip"
    all: bool | None = None


class Pick(ThrownAction):
    """Tie-break round: choose your four dice from the Void."""

    do: Literal["pick"] = "pick"
    dice: StrList


ThrownActionType = Union[Roll, Power, Done, Recruit, Exchange, Summon, Skip, Pick]


# --- state ------------------------------------------------------------------------------------------


class Slot(BaseModel):
    """A card in the display and the colour of die that works it (its cube in the advanced game)."""

    card: str
    color: str


class Die(BaseModel):
    n: int
    """Its number in the trick (1, 2, 3... in the order rolled)."""
    owner: str
    color: str
    value: int
    mode: Literal["score", "trump"]
    """score: adds to its owner's trick score; trump: an attempt to trump."""
    extra: bool = False
    """Rolled with Reinforcements."""


class Trick(BaseModel):
    number: int
    starter: str
    color: str | None = None
    order: list[str]
    turn: int = 0
    rolled: bool = False
    dice: list[Die] = Field(default_factory=list)
    next_n: int = 1
    modes: dict[str, str] = Field(default_factory=dict)
    first_roll: dict[str, int] = Field(default_factory=dict)
    first_color: dict[str, str] = Field(default_factory=dict)
    held: list[dict[str, Any]] = Field(default_factory=list)
    """The events of the current player's steps so far this turn (their roll, their powers): the step that
    ends the turn tells them (a "turn_so_far" event), so the channel gets one table a turn."""

    @property
    def current(self) -> str | None:
        return self.order[self.turn] if self.turn < len(self.order) else None

    @property
    def in_turn(self) -> str:
        """The player whose turn it is, while the trick is played (`current` is None once everyone has)."""
        assert self.current is not None, "everyone has played this trick"
        return self.current


class LastTrick(BaseModel):
    """The trick just finished, kept for the picture."""

    number: int
    color: str | None
    dice: list[Die]
    winner: str | None
    gold: int = 0
    how: SaidData = ""
    order: list[str] = Field(default_factory=list)
    scores: dict[str, int] = Field(default_factory=dict)
    """Trick scores as decided (a Cyclops doubling shows here, not on the dice)."""
    note: SaidData = ""
    """The rule that decided it when not plain to see (rules.why_leads)."""


class Victory(BaseModel):
    winner: str
    pending: list[str]
    next_starter: str


class ThrownState(State):
    schema_version: int = 3
    mode: Literal["basic", "advanced"] = "basic"
    purple: bool = False
    """Advanced game: the purple cards are in the deck."""
    used: list[str] = Field(default_factory=list)
    """Every card dealt so far this game: a new round's cards come from the unused ones while any remain."""
    rounds: int
    round: int = 1
    tiebreak: bool = False
    tied: list[str] = Field(default_factory=list)
    participants: list[str]
    round_first: str
    display: list[Slot]
    round_display: list[Slot]
    void: dict[str, int]
    pools: dict[str, dict[str, int]]
    summoner: dict[str, int] = Field(default_factory=lambda: dict.fromkeys(COLORS, 0))
    gold: dict[str, int]
    bank: int = 0
    """Net gold paid out of the central pool (gold held = 5 per player + bank)."""
    phase: Literal["turn", "victory", "pick", "over"] = "turn"
    trick: Trick | None = None
    tricks_played: int = 0
    last_trick: LastTrick | None = None
    victory: Victory | None = None
    pick_queue: list[str] = Field(default_factory=list)

    @property
    def open_trick(self) -> Trick:
        """The trick being played, where the phase says one is ('turn')."""
        assert self.trick is not None, f"no trick in the {self.phase} phase"
        return self.trick

    @property
    def open_victory(self) -> Victory:
        """The trick's winner choosing rewards, where the phase says so ('victory')."""
        assert self.victory is not None, f"no trick won in the {self.phase} phase"
        return self.victory


# --- views ------------------------------------------------------------------------------------------


class CardView(BaseModel):
    """A card in the display: its title and short text are the catalog's (thrown-card-<card>, thrown-summary-<card>)."""

    card: str
    color: str
    group: str
    kind: str


class DieView(BaseModel):
    n: int
    owner: str
    color: str
    value: int
    mode: str
    extra: bool = False
    trump: bool = False
    counts: bool = False
    """Adds to its owner's trick score."""


class PlayerView_(BaseModel):
    name: str
    gold: int
    pool: dict[str, int]
    dice: int
    playing: bool
    """Takes part in this round (everyone, except in a tie-break round)."""
    trick_score: int | None = None
    trump: bool = False


class TrickView(BaseModel):
    number: int
    starter: str
    color: str | None
    dice: list[DieView]
    order: list[str]
    played: list[str]
    leader: str | None
    """Who would win if the trick ended now."""
    scores: dict[str, int] = Field(default_factory=dict)
    """Trick scores (Cyclops doubling included)."""
    doubled: list[str] = Field(default_factory=list)
    """Players whose score the Cyclops doubles."""
    note: SaidData = ""
    """Why the leader leads when it is not plain to see: the Imp, the latest trump, a tie."""


class PublicView(BaseModel):
    scores: dict[str, int]
    mode: str
    round: int
    rounds: int
    tiebreak: bool
    phase: str
    current: str | None
    step: str
    """roll | powers | victory | pick | over."""
    status: SaidData
    cards: list[CardView]
    players: list[PlayerView_]
    void: dict[str, int]
    summoner: dict[str, int]
    has_summoner: bool
    trick: TrickView | None
    last_trick: TrickView | None = None
    last_result: SaidData = ""
    pending: list[str] = Field(default_factory=list)
    winners: list[str] = Field(default_factory=list)
    places: dict[str, int] = Field(default_factory=dict)
    """Final places once the game is over."""


class Hint(BaseModel):
    """A move the player can make now, as the command that plays it: `/thrown <do>` with `args` as its options
    (the reader's Discord names them in its language: render/thrown.command_line)."""

    do: str
    args: dict[str, Any]


class PrivateView(PublicView):
    me: str
    my_pool: dict[str, int]
    my_gold: int
    hints: list[Hint]
    """What you can do now, as commands."""
