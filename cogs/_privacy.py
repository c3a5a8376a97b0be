"""/game about, /game forget-me and /game forget-server, and the bot removed from a server (docs/PRIVACY.md):
Discord's side of bot/privacy.py. Forgetting is asked for with a command and confirmed with a button that
only the asker (or, for a server, someone who may manage it) can press; both answers are private."""

from __future__ import annotations

import logging
import re
from importlib.metadata import PackageNotFoundError, version

import discord

from bot.privacy import forget_person, forget_server
from cogs._client import bot_of
from cogs._common import answer, refuse, service_of

log = logging.getLogger(__name__)

POLICY = "docs/PRIVACY.md"


def bot_version() -> str:
    try:
        return version("dicehall")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"


def about_text(source_url: str, contact: str) -> str:
    """Who runs this bot, what it keeps, and how to have it deleted: one private message."""
    policy = f"{source_url.rstrip('/')}/blob/main/{POLICY}" if source_url else f"{POLICY}, published with its source"
    return "\n".join([
        f"**Dicehall** {bot_version()}: tabletop games played in your server's channels.",
        f"**Privacy policy**: {policy}. In short: your Discord id, your server name at each table, your games, "
        "moves, results and ratings, and your reminder settings; nothing you write anywhere else (the bot reads "
        "no messages).",
        "**Delete your data**: /game forget-me removes you from every game and leaderboard on every server. "
        "A server's admins: /game forget-server deletes everything of this server.",
        f"**Source**: {source_url}" if source_url else "**Source**: not published by this bot's operator.",
        f"**Operator**: {contact}" if contact else "**Operator**: this bot's operator has not given a contact.",
    ])


FORGET_ME = ("This removes you from Dicehall on **every server**: your name and id at every table (your seat "
             "becomes \"Former player\", played by the AI in games still going on), your ratings, results and "
             "settings. It cannot be undone. Press the button to confirm.")
FORGET_SERVER = ("This deletes **everything** Dicehall keeps of this server: every game (those going on end now), "
                 "their history, the leaderboards and the channels' settings. It cannot be undone. Press the "
                 "button to confirm.")


class ForgetMeButton(discord.ui.DynamicItem[discord.ui.Button], template=r"dhf:(?P<user>\d{1,20})"):
    """The confirmation of /game forget-me: it forgets the person whose id it carries, pressed by them."""

    def __init__(self, user_id: str):
        super().__init__(discord.ui.Button(label="Forget me", style=discord.ButtonStyle.danger,
                                           custom_id=f"dhf:{user_id}"))
        self.user_id = user_id

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> ForgetMeButton:
        return cls(match["user"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if str(interaction.user.id) != self.user_id:
            await refuse(interaction, "This button forgets the person who asked for it, not you: use /game forget-me.")
            return
        games = await forget_person(service_of(interaction), self.user_id)
        await interaction.response.edit_message(
            content=f"Done: Dicehall has forgotten you ({games} open game{'s' if games != 1 else ''} and lobbies "
                    "handed on). If you play again, you start afresh.", view=None)
        await bot_of(interaction).sender.flush()


class ForgetServerButton(discord.ui.DynamicItem[discord.ui.Button], template=r"dhg:(?P<guild>\d{1,20})"):
    """The confirmation of /game forget-server, pressed by someone who may manage that server."""

    def __init__(self, guild_id: str):
        super().__init__(discord.ui.Button(label="Delete this server's data", style=discord.ButtonStyle.danger,
                                           custom_id=f"dhg:{guild_id}"))
        self.guild_id = guild_id

    @classmethod
    # discord.py hands over the item its template made; its stub says any Item
    async def from_custom_id(  # type: ignore[override]
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]) -> ForgetServerButton:
        return cls(match["guild"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if str(interaction.guild_id) != self.guild_id or not can_manage_server(interaction):
            await refuse(interaction, "Only someone who can manage this server can delete its data.")
            return
        channels = [str(c.id) for c in interaction.guild.channels] if interaction.guild else []
        deleted = await forget_server(service_of(interaction), self.guild_id, channels)
        await interaction.response.edit_message(
            content=f"Done: everything Dicehall kept of this server is deleted ({deleted} game"
                    f"{'s' if deleted != 1 else ''}).", view=None)


def can_manage_server(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions and interaction.permissions.manage_guild)


async def ask_to_forget_me(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetMeButton(str(interaction.user.id)))
    await answer(interaction, FORGET_ME, view)


async def ask_to_forget_server(interaction: discord.Interaction) -> None:
    if not can_manage_server(interaction):
        await refuse(interaction, "Only someone who can manage this server can delete its data (Manage Server).")
        return
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetServerButton(str(interaction.guild_id)))
    await answer(interaction, FORGET_SERVER, view)


PRIVACY_ITEMS = (ForgetMeButton, ForgetServerButton)
