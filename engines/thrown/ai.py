"""The AI seat for Thrown: a quick estimator, not a search.

- Leading: roll the colour it is strongest in compared with the others (they must follow it or try to
  trump), as many dice as it safely can (three when it has plenty).
- Following: roll as few dice as gives a good chance to reach the score to beat (each die rolled is
  gold for whoever wins); when the trick is already lost, roll one die. Trumping: the colour with the
  best chance (Brute's colour makes 5s trump, Peacemaker's colour adds pairs).
- After rolling: try every usable power on a copy of the trick, with the chance of the dice it rerolls
  averaged out, and use the best one while it gains more than the die it costs.
- Rewards: always recruit (from the player with most dice), take the Summoner's dice, skip the rest.
"""

from __future__ import annotations

import random
from functools import cache

from engines.base import Action
from engines.thrown.data import COLORS, DISCARD_CARDS, MAX_ROLL, TIEBREAK_DICE
from engines.thrown.model import Die, Done, Pick, Power, Recruit, Roll, Skip, Summon, ThrownState, Trick
from engines.thrown.moves import power_actions
from engines.thrown.rules import colors_of, has_pair, is_trump, leader, pool_size, trick_score

GIFT = 0.35
"""What a die we roll and lose is worth to us (it pays the winner, a rival)."""
BEAT = 0.3
"""The chance that each player still to roll takes the trick from the leader."""


@cache
def _sum_at_least(k: int, target: int) -> float:
    """P(sum of k d6 >= target)."""
    counts = {0: 1}
    for _ in range(k):
        nxt: dict[int, int] = {}
        for s, c in counts.items():
            for v in range(1, 7):
                nxt[s + v] = nxt.get(s + v, 0) + c
        counts = nxt
    return sum(c for s, c in counts.items() if s >= target) / 6**k


def _p_pair(k: int) -> float:
    return {1: 0.0, 2: 1 / 6, 3: 1 - 120 / 216}.get(k, 1.0)


def choose(state: ThrownState, player: str, rand: random.Random) -> Action:
    if state.phase == "pick":
        return _pick(state)
    if state.phase == "victory":
        return _reward(state, player)
    trick = state.trick
    if not trick.rolled:
        if pool_size(state, player) == 0:
            return Done()
        return _roll(state, player)
    power = _best_power(state, player, rand)
    return power or Done()


# --- rewards and the tie-break --------------------------------------------------------------------


def _pick(state: ThrownState) -> Action:
    ranked = sorted(COLORS, key=lambda c: -state.void[c])
    dice = [ranked[0]] * min(3, state.void[ranked[0]])
    while len(dice) < TIEBREAK_DICE:
        dice.append(next(c for c in ranked if state.void[c] > dice.count(c)))
    return Pick(dice=dice)


def _reward(state: ThrownState, player: str) -> Action:
    card = state.victory.pending[0]
    if card == "recruiter":
        victim = max((p for p in state.participants if p != player), key=lambda p: pool_size(state, p))
        color = max(COLORS, key=lambda c: state.pools[victim][c])
        return Recruit(**{"from": victim, "color": color})
    if card == "summoner":
        held = [c for c in COLORS for _ in range(state.summoner[c])]
        return Summon(dice=held[:3])
    return Skip()


# --- rolling --------------------------------------------------------------------------------------


def _later(state: ThrownState, player: str) -> list[str]:
    trick = state.trick
    i = trick.order.index(player)
    return [p for p in trick.order[i + 1:] if pool_size(state, p) > 0]


def _roll(state: ThrownState, player: str) -> Action:
    trick = state.trick
    pool = state.pools[player]
    others = [p for p in state.participants if p != player]
    later = _later(state, player)
    hold = (1 - BEAT) ** len(later)
    peace = colors_of(state, "peacemaker")
    if trick.color is None:
        def strength(c: str) -> float:
            theirs = sum(state.pools[p][c] for p in others) / max(1, len(others))
            return pool[c] - theirs + (1.5 if c in peace and pool[c] >= 2 else 0)

        color = max((c for c in COLORS if pool[c]), key=strength)
        return Roll(color=color, count=min(MAX_ROLL, pool[color]))
    gift = sum(1 for d in trick.dice if d.owner != player) + 1.2 * len(later) * hold
    if pool[trick.color] > 0:
        color = trick.color
        trumped = any(is_trump(state, d, trick.color) for d in trick.dice)
        lead = leader(state, trick)
        best = trick_score(state, trick, lead) if lead else 0
        target = max(1, best or 0)
        options = []
        for k in range(1, min(MAX_ROLL, pool[color]) + 1):
            p = 0.0 if trumped else _sum_at_least(k, target)
            if k == 1 and color in colors_of(state, "cyclops") and not trumped:
                p = _sum_at_least(1, (target + 1) // 2)
            if color in peace:
                p = 1 - (1 - p) * (1 - _p_pair(k))
            else:
                p *= hold
            options.append((p * gift - (1 - p) * k * GIFT, -k, k))
        return Roll(color=color, count=max(options)[2])
    brute = colors_of(state, "brute")
    options = []
    for color in COLORS:
        for k in range(1, min(MAX_ROLL, pool[color]) + 1):
            miss = (4 / 6 if color in brute else 5 / 6) ** k
            p = 1 - miss
            if color in peace:
                p = 1 - (1 - p) * (1 - _p_pair(k))
            else:
                p *= hold
            options.append((p * gift - (1 - p) * k * GIFT, pool[color], -k, color, k))
    best = max(options)
    return Roll(color=best[3], count=best[4])


# --- powers ---------------------------------------------------------------------------------------


def _value(state: ThrownState, trick: Trick, player: str, later: list[str], ends: bool = False) -> float:
    """What the trick is worth to `player` as it stands: chance to win times the gold."""
    mine = [d for d in trick.dice if d.owner == player]
    peace = colors_of(state, "peacemaker")
    pair = any(has_pair([d.value for d in mine if d.color == c]) for c in peace)
    in_trick = {d.color for d in trick.dice}
    phantom = set(colors_of(state, "phantom")) & in_trick
    gold = sum(-1 if d.color in phantom else 1 for d in trick.dice if d.owner != player)
    gold += sum(2 for c in colors_of(state, "noble") if c in in_trick)
    if pair:
        return float(gold)
    if leader(state, trick) != player:
        return 0.0
    hold = 1.0 if ends else (1 - BEAT) ** len(later)
    return hold * (gold + 1.2 * len(later))


def _outcomes(state: ThrownState, trick: Trick, player: str, action: Power,
              rand: random.Random) -> list[tuple[Trick, bool]]:
    """The tricks the power can lead to (equally likely), and whether the trick ends at once."""
    dice = {d.n: d for d in trick.dice}

    def with_dice(changes: dict[int, int | None], added: Die | None = None) -> Trick:
        new = []
        for d in trick.dice:
            if d.n in changes:
                if changes[d.n] is not None:
                    new.append(d.model_copy(update={"value": changes[d.n]}))
            else:
                new.append(d)
        if added is not None:
            new.append(added)
        return trick.model_copy(update={"dice": new})

    card = action.card
    if card == "dragon":
        return [(trick, True)]
    if card == "archer":
        return [(with_dice({action.die: None}), False)]
    if card in ("wizard", "sorcerer"):
        return [(with_dice({action.die: 7 - dice[action.die].value}), False)]
    if card == "man_at_arms":
        return [(with_dice({action.die: dice[action.die].value + action.delta}), False)]
    if card == "spirit":
        target = dice[action.die]
        return [(with_dice({d.n: target.value for d in trick.dice if d.owner == target.owner}), False)]
    if card == "dark_knight":
        return [(with_dice({action.die: v}), False) for v in range(1, 7)]
    if card == "reinforcements":
        mode = trick.modes.get(player, "score")
        return [(with_dice({}, Die(n=999, owner=player, color=action.color, value=v, mode=mode, extra=True)), False)
                for v in range(1, 7)]
    targets = action.dice if card == "knight" else [d.n for d in trick.dice if d.owner != player and d.value == 6]
    if len(targets) == 1:
        return [(with_dice({targets[0]: v}), False) for v in range(1, 7)]
    return [(with_dice({n: rand.randint(1, 6) for n in targets}), False) for _ in range(12)]


def _best_power(state: ThrownState, player: str, rand: random.Random) -> Action | None:
    trick = state.trick
    later = _later(state, player)
    now = _value(state, trick, player, later)
    mine = pool_size(state, player)
    average = sum(pool_size(state, p) for p in state.participants) / max(1, len(state.participants))
    cost = 0.5 if mine > average else 0.8
    best: tuple[float, Action] | None = None
    for action in power_actions(state, player):
        if action.card == "shapeshifter" or action.card not in DISCARD_CARDS:
            continue
        outcomes = _outcomes(state, trick, player, action, rand)
        gain = sum(_value(state, t, player, later, ends) for t, ends in outcomes) / len(outcomes) - now
        if action.card == "reinforcements":
            gain -= GIFT  # the extra die is gold for the winner if we lose
        if best is None or gain > best[0]:
            best = (gain, action)
    if best is not None and best[0] > cost:
        return best[1]
    return None
