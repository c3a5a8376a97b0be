"""Small wording pieces shared by the narration, the refusals, the prompts and the standing lines: the
words for a colour, a card and some dice, each a Said the reader's catalog makes (lang/locales/*/thrown.ftl)."""

from __future__ import annotations

from functools import reduce

from engines.said import Said, said


def colour(name: str) -> Said:
    """A dice or cube colour's word ("red", "Rot")."""
    return said(f"thrown-colour-{name}")


def letter(name: str) -> Said:
    """A colour's letter, as the picture marks its dice ("R", the key says which)."""
    return said(f"thrown-letter-{name}")


def card(name: str) -> Said:
    """A card's title ("Man at Arms", "Waffenknecht")."""
    return said(f"thrown-card-{name}")


def summary(name: str) -> Said:
    """A card's short text, as the picture's card list has it."""
    return said(f"thrown-summary-{name}")


def colours(names: list[str]) -> tuple[Said, ...]:
    """Some colours, listed ("red and blue")."""
    return tuple(colour(c) for c in names)


def dice(names: list[str]) -> tuple[Said, ...]:
    """Some dice, counted by colour in the order first named ("2 red and 1 white")."""
    return tuple(said("thrown-dice-of", count=names.count(c), colour=colour(c)) for c in dict.fromkeys(names))


def chained(lines: list[Said], joint: str) -> Said | None:
    """Several Saids as one, joined by the catalog's `joint` message (a space, a semicolon)."""
    return reduce(lambda first, then: said(joint, first=first, then=then), lines) if lines else None


def join(words: list[str]) -> str:
    """Names as an English list, for the outcome's reason (engines/base.Outcome keeps a plain sentence)."""
    if not words:
        return "nobody"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
