"""The privacy sweep (tests/privacy/sweep.py) over every game: the channel cannot tell a game from the
same game with everyone's hidden information reshuffled, nor a seat its own view from one where what is
hidden from it (other sides' hands, tiles only others scanned, the dice to come) is dealt again. A few
games each here (every option set comes in turn by seed); the full count, every game to its end, is the
slow test (`python -m pytest -m slow tests/privacy`) or `python -m tests.privacy.sweep --games 200
--to-the-end` (0 differences: 200 games each of Dice Throne, Throwdown, Thrown and Würfelhelden, 20 of
Throneworld)."""

from __future__ import annotations

import pytest

from engines import registry
from tests.privacy.sweep import OPTION_SETS, RESHUFFLE, new_game, run

GAMES = sorted(RESHUFFLE)


def test_every_shipped_game_has_a_reshuffle():
    assert set(GAMES) == {name for name in registry.names() if name != "dicerace"}


@pytest.mark.parametrize("game", GAMES)
def test_the_channel_cannot_tell_hidden_information_apart(game):
    sweep = run(game, games=3)
    assert sweep.steps > 50 and sweep.compared_moves > 50 and sweep.private_views > sweep.steps
    assert sweep.ended >= 1
    assert sweep.differences == []


def test_every_option_set_of_every_game_starts():
    for game in GAMES:
        engine = registry.get(game)
        for seed in range(len(OPTION_SETS[game])):
            assert engine.awaiting(new_game(engine, game, seed))


TO_THE_END = {"throneworld": 20}
"""Games swept to their end in the slow test: 200 each, but Throneworld's last an hour at 200 (measured: 20
take about 8 minutes, half of them at a 6-turn limit and half at the usual 40)."""


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_full_sweep_to_the_end(game):
    games = TO_THE_END.get(game, 200)
    sweep = run(game, games=games, max_steps=None)
    assert sweep.games == games and sweep.ended == games and sweep.differences == []


def test_the_sweep_sees_a_leak_into_a_private_view(monkeypatch):
    """A seat's view that showed an opponent's first card would be caught (a teammate's is allowed)."""
    engine = registry.get("dicethrone")
    view = engine.view

    def leaky_view(state, player):
        shown = view(state, player)
        if player is not None:
            rival = next(q for q, h in state.heroes.items() if h.team != state.heroes[player].team)
            shown = shown.model_copy(update={"phase_text": f"{shown.phase_text} {state.heroes[rival].hand[:1]}"})
        return shown

    monkeypatch.setattr(engine, "view", leaky_view)
    sweep = run("dicethrone", games=1)
    assert any("private view differs" in d for d in sweep.differences)
    assert not any("the public view" in d for d in sweep.differences)


def test_a_teammates_hand_in_a_private_view_is_no_leak(monkeypatch):
    engine = registry.get("dicethrone")
    view = engine.view

    def teammate_view(state, player):
        shown = view(state, player)
        if player is not None:
            mate = [q for q, h in state.heroes.items() if h.team == state.heroes[player].team and q != player]
            hands = [state.heroes[q].hand for q in mate]
            shown = shown.model_copy(update={"phase_text": f"{shown.phase_text} {hands}"})
        return shown

    monkeypatch.setattr(engine, "view", teammate_view)
    sweep = run("dicethrone", games=1, first_seed=4)  # the 2v2 option set
    assert sweep.private_views and sweep.differences == []


def test_the_sweep_sees_a_leak(monkeypatch):
    """A view that showed the first card of each hand would be caught at once."""
    engine = registry.get("throwdown")
    view = engine.view

    def leaky_view(state, player):
        shown = view(state, player)
        if player is None:
            leaked = str([h[:1] for h in state.hand.values()])  # beside the status (a Said as JSON)
            shown = shown.model_copy(update={"status": {**shown.status, "leaked": leaked}})
        return shown

    monkeypatch.setattr(engine, "view", leaky_view)
    sweep = run("throwdown", games=1)
    assert any("the public view differs" in d for d in sweep.differences)
