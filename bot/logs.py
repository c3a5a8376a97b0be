"""Logs never hold a secret: discord.py logs every request's URL at DEBUG, and an interaction's URL carries
its token (valid for 15 minutes: whoever reads the log could answer as the bot), as do webhook URLs and
the gateway's IDENTIFY. The token is replaced before any handler sees the record."""

from __future__ import annotations

import logging
import re

TOKEN_IN_URL = re.compile(r"((?:interactions|webhooks)/\d+/)[A-Za-z0-9_.\-]+")
BOT_TOKEN = re.compile(r"([\"']token[\"']\s*:\s*[\"'])[^\"']+")
LOGGERS = ("discord", "discord.http", "discord.webhook.async_", "discord.gateway", "discord.client",
           "discord.state", "discord.interactions", "aiohttp.client")


class HideTokens(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        hidden = BOT_TOKEN.sub(r"\1<hidden>", TOKEN_IN_URL.sub(r"\1<token>", text))
        if hidden != text:
            record.msg, record.args = hidden, None
        return True


def hide_tokens() -> None:
    """Filter every logger a token could reach (a filter on a logger runs for the records made there)."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, HideTokens) for f in logger.filters):
            logger.addFilter(HideTokens())
