"""Würfelhelden's picture, drawn for Discord's box (issue 37): a player's captured warrants are one chip
and their count on the player's name line, whatever their number, so the party's row never moves."""

from pathlib import Path

import pytest

import render.wurfelhelden as picture
from render.registry import png_bytes
from tests.engines.wurfelhelden.helpers import ENGINE, W, new_state

OUT = Path(__file__).resolve().parents[2] / "artifacts" / "pictures" / "wurfelhelden-cases"


@pytest.mark.parametrize("held", [[10, 10, 5], [5, 10, 10, 10, 10, 15]])
def test_captured_warrants_are_counted_on_the_name_line(monkeypatch, held):
    said, chips, dice = [], [], []
    for name, kept in (("say", said), ("warrant_card", chips), ("draw_die", dice)):
        original = getattr(picture, name)

        def record(draw, *args, _original=original, _kept=kept, **kwargs):
            _kept.append((args, kwargs))
            return _original(draw, *args, **kwargs)

        monkeypatch.setattr(picture, name, record)
    warrants = [10] if len(held) > 3 else [10, 10, 10, 15]
    state = new_state(["ann", "bob"], [1, 4, 4, 4, 4, 4],
                      {"won": {"ann": held, "bob": []}, "warrants": warrants,
                       "party": {"ann": [W(1), W(2), W(3)], "bob": [W(), W(), W()]}})
    image = picture.render_wurfelhelden(ENGINE.view(state, None), [])
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"warrants-{len(held)}.png").write_bytes(png_bytes(image))
    texts = [args[1] for args, _ in said]
    assert f"×{len(held)}" in texts and "×0" not in texts  # bob holds none: no chip, no count
    won = [args[1] for args, kwargs in chips if args[2] is None]  # the captured pile's chip has no value
    ann_dice = [args[1] for args, kwargs in dice if kwargs.get("number")][:3]
    assert len(won) == 1 and won[0] + 28 <= min(ann_dice), "the chip ends above the party's dice"
    assert len({y for y in ann_dice}) == 1, "the party is one row"
