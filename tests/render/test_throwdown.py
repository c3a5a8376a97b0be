"""Maximum Throwdown's table picture at phone width (issue 23, point 8): the picture shows the part of
the table in use, as large as it fits; a dense table gets a close-up; a kept card loses its MISS."""

import random
from datetime import UTC, datetime

from engines import registry
from render.throwdown import (
    CLOSE_UP_BELOW,
    MARGIN_X,
    MAX_SCALE,
    WIDTH,
    frames,
    region_in_use,
    render_throwdown,
    throw_label,
)
from tests.engines.throwdown.helpers import ENGINE, apply, begin, card, force_landings, position

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def played(players, moves, seed=1):
    engine = registry.get("throwdown")
    state = engine.new_game([f"p{i}" for i in range(players)], {}, seed)
    rand = random.Random(seed)
    for _ in range(moves):
        who = engine.awaiting(state)[0].player
        state = engine.apply(state, who, engine.ai_action(state, who, rand), NOW).state
    return state


def test_the_picture_shows_only_the_table_in_use_as_large_as_it_fits():
    state = position(table=[card(2, "stone:2", "ann", 320, 260)])  # one location and one card
    view = ENGINE.view(state, None)
    box = region_in_use(view)
    assert (box[2] - box[0]) * (box[3] - box[1]) <= view.width * view.height / 4
    main, close = frames(view)
    fits = (WIDTH - 2 * MARGIN_X) / (box[2] - box[0])  # the width the table may take, over the box's
    assert main.scale == min(MAX_SCALE, fits) and main.scale >= CLOSE_UP_BELOW and close is None
    assert render_throwdown(view, []).width == WIDTH


def test_a_wide_table_in_use_gets_a_close_up_of_its_busiest_part_drawn_larger():
    view = ENGINE.view(played(6, 60), None)
    main, close = frames(view)
    assert main.scale < CLOSE_UP_BELOW and close is not None and close.scale >= 2 * main.scale * 0.9
    live = [(i.x, i.y) for c in view.table for i in c.icons if not i.covered]
    x0, y0, x1, y1 = close.box
    assert sum(x0 <= x <= x1 and y0 <= y <= y1 for x, y in live) >= len(live) / 3
    image = render_throwdown(view, [])
    assert image.height > close.top + close.size[1]


def test_miss_is_shown_until_a_break_keeps_the_card(monkeypatch):
    state = position(table=[card(2, "stone:1", "ann", 300, 180)], deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    force_landings(monkeypatch, (40, 40, 10, False))
    state = apply(state, "ann", "throw", card=1, at="A1").state
    assert throw_label(ENGINE.view(state, None)) == "MISS"
    state = apply(state, "ann", "break").state
    assert throw_label(ENGINE.view(state, None)) == "KEPT"
