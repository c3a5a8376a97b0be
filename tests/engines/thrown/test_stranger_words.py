"""What a stranger on a phone read wrong in Thrown's message (issue 37's play-through,
docs/playthroughs/thrown.md): the cards' short texts say "this colour" and "holding", which read as dice the
winner holds, while a victory power wants the colour anywhere in the trick (the message now says so after
the short text); the Void and the pool counts beside each name were never explained."""

from engines import registry
from engines.thrown.data import CARDS
from engines.thrown.model import CardView
from engines.thrown.standing import card_line
from lang import ENGLISH

ENGINE = registry.get("thrown")


def line_of(name: str, colour: str) -> str:
    card = CARDS[name]
    return ENGLISH.say(card_line(CardView(card=name, color=colour, group=card.group, kind=card.kind)))


def test_every_card_line_says_what_this_colour_and_holding_mean():
    for card in CARDS.values():
        line = line_of(card.name, card.group)
        letter, title = ENGLISH(f"thrown-letter-{card.group}"), ENGLISH(f"thrown-card-{card.name}")
        summary = ENGLISH(f"thrown-summary-{card.name}")
        assert line.startswith(f"{letter} {title} – {summary}"), line  # the short text, then the gloss
        if card.kind == "victory":
            assert line.endswith(f"(holding: a {card.group} die anywhere in the trick, anyone's)"), line
        if "on this colour" in summary:
            assert f"this colour: the {card.group} dice you rolled" in line, line
    assert line_of("saboteur", "green") == (
        "G Saboteur – End your turn with a 1 or 2 on this colour: pay the poorest 1. "
        "(this colour: the green dice you rolled; pay: 1 gold to the poorest player)")


def test_the_table_text_names_the_colours_and_keys_the_void_and_the_pool():
    state = ENGINE.new_game(["ann", "bob", "cy"], {}, seed=7)
    lines = [ENGLISH.say(line) for line in ENGINE.standing(ENGINE.view(state, None))]
    cards = [line for line in lines if " – " in line]
    assert len(cards) == 4
    key = lines[-1]
    assert key.startswith("Key: ") and "the Void: the dice out of play" in key and "still to roll" in key
