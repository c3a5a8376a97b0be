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

GLOSS = (  # the cards' short texts say "this colour" and "holding"; the message has room to say what they mean
    ("holding this colour", "holding: a {c} die anywhere in the trick, anyone's"),
    ("Trick holds this colour", "holds: a {c} die anywhere in the trick"),
    ("a pair on this colour", "this colour: the {c} dice you rolled"),
    ("on this colour", "this colour: the {c} dice you rolled"),
    ("of this colour", "this colour: {c}"),
    ("pay the poorest 1", "pay: 1 gold to the poorest player"),
    ("rob the richest of 1", "rob: 1 gold from the richest player"),
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
    """The card's short text as the picture has it, then what its terse words mean here (issue 37's stranger
    won a trick holding a blue die and got no Strategist reward: the colour must be in the trick)."""
    glosses = [words.format(c=colour) for short, words in GLOSS if short in summary]
    glosses = [g for i, g in enumerate(glosses) if not any(g.split(":")[0] == h.split(":")[0] for h in glosses[:i])]
    return f"{summary} ({'; '.join(glosses)})" if glosses else summary


def _round(view: PublicView) -> str:
    stage = "Tie-break round" if view.tiebreak else f"Round {view.round} of {view.rounds}"
    return f"{stage} ({view.mode} game)"


def _dice(held: dict[str, int]) -> str:
    return " ".join(f"{LETTER[c]} {held.get(c, 0)}" for c in COLOURS)
