import asyncio
import json
from datetime import timedelta

from bot.clock import FakeClock
from bot.service import RETRY_FAILED_WORK, TableService
from bot.store import SqliteStore
from engines import registry
from engines.errors import NotYourTurn
from tests.refusals import refused_saying

G, C = "guild", "chan"
HOUR = timedelta(hours=1)


async def started(service):
    await service.new_table(G, C, "dicerace", "marta", "marta", {"target": 1000})
    await service.join(C, "tom", "tom")
    return await service.start(C, "marta", seed=2)


async def test_reminders_at_half_time_and_shortly_before(service, clock):
    await started(service)
    assert await service.tick(clock.advance(11 * HOUR)) == []
    first = await service.tick(clock.advance(1 * HOUR))
    assert [(n.kind, n.player) for n in first] == [("reminder", "marta")]
    assert await service.tick(clock.advance(10 * HOUR + timedelta(minutes=59))) == []
    second = await service.tick(clock.advance(timedelta(minutes=1)))
    assert [(n.kind, n.player) for n in second] == [("reminder", "marta")]
    assert second[0].deadline_at == clock.now() + HOUR


async def test_the_timeout_move_is_applied_once(service, clock, store):
    start = await started(service)
    notices = await service.tick(clock.advance(24 * HOUR))
    timeouts = [n for n in notices if n.kind == "timeout"]
    assert len(timeouts) == 1 and timeouts[0].player == "marta"
    assert timeouts[0].move.applied[0].source == "timeout"
    assert await service.tick(clock.now()) == []
    table = await service.table(C)
    log = [e for e in await store.actions(table.id) if e.source == "timeout"]
    assert len(log) == 1
    assert table.version == start.table.version + 1


async def test_a_move_in_time_cancels_the_deadline(service, clock):
    await started(service)
    clock.advance(20 * HOUR)
    await service.act(C, "marta", "roll")
    await service.act(C, "marta", "hold")
    notices = await service.tick(clock.advance(5 * HOUR))
    assert all(n.player != "marta" for n in notices)


async def test_a_turn_of_several_steps_keeps_one_timer(service, clock):
    await started(service)
    clock.advance(20 * HOUR)
    move = await service.act(C, "marta", "roll")
    if service.awaiting(move.table)[0].player == "marta":  # not bust: her turn goes on, same deadline
        notices = await service.tick(clock.advance(4 * HOUR))
        assert [n.kind for n in notices if n.player == "marta"][-1] == "timeout"


async def silence(service, clock, days):
    """Nobody answers for `days` days; returns marta's seat after each day."""
    seats = []
    for _ in range(days):
        await service.tick(clock.advance(24 * HOUR))
        seats.append((await service.table(C)).seat_named("marta"))
    return seats


async def test_three_turns_lost_to_timeouts_mark_a_player_away(service, clock):
    await started(service)
    seats = await silence(service, clock, 10)
    for seat in seats:
        assert seat.away == (seat.timeouts_in_row >= 3)
    assert seats[-1].away
    table = await service.table(C)
    # while away, the AI plays her turns: only tom is ever awaited by a person
    assert all(p.player == "tom" for p in service.awaiting(table))
    back = await service.back(C, "marta")
    assert not back.seat_named("marta").away and back.seat_named("marta").timeouts_in_row == 0


async def test_an_away_player_is_told_how_to_come_back(service, clock):
    await started(service)
    await silence(service, clock, 10)
    table = await service.table(C)
    assert table.seat_named("marta").away
    assert service.awaiting(table)[0].player == "tom"
    with refused_saying(NotYourTurn, "/game back"):
        await service.act(C, "marta", "roll")
    assert (await service.table(C)).seat_named("marta").away  # a refused move changes nothing
    await service.back(C, "marta")
    table = await service.table(C)
    await service.act(C, "tom", "hold" if service.engine_and_state(table)[1].turn_total else "roll")
    table = await service.table(C)
    if table.status == "playing" and service.awaiting(table)[0].player == "marta":
        await service.act(C, "marta", "roll")  # her turn is hers again


async def test_quiet_channels_get_no_reminders(service, clock):
    await service.update_settings(C, can_manage_channel=True, quiet=True, turn_timer=timedelta(hours=2))
    await started(service)
    notices = await service.tick(clock.advance(2 * HOUR))
    assert [n.kind for n in notices] == ["timeout"]


async def test_deadlines_survive_a_restart_and_fire_once(tmp_path):
    path = str(tmp_path / "d.db")
    clock = FakeClock()
    store = SqliteStore(path)
    await store.open()
    await started(TableService(store, clock))
    await store.close()

    clock.advance(30 * HOUR)  # the bot was down when the reminders and the timeout fell due
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock)
    notices = await service.tick()
    assert [n.kind for n in notices[:3]] == ["reminder", "reminder", "timeout"]
    assert [n.kind for n in await service.tick()] == []
    await store.close()

    store = SqliteStore(path)
    await store.open()
    assert await TableService(store, clock).tick() == []
    await store.close()


async def test_a_long_silence_plays_out_deadline_by_deadline(service, clock):
    """Each timeout happens at its own due time, so three days of silence are three turns."""
    await service.update_settings(C, can_manage_channel=True, quiet=True)
    await started(service)
    notices = await service.tick(clock.advance(72 * HOUR))
    timeouts = [n for n in notices if n.kind == "timeout"]
    assert len(timeouts) >= 3
    assert timeouts[0].move.applied[0].player == "marta"


async def test_reminders_say_who_asked_for_them_by_direct_message(service, clock):
    await service.set_reminders("marta", dm=True)
    await started(service)
    notices = await service.tick(clock.advance(12 * HOUR))
    assert [(n.player, n.dm) for n in notices] == [("marta", True)]
    await service.set_reminders("marta", dm=False)
    notices = await service.tick(clock.advance(11 * HOUR))
    assert [(n.player, n.dm) for n in notices] == [("marta", False)]


async def outbox(store, kind=None):
    rows = await store._fetchall("SELECT kind, payload FROM outbox ORDER BY id")
    return [json.loads(p) for k, p in rows if kind is None or k == kind]


async def test_an_engine_that_fails_on_timeout_keeps_its_timer_and_is_tried_again(service, clock, store, monkeypatch):
    await service.update_settings(C, can_manage_channel=True, quiet=True)
    await started(service)
    engine = registry.get("dicerace")
    real = engine.on_timeout
    monkeypatch.setattr(engine, "on_timeout", lambda *a: (_ for _ in ()).throw(RuntimeError("engine bug")))
    assert await service.tick(clock.advance(24 * HOUR)) == []  # logged, not raised: other games go on
    pending = await store.pending_deadlines((await service.table(C)).id)
    assert [d.kind for d in pending] == ["timeout"] and pending[0].due_at == clock.now() + RETRY_FAILED_WORK
    monkeypatch.setattr(engine, "on_timeout", real)
    notices = await service.tick(clock.advance(RETRY_FAILED_WORK))
    assert [n.kind for n in notices] == ["timeout"]


async def test_two_workers_racing_for_one_timeout_apply_and_announce_it_once(store, clock):
    first, second = TableService(store, clock), TableService(store, clock)
    await first.update_settings(C, can_manage_channel=True, quiet=True)
    await started(first)
    clock.advance(24 * HOUR)
    results = await asyncio.gather(first.tick(), second.tick())
    assert sum(n.kind == "timeout" for notices in results for n in notices) == 1
    table = await first.table(C)
    assert [e.source for e in await store.actions(table.id)].count("timeout") == 1
    assert sum(1 for p in await outbox(store, "table") if p["timeout"]) == 1, "the loser posts nothing"


async def test_ai_work_left_by_a_crash_is_found_and_played_after_a_restart(tmp_path, monkeypatch):
    """A person's move is saved, then the process dies before the AI seat replies: the AI's turn is stored
    as work due now, so the next process plays it."""
    path = str(tmp_path / "crash.db")
    clock = FakeClock()
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock)
    await service.new_table(G, C, "dicerace", "marta", "marta", {"target": 1000})
    await service.add_ai(C, "marta")
    monkeypatch.setattr(TableService, "_run_automated", lambda self, move, engine: asyncio.sleep(0))  # "the crash"
    table = (await service.start(C, "marta", seed=3)).table
    while service.awaiting(table)[0].player == "marta":
        table = (await service.act(C, "marta", "hold" if service.engine_and_state(table)[1].turn_total else "roll")
                 ).table
    assert [d.kind for d in await store.pending_deadlines(table.id)] == ["ai"]
    await store.close()
    monkeypatch.undo()

    store = SqliteStore(path)
    await store.open()
    restarted = TableService(store, clock)
    await restarted.tick()
    table = await restarted.table(C)
    assert restarted.awaiting(table)[0].player == "marta"
    assert [e.source for e in await store.actions(table.id)][-1] == "ai"
    assert {d.kind for d in await store.pending_deadlines(table.id)} == {"timeout", "reminder"}
    await store.close()
