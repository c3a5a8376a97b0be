"""What a move does and costs, as the private menus describe it (issue 38): from the rules (a jump or scan
orders a bunker for the turn, a jam spends a JAM chit and a bunker, a research roll needs the number printed
between the boxes), within Discord's 100 characters in English and German, for every legal move of a played
game."""

import random
from datetime import UTC, datetime

from engines import registry
from engines.throneworld import actions as A
from engines.throneworld import races
from engines.throneworld.offers import move_detail
from lang import words
from tests.engines.throneworld._game_support import english

E = registry.get("throneworld")
NOW = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_research_says_the_roll_it_needs_and_the_rating_it_brings():
    state = E.new_game(["p1", "p2", "p3"], {}, 4)
    mat = state.ground.empires["p1"]
    assert mat.boxes["jump"] == 1 and races.research_target(1) == 1
    assert english(move_detail(state, "p1", A.Research(tech="jump"))).startswith("Any roll raises Jump from ")
    special = races.RACES[mat.race].specialty == "space"
    mat.boxes["space"] = 3  # rating 2, box 4 rates 3; the number printed between them is 2
    assert english(move_detail(state, "p1", A.Research(tech="space"))) == \
        f"A die roll of 2+ raises Space from {2 + special} to {3 + special}"
    mat.boxes["space"] = 4  # boxes 4 and 5 both rate 3: the roll moves the marker on, the rating stays
    assert english(move_detail(state, "p1", A.Research(tech="space"))) == \
        f"A die roll of 3+ moves Space one box on (its rating stays {3 + special})"
    mat.boxes["comm"] = races.BOXES
    assert "last box" in english(move_detail(state, "p1", A.Research(tech="comm")))
    assert english(move_detail(state, "p1", A.Research(tech="none"))) == "No roll this time"


def test_reactions_say_the_chit_and_bunker_they_spend():
    state = E.new_game(["p1", "p2", "p3"], {}, 4)
    assert english(move_detail(state, "p1", A.Jam(action=2, bunker="D4"))) == \
        "Costs a JAM chit and your bunker at D4: that action fails"
    assert english(move_detail(state, "p1", A.Counterjam(response=1, bunker="D4", chit="A31"))).startswith(
        "Costs chit A31 and your bunker at D4")
    state.phase = "move"
    assert english(move_detail(state, "p1", A.Scan(hex="E5", bunker="C3"))) == \
        "Uses your bunker at C3 this turn for the scan (only you see it); Commit proposes your plan"


def test_every_legal_move_of_a_game_is_described_within_discords_limit():
    state = E.new_game(["p1", "p2", "p3"], {}, 7)
    rand = random.Random(7)
    for _ in range(400):
        if E.outcome(state) is not None:
            break
        player = rand.choice(E.awaiting(state)).player
        legal = E.legal_actions(state, player)
        for action in legal:
            detail = move_detail(state, player, action)
            for language in ("en", "de"):  # nothing is cut: the whole description fits
                assert detail is None or len(words(language).say(detail)) <= 100, (action, language)
        state = E.apply(state, player, rand.choice(legal), NOW).state
