"""The AI seat for Thrown: a quick estimator, not a search.

- What a trick is worth: 1 gold per opponent die, -1 for an opponent die of the Phantom's colour, +2
  per Noble; a trick worth less than nothing is one to lose (roll one die, or pay to drop the lead).
- Leftover dice: whoever still holds dice when the others have run out pays 1 gold each. While the AI
  holds more dice than any opponent, every die it rolls or pays saves about that much, so it rolls
  more and pays for powers more readily; while it holds fewer, it saves them.
- Leading: roll the colour it is strongest in compared with the others (they must follow it or try to
  trump), as many dice as it can, except in the Peacemaker's colour (a pair on a lead wins a trick
  with no opponent dice in it: one die) and the Phantom's (one die, for the others to win at a loss).
- Following: weigh each count of dice by the chance to win and the gold at stake; when the trick is
  already lost, roll one die. Trumping: the colour with the best chance (Brute's colour makes 5s trump,
  Peacemaker's colour adds pairs).
- After rolling: try every usable power (the Shapeshifter's swaps included, on a copy of the display)
  on a copy of the trick, with the chance of rerolled dice averaged out, and use the best one while it
  gains more than the die it costs.
- Rewards: recruit from the player with most dice; take the Summoner's dice and use the Strategist
  when the AI is short of dice or of a colour to lead.
"""

from __future__ import annotations

import random
from functools import cache

from engines.base import Action
from engines.thrown.data import COLORS, DISCARD_CARDS, MAX_ROLL, TIEBREAK_DICE
from engines.thrown.model import Die, Done, Exchange, Pick, Power, Recruit, Roll, Skip, Summon, ThrownState, Trick
from engines.thrown.moves import power_actions
from engines.thrown.rules import colors_of, default_recruit, has_pair, is_trump, leader, pool_size, trick_score

GIFT = 0.35
"""What a die we roll and lose is worth to us (it pays the winner, a rival)."""
BEAT = 0.3
"""The chance that each player still to roll takes the trick from the leader."""
LATER_DICE = 1.2
"""The dice each player still to roll is expected to add to the trick."""
LEFTOVER = 0.9
"""What one die rolled or paid saves while we hold more dice than any opponent (the end-of-round
penalty is 1 gold a die for the last player holding dice)."""
LAST_CHANCE = {1: 1.0, 0: 0.6, -1: 0.3, -2: 0.1}
"""The chance of being the last to hold dice, by how many more dice we hold than the opponent with the
most (1 stands for one or more)."""
STRATEGIST_GAP = 2.0
"""How much stronger (in lead strength) a colour from the Void must be to swap a pool die for it."""


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
    trick = state.open_trick
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
    pending = state.open_victory.pending
    if "recruiter" in pending:
        victim, color = default_recruit(state, player)
        return Recruit(**{"from": victim, "color": color})
    card = pending[0]
    room = max(0, _most_other_dice(state, player) - pool_size(state, player))
    if card == "summoner":
        held = [c for c in COLORS for _ in range(state.summoner[c])]
        held.sort(key=lambda c: -_strength(state, player, c))
        take = held[:min(3, room + 1)]
        return Summon(dice=take) if take else Skip()
    if card == "strategist":
        return _exchange(state, player) or Skip()
    return Skip()


def _exchange(state: ThrownState, player: str) -> Action | None:
    """Swap the dice of our weakest colours for the Void's dice of our strongest colour, while that
    colour is clearly better to lead with."""
    pool = state.pools[player]
    best = max((c for c in COLORS if state.void[c]), key=lambda c: _strength(state, player, c), default=None)
    if best is None:
        return None
    give: list[str] = []
    for color in sorted(COLORS, key=lambda c: _strength(state, player, c)):
        if color == best:
            continue
        gap = _strength(state, player, best) - _strength(state, player, color)
        while pool[color] - give.count(color) > 0 and gap >= STRATEGIST_GAP and len(give) < 3:
            give.append(color)
    give = give[:min(3, state.void[best])]
    if not give:
        return None
    return Exchange(give=give, take=[best] * len(give))


def _most_other_dice(state: ThrownState, player: str) -> int:
    return max((pool_size(state, p) for p in state.participants if p != player), default=0)


def _excess(state: ThrownState, player: str) -> int:
    """How many more dice we hold than the opponent with the most: what we would pay at the end of the
    round if everyone used dice at the same pace."""
    return pool_size(state, player) - _most_other_dice(state, player)


def _saving(state: ThrownState, player: str, dice: int) -> float:
    """The leftover penalty that rolling or paying `dice` dice saves: about LEFTOVER a die while we
    hold more than anyone, less as our lead in dice shrinks (level: we may well be last anyway)."""
    excess = _excess(state, player)
    return LEFTOVER * sum(LAST_CHANCE.get(max(-2, min(1, excess - j)), 0.0) for j in range(dice))


def _strength(state: ThrownState, player: str, color: str) -> float:
    """How good a colour is to lead: our dice of it against the others' average."""
    others = [p for p in state.participants if p != player]
    theirs = sum(state.pools[p][color] for p in others) / max(1, len(others))
    return state.pools[player][color] - theirs


def _die_gold(state: ThrownState, color: str, phantom: set[str]) -> int:
    """What an opponent die of `color` pays the trick's winner."""
    return -1 if color in phantom else 1


# --- rolling --------------------------------------------------------------------------------------


def _later(state: ThrownState, player: str) -> list[str]:
    trick = state.open_trick
    i = trick.order.index(player)
    return [p for p in trick.order[i + 1:] if pool_size(state, p) > 0]


def _roll(state: ThrownState, player: str) -> Action:
    trick = state.open_trick
    pool = state.pools[player]
    later = _later(state, player)
    hold = (1 - BEAT) ** len(later)
    peace = colors_of(state, "peacemaker")
    phantom_colors = set(colors_of(state, "phantom"))
    if trick.color is None:
        return _lead(state, player, peace, phantom_colors)
    trick_color = trick.color
    in_trick = {d.color for d in trick.dice}

    def gift(mine: str) -> float:
        """The gold a win brings when we add dice of colour `mine` to the trick."""
        colors = in_trick | {trick_color, mine}
        phantom = phantom_colors & colors
        gold: float = sum(_die_gold(state, d.color, phantom) for d in trick.dice if d.owner != player)
        gold += _die_gold(state, trick_color, phantom) * LATER_DICE * len(later) * hold
        return gold + sum(2 for c in colors_of(state, "noble") if c in colors)

    if pool[trick_color] > 0:
        color = trick_color
        trumped = any(is_trump(state, d, trick_color) for d in trick.dice)
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
            options.append((_worth(p, gift(color), k) + _saving(state, player, k), -k, k))
        return Roll(color=color, count=max(options)[2])
    brute = colors_of(state, "brute")
    tries = []
    for color in COLORS:
        for k in range(1, min(MAX_ROLL, pool[color]) + 1):
            miss = (4 / 6 if color in brute else 5 / 6) ** k
            p = 1 - miss
            if color in peace:
                p = 1 - (1 - p) * (1 - _p_pair(k))
            else:
                p *= hold
            tries.append((_worth(p, gift(color), k) + _saving(state, player, k), pool[color], -k, color, k))
    *_, color, count = max(tries)
    return Roll(color=color, count=count)


def _worth(p: float, gift: float, k: int) -> float:
    """A roll of k dice that wins with chance p a trick worth `gift`; the dice pay the winner if we lose
    (a trick worth less than nothing is better lost: winning it is what costs)."""
    return p * gift - (1 - p) * k * GIFT


def _lead(state: ThrownState, player: str, peace: list[str], phantom: set[str]) -> Action:
    pool = state.pools[player]
    color = max((c for c in COLORS if pool[c]), key=lambda c: _strength(state, player, c))
    if color in peace or color in phantom:
        count = 1
    else:
        count = min(MAX_ROLL, pool[color])
    return Roll(color=color, count=count)


# --- powers ---------------------------------------------------------------------------------------


def _value(state: ThrownState, trick: Trick, player: str, later: list[str], ends: bool = False) -> float:
    """What the trick is worth to `player` as it stands: chance to win times the gold."""
    mine = [d for d in trick.dice if d.owner == player]
    peace = colors_of(state, "peacemaker")
    pair = any(has_pair([d.value for d in mine if d.color == c]) for c in peace)
    in_trick = {d.color for d in trick.dice}
    phantom = set(colors_of(state, "phantom")) & in_trick
    gold = sum(_die_gold(state, d.color, phantom) for d in trick.dice if d.owner != player)
    gold += sum(2 for c in colors_of(state, "noble") if c in in_trick)
    if pair:
        return float(gold)
    if leader(state, trick) != player:
        return 0.0
    if ends:
        return float(gold)
    assert trick.color is not None  # a trick with a leader has its colour
    later_gold = _die_gold(state, trick.color, phantom | (set(colors_of(state, "phantom")) & {trick.color}))
    return (1 - BEAT) ** len(later) * (gold + later_gold * LATER_DICE * len(later))


def _outcomes(state: ThrownState, trick: Trick, player: str, action: Power,
              rand: random.Random) -> list[tuple[Trick, bool]]:
    """The tricks the power can lead to (equally likely), and whether the trick ends at once (the
    Shapeshifter is weighed apart: it changes the display, not the dice)."""
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

    def named_die() -> int:
        assert action.die is not None, f"{card} is offered with the die it acts on (moves.power_actions)"
        return action.die

    card = action.card
    if card == "dragon":
        return [(trick, True)]
    if card == "archer":
        return [(with_dice({named_die(): None}), False)]
    if card in ("wizard", "sorcerer"):
        return [(with_dice({named_die(): 7 - dice[named_die()].value}), False)]
    if card == "man_at_arms":
        assert action.delta is not None  # offered as +1 or -1
        return [(with_dice({named_die(): dice[named_die()].value + action.delta}), False)]
    if card == "spirit":
        target = dice[named_die()]
        return [(with_dice({d.n: target.value for d in trick.dice if d.owner == target.owner}), False)]
    if card == "dark_knight":
        return [(with_dice({named_die(): v}), False) for v in range(1, 7)]
    if card == "reinforcements":
        assert action.color is not None  # offered with the colour of the die it rolls
        mode = trick.modes.get(player, "score")
        return [(with_dice({}, Die(n=999, owner=player, color=action.color, value=v, mode=mode, extra=True)), False)
                for v in range(1, 7)]
    if card == "knight":
        assert action.dice is not None  # offered with the dice it rerolls
        targets = action.dice
    else:
        targets = [d.n for d in trick.dice if d.owner != player and d.value == 6]
    if len(targets) == 1:
        return [(with_dice({targets[0]: v}), False) for v in range(1, 7)]
    return [(with_dice({n: rand.randint(1, 6) for n in targets}), False) for _ in range(12)]


def _best_power(state: ThrownState, player: str, rand: random.Random) -> Action | None:
    trick = state.open_trick
    later = _later(state, player)
    now = _value(state, trick, player, later)
    mine = pool_size(state, player)
    average = sum(pool_size(state, p) for p in state.participants) / max(1, len(state.participants))
    cost = (0.5 if mine > average else 0.8) - _saving(state, player, 1)
    best: tuple[float, Power] | None = None
    for action in power_actions(state, player):
        if action.card not in DISCARD_CARDS:
            continue
        if action.card == "shapeshifter":
            assert action.swap is not None  # offered with the two cards it swaps
            gain = _value(_swapped(state, *action.swap), trick, player, later) - now
        else:
            outcomes = _outcomes(state, trick, player, action, rand)
            gain = sum(_value(state, t, player, later, ends) for t, ends in outcomes) / len(outcomes) - now
        if action.card == "reinforcements":
            gain -= GIFT  # the extra die is gold for the winner if we lose
        if best is None or gain > best[0]:
            best = (gain, action)
    if best is not None and best[0] > cost:
        return best[1]
    return None


def _swapped(state: ThrownState, a: str, b: str) -> ThrownState:
    """The state with the cubes of cards `a` and `b` swapped (the Shapeshifter), for weighing only."""
    colors = {s.card: s.color for s in state.display}
    colors[a], colors[b] = colors[b], colors[a]
    display = [s.model_copy(update={"color": colors[s.card]}) for s in state.display]
    return state.model_copy(update={"display": display})
