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
    said = []
    original = picture.say

    def record(draw, xy, text, *args, **kwargs):
        said.append((xy, text))
        return original(draw, xy, text, *args, **kwargs)

    monkeypatch.setattr(picture, "say", record)
    warrants = [10] if len(held) > 3 else [10, 10, 10, 15]
    state = new_state(["ann", "bob"], [1, 4, 4, 4, 4, 4],
                      {"won": {"ann": held, "bob": []}, "warrants": warrants,
                       "party": {"ann": [W(1), W(2), W(3)], "bob": [W(), W(), W()]}})
    image = picture.render_wurfelhelden(ENGINE.view(state, None), [])
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"warrants-{len(held)}.png").write_bytes(png_bytes(image))
    texts = [t for _, t in said]
    score_y = next(xy[1] for xy, t in said if t.startswith("score ") and xy[0] == 36)
    row = range(int(score_y) - 42, int(score_y) - 6)  # the chips' row in ann's panel
    pixels = image.load()
    gap = range(picture.PARTY_X - 10, picture.PARTY_X + picture.DIE + 4)
    assert not any(pixels[x, y][:3] == CHIP for x in gap for y in row)
    if len(held) > 4:  # four chips fit beside the coins
        assert "x6" in texts and "= 60" in texts
    else:
        chips = sum(1 for x in range(120, picture.PARTY_X) if pixels[x, row[18]][:3] == CHIP
                    and pixels[x - 1, row[18]][:3] != CHIP)
        assert chips >= len(held)
