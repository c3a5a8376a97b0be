"""A table's pictures after a step (the table, and the reports its events call for) are one worker job: a
second job per table made the pictures queue for the workers under load (the people bench at 95 clicks a
second: 0.46 s at p50 in the queue)."""

import pytest

from engines import registry
from render import registry as renderers
from tests.engines.wurfelhelden.helpers import ENGINE


async def test_a_steps_table_and_reports_are_drawn_in_one_job(service, monkeypatch):
    await service.new_table("g", "78", "wurfelhelden", "ann", "ann")
    await service.join("78", "bob", "bob")
    move = await service.start("78", "ann", seed=3)
    state = ENGINE.load_state(move.table.state)
    roller = state.players[state.current]
    move = await service.act("78", roller, "roll", {})
    monkeypatch.setattr(renderers, "render_report_pngs", lambda game, events, language: [b"report"])
    jobs = []
    run = service.workers.run

    async def counted(fn, *args, **kwargs):
        jobs.append(fn.__name__)
        return await run(fn, *args, **kwargs)

    monkeypatch.setattr(service.workers, "run", counted)
    snap = await service.snapshot(move.table, move.events)
    assert jobs == ["render_pngs"] and snap.reports == [b"report"] and snap.picture.startswith(b"\x89PNG")
    jobs.clear()
    again = await service.snapshot(move.table, [])  # no step's events: no reports, the plain picture kept
    assert jobs == ["render_png"] and again.reports == []
    await service.snapshot(move.table, [])
    assert jobs == ["render_png"], "kept per version and language: drawn once"


@pytest.mark.parametrize("game", registry.names())
async def test_a_snapshot_makes_the_public_view_once(service, game, monkeypatch):
    """The picture and the standing lines are told from one public view (every game's standing made its own
    again: a Throneworld view is 0.37 ms, a Würfelhelden one a percent of the bot's loop at 80 clicks a
    second). Planted: a game's standing making its view again, two views."""
    engine = registry.get(game)
    await service.new_table("g", "c", game, "u1", "Ada")
    for _ in range(engine.min_players - 1):
        await service.add_ai("c", "u1")
    move = await service.start("c", "u1", seed=5)
    service.forget_remembered()  # nothing kept: the snapshot makes its view
    made = []
    view = type(engine).view

    def counted(self, state, player):
        made.append(player)
        return view(self, state, player)

    monkeypatch.setattr(type(engine), "view", counted)
    snap = await service.snapshot(move.table, [], draw=False)
    assert made == [None] and (snap.standing or game == "dicerace")
