"""/game about, /game forget-me and /game forget-server, and the bot removed from a server (docs/PRIVACY.md):
Discord's side of bot/privacy.py. Forgetting is asked for with a command and confirmed with a button that
only the asker (or, for a server, someone who may manage it) can press; both answers are private, in the asker's
language (issue 46: lang/locales/<language>/privacy.ftl)."""

from __future__ import annotations

import logging
import re
from importlib.metadata import PackageNotFoundError, version

import discord

from bot.privacy import forget_person, forget_server
from cogs._common import answer, private_words, refuse, service_of
from cogs._language import public_words
from engines.said import said
from lang import ENGLISH, Words
from plumbing.context import bot_of
from plumbing.faults import Answered

log = logging.getLogger(__name__)

POLICY = "docs/PRIVACY.md"


def bot_version(words: Words) -> str:
    try:
        return version("dicehall")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return words("about-not-installed")


def about_text(source_url: str, contact: str, words: Words) -> str:
    """Who runs this bot, what it keeps, and how to have it deleted: one private message, in `words`' language
    (the asker's: cogs/_common.private_words)."""
    policy = (f"{source_url.rstrip('/')}/blob/main/{POLICY}" if source_url
              else words("about-policy-with-source", path=POLICY))
    return "\n".join([
        words("about-head", version=bot_version(words)),
        words("about-policy", policy=policy),
        words("about-delete"),
        words("about-source", url=source_url) if source_url else words("about-source-none"),
        words("about-operator", contact=contact) if contact else words("about-operator-none"),
    ])


class ForgetMeButton(Answered, discord.ui.DynamicItem[discord.ui.Button], template=r"dhf:(?P<user>\d{1,20})"):
    """The confirmation of /game forget-me: it forgets the person whose id it carries, pressed by them. Its label
    is in `words`' language (the asker's); one remade from a press is never shown, so it keeps English's."""

    def __init__(self, user_id: str, words: Words = ENGLISH):
        super().__init__(discord.ui.Button(label=words("forget-me-button"), style=discord.ButtonStyle.danger,
                                           custom_id=f"dhf:{user_id}"))
        self.user_id = user_id

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> ForgetMeButton:
        return cls(match["user"])

    async def handle(self, interaction: discord.Interaction) -> None:
        if str(interaction.user.id) != self.user_id:
            await refuse(interaction, said("forget-me-not-yours"))
            return
        client, service = interaction.client, service_of(interaction)

        async def former(guild_id: str) -> str:
            return (await public_words(client, service, guild_id))("forget-me-former")

        games = await forget_person(service, self.user_id, former)
        await interaction.response.edit_message(content=private_words(interaction)("forget-me-done", games=games),
                                                view=None)
        await bot_of(interaction).sender.flush()


class ForgetServerButton(Answered, discord.ui.DynamicItem[discord.ui.Button], template=r"dhg:(?P<guild>\d{1,20})"):
    """The confirmation of /game forget-server, pressed by someone who may manage that server (its label as
    ForgetMeButton's)."""

    def __init__(self, guild_id: str, words: Words = ENGLISH):
        super().__init__(discord.ui.Button(label=words("forget-server-button"), style=discord.ButtonStyle.danger,
                                           custom_id=f"dhg:{guild_id}"))
        self.guild_id = guild_id

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> ForgetServerButton:
        return cls(match["guild"])

    async def handle(self, interaction: discord.Interaction) -> None:
        if str(interaction.guild_id) != self.guild_id or not can_manage_server(interaction):
            await refuse(interaction, said("forget-server-not-yours"))
            return
        channels = [str(c.id) for c in interaction.guild.channels] if interaction.guild else []
        deleted = await forget_server(service_of(interaction), self.guild_id, channels)
        await interaction.response.edit_message(
            content=private_words(interaction)("forget-server-done", games=deleted), view=None)


def can_manage_server(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions and interaction.permissions.manage_guild)


async def ask_to_forget_me(interaction: discord.Interaction) -> None:
    words = private_words(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetMeButton(str(interaction.user.id), words))
    await answer(interaction, words("forget-me-ask", former=words("forget-me-former")), view)


async def ask_to_forget_server(interaction: discord.Interaction) -> None:
    if not can_manage_server(interaction):
        await refuse(interaction, said("forget-server-refused"))
        return
    words = private_words(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetServerButton(str(interaction.guild_id), words))
    await answer(interaction, words("forget-server-ask"), view)


PRIVACY_ITEMS = (ForgetMeButton, ForgetServerButton)
