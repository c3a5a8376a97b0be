"""Property: with the default ask level a player is asked exactly when one of their plays gives this step a
result better for their side, checked against a brute force over random positions of every mode.

The brute force tries every move the player could make in the window (every die value it could roll) on a
fresh copy, with any token the move gives them spent at once, and resolves the step with everyone passing;
the engine's check prunes (no trials after an offensive attempt, dice that leave the same dice tried once,
no token to spend after a change of dice) and must answer the same."""

from __future__ import annotations

import itertools
import random

import pytest

from engines.dicethrone.actions import Done, Spend
from engines.dicethrone.data import STATUSES
from tests.engines.dicethrone.helpers import ENGINE, NOW

SETUPS = [("1v1", 2, "standard"), ("first", 2, "standard"), ("1v1", 2, "upgrade_deck"), ("1v1", 2, "simplified"),
          ("2v2", 4, "standard"), ("3v3", 6, "standard"), ("2v2v2", 6, "standard"), ("ffa", 3, "standard"),
          ("ffa", 4, "upgrade_deck"), ("ffa", 5, "standard"), ("ffa", 6, "standard")]
TOKENS = ["evasive", "chi", "crit", "protect", "retribution", "sneak", "sneak_attack", "burn", "poison"]


def _trial(s, p):
    return ENGINE._copy_trial(s, p)


def _after(t, p, a):
    """Every state `a` can leave (one per value of each die it rolls)."""
    probe = _trial(t, p)
    probe.rng.forced = []
    draws = probe.rng.draws
    ENGINE._try_move(probe, p, a)
    rolled = probe.rng.draws - draws
    out = []
    for values in itertools.product(range(1, 7), repeat=rolled):
        c = _trial(t, p)
        c.rng.forced = list(values)
        ENGINE._try_move(c, p, a)
        out.append(c)
    return out


def _spendable(t, p):
    return {a.status for a in ENGINE._spend_moves(t, p)}


def brute_force(s, p) -> bool:
    t = _trial(s, p)
    base = ENGINE._step_result(_trial(t, p), p)
    for a in ENGINE._window_moves(t, p):
        if isinstance(a, Done):
            continue
        for tried in _after(t, p, a):
            if ENGINE._helps(s, p, base, ENGINE._step_result(_trial(tried, p), p)):
                return True
            for status in _spendable(tried, p) - _spendable(t, p):
                for more in _after(tried, p, Spend(status=status)):
                    if ENGINE._helps(s, p, base, ENGINE._step_result(_trial(more, p), p)):
                        return True
    return False


def _shaken(s, rand):
    """The same position with other hands, CP and tokens for everyone in the window (more to try)."""
    c = ENGINE.load_state(s.model_dump(mode="json"))
    for p in c.window.include:
        h = c.heroes[p]
        if h.out:
            continue
        pool = h.hand + h.deck
        rand.shuffle(pool)
        size = len(h.hand) if c.variant == "simplified" else rand.randint(2, 6)
        h.hand, h.deck = pool[:size], pool[size:]
        if c.variant != "simplified":
            h.cp = rand.randint(0, 6)
        for k in rand.sample(TOKENS, 2):
            h.statuses[k] = rand.randint(1, STATUSES[k]["limit"])
    return c


def window_positions(mode, n, variant, seed, limit, ask="outcome", afflicted=False):
    """Positions with a window open from an AI game (and each shaken); with ask="always" windows open
    wherever anyone could play, so positions where nobody would be asked by default are met too.
    `afflicted`: everyone starts Blind, Burning and Poisoned (Blind checks and upkeep windows early)."""
    rand = random.Random(seed)
    state = ENGINE.new_game([f"p{i}" for i in range(n)], {"mode": mode, "variant": variant}, seed)
    state.ask = {p: ask for p in state.players}
    if afflicted:
        for h in state.heroes.values():
            h.statuses.update({"blind": 1, "burn": 1, "poison": 1})
        state.phase, state.window = "turn_start", None
        ENGINE._advance(state, [])
    found = []
    for _ in range(3000):
        if ENGINE.outcome(state) is not None or len(found) >= limit:
            break
        if state.window is not None:
            found.append(state)
            found.append(_shaken(state, rand))
        prompts = ENGINE.awaiting(state)
        p = prompts[0].player
        state = ENGINE.apply(state, p, ENGINE.ai_action(state, p, rand), NOW).state
    return found


@pytest.mark.parametrize(("mode", "n", "variant"), SETUPS)
def test_asked_exactly_when_a_play_helps_by_brute_force(mode, n, variant):
    checked = asked = 0
    for seed, ask, afflicted in ((300, "outcome", False), (301, "always", False), (302, "always", True)):
        for s in window_positions(mode, n, variant, seed, limit=12, ask=ask, afflicted=afflicted):
            if s.window.kind == "roll":
                continue  # the brute force finds nothing there too, at a high price (test_roll_windows...)
            for p in s.window.include:
                if s.heroes[p].out:
                    continue
                fast = ENGINE._changes_outcome(s, p)
                assert fast == brute_force(s, p), (mode, variant, s.window.kind, p)
                checked += 1
                asked += fast
    assert checked >= 10 and 0 < asked < checked


def test_roll_windows_ask_nobody_at_the_default_level_by_brute_force():
    """After an offensive attempt nothing is decided yet: no play changes a result, so nobody is asked."""
    seen = 0
    for s in window_positions("1v1", 2, "standard", 7, limit=60, ask="always"):
        if s.window.kind != "roll":
            continue
        for p in s.window.include:
            assert not ENGINE._changes_outcome(s, p) and not brute_force(s, p)
            seen += 1
        if seen >= 4:
            break
    assert seen >= 2


def brute_effects(s, p) -> set[str]:
    """Every result better for p's side that one of p's moves (any die value, a token it gives spent at once)
    gives, as its difference from everyone passing."""
    from engines.dicethrone.windows import _diff

    t = _trial(s, p)
    base = ENGINE._step_result(_trial(t, p), p)
    out = set()
    for a in ENGINE._window_moves(t, p):
        if isinstance(a, Done):
            continue
        for tried in _after(t, p, a):
            results = [ENGINE._step_result(_trial(tried, p), p)]
            for status in _spendable(tried, p) - _spendable(t, p):
                results += [ENGINE._step_result(_trial(more, p), p) for more in _after(tried, p, Spend(status=status))]
            out |= {repr(_diff(base, r)) for r in results if ENGINE._helps(s, p, base, r)}
    return out


@pytest.mark.parametrize(("mode", "n"), [("1v1", 2), pytest.param("2v2", 4, marks=pytest.mark.slow),
                                         pytest.param("3v3", 6, marks=pytest.mark.slow)])  # 46 s: past CI's budget
def test_asked_again_exactly_when_a_play_does_something_new_by_brute_force(mode, n):
    """A player who passed is asked again after someone plays exactly when one of their plays now gives a
    result better for their side that none gave when they passed (brute force, with what they passed on
    found by the brute force too)."""
    rand = random.Random(40 + n)
    checked = again = 0
    for seed in range(500, 530):
        state = ENGINE.new_game([f"p{i}" for i in range(n)], {"mode": mode}, seed)
        declined: dict[str, set[str]] = {}
        for _ in range(3000):
            if ENGINE.outcome(state) is not None or checked >= 25:
                break
            w = state.window
            p = ENGINE.awaiting(state)[0].player
            action = ENGINE.ai_action(state, p, rand)
            if w is not None and w.kind != "roll" and isinstance(action, Done) and p in w.pending:
                declined[p] = brute_effects(state, p)
            after = ENGINE.apply(state, p, action, NOW).state
            if w is None or after.window is None or after.window.kind != w.kind:
                declined = {}
            elif not isinstance(action, Done) and p in w.pending:
                for q, then in declined.items():
                    if q == p or q in w.pending or after.heroes[q].out:
                        continue
                    now = brute_effects(after, q)
                    assert (q in after.window.pending) == (brute_force(after, q) and not now <= then), (mode, q)
                    checked += 1
                    again += q in after.window.pending
            state = after
        if checked >= 25:
            break
    assert checked >= 5 and 0 < again < checked, (checked, again)
