"""Health, CP and defeat: damage and heals per team, Blessing, "What the...?", the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.base import Event
from engines.dicethrone.players import max_health
from engines.dicethrone.state import (
    MAX_CP,
    START_CP,
    START_HAND,
    WHAT_THE_HEALTH,
    DiceThroneState,
)

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class HealthRules(DiceThroneRules):
    """Damage, heals, CP and who has fallen."""

    def _hurt(self, s: DiceThroneState, hurt: dict[str, int], ev: list[Event], source: list[str],
              heal: dict[str, int] | None = None, sources: dict[str, list[str]] | None = None) -> None:
        """Damage (and heals) dealt at the same moment; health per team. A source is the catalog ids of what
        dealt it (an ability's, a status's name); `sources` names another source for some players (damage
        the defence deals back to the attacker)."""
        heal = {q: n for q, n in (heal or {}).items() if n}
        delta = [0] * len(s.teams)
        for q, n in hurt.items():
            delta[s.heroes[q].team] -= n
        for q, n in heal.items():
            delta[s.heroes[q].team] += n
        for q, n in hurt.items():
            ev.append({"type": "damage", "player": q, "amount": n, "source": (sources or {}).get(q, source)})
            s.hits.append({"player": q, "damage": n})
        for q, n in heal.items():
            ev.append({"type": "heal", "player": q, "amount": n})
            s.hits.append({"player": q, "heal": n})
        for i, d in enumerate(delta):
            if d:
                s.health[i] = min(max_health(s), s.health[i] + d)

    def _heal(self, s: DiceThroneState, p: str, n: int, ev: list[Event]) -> None:
        team = s.heroes[p].team
        before = s.health[team]
        s.health[team] = min(max_health(s), before + n)
        if s.health[team] == before:
            return  # at the highest already: no "heals 0"
        ev.append({"type": "heal", "player": p, "amount": s.health[team] - before, "health": s.health[team]})
        s.hits.append({"player": p, "heal": s.health[team] - before})

    def _gain_cp(self, s: DiceThroneState, p: str, n: int) -> int:
        if s.variant == "simplified":
            return 0
        h = s.heroes[p]
        before = h.cp
        h.cp = max(0, min(MAX_CP, h.cp + n))
        return h.cp - before

    def _steal(self, s: DiceThroneState, p: str, t: str, n: int, ev: list[Event]) -> None:
        th, _h = s.heroes[t], s.heroes[p]
        taken = min(n, th.cp)
        th.cp -= taken
        got = self._gain_cp(s, p, taken)
        ev.append({"type": "steal", "player": p, "from": t, "amount": taken, "kept": got})

    def _check_defeats(self, s: DiceThroneState, ev: list[Event]) -> bool:
        """Teams at 0 health leave the battlefield (after Blessing and the "What the...?" rule)."""
        fallen = []
        for i, team in enumerate(s.teams):
            if s.health[i] > 0 or all(s.heroes[q].out for q in team):
                continue
            blessed = next((q for q in team if s.heroes[q].statuses.get("blessing")), None)
            if blessed:
                self._add_status(s, blessed, "blessing", -1, ev)
                s.health[i] = 1
                ev.append({"type": "blessing", "player": blessed, "health": 1})
                continue
            if s.mode == "ffa" and len(team) == 1:
                q = team[0]
                h = s.heroes[q]
                if h.turns < 2:  # as often as it happens: the rulebook sets no limit
                    self._what_the(s, q, ev)
                    continue
            fallen.append(i)
        if not fallen:
            return False
        for i in fallen:
            for q in s.teams[i]:
                s.heroes[q].out = True
            s.health[i] = 0
            ev.append({"type": "defeated", "players": list(s.teams[i])})
        s.eliminated.append(fallen)
        if s.window is not None:
            self._prune_window(s)
        self._finish_if_over(s, ev)
        return True

    def _what_the(self, s: DiceThroneState, p: str, ev: list[Event]) -> None:
        h = s.heroes[p]
        h.discard.extend(h.hand)
        h.hand = []
        h.discard.extend(h.board)
        h.board = []
        h.statuses = {}
        h.cp = START_CP
        self._draw(s, p, START_HAND, ev)
        s.health[h.team] = WHAT_THE_HEALTH
        ev.append({"type": "what_the", "player": p, "health": WHAT_THE_HEALTH})

    def _finish_if_over(self, s: DiceThroneState, ev: list[Event]) -> bool:
        if s.finished:
            return True
        alive = [i for i, t in enumerate(s.teams) if not all(s.heroes[q].out for q in t)]
        if len(alive) > 1:
            return False
        winners = list(s.teams[alive[0]]) if alive else []
        s.finished = "throne" if alive else "draw"
        s.window = None
        ev.append({"type": "game_over", "why": s.finished, "winners": winners})
        return True
