"""Icons in play: where each icon lies on the table, which are covered, what one is worth.

An icon is active for its owner only while no card lying above it (later in the stacking order)
reaches inside its circle; a face-down card shows no icons at all.
"""

from __future__ import annotations

from functools import lru_cache

from engines.throwdown import geometry
from engines.throwdown.data import CARDS, pips
from engines.throwdown.model import TableCard, ThrowdownState

ABILITY_VALUE = {"D": 2.0, "T": 3.0, "B": 1.0, "S": 2.0, "A": 2.0}


def icon_value(code: str) -> float:
    """What an icon is worth to its owner, in pips (used by the AI and the timeout move)."""
    return float(pips(code)) if code.isdigit() else ABILITY_VALUE[code]


def icon_spots(tc: TableCard) -> list[tuple[str, tuple[float, float]]]:
    """A face-up card's icons: (code, centre on the table), in the card's reading order."""
    return _spots(tc.card, tc.face_up, tc.x, tc.y, tc.angle)


def _spots(card_id: str | None, face_up: bool, x: float, y: float, angle: float
           ) -> list[tuple[str, tuple[float, float]]]:
    if card_id is None or not face_up:
        return []
    card = CARDS[card_id]
    return [(code, geometry.to_world(x, y, angle, spot)) for code, spot in zip(card.icons, card.spots, strict=True)]


Icon = tuple[str, tuple[float, float], bool]
IconTable = tuple[tuple[Icon, ...], ...]


def icon_table(table: list[TableCard]) -> IconTable:
    """For every card in play: its icons as (code, centre, covered). Covered = some card lying above it
    (later in the stacking order) reaches inside the icon's circle. (Remembered for the last few tables:
    one move asks it of the same table several times, for the outcome, the view and the AI, and a
    crowded table takes a millisecond.)"""
    return _icon_table(tuple((tc.card, tc.face_up, tc.x, tc.y, tc.angle) for tc in table))


@lru_cache(maxsize=32)
def _icon_table(cards: tuple[tuple[str | None, bool, float, float, float], ...]) -> tuple[tuple[Icon, ...], ...]:
    poses = [(x, y, angle) for _, _, x, y, angle in cards]
    return tuple(tuple((code, pos, geometry.covered_by_any(poses[i + 1:], pos)) for code, pos in _spots(*card))
                 for i, card in enumerate(cards))


def active_icons(state: ThrowdownState, player: str) -> list[str]:
    """The codes of `player`'s icons that are active now (face up, completely uncovered)."""
    return [code for tc, icons in zip(state.table, icon_table(state.table), strict=True) if tc.owner == player
            for code, _, covered in icons if not covered]


def uncovered_counts(state: ThrowdownState) -> dict[str, int]:
    counts = {p: 0 for p in state.players}
    for tc, icons in zip(state.table, icon_table(state.table), strict=True):
        if tc.owner in counts:
            counts[tc.owner] += sum(1 for _, _, covered in icons if not covered)
    return counts


def newly_covered(table: list[TableCard], new: TableCard) -> list[dict]:
    """Icons that were active and that the new card now covers."""
    found = []
    poses = [t.pose for t in table]
    for i, tc in enumerate(table):
        for k, (code, pos) in enumerate(icon_spots(tc), 1):
            if not geometry.covers_icon(new.pose, pos):
                continue
            if geometry.covered_by_any(poses[i + 1:], pos):
                continue
            found.append({"n": tc.n, "icon": k, "code": code, "owner": tc.owner})
    return found
