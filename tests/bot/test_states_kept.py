"""The service keeps the states of the latest saved tables, read once from their JSON and shared by every
reader of that version (TableService.engine_and_state, bot/kept.py): nothing may change a kept state. Whole
games of every game, a person against AI seats, with each move's answer and the sender's post read as the
cogs read them; after every move each kept state is still what its saved JSON says."""

import random

import pytest

from bot.kept import Recent
from engines import registry

MOVES = 120


@pytest.mark.parametrize("game", registry.names())
async def test_no_reader_changes_a_kept_state(service, game):
    engine = registry.get(game)
    await service.new_table("g", "c", game, "u1", "Ada")
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "u1")
    move = await service.start("c", "u1", seed=7)
    rand = random.Random(game)
    for _ in range(MOVES):
        table = move.table
        await service.snapshot(table, [], draw=False)  # the move's answer, then the sender's post
        service.awaiting(table)
        service.outcome(table)
        for (kind, saved), state in service.kept.states.items():
            assert state == registry.get(kind).load_state(saved), "a kept state was changed after it was kept"
        if table.status != "playing":
            break
        _, state = service.engine_and_state(table)
        if engine.prompt_of(state, "Ada") is None:
            break
        action = rand.choice(engine.legal_actions(state, "Ada"))
        move = await service.act("c", "u1", action.do, action.args())
    assert service.kept.states.items(), "nothing was kept"


def test_what_is_kept_lets_the_least_recently_used_go_first():
    recent = Recent(2)
    recent.put("a", 1)
    recent.put("b", 2)
    assert recent.get("a") == 1  # a used again: b is now the oldest
    recent.put("c", 3)
    assert [key for key, _ in recent.items()] == ["a", "c"] and recent.get("b") is None
