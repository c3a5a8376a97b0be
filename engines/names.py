"""How a name typed in a command finds a seated player, whatever script or symbols the names use."""

from __future__ import annotations

import re
import unicodedata


def _folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold().strip()


def _letters(name: str) -> str:
    return re.sub(r"[\W_]", "", _folded(name))


def player_called(players: list[str], typed: str) -> str | None:
    """The player `typed` means: the exact seat name first (so "@everyone" or "**bold**" is a name like any
    other); else the one name equal ignoring case and width, then without a leading @ (as people type names
    in Discord), then by its letters and digits alone (any script). None when nobody or several match."""
    if typed in players:
        return typed
    for key, typed_key in ((_folded, typed), (_folded, typed.strip().removeprefix("@")),
                           (_letters, typed)):
        wanted = key(typed_key)
        matches = [p for p in players if wanted and key(p) == wanted]
        if len(matches) == 1:
            return matches[0]
    return None
