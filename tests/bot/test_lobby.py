import pytest

from bot.service import LobbyError, NoGame, NotAllowed, NotSeated, TableChanged
from bot.store import ChannelBusy
from engines.errors import BadArguments, NotYourTurn
from tests.refusals import refused_saying

G, C = "guild", "chan"


async def lobby(service, *names):
    await service.new_table(G, C, "dicerace", names[0], names[0])
    for name in names[1:]:
        await service.join(C, name, name)


async def test_a_game_from_lobby_to_moves(service):
    await lobby(service, "marta", "tom")
    move = await service.start(C, "marta", seed=1)
    assert move.table.status == "playing"
    assert [p.player for p in service.awaiting(move.table)] == ["marta"]
    move = await service.act(C, "marta", "roll")
    assert move.events[0] == {"type": "move", "player": "marta", "by": "player", "action": {"do": "roll"}}


async def test_one_active_game_per_channel(service):
    await lobby(service, "marta")
    with refused_saying(ChannelBusy, "already has a game"):
        await service.new_table(G, C, "dicerace", "tom", "tom")
    await service.new_table(G, "other", "dicerace", "tom", "tom")


async def test_lobby_refusals_are_sentences(service):
    with refused_saying(NoGame, "no game in this channel"):
        await service.join(C, "tom", "tom")
    with pytest.raises(BadArguments, match="no game called 'chess'"):
        await service.new_table(G, C, "chess", "marta", "marta")
    with refused_saying(BadArguments, "options don't work"):
        await service.new_table(G, C, "dicerace", "marta", "marta", {"colour": "red"})
    await lobby(service, "marta")
    with refused_saying(LobbyError, "already seated"):
        await service.join(C, "marta", "marta")
    with refused_saying(LobbyError, "at least 2 players"):
        await service.start(C, "marta")
    await service.join(C, "tom", "tom")
    with refused_saying(NotAllowed, "created the table"):
        await service.start(C, "tom")
    with refused_saying(LobbyError, "can't leave"):
        await service.leave(C, "marta")
    for user in ("a", "b"):
        await service.join(C, user, user)
    with refused_saying(LobbyError, "table is full"):
        await service.join(C, "e", "e")
    with pytest.raises(NotSeated):
        await service.leave(C, "zed")


async def test_names_are_unique_and_leaving_frees_the_seat(service):
    await service.new_table(G, C, "dicerace", "1", "Sam")
    table = await service.join(C, "2", "Sam")
    assert [s.name for s in table.seats] == ["Sam", "Sam 2"]
    table = await service.leave(C, "2")
    assert [s.name for s in table.seats] == ["Sam"]


async def test_moves_are_checked_for_seat_and_turn(service):
    await lobby(service, "marta", "tom")
    with refused_saying(NoGame, "not started"):
        await service.act(C, "marta", "roll")
    await service.start(C, "marta", seed=1)
    with pytest.raises(NotSeated):
        await service.act(C, "zed", "roll")
    with refused_saying(NotYourTurn, "waiting for marta"):
        await service.act(C, "tom", "roll")
    with refused_saying(BadArguments, "not a Dice Race command"):
        await service.act(C, "marta", "fly")


async def test_a_stale_button_is_refused_with_the_new_table(service):
    await lobby(service, "marta", "tom")
    start = await service.start(C, "marta", seed=1)
    await service.act(C, "marta", "roll", expected_version=start.table.version)
    with pytest.raises(TableChanged) as caught:
        await service.act(C, "marta", "roll", expected_version=start.table.version)
    assert caught.value.table.version == start.table.version + 1


async def test_abandon_needs_the_creator_or_a_manager(service):
    await lobby(service, "marta", "tom")
    with pytest.raises(NotAllowed):
        await service.abandon(C, "tom", can_manage_channel=False)
    table = await service.abandon(C, "tom", can_manage_channel=True)
    assert table.status == "abandoned"
    with pytest.raises(NoGame):
        await service.table(C)
    await service.new_table(G, C, "dicerace", "tom", "tom")


async def test_ai_seats_fill_chairs_and_play_through_the_same_path(service, store):
    await service.new_table(G, C, "dicerace", "marta", "marta")
    await service.add_ai(C, "marta")
    table = await service.add_ai(C, "marta")
    assert [s.name for s in table.seats] == ["marta", "AI 1", "AI 2"]
    move = await service.start(C, "marta", seed=5)
    while move.table.status == "playing":
        move = await service.act(C, "marta", "hold" if service.engine_and_state(move.table)[1].turn_total else "roll")
    log = await store.actions(move.table.id)
    assert {e.source for e in log} == {"lobby", "player", "ai"}
    assert [e.version for e in log] == list(range(len(log)))
