"""Forgetting, on both stores (issue 40, docs/PRIVACY.md): a person who asks is gone from every row of the
database (their id and their name, however it is written), their game goes on with the AI in their seat,
a lobby they opened closes, the leaderboards drop them; a server's data is deleted whole, on request or
after the bot left it, and the bot coming back in time keeps it."""

import json
from datetime import timedelta

import pytest

import bot.privacy
from bot.clock import FakeClock
from bot.limits import Limits
from bot.models import Outgoing, PlayerPrefs
from bot.privacy import forget_person, forget_server, server_left
from bot.seasons import set_server_settings
from bot.service import TableService
from bot.store import thinking

ANA, TOM, ZOE = "123456789012345678", "223456789012345678", "323456789012345678"
ANA_NAME = "Анастасия Петрова"


@pytest.fixture
def store(store_on_both):
    return store_on_both


async def everything(store) -> str:
    """Every row of every table of the database, as text."""
    if hasattr(store, "pool"):
        names = [r[0] for r in await store.pool.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")]
        rows = []
        for name in names:
            rows += [str(r[0]) for r in await store.pool.fetch(f"SELECT t::text FROM {name} t")]
        return "\n".join(rows)
    return "\n".join(store.db._con.iterdump())


def spellings(name: str) -> list[str]:
    """A name as the stores may hold it: as typed, and inside JSON with or without \\u escapes."""
    return [name, json.dumps(name)[1:-1], json.dumps(name, ensure_ascii=False)[1:-1]]


async def play_to_the_end(service, channel: str) -> None:
    for _ in range(2000):
        table = await service.table(channel) if (await service.store.active_table(channel)) else None
        if table is None or table.status != "playing":
            return
        prompt = service.awaiting(table)[0]
        seat = table.seat_named(prompt.player)
        if seat.automated:
            await service.tick()
            continue
        engine, state = service.engine_and_state(table)
        await service.act(channel, seat.user_id, engine.legal_actions(state, prompt.player)[-1].do)
    raise AssertionError("the game did not end")


async def test_a_person_who_asks_is_gone_from_every_row_and_their_game_goes_on(store):
    clock = FakeClock()
    service = TableService(store, clock)
    await service.new_table("g", "c1", "dicerace", ANA, ANA_NAME, {"target": 12})
    await service.join("c1", TOM, "tom")
    await service.start("c1", ANA, seed=3)
    await play_to_the_end(service, "c1")  # a rated game: ratings, results, the log
    await service.new_table("g", "c2", "dicerace", TOM, "tom", {"target": 30})
    await service.join("c2", ANA, ANA_NAME)
    await service.start("c2", TOM, seed=4)  # a game going on
    await service.new_table("g", "c3", "dicerace", ANA, ANA_NAME)  # a lobby she opened
    await service.new_table("g", "c4", "dicerace", ZOE, "zoe")
    await service.join("c4", ANA, ANA_NAME)  # a lobby she joined
    await service.new_table("g-de", "c5", "dicerace", TOM, "tom")  # a game going on in a German server
    await service.join("c5", ANA, ANA_NAME)
    await service.start("c5", TOM, seed=5)
    await store.save_prefs(ANA, PlayerPrefs(dm=True))
    going = await store.active_table("c5")  # a direct message to her, delivered: the last one kept by her id
    await store.save_table(going.model_copy(update={"version": going.version + 1}), going.version, outbox=[
        Outgoing(table_id=going.id, dest=f"dm:{ANA}", kind="ping", payload={}, created_at=clock.now())])
    ping = await store.next_batch(f"dm:{ANA}", lambda pending: 1)
    await store.finish_outbox([n.id for n in ping], "delivered", message_id="1576008562147196961")
    assert await store.last_delivered(f"dm:{ANA}") == 1576008562147196961
    before = await everything(store)
    assert ANA in before and any(s in before for s in spellings(ANA_NAME))
    asked = []

    async def server_word(guild_id):
        asked.append(guild_id)
        return "Ehemaliger Spieler" if guild_id == "g-de" else "Former player"

    assert await forget_person(service, ANA, server_word) == 4
    assert sorted(asked) == ["g", "g-de"], "each server of her tables is asked its word once"
    after = await everything(store)
    assert ANA not in after
    for spelling in spellings(ANA_NAME):
        assert spelling not in after, spelling

    going_on = await service.table("c2")
    former = [s for s in going_on.seats if s.user_id != TOM][0]
    assert former.ai and former.name == "Former player 2" and not former.user_id.isdigit()
    assert [s.name for s in (await service.table("c5")).seats] == ["tom", "Ehemaliger Spieler 2"]
    await play_to_the_end(service, "c2")  # the AI plays her seat
    assert (await store.latest_table("c2")).status == "finished"
    assert (await store.latest_table("c3")).status == "abandoned"
    assert [s.user_id for s in (await service.table("c4")).seats] == [ZOE]
    board = await store.leaderboard("g", "dicerace")
    assert [r.user_id for r in board] == [TOM]
    assert (await store.prefs(ANA)) == PlayerPrefs()


async def test_a_server_is_deleted_whole_on_request_or_after_the_bot_left_unless_it_came_back(store):
    clock = FakeClock()
    service = TableService(store, clock, limits=Limits(guild_data_kept=timedelta(days=30)))
    for guild, channel in (("g1", "a"), ("g2", "b"), ("g3", "c")):
        await service.new_table(guild, channel, "dicerace", TOM, "tom", {"target": 12})
        await service.join(channel, ZOE, "zoe")
        await service.start(channel, TOM, seed=1)
        await play_to_the_end(service, channel)
        await service.new_table(guild, channel, "dicerace", TOM, "tom")
        command = thinking.Thinking(f"{len(guild)}00{channel}", "42", "token", guild, "en")  # "thinking…" there
        await store.in_transaction(lambda rows, c=command: thinking.note(rows, c, "boot", clock.now()))

    assert await forget_server(service, "g1", ["a", "never-played"]) == 2
    assert await store.latest_table("a") is None and await store.leaderboard("g1", "dicerace") == []

    assert await server_left(service, "g2", clock.now()) == 1  # the open lobby ends at once
    assert (await store.latest_table("b")).status == "abandoned"
    assert await server_left(service, "g3", clock.now()) == 1
    clock.advance(timedelta(days=29))
    assert await store.guild_back("g3")  # the bot was added again in time: nothing is deleted
    await service.tick()
    assert await store.latest_table("b") is not None
    clock.advance(timedelta(days=2))
    await service.tick()
    assert await store.latest_table("b") is None and await store.leaderboard("g2", "dicerace") == []
    assert await store.latest_table("c") is not None and await store.leaderboard("g3", "dicerace") != []
    remaining = await everything(store)
    assert "g1" not in remaining and "g2" not in remaining and "g3" in remaining


async def test_a_departed_server_is_deleted_in_parts_and_a_crash_between_them_loses_nothing(store, monkeypatch):
    """A server's tables go TABLES_AT_ONCE a transaction, the event loop given way between (2,000 tables in one
    piece held every channel for a second). The bot dying between two parts leaves the rest, with the server's
    departure, to the deadline loop's next pass."""
    monkeypatch.setattr(bot.privacy, "TABLES_AT_ONCE", 2)
    clock = FakeClock()
    service = TableService(store, clock, limits=Limits(guild_data_kept=timedelta(days=30)))
    channels = [f"ch{i}" for i in range(5)]
    for i, channel in enumerate(channels):
        await service.new_table("gone", channel, "dicerace", f"{i}23456789012345678", f"player {i}")
    await server_left(service, "gone", clock.now())
    clock.advance(timedelta(days=31))
    parts = []
    forget = store.forget_guild

    async def dies_in_the_second_part(*args):
        parts.append(args)
        if len(parts) == 2:
            raise RuntimeError("the bot died between two parts")
        return await forget(*args)

    monkeypatch.setattr(store, "forget_guild", dies_in_the_second_part)
    with pytest.raises(RuntimeError):
        await service.tick()
    left = [c for c in channels if await store.latest_table(c) is not None]
    assert len(left) == 3 and await store.due_purges(clock.now()) == ["gone"]

    parts.clear()
    monkeypatch.setattr(store, "forget_guild", lambda *args: parts.append(args) or forget(*args))
    await service.tick()
    assert len(parts) == 2  # 2 tables, then the last one with the rest of the server
    assert [c for c in channels if await store.latest_table(c) is not None] == []
    assert await store.due_purges(clock.now()) == []
    assert "gone" not in await everything(store)


async def test_a_departed_servers_season_channel_keeps_no_last_message(store):
    """Its season's standings were posted in a channel where no game was played: the id of that last message
    goes with the server too (the departure's purge names no channels)."""
    clock = FakeClock()
    service = TableService(store, clock, limits=Limits(guild_data_kept=timedelta(days=30)))
    await set_server_settings(service, "gone", "announcements", can_manage_server=True, season="monthly")
    await service.new_table("gone", "c1", "dicerace", TOM, "tom")
    lobby = await store.active_table("c1")
    await store.save_table(lobby.model_copy(update={"version": lobby.version + 1}), lobby.version, outbox=[
        Outgoing(table_id=lobby.id, dest="announcements", kind="season", payload={}, created_at=clock.now())])
    standings = await store.next_batch("announcements", lambda pending: 1)
    await store.finish_outbox([n.id for n in standings], "delivered", message_id="1576008562147196961")
    await server_left(service, "gone", clock.now())
    clock.advance(timedelta(days=31))
    await service.tick()
    assert await store.last_delivered("announcements") is None
