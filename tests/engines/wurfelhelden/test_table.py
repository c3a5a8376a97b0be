"""The table around the engine: the picture, the slash commands and the buttons, a whole game through
the script runner with AI seats."""

import random
from io import BytesIO

import discord
from PIL import Image

from bot.config import Settings
from cogs._common import table_text
from cogs._controls import ActionButton, ActionSelect
from cogs._features import features
from cogs.wurfelhelden import controls
from lang import ENGLISH
from plumbing.client import DicehallBot
from render.registry import render_png
from render.wurfelhelden import WIDTH as picture_width
from render.wurfelhelden import render_wurfelhelden
from tests.engines.wurfelhelden.helpers import ENGINE, NOW, W, Y, new_state, play
from tests.transcripts import final, run_transcript


def test_pictures_for_phones_at_every_stage(tmp_path):
    rand = random.Random(4)
    for count in (2, 3, 4):
        state = ENGINE.new_game([f"player{i}" for i in range(count)], {}, seed=count)
        events, moves = [], 0
        while True:
            over = ENGINE.outcome(state) is not None
            if moves % 20 == 0 or over:
                png = render_png("wurfelhelden", ENGINE.view(state, None), events)
                image = Image.open(BytesIO(png))
                # about as wide as it is tall: Discord fits it into a box of about 400 × 400 on a phone
                assert image.width == picture_width and 300 <= image.height <= picture_width + 20
                assert len(png) < 300 * 1024
                (tmp_path / f"{count}p-{moves}.png").write_bytes(png)
            if over:
                break
            who = ENGINE.awaiting(state)[0].player
            state, events = ENGINE.apply(state, who, ENGINE.ai_action(state, who, rand), NOW)
            moves += 1


def test_the_picture_draws_lost_dice_markers_and_a_full_party():
    patch = {"chase": None, "party": {"ann": [W(), W(), W()], "bob": [W(), W(), W(), Y(), Y(), Y()]},
             "tableau": {"bob": {"yellow": 0}}}
    state = new_state(["ann", "bob"], [1, 4, 4, 4, 4, 4], patch, dice=[1, 2, 3, 4, 5, 6])
    state, events = play(state, "bob", "roll")
    image = render_wurfelhelden(ENGINE.view(state, None), events)
    assert image.width == picture_width
    assert render_wurfelhelden(ENGINE.view(state, None).model_dump(mode="json"), []).width == picture_width  # JSON



async def test_the_message_text_carries_the_scores_whose_turn_and_the_chase(service):
    await service.new_table("g", "78", "wurfelhelden", "ann", "ann")
    await service.join("78", "bob", "bob")
    await service.join("78", "cat", "cat")
    move = await service.start("78", "ann", seed=3)
    state = ENGINE.load_state(move.table.state)
    roller = state.players[state.current]
    move = await service.act("78", roller, "roll", {})
    state = ENGINE.load_state(move.table.state)
    text = table_text(await service.snapshot(move.table, move.events, draw=False))
    scores = " · ".join(f"{p} {ENGINE.scores(state)[p]}" for p in state.players)
    assert f"Scores (coins): {scores}" in text.replace("**", "")
    waiting = [line for line in text.splitlines() if line.startswith("Waiting for")]
    assert len(waiting) == 1 and f"**{state.players[state.current]}**" in waiting[0]
    assert f"Warrants: next {state.warrants[0]} coins" in text
    chase = state.chase
    assert (f"Chase: {chase.player}, " if chase else "Chase: nobody") in text


async def test_ai_seats_play_a_whole_game_through_the_script_runner():
    lines = await run_transcript({"game": "wurfelhelden", "players": ["ai:1", "ai:2", "ai:3"], "seed": 11,
                                  "steps": []})
    result = final(lines)
    assert result["outcome"] is not None and len(result["public"]["scores"]) == 3
    assert result["public"]["warrants"] == []


async def test_buttons_before_and_after_the_first_roll(service):
    await service.new_table("g", "77", "wurfelhelden", "ann", "ann")
    await service.join("77", "bob", "bob")
    move = await service.start("77", "ann", seed=3)
    table = move.table
    state = ENGINE.load_state(table.state)
    items = controls(table, state, ENGLISH)
    assert [type(i) for i in items] == [ActionButton] and items[0].do == "roll"
    roller = state.players[state.current]
    table = (await service.act("77", roller, "roll", {})).table
    state = ENGINE.load_state(table.state)
    items = controls(table, state, ENGLISH)
    select, roll_all, stop = items
    assert isinstance(select, ActionSelect) and select.field == "dice"
    assert len(select.item.options) == len(state.party[roller]) and select.item.max_values == len(state.party[roller])
    assert select.item.options[0].label.startswith("die 1: white ")  # number, colour and face in words
    assert (roll_all.do, roll_all.args, stop.do) == ("roll", {}, "stop")
    assert all(len(i.item.custom_id) <= 100 for i in items)


async def test_the_slash_commands_are_roll_with_dice_and_stop(service):
    bot = DicehallBot(service, Settings(discord_token=None, _env_file=None), features())
    try:
        await bot.load_extension("cogs.wurfelhelden")
        group = bot.tree.get_command("wurfelhelden")
        assert isinstance(group, discord.app_commands.Group)
        commands = {c.name: c for c in group.commands}
        assert set(commands) == {"roll", "stop"}
        assert [p.name for p in commands["roll"].parameters] == ["dice", "stop"]
        assert not commands["roll"].parameters[0].required
    finally:
        await bot.close()
