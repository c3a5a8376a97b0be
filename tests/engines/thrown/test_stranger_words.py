"""What a stranger on a phone read wrong in Thrown's message (issue 37's play-through,
docs/playthroughs/thrown.md): the cards' short texts say "this colour" and "holding", which read as dice the
winner holds, while a victory power wants the colour anywhere in the trick; the Void and the pool counts
beside each name were never explained."""

from engines import registry
from engines.thrown.data import CARDS
from engines.thrown.standing import KEY, _plain

ENGINE = registry.get("thrown")


def test_every_card_line_names_its_colour_and_says_what_holding_means():
    for card in CARDS.values():
        line = _plain(card.summary, card.group)
        assert "this colour" not in line and "holding" not in line, line
        if card.kind == "victory":
            assert f"Win a trick with a {card.group} die in it (anyone's)" in line
    assert _plain(CARDS["saboteur"].summary, "green") == \
        "End your turn with a 1 or 2 on a green die you rolled: give 1 gold to the poorest player."


def test_the_table_text_names_the_colours_and_keys_the_void_and_the_pool():
    state = ENGINE.new_game(["ann", "bob", "cy"], {}, seed=7)
    lines = ENGINE.standing(state)
    cards = [line for line in lines if " – " in line]
    assert len(cards) == 4 and not any("this colour" in line for line in cards)
    assert lines[-1] == KEY and "the Void: the dice out of play" in KEY and "still to roll" in KEY
