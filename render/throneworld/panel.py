"""The words a player's own picture carries beside its map: what it waits for (status_line) and its
sections of lines (chits, orders, plan). The public picture carries none: its words are the message's
(engines/throneworld/standing.py).
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from render.common import MUTED, wrap
from render.throneworld.style import (
    PHASES,
    SIMULTANEOUS,
    _text,
)

# --- the header and the panel ----------------------------------------------------------------------------


def status_line(view: Any, me: str | None = None) -> str:
    """Whose turn, or what is awaited, in a few words. A reaction window whose prompts are secret (nobody
    awaited in the view) names nobody. In a player's own picture, their own prompt is said to them."""
    phase = view.phase
    awaiting = list(view.awaiting or [])
    result = view.result
    if phase == "over" or result:
        winners = (result or {}).get("winners") or []
        return "Game over: " + (", ".join(winners) + " win" + ("s" if len(winners) == 1 else "")
                                if winners else "no winner")
    if me is not None and me in awaiting:
        mine = {"outreach": "Outreach: your survey jumps and purchases", "move": "Your expansion",
                "window": "Reaction window: will you jam or intercept?", "counterjam": "Counter-jam, or pass?",
                "chit": "Your chit step: play a chit or pass", "research": "Research: choose your attempt",
                "event": f"Event {view.event or ''}: choose its target", "followup": "Your chit's second step",
                "production": "Production: build, then done"}
        return "▶ " + mine.get(phase, "Your move")
    if phase in ("window", "counterjam"):
        if not awaiting:
            return "Reaction window open"
        what = "counter-jams?" if phase == "counterjam" else "jam or intercept?"
        return f"{_names(awaiting)}: {what}"
    if phase in SIMULTANEOUS:
        word = {"outreach": "Outreach", "research": "Research", "production": "Production"}[phase]
        if not awaiting:
            return f"{word}: revealing"
        if len(awaiting) == len(view.order):
            return f"{word}: everyone chooses"
        return f"{word}: waiting for {_names(awaiting)}"
    who = awaiting[0] if awaiting else view.current
    if phase == "move":
        return f"▶ {who}'s expansion"
    if phase == "chit":
        return f"▶ {who}: play a chit or pass"
    if phase == "event":
        return f"Event {view.event or ''}: {who} picks the target" if who else f"Event {view.event or ''}"
    if phase == "followup":
        return f"▶ {who}: the chit's second step"
    return f"▶ {who}" if who else PHASES.get(phase, phase)


def _names(names: list[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:2]) + f" +{len(names) - 2}"


LINE = 26
LINE_H = 34
SECTION_HEAD = 30


def _section(draw: ImageDraw.ImageDraw, y: int, title: str, lines: list[tuple[str, Any]]) -> int:
    _text(draw, (16, y), title, 19, MUTED, "la", True)
    y += SECTION_HEAD
    for line, ink in lines:
        _text(draw, (28, y), line, LINE, ink)
        y += LINE_H
    return y + 8


def _section_height(lines: int) -> int:
    return SECTION_HEAD + lines * LINE_H + 8


def _wrap_lines(text: str, size: int, width: float) -> list[str]:
    return wrap(text, size, width)
