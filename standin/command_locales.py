"""Localized application commands, checked as Discord checks them when a bot syncs its commands (interactions/
application-commands, "Localization" and "Application Command Naming"): a localization's key is one of Discord's
locales; a localized name follows the rules of names (1-32 characters, lowercase where a lowercase exists, the
naming regex), a localized description and choice name 1-100 characters; and a localized option name differs
from every other option's default name on its command and from every other option's name in that locale."""

from __future__ import annotations

from typing import Any

from standin.limits import Violation, _check_name, _too_long

LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko"})
"""Discord's available locales (reference#locales)."""
SUBCOMMANDS = (1, 2)


def check_localizations(commands: Any) -> list[Violation]:
    """A bulk overwrite's localizations (the rest of the payload is limits.check_commands's)."""
    if not isinstance(commands, list):
        return []
    out: list[Violation] = []
    for i, command in enumerate(commands):
        if isinstance(command, dict) and command.get("type", 1) == 1:
            out += _localized(str(i), command)
            out += _options(f"{i}.options", command.get("options") or [])
    return out


def _localized(path: str, item: dict[str, Any]) -> list[Violation]:
    out: list[Violation] = []
    for field, check in (("name_localizations", _check_name), ("description_localizations", _description)):
        localizations = item.get(field) or {}
        if not isinstance(localizations, dict):
            out.append(Violation(f"{path}.{field}", "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType"))
            continue
        for locale, value in localizations.items():
            if locale not in LOCALES:
                out.append(Violation(f"{path}.{field}.{locale}", "INVALID_LOCALE", f"Invalid locale {locale!r}"))
            else:
                out += check(f"{path}.{field}.{locale}", value)
    return out


def _description(path: str, value: Any) -> list[Violation]:
    return _too_long(path, value, 100, 1)


def _options(path: str, options: list[dict[str, Any]]) -> list[Violation]:
    out: list[Violation] = []
    for j, option in enumerate(options):
        p = f"{path}.{j}"
        out += _localized(p, option)
        for k, choice in enumerate(option.get("choices") or []):
            for locale, value in (choice.get("name_localizations") or {}).items():
                cp = f"{p}.choices.{k}.name_localizations.{locale}"
                out += ([Violation(cp, "INVALID_LOCALE", f"Invalid locale {locale!r}")] if locale not in LOCALES
                        else _description(cp, value))
        if option.get("type") in SUBCOMMANDS:
            out += _options(f"{p}.options", option.get("options") or [])
    parameters = [o for o in options if o.get("type") not in SUBCOMMANDS]
    return out + _clashing_names(path, parameters)


def _clashing_names(path: str, options: list[dict[str, Any]]) -> list[Violation]:
    """A localized option name that is another option's default name, or another option's name in its locale."""
    out = []
    defaults = [o.get("name") for o in options]
    for j, option in enumerate(options):
        for locale, name in (option.get("name_localizations") or {}).items():
            if name == option.get("name"):
                continue  # the same as its own default: Discord ignores it
            taken = {d for n, d in enumerate(defaults) if n != j}
            taken |= {(o.get("name_localizations") or {}).get(locale, o.get("name"))
                      for n, o in enumerate(options) if n != j}
            if name in taken:
                out.append(Violation(f"{path}.{j}.name_localizations.{locale}",
                                     "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                                     "Command option names must be unique"))
    return out


def named(item: dict[str, Any], name: Any, locale: str) -> bool:
    """Whether a user of `locale` finds a command, option or choice by typing `name`: its default name, or its
    name in their language (the interaction still carries the default, as Discord's does)."""
    return item.get("name") == name or (item.get("name_localizations") or {}).get(locale) == name


def default_name(options: list[dict[str, Any]], name: str, locale: str) -> str:
    """The default name of the option a user of `locale` typed as `name` (`name` when none is called so)."""
    return next((o["name"] for o in options if named(o, name, locale)), name)


async def set_preferred_locale(standin: Any, locale: str, guild_id: int | None = None) -> None:
    """A server's admins choose its language ("Primary Language" in its Community settings): the bot hears it
    as a GUILD_UPDATE, and the guild's interactions carry it as `guild_locale`."""
    guild_id = guild_id or standin.guild_id
    standin.guild_locales[guild_id] = locale
    await standin._tell_bot(guild_id, "GUILD_UPDATE", standin.guild_json(guild_id))
