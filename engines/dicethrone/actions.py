"""What players say: one action per kind of move."""

from __future__ import annotations

from typing import Literal, Union

from pydantic import Field

from engines.base import Action, IntList
from engines.dicethrone.state import AskLevel


class Roll(Action):
    """Offensive roll: the first attempt rolls all five dice; later ones reroll the listed positions."""

    do: Literal["roll"] = "roll"
    dice: IntList = Field(default_factory=list)


class Ability(Action):
    do: Literal["ability"] = "ability"
    name: str


class Defend(Action):
    do: Literal["defend"] = "defend"
    name: str = ""


class Play(Action):
    do: Literal["play"] = "play"
    card: str
    die: IntList = Field(default_factory=list)
    value: int | None = None
    target: str | None = None


class Sell(Action):
    do: Literal["sell"] = "sell"
    card: str


class Spend(Action):
    do: Literal["spend"] = "spend"
    status: str


class Target(Action):
    do: Literal["target"] = "target"
    player: str


class Draw(Action):
    """Hero-upgrade-deck variant: whenever a card is drawn, the player says from which pile."""

    do: Literal["draw"] = "draw"
    pile: Literal["upgrade", "action"]
    count: int = Field(default=1, ge=1, le=6)


class Ask(Action):
    """How often you want to be asked in reaction windows (a standing preference, taken at any time)."""

    do: Literal["ask"] = "ask"
    level: AskLevel


class Done(Action):
    do: Literal["done"] = "done"


DiceThroneAction = Union[Roll, Ability, Defend, Play, Sell, Spend, Target, Draw, Ask, Done]
WindowMove = Union[Play, Spend, Done]
"""What a player asked in a reaction window may do: play a card, spend a token, or pass."""
