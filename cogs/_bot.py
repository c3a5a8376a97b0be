"""The Discord client: loads every cog, registers the persistent buttons, syncs commands, and runs the
deadline loop that posts reminders and timeouts."""

from __future__ import annotations

import asyncio
import logging
import math
import pkgutil

import discord
import yarl
from discord.ext import commands

import cogs
from bot.config import Settings
from bot.health import discord_trace
from bot.service import Notice, TableService
from cogs._common import (
    DYNAMIC_ITEMS,
    direct_message,
    mention,
    ping_secret_prompts,
    refuse,
    relative_time,
    table_message,
)

log = logging.getLogger(__name__)


def point_discord_at(settings: Settings) -> None:
    """Use another REST base and gateway (the local stand-in of Discord) when configured."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


def cog_modules() -> list[str]:
    """Every extension in cogs/ (modules starting with _ are shared code, not extensions)."""
    return [f"cogs.{m.name}" for m in pkgutil.iter_modules(cogs.__path__) if not m.name.startswith("_")]


class DicehallBot(commands.Bot):
    def __init__(self, service: TableService, settings: Settings):
        intents = discord.Intents.default()
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         http_trace=discord_trace(), **shard_options(settings))
        self.service = service
        self.settings = settings
        self._deadline_task: asyncio.Task | None = None

    async def start_until_ready(self, timeout: float = 60.0, one_guild: bool = False) -> asyncio.Task:
        """Log in and connect in a background task and return it once the bot is ready; raise what
        stopped it if it stops first. `one_guild`: the stand-in sends its only guild at once, so
        don't wait discord.py's 2 s for more."""
        if one_guild:
            self._connection.guild_ready_timeout = 0.05
        task = asyncio.create_task(self.start(self.settings.discord_token.get_secret_value()),
                                   name="DicehallBot.start")
        ready = asyncio.create_task(self.wait_until_ready())
        done, _ = await asyncio.wait({ready, task}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            ready.cancel()
            task.result()  # raises what stopped the bot (a refused command sync, a failed login)
            raise RuntimeError("The bot stopped before it was ready.")
        if ready not in done:
            ready.cancel()
            raise RuntimeError(f"The bot did not become ready within {timeout:.0f} s.")
        return task

    def gateway_up(self) -> bool:
        """Connected to Discord: ready, not closed, and heartbeats answered (every shard's, when sharded)."""
        return self.is_ready() and not self.is_closed() and math.isfinite(self.latency)

    async def setup_hook(self) -> None:
        for module in cog_modules():
            await self.load_extension(module)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.on_error = self.on_app_command_error
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self._deadline_task = asyncio.create_task(self._deadline_loop())

    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        """A bug must never reach a player as a stack trace: log it, say so in one private sentence."""
        log.error("Command %s failed", getattr(interaction.command, "qualified_name", "?"), exc_info=error)
        await refuse_quietly(interaction, "Something went wrong on our side; your move was not applied. Try again.")

    async def on_error(self, event_method: str, *args, **kwargs) -> None:
        log.exception("Event %s failed", event_method)

    async def direct_reminder(self, user_id: str, text: str) -> None:
        """A reminder by direct message, for players who asked for them (/game reminders) and for
        secret prompts."""
        try:
            await direct_message(self, user_id, text)
        except discord.HTTPException:  # DMs closed: the channel reminder (or My options) still serves
            log.info("Could not send a reminder by direct message to %s.", user_id)

    async def close(self) -> None:
        if self._deadline_task:
            self._deadline_task.cancel()
        await super().close()

    async def _deadline_loop(self) -> None:
        """Fire due reminders and timeouts. Deadlines live in the database, so after a restart the
        ones that fell due while the bot was down fire on the first pass."""
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                for notice in await self.service.tick():
                    await self.announce(notice)
            except Exception:  # one bad table must not stop every channel's deadlines
                log.exception("The deadline loop failed; trying again on the next pass.")
            await asyncio.sleep(self.settings.deadline_poll_seconds)

    async def announce(self, notice: Notice) -> None:
        channel = self.get_channel(int(notice.table.channel_id)) if notice.table.channel_id.isdigit() else None
        if channel is None:
            return
        who = mention(notice.user_id, notice.player)
        if notice.kind == "reminder":
            if notice.deadline_at <= self.service.clock.now():
                return  # it fell due while the bot was down and its deadline has passed: the timeout says it all
            text = f"the game is waiting for you: {notice.what}. Time runs out {relative_time(notice.deadline_at)}."
            if not notice.secret:  # a secret prompt's player is reminded by direct message only
                await channel.send(f"⏰ {who}, {text}", allowed_mentions=discord.AllowedMentions(users=True))
            if notice.dm or notice.secret:
                await self.direct_reminder(notice.user_id, f"⏰ In {channel.mention}, {text}")
            return
        move = notice.move
        message = await table_message(self.service, move.table, move.events)
        late = "a player who was asked" if notice.secret else who
        message["content"] = f"⌛ Time ran out for {late}, so the bot made a default move.\n" + message["content"]
        await channel.send(**message)
        await ping_secret_prompts(self, self.service, move.table, move)


async def refuse_quietly(interaction: discord.Interaction, message: str) -> None:
    try:
        await refuse(interaction, message)
    except discord.HTTPException:
        log.warning("Could not tell the player about the failure (the interaction had expired).")


class ShardedDicehallBot(DicehallBot, commands.AutoShardedBot):
    """The bot serving the shards SHARD_COUNT and SHARD_IDS name (all of them when SHARD_IDS is unset), with
    one gateway connection per shard; the store then claims only work of guilds on those shards."""


def shard_options(settings: Settings) -> dict:
    if settings.shard_count is None:
        return {}
    return {"shard_count": settings.shard_count, "shard_ids": list(settings.shards().ids)}


def new_bot(service: TableService, settings: Settings) -> DicehallBot:
    """One process for the whole bot (unset SHARD_COUNT), or the shards SHARD_IDS of SHARD_COUNT."""
    return (DicehallBot if settings.shard_count is None else ShardedDicehallBot)(service, settings)
