"""How people and their words are shown in Discord: names letter for letter (never a mention or markdown they
did not mean), exactly the pings a post means, and autocomplete choices within Discord's limits."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.models import Table


def player_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


def mention(user_id: str, name: str) -> str:
    return f"<@{user_id}>" if user_id.isdigit() else f"**{shown_name(name)}**"


def shown_name(name: str) -> str:
    """A name as Discord shows it letter for letter: its markdown escaped, and no mention in it (a zero-width
    space after each @), whatever a player named themselves or an AI seat."""
    return discord.utils.escape_markdown(name).replace("@", "@\u200b")


def with_names_shown(text: str, names: list[str]) -> str:
    """`text` (an engine's narration, a prompt) with each of the table's names in it shown letter for letter;
    longest first, so a name inside another is not escaped twice."""
    for name in sorted(names, key=len, reverse=True):
        shown = shown_name(name)
        if shown != name and name.strip():
            text = text.replace(name, shown)
    return text


def pinging(content: str, table: Table) -> discord.AllowedMentions:
    """Exactly the seated people the post names by mention may be pinged: nobody else, whatever the text
    holds (the bot's default, DicehallBot, pings nobody)."""
    named = [discord.Object(int(s.user_id)) for s in table.seats
             if not s.ai and s.user_id.isdigit() and f"<@{s.user_id}>" in content]
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=named)


def suggestions(found: list[tuple[str, Any]]) -> list[app_commands.Choice]:
    """Autocomplete choices as Discord takes them: at most 25, names cut to 100 characters, and no choice whose
    value would pass 100 (one echoing a long text typed: Discord refuses the whole answer). Values are text, or
    numbers for a number option."""
    fitting = [(label, value) for label, value in found if 1 <= len(str(value)) <= MAX_CHOICE]
    return [app_commands.Choice(name=label[:MAX_CHOICE] or str(value), value=value) for label, value in fitting[:25]]


MAX_CHOICE = 100
