"""The Discord client: loads the features' cogs, registers their persistent buttons, syncs commands, and runs
the loop that does the work the bot owes (reminders, timeouts, AI seats left to move) and has the sender
deliver the outbox. What the features are comes in as `Features` (the composition root: cogs/_features.py for
the bot's own), so the plumbing imports no feature."""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord
import yarl
from discord.ext import commands

from bot.config import Settings
from bot.health import discord_trace
from bot.logs import hide_tokens
from bot.service import TableService
from engines.said import Text
from plumbing.faults import answer_fault
from plumbing.pace import GlobalPace, pace_requests, process_share
from plumbing.sender import Posts, Sender
from plumbing.sync import sync_commands
from plumbing.thinking import answer_left_thinking, forget_expired
from plumbing.translator import CatalogTranslator

log = logging.getLogger(__name__)


def point_discord_at(settings: Settings) -> None:
    """Use another REST base and gateway (the local stand-in of Discord) when configured."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


@dataclass(frozen=True)
class Features:
    """What the bot serves, handed to the plumbing."""

    extensions: Sequence[str]
    """The modules of the commands (discord.py extensions, each with `async def setup(bot)`)."""
    dynamic_items: Sequence[type[discord.ui.DynamicItem[Any]]]
    """The persistent buttons and menus, known again after a restart by their custom ids."""
    posts: Callable[[discord.Client, TableService], Posts]
    """What the outbox's notices say, for the sender."""
    refuse: Callable[[discord.Interaction, Text], Awaitable[None]]
    """One private sentence to the person an interaction is from."""


class DicehallBot(commands.Bot):
    def __init__(self, service: TableService, settings: Settings, features: Features):
        intents = discord.Intents.none()
        intents.guilds = True  # the only events the bot reads: its guilds, channels and threads (interactions
        # arrive whatever the intents; it reads no messages, members or presences)
        self.pace = GlobalPace(process_share(settings.discord_global_limit, settings.shards()))
        trace = discord_trace()
        pace_requests(trace, self.pace)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         http_trace=trace, allowed_mentions=discord.AllowedMentions.none(),
                         **shard_options(settings))
        # Nobody is pinged unless a post names whom (cogs._shown.pinging): nothing a player types can ping.
        hide_tokens()
        self.service = service
        self.settings = settings
        self.features = features
        self.sender = Sender(self, service, features.posts(self, service))
        self._deadline_task: asyncio.Task | None = None
        self.boot = secrets.token_hex(8)
        """This process among the bot's processes, the earlier ones included (plumbing/thinking.py)."""
        self.force_sync = False
        self.sync_only = False
        """`python -m bot sync`: log in, sync the commands whatever changed, and do nothing else."""

    async def start_until_ready(self, timeout: float = 60.0, one_guild: bool = False) -> asyncio.Task:
        """Log in and connect in a background task and return it once the bot is ready; raise what
        stopped it if it stops first. `one_guild`: the stand-in sends its only guild at once, so
        don't wait discord.py's 2 s for more."""
        if one_guild:
            self._connection.guild_ready_timeout = 0.05
        task = asyncio.create_task(self.start(self.settings.token()),
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
        for module in self.features.extensions:
            await self.load_extension(module)
        self.add_dynamic_items(*self.features.dynamic_items)
        self.tree.error(self.on_app_command_error)
        await self.tree.set_translator(CatalogTranslator(self.tree))  # every command known: their German names
        await sync_commands(self.tree, self.settings.synced_commands_path(), self.settings.dev_guild_id,
                            force=self.force_sync)
        if not self.sync_only:
            self._deadline_task = asyncio.create_task(self._deadline_loop())

    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        """A bug must never reach a player as a stack trace (plumbing/faults.py)."""
        await answer_fault(interaction, error, getattr(interaction.command, "qualified_name", "a command"))

    async def on_error(self, event_method: str, *args, **kwargs) -> None:
        log.exception("Event %s failed", event_method)

    async def close(self) -> None:
        if self._deadline_task:
            self._deadline_task.cancel()
        await super().close()

    async def _deadline_loop(self) -> None:
        """Do the due work and deliver the outbox, every few seconds. Both live in the database, so after
        a restart whatever fell due or was not yet delivered is done on the first pass."""
        await self.wait_until_ready()
        try:
            await answer_left_thinking(self)
        except Exception:  # the store failing now: those people wait until Discord gives up, as before
            log.exception("Could not look for the commands an earlier process left thinking.")
        while not self.is_closed():
            try:
                await self.run_due(wait=False)
            except Exception:  # one bad table must not stop every channel's deadlines
                log.exception("The deadline loop failed; trying again on the next pass.")
            await asyncio.sleep(self.settings.deadline_poll_seconds)

    async def run_due(self, wait: bool = True) -> int:
        """Fire what is due now, then deliver the outbox (waiting for the deliveries when `wait`).
        Returns how many reminders and timeouts fired."""
        fired = await self.service.tick()
        await forget_expired(self)
        if wait:
            await self.sender.flush()
        else:
            self.sender.pump()
        return len(fired)


class ShardedDicehallBot(DicehallBot, commands.AutoShardedBot):
    """The bot serving the shards SHARD_COUNT and SHARD_IDS name (all of them when SHARD_IDS is unset), with
    one gateway connection per shard; the store then claims only work of guilds on those shards."""


def shard_options(settings: Settings) -> dict:
    if settings.shard_count is None:
        return {}
    return {"shard_count": settings.shard_count, "shard_ids": list(settings.shards().ids)}


def new_bot(service: TableService, settings: Settings, features: Features) -> DicehallBot:
    """One process for the whole bot (unset SHARD_COUNT), or the shards SHARD_IDS of SHARD_COUNT."""
    return (DicehallBot if settings.shard_count is None else ShardedDicehallBot)(service, settings, features)
