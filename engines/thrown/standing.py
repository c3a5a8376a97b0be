"""Thrown's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, leaves out: the round, what each card does, why the trick's leader leads, how the
last trick ended, the dice in the Void and on the Summoner, and the key to the picture's letters (issue
38: a newcomer met them with no word of what they mean). Built from the public view only."""

from __future__ import annotations

from engines.thrown.model import PublicView

LETTER = {"red": "R", "white": "W", "green": "G", "blue": "B", "purple": "P"}
COLOURS = ("red", "white", "green", "blue")


KEY = ("Key: R W G B P red, white, green, blue, purple dice · R 4 beside a name: 4 red dice still to roll · "
       "#n a die's number · TRUMP an off-colour 6 beats every score · the Void: the dice out of play")

PLAIN = (  # the cards' short texts say "this colour"; the message has room to name it (issue 37's stranger)
    ("Win a trick holding this colour", "Win a trick with a {c} die in it (anyone's)"),
    ("Trick holds this colour", "A {c} die in the trick"),
    ("a pair on this colour", "a pair on the {c} dice you rolled"),
    ("A lone die of this colour", "A lone {c} die"),
    ("on this colour", "on a {c} die you rolled"),
    ("pay the poorest 1", "give 1 gold to the poorest player"),
    ("rob the richest of 1", "take 1 gold from the richest player"),
    ("this colour", "{c}"),
)


def standing_lines(view: PublicView) -> list[str]:
    if view.phase == "over":
        return []
    lines = [_round(view)]
    lines += [f"{LETTER[card.color]} {card.title} – {_plain(card.summary, card.color)}" for card in view.cards]
    if view.trick and view.trick.note:
        lines.append(f"Trick {view.trick.number}: {view.trick.note}")
    if view.last_result:
        lines.append(view.last_result)
    lines.append(f"Void: {_dice(view.void)}" + (f" · on the Summoner: {_dice(view.summoner)}"
                                                  if view.has_summoner else ""))
    return [*lines, KEY]


def _plain(summary: str, colour: str) -> str:
    for short, words in PLAIN:
        summary = summary.replace(short, words.format(c=colour))
    return summary


def _round(view: PublicView) -> str:
    stage = "Tie-break round" if view.tiebreak else f"Round {view.round} of {view.rounds}"
    return f"{stage} ({view.mode} game)"


def _dice(held: dict[str, int]) -> str:
    return " ".join(f"{LETTER[c]} {held.get(c, 0)}" for c in COLOURS)
