"""Main phase 2 runs on the turn timer, even when the active player was just asked in a reaction
window (issue 22: a turn timed out after the 10-minute reaction window)."""

from datetime import timedelta

from engines.dicethrone.state import DiceThroneState
from tests.e2e.play import set_position
from tests.engines.dicethrone.helpers import force, give, new, pass_windows, to_offense
from tests.engines.dicethrone.test_rules import quiet, roll

C = "chan"


async def test_main_phase_2_gets_the_turn_timer_after_a_reaction_window(service, clock):
    await service.new_table("guild", C, "dicethrone", "ann", "ann", {"heroes": ["monk", "barbarian"]})
    await service.join(C, "bob", "bob")
    table = (await service.start(C, "ann", seed=1)).table
    state: DiceThroneState = new(players=("ann", "bob"), heroes=("monk", "barbarian"), ask="outcome")
    state = quiet(give(state, "ann", ["windfall", "insight", "reserves", "field_dressing"]), "bob")
    state.heroes["ann"].statuses = {"chi": 2}
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 4, 5)  # Flurry
    state, _ = pass_windows(state)
    table = await set_position(service, table, state)
    await service.act(C, "ann", "ability", {"name": "flurry"})
    defending = service.engine_and_state(await service.table(C))[1]
    force(defending, 1, 1, 1)  # Iron Hide: no hearts
    table = await set_position(service, await service.table(C), defending)
    await service.act(C, "bob", "defend")
    table = await service.table(C)
    _, now = service.engine_and_state(table)
    assert now.window is not None and now.window.pending == ["ann"]  # her Chi could add damage
    clock.advance(timedelta(minutes=2))
    move = await service.act(C, "ann", "done")
    assert now.phase != "main2" and service.engine_and_state(move.table)[1].phase == "main2"
    settings = await service.settings(C)
    assert settings.reaction_window < settings.turn_timer
    assert await service.deadline_of(move.table, "ann") == clock.now() + settings.turn_timer
