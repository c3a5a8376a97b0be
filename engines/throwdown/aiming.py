"""Reading what a player types: an aim ("card 7", "card 7 icon 3", a grid square, "centre") and an
opponent's name; the grid square a point lies in."""

from __future__ import annotations

import re

from engines.errors import BadArguments, IllegalAction
from engines.names import player_called
from engines.said import Said, said
from engines.throwdown.data import CELL, name_said
from engines.throwdown.icons import icon_spots, icon_table, icon_value
from engines.throwdown.model import TableCard, ThrowdownState

CENTRE_WORDS = ("centre", "center", "middle", "table")
_ICON_RE = re.compile(r"^(?:card\s*)?#?(\d{1,6})\s*(?:icon\s*|i\s*|[.:/]\s*)(\d{1,6})$")
_CARD_RE = re.compile(r"^(?:card\s*|c\s*)?#?(\d{1,6})$")
_GRID_RE = re.compile(r"^([a-z])\s*(\d{1,2})$")


def grid_label(state: ThrowdownState, x: float, y: float) -> str:
    """The grid square a point lies in (a point off the table: the nearest square on the edge)."""
    col = min(len(state.columns) - 1, max(0, int(x // CELL)))
    row = min(state.rows - 1, max(0, int(y // CELL)))
    return f"{state.columns[col]}{row + 1}"


def read_aim(state: ThrowdownState, text: str) -> tuple[tuple[float, float], str]:
    """Read an aim: "card 7", "7", "card 7 icon 3", "7.3", a grid square "D4" or "centre"."""
    raw = (text or "").strip().lower()
    if raw in CENTRE_WORDS or not raw:
        return state.centre, "centre"
    if m := _ICON_RE.match(raw):
        tc = card_in_play(state, int(m[1]))
        icons = icon_spots(tc)
        if not icons:
            raise BadArguments(said("td-refuse-no-icons", n=tc.n, what="location" if tc.card is None else "face-down"))
        k = int(m[2])
        if not 1 <= k <= len(icons):
            raise BadArguments(said("td-refuse-icon-number", n=tc.n, count=len(icons)))
        code, pos = icons[k - 1]
        return (round(pos[0], 2), round(pos[1], 2)), f"card {tc.n} icon {k}"
    if m := _CARD_RE.match(raw):
        tc = card_in_play(state, int(m[1]))
        return (tc.x, tc.y), f"card {tc.n}"
    if m := _GRID_RE.match(raw):
        col = state.columns.lower().find(m[1])
        row = int(m[2])
        if col >= 0 and 1 <= row <= state.rows:
            return ((col + 0.5) * CELL, (row - 0.5) * CELL), f"{m[1].upper()}{row}"
    last = f"{state.columns[-1]}{state.rows}"
    raise BadArguments(said("td-refuse-aim", typed=text, last=last))


def card_in_play(state: ThrowdownState, n: int) -> TableCard:
    tc = next((t for t in state.table if t.n == n), None)
    if tc is None:
        raise BadArguments(said("td-refuse-no-card", n=n))
    return tc


def opponent(state: ThrowdownState, player: str, name: str) -> str:
    match = player_called(state.players, name)
    if match is None:
        others = tuple(p for p in state.players if p != player)
        raise BadArguments(said("td-refuse-no-player", typed=name, others=others))
    if match == player:
        raise IllegalAction(said("td-refuse-yourself"))
    return match


def aim_choices(state: ThrowdownState, player: str, limit: int = 25) -> list[tuple[str, Said]]:
    """Aims for a menu, as (aim, label): the opponents' live icons (most pips first, at most half the
    menu), then the cards in play (the latest first, locations last) and the centre."""
    icons: list[tuple[float, str, Said]] = []
    for tc, card_icons in zip(state.table, icon_table(state.table), strict=True):
        if tc.card is None or tc.owner == player:
            continue
        for k, (code, _, covered) in enumerate(card_icons, 1):
            if not covered:
                icons.append((icon_value(code), f"card {tc.n} icon {k}",
                              said("td-aim-icon", n=tc.n, icon=k, owner=str(tc.owner), code=code)))
    icons.sort(key=lambda o: -o[0])
    cards = [(f"card {t.n}", said("td-aim-card", n=t.n, owner=str(t.owner), face="up" if t.face_up else "down"))
             for t in reversed(state.table) if t.card is not None]
    locations = [(f"card {t.n}", said("td-aim-location", n=t.n, location=name_said(str(t.location))))
                 for t in state.table if t.card is None]
    room = limit - 1 - len(locations)
    chosen_icons = [(aim, label) for _, aim, label in icons[: max(0, min(len(icons), room // 2 + room % 2))]]
    room -= len(chosen_icons)
    return [*chosen_icons, *cards[: max(0, room)], *locations, ("centre", said("td-aim-centre"))][:limit]
