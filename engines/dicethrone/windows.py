"""Reaction windows: after a roll settles (an offensive attempt, the chosen ability, the Blind check, the
targeting die, the defensive roll) and before Burn and Poison tick in upkeep, players may react; `done`
passes. Whoever plays stays in the window, and the others are asked again.

Who is asked follows each player's preference (`Ask`, taken at any time): "outcome" (the default) asks
only when a card or token they hold could change this roll's result or this damage now; "always" asks
whenever they could play anything; "never" does not ask (their cards wait for their own turn). Who is
asked is secret: the channel hears that a window is open, never for whom (Prompt.secret).
"""

from __future__ import annotations

from engines.base import Event
from engines.dicethrone import data
from engines.dicethrone.actions import Ask, Done, Play, Spend
from engines.dicethrone.data import STATUSES, card_of
from engines.dicethrone.dice import level_def, meets
from engines.dicethrone.players import opponents, targeting
from engines.dicethrone.state import DiceThroneState, Window

DICE_PIECES = ("set_die", "nudge", "reroll", "reroll_other", "copy_die")


class WindowRules:
    """Opening, pruning and closing reaction windows, and whom they ask."""

    def _open_window(self, s: DiceThroneState, kind: str, include: list[str], ev: list[Event],
                     dice_only: list[str] | None = None) -> None:
        s.window = Window(kind=kind, pending=list(include), include=list(include), dice_only=dice_only or [])
        self._prune_window(s)
        if not s.window.pending:
            s.window = None
            return
        ev.append({"type": "window", "kind": kind})

    def _prune_window(self, s: DiceThroneState) -> None:
        w = s.window
        assert w is not None
        w.pending = [q for q in w.pending if self._worth_asking(s, q)]

    def _ask_again(self, s: DiceThroneState, p: str) -> None:
        """Someone played in a window: everyone else it is worth asking is asked again."""
        w = s.window
        assert w is not None
        again = [q for q in w.include if q != p and q not in w.pending and self._worth_asking(s, q)]
        w.pending = [q for q in w.include if q in w.pending or q in again]

    def _act_ask(self, s: DiceThroneState, p: str, a: Ask, ev: list[Event]) -> None:
        """A standing preference, kept out of the public events (Engine.anytime)."""
        s.ask[p] = a.level

    # --- whom to ask ------------------------------------------------------------------------------

    def _worth_asking(self, s: DiceThroneState, p: str) -> bool:
        level = s.ask.get(p, "outcome")
        if level == "never" or s.heroes[p].out:
            return False
        if level == "always":
            return self._has_moves(s, p)
        return self._changes_outcome(s, p)

    def _has_moves(self, s: DiceThroneState, p: str) -> bool:
        return any(not isinstance(a, Done) for a in self._window_moves(s, p, first_only=True))

    def _changes_outcome(self, s: DiceThroneState, p: str) -> bool:
        """Something p holds could change this roll's result or this damage now."""
        w = s.window
        assert w is not None
        return any(self.move_matters(s, p, a) for a in self._window_moves(s, p) if not isinstance(a, Done))

    def move_matters(self, s: DiceThroneState, p: str, a: object) -> bool:
        """This window move changes this roll's result or this damage (the buttons offer these first)."""
        w = s.window
        assert w is not None
        if w.kind == "upkeep":
            return isinstance(a, Play) and self._cleanses_upkeep(s, p, a)
        if w.kind == "damage":
            att = s.attack
            if att is not None and att.negated and p == att.attacker:
                return False  # the attack was dodged: more damage changes nothing
            return isinstance(a, Spend) or self._card_changes_damage(a)
        if isinstance(a, Play) and self._is_dice_card(a):
            return self._dice_change_matters(s, p, self._check_play(s, p, a)[1]["dice"])
        return False

    def _is_dice_card(self, a: Play) -> bool:
        return any(k in x for x in card_of(a.card)["fx"] for k in DICE_PIECES)

    def _card_changes_damage(self, a: object) -> bool:
        return isinstance(a, Play) and any("bonus" in x or "prevent" in x for x in card_of(a.card)["fx"])

    def _cleanses_upkeep(self, s: DiceThroneState, p: str, a: Play) -> bool:
        """A cleanse, by the active player's side, on the active player whose Burn or Poison is about to tick."""
        cleanses = any("cleanse" in x for x in card_of(a.card)["fx"])
        return cleanses and (a.target or p) == s.active and not opponents(s, p, s.active)

    def _dice_change_matters(self, s: DiceThroneState, p: str, plan: dict) -> bool:
        """Could this change of the dice turn the result p's way (an ability broken, a Blind check or a
        targeting die turned)?"""
        r, att, w = s.roll, s.attack, s.window
        assert r is not None and w is not None
        outcomes = []
        for i, v in plan.get("values", {}).items():
            outcomes.append({i: v})
        for i in plan.get("reroll", []):
            outcomes += [{i: v} for v in range(1, 7) if v != r.dice[i]]
        if plan.get("values"):
            outcomes = [dict(plan["values"])]
        trials = [[change.get(i, d) for i, d in enumerate(r.dice)] for change in outcomes]
        if w.kind == "confirm" and att is not None and opponents(s, att.attacker, p):
            hero = s.heroes[att.attacker].hero
            req = level_def(hero, att.ability, att.level)["req"]
            return any(not meets(req, hero, dice) for dice in trials)
        if w.kind == "blind" and att is not None:
            fails = r.dice[0] <= data.BLIND_FAILS_ON
            want_fail = opponents(s, att.attacker, p)
            return fails != want_fail and any((d[0] <= data.BLIND_FAILS_ON) == want_fail for d in trials)
        if w.kind == "target" and att is not None:
            now = targeting(s, att.attacker, r.dice[0])
            if p != now[0] and opponents(s, att.attacker, p):
                return False
            return any(targeting(s, att.attacker, d[0]) != now for d in trials)
        return False

    # --- closing ------------------------------------------------------------------------------------

    def _after_window(self, s: DiceThroneState, w: Window, ev: list[Event]) -> None:
        att = s.attack
        if w.kind in ("roll", "upkeep"):
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


def upkeep_ticks(s: DiceThroneState) -> bool:
    """Burn or Poison will hurt the active player in upkeep."""
    return any(s.heroes[s.active].statuses.get(k) for k in STATUSES if k in ("burn", "poison"))
