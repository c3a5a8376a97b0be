"""Maximum Throwdown's table picture for Discord's box (issue 37): at most SIDE x SIDE, the part of the table
in use as large as it fits (every card on it, whatever the number of players), widened by whole squares
where the table goes on; the card numbers stay readable in a 400 px box; a kept card loses its MISS."""

import random
from datetime import UTC, datetime

from engines import registry
from engines.throwdown.geometry import corners
from render.throwdown import (
    AREA,
    LABEL_SIZE,
    MAX_SCALE,
    SIDE,
    region_in_use,
    render_throwdown,
    render_throwdown_private,
    table_frame,
    throw_label,
)
from render.throwdown_pieces import SMALL, TAG_FONT
from tests.engines.throwdown.helpers import ENGINE, apply, begin, card, force_landings, position
from tests.render.phone_text import texts_drawn

NOW = datetime(2026, 1, 1, tzinfo=UTC)
BOX = 400


def played(players, moves, seed=1):
    engine = registry.get("throwdown")
    state = engine.new_game([f"p{i}" for i in range(players)], {}, seed)
    rand = random.Random(seed)
    for _ in range(moves):
        if engine.outcome(state) is not None:
            break
        who = engine.awaiting(state)[0].player
        state = engine.apply(state, who, engine.ai_action(state, who, rand), NOW).state
    return state


def inside(box, point):
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def test_a_small_table_in_use_is_drawn_large_and_widened_by_whole_squares():
    state = position(table=[card(2, "stone:2", "ann", 320, 260)])  # one location and one card
    view = ENGINE.view(state, None)
    used = region_in_use(view)
    frame = table_frame(view)
    assert frame.scale == min(MAX_SCALE, AREA / (used[2] - used[0]), AREA / (used[3] - used[1]))
    assert all(inside(frame.box, p) for p in [used[:2], used[2:]])  # the part in use is all there
    for start, end in ((frame.box[0], frame.box[2]), (frame.box[1], frame.box[3])):
        assert start % view.cell == 0 and end % view.cell == 0  # whole squares, so every label names one
    assert frame.size[0] <= AREA and frame.size[1] <= AREA
    image = render_throwdown(view, [])
    assert image.width == SIDE and image.height <= SIDE


def test_a_crowded_table_of_six_is_drawn_whole_within_the_square():
    """Every card's every corner that lies on the table is in the window: nothing in play is cut off."""
    for moves in (40, 90, 400):
        view = ENGINE.view(played(6, moves), None)
        frame = table_frame(view)
        for c in view.table:
            for x, y in corners(c.x, c.y, c.angle):
                assert inside(frame.box, (min(max(x, 0), view.width), min(max(y, 0), view.height)))
        image = render_throwdown(view, [])
        assert image.size[0] == SIDE and image.size[1] <= SIDE


def test_every_text_reads_in_the_box_and_the_card_numbers_most_of_all():
    """Shown in a 400 x 400 box, no text under 6 px (font height) and the median at least 10 px; card
    tags (how a stranger names a target) are TAG_FONT, the largest type on the table."""
    for players, moves in ((2, 0), (2, 30), (6, 60), (6, 400)):
        view = ENGINE.view(played(players, moves), None)
        image, records = texts_drawn(lambda v=view: render_throwdown(v, []))
        shown = sorted(r.height * min(BOX / image.width, BOX / image.height) for r in records)
        assert shown and shown[0] >= 6 and shown[len(shown) // 2] >= 10, (players, moves, shown[:3])
    assert TAG_FONT * BOX / SIDE >= 13 and min(SMALL, LABEL_SIZE) * BOX / SIDE >= 10


def test_the_hand_picture_fits_the_square_with_every_card_numbered():
    state = position(hand={"ann": ["stone:1", "stone:2", "ember:3", "ember:4", "stone:5", "stone:6"]})
    for size in (0, 1, 5, 6):
        state.hand["ann"] = state.hand["ann"][:size] if size else []
        view = ENGINE.view(state, "ann")
        image, records = texts_drawn(lambda v=view: render_throwdown_private(v))
        assert image.width == SIDE and image.height <= SIDE
        texts = [r.text for r in records]
        assert [f"card {i}" for i in range(1, size + 1)] == [t for t in texts if t.startswith("card ")]
        assert min(r.height for r in records) * BOX / SIDE >= 10
        state = position(hand={"ann": ["stone:1", "stone:2", "ember:3", "ember:4", "stone:5", "stone:6"]})


def test_miss_is_shown_until_a_break_keeps_the_card(monkeypatch):
    state = position(table=[card(2, "stone:1", "ann", 300, 180)], deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    force_landings(monkeypatch, (40, 40, 10, False))
    state = apply(state, "ann", "throw", card=1, at="A1").state
    assert throw_label(ENGINE.view(state, None)) == "miss"
    state = apply(state, "ann", "break").state
    assert throw_label(ENGINE.view(state, None)) == "kept"
