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


async def dicethrone_table(service, channel: str, seed: int):
    await service.new_table(G, channel, "dicethrone", "1", "ann")
    await service.join(channel, "2", "bob")
    return await service.start(channel, "1", seed=seed)


async def test_a_lasting_choice_is_kept_for_the_players_next_game_and_replays(service, store):
    """Dice Throne's reaction preference (Engine.lasting) is the player's way of playing: set once, it
    holds in their next game too, secretly, and the next game's replay plays it the same way."""
    from bot.replay import public_steps

    first = await dicethrone_table(service, "dt-1", seed=5)
    await service.act("dt-1", "2", "ask", {"level": "never"})
    assert (await store.prefs("2")).lasting == {"dicethrone": {"ask": {"level": "never"}}}
    assert (await store.prefs("1")).lasting == {}

    second = await dicethrone_table(service, "dt-2", seed=6)
    _, state = service.engine_and_state(second.table)
    assert state.ask.get("bob") == "never" and state.ask.get("ann", "outcome") == "outcome"
    assert "never" not in str(second.events)  # nobody else hears it
    assert public_steps(second.table, await service.store.actions(second.table.id))  # the replay rebuilds the start
    assert first.table.id != second.table.id
