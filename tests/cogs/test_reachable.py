"""Every kind of action of every game can be asked for with a slash command, with an option for each of its
fields, and every option of a game's commands is a field of the action of that name (issue 44). Which moves
are legal where, and their buttons, are tests/cogs/test_controls.py's part; this test ties the commands to
the actions' shapes, so a field added to an action without its option (Thrown's `roll.done`, `skip.all`)
fails here rather than in a player's hands."""

from __future__ import annotations

import typing

import pytest

from engines import registry

SHIPPED = [name for name in registry.names() if name != "dicerace"]
VIEWS = {
    "dicethrone": {"hand"},
    "throneworld": {"hand", "map", "hex", "empire", "odds"},
    "throwdown": {"hand"},
    "thrown": {"hand"},
    "wurfelhelden": set(),
}
"""The commands that show something and play nothing, per game (every other command is an action)."""

Commands = dict[str, set[str]]
"""A game's slash commands: each command's name and the names of its options, as Discord shows them (the
`commands` fixture, tests/cogs/conftest.py, has them for every game)."""


def action_kinds(game: str) -> dict[tuple[str, ...], set[str]]:
    """Each action class of a game: the words its `do` accepts, and its fields by the names players type."""
    union = registry.get(game).action_type
    kinds = {}
    for cls in typing.get_args(union) or (union,):
        words = typing.get_args(cls.model_fields["do"].annotation)
        kinds[words] = {field.alias or name for name, field in cls.model_fields.items() if name != "do"}
    return kinds


def unreachable(game: str, found: Commands) -> list[str]:
    """What ties a game's commands to its actions and is missing, in words (empty when all is tied)."""
    problems = []
    kinds = action_kinds(game)
    for words, fields in kinds.items():
        command = next((w for w in words if w in found), None)
        if command is None:
            problems.append(f"{game}: no command for the action {'/'.join(words)}")
        elif fields != found[command]:
            problems += [f"{game}: /{game} {command} has no option {f}" for f in sorted(fields - found[command])]
            problems += [f"{game}: /{game} {command}'s option {o} is no field of the action"
                         for o in sorted(found[command] - fields)]
    actions = {w for words in kinds for w in words}
    problems += [f"{game}: /{game} {name} is neither an action nor a view" for name in found
                 if name not in actions and name not in VIEWS.get(game, set())]
    problems += [f"{game}: the view {name} is also an action" for name in VIEWS.get(game, set()) & actions]
    return problems


@pytest.mark.parametrize("game", SHIPPED)
def test_every_action_and_field_has_a_command_and_every_option_a_field(game, commands):
    assert not unreachable(game, commands[game])


def test_a_field_without_its_option_is_found(commands):
    """The fault this test guards against, planted: Thrown's roll without its `done` option."""
    planted = {name: set(options) for name, options in commands["thrown"].items()}
    planted["roll"].discard("done")
    assert unreachable("thrown", planted) == ["thrown: /thrown roll has no option done"]


def test_a_command_that_is_no_action_is_found(commands):
    planted = {**commands["wurfelhelden"], "peek": set()}
    assert unreachable("wurfelhelden", planted) == ["wurfelhelden: /wurfelhelden peek is neither an action nor a view"]
