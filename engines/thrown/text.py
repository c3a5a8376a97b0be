"""Small wording helpers shared by the messages, the status line and the narration."""

from __future__ import annotations


def join(words: list[str]) -> str:
    if not words:
        return "nobody"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def dice_word(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def colors_text(colors: list[str]) -> str:
    return " ".join(colors)
