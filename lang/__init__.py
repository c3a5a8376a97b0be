"""The bot's words in each reader's language (issue 46): message catalogs in Fluent (Project Fluent's `.ftl`
files, read by `fluent.runtime`; docs/LANGUAGES.md says why Fluent), one folder a language under
`lang/locales/<language>/`, shipped as package data. Code names a message by its id and hands its values
over; the catalog makes the sentence, with the language's plural forms and its way of writing numbers.

Who reads in which language is decided where the reader is known (cogs/_language.py): a private answer in
the asker's Discord language, a public post in the server's. This module only knows languages."""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast

from engines.said import Said, Text, Value

LANGUAGES = ("en", "de")
"""The languages the bot speaks; the first is the one for everyone else."""
DEFAULT = LANGUAGES[0]
SETTINGS = ("auto", *LANGUAGES)
"""What /game settings language: takes: auto follows the server's Discord language."""
CATALOGS = "lang.locales"


class MissingWords(LookupError):
    """A message the catalog lacks, or one it cannot make with the values given: a fault of the bot,
    caught by tests/test_lang.py before it reaches a player."""


class Words:
    """One language's catalog: `words("mine-none")`, `words("mine-awaiting", count=2)`."""

    def __init__(self, language: str, bundle: FluentBundle, ids: frozenset[str]):
        self.language = language
        self._bundle = bundle
        self.ids = ids
        self._made = lru_cache(maxsize=MADE_KEPT, typed=True)(self._made_now)
        """Sentences made, by message and values (each value's type too: 1 and 1.0 are said apart): a picture
        says the same few words over and over (every hex of a Throneworld map), and Fluent makes each afresh (a
        millisecond of a picture's ten). Pictures drawn in threads share it: lru_cache is safe there."""

    def __call__(self, message_id: str, **values: Any) -> str:
        return self._formatted(message_id, None, values)

    def say(self, text: Text) -> str:
        """What a game handed over (engines/said.py) as a sentence of this language: a Said made from the
        catalog, its Said values first and its lists as the language's list; a plain string as it is."""
        if isinstance(text, Said):
            return self(text.id, **{name: self._value(value) for name, value in text.values.items()})
        return text

    def _value(self, value: Value) -> str | int | float:
        if isinstance(value, Said):
            return self.say(value)
        if isinstance(value, tuple):
            return self.listed([self._value(v) for v in value])
        return value

    def listed(self, items: list[Any]) -> str:
        """Items as this language lists them: "a, b and c" ("a, b und c"); none is the catalog's "nobody"."""
        shown = [str(item) for item in items]
        if not shown:
            return self("list-none")
        if len(shown) == 1:
            return shown[0]
        return self("list-last", rest=self("list-separator").join(shown[:-1]), last=shown[-1])

    def attribute(self, message_id: str, name: str, **values: Any) -> str:
        """A message's attribute (`.description` of a command's entry)."""
        return self._formatted(message_id, name, values)

    def has(self, message_id: str) -> bool:
        return message_id in self.ids

    def _formatted(self, message_id: str, attribute: str | None, values: dict[str, Any]) -> str:
        try:
            return self._made(message_id, attribute, **values)
        except TypeError:  # a value that cannot be a key (none of the bot's): made every time
            return self._made_now(message_id, attribute, **values)

    def _made_now(self, message_id: str, attribute: str | None, **values: Any) -> str:
        if message_id not in self.ids:
            raise MissingWords(f"The {self.language} catalog has no message {message_id!r}.")
        message = self._bundle.get_message(message_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            raise MissingWords(f"The {self.language} message {message_id!r} has no {attribute or 'value'}.")
        text, errors = self._bundle.format_pattern(pattern, {k: _within_a_placeable(v) for k, v in values.items()})
        if errors:
            raise MissingWords(f"The {self.language} message {message_id!r} could not be made: {errors[0]}")
        return str(text)


MADE_KEPT = 2048
"""Sentences a catalog keeps made (a few hundred kilobytes at most)."""
PLACEABLE_MOST = 1000
"""fluent.runtime refuses a value longer than this (its guard against runaway messages): a text a player typed is
cut to it (what is echoed back is cut much shorter by the bot anyway)."""


def _within_a_placeable(value: Any) -> Any:
    return value[:PLACEABLE_MOST - 1] + "…" if isinstance(value, str) and len(value) > PLACEABLE_MOST else value


def language_of(locale: str | None) -> str:
    """The language a Discord locale ("de", "en-US", "pt-BR") is answered in: its own where the bot speaks
    it, English otherwise."""
    language = (locale or "").split("-")[0].lower()
    return language if language in LANGUAGES else DEFAULT


def server_language(setting: str, preferred_locale: str | None) -> str:
    """A server's public language: its /game settings language (auto: its Discord language)."""
    return setting if setting in LANGUAGES else language_of(preferred_locale)


def catalog_files(language: str) -> dict[str, str]:
    """{file name: text} of a language's catalog."""
    folder = resources.files(CATALOGS) / language
    return {f.name: f.read_text(encoding="utf-8") for f in folder.iterdir() if f.name.endswith(".ftl")}


def parsed(text: str) -> fluent_ast.Resource:
    return FluentResource(text)


@cache
def words(language: str) -> Words:
    """The catalog of `language` (English for one the bot does not speak)."""
    language = language if language in LANGUAGES else DEFAULT
    bundle = FluentBundle([language], use_isolating=False)  # Discord lays out mixed scripts itself; the
    # isolating marks would stand in command names and markdown
    ids: set[str] = set()
    for name, text in sorted(catalog_files(language).items()):
        resource = parsed(text)
        junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
        if junk:
            raise MissingWords(f"{language}/{name} does not parse: {junk[0].annotations[0].message}")
        bundle.add_resource(resource)
        ids.update(e.id.name for e in resource.body if isinstance(e, fluent_ast.Message))
    return Words(language, bundle, frozenset(ids))


ENGLISH = words(DEFAULT)
"""English's catalog: the words of a picture drawn for no reader in particular (a test's, the benchmark's)."""
