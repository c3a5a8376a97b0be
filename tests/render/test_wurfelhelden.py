"""Würfelhelden's picture, drawn for Discord's box (issue 37): a player's captured warrants are one chip
and their count on the player's name line, whatever their number, so the party's row never moves."""

from pathlib import Path

import pytest

import render.wurfelhelden as picture
from lang import words
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


@pytest.mark.parametrize("language", ["en", "de"])
def test_dice_pasted_from_their_stamps_are_the_dice_drawn(monkeypatch, language):
    """A die on one colour is pasted from one drawn before (render/wurfelhelden.py, `_die_stamp`): pixel for
    pixel the die drawn in place, fresh (its ring crossing a neighbour's), faded, of every face and size,
    at even and odd places, over random games of two to four players."""
    import random
    from datetime import UTC, datetime

    from engines import registry

    engine, now = registry.get("wurfelhelden"), datetime(2026, 1, 1, tzinfo=UTC)
    stamped = picture._die_stamp.cache_info().hits
    for seed in range(3):
        state = engine.new_game([f"Игрок {i}" for i in range(2 + seed)], {}, seed)
        rand = random.Random(seed)
        for _ in range(60):
            if engine.outcome(state) is not None:
                break
            player = rand.choice(engine.awaiting(state)).player
            state = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), now).state
            view = engine.view(state, None)
            pasted = picture.render_wurfelhelden(view, [], words=words(language))
            with monkeypatch.context() as drawn_in_place:
                drawn_in_place.setattr(picture, "_flat_under_die", lambda *args: None)
                drawn = picture.render_wurfelhelden(view, [], words=words(language))
            assert pasted.tobytes() == drawn.tobytes()
    assert picture._die_stamp.cache_info().hits > stamped, "no die was pasted: the test compared nothing"
