"""The AI seat: a one-roll lookahead over which dice to reroll, scored by a value of the final result.

Value of a result = coins (doubled without swords) + the chase (the top warrant times the chance
nobody outbids us before our next turn, plus what we take from the player we outbid) + the dice the
party gains (minus the dice that run away). For every way of splitting the party into kept and
rerolled dice (dice showing the same face are interchangeable), the exact distribution of the
rerolled dice is convolved with the kept result; stopping is the split that rerolls nothing.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from engines.base import Action
from engines.wurfelhelden.data import FACES
from engines.wurfelhelden.model import Roll, Stop, WurfelheldenState

OPPONENT_CHASES = 0.8
"""How likely an opponent is to try to outbid us when it matters."""
SECOND_ROUND = 0.55
"""Two players: a fresh chase still has to survive one more round (after the duel marker goes down)."""
DIE_VALUE = 1.2
"""What one more yellow or red die in the party is worth (in coins) while the game has a while to go."""
EXTRA_ROLL_BONUS = 0.35
"""After the first roll, a reroll keeps one more reroll in hand: a small bonus per die rerolled."""
MAX_CANDIDATES = 160
MAX_SWORDS = 40

Outcome = tuple[int, int, int, int, int, int]
"""(swords, coins, yellow symbols, red symbols, yellow dice lost, red dice lost)."""


def _face_effect(colour: str, face: int) -> Outcome:
    f = FACES[colour][face]  # type: ignore[index]
    return (f.swords, int(f.kind == "coin"), int(f.kind == "yellow"), int(f.kind == "red"),
            int(f.kind == "x" and colour == "yellow"), int(f.kind == "x" and colour == "red"))


def _add(a: Outcome, b: Outcome) -> Outcome:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5])


@lru_cache(maxsize=128)
def reroll_distribution(whites: int, yellows: int, reds: int) -> tuple[tuple[Outcome, float], ...]:
    """The exact distribution of the summed result of rolling these dice once."""
    dist: dict[Outcome, float] = {(0, 0, 0, 0, 0, 0): 1.0}
    for colour, count in (("white", whites), ("yellow", yellows), ("red", reds)):
        effects = [_face_effect(colour, f) for f in range(1, 7)]
        for _ in range(count):
            new: dict[Outcome, float] = {}
            for outcome, p in dist.items():
                for effect in effects:
                    key = _add(outcome, effect)
                    new[key] = new.get(key, 0.0) + p / 6
            dist = new
    return tuple(dist.items())


@lru_cache(maxsize=128)
def marginals(whites: int, yellows: int, reds: int) -> tuple[tuple, tuple, tuple]:
    """The value of a result splits into a part on (swords, coins), one on (yellow symbols, yellow dice
    lost) and one on (red symbols, red dice lost): their three marginal distributions."""
    parts: tuple[dict, dict, dict] = ({}, {}, {})
    for (s, c, y, r, yl, rl), p in reroll_distribution(whites, yellows, reds):
        for part, key in zip(parts, ((s, c), (y, yl), (r, rl)), strict=True):
            part[key] = part.get(key, 0.0) + p
    return tuple(tuple(part.items()) for part in parts)  # type: ignore[return-value]


@lru_cache(maxsize=16)
def beat_table(dice: int) -> tuple[float, ...]:
    """P(an opponent chasing with `dice` dice ends with more than s swords), s = 0..MAX_SWORDS.
    Model: each die is rerolled until it shows 2 or 3 swords, three rolls at most."""
    kept = 1 - (4 / 6) ** 2
    per_die = {0: (4 / 9) * 3 / 6, 1: (4 / 9) / 6, 2: kept / 2 + (4 / 9) / 6, 3: kept / 2 + (4 / 9) / 6}
    dist = {0: 1.0}
    for _ in range(dice):
        new: dict[int, float] = {}
        for total, p in dist.items():
            for s, q in per_die.items():
                new[total + s] = new.get(total + s, 0.0) + p * q
        dist = new
    return tuple(sum(p for total, p in dist.items() if total > s) for s in range(MAX_SWORDS + 1))


class Context:
    """What the value of a result depends on, fixed for one decision."""

    def __init__(self, state: WurfelheldenState, player: str):
        self.tableau = state.tableau[player]
        duel = len(state.players) == 2
        warrant = state.warrants[0] if state.warrants else 0
        opponents = [p for p in state.players if p != player]
        chase = state.chase

        def dice_next_turn(p: str) -> int:
            n = len(state.party[p])
            if chase and chase.player == p:
                n += len(chase.dice)
            return n

        def hold(swords: int, skip: str | None = None) -> float:
            chance = 1.0
            for p in opponents:
                if p != skip:
                    chance *= 1 - OPPONENT_CHASES * beat_table(dice_next_turn(p))[min(swords, MAX_SWORDS)]
            return chance

        holder = chase.player if chase else None
        against = chase.swords if chase and holder != player else 0
        mine_with_marker = bool(chase and holder == player and chase.marker)
        deny = 0.0
        if holder is not None and holder != player:
            theirs = 1.0 if duel else hold(against, skip=holder)
            factor = 1.0 if duel else 1 / (len(state.players) - 1)
            progress = 1.0 if (not duel or (chase is not None and chase.marker)) else SECOND_ROUND
            deny = warrant * theirs * factor * progress
        self.chase_value = [0.0] * (MAX_SWORDS + 1)
        for s in range(1, MAX_SWORDS + 1):
            if holder is not None and holder != player and s <= against:
                continue
            progress = 1.0 if (not duel or mine_with_marker) else SECOND_ROUND
            self.chase_value[s] = warrant * hold(s) * progress + deny
        if mine_with_marker:  # no swords: the lone marker stays, but one sword beats it
            self.chase_value[0] = warrant * hold(0)
        late = len(state.warrants) <= 1
        self.die_value = DIE_VALUE * (0.35 if late else 1.0)

    def value(self, o: Outcome) -> float:
        swords, coins, ysym, rsym, ylost, rlost = o
        return self.loot(swords, coins) + self.growth(ysym, ylost, "yellow") + self.growth(rsym, rlost, "red")

    def loot(self, swords: int, coins: int) -> float:
        return coins * (1 if swords else 2) + self.chase_value[min(swords, MAX_SWORDS)]

    def growth(self, symbols: int, lost: int, colour: str) -> float:
        return self.die_value * (min(symbols, self.tableau[colour] + lost) - lost)

    def expected(self, kept: Outcome, whites: int, yellows: int, reds: int) -> float:
        """E[value] of keeping `kept` and rolling the given dice once more."""
        sc, ys, rs = marginals(whites, yellows, reds)
        ks, kc, ky, kr, kyl, krl = kept
        loot = sum(p * self.loot(ks + s, kc + c) for (s, c), p in sc)
        grow_y = sum(p * self.growth(ky + y, kyl + yl, "yellow") for (y, yl), p in ys)
        grow_r = sum(p * self.growth(kr + r, krl + rl, "red") for (r, rl), p in rs)
        return loot + grow_y + grow_r


def choose(state: WurfelheldenState, player: str) -> Action:

    if state.roll_no == 0:
        return Roll()
    party = state.party[player]
    ctx = Context(state, player)
    groups: dict[tuple[str, int], list[int]] = {}
    for i, die in enumerate(party):
        groups.setdefault((die.colour, die.face or 0), []).append(i)
    keys = list(groups)
    sizes = [len(groups[k]) for k in keys]
    total = 1
    for n in sizes:
        total *= n + 1
    if total <= MAX_CANDIDATES:
        choices = itertools.product(*(range(n + 1) for n in sizes))
    else:  # all or nothing per face
        choices = itertools.product(*((0, n) for n in sizes))
    bonus = EXTRA_ROLL_BONUS if state.roll_no == 1 else 0.0
    best_value, best = float("-inf"), tuple[int, ...]()
    seen: dict[tuple, float] = {}
    for counts in choices:
        kept: Outcome = (0, 0, 0, 0, 0, 0)
        reroll = {"white": 0, "yellow": 0, "red": 0}
        for key, n, k in zip(keys, sizes, counts, strict=True):
            colour, face = key
            reroll[colour] += k
            if n - k and face:
                effect = _face_effect(colour, face)
                kept = _add(kept, tuple(e * (n - k) for e in effect))  # type: ignore[arg-type]
        rerolled = sum(counts)
        if rerolled == 0:
            value = ctx.value(kept)
        else:
            key3 = (kept, reroll["white"], reroll["yellow"], reroll["red"])
            if key3 not in seen:
                seen[key3] = ctx.expected(kept, reroll["white"], reroll["yellow"], reroll["red"])
            value = seen[key3] + bonus * rerolled
        if value > best_value + 1e-9:
            best_value, best = value, counts
    if not any(best):
        return Stop()
    positions = [i + 1 for key, k in zip(keys, best, strict=True) for i in groups[key][:k]]
    if len(positions) == len(party):
        return Roll()
    return Roll(dice=sorted(positions))
