"""Maximum Throwdown's standing lines (issue 37): what the table picture no longer shows, in words: the
turn, the discard pile, each player's deck (letter, colour, cards left) and live pips, the key to the
icons, and how to aim while a throw is awaited."""

from engines.colours import SEAT_COLOURS
from engines.throwdown import standing as standing_lines
from render.common import PLAYER_COLOURS
from tests.engines.throwdown.helpers import ENGINE, begin, card, english, position


def standing(state) -> list[str]:
    return [english(line) for line in standing_lines.standing(ENGINE.view(state, None))]


def test_each_player_has_a_line_with_their_deck_letter_colour_and_live_pips():
    state = position(table=[card(2, "stone:2", "ann", 320, 260)], deck={"ann": ["stone:5"], "bob": []})
    state.discard = ["ember:3", "ember:11"]
    lines = standing(state)
    assert lines[0] == "**Turn 1** · discard pile 2, top: Glow Acolyte"
    stone, ember = lines[1], lines[2]
    assert stone.startswith("**S** ann (blue, Stonebarrow Giants): 1 in deck, ")
    assert ember == "**E** bob (orange, Ember Choir): 0 in deck, 0 live pips"
    live = ENGINE.view(state, None).players[0].active_pips
    assert live > 0 and stone.endswith(f", {live} live pips")
    assert any(line.startswith("Icons: ⚪ pips · 🔵 draw") and "live for ann" in line for line in lines)
    assert [english(line) for line in ENGINE.standing(ENGINE.view(state, None))] == lines


def test_how_to_aim_is_said_while_a_throw_is_awaited():
    state = position(deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    assert state.phase == "throw" and any(line.startswith("Aim at a card by its number") for line in standing(state))
    state.phase = "order"
    assert not any(line.startswith("Aim at") for line in standing(state))


def test_the_colour_words_are_the_colours_drawn():
    drawn = [c.replace("sky", "sky blue").replace("vermillion", "red") for c in PLAYER_COLOURS]
    assert list(SEAT_COLOURS) == drawn


def test_the_lines_are_short_enough_for_a_message():
    state = position(players=tuple(f"player{i}" for i in range(6)),
                     decks=("stone", "ember", "brass", "lantern", "thorn", "tide"))
    assert sum(len(line) + 1 for line in standing(state)) < 800
