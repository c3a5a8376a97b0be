"""The words a player's own picture carries beside its map: what it waits for (status_line) and its
sections of lines (chits, orders, plan). The public picture carries none: its words are the message's
(engines/throneworld/standing.py).
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from lang import Words
from render.common import MUTED, wrap
from render.throneworld.style import SIMULTANEOUS, _text, said_text

# --- the header and the panel ----------------------------------------------------------------------------


def status_line(view: Any, words: Words, me: str | None = None) -> str:
    """Whose turn, or what is awaited, in a few words. A reaction window whose prompts are secret (nobody
    awaited in the view) names nobody. In a player's own picture, their own prompt is said to them."""
    phase = view.phase
    awaiting = list(view.awaiting or [])
    event = said_text(words, view.event or "")
    if phase == "over" or view.result:
        winners = (view.result or {}).get("winners") or []
        if not winners:
            return words("tw-pic-status-no-winner")
        return words("tw-pic-status-over", winners=", ".join(winners), count=len(winners))
    if me is not None and me in awaiting:
        if phase == "event":
            return words("tw-pic-status-my-event", event=event)
        return words("tw-pic-status-mine", phase=phase)
    if phase in ("window", "counterjam"):
        if not awaiting:
            return words("tw-pic-status-window-open")
        return words("tw-pic-status-window", names=_names(awaiting, words), phase=phase)
    if phase in SIMULTANEOUS:
        word = words("tw-pic-simultaneous", phase=phase)
        if not awaiting:
            return words("tw-pic-status-revealing", phase=word)
        if len(awaiting) == len(view.order):
            return words("tw-pic-status-everyone", phase=word)
        return words("tw-pic-status-waiting", phase=word, names=_names(awaiting, words))
    return _turn_line(phase, awaiting[0] if awaiting else view.current, event, words)


def _turn_line(phase: str, who: str | None, event: str, words: Words) -> str:
    """Whose turn it is in a phase one player plays at a time."""
    if phase == "move":
        return words("tw-pic-status-expansion", player=who or "")
    if phase == "chit":
        return words("tw-pic-status-chit", player=who or "")
    if phase == "event":
        return words("tw-pic-status-event-chooser", event=event, player=who) if who else \
            words("tw-pic-status-event", event=event)
    if phase == "followup":
        return words("tw-pic-status-followup", player=who or "")
    return words("tw-pic-status-player", player=who) if who else words("tw-pic-status-phase", phase=phase)


def _names(names: list[str], words: Words) -> str:
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return words("tw-pic-names-two", first=names[0], second=names[1])
    return words("tw-pic-names-more", first=names[0], second=names[1], more=len(names) - 2)


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
