"""Legal moves and the move taken for a player who ran out of time."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from engines.base import Action
from engines.dicethrone.actions import Ability, Defend, Done, Draw, Play, Roll, Sell, Spend, Target, WindowMove
from engines.dicethrone.ai import best_ready_ability
from engines.dicethrone.data import HEROES, card_of
from engines.dicethrone.dice import (
    ready_abilities,
)
from engines.dicethrone.players import alive
from engines.dicethrone.state import (
    MAIN_PHASES,
    DiceThroneState,
)
from engines.errors import IllegalAction

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class MoveRules(DiceThroneRules):
    """Every legal move of the player asked, and the timeout's choice."""

    def legal_moves(self, state: DiceThroneState, player: str) -> list[Action]:
        s = state
        if not any(pr.player == player for pr in self.awaiting(s)):
            return []
        if s.heroes[player].owed:
            return [Draw(pile="action"), Draw(pile="upgrade")]
        if s.window is not None:
            return list(self._window_moves(s, player))
        p = player
        out: list[Action] = []
        if s.phase in MAIN_PHASES:
            out.append(Done())
            out += self._card_moves(s, p)
            out += [Sell(card=c) for c in self._distinct(s.heroes[p].hand)]
        elif s.phase == "discard":
            out += [Sell(card=c) for c in self._distinct(s.heroes[p].hand)]
        elif s.phase == "offense":
            r = s.roll
            assert r is not None
            if r.attempts == 0:
                out.append(Roll())
            else:
                if r.attempts < r.max_attempts:
                    for mask in range(1, 32):
                        out.append(Roll(dice=[i + 1 for i in range(5) if mask >> i & 1]))
                out += [Ability(name=a) for a in ready_abilities(s, p)]
                out.append(Done())
            out += self._card_moves(s, p)
        elif s.phase == "defense":
            h = s.heroes[p]
            out += [Defend(name=a["id"]) for a in HEROES[h.hero]["abilities"] if a["kind"] == "defense"]
            out += self._card_moves(s, p)
            out += self._spend_moves(s, p)
        elif s.phase == "choose_target" and s.attack:
            out += [Target(player=q) for q in s.attack.choices]
        return out

    def _window_moves(self, s: DiceThroneState, p: str, first_only: bool = False) -> list[WindowMove]:
        out: list[WindowMove] = [Done()]
        spends = self._spend_moves(s, p)
        if first_only and spends:
            return out + spends[:1]
        out += spends
        out += self._card_moves(s, p, first_only=first_only)
        return out

    def _distinct(self, cards: list[str]) -> list[str]:
        seen, out = set(), []
        for c in cards:
            kind = c.split(".")[0]
            if kind not in seen:
                seen.add(kind)
                out.append(c)
        return out

    def _spend_moves(self, s: DiceThroneState, p: str) -> list[Spend]:
        out: list[Spend] = []
        for status in s.heroes[p].statuses:
            try:
                self._check_spend(s, p, Spend(status=status))
            except IllegalAction:
                continue
            out.append(Spend(status=status))
        return out

    def _card_moves(self, s: DiceThroneState, p: str, first_only: bool = False) -> list[Play]:
        if s.variant == "simplified":
            return []
        h = s.heroes[p]
        out: list[Play] = []
        for card in self._distinct(h.hand):
            info = card_of(card)
            if info["cost"] > h.cp and info["kind"] != "upgrade":
                continue
            if info["kind"] != "upgrade" and self._timing_ok(s, p, info["timing"]):
                continue
            for candidate in self._candidates(s, p, card, info):
                try:
                    self._check_play(s, p, candidate)
                except IllegalAction:
                    continue
                out.append(candidate)
                if first_only:
                    return out
        return out

    def _candidates(self, s: DiceThroneState, p: str, card: str, info: dict[str, Any]) -> list[Play]:
        fx = info["fx"]
        dice = s.roll.dice if s.roll and s.roll.live else []
        n = len(dice)
        name = card
        targets: list[str | None] = [None]
        if any(k in x for x in fx for k in ("inflict", "steal")):
            targets = [q for q in alive(s) if q != p]
        elif any("cleanse" in x for x in fx):
            targets = [None] + [q for q in alive(s) if q != p]
        for x in fx:
            if "set_die" in x and n:
                values = range(1, 7) if x["set_die"] == "any" else [None]
                out = [Play(card=name, die=[i + 1], value=v) for i in range(n) for v in values]
                if x.get("n", 1) >= 2:
                    out += [Play(card=name, die=[i + 1, j + 1]) for i in range(n) for j in range(i + 1, n)]
                return out
            if "nudge" in x and n:
                return [Play(card=name, die=[i + 1], value=dice[i] + d) for i in range(n) for d in (-1, 1)
                        if 1 <= dice[i] + d <= 6]
            if ("reroll" in x or "reroll_other" in x) and n:
                k = x.get("reroll", x.get("reroll_other"))
                out = [Play(card=name, die=[i + 1]) for i in range(n)]
                if k >= 2:
                    out += [Play(card=name, die=[i + 1, j + 1]) for i in range(n) for j in range(i + 1, n)]
                return out
            if "copy_die" in x and n:
                return [Play(card=name, die=[i + 1, j + 1]) for i in range(n) for j in range(n) if i != j]
            if any(k in x for k in ("set_die", "nudge", "reroll", "reroll_other", "copy_die")):
                return []
        return [Play(card=name, target=t) for t in targets]

    def on_timeout(self, state: DiceThroneState, player: str, now: datetime) -> Action:
        s = state
        if s.heroes[player].owed:
            return Draw(pile="action")
        if s.window is not None:
            return Done()
        if s.phase == "offense":
            r = s.roll
            if r is None or r.attempts == 0:
                return Roll()
            best = best_ready_ability(s, player)
            return Ability(name=best) if best else Done()
        if s.phase == "discard":
            h = s.heroes[player]
            cheapest = min(h.hand, key=lambda c: (card_of(c)["kind"] == "upgrade", card_of(c)["cost"]))
            return Sell(card=cheapest)
        if s.phase == "defense":
            h = s.heroes[player]
            return Defend(name=next(a["id"] for a in HEROES[h.hero]["abilities"] if a["kind"] == "defense"))
        if s.phase == "choose_target" and s.attack:
            return Target(player=s.attack.choices[0])
        return Done()
