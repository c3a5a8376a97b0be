"""A game's rules page (`engines/<game>/rules.md`) cut to what a Discord message shows: Discord draws no
tables and keeps every line break, so tables become one line per row and hard-wrapped paragraphs are
joined; a page is read by section (`/game rules section:`), each within one message."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lang import Words

HEADING = re.compile(r"^(#{1,3}) (.+)$")
BLOCK_START = re.compile(r"^(\s*[-*] |\s*\d+\. |\||#|```)")
BULLET = re.compile(r"^\s*[-*] ")
DISCORD_LIMIT = 1900
"""Room for a section in one message, leaving some for a line about the attached page."""


@dataclass(frozen=True)
class Section:
    title: str
    level: int
    text: str
    """The section as Discord shows it (its heading bold on the first line)."""


def sections(page: str) -> list[Section]:
    """The page's sections in order: the introduction (under the title) first, then every heading of
    level 2 or 3 with its text up to the next heading of the same or a higher level."""
    lines = page.splitlines()
    starts = [(i, len(m[1]), m[2].strip()) for i, line in enumerate(lines) if (m := HEADING.match(line))]
    found = []
    for n, (i, level, title) in enumerate(starts):
        end = next((j for j, lv, _ in starts[n + 1:] if lv <= level), len(lines))
        if level == 1:
            end = starts[n + 1][0] if n + 1 < len(starts) else len(lines)
        body = discord_text("\n".join(lines[i + 1:end]))
        found.append(Section(title=title, level=level, text=f"**{title}**\n{body}".strip()))
    return found


def find_section(page: str, name: str) -> Section | None:
    """The section whose title is `name` (case and spacing aside), or the first that starts with it."""
    wanted = " ".join(name.lower().split())
    every = sections(page)
    return (next((s for s in every if s.title.lower() == wanted), None)
            or next((s for s in every if s.title.lower().startswith(wanted)), None))


def discord_text(markdown: str) -> str:
    """Markdown of a rules page as Discord shows it: paragraphs joined into one line each, list items
    kept as lines (their wrapped continuations joined), tables turned into one line per row."""
    out: list[str] = []
    table: list[list[str]] = []
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.lstrip().startswith("|"):  # a table, also one indented under a list item
            table.append([cell.strip() for cell in line.strip().strip("|").split("|")])
            continue
        if table:
            out.extend(table_lines(table))
            table = []
        if not line.strip():
            out.append("")
        elif out and out[-1] and not BLOCK_START.match(line):  # a wrapped line: Discord would break there
            out[-1] = f"{out[-1]} {line.strip()}"
        else:
            out.append(_bullet(line) if BULLET.match(line) else line.strip())
    if table:
        out.extend(table_lines(table))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip()


def _bullet(line: str) -> str:
    indent = len(line) - len(line.lstrip())
    return ("  " if indent >= 2 else "") + "• " + line.lstrip()[2:]


def table_lines(rows: list[list[str]]) -> list[str]:
    """A markdown table as lines: each row names its first cell, then every other cell under its
    column's heading ("**1** — white: 1 sword · yellow: 1 sword")."""
    rows = [r for r in rows if not all(set(cell) <= set("-: ") for cell in r)]
    if not rows:
        return []
    head, body = rows[0], rows[1:]
    lines = []
    for row in body:
        if len(head) == 2:  # a list of things and what they are: the heading adds nothing
            lines.append(f"• **{row[0]}** — {row[1]}" if len(row) > 1 and row[1] else f"• {row[0]}")
            continue
        parts = [f"{h}: {c}" if h else c for h, c in zip(head[1:], row[1:], strict=False) if c]
        lines.append(f"• **{row[0]}** — " + " · ".join(parts) if parts else f"• {row[0]}")
    return lines


def fit(text: str, limit: int = DISCORD_LIMIT) -> tuple[str, bool]:
    """The text cut at a line boundary to fit `limit` characters, and whether anything was cut."""
    if len(text) <= limit:
        return text, False
    kept = ""
    for line in text.split("\n"):
        if len(kept) + len(line) + 1 > limit:
            break
        kept += line + "\n"
    return (kept.rstrip() or text[:limit]), True


def overview(page: str, said: Words, limit: int = DISCORD_LIMIT) -> str:
    """What `/game rules` shows first: the introduction, how to play in Discord (the page's Commands
    or "Playing in Discord" section, opening part) and the sections one can ask for (that line in the
    reader's language; the page is English)."""
    every = sections(page)
    intro = fit(every[0].text, 700)[0] if every else ""
    how = next((s for s in every if s.title.lower() in ("playing in discord", "commands")), None)
    names = " · ".join(s.title for s in every[1:])
    budget = limit - len(intro) - len(names) - 80
    parts = [intro]
    if how is not None and budget > 200:
        parts.append(fit(how.text, budget)[0])
    parts.append(said("rules-sections", names=names))
    return fit("\n\n".join(parts), limit)[0]
