"""Pictures (table and hand) from views, and the cog's buttons for each step of a turn."""

import random
from io import BytesIO

from PIL import Image

from bot.models import Table
from cogs.dicethrone import card_choices, controls, describe_hand, private_controls
from lang import ENGLISH
from render.dicethrone import render_dicethrone, render_dicethrone_private
from render.registry import png_bytes
from tests.engines.dicethrone.helpers import ENGINE, NOW


def _positions(count, mode, moves, seed=1):
    state = ENGINE.new_game([f"player{i}" for i in range(count)], {"mode": mode}, seed)
    rand = random.Random(seed)
    events = []
    for _ in range(moves):
        if ENGINE.outcome(state):
            break
        player = rand.choice(ENGINE.awaiting(state)).player
        state, events = ENGINE.apply(state, player, ENGINE.ai_action(state, player, rand), NOW)
    return state, events


def test_table_and_hand_pictures_fit_a_phone(tmp_path):
    for count, mode, moves in [(2, "1v1", 0), (2, "1v1", 30), (4, "2v2", 60), (6, "ffa", 90), (6, "3v3", 400)]:
        state, events = _positions(count, mode, moves)
        png = png_bytes(render_dicethrone(ENGINE.view(state, None), events))
        image = Image.open(BytesIO(png))
        assert png.startswith(b"\x89PNG") and len(png) < 300 * 1024
        # about as wide as it is tall, at most: Discord fits a picture into a box of about 400 × 400 on a phone
        assert image.width == 640 and 300 <= image.height <= image.width + 20, image.size
        for player in state.players:  # a hand and the teammates' hands
            hand = Image.open(BytesIO(png_bytes(render_dicethrone_private(ENGINE.view(state, player)))))
            assert hand.width == 640 and hand.height <= hand.width + 20, hand.size
        (tmp_path / f"{mode}-{moves}.png").write_bytes(png)


def _table(state):
    from datetime import UTC, datetime

    now = datetime(2026, 1, 1, tzinfo=UTC)
    return Table(id=1, guild_id="1", channel_id="123", game="dicethrone", creator_id="1", created_at=now,
                 updated_at=now, version=3, status="playing", state=state.model_dump_json())


def test_buttons_follow_the_turn():
    state = ENGINE.new_game(["a", "b"], {"heroes": ["barbarian", "moon_elf"]}, 1, [6, 1, 1, 1, 1, 4, 5])
    labels = [getattr(i.item, "label", None) for i in controls(_table(state), state, ENGLISH)]
    assert labels == ["Done: go to the offensive roll"]
    state, _ = ENGINE.apply(state, "a", ENGINE.parse_action("done"), NOW)
    assert [i.item.label for i in controls(_table(state), state, ENGLISH)] == ["Roll all five dice"]
    state, _ = ENGINE.apply(state, "a", ENGINE.parse_action("roll"), NOW)
    if state.window is None:
        items = controls(_table(state), state, ENGLISH)
        assert any(getattr(i.item, "label", "") == "Cleave: 3 sword: 4 dmg | 4: 6 dmg | 5: 8 dmg" for i in items)
        assert any(getattr(i.item, "placeholder", "") == "Dice to reroll" for i in items)
    text = describe_hand(ENGINE.view(state, "a"), ENGLISH)
    assert text.startswith("**Your hand** (Barbarian")


def test_cards_are_offered_as_private_buttons_and_a_sell_menu_never_under_the_table():
    from tests.engines.dicethrone.helpers import give, new

    state = new(patch={"heroes": {"ann": {"cp": 3}}})
    state = give(state, "ann", ["windfall", "insight", "nudge", "cleave_2"])
    public = [getattr(i.item, "label", None) or i.item.placeholder for i in controls(_table(state), state, ENGLISH)]
    assert public == ["Done: go to the offensive roll"]
    mine = [getattr(i.item, "label", None) or i.item.placeholder
            for i in private_controls(_table(state), state, "ann", ENGLISH)]
    assert mine[0] == "Sell a card for 1 CP…"
    # a card's button says what it costs and does (issue 38)
    assert {"Windfall · 0 CP: gain 2 CP", "Insight · 1 CP: draw 2 cards"} <= set(mine)
    assert any(label.startswith("Cleave II · ") for label in mine) and mine[-1] == "Done: go to the offensive roll"
    assert not any(label.startswith("Nudge") for label in mine)  # no dice to change in a main phase
    view = ENGINE.view(state, "ann")
    assert [value for _, value in card_choices(view, "in", ENGLISH)] == [c for c in state.heroes["ann"].hand
                                                                 if c.startswith(("windfall", "insight"))]
    assert "✅" in card_choices(view, "windfall", ENGLISH)[0][0]


def test_a_secret_window_offers_the_cards_that_change_the_outcome_first_and_a_pass():
    from tests.engines.dicethrone.helpers import act, force, give, new, to_offense

    state = new(patch={"heroes": {"bob": {"cp": 3}}}, ask="outcome")
    state = give(state, "ann", ["windfall", "insight", "reserves", "field_dressing"])
    state = give(state, "bob", ["nudge", "quick_reflexes", "windfall", "insight"])
    state = to_offense(state)
    force(state, 1, 1, 3, 4, 5)
    state, _ = act(state, "ann", "roll")
    state, _ = act(state, "ann", "ability", name="cleave")
    assert controls(_table(state), state, ENGLISH) == []
    labels = [i.item.label for i in private_controls(_table(state), state, "bob", ENGLISH)]
    assert labels[0] == "Nudge · 1 CP: die 3 (3 → 4)" and labels[-1] == "Pass"  # 1 → 2 would still be a sword
    assert "Quick Reflexes · 1 CP: gain Evasive" in labels
