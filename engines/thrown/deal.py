"""The deal: the four cards of a round (and their cubes) and the dice drawn blindly from the Void."""

from __future__ import annotations

from engines.rng import Rng
from engines.thrown.data import CARDS, COLORS, DICE_PER_COLOR, DICE_PER_PLAYER, DISCARD_CARDS, GROUPS
from engines.thrown.model import Slot, ThrownState


def random_cubes(rng: Rng) -> list[str]:
    cubes = list(COLORS)
    rng.shuffle(cubes)
    return cubes


def deal_cards(state: ThrownState) -> list[Slot]:
    """Four new cards for a round: one per colour (basic), or any four with cubes (advanced); no card
    of the round before comes back straight away; a Summoner without discard powers is replaced."""
    rng = state.rng
    before = {s.card for s in state.display}
    if state.mode == "basic":
        slots = []
        for group in GROUPS:
            choices = [c for c, card in CARDS.items() if card.group == group and c not in before]
            slots.append(Slot(card=rng.choice(choices), color=group))
        return slots
    deck = [c for c in CARDS if c not in before]
    cards = rng.sample(deck, 4)
    while "summoner" in cards and not DISCARD_CARDS & set(cards):
        spare = [c for c in deck if c not in cards and c != "summoner"]
        cards[cards.index("summoner")] = rng.choice(spare)
    return [Slot(card=c, color=k) for c, k in zip(cards, random_cubes(rng), strict=True)]


def draw_blind(state: ThrownState) -> str:
    total = sum(state.void.values())
    k = state.rng.randint(0, total - 1)
    for color in COLORS:
        if k < state.void[color]:
            return color
        k -= state.void[color]
    raise AssertionError("the Void is empty")


def collect_dice(state: ThrownState) -> None:
    """Every die back into the Void."""
    state.void = dict.fromkeys(COLORS, DICE_PER_COLOR)
    state.pools = {p: dict.fromkeys(COLORS, 0) for p in state.players}
    state.summoner = dict.fromkeys(COLORS, 0)
    state.trick = None


def fill_pools(state: ThrownState, fixed: dict[str, dict[str, int]]) -> None:
    """Fixed pools first (the `pools` option), then everyone else draws their dice blindly."""
    for player, pool in fixed.items():
        for color, count in pool.items():
            state.pools[player][color] += count
            state.void[color] -= count
    per_player = DICE_PER_PLAYER[len(state.players)]
    for player in state.players:
        if player in fixed:
            continue
        for _ in range(per_player):
            color = draw_blind(state)
            state.void[color] -= 1
            state.pools[player][color] += 1
