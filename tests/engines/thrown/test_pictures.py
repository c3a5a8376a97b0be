"""Thrown's pictures: PNGs sized for phones from the public view, at every stage of a game; the private
picture of a player's own pool; and the Discord buttons built for each stage."""

import random
from io import BytesIO
from pathlib import Path

from PIL import Image

from bot.models import Table
from lang import ENGLISH
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
            # about as wide as it is tall, at most: Discord fits it into a box of about 400 × 400 on a phone
            assert image.width == picture_width and 300 <= image.height <= picture_width, image.size
            (OUT / f"{count}p-{mode}-{label}.png").write_bytes(png)
            private = Image.open(BytesIO(png_bytes(render_thrown_private(ENGINE.view(state, state.players[0])))))
            assert private.width == picture_width and private.height <= picture_width + 20


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
    labels = [item.item.label for item in controls(table, state, ENGLISH)]
    assert labels == ["Roll 1 white", "Roll 2 white", "Roll 3 white"]
    state = ENGINE.apply(state, "a", ENGINE.parse_action("roll", {"color": "white", "count": 1}), NOW).state
    labels = [item.item.label for item in controls(table, state, ENGLISH)]
    value = state.trick.dice[0].value
    # dice are named as the picture shows them (colour and value), and a power says what it costs
    assert labels == ["Done: end my turn", f"Knight: reroll white {value} (pay 1 white)"]


def test_power_buttons_name_dice_by_owner_colour_and_value():
    from cogs.thrown import controls

    state = ENGINE.new_game(["a", "b", "c"], {"cards": ["peacemaker", "man_at_arms", "archer", "noble"], "first": "a",
                                              "pools": {"a": {"red": 3}, "b": {"white": 3, "red": 3},
                                                        "c": {"white": 3}}}, 1, forced_dice=[5, 2])
    table = Table(guild_id="1", channel_id="123456789012345678", game="thrown", creator_id="1", version=7,
                  created_at=NOW, updated_at=NOW)
    state = ENGINE.apply(state, "a", ENGINE.parse_action("roll", {"color": "red", "count": 1, "done": True}), NOW).state
    state = ENGINE.apply(state, "b", ENGINE.parse_action("roll", {"color": "red", "count": 1}), NOW).state
    labels = [item.item.label for item in controls(table, state, ENGLISH)]
    assert "Man at Arms: red 2 → 3 (pay 1 white)" in labels  # +1 on b's own die
    assert "Man at Arms: a's red 5 → 4 (pay 1 white)" in labels  # -1 on a's die
    assert "Archer: send back a's red 5 (pay 1 red)" in labels


def test_a_trick_won_at_a_loss_says_why_it_costs_gold():
    # the rulebook's Phantom: each die of its colour in the trick costs the winner 1 gold instead of paying 1
    state = ENGINE.new_game(["a", "b", "c"], {"cards": ["knight", "archer", "peacemaker", "phantom"], "first": "a",
                                              "pools": {"a": {"blue": 1, "red": 1}, "b": {"blue": 1, "red": 1},
                                                        "c": {"blue": 1, "red": 1}}}, 1, forced_dice=[6, 2, 3])
    events = []
    for who in ("a", "b", "c"):
        result = ENGINE.apply(state, who, ENGINE.parse_action("roll", {"color": "blue", "done": True}), NOW)
        state, events = result.state, events + result.events
    won = next(e for e in events if e["type"] == "trick_won")
    line = ENGLISH.say(ENGINE.narrate(won))
    assert won["winner"] == "a" and won["gold"] == -2 and won["details"] == {"dice": 0, "phantom": -2}
    assert "-2 gold" in line
    assert "the Phantom makes each opponent blue die cost the winner 1 gold instead of paying 1" in line


async def test_the_message_text_carries_the_scores_whose_turn_and_the_cards(service):
    from cogs._common import table_text

    await service.new_table("g", "79", "thrown", "ann", "ann")
    for name in ("bob", "cat"):
        await service.join("79", name, name)
    move = await service.start("79", "ann", seed=5)
    state = ENGINE.load_state(move.table.state)
    text = table_text(await service.snapshot(move.table, move.events, draw=False))
    view = ENGINE.view(state, None)
    scores = " · ".join(f"{p} {view.scores[p]}" for p in state.players)
    assert f"Scores ({ENGINE.score_unit}): {scores}" in text.replace("**", "")
    waiting = [line for line in text.splitlines() if line.startswith("Waiting for")]
    assert len(waiting) == 1 and f"**{ENGINE.awaiting(state)[0].player}**" in waiting[0]
    assert all(f"{ENGLISH(f'thrown-card-{card.card}')} – {ENGLISH(f'thrown-summary-{card.card}')}" in text
               for card in view.cards)  # the picture names them only
    assert "Round 1 of" in text and "Void: " in text
