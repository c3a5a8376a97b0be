"""Slash commands in the reader's language (issue 46): discord.py's `app_commands.Translator`, asked at each
sync for every command, option and choice in every Discord locale, answers from the catalogs (lang/__init__.py,
`lang/locales/<language>/commands.ftl`); English is the code's own text, so it answers nothing there. Discord
shows each person the names and descriptions of their client's language and still sends the bot the default
names, so nothing else changes.

A command string's catalog id comes from where it sits, so the game cogs need no ids of their own:
`cmd-game-new` (its name, `.description` its description), `opt-game-new-game` (an option), and
`choice-<option>-<value>` (a choice: one entry for a choice that several commands offer alike, as the five
games; `choice-<command>-<option>-<value>` where the same option and value are worded differently)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from discord import Locale, app_commands
from discord.app_commands import Choice, TranslationContextLocation, locale_str

from lang import DEFAULT, language_of, words

Where = TranslationContextLocation
NAMES = (Where.command_name, Where.group_name, Where.parameter_name, Where.choice_name)
DESCRIPTIONS = (Where.command_description, Where.group_description, Where.parameter_description)


def command_key(qualified_name: str) -> str:
    return "cmd-" + qualified_name.replace(" ", "-")


def option_key(qualified_name: str, option: str) -> str:
    return f"opt-{qualified_name.replace(' ', '-')}-{option}"


def _slug(value: object) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", str(value))


def commands_of(tree: app_commands.CommandTree) -> Iterator[app_commands.Command | app_commands.Group]:
    """Every command and group of the tree, groups before their subcommands."""
    stack = list(reversed(tree.get_commands()))
    while stack:
        command = stack.pop()
        yield command
        if isinstance(command, app_commands.Group):
            stack.extend(reversed(command.commands))


def choice_keys(tree: app_commands.CommandTree) -> dict[int, str]:
    """{id of a choice object: its catalog id} for every choice a command of the tree offers."""
    offered: dict[str, list[tuple[str, Choice]]] = defaultdict(list)
    for command in commands_of(tree):
        for parameter in getattr(command, "parameters", []):
            for choice in parameter.choices:
                offered[f"{parameter.name}-{_slug(choice.value)}"].append((command.qualified_name, choice))
    keys = {}
    for shared, choices in offered.items():
        alike = len({choice.name for _, choice in choices}) == 1
        for qualified_name, choice in choices:
            keys[id(choice)] = "choice-" + (shared if alike else f"{qualified_name.replace(' ', '-')}-{shared}")
    return keys


class CatalogTranslator(app_commands.Translator):
    """Set on the tree once every cog is loaded (its choices are known by the objects the commands hold; a
    choice an autocomplete offers, a player's name, is never translated)."""

    def __init__(self, tree: app_commands.CommandTree):
        self.choices = choice_keys(tree)

    def key(self, context: app_commands.TranslationContext) -> str | None:
        data = context.data
        if context.location in (Where.command_name, Where.command_description, Where.group_name,
                                Where.group_description):
            return command_key(data.qualified_name)
        if context.location in (Where.parameter_name, Where.parameter_description):
            return option_key(data.command.qualified_name, data.name)
        if context.location is Where.choice_name:
            return self.choices.get(id(data))
        return None

    async def translate(self, string: locale_str, locale: Locale,
                        context: app_commands.TranslationContext) -> str | None:
        language = language_of(locale.value)
        key = self.key(context)
        said = words(language)
        if language == DEFAULT or key is None or not said.has(key):
            return None
        return said.attribute(key, "description") if context.location in DESCRIPTIONS else said(key)
