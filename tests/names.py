"""The names strangers bring (issue 39): other scripts, emoji, right-to-left text, invisible characters,
text that Discord would read as a mention or markdown. Every test of names uses these."""

HOSTILE_NAMES = [
    "Анастасия Петрова",
    "李小龙的龙之谷",
    "🐉🐉🐉 dragon",
    "عبد الله الأحمد",
    "\u200d" * 32,
    "<@1234>",
    "@everyone",
    "**bold**",
]


def seat_names(count: int, offset: int = 0) -> list[str]:
    """`count` of the names, starting at `offset` (wrapping), for a table of that size."""
    return [HOSTILE_NAMES[(offset + i) % len(HOSTILE_NAMES)] for i in range(count)]
