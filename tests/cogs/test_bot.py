from pathlib import Path

import discord
import pytest

from bot.config import Settings
from cogs._common import clip_lines
from cogs._controls import ActionButton, ActionSelect, move_key
from cogs._features import cog_modules, features
from cogs.game import LobbyButton, parse_options_text
from engines import registry
from engines.errors import DicehallError
from lang import ENGLISH
from plumbing.client import DicehallBot

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def bot(service):
    bot = DicehallBot(service, Settings(discord_token=None, _env_file=None), features())
    for module in cog_modules():
        await bot.load_extension(module)
    yield bot
    await bot.close()


async def test_every_cog_loads_and_the_game_group_has_its_commands(bot):
    names = {c.name for c in bot.tree.get_commands()}
    assert "game" in names
    game = bot.tree.get_command("game")
    assert {c.name for c in game.commands} >= {
        "new", "join", "leave", "addbot", "start", "status", "abandon", "settings", "leaderboard", "rules", "back",
        "stats", "history", "replay"}


async def test_each_registered_game_has_a_command_group_named_after_it(bot):
    names = {c.name for c in bot.tree.get_commands()}
    shipped = [n for n in registry.names() if n != "dicerace"]
    assert set(shipped) <= names


async def test_commands_fit_discord_limits(bot):
    for command in bot.tree.walk_commands():
        assert 1 <= len(command.name) <= 32 and command.name == command.name.lower()
        assert 1 <= len(command.description) <= 100, command.qualified_name
    payload = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert all(len(p.get("options", [])) <= 25 for p in payload)


async def test_buttons_carry_channel_and_version_and_come_back_after_a_restart(service):
    await service.new_table("g", "123", "dicerace", "ann", "ann")
    await service.join("123", "bob", "bob")
    table = (await service.start("123", "ann", seed=1)).table
    button = ActionButton(table, "roll", {"dice": [1, 3]}, label="Roll")
    custom_id = button.item.custom_id
    assert custom_id == f"dh:{table.id}:{table.version}:roll:#{move_key('roll', {'dice': [1, 3]})}"
    match = ActionButton.__discord_ui_compiled_template__.fullmatch(custom_id)
    revived = await ActionButton.from_custom_id(None, discord.ui.Button(custom_id=custom_id), match)
    assert (revived.table_id, revived.channel) == (table.id, None)
    key = move_key("roll", {"dice": [1, 3]})
    assert (revived.version, revived.do, revived.packed) == (table.version, "roll", f"#{key}")
    # A button posted before buttons named their table carries the channel's snowflake instead, and before
    # buttons carried a key, the arguments as JSON: read as they were, and refused when damaged.
    old = f"dh:1179023456789012345:{table.version}:roll:" + '{"dice":[2]}'
    match = ActionButton.__discord_ui_compiled_template__.fullmatch(old)
    revived = await ActionButton.from_custom_id(None, discord.ui.Button(custom_id=old), match)
    assert (revived.table_id, revived.channel) == (None, "1179023456789012345")
    assert await revived.arguments(None) == {"dice": [2]}
    for damaged in ("[1,2]", '"x"', "{nope", "null"):
        match = ActionButton.__discord_ui_compiled_template__.fullmatch(f"dh:5:1:roll:{damaged}")
        revived = await ActionButton.from_custom_id(None, discord.ui.Button(custom_id=match.string), match)
        with pytest.raises(DicehallError) as refused:
            await revived.arguments(None)
        assert "could not be read" in ENGLISH.say(refused.value.message)
    select = ActionSelect(table, "roll", "dice", [discord.SelectOption(label="1", value="1")], max_values=3)
    assert ActionSelect.__discord_ui_compiled_template__.fullmatch(select.item.custom_id)
    assert LobbyButton.__discord_ui_compiled_template__.fullmatch(LobbyButton("123", "join", ENGLISH).item.custom_id)


def test_options_text_is_read_as_players_type_it():
    assert parse_options_text("advanced=true cards=knight,archer n=3 name=red") == {
        "advanced": True, "cards": ["knight", "archer"], "n": 3, "name": "red"}
    assert parse_options_text('{"mode": "2v2"}') == {"mode": "2v2"}
    assert parse_options_text(None) == {}
    with pytest.raises(DicehallError) as refused:
        parse_options_text("advanced")
    assert "name=value" in ENGLISH.say(refused.value.message)


def test_long_narration_keeps_the_latest_lines_within_discord_limits():
    text = clip_lines([f"line {i} " + "x" * 50 for i in range(100)], ENGLISH)
    assert len(text) <= 2000 and text.endswith("line 99 " + "x" * 50) and text.startswith("…")


def test_the_token_is_never_shown():
    settings = Settings(discord_token="very-secret-token", _env_file=None)
    assert "very-secret-token" not in repr(settings) and "very-secret-token" not in str(settings.model_dump())
