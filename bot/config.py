"""Configuration from the environment and `.env` (see .env.example)."""

from __future__ import annotations

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    """The bot's token from the Discord developer portal. SecretStr: never printed in logs or reprs."""
    database_url: str = "sqlite:///data/dicehall.db"
    dev_guild_id: int | None = None
    """Sync slash commands to this guild only (instant, for development); unset = globally."""
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
