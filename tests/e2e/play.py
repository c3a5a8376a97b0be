"""Playing a game through the stand-in as its players would: pick a legal move from the engine, then
press the table button that plays it when the bot offers one, else type the slash command."""

from __future__ import annotations

import json
import re
from io import BytesIO
from typing import Any

from PIL import Image

from bot.models import Table
from bot.service import Move, TableService
from cogs._controls import offered_args
from engines import registry
from engines.base import Action, State
from engines.errors import DicehallError
from standin import Interaction, Message, StandIn, User

TABLE_BUTTON = re.compile(r"dh:(?P<channel>\d+):(?P<version>\d+):(?P<do>[a-z_]+):(?P<args>.*)")
TABLE_SELECT = re.compile(r"dhs:(?P<channel>\d+):(?P<version>\d+):(?P<do>[a-z_]+):(?P<field>[a-z_]+)")
MOVE_MENU = re.compile(r"dhm:(?P<channel>\d+):(?P<version>\d+):(?P<do>[a-z_]+):(?P<page>\d+)")
"""A menu whose options are whole moves, each named by its key (cogs._controls.MoveSelect)."""
PICTURE_BUDGET = 1024 * 1024
"""DESIGN.md: table pictures are "a few hundred KB at most"; Discord's own limit is checked by the stand-in."""
BUG_SENTENCE = "Something went wrong on our side"


def check_picture(message: Message, limit: int) -> Image.Image:
    """The message carries one table picture (and maybe report pictures, "report-*.png"), each a valid
    PNG within Discord's limit and the design's budget. Returns the table picture."""
    pngs = [a for a in message.attachments if a.filename.endswith(".png")]
    tables = [a for a in pngs if not a.filename.startswith("report-")]
    assert len(tables) == 1, f"expected one table picture on {message!r}"
    images = {png.filename: _checked_png(png, limit) for png in pngs}
    return images[tables[0].filename]


def _checked_png(png: Any, limit: int) -> Image.Image:
    assert png.is_png, f"{png.filename} is not a PNG"
    assert png.size <= limit, f"{png.filename} is {png.size} bytes, over Discord's {limit}"
    assert png.size <= PICTURE_BUDGET, f"{png.filename} is {png.size} bytes, over the design's budget"
    Image.open(BytesIO(png.data)).verify()
    image = Image.open(BytesIO(png.data))
    image.load()
    assert image.width >= 100 and image.height >= 50
    return image


def assert_private_to(result: Interaction, user: User) -> None:
    """Every answer is an ephemeral reply only `user` can see."""
    assert result.messages, f"no answer to {result.describe()}"
    for message in result.messages:
        assert message.ephemeral and message.visible_to == user.id, f"{message!r} is not private to {user.name}"


def assert_refused(result: Interaction, user: User, *words: str) -> str:
    """A refusal: one or more ephemeral messages to that user only, nothing for the channel."""
    assert not result.public, f"a refusal must not post in the channel: {result.public}"
    assert_private_to(result, user)
    text = result.ephemeral_text
    assert BUG_SENTENCE not in text, text
    for word in words:
        assert word.lower() in text.lower(), f"{word!r} not in the refusal {text!r}"
    return text


def assert_move_posted(result: Interaction, limit: int) -> Message:
    """A move: the new table posted for the whole channel, with its picture (the interaction's own response
    or follow-up, or a plain message from the outbox; a click's answer also takes the clicked table's
    buttons off, which is not a new table)."""
    assert not result.problems, result.problems
    assert BUG_SENTENCE not in result.text, result.text
    tables = [m for m in result.public + result.posted if m.attachments and m is not result.source_message]
    assert len(tables) == 1, f"{result.describe()} should post one table picture, got {result.messages}, " \
        f"{result.posted}"
    check_picture(tables[0], limit)
    return tables[0]


def assert_table_shown(result: Interaction, user: User, limit: int) -> Message:
    """/game status: the current table, with its picture and buttons, to the asker alone."""
    assert not result.problems, result.problems
    assert BUG_SENTENCE not in result.text, result.text
    assert not result.public and not result.posted, "the table is shown to the asker, not posted again"
    assert_private_to(result, user)
    tables = [m for m in result.messages if m.attachments]
    assert len(tables) == 1, f"/game status should show one table picture, got {result.messages}"
    check_picture(tables[0], limit)
    return tables[0]


def is_quiet(result: Interaction) -> bool:
    """A move the channel does not see yet, answered privately: with the player's options, or with the new
    table when the game tells the step with the end of the turn (Thrown's roll before a power)."""
    return not result.public and not result.posted and "Noted (only you see this" in result.ephemeral_text


def table_controls(user: User, table: Table) -> list[tuple[Message, dict[str, Any]]]:
    """The buttons and menus of the current table (version) that this user can see."""
    found = []
    for message in reversed(user.messages()):
        for component in message.buttons() + message.selects():
            match = (TABLE_BUTTON.fullmatch(component.get("custom_id", ""))
                     or TABLE_SELECT.fullmatch(component.get("custom_id", ""))
                     or MOVE_MENU.fullmatch(component.get("custom_id", "")))
            if match and int(match["version"]) == table.version:
                found.append((message, component))
    return found


async def play_move(standin: StandIn, user: User, table: Table, action: Action, typed: bool = False
                    ) -> tuple[Interaction, str]:
    """Play `action` for `user`: by a button or menu of the current table when one plays exactly it
    (unless `typed`), else by `/<game> <do>` with the action's fields as options. Returns the result
    and how it was sent."""
    engine = registry.get(table.game)
    for message, component in [] if typed else table_controls(user, table):
        custom_id = component["custom_id"]
        if (match := TABLE_BUTTON.fullmatch(custom_id)) and match["do"] == action.do:
            if _same(engine, action, button_args(table, user, match)):
                return await user.click(message, custom_id), "button"
        if (match := MOVE_MENU.fullmatch(custom_id)) and match["do"] == action.do:
            for option in component.get("options", []):
                if _same(engine, action, move_args(table, user, match["do"], option["value"])):
                    return await user.select(message, custom_id, [option["value"]]), "select"
        if (match := TABLE_SELECT.fullmatch(custom_id)) and match["do"] == action.do:
            values = action.args().get(match["field"])
            chosen = [str(v) for v in values] if isinstance(values, list) else [str(values)]
            offered = {o["value"] for o in component.get("options", [])}
            single = component.get("max_values", 1) == 1
            sent = chosen[0] if single and len(chosen) == 1 else chosen
            if set(chosen) <= offered and (len(chosen) == 1 or not single) and \
                    component.get("min_values", 1) <= len(chosen) <= component.get("max_values", 1) and \
                    _same(engine, action, {match["field"]: sent}):
                return await user.select(message, custom_id, chosen), "select"
    options = slash_options(standin, table.game, action)
    return await user.slash(f"{table.game} {action.do}", **options), "slash"


def button_args(table: Table, user: User, match: re.Match) -> dict[str, Any]:
    """The arguments a table button plays for `user`: found by its key as the bot finds them (an old
    button's JSON as it was)."""
    packed = match["args"]
    if not packed.startswith("#"):
        return json.loads(packed or "{}")
    return move_args(table, user, match["do"], packed[1:])


def move_args(table: Table, user: User, do: str, key: str) -> dict[str, Any]:
    """The arguments of the move a button or menu option names by `key`, found as the bot finds them."""
    state = registry.get(table.game).load_state(table.state)
    seat = table.seat_of(str(user.id))
    return offered_args(table, state, seat.name if seat else None, do, key) or {}


def _same(engine, action: Action, args: dict[str, Any]) -> bool:
    try:
        return engine.parse_action(action.do, args) == action
    except DicehallError:
        return False


def slash_options(standin: StandIn, game: str, action: Action) -> dict[str, Any]:
    """The action's fields as the options of `/<game> <do>`; fields at their default may be left out
    when the command has no option for them (any other missing option is a gap in the cog)."""
    command = standin.find_command(game, standin.guild_id)
    assert command is not None, f"the bot did not sync /{game}"
    sub = next((o for o in command.get("options", []) if o["name"] == action.do), None)
    assert sub is not None, f"/{game} has no subcommand {action.do!r} for the engine's action"
    names = {o["name"] for o in sub.get("options", [])}
    fields = type(action).model_fields
    options: dict[str, Any] = {}
    for name, value in action.args().items():
        if value is None:
            continue
        if name in names:
            options[name] = value
            continue
        field = next((f for key, f in fields.items() if key == name or f.alias == name), None)
        default = None if field is None else field.get_default(call_default_factory=True)
        assert value == default, f"/{game} {action.do} has no option for {name}={value!r}"
    return options


def view_commands(standin: StandIn, game: str) -> list[str]:
    """The game's subcommands that are not moves (e.g. `hand`) and need no option: private views."""
    command = standin.find_command(game, standin.guild_id)
    actions = set(registry.get(game).action_names())
    return [o["name"] for o in command.get("options", []) if o["type"] == 1 and o["name"] not in actions
            and not any(p.get("required") for p in o.get("options", []))]


async def set_position(service: TableService, table: Table, state: State, seed: int | None = None) -> Table:
    """Replace a started table's game state by a prepared position (what the script runner's `setup`
    does for a transcript), saved as the next version with the same compare-and-set, the deadlines of
    whoever the position awaits planned afresh. `seed` also fixes the table's seed (the AI seats'
    choices follow it). Returns the saved table."""
    engine = registry.get(table.game)
    base = table if seed is None else table.model_copy(update={"seed": seed})
    move = Move(table=base)
    saved = await service._commit(move, base, engine, state, None, service.clock.now(), table.creator_id, "lobby",
                                  {"do": "setup"})
    assert saved, "the table changed while the position was being set"
    return move.table
