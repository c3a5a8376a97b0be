"""Standing orders (Engine.anytime) can be given whether or not the game waits for you, change no
turn, and their settings stay out of the public events."""

import pytest

from engines import registry
from engines.errors import NotYourTurn

G, C = "guild", "orders"


async def started(service):
    registry.names()
    await service.new_table(G, C, "throneworld", "1", "ann")
    await service.join(C, "2", "bob")
    await service.start(C, "1", seed=3)
    for user in ("1", "2"):
        move = await service.act(C, user, "commit", {})
    return move


async def test_orders_are_taken_out_of_turn_and_their_settings_are_not_public(service, store):
    move = await started(service)
    waiting = [p.player for p in service.awaiting(move.table)]
    idle = next(s for s in move.table.seats if s.name not in waiting)
    orders = await service.act(C, idle.user_id, "orders", {"retreat": "outgunned", "space_losses": "FBPMS"})
    assert orders.events[0]["action"] == {"do": "orders"}
    assert "outgunned" not in str(orders.events)
    assert [p.player for p in service.awaiting(orders.table)] == waiting  # nobody's turn changed
    engine, state = service.engine_and_state(orders.table)
    assert state.ground.battle_orders(idle.name).retreat == "outgunned"
    log = [e.action for e in await store.actions(orders.table.id) if e.source == "player"]
    assert log[-1]["retreat"] == "outgunned" and log[-1]["space_losses"] == "FBPMS"  # the private log keeps them


async def test_other_moves_out_of_turn_are_still_refused(service):
    move = await started(service)
    waiting = [p.player for p in service.awaiting(move.table)]
    idle = next(s for s in move.table.seats if s.name not in waiting)
    with pytest.raises(NotYourTurn):
        await service.act(C, idle.user_id, "pass", {})
