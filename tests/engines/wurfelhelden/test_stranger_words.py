"""What a stranger on a phone read wrong (issue 37's play-through, docs/playthroughs/wurfelhelden.md): with two
players the chaser who survives a round only puts the duel marker down, so the prompt must not promise the
capture; a warrant is said to be a villain's bounty; the tableaux are left to the picture and its key."""

from engines.wurfelhelden.engine import Chase
from tests.engines.wurfelhelden.helpers import ENGINE, W, english, new_state

TWO_OPEN = [3, 3, 3, 4, 4, 4]  # ann 9 swords, bob none: ann chases, bob starts
THREE_OPEN = [3, 3, 3, 4, 4, 4, 4, 4, 4]


def test_with_two_players_the_prompt_says_the_duel_marker_goes_down_before_the_capture():
    state = new_state(["ann", "bob"], TWO_OPEN)
    assert state.chase == Chase(player="ann", dice=state.chase.dice) and not state.chase.marker
    what = english(ENGINE.awaiting(state)[0].what)
    assert "ann chases the villain with 9 swords, so 10 or more" in what
    assert "duel marker holds the chase: one more round and they capture the 5-coin warrant" in what
    assert "they capture the 5-coin warrant)" not in what.replace("one more round and they capture", "")


def test_with_three_players_surviving_a_round_captures():
    state = new_state(["ann", "bob", "cy"], THREE_OPEN)
    what = english(ENGINE.awaiting(state)[0].what)
    assert "nobody outbids it by ann's next turn: they capture the 5-coin warrant" in what
    assert "duel marker" not in what


def test_the_standing_says_what_a_warrant_is_and_leaves_the_tableaux_to_the_picture():
    for players, opening in ((["ann", "bob"], TWO_OPEN), (["ann", "bob", "cy"], THREE_OPEN)):
        state = new_state(players, opening, {"party": {"ann": [W(), W(), W()]}})
        lines = [english(line) for line in ENGINE.standing(ENGINE.view(state, None))]
        warrants = next(line for line in lines if line.startswith("Warrants: next 5 coins"))
        assert "bounty on a villain" in warrants and "taking the last ends the game" in warrants
        assert not any(line.startswith("Tableaux") for line in lines)
        key = lines[-1]
        assert key.startswith("Key:") and "Y R beside a name" in key and "warrants captured" in key
        assert ("duel marker" in key) == (len(players) == 2)
