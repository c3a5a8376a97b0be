"""A move gives the event loop way between its parts (bot/looplag.give_way): its loading, its rules and views,
and its save each run in a turn of their own, so another channel's work (a move, a picture's answer, Discord's
heartbeat) goes between them instead of waiting for the whole move. Planted: a service that never gives way
runs the move in one piece, and the other work waits for all of it."""

from __future__ import annotations

import asyncio

import pytest

import bot.service


async def turns_of_other_work_during(work) -> int:
    """How many times another task got the loop while `work` ran."""
    turns, done = 0, False

    async def other_work():
        nonlocal turns
        while not done:
            turns += 1
            await asyncio.sleep(0)

    other = asyncio.create_task(other_work())
    await asyncio.sleep(0)
    before = turns
    await work
    during = turns - before
    done = True
    await other
    return during


async def a_move(service):
    await service.new_table("guild", "games", "dicerace", "u1", "marta")
    await service.join("games", "u2", "tom")
    await service.start("games", "u1", seed=1)
    table = await service.table("games")
    awaited = table.seat_named(service.awaiting(table)[0].player)
    return service.act("games", awaited.user_id, "roll", {})


@pytest.mark.parametrize(("planted", "least", "most"), [(False, 3, None), (True, 0, 0)],
                         ids=["gives-way", "planted-never-gives-way"])
async def test_a_move_lets_other_work_run_between_its_parts(service, monkeypatch, planted, least, most):
    if planted:
        async def never():
            pass
        monkeypatch.setattr(bot.service, "give_way", never)
    turns = await turns_of_other_work_during(await a_move(service))
    assert turns >= least
    assert most is None or turns <= most
