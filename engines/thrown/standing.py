"""Thrown's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, leaves out: the round, what each card does, why the trick's leader leads, how the
last trick ended, the dice in the Void and on the Summoner, and the key to the picture's letters (issue
38: a newcomer met them with no word of what they mean). Built from the public view only, as Saids."""

from __future__ import annotations

from engines.said import Said, Text, said, said_from_json
from engines.thrown.model import CardView, PublicView
from engines.thrown.text import card, chained, colour, letter, summary

COLOURS = ("red", "white", "green", "blue")

GLOSSED = frozenset({"brute", "peacemaker", "saboteur", "thief", "noble", "phantom", "recruiter", "strategist",
                     "cyclops", "imp"})
"""The cards whose short text says "this colour", "holding", "pay" or "rob": the message has room to say what
they mean after it (thrown-gloss-<card>; issue 37's stranger won a trick holding a blue die and got no
Strategist reward: the colour must be in the trick)."""


def standing_lines(view: PublicView) -> list[Text]:
    if view.phase == "over":
        return []
    lines: list[Text] = [_round(view)]
    lines += [card_line(c) for c in view.cards]
    if view.trick and view.trick.note:
        lines.append(said("thrown-standing-trick-note", trick=view.trick.number, note=said_from_json(view.trick.note)))
    if view.last_result:
        lines.append(said_from_json(view.last_result))
    void = _dice(view.void)
    lines.append(said("thrown-standing-void-summoner", void=void, summoner=_dice(view.summoner))
                 if view.has_summoner else said("thrown-standing-void", void=void))
    return [*lines, said("thrown-standing-key")]


def card_line(shown: CardView) -> Said:
    """A card's letter, title and short text as the picture has them, then what its terse words mean here."""
    values = dict(letter=letter(shown.color), card=card(shown.card), summary=summary(shown.card))
    if shown.card in GLOSSED:
        return said("thrown-standing-card-glossed", **values, gloss=said(f"thrown-gloss-{shown.card}",
                                                                         colour=colour(shown.color)))
    return said("thrown-standing-card", **values)


def _round(view: PublicView) -> Said:
    stage = said("thrown-tiebreak-round") if view.tiebreak else said("thrown-round-of", round=view.round,
                                                                      rounds=view.rounds)
    return said("thrown-standing-round", stage=stage, mode=said(f"thrown-mode-{view.mode}"))


def _dice(held: dict[str, int]) -> Said:
    counts = [said("thrown-dice-count", letter=letter(c), count=held.get(c, 0)) for c in COLOURS]
    line = chained(counts, "thrown-lines")
    assert line is not None  # four colours
    return line
