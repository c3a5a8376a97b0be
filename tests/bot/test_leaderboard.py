from bot.models import Seat, Table
from engines.base import Outcome

G = "guild"


def finished_table(service, table_id, names, ai=()):
    now = service.clock.now()
    seats = [Seat(user_id=n, name=n, ai=n in ai) for n in names]
    return Table(id=table_id, guild_id=G, channel_id="c", game="dicerace", status="finished", creator_id=names[0],
                 seats=seats, created_at=now, updated_at=now)


async def board(service):
    return {r.name: r for r in await service.leaderboard(G, "dicerace")}


async def test_a_finish_is_rated_once_however_often_it_is_replayed(service):
    table = finished_table(service, 1, ["ann", "bob"])
    outcome = Outcome.by_score({"ann": 20, "bob": 5}, "ann reached 20.")
    for _ in range(3):
        await service.record_result(table, outcome)
    ratings = await board(service)
    assert (ratings["ann"].games, ratings["ann"].wins) == (1, 1)
    assert (ratings["bob"].games, ratings["bob"].wins) == (1, 0)
    assert ratings["ann"].mu > 25 > ratings["bob"].mu
    assert list(ratings) == ["ann", "bob"]


async def test_a_tie_shares_the_win_and_moves_no_one_apart(service):
    await service.record_result(finished_table(service, 1, ["ann", "bob"]),
                                Outcome.by_score({"ann": 20, "bob": 20}, "A tie."))
    ratings = await board(service)
    assert ratings["ann"].wins == ratings["bob"].wins == 1
    assert abs(ratings["ann"].mu - ratings["bob"].mu) < 1e-9


async def test_teams_are_rated_as_teams(service):
    outcome = Outcome(teams=[["ann", "bob"], ["cid", "dee"]], ranks=[1, 2], reason="The first team won.")
    await service.record_result(finished_table(service, 1, ["ann", "bob", "cid", "dee"]), outcome)
    ratings = await board(service)
    assert ratings["ann"].wins == ratings["bob"].wins == 1
    assert ratings["cid"].wins == ratings["dee"].wins == 0
    assert abs(ratings["ann"].mu - ratings["bob"].mu) < 1e-9
    assert ratings["ann"].mu > 25 > ratings["cid"].mu


async def test_ai_seats_are_played_against_but_not_listed(service):
    table = finished_table(service, 1, ["ann", "AI 1"], ai={"AI 1"})
    await service.record_result(table, Outcome.by_score({"ann": 3, "AI 1": 20}, "The AI won."))
    ratings = await board(service)
    assert list(ratings) == ["ann"]
    assert ratings["ann"].mu < 25


async def test_a_played_game_reaches_the_leaderboard_and_an_abandoned_one_does_not(service):
    await service.new_table(G, "c1", "dicerace", "ann", "ann", {"target": 5})
    await service.add_ai(C := "c1", "ann")
    move = await service.start(C, "ann", seed=4)
    while move.table.status == "playing":
        state = service.engine_and_state(move.table)[1]
        move = await service.act(C, "ann", "hold" if state.turn_total else "roll")
    assert (await board(service))["ann"].games == 1

    await service.new_table(G, "c2", "dicerace", "ann", "ann")
    await service.join("c2", "bob", "bob")
    await service.start("c2", "ann", seed=1)
    await service.abandon("c2", "ann", can_manage_channel=False)
    ratings = await board(service)
    assert ratings["ann"].games == 1 and "bob" not in ratings


async def test_leaderboards_are_per_guild(service):
    await service.record_result(finished_table(service, 1, ["ann", "bob"]), Outcome.by_score({"ann": 1, "bob": 0}, "."))
    assert await service.leaderboard("another guild", "dicerace") == []
