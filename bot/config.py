"""Configuration from the environment and `.env` (see .env.example)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Annotated

from pydantic import SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.limits import Limits
from bot.shards import Shards


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True)

    discord_token: SecretStr | None = None
    """The bot's token from the Discord developer portal. SecretStr: never printed in logs or reprs."""
    database_url: str = "sqlite:///data/dicehall.db"
    dev_guild_id: int | None = None
    """Sync slash commands to this guild only (instant, for development); unset = globally."""
    synced_commands_file: str | None = None
    """Where the fingerprint of the last synced slash commands is kept; unset = beside the SQLite file
    (`data/` with PostgreSQL)."""
    log_level: str = "INFO"
    discord_api_base: str | None = None
    """Point discord.py at another REST API base (the local stand-in of Discord in tests)."""
    discord_gateway_url: str | None = None
    """Point discord.py at another gateway (the local stand-in of Discord in tests)."""
    deadline_poll_seconds: float = 30.0
    """How often the deadline loop looks for due reminders and timeouts."""
    picture_workers: int = 2
    """Worker processes that draw and encode the pictures (bot/workers.py); 0 draws in threads of the
    bot's own process. One per core is right: each keeps a core busy while a move's picture is drawn."""

    lobby_hours: float = 24.0
    """A lobby not started within this many hours closes by itself (its message says when)."""
    lobbies_per_user: int = 3
    """Open lobbies one person may have created on one server at once."""
    guild_data_days: float = 30.0
    """Days a server's data is kept after the bot was removed from it; then it is deleted (docs/PRIVACY.md)."""
    operator_contact: str = ""
    """How players reach whoever runs this bot (an e-mail, a support server invite), shown by /game about."""
    source_url: str = ""
    """Where this bot's source and its privacy policy (docs/PRIVACY.md) are published, shown by /game about."""

    shard_count: int | None = None
    """Discord shards in all (several processes share them); unset = one unsharded gateway connection."""
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    """The shards this process serves, e.g. `0,1` (needs SHARD_COUNT, and PostgreSQL unless it is all of
    them); unset = all SHARD_COUNT shards."""
    discord_global_limit: int = 50
    """Requests a second Discord allows this bot's token over all routes (its global limit): 50, unless
    Discord raised it for the bot. Every process takes the share of it its shards are (plumbing/pace.py)."""
    metrics_port: int | None = None
    """Serve Prometheus metrics on /metrics and the health check on /health at this port; unset = off."""
    metrics_host: str = "127.0.0.1"

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(int(part) for part in value.replace(" ", "").split(",") if part) or None
        return value

    def token(self) -> str:
        """The bot's token, where one is set (the playground runs without: bot/__main__.py checks first)."""
        if self.discord_token is None:
            raise ValueError("No DISCORD_TOKEN is set.")
        return self.discord_token.get_secret_value()

    def shards(self) -> Shards:
        """Whose work this process does (deadlines, AI moves, notices), by Discord's shard rule."""
        if self.shard_count is None:
            if self.shard_ids is not None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT: how many shards there are in all.")
            return Shards()
        return Shards(self.shard_count, self.shard_ids or tuple(range(self.shard_count)))

    def limits(self) -> Limits:
        return Limits(lobby_lifetime=timedelta(hours=self.lobby_hours), lobbies_per_user=self.lobbies_per_user,
                      guild_data_kept=timedelta(days=self.guild_data_days))

    def synced_commands_path(self) -> Path:
        if self.synced_commands_file:
            return Path(self.synced_commands_file)
        if self.database_url.startswith("sqlite:///"):
            return Path(self.database_url.removeprefix("sqlite:///")).with_name("synced-commands.json")
        return Path("data/synced-commands.json")
