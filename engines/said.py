"""What a game says, in no language (issue 46): a message id of the catalogs (`lang/locales/<language>/*.ftl`)
and the values it is made with. An engine is pure, so it never holds a sentence in any language: its narration,
refusals, prompts, standing lines and labels are `Said`s, and the bot makes each one a sentence in its reader's
language (`lang.Words.say`).

A value is a number, a plain string that reads the same in every language (a player's name, a die's face, a
hex's code), another `Said` (a card's name, a colour: made in the same language first), or a tuple of those
(made into the language's list: "a, b and c"). A `Said` travels as JSON (the outbox, a notice's payload) by
`said_json`/`said_from_json`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from pydantic_core import core_schema

Value: TypeAlias = "str | int | float | Said | tuple[Value, ...]"
Text: TypeAlias = "str | Said"
"""What a game hands the bot to show: a Said, or a plain string that is the same in every language."""


@dataclass(frozen=True)
class Said:
    """One message of the catalogs: `Said("thrown-rolled", {"player": "marta", "count": 2})`."""

    id: str
    values: Mapping[str, Value] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.id:
            raise ValueError("A Said needs a message id.")

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> core_schema.CoreSchema:
        """In a pydantic model (a Prompt's `what`) a Said is taken as it is, and dumped as `said_json` writes it."""
        return core_schema.is_instance_schema(cls, serialization=core_schema.plain_serializer_function_ser_schema(
            said_json))


def said(message_id: str, **values: Value) -> Said:
    """`said("thrown-rolled", player=p, count=2)`: the short way to write a Said."""
    return Said(message_id, values)


def said_json(text: Text) -> Any:
    """A Said (or a plain string) as JSON: a string stays a string, a Said is {"said": id, "values": {...}}."""
    if isinstance(text, Said):
        return {"said": text.id, "values": {k: _value_json(v) for k, v in text.values.items()}}
    return text


def said_from_json(data: Any) -> Text:
    """The Said (or string) `said_json` wrote; a string written before the games spoke in ids stays as it is."""
    if isinstance(data, dict) and "said" in data:
        return Said(data["said"], {k: _value_from_json(v) for k, v in data.get("values", {}).items()})
    return data if isinstance(data, str) else str(data)


def _value_json(value: Value) -> Any:
    if isinstance(value, Said):
        return said_json(value)
    if isinstance(value, tuple):
        return {"list": [_value_json(v) for v in value]}
    return value


def _value_from_json(data: Any) -> Value:
    if isinstance(data, dict) and "said" in data:
        return said_from_json(data)
    if isinstance(data, dict) and "list" in data:
        return tuple(_value_from_json(v) for v in data["list"])
    if isinstance(data, str | int | float):
        return data
    raise ValueError(f"Not a value a Said holds: {data!r}")
