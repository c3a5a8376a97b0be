"""The AI seat beats random play clearly (the full measurement: measure_ai.py, 1,000 games a count)."""

import random

from engines.throwdown.ai import choose
from tests.engines.throwdown.helpers import apply, begin, card, position
from tests.engines.throwdown.measure_ai import ai_win_share


def test_ai_wins_clearly_more_than_its_share_against_random_players():
    assert ai_win_share(players=2, games=24, first_seed=7) >= 0.75  # fair share 0.5
    assert ai_win_share(players=3, games=12, first_seed=7) >= 0.5  # fair share 0.33


def test_ai_attacks_the_leader_and_steals_face_down():
    table = [card(2, "ember:0", "ann", 300, 150), card(3, "tide:0", "ann", 300, 350)]  # attack; steal
    state = position(players=("ann", "bob", "cy"), decks=("ember", "stone", "tide"), table=table,
                     deck={"ann": ["ember:5"], "bob": ["stone:3"], "cy": ["tide:4"]})
    begin(state)
    state.scores = {"ann": 0, "bob": 1, "cy": 4}
    action = choose(state, "ann", random.Random(1))
    assert action.do == "attack" and action.player == "cy"
    state = apply(state, "ann", "attack", player="cy").state
    action = choose(state, "ann", random.Random(1))
    assert action.do == "steal" and action.face == "down"


def test_ai_aims_at_a_rivals_live_icons_not_its_own():
    table = [card(2, "stone:2", "bob", 200, 250), card(3, "ember:12", "ann", 400, 250)]  # 5 1 1 each
    state = position(players=("ann", "bob"), decks=("ember", "stone"), table=table,
                     deck={"ann": ["ember:5"], "bob": ["stone:3"]})
    begin(state)
    action = choose(state, "ann", random.Random(2))
    assert action.do == "throw" and action.at.startswith("card 2")
