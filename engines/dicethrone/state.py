"""Dice Throne's state: the rules' constants, the options, the heroes at the table, the dice, the attack
under way and the reaction window."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engines.base import State, StrList
from engines.dicethrone.data import HERO_IDS, HEROES, RANDOM_HERO, card_of, norm_name
from engines.errors import OptionRefused
from engines.said import said

MAX_CP = 15
START_CP = 2
START_HAND = 4
HAND_LIMIT = 6
HEAL_ABOVE_START = 10
OFFENSE_ATTEMPTS = 3
MAX_TURNS = 200
"""Safety net (the Mad King's patience): after this many turns the side with most health wins."""
WHAT_THE_HEALTH = 10
MOST_HEALTH = 200
"""The most starting health a lobby may choose (`health=`)."""

Mode = Literal["auto", "1v1", "first", "2v2", "3v3", "2v2v2", "ffa"]
AskLevel = Literal["outcome", "always", "never"]
"""How often a player is asked in reaction windows (see windows.py)."""
Variant = Literal["standard", "simplified", "upgrade_deck"]
MODE_PLAYERS = {"1v1": (2, 2), "first": (2, 2), "2v2": (4, 4), "3v3": (6, 6), "2v2v2": (6, 6), "ffa": (3, 6)}
FFA_HEALTH = {3: 30, 4: 25, 5: 20, 6: 20}
MODE_HEALTH = {"1v1": 50, "first": 30, "2v2": 50, "3v3": 50, "2v2v2": 35}
ROLL_KINDS = ("offense", "defense", "target", "blind")
MAIN_PHASES = ("main1", "main2")
SIMPLE_HEROES = ("barbarian", "moon_elf")
"""The heroes of the first game and of the simplified variant."""
SIMPLIFIED_MODES = ("1v1", "first")


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")
    mode: Mode = "auto"
    """auto = 1v1 for two players, free-for-all for more."""
    heroes: StrList = Field(default_factory=list)
    """One hero per seat in seat order (barbarian, moon_elf, pyromancer, monk, paladin, shadow_thief or
    random); missing seats are random."""
    health: int | None = None
    variant: Variant = "standard"

    @field_validator("heroes")
    @classmethod
    def _known_heroes(cls, heroes: list[str]) -> list[str]:
        """Checked when the lobby is made, so a lobby can always start. Each refusal names the option and what
        it takes (engines/errors.OptionRefused: said in the asker's language when /game new is refused)."""
        for text in heroes:
            if norm_name(text) not in (*RANDOM_HERO, *HERO_IDS):
                raise OptionRefused(said("dt-option-no-hero", typed=text[:40], heroes=", ".join(HEROES)))
        return heroes

    @field_validator("health")
    @classmethod
    def _health(cls, health: int | None) -> int | None:
        if health is not None and not 1 <= health <= MOST_HEALTH:
            raise OptionRefused(said("dt-option-health", most=MOST_HEALTH, typed=health))
        return health

    @model_validator(mode="after")
    def _simplified_heroes(self) -> Options:
        named = {HERO_IDS.get(norm_name(text)) for text in self.heroes} - {None}
        if self.variant == "simplified" and not named <= set(SIMPLE_HEROES):
            raise OptionRefused(said("dt-option-simplified-heroes"))
        return self


class Hero(BaseModel):
    hero: str
    team: int
    cp: int = START_CP
    hand: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    updeck: list[str] = Field(default_factory=list)
    """The hero-upgrade-deck variant's separate upgrade pile (empty otherwise)."""
    discard: list[str] = Field(default_factory=list)
    board: list[str] = Field(default_factory=list)
    """Upgrade cards lying on the hero board."""
    statuses: dict[str, int] = Field(default_factory=dict)
    turns: int = 0
    owed: int = 0
    """Hero-upgrade-deck variant: cards to draw, each from the pile the player chooses."""
    out: bool = False

    def level(self, ability: str) -> int:
        levels = [card_of(c)["level"] for c in self.board if card_of(c).get("ability") == ability]
        return max(levels, default=1)


class DiceRoll(BaseModel):
    kind: Literal["offense", "defense", "target", "blind"]
    owner: str
    hero: str
    dice: list[int] = Field(default_factory=list)
    attempts: int = 0
    max_attempts: int = 1
    fresh: list[int] = Field(default_factory=list)
    """0-based positions rolled or changed by the latest move (the picture marks the others as kept)."""
    live: bool = True
    """Cards may still change these dice."""


Phase = Literal["turn_start", "upkeep", "main1", "offense_start", "offense", "resolve", "choose_target", "defense",
                "main2", "discard", "turn_end"]
"""Where a turn stands (turn.py moves it on): upkeep and income, main phase 1, the offensive roll, the
attack resolving (a target chosen, the defender's roll), main phase 2, discarding down to the hand limit."""

Stage = Literal["confirm", "blind", "blind_wait", "blind_check", "target", "target_wait", "target_check", "effects",
                "defense", "damage", "resolve_damage"]
"""Where an attack stands (attack.py): its dice confirmed, the Blind check rolled (`_wait` while a reaction
window on that roll is open, `_check` once it closed), the target rolled likewise, the ability's effects, the
defender's roll, the damage window, the damage dealt."""


class Attack(BaseModel):
    attacker: str
    ability: str
    level: int
    ultimate: bool = False
    stage: Stage = "confirm"
    target: str | None = None
    needs_target: bool = False
    has_damage: bool = False
    damage: int = 0
    collateral: int = 0
    undefendable: bool = False
    bonus: int = 0
    prevent: int = 0
    shields: dict[str, int] = Field(default_factory=dict)
    """Damage prevented for collateral victims (cards and tokens; their damage is undefendable)."""
    halves: int = 0
    negated: bool = False
    reflect: int = 0
    defense: str | None = None
    defense_level: int = 1
    failed: bool = False
    chooser: str | None = None
    choices: list[str] = Field(default_factory=list)
    dice: list[int] = Field(default_factory=list)
    """The offensive dice as they stood when the ability resolved."""
    shown: DiceRoll | None = None


class Window(BaseModel):
    kind: Literal["roll", "confirm", "blind", "target", "damage", "upkeep"]
    pending: list[str]
    include: list[str]
    dice_only: list[str] = Field(default_factory=list)
    """Opponents facing an Ultimate may only alter its dice."""
    changed: bool = False
    passed: dict[str, list[str]] = Field(default_factory=dict)
    """For each player who passed at the default level: what their plays would have done for them then (see
    WindowRules._effects); they are asked again only when a play does something else for them."""


class DiceThroneState(State):
    schema_version: int = 2
    mode: str
    variant: str = "standard"
    start_health: int
    teams: list[list[str]]
    health: list[int]
    order: list[str]
    active: str
    phase: Phase = "main1"
    turn: int = 1
    opening: dict[str, list[int]] = Field(default_factory=dict)
    heroes: dict[str, Hero]
    roll: DiceRoll | None = None
    attack: Attack | None = None
    window: Window | None = None
    eliminated: list[list[int]] = Field(default_factory=list)
    """Teams knocked out, one list per moment (teams falling together share a place)."""
    finished: str | None = None
    """Why the game ended (None while playing)."""
    ask: dict[str, AskLevel] = Field(default_factory=dict)
    """Each player's reaction-window preference (missing: "outcome")."""
    hits: list[dict[str, Any]] = Field(default_factory=list)
    """The latest damage and heals, for the picture."""
