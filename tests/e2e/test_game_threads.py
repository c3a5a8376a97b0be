"""Several games under one channel, each in a thread of its own (issue 45): a lobby opened in a text channel
moves into a public thread made from its message when the game starts; reminders, timeouts, /game mine and the
game's end all happen there. A thread archived mid-game is unarchived by the bot's next post; a locked or deleted
one hands the game on to a new thread; without the permission to make threads, games stay in the channel and the
lobby says why."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from standin.threads import CREATE_PUBLIC_THREADS
from tests.e2e.play import assert_move_posted

TARGET = 12


async def open_and_start(standin, names: tuple[str, str], channel: str = "games"):
    """A Dice Race between two players opened in `channel` and started by its creator: (players, start)."""
    creator, other = standin.user(names[0], channel), standin.user(names[1], channel)
    lobby = await creator.slash("game new", game="dicerace", options=f"target={TARGET}")
    await other.slash("game join")
    return (creator, other), lobby, await creator.slash("game start")


def thread_of(standin, names: tuple[str, ...]):
    """The thread made for the game of `names`, from its lobby's latest message (the answer to the last /game
    join, which lists every seat): Discord gives a thread made from a message that message's id."""
    [(message, thread)] = [(m, t) for m, t in standin.message_threads.items()
                           if t.name == f"Dice Race: {', '.join(names)}"]
    assert message == thread.id
    return thread


def posts(standin, channel, starts: str = "") -> list:
    return [m for m in standin.channel_messages(channel) if m.content.startswith(starts)]


async def play_out(harness, standin, thread, players) -> None:
    """Roll and hold until someone reaches the target, each move typed in the game's thread."""
    by_name = {p.name: p.at(thread) for p in players}
    for _ in range(200):
        table = await harness.service.store.latest_table(str(thread.id))
        if table.status != "playing":
            return
        awaited = harness.service.awaiting(table)[0].player
        total = harness.service.engine_and_state(table)[1].turn_total
        move = await by_name[awaited].slash("dicerace hold" if total >= 4 else "dicerace roll")
        assert not move.problems
    raise AssertionError("the game did not end")


async def test_three_games_at_once_under_one_channel_each_in_its_thread_to_the_end(harness, standin, clock):
    standin.give_bot(CREATE_PUBLIC_THREADS)
    pairs = [("marta", "tom"), ("aileen", "konrad"), ("ines", "jon")]
    games = []
    for names in pairs:
        players, lobby, start = await open_and_start(standin, names)
        assert "moves into a thread of its own" in lobby.public[0].content
        thread = thread_of(standin, names)
        assert thread.parent_id == standin.channel("games").id and thread.type == 11
        assert thread.name == f"Dice Race: {', '.join(names)}"
        assert assert_move_posted(start, standin.attachment_size_limit).channel.id == thread.id
        games.append((players, thread))
    tables = [await harness.service.table(str(thread.id)) for _, thread in games]
    assert len({t.id for t in tables}) == 3 and all(t.status == "playing" for t in tables)
    assert await harness.service.store.active_table(str(standin.channel("games").id)) is None, "the channel is free"
    assert not [m for m in standin.channel_messages("games") if m.attachments], "no table posted in the channel"

    mine = await games[1][0][0].slash("game mine")
    assert f"/{games[1][1].id}/" in mine.ephemeral_text, "/game mine links into the game's thread"

    clock.advance(timedelta(hours=12, seconds=1))  # half the turn timer: a reminder in each thread
    for _, thread in games:
        await standin.wait_for(lambda thread=thread: posts(standin, thread, "⏰"), what=f"the reminder in {thread}")
        assert f"/{thread.id}/" in posts(standin, thread, "⏰")[0].content, "the reminder links the thread's table"
    clock.advance(timedelta(hours=12))
    for _, thread in games:
        await standin.wait_for(lambda thread=thread: posts(standin, thread, "⌛ Time ran out"),
                               what=f"the timeout in {thread}")

    for players, thread in games:
        await play_out(harness, standin, thread, players)
        final = await harness.service.store.latest_table(str(thread.id))
        assert final.status == "finished"
        await standin.wait_for(lambda thread=thread: [m for m in standin.channel_messages(thread)
                                                      if "Game over" in m.content], what="the end in the thread")
    assert not [m for m in standin.channel_messages("games") if "⏰" in m.content or "Game over" in m.content]


async def test_a_thread_archived_mid_game_is_unarchived_by_the_bots_next_post(harness, standin, clock):
    standin.give_bot(CREATE_PUBLIC_THREADS)
    players, lobby, _ = await open_and_start(standin, ("marta", "tom"))
    thread = thread_of(standin, ("marta", "tom"))
    await standin.archive(thread)
    await harness.restart()  # an archived thread is not in a connecting bot's cache
    clock.advance(timedelta(hours=12, seconds=1))
    await standin.wait_for(lambda: posts(standin, thread, "⏰"), what="the reminder in the archived thread")
    assert not thread.archived, "the post unarchived it"


async def table_in_its_new_thread(standin, note):
    """The thread made from the note that a game moves on, once its table is posted there: the game is moved in
    the store by then (the thread is made first, and the game moved after Discord answered; with the stand-in's
    faults that answer comes late)."""
    new = await standin.wait_for(lambda: standin.message_threads.get(note.id), what="the new thread")
    await standin.wait_for(lambda: [m for m in standin.channel_messages(new) if m.attachments],
                           what="the table in the new thread")
    return new


async def test_a_locked_thread_hands_its_game_on_to_a_new_thread_with_nothing_lost(harness, standin, clock):
    standin.give_bot(CREATE_PUBLIC_THREADS)
    players, lobby, _ = await open_and_start(standin, ("marta", "tom"))
    thread = thread_of(standin, ("marta", "tom"))
    before = await harness.service.table(str(thread.id))
    await standin.lock(thread)  # a moderator locks it (and archives it): the bot may not post there
    said = await standin.wait_for(lambda: posts(standin, "games", "🧵"), what="the move announced in the channel")
    assert "was locked" in said[0].content
    new = await table_in_its_new_thread(standin, said[0])
    moved = await harness.service.table(str(new.id))
    assert moved.id == before.id and moved.state == before.state, "the same game, where it was"
    await play_out(harness, standin, new, players)


async def test_a_deleted_thread_hands_its_game_on_even_when_the_bot_was_down(harness, standin, clock):
    standin.give_bot(CREATE_PUBLIC_THREADS)
    players, lobby, _ = await open_and_start(standin, ("marta", "tom"))
    thread = thread_of(standin, ("marta", "tom"))
    table = await harness.service.table(str(thread.id))
    await harness.stop_bot()
    await standin.delete_channel(f"thread-{thread.id}")
    clock.advance(timedelta(hours=12, seconds=1))  # the reminder meets Unknown Channel
    await harness.start_bot()
    said = await standin.wait_for(lambda: posts(standin, "games", "🧵"), what="the move announced in the channel")
    assert "was deleted" in said[0].content
    new = await table_in_its_new_thread(standin, said[0])
    assert (await harness.service.table(str(new.id))).id == table.id
    assert [p.status for p in standin.take_problems()] == [404], "the one post Discord refused"
    await play_out(harness, standin, new, players)


async def test_without_create_public_threads_games_stay_in_the_channel_and_say_why(harness, standin):
    (marta, tom), lobby, start = await open_and_start(standin, ("marta", "tom"))
    assert "played in this channel: I'm missing the Create Public Threads permission" in lobby.public[0].content
    assert not standin.message_threads
    board = assert_move_posted(start, standin.attachment_size_limit)
    assert board.channel.id == standin.channel("games").id


async def test_a_game_opened_with_here_or_on_a_server_without_threads_stays_in_its_channel(harness, standin):
    standin.give_bot(CREATE_PUBLIC_THREADS)
    marta = standin.user("marta")
    lobby = await marta.slash("game new", game="dicerace", here=True)
    assert "played in this channel: it was opened with here:true" in lobby.public[0].content
    await marta.slash("game abandon")
    admin = standin.user("owner", "games-2")
    await admin.slash("game settings", threads=False)
    (ann, bob), lobby, start = await open_and_start(standin, ("ann", "bob"), channel="games-2")
    assert "this server plays its games in their channels" in lobby.public[0].content
    assert assert_move_posted(start, standin.attachment_size_limit).channel.name == "games-2"
    assert not standin.message_threads


async def test_a_game_in_a_forum_post_with_its_tags_following_it(harness, standin, clock):
    forum = standin.add_forum("board-games", tags=["Dice Race", "open", "playing", "finished", "Thrown", "rules"],
                              moderated=("rules",))
    await harness.restart()  # the bot learns of the new forum as it connects
    marta = standin.user("marta", "general")
    opened = await marta.slash("game new", game="dicerace", options=f"target={TARGET}", forum=forum)
    [post] = [c for c in standin.channels.values() if c.parent_id == forum.id]
    assert post.parent_id == forum.id and post.name == "Dice Race: marta"
    assert f"<#{post.id}>" in opened.ephemeral_text
    assert standin.tag_names(post) == {"Dice Race", "open"}
    [lobby] = standin.channel_messages(post)
    assert lobby.id == post.id and "lobby" in lobby.content and lobby.buttons()

    tom = standin.user("tom", post)
    await tom.click(lobby, "Join")
    await marta.at(post).slash("game start")
    await standin.wait_for(lambda: standin.tag_names(post) == {"Dice Race", "playing"}, what="the playing tag")
    await standin.close_post(post)  # someone closes the post mid-game: the bot's next post reopens it
    await play_out(harness, standin, post, [marta, tom])
    assert not post.archived
    await standin.wait_for(lambda: standin.tag_names(post) == {"Dice Race", "finished"}, what="the finished tag")
    assert not [m for m in standin.channel_messages("general") if m.attachments], "played in the post only"


async def test_a_long_thread_name_is_cut_to_discords_hundred_characters(harness, standin):
    standin.give_bot(CREATE_PUBLIC_THREADS)
    names = [f"{letter * 28}-{n}" for n, letter in enumerate("abcd")]
    creator = standin.user(names[0])
    await creator.slash("game new", game="dicerace")
    for name in names[1:]:
        await standin.user(name).slash("game join")
    await creator.slash("game start")
    [thread] = standin.message_threads.values()
    assert len(thread.name) == 100 and thread.name.startswith("Dice Race: aaaa") and thread.name.endswith("…")


async def test_a_locked_or_deleted_forum_post_ends_its_game_unrated(harness, standin):
    """A forum post has no channel message to make a new thread from: the game ends, unrated, its record kept."""
    forum = standin.add_forum("board-games", tags=["open", "playing"])
    await harness.restart()
    for name, end in (("ann", "lock"), ("bob", "delete")):
        opener = standin.user(name, "general")
        await opener.slash("game new", game="dicerace", forum=forum)
        [post] = [c for c in standin.channels.values() if c.parent_id == forum.id and c.name.endswith(name)]
        await standin.user("cid", post).slash("game join")
        await opener.at(post).slash("game start")
        if end == "lock":
            await standin.lock(post)
        else:
            await standin.delete_channel(f"post-{post.id}")
        for _ in range(100):
            table = await harness.service.store.latest_table(str(post.id))
            if table.status != "playing":
                break
            await asyncio.sleep(0.05)
        assert table.status == "abandoned", end
        assert await harness.service.store.table_results(table.id) == [], "not rated"
        assert [e for e in await harness.service.store.actions(table.id) if e.source == "lobby"], "its record kept"
