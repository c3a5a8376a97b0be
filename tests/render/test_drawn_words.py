"""Every word a picture draws comes from the catalogs (issue 46): each game's pictures (the table, every seat's own
picture, the move's reports; at the start, middle and end of a game of random moves, at the fewest and most
players: tests/render/phone_text.py's game_drawings) are drawn in German while every text drawn is recorded
(phone_text's recorder: render.common's fast path and Pillow's ImageDraw.text) and every text the German catalog
makes is recorded too (Words.__call__ wrapped).

A text drawn passes when each of its words is explained:
- by a text the German catalog made while drawing it, whole or in part (a line wrapped, a line cut with "…",
  its first letter made a capital, texts joined on one line), with the values handed to the catalog cut out of
  it: a value is no word of the catalog's, so it must be explained on its own (an English chit name from an
  engine handed to a German message is caught);
- or by having no letters (numbers, arrows, ✓, ⚔);
- or by being a value of the game that is no word in any language: a player's name (the played games seat
  player1…player6); for Throneworld a hex's code (E5), a chit's code (A05), a unit code (2B, P, 3H, T) or a loss
  order of them (FBPMS) (codes players type, as the commands read them) and an empire's letter (its race's
  initial, on its counters); for Throwdown the aiming grid's column letters (A, B, …: a square's name in an aim).

A renderer that draws an English literal, or English words when asked for German, is caught (planted below)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pytest

from lang import Words, words
from tests.render.phone_text import game_drawings, texts_drawn
from tests.render.test_pictures import drawn_games

LANGUAGE = "de"
LETTER = re.compile(r"[^\W\d_]")
PUNCTUATION = re.compile(r"([,.;:!?()\[\]\"«»„“”/])")


def _throneworld_values() -> Callable[[str], bool]:
    from engines.throneworld import hexmap, units
    from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS
    from engines.throneworld.races import RACES

    codes = {hexmap.name_of(c) for c in hexmap.all_coords()} | set(ACTION_CHITS) | set(EVENT_CHITS)
    letters = {race[:1].upper() for race in RACES}
    letter = f"[{''.join(units.UNITS)}]"
    unit = re.compile(rf"^(\d*{letter}|{letter}+)$")  # a count and a unit, or a loss order (FBPMS)
    return lambda token: token in codes or token in letters or bool(unit.match(token))


def _throwdown_values() -> Callable[[str], bool]:
    column = re.compile(r"^[A-Z]$")
    return lambda token: bool(column.match(token))


def _names_only() -> Callable[[str], bool]:
    return lambda token: False


GAME_VALUES: dict[str, Callable[[], Callable[[str], bool]]] = {"throneworld": _throneworld_values,
                                                               "throwdown": _throwdown_values}
"""A game's values that are no word (beyond players' names), as a test of one token."""
PLAYER = re.compile(r"^player\d+$")


@dataclass
class Made:
    """What the catalog made while a picture was drawn: each text, with the values it was handed cut out."""

    pieces: list[str] = field(default_factory=list)
    values: list[str] = field(default_factory=list)

    def add(self, text: str, values: dict) -> None:
        """A value only selected on (a phase, a kind) stands nowhere in the text; one that stands in it is cut
        out, and must be explained itself."""
        handed = [v for v in values.values() if isinstance(v, str) and LETTER.search(v)]
        for value in sorted(handed, key=len, reverse=True):
            standing = re.compile(rf"(?<!\w){re.escape(value)}(?!\w)")
            if standing.search(text):
                self.values.append(value)
                text = standing.sub("\0", text)
        self.pieces += [" ".join(_words_of(piece)).casefold() for piece in text.split("\0")]


def _words_of(text: str) -> list[str]:
    """A text's words, each mark of punctuation a word of its own (a word beside a value keeps its place)."""
    return PUNCTUATION.sub(r" \1 ", text).split()


@contextmanager
def catalog_recorded(monkeypatch: pytest.MonkeyPatch, language: str) -> Iterator[Made]:
    made = Made()
    make = Words.__call__

    def recording(self: Words, message_id: str, **values):
        text = make(self, message_id, **values)
        if self.language == language:  # English words drawn on a German picture are not explained
            made.add(text, values)
        return text

    with monkeypatch.context() as patched:
        patched.setattr(Words, "__call__", recording)
        yield made


def unexplained(text: str, made: Made, value: Callable[[str], bool]) -> bool:
    """Whether `text` holds a word neither the catalog made nor a value that is no word explains."""
    cut = text.rstrip().endswith("…")
    tokens = _words_of(text.replace("…", " "))
    if not tokens:
        return False
    reach = [True] + [False] * len(tokens)  # reach[i]: tokens[:i] explained
    for start in range(len(tokens)):
        if not reach[start]:
            continue
        for end in range(start + 1, len(tokens) + 1):
            last = cut and end == len(tokens)
            if _explained(tokens[start:end], made, value, last):
                reach[end] = True
    return not reach[-1]


def _explained(tokens: list[str], made: Made, value: Callable[[str], bool], cut: bool) -> bool:
    if len(tokens) == 1:
        word = tokens[0]
        if not LETTER.search(word) or PLAYER.match(word) or value(word):
            return True
    wanted = " " + " ".join(tokens).casefold() + ("" if cut else " ")
    return any(wanted in f" {piece} " for piece in made.pieces)


def words_not_from_a_catalog(name: str, monkeypatch: pytest.MonkeyPatch, language: str = LANGUAGE
                             ) -> list[tuple[str, str]]:
    """(picture, text) of every text drawn, or handed to the catalog as a value, that nothing explains."""
    value = GAME_VALUES.get(name, _names_only)()
    found = []
    for label, draw in game_drawings(name, language):
        with catalog_recorded(monkeypatch, language) as made:
            _, records = texts_drawn(draw)
        texts = {r.text for r in records} | set(made.values)
        found += [(label, text) for text in sorted(texts) if unexplained(text, made, value)]
    return found


@pytest.mark.parametrize("name", drawn_games())
def test_every_word_drawn_comes_from_the_catalog(name, monkeypatch):
    found = words_not_from_a_catalog(name, monkeypatch)
    assert not found, f"{name} draws words of no catalog ({len(found)}): {sorted({t for _, t in found})[:12]}"


def test_an_english_literal_drawn_is_caught(monkeypatch):
    from render.throneworld import table

    monkeypatch.setattr(table, "status_line", lambda view, said, me=None: "Your move")
    found = words_not_from_a_catalog("throneworld", monkeypatch)
    assert "Your move" in {text for _, text in found}


@pytest.mark.parametrize("name", drawn_games())
def test_english_words_drawn_on_a_german_picture_are_caught(name, monkeypatch):
    """Each game's renderers handed English's catalog while German is asked for: whatever they draw in words
    is English, and caught."""
    import render.registry
    from tests.render import phone_text

    english = words("en")
    monkeypatch.setattr(render.registry, "words", lambda language: english)
    monkeypatch.setattr(phone_text, "words", lambda language: english)
    found = words_not_from_a_catalog(name, monkeypatch)
    assert found, f"{name}: English words drawn on a German picture went unseen"


def test_a_catalog_text_wrapped_or_cut_is_explained_and_an_english_value_in_it_is_not(monkeypatch):
    german = words(LANGUAGE)
    value = _throneworld_values()
    with catalog_recorded(monkeypatch, LANGUAGE) as made:
        head = german("tw-pic-status-event-chooser", event="Imperial Attack", player="player2")
        title = german("tw-pic-section-orders")
        nested = german("tw-pic-status-revealing", phase=german("tw-pic-simultaneous", phase="research"))
    assert head == "Ereignis Imperial Attack: player2 wählt das Ziel"
    assert made.values == ["Imperial Attack", "player2", "Forschung"]  # "research" is only selected on
    for drawn in (title, "DEINE BEFEHLE (für die", "anderen verborgen)", "Deine Befeh…", "player2 wählt das Ziel",
                  nested, "Forschung", "2B P 3H", "E5 → D4", "FBPMS", "player2"):
        assert not unexplained(drawn, made, value), drawn
    for drawn in (head, "Imperial Attack", "Ereignis Imperial", "Your move", "wählt das Zielfoto", "Research"):
        assert unexplained(drawn, made, value), drawn
