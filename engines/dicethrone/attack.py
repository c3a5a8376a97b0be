"""The attack: blind check, targeting roll, the ability's effects, defence, and the damage, all at once."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engines.base import Event
from engines.dicethrone import data
from engines.dicethrone.data import HEROES
from engines.dicethrone.dice import (
    counts,
    effective_fx,
    level_def,
    piece_amount,
    piece_applies,
    roll_event,
)
from engines.dicethrone.players import alive, opponent_ring, opponents, targeting
from engines.dicethrone.state import (
    Attack,
    DiceRoll,
    DiceThroneState,
)

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class AttackRules(DiceThroneRules):
    """An ability from its confirmation to its damage."""

    def _attack_step(self, s: DiceThroneState, ev: list[Event]) -> None:
        att = s.attack
        assert att is not None
        p = att.attacker
        h = s.heroes[p]
        if att.stage == "blind":
            if s.roll is not None and s.roll.kind == "offense":
                s.roll.live = False
                att.dice = list(s.roll.dice)
                att.shown = s.roll.model_copy()
            level = level_def(h.hero, att.ability, att.level)
            fx = effective_fx(level, h.hero, att.dice)
            att.needs_target = any(k in x for x in fx for k in ("dmg", "inflict", "steal", "discard", "collateral"))
            att.has_damage = any("dmg" in x for x in fx)
            att.undefendable = att.ultimate or any(x.get("undefendable") for x in fx)
            s.hits = []
            if h.statuses.get("blind") and att.needs_target and not att.ultimate:  # nothing stops an Ultimate
                s.roll = DiceRoll(kind="blind", owner=p, hero=h.hero, dice=[s.rng.d6()], attempts=1, max_attempts=1,
                                  fresh=[0])
                ev.append(roll_event(s, s.roll))
                att.stage = "blind_wait"
                self._open_window(s, "blind", self._allowed(s, att), ev)
                if s.window is None:
                    att.stage = "blind_check"
                return
            att.stage = "target"
            return
        if att.stage == "blind_check":
            die = s.roll.dice[0] if s.roll else 6
            self._add_status(s, p, "blind", -1, ev)
            failed = die <= data.BLIND_FAILS_ON
            ev.append({"type": "blind", "player": p, "die": die, "failed": failed})
            s.roll = self._saved_offense(s)
            if failed:
                att.failed = True
                self._after_offense(s, ev)
                return
            att.stage = "target"
            return
        if att.stage == "target":
            if not att.needs_target:
                att.stage = "effects"
                return
            opps = opponent_ring(s, p)
            if not opps:
                self._after_offense(s, ev)
                return
            if len(opps) == 1:
                att.target = opps[0]
                att.stage = "effects"
                return
            s.roll = DiceRoll(kind="target", owner=p, hero=h.hero, dice=[s.rng.d6()], attempts=1, max_attempts=1,
                              fresh=[0])
            ev.append(roll_event(s, s.roll))
            att.stage = "target_wait"
            self._open_window(s, "target", self._allowed(s, att), ev)
            if s.window is None:
                att.stage = "target_check"
            return
        if att.stage == "target_check":
            die = s.roll.dice[0] if s.roll else 6
            s.roll = self._saved_offense(s)
            target, choices, chooser = targeting(s, p, die)
            if target:
                att.target = target
                ev.append({"type": "target", "player": p, "target": target, "die": die})
                att.stage = "effects"
            else:
                att.choices = choices
                att.chooser = chooser
                ev.append({"type": "choose_target", "player": p, "chooser": chooser, "choices": choices, "die": die})
                s.phase = "choose_target"
            return
        if att.stage == "effects":
            self._ability_effects(s, att, ev)
            if s.finished:
                return
            t = att.target
            if not att.has_damage and not att.collateral:
                self._after_offense(s, ev)
                return
            if (att.has_damage and t and not s.heroes[t].out and not att.undefendable
                    and any(x["kind"] == "defense" for x in HEROES[s.heroes[t].hero]["abilities"])):
                att.stage = "defense"
                s.phase = "defense"
                return
            att.stage = "damage"
            self._open_window(s, "damage", self._allowed(s, att), ev)
            if s.window is None:
                att.stage = "resolve_damage"
            return
        if att.stage == "resolve_damage":
            self._resolve_damage(s, att, ev)
            self._after_offense(s, ev)
            return
        raise RuntimeError(f"unexpected attack stage {att.stage}")  # pragma: no cover

    def _saved_offense(self, s: DiceThroneState) -> DiceRoll | None:
        """After a one-die roll (blind, targeting) the table shows the offensive dice again."""
        att = s.attack
        if att is None or att.shown is None:
            return s.roll
        return att.shown.model_copy()

    def _allowed(self, s: DiceThroneState, att: Attack) -> list[str]:
        standing = alive(s)
        if att.ultimate:
            return [q for q in standing if not opponents(s, att.attacker, q)]
        return standing

    def _ability_effects(self, s: DiceThroneState, att: Attack, ev: list[Event]) -> None:
        p = att.attacker
        h = s.heroes[p]
        dice = att.dice
        fx = effective_fx(level_def(h.hero, att.ability, att.level), h.hero, dice)
        have = counts(h.hero, dice)
        t = att.target
        for x in fx:
            if not piece_applies(x, have):
                continue
            if "dmg" in x:
                att.damage += piece_amount(x, "dmg", have, h)
            elif "collateral" in x:
                att.collateral += x["collateral"]
            elif "heal" in x:
                self._heal(s, p, piece_amount(x, "heal", have), ev)
            elif "gain" in x:
                self._add_status(s, p, x["gain"], piece_amount(x, "gain", have), ev)
            elif "cp" in x:
                gained = self._gain_cp(s, p, piece_amount(x, "cp", have))
                ev.append({"type": "cp", "player": p, "change": gained, "now": h.cp})
            elif "draw" in x:
                self._draw(s, p, x["draw"], ev)
            elif t and "inflict" in x:
                self._add_status(s, t, x["inflict"], piece_amount(x, "inflict", have), ev)
            elif t and "steal" in x:
                self._steal(s, p, t, x["steal"], ev)
            elif t and "discard" in x:
                th = s.heroes[t]
                for _ in range(min(x["discard"], len(th.hand))):
                    card = th.hand.pop(s.rng.randint(0, len(th.hand) - 1))
                    th.discard.append(card)
                    ev.append({"type": "discard", "player": t, "card": card})
        if t and att.has_damage:
            ev.append({"type": "attack", "player": p, "target": t, "damage": att.damage,
                       "undefendable": att.undefendable, "ultimate": att.ultimate})

    def _resolve_damage(self, s: DiceThroneState, att: Attack, ev: list[Event]) -> None:
        p, t = att.attacker, att.target
        hurt: dict[str, int] = {}
        heal: dict[str, int] = {}
        sources: dict[str, list[str]] = {}
        if t and att.has_damage and not s.heroes[t].out:
            amount = att.damage + att.bonus
            if s.heroes[t].statuses.get("targeted"):
                amount += data.TARGETED_BONUS
            counter = att.reflect
            defense = None
            if att.defense and s.roll is not None and s.roll.kind == "defense":
                th = s.heroes[t]
                defense = level_def(th.hero, att.defense, att.defense_level)
                have = counts(th.hero, s.roll.dice)
                for x in defense["fx"]:
                    if not piece_applies(x, have):
                        continue
                    if "prevent_half" in x:
                        att.halves += 1
                    elif "prevent" in x:
                        att.prevent += piece_amount(x, "prevent", have)
                    elif "dmg" in x:
                        counter += piece_amount(x, "dmg", have)
                    elif "heal" in x:
                        heal[t] = heal.get(t, 0) + piece_amount(x, "heal", have)
                    elif "gain" in x:
                        self._add_status(s, t, x["gain"], piece_amount(x, "gain", have), ev)
                    elif "inflict" in x:
                        self._add_status(s, p, x["inflict"], piece_amount(x, "inflict", have), ev)
                    elif "cp" in x:
                        gained = self._gain_cp(s, t, piece_amount(x, "cp", have))
                        ev.append({"type": "cp", "player": t, "change": gained, "now": s.heroes[t].cp})
            if not att.ultimate:
                if att.negated:
                    amount = 0
                for _ in range(att.halves):
                    amount -= math.ceil(amount / 2)
                amount = max(0, amount - att.prevent)
            hurt[t] = amount
            if counter:
                hurt[p] = hurt.get(p, 0) + counter
                defended = att.defense if counter > att.reflect else None  # the defence struck back
                back = [f"dt-ability-{defended}"] if defended else []
                sources[p] = back + (["dt-status-retribution"] if att.reflect else [])
        if att.collateral:
            for q in alive(s):
                if q != t and opponents(s, p, q):
                    hurt[q] = hurt.get(q, 0) + max(0, att.collateral - att.shields.get(q, 0))
        self._hurt(s, hurt, ev, source=[f"dt-ability-{att.ability}"], heal=heal,
                   sources=sources)
        self._check_defeats(s, ev)
