"""Shared helpers for the Maximum Throwdown tests: fresh games, hand-built positions, forced landings."""

from __future__ import annotations

from datetime import UTC, datetime

from engines import registry
from engines.said import Text
from engines.throwdown import throwing, turn
from engines.throwdown.data import CARDS, DECKS, LOCATIONS
from engines.throwdown.model import TableCard, ThrowdownState
from lang import ENGLISH

ENGINE = registry.get("throwdown")
NOW = datetime(2026, 1, 1, tzinfo=UTC)


def english(text: Text | None) -> str:
    """What the game said, as an English reader reads it."""
    return ENGLISH.say(text) if text is not None else ""


def new(players=("ann", "bob"), seed=1, **options) -> ThrowdownState:
    return ENGINE.new_game(list(players), options, seed)


def card(n, card_id, owner, x, y, angle=0.0, face_up=True) -> TableCard:
    return TableCard(n=n, card=card_id, owner=owner, x=x, y=y, angle=angle, face_up=face_up)


def location(n, x, y) -> TableCard:
    return TableCard(n=n, location=LOCATIONS[(n - 1) % len(LOCATIONS)], x=x, y=y)


def position(players=("ann", "bob"), decks=("stone", "ember"), table=(), current=0, deck=None, hand=None,
             seed=1) -> ThrowdownState:
    """A game whose table, decks and hands are given; it is `players[current]`'s turn, before scoring
    (call `begin(state)` to start it). Cards not on the table, in a hand or listed in `deck` are in the
    discard pile, so every deck still has its 15 cards."""
    state = ENGINE.new_game(list(players), {"decks": list(decks), "locations": 1, "layout": "row"}, seed)
    state.table = [location(1, 300, 250), *table]
    state.next_n = max(t.n for t in state.table) + 1
    state.current = current
    state.hand = {p: list((hand or {}).get(p, [])) for p in players}
    used = {t.card for t in state.table if t.card} | {c for h in state.hand.values() for c in h}
    state.deck = {p: [c for c in (deck or {}).get(p, []) if c not in used] for p in players}
    in_decks = {c for d in state.deck.values() for c in d}
    state.discard = [c for p, key in zip(players, decks, strict=True) for c in _ids(key)
                     if c not in used and c not in in_decks]
    state.scores = {p: 0 for p in players}
    state.pending = None
    state.last_throw = None
    return state


def _ids(deck_key: str) -> list[str]:
    return [f"{deck_key}:{i}" for i in range(len(DECKS[deck_key].cards))]


def begin(state: ThrowdownState) -> list[dict]:
    """Start the current player's turn on `state` (in place): score, icons, then the automatic steps."""
    events: list[dict] = []
    turn.begin_turn(state, events)
    turn.advance(state, events)
    return events


def apply(state, who, do, /, **args):
    return ENGINE.apply(state, who, ENGINE.parse_action(do, args), NOW)


def force_landings(monkeypatch, *landings):
    """The next throws land exactly at these (x, y, angle, flipped) poses, in order."""
    queue = list(landings)

    def fake(rng, start, aim, power, gauss=None, uniform=None):
        x, y, angle, flipped = queue.pop(0)
        return x, y, angle, flipped, False

    monkeypatch.setattr(throwing, "landing", fake)
    return queue


def conserved(state: ThrowdownState) -> dict[str, int]:
    """How many cards of each deck are in a deck, a hand, on the table, pending or discarded."""
    counts: dict[str, int] = {}
    places = [c for d in state.deck.values() for c in d] + [c for h in state.hand.values() for c in h]
    places += [t.card for t in state.table if t.card] + list(state.discard)
    if state.pending is not None:
        places.append(state.pending.card.card)
    for c in places:
        counts[CARDS[c].deck] = counts.get(CARDS[c].deck, 0) + 1
    assert len(places) == len(set(places)), "a card is in two places"
    return counts
