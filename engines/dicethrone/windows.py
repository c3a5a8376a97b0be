"""Reaction windows: after each roll settles (an offensive attempt, the chosen ability, the blind check,
the targeting die, the defensive roll) the players who may react are asked; `done` passes. Whoever plays
in a window stays in it, and everyone else who can respond is asked again."""

from __future__ import annotations

from engines.base import Event
from engines.dicethrone.actions import Done
from engines.dicethrone.dice import (
    level_def,
    meets,
)
from engines.dicethrone.state import (
    DiceThroneState,
    Window,
)


class WindowRules:
    """Opening, pruning and closing reaction windows."""

    def _open_window(self, s: DiceThroneState, kind: str, include: list[str], ev: list[Event],
                     dice_only: list[str] | None = None) -> None:
        s.window = Window(kind=kind, pending=list(include), include=list(include), dice_only=dice_only or [])
        self._prune_window(s)
        if not s.window.pending:
            s.window = None
            return
        ev.append({"type": "window", "kind": kind, "players": list(s.window.pending)})

    def _prune_window(self, s: DiceThroneState) -> None:
        w = s.window
        assert w is not None
        w.pending = [q for q in w.pending if not s.heroes[q].out and self._has_moves(s, q)]

    def _ask_again(self, s: DiceThroneState, p: str) -> None:
        """Someone played in a window: everyone else who can respond is asked again."""
        w = s.window
        assert w is not None
        for q in w.include:
            if q != p and q not in w.pending and not s.heroes[q].out:
                w.pending.append(q)
                if not self._has_moves(s, q):
                    w.pending.remove(q)
        w.pending = [q for q in w.include if q in w.pending]

    def _has_moves(self, s: DiceThroneState, p: str) -> bool:
        return any(not isinstance(a, Done) for a in self._window_moves(s, p, first_only=True))

    def _after_window(self, s: DiceThroneState, w: Window, ev: list[Event]) -> None:
        att = s.attack
        if w.kind == "roll":
            return
        if w.kind == "confirm":
            assert att is not None
            h = s.heroes[att.attacker]
            req = level_def(h.hero, att.ability, att.level)["req"]
            if w.changed:
                s.attack = None
                still = meets(req, h.hero, s.roll.dice if s.roll else [])
                ev.append({"type": "ability_reset", "player": att.attacker, "still_qualifies": still})
                return
            att.stage = "blind"
            s.phase = "resolve"
            return
        if w.kind in ("blind", "target"):
            assert att is not None
            att.stage = w.kind + "_check"
            return
        if w.kind == "damage":
            assert att is not None
            att.stage = "resolve_damage"
