"""Helpers for Dice Throne tests: build a game with forced dice and a merge patch, give cards, act."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.merge_patch import merge_patch
from engines import registry
from engines.dicethrone.data import card_of
from engines.dicethrone.state import DiceThroneState
from engines.errors import DicehallError
from lang import ENGLISH

NOW = datetime(2026, 1, 1, tzinfo=UTC)
ENGINE = registry.get("dicethrone")


def new(players=("ann", "bob"), heroes=("barbarian", "moon_elf"), dice=(6, 1), seed=1, patch=None,
        ask="always", **options: Any) -> DiceThroneState:
    """A game whose roll-off is decided by the first forced dice (default: the first player wins it).

    `ask` is every player's reaction-window preference: the card tests use "always" (asked whenever
    they could play), the window tests the default "outcome"."""
    opts = {"heroes": list(heroes), **options}
    state = ENGINE.new_game(list(players), opts, seed, list(dice))
    state.ask = {p: ask for p in players}
    if patch:
        state = ENGINE.load_state(merge_patch(state.model_dump(mode="json"), patch))
    return state


def force(state: DiceThroneState, *dice: int) -> DiceThroneState:
    state.rng.forced = list(dice)
    return state


def hand_patch(state: DiceThroneState, player: str, cards: list[str], top: list[str] | None = None) -> dict:
    """A patch giving `player` exactly `cards` (kinds or instances) in hand, with `top` first on the deck;
    every other card goes to the deck, so the 32 are conserved."""
    h = state.heroes[player]
    pool = h.hand + h.deck + h.updeck + h.discard
    chosen = []
    for want in cards:
        inst = next(c for c in pool if c not in chosen and (c == want or c.split(".")[0] == want))
        chosen.append(inst)
    tops = []
    for want in top or []:
        inst = next(c for c in pool if c not in chosen and c not in tops and (c == want or c.split(".")[0] == want))
        tops.append(inst)
    rest = [c for c in pool if c not in chosen and c not in tops]
    return {"heroes": {player: {"hand": chosen, "deck": tops + rest, "updeck": [], "discard": []}}}


def give(state: DiceThroneState, player: str, cards: list[str], top: list[str] | None = None) -> DiceThroneState:
    return ENGINE.load_state(merge_patch(state.model_dump(mode="json"), hand_patch(state, player, cards, top)))


def act(state: DiceThroneState, who: str, do: str, **args: Any):
    """Apply one command; returns (new state, events)."""
    result = ENGINE.apply(state, who, ENGINE.parse_action(do, args), NOW)
    return result.state, result.events


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def pass_windows(state: DiceThroneState):
    """Everyone in an open reaction window says done."""
    events = []
    while state.window is not None:
        state, ev = act(state, state.window.pending[0], "done")
        events += ev
    return state, events


def to_offense(state: DiceThroneState):
    state, _ = act(state, state.active, "done")
    assert state.phase == "offense"
    return state


def cards_total(state: DiceThroneState, player: str) -> int:
    h = state.heroes[player]
    return len(h.hand) + len(h.deck) + len(h.updeck) + len(h.discard) + len(h.board)


def kinds(cards: list[str]) -> list[str]:
    return [card_of(c)["id"] for c in cards]


@contextmanager
def refuses(kind: type[DicehallError], pattern: str) -> Iterator[None]:
    """The block is refused with `kind`, and the refusal's English words (it carries a Said) match `pattern`."""
    with pytest.raises(kind) as refused:
        yield
    assert re.search(pattern, ENGLISH.say(refused.value.message)), ENGLISH.say(refused.value.message)
