"""Throneworld's words in the channel (issue 25): a tile turned face up in words, a battle won without a
capture says so, an event's chooser is told what the event does."""

from engines.throneworld import tiles
from engines.throneworld.chits import EVENT_CHITS, EVENT_EFFECTS
from engines.throneworld.narrate import narrate


def test_a_tile_turned_face_up_is_told_in_words():
    defended = next(t for t in tiles.all_tiles() if not t.empty and t.ground and t.ground_tech is not None)
    line = narrate({"type": "revealed", "hex": "D7", "tile": defended.label(), "words": tiles.words(defended)})
    assert line.startswith(f"D7 is turned face up: worth {defended.dev}, ")
    assert f"ground tech {defended.ground_tech}" in line and "defended by " in line and "/" not in line
    empty = next(t for t in tiles.all_tiles() if t.empty)
    assert tiles.words(empty) == "empty: nothing there"
    old = narrate({"type": "revealed", "hex": "D7", "tile": defended.label()})  # saved before the words
    assert old == f"D7 is turned face up: {defended.label()}."


def test_a_battle_won_without_a_capture_says_the_system_is_not_taken():
    line = narrate({"type": "battle", "hex": "B4", "attacker": "ann", "defender": "bob", "winner": "attacker",
                    "captured": False, "rounds": [], "report": []})
    assert "ann wins, but B4 is not taken." in line


def test_every_event_a_player_aims_says_what_it_does():
    aimed = {c.kind for c in EVENT_CHITS.values() if c.chooser}
    assert aimed <= set(EVENT_EFFECTS)
