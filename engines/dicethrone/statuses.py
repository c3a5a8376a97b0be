"""Status effects: gaining and losing them, spending tokens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.base import Event
from engines.dicethrone import data
from engines.dicethrone.actions import Spend
from engines.dicethrone.data import STATUSES, status_name
from engines.dicethrone.dice import (
    norm_name,
)
from engines.dicethrone.state import (
    DiceThroneState,
)
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class StatusRules(DiceThroneRules):
    """Tokens spent by choice and statuses gained or lost."""

    def _check_spend(self, s: DiceThroneState, p: str, a: Spend) -> str:
        key = norm_name(a.status)
        status = next((k for k in STATUSES if key == norm_name(k)), None)
        if status is None:
            raise BadArguments(said("dt-refuse-no-such-status", status=a.status))
        h = s.heroes[p]
        name = status_name(status)
        if not h.statuses.get(status):
            raise IllegalAction(said("dt-refuse-no-token", status=name))
        if not any(pr.player == p for pr in self.awaiting(s)):
            raise WrongPhase(said("dt-refuse-token-not-now"))
        if self._locked(s, p):
            raise IllegalAction(said("dt-refuse-ultimate-locked"))
        if s.window is not None and p in s.window.dice_only:
            raise IllegalAction(said("dt-refuse-ultimate-dice-only"))
        att = s.attack
        if status in ("chi",):
            if self._attacking(s, p) or self._defending(s, p):
                return status
            raise IllegalAction(said("dt-refuse-chi-when", status=name))
        if status in ("crit", "sneak_attack"):
            if not self._attacking(s, p):
                raise IllegalAction(said("dt-refuse-token-own-attack", status=name))
            if status == "crit" and att is not None and att.damage + att.bonus < data.CRIT_THRESHOLD:
                raise IllegalAction(said("dt-refuse-crit-threshold", status=name, damage=data.CRIT_THRESHOLD))
            return status
        if status in ("evasive", "protect", "sneak", "retribution"):
            if not self._defending(s, p):
                raise IllegalAction(said("dt-refuse-token-when-hit", status=name))
            if status != "protect" and att is not None and att.target != p:
                raise IllegalAction(said("dt-refuse-token-not-collateral", status=name))
            return status
        raise IllegalAction(said("dt-refuse-token-passive", status=name))

    def _act_spend(self, s: DiceThroneState, p: str, a: Spend, ev: list[Event]) -> None:
        status = self._check_spend(s, p, a)
        att = s.attack
        assert att is not None
        self._add_status(s, p, status, -1, ev, spent=True)
        detail: dict[str, Any] = {}
        if status == "chi":
            if att.attacker == p:
                att.bonus += 1
                detail = {"bonus": 1}
            else:
                self._shield(s, p, 1)
                detail = {"prevent": 1}
        elif status == "crit":
            att.bonus += data.CRIT_BONUS
            detail = {"bonus": data.CRIT_BONUS}
        elif status == "sneak_attack":
            value = s.rng.d6()
            att.bonus += value
            detail = {"die": value, "bonus": value}
        elif status == "evasive":
            value = s.rng.d6()
            ok = value <= data.EVASIVE_WORKS_ON
            att.negated = att.negated or ok
            detail = {"die": value, "dodged": ok}
        elif status == "protect":
            self._shield(s, p, data.PROTECT_PREVENTS)
            detail = {"prevent": data.PROTECT_PREVENTS}
        elif status == "sneak":
            att.negated = True
            detail = {"dodged": True}
        elif status == "retribution":
            att.reflect += data.RETRIBUTION_DAMAGE
            detail = {"reflect": data.RETRIBUTION_DAMAGE}
        ev.append({"type": "spend", "player": p, "status": status, **detail})
        if s.window is not None:
            self._ask_again(s, p)

    def _add_status(self, s: DiceThroneState, p: str, status: str, n: int, ev: list[Event],
                    spent: bool = False) -> None:
        h = s.heroes[p]
        before = h.statuses.get(status, 0)
        after = max(0, min(STATUSES[status]["limit"], before + n))
        if after == before:
            return
        if after:
            h.statuses[status] = after
        else:
            h.statuses.pop(status, None)
        if not spent:
            ev.append({"type": "status", "player": p, "status": status, "change": after - before, "now": after})

    def _shield(self, s: DiceThroneState, p: str, n: int) -> None:
        """Prevent n damage of the attack under way for p: its target, or a collateral victim."""
        att = s.attack
        assert att is not None
        if att.target == p:
            att.prevent += n
        else:
            att.shields[p] = att.shields.get(p, 0) + n
