"""The AI seat, the suggested moves on the buttons and the timeout's move.

For each throw the AI lists aims (the opponents' most valuable active icons, the cards carrying several
of them, and the card nearest the table's edge as a safe aim), imagines a few throws at each with its
own random generator and the game's throw model, for every power, and scores every imagined landing:
icons it would cover (an opponent's count for, the leader's 1.5 times, its own count against), a miss
costs the card (little when a break icon could keep it), a flip face down costs the card's own icons.
It throws the aim and power with the best average. It throws its weakest card first (later cards lie
on top), attacks the leader, steals face down at the leader's best icon, keeps or rethrows a missed
card when it can.

A *suggestion* (the buttons, the timeout) is the AI's choice among safe aims only: an aim is safe when
a card lying right on it, at any angle, cannot reach any of the thrower's own live icons.
"""

from __future__ import annotations

import random
from math import hypot
from typing import NamedTuple

from engines.base import Action
from engines.throwdown import geometry
from engines.throwdown.aiming import read_aim
from engines.throwdown.data import CARDS, ICON_R, POWER_ORDER, spread, stand_point
from engines.throwdown.icons import IconTable, icon_table, icon_value
from engines.throwdown.model import Attack, Break, Done, Rethrow, Steal, ThrowCard, ThrowdownState
from engines.throwdown.throwing import landing, on_table

SAMPLES = 5
MAX_ICON_AIMS = 4
MAX_CARD_AIMS = 2
MAX_LOCATION_AIMS = 2
SAFE_DISTANCE = geometry.HALF_DIAGONAL + ICON_R


class Aim(NamedTuple):
    at: str
    power: str
    safe: bool


def card_value(card_id: str) -> float:
    return sum(icon_value(c) for c in CARDS[card_id].icons)


def choose(state: ThrowdownState, player: str, rand: random.Random, safe_only: bool = False) -> Action:
    """The AI's move (`safe_only`: the suggestion, which never aims where it could bury its own icons
    unless no aim is safe)."""
    victims = [o for o in state.players if o != player and state.deck[o]]
    if state.pending is not None:
        if state.breaks and on_table(state, state.pending.card.x, state.pending.card.y):
            return Break()
        if state.throw_icons:
            aim = best_aim(state, player, rand, state.pending.card.card, state.pending.intended_face_up, safe_only)
            return Rethrow(at=aim.at, power=aim.power)
    if state.phase == "raid":
        if state.attacks and victims:
            return Attack(player=leader(state, victims))
        if state.steals and victims:
            aim = best_aim(state, player, rand, None, False, safe_only)
            return Steal(from_=leader(state, victims), at=aim.at, power=aim.power, face="down")
        return Done()
    if state.phase == "throw":
        hand = state.hand[player]
        if hand and (state.basic_throw or state.throw_icons):
            position = weakest(hand)
            aim = best_aim(state, player, rand, hand[position - 1], True, safe_only)
            return ThrowCard(card=position, at=aim.at, power=aim.power)
    return Done()


def weakest(hand: list[str]) -> int:
    """The hand position of the card worth least (thrown first: later cards lie on top)."""
    return min(range(len(hand)), key=lambda i: card_value(hand[i])) + 1


def leader(state: ThrowdownState, candidates: list[str]) -> str:
    return max(candidates, key=lambda p: (state.scores[p], len(state.deck[p])))


def own_live_icons(state: ThrowdownState, player: str, icons: IconTable | None = None) -> list[tuple[float, float]]:
    icons = icon_table(state.table) if icons is None else icons
    return [pos for tc, card_icons in zip(state.table, icons, strict=True) if tc.owner == player
            for _, pos, covered in card_icons if not covered]


def is_safe(point: tuple[float, float], own: list[tuple[float, float]]) -> bool:
    """A card lying on `point` at any angle stays clear of every one of these icons."""
    return all(hypot(point[0] - x, point[1] - y) >= SAFE_DISTANCE for x, y in own)


def edge_distance(state: ThrowdownState, point: tuple[float, float]) -> float:
    start = stand_point("nearest", point, state.width, state.height)
    return hypot(point[0] - start[0], point[1] - start[1])


def candidate_aims(state: ThrowdownState, player: str, icons: IconTable) -> list[str]:
    """Aims worth imagining: opponents' best live icons, the cards carrying most of them, the card nearest
    the edge (the shortest, surest throw) and the locations nearest the edge."""
    others = [p for p in state.players if p != player]
    top = max(others, key=lambda p: state.scores[p])
    weight = {p: (1.5 if p == top else 1.0) for p in others}
    aims: list[tuple[float, str]] = []
    for tc, card_icons in zip(state.table, icons, strict=True):
        if tc.owner is None or tc.owner == player:
            continue
        card_total = 0.0
        for k, (code, _, covered) in enumerate(card_icons, 1):
            if not covered:
                value = weight[tc.owner] * icon_value(code)
                aims.append((value, f"card {tc.n} icon {k}"))
                card_total += value
        if card_total > 0:
            aims.append((card_total * 0.8, f"card {tc.n}"))
    aims.sort(key=lambda a: -a[0])
    icon_aims = [a for _, a in aims if "icon" in a][:MAX_ICON_AIMS]
    card_aims = [a for _, a in aims if "icon" not in a][:MAX_CARD_AIMS]
    by_edge = sorted(state.table, key=lambda t: edge_distance(state, (t.x, t.y)))
    locations = [f"card {t.n}" for t in by_edge if t.card is None][:MAX_LOCATION_AIMS]
    return list(dict.fromkeys([*icon_aims, *card_aims, f"card {by_edge[0].n}", *locations]))


def best_aim(state: ThrowdownState, player: str, rand: random.Random, card: str | None, face_up: bool,
             safe_only: bool = False) -> Aim:
    """The aim and power with the best imagined outcome for a card (None = a stolen card, unseen)."""
    others = [p for p in state.players if p != player]
    top = max(others, key=lambda p: state.scores[p])
    weight = {p: (1.5 if p == top else 1.0) for p in others}
    weight[player] = -1.2
    icons = icon_table(state.table)
    live = [(weight[tc.owner] * icon_value(code), pos)
            for tc, card_icons in zip(state.table, icons, strict=True) if tc.owner is not None
            for code, pos, covered in card_icons if not covered]
    own = own_live_icons(state, player, icons)
    points = {at: read_aim(state, at)[0] for at in candidate_aims(state, player, icons)}
    safe = [at for at, point in points.items() if is_safe(point, own)]
    if safe_only and safe:
        points = {at: points[at] for at in safe}
    own_value = card_value(card) if card else 0.0
    miss_cost = own_value * (0.3 if state.breaks else 1.0) + 1.0
    poses = [t.pose for t in state.table]
    best = (float("-inf"), Aim(next(iter(points)), "auto", False))
    for at, point in points.items():
        start = stand_point("nearest", point, state.width, state.height)
        distance = hypot(point[0] - start[0], point[1] - start[1])
        for power in POWER_ORDER:
            total = 0.0
            for _ in range(SAMPLES):
                x, y, angle, flipped, _ = landing(state.rng, start, point, power, gauss=rand.gauss,
                                                  uniform=rand.random)
                pose = (x, y, angle)
                if not on_table(state, x, y) or not geometry.touching_any(pose, poses):
                    total -= miss_cost
                    continue
                total += sum(v for v, pos in live if geometry.covers_icon(pose, pos))
                total += 0.5 * own_value if face_up != flipped else 0.0
            score = total / SAMPLES - 0.01 * spread(power, distance)
            if score > best[0]:
                best = (score, Aim(at, power, at in safe))
    return best[1]


def timeout_move(state: ThrowdownState, player: str) -> Action:
    """What the bot plays for a player whose timer ran out: the rules' minimum, plainly and safely.
    Attack the leader; steal from the leader and throw it face down; throw the first card at the
    location nearest the player's seat when that cannot bury their own icons (else the suggested safe
    aim); put leftovers back as drawn; let a missed card go."""
    victims = [o for o in state.players if o != player and state.deck[o]]
    if state.phase == "raid" and state.attacks and victims:
        return Attack(player=leader(state, victims))
    if state.phase == "raid" and state.steals and victims:
        return Steal(from_=leader(state, victims), at=timeout_aim(state, player, None, False), face="down")
    hand = state.hand[player]
    if state.phase == "throw" and state.pending is None and hand and (state.basic_throw or state.throw_icons):
        return ThrowCard(card=1, at=timeout_aim(state, player, hand[0], True))
    return Done()


def timeout_aim(state: ThrowdownState, player: str, card: str | None, face_up: bool) -> str:
    """The location nearest the player's seat if it is safe for them, else the suggestion's safe aim
    (imagined with a generator seeded from the game, so a timeout replays identically)."""
    seat = state.seats[player]
    own = own_live_icons(state, player)
    locations = sorted((t for t in state.table if t.card is None), key=lambda t: hypot(t.x - seat[0], t.y - seat[1]))
    if locations and is_safe((locations[0].x, locations[0].y), own):
        return f"card {locations[0].n}"
    rand = random.Random(f"{state.rng.seed}:{state.rng.draws}")
    return best_aim(state, player, rand, card, face_up, safe_only=True).at
