"""What a stranger on a phone read in Maximum Throwdown's message (issue 37's play-through,
docs/playthroughs/throwdown.md): "active pips" in the narration but "live pips" in the standing lines, a throw
"medium" with no noun, and nothing in the message saying what the throws are for."""

from engines.throwdown import narrate, standing
from engines.throwdown.views import public_view
from tests.engines.throwdown.helpers import english, position


def narrate_event(event) -> str:
    return english(narrate.narrate(event))


def test_the_narration_says_live_pips_as_the_standing_does():
    line = narrate_event({"type": "scored", "player": "ann", "pips": 1, "points": 0, "total": 0, "icons": {}})
    assert line == "**ann**'s turn: 1 live pip, +0 points (total 0)."
    final = narrate_event({"type": "final_scored", "player": "ann", "pips": 12, "points": 2, "total": 5})
    assert final == "ann: 12 live pips, +2 (total 5)."


def test_a_throw_names_its_strength_and_a_drift():
    event = {"type": "threw", "player": "ann", "card": "Shoal Scout", "owner": "ann", "stolen": False, "n": 7,
             "power": "medium", "at": "card 1", "wrong": True, "grid": "E8", "face_up": True, "hit": False}
    line = narrate_event(event)
    assert line.startswith("ann throws Shoal Scout (card 7, a medium throw) at card 1: it drifts off target and "
                           "lands at E8"), line


def test_the_key_says_what_the_throws_are_for():
    table = public_view(position(players=("ann", "bob"), decks=("stone", "ember")))
    lines = [english(line) for line in standing.standing(table)]
    assert any("Bury rivals' icons under your cards, keep yours open" in line for line in lines)
