"""Choices made in a simultaneous phase stay out of the public events until the engine reveals them."""

from datetime import datetime
from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict

from engines import registry
from engines.base import Action, Engine, Outcome, Prompt, State
from engines.rng import Rng

G, C = "guild", "sealed"


class Bid(Action):
    do: Literal["bid"] = "bid"
    amount: int


class SealedState(State):
    bids: dict[str, int] = {}


class View(BaseModel):
    scores: dict[str, int]


class SealedBid(Engine):
    """Everyone bids at once; the highest bid wins when all are in."""

    name, title, min_players, max_players = "sealedbid", "Sealed Bid", 2, 3
    state_type, action_type = SealedState, Bid

    class options_type(BaseModel):  # noqa: N801 (the contract's attribute name)
        model_config = ConfigDict(extra="forbid")

    def setup(self, players, options, rng: Rng):
        return SealedState(players=players, rng=rng)

    def play(self, state, player, action, now: datetime):
        state.bids[player] = action.amount
        if len(state.bids) < len(state.players):
            return [{"type": "bid_in", "player": player}]
        return [{"type": "revealed", "bids": dict(state.bids)}]

    def awaiting(self, state):
        return [Prompt(player=p, kind="simultaneous", what="seal a bid") for p in state.players if p not in state.bids]

    def legal_actions(self, state, player):
        return [Bid(amount=a) for a in (1, 2, 3)]

    def on_timeout(self, state, player, now):
        return Bid(amount=0)

    def view(self, state, player):
        revealed = len(state.bids) == len(state.players)
        return View(scores={p: state.bids.get(p, 0) if revealed else 0 for p in state.players})

    def outcome(self, state):
        if len(state.bids) < len(state.players):
            return None
        return Outcome.by_score(state.bids, "All bids are in.")


@pytest.fixture(autouse=True)
def sealed_bid(monkeypatch):
    """Registered for these tests only: other tests walk every registered game."""
    registry.names()  # load the shipped games first
    monkeypatch.setitem(registry._ENGINES, "sealedbid", SealedBid())


async def test_a_sealed_choice_is_not_in_the_public_events_but_is_in_the_log(service, store):
    await service.new_table(G, C, "sealedbid", "ann", "ann")
    await service.join(C, "bob", "bob")
    await service.start(C, "ann", seed=1)
    first = await service.act(C, "ann", "bid", {"amount": 3})
    assert first.events[0]["action"] == {"do": "bid"}
    assert "3" not in str(first.events)
    last = await service.act(C, "bob", "bid", {"amount": 2})
    assert last.events[-1] == {"type": "revealed", "bids": {"ann": 3, "bob": 2}}
    log = [e.action for e in await store.actions(last.table.id) if e.source == "player"]
    assert log == [{"do": "bid", "amount": 3}, {"do": "bid", "amount": 2}]


class SecretBid(SealedBid):
    """Sealed Bid whose bids are asked in secret: each bidder hears of it by direct message."""

    name = "secretbid"

    def awaiting(self, state):
        return [p.model_copy(update={"secret": True}) for p in super().awaiting(state)]


async def test_a_move_says_where_it_left_notices(service, store, monkeypatch):
    """Move.notified: the channel (its table) and each player a secret prompt newly asks, by direct message;
    the bot delivers those after the move (cogs/_common.play), not every channel with notices pending."""
    monkeypatch.setitem(registry._ENGINES, "secretbid", SecretBid())
    await service.new_table(G, C, "secretbid", "ann", "ann")
    await service.join(C, "bob", "bob")
    started = await service.start(C, "ann", seed=1)
    assert started.notified == {C, "dm:ann", "dm:bob"}
    bid = await service.act(C, "ann", "bid", {"amount": 3})
    assert bid.notified == {C}, "bob was asked already: no second message"
    pending = {dest for dest, in await store._fetchall("SELECT DISTINCT dest FROM outbox WHERE status = 'pending'")}
    assert bid.notified <= pending
