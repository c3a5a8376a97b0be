"""What the cog tests hand a command in place of Discord's interaction."""

from __future__ import annotations

from typing import Any


class Answers:
    """An interaction's response: what was sent, and whether only the asker sees it."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    def is_done(self) -> bool:
        return bool(self.sent)

    async def send_message(self, content: str, ephemeral: bool = False, **_: Any) -> None:
        self.sent.append((content, ephemeral))
