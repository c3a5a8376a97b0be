"""The fingerprint of a table version's public view, saved with it (Table.public_fingerprint, migration 20): a
process that kept nothing of the table tells from it whether a person's move changed the public table, on both
databases."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from bot.kept import fingerprint
from bot.models import ViewFingerprint
from bot.service import TableService
from engines import registry

VIEW = '{"players":["Ада","Bo"]}'


@pytest.fixture
def store(store_on_both):
    return store_on_both


async def a_persons_move(service: TableService, channel: str) -> None:
    """The first legal move of whoever the table awaits (both seats are people's)."""
    table = await service.store.active_table(channel)
    engine, state = service.engine_and_state(table)
    player = engine.awaiting(state)[0].player
    action = engine.legal_actions(state, player)[0]
    await service.act(channel, table.seat_named(player).user_id, action.do, action.args())


async def started(service: TableService) -> None:
    await service.new_table("g", "c", "wurfelhelden", "u1", "Ада")
    await service.join("c", "u2", "Bo")
    await service.start("c", "u1", seed=4)


def view_fingerprint_of(table) -> int:
    engine = registry.get(table.game)
    return fingerprint(engine.view(engine.load_state(table.state), None).model_dump_json())


async def test_each_step_a_person_moves_after_saves_its_views_fingerprint_and_no_other_save_keeps_one(store, clock):
    service = TableService(store, clock)
    await started(service)
    table = await store.active_table("c")
    assert table.view_fingerprint() == view_fingerprint_of(table), "the start: a person moves first"
    await a_persons_move(service, "c")
    table = await store.active_table("c")
    assert table.view_fingerprint() == view_fingerprint_of(table)
    await store.save_table(table.model_copy(update={"version": table.version + 1}), table.version)
    assert (await store.active_table("c")).public_fingerprint is None, "a save passed none: it keeps none"


async def test_forgetting_a_person_drops_the_fingerprint_of_the_view_their_name_was_in(store, clock):
    service = TableService(store, clock)
    await started(service)
    await a_persons_move(service, "c")
    assert (await store.active_table("c")).view_fingerprint() is not None
    await store.forget_user("u1")
    assert (await store.active_table("c")).public_fingerprint is None


def test_a_fingerprint_belongs_to_the_version_it_was_made_of():
    """A copy of a table made for its next version (as every step makes one) does not pass it on."""
    from tests.bot.test_seated import _lobby

    table = _lobby("c", "u1").model_copy(update={"version": 3, "public_fingerprint": ViewFingerprint(3, 42)})
    assert table.view_fingerprint() == 42
    assert table.model_copy(update={"version": 4}).view_fingerprint() is None


def test_the_fingerprint_is_the_same_in_every_process():
    """Saved and read by other processes: not Python's hash of a string, which each process salts."""
    code = f"from bot.kept import fingerprint; print(fingerprint({VIEW!r}))"
    made = [subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": seed},
                           capture_output=True, text=True, check=True).stdout for seed in ("1", "2")]
    assert made[0] == made[1] == f"{fingerprint(VIEW)}\n"
