"""The AI seat: cover the leader's best icons, keep its own uncovered, choose the power by distance.

For each throw it lists aims (the opponents' most valuable active icons, the cards carrying several of
them, and the nearest card as a safe aim), imagines a few throws at each with its own random generator
and the game's throw model (the power that reaches plus the next harder one), and scores every
imagined landing: icons it would cover (an opponent's count for, the leader's count 1.5 times, its own
count against), a miss costs the card (little when a break icon could keep it), a flip face down costs
the card's own icons. It throws the aim and power with the best average. It throws its weakest card
first (later cards lie on top), always uses attacks on the leader, steals face down at the leader's
best icon, keeps or rethrows a missed card when it can.
"""

from __future__ import annotations

import random
from math import hypot

from engines.base import Action
from engines.throwdown import geometry
from engines.throwdown.aiming import read_aim
from engines.throwdown.data import CARDS, POWER_ORDER, POWERS, auto_power
from engines.throwdown.icons import icon_table, icon_value
from engines.throwdown.model import Attack, Break, Done, Rethrow, Steal, ThrowCard, ThrowdownState
from engines.throwdown.throwing import landing

SAMPLES = 8
MAX_ICON_AIMS = 6
MAX_CARD_AIMS = 3


def card_value(card_id: str) -> float:
    return sum(icon_value(c) for c in CARDS[card_id].icons)


def choose(state: ThrowdownState, player: str, rand: random.Random) -> Action:
    victims = [o for o in state.players if o != player and state.deck[o]]
    if state.pending is not None:
        if state.breaks:
            return Break()
        if state.throw_icons:
            face_up = state.pending.intended_face_up
            at, power = best_aim(state, player, rand, state.pending.card.card, face_up)
            return Rethrow(at=at, power=power)
    if state.phase == "raid":
        if state.attacks and victims:
            return Attack(player=leader(state, victims))
        if state.steals and victims:
            victim = leader(state, victims)
            at, power = best_aim(state, player, rand, None, False)
            return Steal(from_=victim, at=at, power=power, face="down")
        return Done()
    if state.phase == "throw":
        hand = state.hand[player]
        if hand and (state.basic_throw or state.throw_icons):
            position = min(range(len(hand)), key=lambda i: card_value(hand[i])) + 1
            at, power = best_aim(state, player, rand, hand[position - 1], True)
            return ThrowCard(card=position, at=at, power=power)
    return Done()


def leader(state: ThrowdownState, candidates: list[str]) -> str:
    return max(candidates, key=lambda p: (state.scores[p], len(state.deck[p])))


def best_aim(state: ThrowdownState, player: str, rand: random.Random, card: str | None,
             face_up: bool) -> tuple[str, str]:
    """The aim and power with the best imagined outcome for a card (None = a stolen card, unseen)."""
    seat = state.seats[player]
    others = [p for p in state.players if p != player]
    top = max(others, key=lambda p: state.scores[p])
    weight = {p: (1.5 if p == top else 1.0) for p in others}
    weight[player] = -1.2
    live: list[tuple[float, tuple[float, float]]] = []  # (value to us if covered, centre)
    aims: list[tuple[float, str]] = []
    for tc, icons in zip(state.table, icon_table(state.table), strict=True):
        card_total = 0.0
        for k, (code, pos, covered) in enumerate(icons, 1):
            if covered or tc.owner is None:
                continue
            value = weight[tc.owner] * icon_value(code)
            live.append((value, pos))
            if value > 0:
                aims.append((value, f"card {tc.n} icon {k}"))
                card_total += value
        if card_total > 0:
            aims.append((card_total * 0.8, f"card {tc.n}"))
    aims.sort(key=lambda a: -a[0])
    icon_aims = [a for _, a in aims if "icon" in a][:MAX_ICON_AIMS]
    card_aims = [a for _, a in aims if "icon" not in a][:MAX_CARD_AIMS]
    nearest = min(state.table, key=lambda t: hypot(t.x - seat[0], t.y - seat[1]))
    candidates = [*icon_aims, *card_aims, f"card {nearest.n}"]
    own = card_value(card) if card else 0.0
    miss_cost = own * (0.3 if state.breaks else 1.0) + 1.0
    poses = [t.pose for t in state.table]
    best = (float("-inf"), candidates[-1], "auto")
    for at in dict.fromkeys(candidates):
        point, _ = read_aim(state, at)
        distance = hypot(point[0] - seat[0], point[1] - seat[1])
        first = auto_power(distance)
        powers = POWER_ORDER[POWER_ORDER.index(first): POWER_ORDER.index(first) + 2]
        for power in powers:
            total = 0.0
            for _ in range(SAMPLES):
                x, y, angle, flipped, _ = landing(state.rng, seat, point, power, "none", gauss=rand.gauss,
                                                  uniform=rand.random)
                pose = (x, y, angle)
                if not geometry.touching_any(pose, poses):
                    total -= miss_cost
                    continue
                up = face_up != flipped
                total += sum(v for v, pos in live if geometry.covers_icon(pose, pos))
                total += 0.5 * own if up else 0.0
            score = total / SAMPLES - 0.01 * POWERS[power].spread
            if score > best[0]:
                best = (score, at, power)
    return best[1], best[2]

