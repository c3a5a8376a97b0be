"""Thrown's pictures: PNGs sized for phones from the public view, at every stage of a game; the private
picture of a player's own pool; and the Discord buttons built for each stage."""

import random
from io import BytesIO
from pathlib import Path

from PIL import Image

from bot.models import Table
from render.registry import png_bytes
from render.thrown import WIDTH as picture_width
from render.thrown import render_thrown, render_thrown_private
from tests.engines.thrown.helpers import ENGINE, NOW

OUT = Path(__file__).resolve().parents[3] / "artifacts" / "pictures" / "thrown"


def positions(count, mode, seed):
    state = ENGINE.new_game([f"player{i}" for i in range(1, count + 1)], {"mode": mode}, seed)
    rand = random.Random(seed)
    events = []
    seen = set()
    while ENGINE.outcome(state) is None:
        player = ENGINE.awaiting(state)[0].player
        action = ENGINE.ai_action(state, player, rand) if rand.random() < 0.7 else rand.choice(
            ENGINE.legal_actions(state, player))
        state, events = ENGINE.apply(state, player, action, NOW)
        key = (state.phase, bool(state.trick and state.trick.dice), state.tiebreak)
        if key not in seen:
            seen.add(key)
            yield f"{state.phase}-{len(seen)}", state, events
    yield "over", state, events


def test_pictures_at_every_stage_are_small_phone_sized_pngs():
    OUT.mkdir(parents=True, exist_ok=True)
    for count, mode, seed in ((3, "basic", 1), (5, "advanced", 2)):
        for label, state, events in positions(count, mode, seed):
            image = render_thrown(ENGINE.view(state, None), events)
            png = png_bytes(image)
            assert len(png) < 300 * 1024
            assert 600 <= image.width <= 1600 and 300 <= image.height <= 2400, image.size
            (OUT / f"{count}p-{mode}-{label}.png").write_bytes(png)
            private = render_thrown_private(ENGINE.view(state, state.players[0]))
            assert Image.open(BytesIO(png_bytes(private))).width == 800


def test_the_picture_is_drawn_from_a_json_view_too():
    state = ENGINE.new_game(["a", "b", "c"], {}, 4)
    image = render_thrown(ENGINE.view(state, None).model_dump(mode="json"), [])
    assert image.width == picture_width


def test_buttons_follow_the_stage_of_the_turn():
    from cogs.thrown import controls

    state = ENGINE.new_game(["a", "b", "c"], {"cards": ["peacemaker", "knight", "archer", "noble"], "first": "a",
                                              "pools": {"a": {"white": 3}, "b": {"white": 3}, "c": {"white": 3}}}, 1)
    table = Table(guild_id="1", channel_id="123456789012345678", game="thrown", creator_id="1", version=7,
                  created_at=NOW, updated_at=NOW)
    labels = [item.item.label for item in controls(table, state)]
    assert labels == ["Roll 1 white", "Roll 2 white", "Roll 3 white"]
    state = ENGINE.apply(state, "a", ENGINE.parse_action("roll", {"color": "white", "count": 1}), NOW).state
    labels = [item.item.label for item in controls(table, state)]
    assert labels == ["Done", "Knight: reroll #1"]
