"""Which language a reader gets (issue 46, lang/__init__.py): a private answer in the language of the person asking
(their Discord client's, `Interaction.locale`); a public post in the server's, as /game settings language:
chose it, or else the server's Discord language (`Guild.preferred_locale`, "Primary Language" in its Community
settings; a server that never set one reads en-US)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.languages import server_setting, set_server_setting
from bot.service import TableService
from cogs._common import private_words, refuse, service_of
from lang import LANGUAGES, Words, server_language, words

LANGUAGE_CHOICES = [app_commands.Choice(name="auto (the server's Discord language)", value="auto"),
                    app_commands.Choice(name="English", value="en"), app_commands.Choice(name="German", value="de")]
"""/game settings language:'s choices, one a setting (bot/i18n.SETTINGS)."""


async def public_words(client: discord.Client, service: TableService, guild_id: str) -> Words:
    """The words of a post the server's channel sees (the guild from the bot's cache: a post from the outbox has
    no interaction to ask)."""
    guild = client.get_guild(int(guild_id)) if guild_id.isdigit() else None
    preferred = guild.preferred_locale.value if guild is not None else None
    return words(server_language(await server_setting(service, guild_id), preferred))


async def language_line(interaction: discord.Interaction, setting: str | None) -> str | None:
    """/game settings language: the server's language setting, changed first where asked (Manage Server): the
    line that says it, in the asker's language; None when the asker was refused (with a sentence)."""
    service, guild_id, said = service_of(interaction), str(interaction.guild_id), private_words(interaction)
    if setting is not None:
        if not (interaction.permissions and interaction.permissions.manage_guild):
            await refuse(interaction, said("settings-language-refused"))
            return None
        await set_server_setting(service, guild_id, setting)
    current = await server_setting(service, guild_id)
    if current in LANGUAGES:
        return said("settings-language-set", language=current)
    preferred = interaction.guild_locale.value if interaction.guild_locale else None
    return said("settings-language-auto", language=server_language(current, preferred))
