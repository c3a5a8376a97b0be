"""The persistent controls that play a move: a table's buttons and select menus. Their custom_id names the
table, its version and the action's kind (built and read in one place, `Aimed`), so a press works after a
restart, a control of an older table answers "the table changed" and one of an ended game plays nothing in
the next. A button, or an option of a move menu, names its move by a short key (`move_key`) that the press
finds again among the moves the table offers the presser (`offered_args`)."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from typing import Any, NamedTuple, TypeVar

import discord

from bot.models import Table
from cogs._common import (
    SEEN,
    Offering,
    OptionsButton,
    channel_key,
    offered,
    own_controls,
    play,
    public_controls,
    refuse,
    seen_table,
    service_of,
)
from engines import registry
from engines.base import State
from engines.errors import DicehallError
from engines.said import said
from lang import ENGLISH
from plumbing.faults import Answered

MAX_CUSTOM_ID = 100
"""Discord refuses a message with a component whose custom_id is longer."""

OLD_CHANNEL_IDS = 1 << 40
"""Discord snowflakes are far above any table id."""

AIMED = r"(?P<table>\d+):(?P<version>\d+):(?P<do>[a-z_]+):"
"""The part of a custom_id every move control starts with, after its kind: table, version, action."""


def button_target(number: str) -> tuple[str | None, int | None]:
    """(channel, table id) from the first number of a table button's custom_id: it names the table;
    buttons posted before tables were named carry the channel's snowflake there instead."""
    value = int(number)
    return (number, None) if value >= OLD_CHANNEL_IDS else (None, value)


class Aimed(Answered):
    """What a move control knows of its table, from its own custom_id: the channel (only on controls posted
    before tables had ids), the table id, the table's version and the action's kind."""

    channel: str | None
    table_id: int | None
    version: int
    do: str

    def aim(self, table: Table, do: str) -> None:
        self.channel, self.table_id, self.version, self.do = None, table.id, table.version, do

    def aim_by(self, match: re.Match[str]) -> None:
        """Read back what `control_id` wrote."""
        self.channel, self.table_id = button_target(match["table"])
        self.version, self.do = int(match["version"]), match["do"]

    def control_id(self, kind: str, last: str) -> str:
        """`kind:table:version:do:last`, within Discord's 100 characters (a longer one would have the whole
        table message refused, so it fails here, where the game's controls are built)."""
        custom_id = f"{kind}:{self.table_id}:{self.version}:{self.do}:{last}"
        if len(custom_id) > MAX_CUSTOM_ID:
            raise ValueError(f"custom_id longer than Discord's {MAX_CUSTOM_ID} characters: {custom_id!r}")
        return custom_id

    async def press(self, interaction: discord.Interaction, args: dict[str, Any]) -> None:
        await play(interaction, self.do, args, expected_version=self.version, channel=self.channel,
                   table_id=self.table_id)


AimedItem = TypeVar("AimedItem", "ActionButton", "ActionSelect", "MoveSelect")


def rebuilt(cls: type[AimedItem], item: discord.ui.Item[Any], match: re.Match[str]) -> AimedItem:
    """A control as Discord hands it back on a press: the item as it was posted (its __init__ would build a new
    one), aimed by its custom_id; the caller reads the rest of the custom_id."""
    control = cls.__new__(cls)
    discord.ui.DynamicItem.__init__(control, item)
    control.aim_by(match)
    return control


def move_key(do: str, args: dict[str, Any]) -> str:
    """A short, stable name of one move for a button's custom_id: a hash of the action, never its
    arguments, which hold names in any script and lists that do not fit Discord's 100 characters.
    The click finds the move again among those the table offers the clicker (`offered_move`)."""
    packed = json.dumps([do, args], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return base64.b32encode(hashlib.blake2b(packed.encode(), digest_size=5).digest()).decode().lower()


DAMAGED_BUTTON = said("table-button-damaged")
GONE_BUTTON = said("table-button-gone")


class ActionButton(Aimed, Offering, discord.ui.DynamicItem[discord.ui.Button], template=rf"dh:{AIMED}(?P<args>.*)"):
    """A button that plays one action: its custom_id ends with the key of the move (`move_key`). Buttons
    posted before keys carried the arguments as JSON."""

    def __init__(self, table: Table, do: str, args: dict[str, Any] | None = None, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, emoji: str | None = None,
                 row: int | None = None):
        self.args = args or {}
        self.aim(table, do)
        self.packed = ""
        self.key = move_key(do, self.args)
        custom_id = self.control_id("dh", f"#{self.key}")
        super().__init__(discord.ui.Button(label=label or do, style=style, emoji=emoji, custom_id=custom_id), row=row)

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> ActionButton:
        button = rebuilt(cls, item, match)
        button.packed = match["args"]
        button.args, button.key = {}, ""
        return button

    def offers(self) -> dict[str, dict[str, Any]]:
        """Its move, by key (`offered`)."""
        return {self.key: self.args}

    async def handle(self, interaction: discord.Interaction) -> None:
        try:
            args = await self.arguments(interaction)
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await self.press(interaction, args)

    async def arguments(self, interaction: discord.Interaction) -> dict[str, Any]:
        """The move's arguments: found by its key among the moves the table offers the clicker now (an old
        table's button gets {} and is refused by the version check), or read from an old button's JSON."""
        if self.packed.startswith("#"):
            return await offered_move(interaction, self, self.packed[1:])
        try:
            args = json.loads(self.packed or "{}")
        except json.JSONDecodeError:
            raise DicehallError(DAMAGED_BUTTON) from None
        if not isinstance(args, dict):
            raise DicehallError(DAMAGED_BUTTON)
        return args


async def offered_move(interaction: discord.Interaction, button: Aimed, key: str) -> dict[str, Any]:
    """The arguments of the move named `key` among the buttons the table shows everyone and those it shows
    the clicker privately, as they were built for the button's version."""
    service = service_of(interaction)
    if button.table_id is not None:
        table = await seen_table(interaction, button.table_id)
    else:
        table = interaction.extras[SEEN] = await service.table(button.channel or channel_key(interaction))
    if table.version != button.version or table.status != "playing":
        return {}  # refused by the service: the table changed, or the game is over
    if (args := (service.kept.offered(table) or {}).get((button.do, key))) is not None:
        return args  # offered under the table as it was posted
    seat = table.seat_of(str(interaction.user.id))
    args = offered_args(table, service.engine_and_state(table)[1], seat.name if seat else None, button.do, key)
    if args is None:
        raise DicehallError(GONE_BUTTON)
    return args


def offered_args(table: Table, state: State, player: str | None, do: str, key: str) -> dict[str, Any] | None:
    """The arguments of the move `do`/`key` among the buttons and move menus under the table and those
    `player` (when awaited) gets privately; None when no such move is offered."""
    items = public_controls(table, state, ENGLISH)  # only the moves are compared: any language's labels would do
    if player is not None and registry.get(table.game).prompt_of(state, player) is not None:
        items = [*items, *own_controls(table, state, player, ENGLISH)]
    return offered(items).get((do, key))


class ActionSelect(Aimed, discord.ui.DynamicItem[discord.ui.Select], template=rf"dhs:{AIMED}(?P<field>[a-z_]+)"):
    """A select menu that plays one action with the chosen values as one option (a list, or a single
    value when at most one can be chosen), e.g. the dice to reroll."""

    def __init__(self, table: Table, do: str, field: str, options: list[discord.SelectOption],
                 placeholder: str = "", min_values: int = 1, max_values: int = 1, row: int | None = None):
        self.aim(table, do)
        self.field = field
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=self.control_id("dhs", field), options=options[:25], placeholder=placeholder or do,
            min_values=min_values, max_values=min(max_values, len(options[:25])))
        super().__init__(select, row=row)

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]) -> ActionSelect:
        select = rebuilt(cls, item, match)
        select.field = match["field"]
        return select

    async def handle(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        value: Any = values if self.item.max_values > 1 else (values[0] if values else None)
        await self.press(interaction, {self.field: value})


class Offer(NamedTuple):
    """One option of a move menu: the move's arguments and what the option says (label; what it does and
    costs)."""

    args: dict[str, Any]
    label: str
    detail: str = ""


MAX_OPTIONS = 25
"""Discord's most options in one select menu (and 100 characters for a label, description or value)."""


class MoveSelect(Aimed, Offering, discord.ui.DynamicItem[discord.ui.Select], template=rf"dhm:{AIMED}(?P<page>\d+)"):
    """A select menu of whole moves of one kind, each option one move named by its key (`move_key`) as a
    button names its move, labelled with what it does and described with what it costs; the choice is
    found again among the moves the table offers the chooser. `page` tells apart two menus of one kind."""

    def __init__(self, table: Table, do: str, offers: list[Offer], placeholder: str, page: int = 1,
                 row: int | None = None):
        self.aim(table, do)
        self.moves: dict[str, dict[str, Any]] = {}
        options: list[discord.SelectOption] = []
        for offer in offers:
            key = move_key(do, offer.args)
            if key not in self.moves and len(options) < MAX_OPTIONS:  # Discord refuses a value twice
                self.moves[key] = offer.args
                options.append(discord.SelectOption(label=_clip(offer.label), value=key,
                                                    description=_clip(offer.detail) or None))
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=self.control_id("dhm", str(page)), options=options, placeholder=_clip(placeholder, 150))
        super().__init__(select, row=row)

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]) -> MoveSelect:
        select = rebuilt(cls, item, match)
        select.moves = {}
        return select

    def offers(self) -> dict[str, dict[str, Any]]:
        """Its options' moves, by key (`offered`)."""
        return self.moves

    async def handle(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        try:
            args = await offered_move(interaction, self, values[0] if len(values) == 1 else "")
        except DicehallError as exc:
            await refuse(interaction, exc.message)
            return
        await self.press(interaction, args)


def _clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


DYNAMIC_ITEMS = (ActionButton, ActionSelect, MoveSelect, OptionsButton)
