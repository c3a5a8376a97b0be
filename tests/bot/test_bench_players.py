"""The service-level bench's players choose their moves in a process of their own, reached from the
event loop without a thread of the measured process: a thread there takes the GIL whenever the loop lets
go of it, and the bench counted that wait as the bot's (bench/service_level.py, Players)."""

import random
import threading

from bench.service_level import Players, seat_table
from engines import registry


async def test_the_players_choose_a_legal_move_without_a_thread_in_the_bots_process(service):
    live = await seat_table(service, "c1", "wurfelhelden", 2, random.Random(3))
    table = await service.store.active_table(live.channel)
    threads = set(threading.enumerate())
    players = Players(seed=1)
    try:
        players.prepare(live.game, table)
        player, do, args = await players.move_for(live.game, table)
        started = {t.name for t in set(threading.enumerate()) - threads if not t.name.startswith("sqlite-")}
        assert not started, "threads of the players' pool in the measured process"
    finally:
        players.close()
    engine = registry.get(live.game)
    state = engine.load_state(table.state)
    assert engine.parse_action(do, args) in engine.legal_actions(state, player)



async def test_the_players_prepare_a_few_tables_at_a_time(service, monkeypatch):
    """The bench runs in the bot's process: every table's saved state waiting in the players' queue at once
    (10,000 of them) would leave the bot's heap that much larger for the whole run, counted as its memory."""
    import bench.service_level as bench

    monkeypatch.setattr(bench, "PREPARED_AT_ONCE", 3)
    live = [await seat_table(service, f"c{i}", "wurfelhelden", 2, random.Random(i)) for i in range(8)]
    players = Players(seed=1)
    waiting = []
    prepare = players.prepare

    def counted(game, table):
        waiting.append(sum(not chosen.done() for _, chosen in players._next.values()))
        prepare(game, table)

    monkeypatch.setattr(players, "prepare", counted)
    try:
        await players.prepare_all(service, live)
        assert len(players._next) == 8 and all(chosen.done() for _, chosen in players._next.values())
    finally:
        players.close()
    assert max(waiting) < 3
