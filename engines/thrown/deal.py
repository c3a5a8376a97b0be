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
    """Four new cards for a round: one per colour (basic), or any four of the deck with cubes (advanced;
    the purple cards only when the game mixes them in). Cards not dealt yet this game come first; once
    they run out, any card but the round before's. A Summoner without discard powers is replaced."""
    rng = state.rng
    if state.mode == "basic":
        return [Slot(card=rng.choice(_fresh(state, [c for c, card in CARDS.items() if card.group == group])),
                     color=group) for group in GROUPS]
    deck = [c for c, card in CARDS.items() if state.purple or card.group != "purple"]
    unused = [c for c in deck if c not in state.used]
    cards = rng.sample(unused, 4) if len(unused) >= 4 else unused + rng.sample(
        _fresh(state, [c for c in deck if c not in unused]), 4 - len(unused))
    while "summoner" in cards and not DISCARD_CARDS & set(cards):
        spare = _fresh(state, [c for c in deck if c not in cards and c != "summoner"])
        cards[cards.index("summoner")] = rng.choice(spare)
    return [Slot(card=c, color=k) for c, k in zip(cards, random_cubes(rng), strict=True)]


def _fresh(state: ThrownState, cards: list[str]) -> list[str]:
    """The cards not dealt yet this game; when none are left, those not shown in the round before."""
    before = {s.card for s in state.display}
    return [c for c in cards if c not in state.used] or [c for c in cards if c not in before]


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
