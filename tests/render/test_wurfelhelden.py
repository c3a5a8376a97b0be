"""Würfelhelden's picture: a player's captured warrants stay between their coins and their party, however
many they hold (from the fifth on they used to be drawn under die 1)."""

from pathlib import Path

import pytest

import render.wurfelhelden as picture
from render.registry import png_bytes
from tests.engines.wurfelhelden.helpers import ENGINE, W, new_state

OUT = Path(__file__).resolve().parents[2] / "artifacts" / "pictures" / "wurfelhelden-cases"
CHIP = (233, 221, 190)


@pytest.mark.parametrize("held", [[10, 10, 5], [5, 10, 10, 10, 10, 15]])
def test_captured_warrants_never_run_under_the_party(monkeypatch, held):
    said, chips, dice = [], [], []
    for name, kept in (("say", said), ("warrant_card", chips), ("draw_die", dice)):
        original = getattr(picture, name)

        def record(draw, *args, _original=original, _kept=kept, **kwargs):
            _kept.append(args)
            return _original(draw, *args, **kwargs)

        monkeypatch.setattr(picture, name, record)
    warrants = [10] if len(held) > 3 else [10, 10, 10, 15]
    state = new_state(["ann", "bob"], [1, 4, 4, 4, 4, 4],
                      {"won": {"ann": held, "bob": []}, "warrants": warrants,
                       "party": {"ann": [W(1), W(2), W(3)], "bob": [W(), W(), W()]}})
    image = picture.render_wurfelhelden(ENGINE.view(state, None), [])
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"warrants-{len(held)}.png").write_bytes(png_bytes(image))
    texts = [args[1] for args in said]
    seats_top = picture.HEADER + picture.chase_height(ENGINE.view(state, None))
    won = [(y, value) for _x, y, value, *_ in chips if y > seats_top]
    chip_bottom = max(y for y, _ in won) + 38
    below = [y for _x, y, *_ in dice if y > chip_bottom - 38]
    assert chip_bottom <= min(below) - 26, "the chips end above the party's position numbers"
    if len(held) > 4:  # four chips fit, then a pile with the count and the total
        assert f"x{len(held)} = {sum(held)}" in texts
    else:
        assert sorted(v for _, v in won) == sorted(held)
