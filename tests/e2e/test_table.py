"""What goes wrong at a table, as players cause it: clicks by the wrong person, stale and doubled
clicks, commands where there is no game. Each gets a clear sentence only the clicker sees, and nothing
is applied twice."""

from __future__ import annotations

import asyncio

from tests.e2e.play import assert_move_posted, assert_refused, check_picture


async def start_dicerace(standin, names=("marta", "tom"), channel="games", target=100):
    users = [standin.user(name, channel) for name in names]
    await users[0].slash("game new", game="dicerace", options=f"target={target}")
    for user in users[1:]:
        await user.slash("game join")
    start = await users[0].slash("game start")
    return users, assert_move_posted(start, standin.attachment_size_limit)


async def current(harness, user):
    table = await harness.service.table(str(user.channel.id))
    awaited = harness.service.awaiting(table)[0].player
    return table, awaited


async def player_moves(harness, table):
    return [entry for entry in await harness.service.store.actions(table.id) if entry.source == "player"]


async def test_a_click_by_someone_whose_turn_it_is_not_is_refused_privately(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    waiting, other = (marta, tom) if awaited == "marta" else (tom, marta)

    refused = await other.click(board, "Roll")
    assert_refused(refused, other, "not your move", waiting.name)
    stranger = standin.user("zoe")
    refused = await stranger.click(board, "Roll")
    assert_refused(refused, stranger, "not seated")
    refused = await stranger.slash("dicerace roll")
    assert_refused(refused, stranger, "not seated")
    assert (await harness.service.table(str(marta.channel.id))).version == table.version

    moved = await waiting.click(board, "Roll")
    assert_move_posted(moved, standin.attachment_size_limit)


async def test_a_stale_button_says_the_table_changed_and_shows_the_new_one(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    moved = await player.click(board, "Roll")
    assert_move_posted(moved, standin.attachment_size_limit)
    after, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom

    assert not board.buttons(), "the older table's buttons are taken off once a newer table is posted"
    stale = await player.click(board, "Roll", stale=True)  # a click that raced the edit
    text = assert_refused(stale, player, "table changed")
    assert "Try again" in text
    fresh = [m for m in stale.ephemeral if m.attachments]
    assert len(fresh) == 1, "the refusal shows the current table, to that player only"
    check_picture(fresh[0], standin.attachment_size_limit)
    assert (await harness.service.table(str(marta.channel.id))).version == after.version
    assert len(await player_moves(harness, after)) == 1

    # The table it showed is live: its button plays.
    again = await player.click(fresh[0], "Roll")
    assert_move_posted(again, standin.attachment_size_limit)


async def test_a_double_click_plays_once(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom

    first, second = await asyncio.gather(player.click(board, "Roll"), player.click(board, "Roll"))
    results = sorted([first, second], key=lambda r: -len(r.ephemeral))  # the refused one is answered privately
    assert_refused(results[0], player, "table changed")
    assert_move_posted(results[1], standin.attachment_size_limit)
    after = await harness.service.table(str(marta.channel.id))
    assert after.version == table.version + 1
    assert len(await player_moves(harness, after)) == 1


async def test_double_clicks_in_the_lobby_seat_once_and_start_once(harness, standin):
    marta, tom = standin.user("marta"), standin.user("tom")
    lobby = (await marta.slash("game new", game="dicerace")).public[0]
    joins = await asyncio.gather(tom.click(lobby, "Join"), tom.click(lobby, "Join"))
    assert sorted(len(r.public) for r in joins) == [0, 1]
    assert_refused(next(r for r in joins if not r.public), tom, "already seated")
    table = await harness.service.table(str(marta.channel.id))
    assert [s.name for s in table.seats] == ["marta", "tom"]

    starts = await asyncio.gather(marta.click(lobby, "Start"), marta.slash("game start"))
    refused = [r for r in starts if "already started" in r.ephemeral_text]
    assert len(refused) == 1
    assert_refused(refused[0], marta, "already started")
    assert len([m for m in standin.channel_messages() if m.attachments]) == 1, "one table posted"
    assert len([e for e in await harness.service.store.actions(table.id) if e.action.get("do") == "start"]) == 1


async def test_commands_in_a_channel_without_a_game_get_one_clear_sentence(harness, standin):
    zoe = standin.user("zoe", "games-2")
    for command in ("dicerace roll", "dicerace hold", "dicerace secret", "game status", "game join", "game start",
                    "game leave", "game addbot", "game abandon", "game back"):
        refused = await zoe.slash(command)
        text = assert_refused(refused, zoe)
        assert "game" in text.lower() and text.rstrip().endswith("."), f"/{command}: {text!r}"
        assert len(refused.messages) == 1
    assert "no game in this channel" in (await zoe.slash("dicerace roll")).ephemeral_text
    assert standin.channel_messages("games-2") == []


async def test_moves_in_a_lobby_and_buttons_of_an_abandoned_game_are_refused(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    abandoned = await tom.slash("game abandon")
    assert_refused(abandoned, tom, "creator")
    done = await marta.slash("game abandon")
    assert "abandoned" in done.public[0].content
    for person in (marta, tom):
        assert_refused(await person.click(board, "Roll"), person, "that game of dice race is over: it was abandoned")

    lobby = (await tom.slash("game new", game="dicerace")).public[0]
    assert_refused(await tom.slash("dicerace roll"), tom, "not started")
    assert_refused(await marta.click(lobby, "Start"), marta, "Only the player who created")
    assert_refused(await tom.click(lobby, "Start"), tom, "at least 2 players")
    assert_refused(await marta.click(lobby, "Leave"), marta, "not seated")

    # The next game is on (its first table is version 2, as the old board's was): the old button still
    # names the abandoned game, so it plays nothing in this one.
    await marta.click(lobby, "Join")
    await tom.click(lobby, "Start")
    playing = await harness.service.table(str(tom.channel.id))
    assert playing.version == 2
    for person in (marta, tom):
        assert_refused(await person.click(board, "Roll"), person, "is over: it was abandoned")
    assert (await harness.service.table(str(tom.channel.id))).version == playing.version


async def test_only_channel_managers_change_the_timers_and_everyone_sees_them_privately(harness, standin):
    tom = standin.user("tom")
    assert_refused(await tom.slash("game settings", turn_timer="2h"), tom, "manage")
    shown = await tom.slash("game settings")
    assert "Turn timer: 1 day." in shown.ephemeral_text
    assert not shown.public
    boss = standin.user("boss", manage_channels=True)
    changed = await boss.slash("game settings", turn_timer="2h", quiet=True)
    assert not changed.public and "2 hours" in changed.ephemeral_text and "quiet" in changed.ephemeral_text
    assert_refused(await boss.slash("game settings", turn_timer="soon"), boss, "duration")


async def test_a_slow_move_is_acknowledged_in_time_and_still_posts_its_picture(harness, standin, monkeypatch):
    """Under load a move can queue behind other channels' pictures: the bot defers before Discord's 3 s
    run out, then the table follows (a click by deferring invisibly, a command by "thinking…")."""
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player, other = (marta, tom) if awaited == "marta" else (tom, marta)
    act = harness.service.act

    async def slow_act(*args, **kwargs):
        await asyncio.sleep(2.0)
        return await act(*args, **kwargs)

    monkeypatch.setattr(harness.service, "act", slow_act)
    moved = await player.click(board, "Roll")
    assert moved.acked_at - moved.created < 3.0
    assert_move_posted(moved, standin.attachment_size_limit)
    typed = await player.slash("dicerace roll") if (await current(harness, marta))[1] == player.name else None
    if typed is not None:
        assert typed.acked_at - typed.created < 3.0
        assert_move_posted(typed, standin.attachment_size_limit)
    refused = await other.click(board, "Roll", stale=True)
    assert refused.acked_at - refused.created < 3.0
    assert_refused(refused, other, "table changed")
