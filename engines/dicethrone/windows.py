"""Reaction windows: after a roll settles (an offensive attempt, the chosen ability, the Blind check, the
targeting die, the defensive roll) and before Burn and Poison tick in upkeep, players may react; `done`
passes. Whoever plays stays in the window, and the others are asked again.

Who is asked follows each player's preference (`Ask`, taken at any time): "outcome" (the default) asks
only when a card or token they hold could change this roll's result or this damage now; "always" asks
whenever they could play anything; "never" does not ask (their cards wait for their own turn). Who is
asked is secret: the channel hears that a window is open, never for whom (Prompt.secret).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from engines.base import Event
from engines.dicethrone.actions import Ask, Done, Play, Spend
from engines.dicethrone.data import STATUSES, card_of
from engines.dicethrone.dice import counts, effective_fx, level_def, meets, norm_name, piece_amount, piece_applies
from engines.dicethrone.players import opponents
from engines.dicethrone.state import Attack, DiceThroneState, Window

DICE_PIECES = ("set_die", "nudge", "reroll", "reroll_other", "copy_die")


if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class WindowRules(DiceThroneRules):
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
        """Someone played in a window: everyone else it is worth asking is asked again, but a player who
        passed at the default level only when one of their plays now does something for them that no play
        did when they passed (the same Protect preventing the same 3 damage asks nobody twice)."""
        w = s.window
        assert w is not None
        again = [q for q in w.include if q != p and q not in w.pending and self._worth_asking(s, q)
                 and self._news(s, q)]
        w.pending = [q for q in w.include if q in w.pending or q in again]

    def _note_pass(self, s: DiceThroneState, p: str) -> None:
        """p passes in the window: keep what p's plays would have done for p (for `_ask_again`)."""
        w = s.window
        assert w is not None
        if s.ask.get(p, "outcome") == "outcome" and w.kind != "roll":
            w.passed[p] = sorted(self._effects(s, p))
        else:
            w.passed.pop(p, None)

    def _news(self, s: DiceThroneState, q: str) -> bool:
        w = s.window
        assert w is not None
        if q not in w.passed or s.ask.get(q, "outcome") != "outcome":
            return True
        return not self._effects(s, q) <= set(w.passed[q])

    def _act_ask(self, s: DiceThroneState, p: str, a: Ask, ev: list[Event]) -> None:
        """A standing preference, kept out of the public events (Engine.anytime)."""
        s.ask[p] = a.level

    # --- whom to ask ------------------------------------------------------------------------------

    def _worth_asking(self, s: DiceThroneState, p: str) -> bool:
        level = s.ask.get(p, "outcome")
        if level == "never" or s.heroes[p].out:
            return False
        if level == "always":
            with _in_window(s, p):
                return self._has_moves(s, p)
        return self._changes_outcome(s, p)

    def _has_moves(self, s: DiceThroneState, p: str) -> bool:
        return any(not isinstance(a, Done) for a in self._window_moves(s, p, first_only=True))

    def _changes_outcome(self, s: DiceThroneState, p: str) -> bool:
        """Something p could play in this window gives this step another outcome (see `_step_result`)."""
        if s.window is None or s.window.kind == "roll":
            return False  # after an offensive attempt nothing is decided: the roller rolls on
        with _in_window(s, p):
            base = self._step_result(self._trial(s, p), p)
            seen: set[object] = set()
            return any(self._play_changes(s, p, a, base, seen)
                       for a in self._window_moves(s, p) if not isinstance(a, Done))

    def _effects(self, s: DiceThroneState, p: str) -> set[str]:
        """Everything p's plays in this window could do for p's side: each result better for it, as its
        difference from everyone passing (`_diff`)."""
        with _in_window(s, p):
            base = self._step_result(self._trial(s, p), p)
            seen: set[object] = set()
            return {repr(_diff(base, r)) for a in self._window_moves(s, p) if not isinstance(a, Done)
                    for r in self._helpful(s, p, a, base, seen)}

    def move_matters(self, s: DiceThroneState, p: str, a: object) -> bool:
        """This window move changes this step's outcome (the buttons offer these first)."""
        if not isinstance(a, (Play, Spend)) or s.window is None or s.window.kind == "roll":
            return False
        with _in_window(s, p):
            return self._play_changes(s, p, a, self._step_result(self._trial(s, p), p), set())

    # --- trying a move ------------------------------------------------------------------------------

    def _play_changes(self, s: DiceThroneState, p: str, a: Play | Spend, base: tuple, seen: set[object]) -> bool:
        return any(True for _ in self._helpful(s, p, a, base, seen))

    def _helpful(self, s: DiceThroneState, p: str, a: Play | Spend, base: tuple,
                 seen: set[object]) -> Iterator[tuple]:
        """Play `a` on a copy, then everyone passes: the results better for p's side than `base` (lazily,
        so asking whether there is one stops at the first). Every value a
        die it rolls could show is tried (so the answer never depends on the generator's next numbers).
        A card that gives p a token p could spend now is also tried with that token spent at once.

        `seen` holds the dice already tried in this decision: a change of the dice matters only by the
        dice it leaves (and the CP paid for it), so equal ones are resolved once."""
        dice_plan = None
        if isinstance(a, Play) and self._is_dice_card(a):
            card, plan = self._check_play(s, p, a)
            dice_plan = plan["dice"], plan["cost"]
        for forced in self._forced_dice(s, p, a, dice_plan):
            if dice_plan is not None:
                key = (self._dice_key(s, dice_plan[0], forced), dice_plan[1])
                if key in seen:
                    continue
                seen.add(key)
            t = self._trial(s, p)
            before = set(self._spendable(t, p))
            t.rng.forced = list(forced) + t.rng.forced
            self._try_move(t, p, a)
            if dice_plan is not None:  # a change of the dice gives no token to spend: t is used up at once
                result = self._step_result(t, p)
                if self._helps(s, p, base, result):
                    yield result
                continue
            result = self._step_result(self._copy_trial(t, p), p)
            if self._helps(s, p, base, result):
                yield result
            for status in self._spendable(t, p):
                if status in before:
                    continue  # spending it alone is tried as a move of its own
                follow = Spend(status=status)
                for more in self._forced_dice(t, p, follow, None):
                    u = self._copy_trial(t, p)
                    u.rng.forced = list(more) + u.rng.forced
                    self._try_move(u, p, follow)
                    result = self._step_result(u, p)
                    if self._helps(s, p, base, result):
                        yield result

    def _forced_dice(self, s: DiceThroneState, p: str, a: Play | Spend,
                     dice_plan: tuple[dict, int] | None) -> list[tuple[int, ...]]:
        """Every result of the six-sided dice this move rolls (an empty tuple when it rolls none)."""
        n = 0
        if isinstance(a, Spend) and norm_name(a.status) in ("evasive", "sneakattack"):
            n = 1
        elif dice_plan is not None:
            n = len(dice_plan[0].get("reroll", []))
        return list(itertools.product(range(1, 7), repeat=n))

    def _dice_key(self, s: DiceThroneState, plan: dict, forced: tuple[int, ...]) -> tuple:
        """What this step's result reads of the dice the change leaves: a defence reads its symbols, the
        other rolls their values (in any order)."""
        r = s.roll
        assert r is not None
        dice = list(r.dice)
        for i, v in plan.get("values", {}).items():
            dice[i] = v
        for i, v in zip(plan.get("reroll", []), forced, strict=True):
            dice[i] = v
        if r.kind == "defense":
            return tuple(sorted(counts(r.hero, dice).items()))
        return tuple(sorted(dice))

    def _spendable(self, s: DiceThroneState, p: str) -> list[str]:
        return [a.status for a in self._spend_moves(s, p)]

    def _trial(self, s: DiceThroneState, p: str) -> DiceThroneState:
        """A copy where p is the one asked and nobody else will be (so trying a move asks nobody again, and
        p stays asked after playing, as in the window itself)."""
        t = s.model_copy(deep=True)
        return self._copy_trial(t, p, copy=False)

    def _copy_trial(self, t: DiceThroneState, p: str, copy: bool = True) -> DiceThroneState:
        if copy:
            t = t.model_copy(deep=True)
        assert t.window is not None
        t.window.pending, t.window.include = [p], [p]
        return t

    def _try_move(self, t: DiceThroneState, p: str, a: Play | Spend) -> None:
        if isinstance(a, Play):
            self._act_play(t, p, a, [])
        else:
            self._act_spend(t, p, a, [])

    def _step_result(self, t: DiceThroneState, p: str) -> tuple:
        """What closing this window with everyone passing leads to (t is a copy, used up): the Blind check's
        verdict, the target the targeting die picks, or what the chosen ability does with the dice as they
        stand; then every side's health, each hero's CP, statuses and defeat as they end (after the damage
        step or the upkeep), but p's own CP and statuses only as the step changes them (what p pays for a
        move, or gives itself, is no outcome). After an offensive attempt nothing is decided: the roller
        rolls on."""
        w = t.window
        assert w is not None
        before = _snapshot(t)
        t.window = None
        ev: list[Event] = []
        att = t.attack
        verdict: object = None
        if w.kind == "damage":
            assert att is not None
            self._after_window(t, w, ev)
            self._resolve_damage(t, att, ev)
        elif w.kind == "upkeep":
            self._upkeep_and_income(t, ev)
        elif w.kind in ("blind", "target"):
            assert att is not None
            self._after_window(t, w, ev)
            self._attack_step(t, ev)
            verdict = (att.failed, att.target, tuple(att.choices), att.chooser)
        elif w.kind == "confirm":
            assert att is not None
            verdict = self._ability_result(t, att)
        return verdict, _changes(before, _snapshot(t))

    def _helps(self, s: DiceThroneState, p: str, base: tuple, result: tuple) -> bool:
        """The step ends otherwise, and at least one of the differences is on p's side: more health, CP,
        good statuses or fewer bad ones for p's side (the reverse for its opponents), an opponent defeated
        or a teammate saved; a Blind check failing for p's opponents (passing for p's side); the targeting
        die turned off p's side (any turn for the attacker's side); the chosen ability doing more for the
        attacker's side or less against p's. A change wholly against p's own side is not worth asking."""
        if result == base:
            return False
        (verdict0, (health0, heroes0, _)), (verdict, (health, heroes, _)) = base, result
        mine = s.heroes[p].team
        if any((i == mine) == (b > a) for i, (a, b) in enumerate(zip(health0, health, strict=True)) if a != b):
            return True
        for (q, cp0, st0, out0), (_, cp, st, out) in zip(heroes0, heroes, strict=True):
            own = s.heroes[q].team == mine
            if cp != cp0 and own == (cp > cp0) or out != out0 and own != out:
                return True
            moved0, moved = dict(st0), dict(st)
            for k in {*moved0, *moved}:
                a, b = moved0.get(k, 0), moved.get(k, 0)
                if a != b and (own == STATUSES[k]["good"]) == (b > a):
                    return True
        if verdict == verdict0:
            return False
        att = s.attack
        assert att is not None and s.window is not None
        attackers = not opponents(s, att.attacker, p)
        if s.window.kind == "confirm":
            return attackers == (_worth(verdict) > _worth(verdict0))
        failed0, target0, choices0, chooser0 = verdict0
        failed, target, choices, chooser = verdict
        if failed != failed0:
            return attackers != failed
        if _control(s, mine, chooser) > _control(s, mine, chooser0):
            return True
        if attackers:
            return _sides(s, target, choices) != _sides(s, target0, choices0)
        return _exposed(s, mine, target, choices) < _exposed(s, mine, target0, choices0)

    def _ability_result(self, s: DiceThroneState, att: Attack) -> tuple | None:
        """What the chosen ability does with the offensive dice as they stand (None: they no longer qualify)."""
        assert s.roll is not None
        h = s.heroes[att.attacker]
        level = level_def(h.hero, att.ability, att.level)
        if not meets(level["req"], h.hero, s.roll.dice):
            return None
        have = counts(h.hero, s.roll.dice)
        out = []
        for x in effective_fx(level, h.hero, s.roll.dice):
            if piece_applies(x, have):
                key = next(k for k in x if k not in ("n", "per", "plus", "if", "undefendable"))
                out.append((key, str(x[key]), piece_amount(x, key, have, h), bool(x.get("undefendable"))))
        return tuple(out)

    def _is_dice_card(self, a: Play) -> bool:
        return any(k in x for x in card_of(a.card)["fx"] for k in DICE_PIECES)

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
            att.stage = "blind_check" if w.kind == "blind" else "target_check"
            return
        if w.kind == "damage":
            assert att is not None
            att.stage = "resolve_damage"


@contextmanager
def _in_window(s: DiceThroneState, p: str) -> Iterator[None]:
    """While deciding whether to ask p, p counts as asked (a player asked again had passed before)."""
    w = s.window
    assert w is not None
    added = p not in w.pending
    if added:
        w.pending.append(p)
    try:
        yield
    finally:
        if added:
            w.pending.remove(p)


def _worth(ability: tuple | None) -> tuple[int, int]:
    """How much an ability does, to compare two results of the same ability: the sum of its pieces'
    amounts and whether it is undefendable (None, no longer qualifying: nothing)."""
    if ability is None:
        return (0, 0)
    return (sum(amount for _, _, amount, _ in ability), sum(undefendable for *_, undefendable in ability))


def _exposed(s: DiceThroneState, team: int, target: str | None, choices: tuple[str, ...]) -> float:
    """The share of the possible targets on this team (a target chosen from several: each counted)."""
    options = [target] if target else list(choices)
    return sum(s.heroes[q].team == team for q in options) / max(1, len(options))


def _diff(base: tuple, result: tuple) -> tuple:
    """What a result changes against everyone passing: the verdict (both, when it differs), each side's
    health and each hero's CP and statuses as differences, and each defeat (both)."""
    (verdict0, (health0, heroes0, end0)), (verdict, (health, heroes, end)) = base, result
    moved = []
    for (q, cp0, st0, out0), (_, cp, st, out) in zip(heroes0, heroes, strict=True):
        a, b = dict(st0), dict(st)
        statuses = tuple(sorted((k, b.get(k, 0) - a.get(k, 0)) for k in {*a, *b} if a.get(k, 0) != b.get(k, 0)))
        moved.append((q, cp - cp0, statuses, (out0, out) if out != out0 else None))
    return ((verdict0, verdict) if verdict != verdict0 else None,
            tuple(b - a for a, b in zip(health0, health, strict=True)), tuple(moved), (end0, end))


def _sides(s: DiceThroneState, target: str | None, choices: tuple[str, ...]) -> set[int]:
    """The sides the attack may hit (teams share their health: which hero of a side is hit is no outcome of
    the targeting die)."""
    return {s.heroes[q].team for q in ([target] if target else choices)}


def _control(s: DiceThroneState, team: int, chooser: str | None) -> int:
    """Who picks the target among several, for this team: 1 this team, 0 nobody (the die named one), -1 the
    other side. Picking among options is never worse than any one of them, and worse for the other side."""
    if chooser is None:
        return 0
    return 1 if s.heroes[chooser].team == team else -1


def _snapshot(s: DiceThroneState) -> tuple:
    return (tuple(s.health), {q: (h.cp, dict(h.statuses), h.out) for q, h in s.heroes.items()}, bool(s.finished))


def _changes(before: tuple, after: tuple) -> tuple:
    """What the step did: each side's health, each hero's CP and statuses as changes the step made, and who
    it defeated. A play's own effect, the same whether played before or after the step (Purify on a status
    the step does not read, the CP paid), is no outcome of the step."""
    heroes = []
    for q, (cp, statuses, out) in after[1].items():
        cp0, statuses0, out0 = before[1][q]
        moved = tuple(sorted((k, statuses.get(k, 0) - statuses0.get(k, 0)) for k in {*statuses, *statuses0}
                             if statuses.get(k, 0) != statuses0.get(k, 0)))
        heroes.append((q, cp - cp0, moved, out and not out0))
    health = tuple(b - a for a, b in zip(before[0], after[0], strict=True))
    return health, tuple(heroes), after[2] and not before[2]


def upkeep_ticks(s: DiceThroneState) -> bool:
    """Burn or Poison will hurt the active player in upkeep."""
    return any(s.heroes[s.active].statuses.get(k) for k in STATUSES if k in ("burn", "poison"))
