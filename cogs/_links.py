"""Links players follow to a game: its latest table message, or its channel."""

from __future__ import annotations


def game_link(guild_id: str, channel_id: str, message_id: str | None) -> str:
    """A link to the game's latest table message (Discord opens the channel there), or to its channel."""
    if message_id and channel_id.isdigit():
        return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"
    return f"<#{channel_id}>" if channel_id.isdigit() else f"#{channel_id}"
