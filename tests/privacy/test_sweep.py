"""The privacy sweep (tests/privacy/sweep.py) over every game: the channel cannot tell a game from the
same game with everyone's hidden information reshuffled. A few games each here; the full count (200 each)
is the slow test (`python -m pytest -m slow tests/privacy`) or `python -m tests.privacy.sweep --games 200`."""

from __future__ import annotations

import pytest

from engines import registry
from tests.privacy.sweep import RESHUFFLE, run

GAMES = sorted(RESHUFFLE)


def test_every_shipped_game_has_a_reshuffle():
    assert set(GAMES) == {name for name in registry.names() if name != "dicerace"}


@pytest.mark.parametrize("game", GAMES)
def test_the_channel_cannot_tell_hidden_information_apart(game):
    sweep = run(game, games=3)
    assert sweep.steps > 50 and sweep.compared_moves > 50
    assert sweep.differences == []


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_full_sweep_of_200_games(game):
    sweep = run(game, games=200)
    assert sweep.games == 200 and sweep.differences == []


def test_the_sweep_sees_a_leak(monkeypatch):
    """A view that showed the first card of each hand would be caught at once."""
    engine = registry.get("throwdown")
    view = engine.view

    def leaky_view(state, player):
        shown = view(state, player)
        if player is None:
            shown = shown.model_copy(update={"status": shown.status + " " + str([h[:1] for h in state.hand.values()])})
        return shown

    monkeypatch.setattr(engine, "view", leaky_view)
    sweep = run("throwdown", games=1)
    assert any("the public view differs" in d for d in sweep.differences)
