"""Saving a step asks its game whom it awaits once (TableService._commit): the public view's need, the private
step's check, the deadlines, the guide and the notices are all told the same prompts (what the game asks itself,
making its view, is its own). Each part asked again
before (six times a save; Würfelhelden's answer costs 12-23 µs), twenty times a click against an AI seat."""

import random
import sys

import pytest

from bot.service import TableService
from engines import registry


@pytest.mark.parametrize("game", ["wurfelhelden", "thrown", "throneworld"])
async def test_a_steps_save_asks_whom_the_game_awaits_once(service: TableService, monkeypatch, game):
    engine = registry.get(game)
    await service.new_table("g", "c", game, "u1", "Ada")
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "u1")
    move = await service.start("c", "u1", seed=5)

    saving, asked, saves = False, [], 0
    awaiting, commit = type(engine).awaiting, TableService._commit

    def counted(self, state):
        if saving and "/engines/" not in sys._getframe(1).f_code.co_filename:  # the game's own view asks too
            asked[-1] += 1
        return awaiting(self, state)

    async def watched(self, *args, **kwargs):
        nonlocal saving, saves
        saving, saves = True, saves + 1
        asked.append(0)
        try:
            return await commit(self, *args, **kwargs)
        finally:
            saving = False

    monkeypatch.setattr(type(engine), "awaiting", counted)
    monkeypatch.setattr(TableService, "_commit", watched)
    rand = random.Random(game)
    for _ in range(12):
        _, state = service.engine_and_state(move.table)
        if move.table.status != "playing" or engine.prompt_of(state, "Ada") is None:
            break
        action = rand.choice(engine.legal_actions(state, "Ada"))
        move = await service.act("c", "u1", action.do, action.args())
    assert saves >= 12, "too few steps saved to tell"
    assert set(asked) == {1}, asked
