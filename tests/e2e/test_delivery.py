"""The sender: one channel's refusals and failures never hold up another's notices; what Discord refuses for
good is given up once; a long AI run after a player is marked away reaches the channel within Discord's
limits; a move or a button after the end says the game is over."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import time
from datetime import timedelta

import pytest

import plumbing.carry
import plumbing.sender
from tests.e2e.play import assert_move_posted, assert_refused, check_picture
from tests.e2e.test_restart_and_reminders import POLLS, reminders, timeouts
from tests.e2e.test_table import current, start_dicerace

MAX_CONTENT, MAX_FILES = 2000, 10


def channel_sends(standin, channel) -> list[int]:
    """Statuses of the bot's posts to one channel (every try, refused ones too)."""
    path = f"/channels/{standin.channel(channel).id}/messages"
    return [status for method, p, status in standin.requests if method == "POST" and p.endswith(path)]


def channel_edits(standin, channel) -> list[int]:
    """Statuses of the bot's edits of messages in one channel through the channel's routes (global-limited)."""
    path = f"/channels/{standin.channel(channel).id}/messages/"
    return [status for method, p, status in standin.requests if method == "PATCH" and path in p]


async def test_a_channel_that_refuses_every_post_holds_up_no_other_and_is_not_retried_for_ever(
        harness, standin, clock, caplog):
    standin.faults = None  # this test scripts its own refusals, failures and timings
    (marta, tom), _ = await start_dicerace(standin, channel="games")
    (ann, bob), _ = await start_dicerace(standin, names=("ann", "bob"), channel="games-2")
    (cid, dee), _ = await start_dicerace(standin, names=("cid", "dee"), channel="games-3")
    standin.channel("games-2").refuse_bot = 50013  # the server took the bot's Send Messages away there
    standin.channel("games-3").failures = [503]  # one transient failure: retried after a pause
    earlier = len(channel_sends(standin, "games-2"))  # its table was posted before

    begin = time.monotonic()
    caplog.set_level(logging.INFO, logger="plumbing.sender")
    clock.advance(timedelta(hours=12))  # half time: a reminder in each channel
    await standin.wait_for(lambda: reminders(standin, "games"), what="the healthy channel's reminder")
    assert time.monotonic() - begin < 1.0, "the healthy channel's reminder is on time"
    await standin.wait_for(lambda: reminders(standin, "games-3"), timeout=5, what="the retried reminder")
    clock.advance(timedelta(hours=12))  # the deadline
    await standin.wait_for(lambda: timeouts(standin, "games"), what="the healthy channel's timeout")
    await standin.wait_for(lambda: timeouts(standin, "games-3"), timeout=5, what="the other channel's timeout")
    assert reminders(standin, "games-2") == [] and timeouts(standin, "games-2") == []

    # its reminder and its timeout notice are each tried once (the sender may come to the second after the
    # other channels' timeouts were seen)
    await standin.wait_for(lambda: len(channel_sends(standin, "games-2")[earlier:]) >= 2, timeout=5,
                           what="the refused channel's two notices tried")
    refused = channel_sends(standin, "games-2")[earlier:]
    assert refused == [403, 403]
    await asyncio.sleep(POLLS * 3)
    assert channel_sends(standin, "games-2")[earlier:] == refused, "a refused notice is given up, not retried"
    gave_up = [r for r in caplog.records if r.getMessage().startswith("Gave up a notice for")]
    assert len(gave_up) == len(refused) and all("missing permissions" in r.getMessage() for r in gave_up)
    pending = await harness.store._fetchall("SELECT status, COUNT(*) FROM outbox GROUP BY status")
    assert "pending" not in dict(pending)  # (rows written over an hour before are pruned once finished)
    problems = standin.take_problems()
    assert {(p.kind, p.status) for p in problems} == {("http", 403), ("http", 503)}


@pytest.mark.parametrize("game", ["wurfelhelden", "throneworld"])
async def test_three_timeouts_then_the_ai_plays_the_rest_and_the_channel_sees_it_all(harness, standin, clock, game):
    """The only person at the table lets three turns run out: they are marked away and the AI plays their
    seat to the end in one go. The channel gets every step's table, each message within Discord's
    limits, and the result; a move typed afterwards says the game is over and how it ended."""
    marta = standin.user("marta")
    await marta.slash("game new", game=game)
    await marta.slash("game addbot")
    await marta.slash("game addbot")
    await marta.slash("game start")
    table, _ = await current(harness, marta)
    for _ in range(60):
        table = await harness.service.store.table(table.id)
        if table.status != "playing":
            break
        clock.advance(timedelta(hours=25))
        await settle(harness)
    assert table.status == "finished"
    assert table.seat_of(str(marta.id)).away

    posts = [m for m in standin.channel_messages("games") if m.public and m.author.bot]
    for message in posts:
        assert len(message.content) <= MAX_CONTENT and len(message.attachments) <= MAX_FILES
    assert any("is marked away after three turns" in m.content for m in posts)
    last = [m for m in posts if m.attachments][-1]
    assert "**Game over.**" in last.content, last.content
    check_picture(last, standin.attachment_size_limit)
    statuses = dict(await harness.store._fetchall("SELECT status, COUNT(*) FROM outbox GROUP BY status"))
    assert set(statuses) == {"delivered"}, statuses

    late = await marta.slash(f"{game} {'roll' if game == 'wurfelhelden' else 'pass'}")
    text = assert_refused(late, marta, "that game is over")
    assert "Winner" in text and "no game in this channel" not in text


async def settle(harness) -> None:
    """Until the bot has fired what is due and delivered the outbox."""
    for _ in range(600):
        due = await harness.store.due_deadlines(harness.clock.now())
        pending = await harness.store.outbox_dests()
        if not due and not pending:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the bot did not settle")


async def test_a_fault_of_ours_building_a_post_keeps_the_notice_until_it_goes(harness, standin, errors, monkeypatch):
    """Only Discord's own refusals give a notice up: a bug while the sender builds a table post (planted
    once here) is logged, and the table still reaches the channel on the next try (issue 39)."""
    from cogs import _posts

    real, planted = _posts.table_post, []

    async def faulty(service, table, batch, words):
        if not planted:
            planted.append(batch[0].id)
            raise RuntimeError("planted fault")
        return await real(service, table, batch, words)

    monkeypatch.setattr(_posts, "table_post", faulty)
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="dicerace", options="target=100")
    await tom.slash("game join")
    start = await marta.slash("game start")
    await standin.wait_for(lambda: any(m.attachments for m in standin.channel_messages("games")), timeout=10,
                           what="the table, after the failed try")
    assert planted
    # the start was answered privately at once; the next try sent its table, once, as the start's follow-up
    assert not standin.take_problems()
    assert start.original.ephemeral and [m for m in start.followups if m.attachments and m.public]
    assert len([m for m in standin.channel_messages("games") if m.attachments and m.public]) == 1
    logged = errors.take()
    assert [r.exc_info[1].args for r in logged if r.exc_info] == [("planted fault",)]
    for _ in range(100):  # the mark follows Discord's answer
        statuses = {status for (status,) in await harness.store._fetchall("SELECT DISTINCT status FROM outbox")}
        if statuses == {"delivered"}:
            break
        await asyncio.sleep(0.05)
    assert statuses == {"delivered"}, "the notice was kept and delivered, not given up"


async def test_a_persons_move_reaches_the_channel_through_its_interaction_even_with_the_global_budget_spent(
        harness, standin):
    """plumbing/carry.py: the table after a click is the click's follow-up (its answer took the clicked table's
    buttons off), after a typed move the command's follow-up (its answer private), not channel posts, so they
    do not wait for the global budget: with the bot's pace cut to one request a second and that one spent,
    the table still comes at once, and the clicked table's buttons are off at once too."""
    standin.faults = None
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    posts_before = len(channel_sends(standin, "games"))
    pace = harness.bot.pace
    pace.per_second, pace._reserve = 1, 0
    await pace.wait()  # the second's one request
    clicked = time.time()
    edits_before = len(channel_edits(standin, "games"))
    click = await player.click(board, "Roll")
    assert click.response_type == 7 and not board.buttons(), "the click's answer took the old table's buttons off"
    [followed] = click.followups
    assert followed.public and followed.created_at - clicked < 0.5, "the table did not wait for the global budget"
    assert followed.attachments[0].filename.startswith(f"dicerace-{table.version + 1}-dh")
    assert followed.buttons(), "the new table's buttons come with it"
    assert len(channel_edits(standin, "games")) == edits_before, "no channel edit took the buttons off"
    _, awaited = await current(harness, marta)  # a 1 passes the turn
    typed = await (marta if awaited == "marta" else tom).slash("dicerace roll")
    [followed] = typed.followups
    assert followed.attachments and followed.public and typed.original.ephemeral
    assert len(channel_sends(standin, "games")) == posts_before, "no channel post for a person's move"


@pytest.mark.parametrize("planted", [False, True], ids=["held", "planted-not-held"])
async def test_the_sender_leaves_a_moves_table_to_its_interaction_while_it_is_answered(
        harness, standin, monkeypatch, planted):
    """The sender runs when it likes (its timer, another channel's move): one that ran between a click's move
    and its answer took the table to the channel as a post, one of the global budget's 50 a second. While a
    person's move is answered, the channel's notices wait (Sender.holding)."""
    standin.faults = None
    if planted:
        monkeypatch.setattr(plumbing.sender.Sender, "holding", lambda self, dest: contextlib.nullcontext())
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    clicked_table = plumbing.carry.clicked_table

    async def the_sender_runs_meanwhile(interaction, table_id):
        await harness.bot.sender.flush()
        return await clicked_table(interaction, table_id)

    monkeypatch.setattr(plumbing.carry, "clicked_table", the_sender_runs_meanwhile)
    posts_before = len(channel_sends(standin, "games"))
    click = await (marta if awaited == "marta" else tom).click(board, "Roll")
    assert_move_posted(click, standin.attachment_size_limit)
    if planted:
        assert len(channel_sends(standin, "games")) == posts_before + 1 and not click.followups
    else:
        assert len(channel_sends(standin, "games")) == posts_before and len(click.followups) == 1


@pytest.mark.parametrize("planted", [False, True], ids=["its-own", "planted-every-channel"])
async def test_a_move_delivers_what_it_left_and_leaves_other_channels_to_their_own_runs(
        harness, standin, monkeypatch, planted):
    """After a move the sender delivers the move's own notices (its channel, the players it sent a direct
    message), not every channel with notices pending: at 58 clicks a second each click's run over every busy
    channel held the bot's event loop for 16 ms a click, and the tables came seconds late (the people bench).
    Another channel's notice waits for that channel's own run, and reaches it once."""
    standin.faults = None
    (marta, tom), board = await start_dicerace(standin)
    (ann, bob), board_2 = await start_dicerace(standin, names=("ann", "bob"), channel="games-2")
    sender = harness.bot.sender
    if planted:
        flush = plumbing.sender.Sender.flush
        monkeypatch.setattr(plumbing.sender.Sender, "flush", lambda self, dests=None: flush(self, None))
    elsewhere = str(standin.channel("games-2").id)
    posts_before = channel_sends(standin, "games-2")
    with sender.holding(elsewhere):  # a notice pending in games-2 meanwhile: its table, carried by the click
        _, awaited = await current(harness, ann)
        click_2 = await (ann if awaited == "ann" else bob).click(board_2, "Roll")
        drained: list[str] = []
        drain = sender.drain

        async def noted(dest: str) -> None:
            drained.append(dest)
            await drain(dest)

        monkeypatch.setattr(sender, "drain", noted)
        monkeypatch.setattr(sender, "pump", lambda: None)  # the timer's runs stay out of the count
        _, awaited = await current(harness, marta)
        assert_move_posted(await (marta if awaited == "marta" else tom).click(board, "Roll"),
                           standin.attachment_size_limit)
        if planted:
            assert elsewhere in drained
        else:
            assert drained == [str(standin.channel("games").id)], "the move's run looked at its own channel only"
    await sender.flush()
    pending = await harness.store._fetchall("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
    assert pending == [(0,)]
    assert len(click_2.followups) == 1 and channel_sends(standin, "games-2") == posts_before, \
        "its table came once, by its click"


@pytest.mark.parametrize("planted", [False, True], ids=["held", "planted-not-held"])
async def test_a_sender_run_during_a_start_leaves_its_table_to_the_start(harness, standin, monkeypatch, planted):
    """As with a click (above): the sender may run while /game start is answered; the game's channel is held,
    so the first table is the start's follow-up, which pings the players, not a channel post."""
    game = sys.modules["cogs.game"]  # the extension as the bot loaded it
    standin.faults = None
    if planted:
        monkeypatch.setattr(plumbing.sender.Sender, "holding", lambda self, dest: contextlib.nullcontext())
    answer_move = game.answer_move

    async def the_sender_runs_meanwhile(interaction, move, **kwargs):
        await harness.bot.sender.flush()
        return await answer_move(interaction, move, **kwargs)

    monkeypatch.setattr(game, "answer_move", the_sender_runs_meanwhile)
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="dicerace", options="target=100")
    await tom.slash("game join")
    start = await marta.slash("game start")
    table = assert_move_posted(start, standin.attachment_size_limit)
    if planted:
        assert not start.followups and table in start.posted
    else:
        assert table in start.followups and str(tom.id) in table.pings


async def test_a_typed_moves_table_pings_whose_turn_it_is(harness, standin):
    """The table after a typed move names whose turn it is, and notifies them: it is the command's follow-up,
    a new message. (A deferral filled in with it would notify no one: Discord does not notify on an edit, the
    first fill of a deferral included, and the stand-in models that.)"""
    standin.faults = None
    (marta, tom), board = await start_dicerace(standin)
    assert board.pings, "the start's table pinged the players"
    for _ in range(6):
        _, awaited = await current(harness, marta)
        typed = await (marta if awaited == "marta" else tom).slash("dicerace roll")
        [table] = [m for m in typed.followups if m.attachments]
        _, awaited = await current(harness, marta)
        waiting = marta if awaited == "marta" else tom
        assert waiting.mention in table.content and str(waiting.id) in table.pings, table.content


@pytest.mark.parametrize("planted", [False, True], ids=["its-own", "planted-every-channel"])
async def test_a_moves_flush_waits_for_its_own_clean_ups_not_another_channels(harness, standin, monkeypatch,
                                                                                planted):
    """The clean-ups a post starts (the old table's buttons off, stale reminders gone) may wait their turn behind
    the global limit for seconds; a move's flush waits for those of its own channel only, so the click's handler
    is not held by every channel's. A flush of everything still waits for all of them."""
    standin.faults = None
    (marta, tom), board = await start_dicerace(standin)
    sender, here = harness.bot.sender, str(standin.channel("games").id)
    if planted:
        flush = plumbing.sender.Sender.flush
        monkeypatch.setattr(plumbing.sender.Sender, "flush", lambda self, dests=None: flush(self, None))
    queued = asyncio.Event()

    async def buttons_off_behind_the_global_limit() -> None:
        await queued.wait()

    sender._tidy(str(standin.channel("games-2").id), buttons_off_behind_the_global_limit())
    _, awaited = await current(harness, marta)
    click = asyncio.ensure_future((marta if awaited == "marta" else tom).click(board, "Roll"))
    done, _ = await asyncio.wait({click}, timeout=5)
    if planted:
        assert not done, "the click waited for the other channel's clean-up"
    else:
        assert done, "the click's handler waited for another channel's clean-up"
        assert_move_posted(click.result(), standin.attachment_size_limit)
    everything = asyncio.ensure_future(sender.flush())
    await asyncio.sleep(0.2)
    assert not everything.done() and not sender._tidying.get(here)
    queued.set()
    await asyncio.wait_for(asyncio.gather(everything, click), 5)


async def statements_of_a_click(harness, standin) -> list[str]:
    """The SQL statements run for one click on a dicerace table and its delivery, in order (the timer stopped:
    its pass, which writes, would fall in the click at times)."""
    (marta, tom), board = await start_dicerace(standin)
    harness.bot._deadline_task.cancel()
    _, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    statements: list[str] = []
    harness.store.db._con.set_trace_callback(statements.append)
    try:
        assert_move_posted(await player.click(board, "Roll"), standin.attachment_size_limit)
        await harness.bot.sender.flush()
    finally:
        harness.store.db._con.set_trace_callback(None)
    return statements


async def test_a_click_reads_its_table_three_times_and_writes_nothing_idle(harness, standin):
    """What a click costs the database, counted (issue 41's CPU a click): its table is read by the button (to find
    its move), by the move under the channel's lock, and by the post; neither the click's channel, nor the version
    a failing move started from, nor the post's language is read again (seven reads before). After the post, the
    clean-up finds no older table to take buttons off (the click's answer did) and no reminder: it reads no
    deadlines and opens no write to forget nothing (two empty writes a post before)."""
    statements = await statements_of_a_click(harness, standin)
    assert sum(s.startswith("SELECT") and " FROM tables WHERE" in s for s in statements) == 3, statements
    assert not [a for a, b in zip(statements, statements[1:], strict=False) if a == "BEGIN IMMEDIATE" and b == "COMMIT"]
    saved = next(i for i, s in enumerate(statements) if s.startswith("INSERT INTO actions"))
    table_deadlines = [s for s in statements[saved:] if s.startswith("SELECT") and "FROM deadlines WHERE table_id" in s]
    assert not table_deadlines, "the clean-up read the table's deadlines"


async def test_a_click_finds_its_move_among_those_its_tables_post_offered(harness, standin, monkeypatch):
    """The post under which a button was clicked kept the moves its controls offer (Kept.offered): the click finds
    its move there instead of building the table's controls again (a twentieth of the loop's work a click)."""
    import cogs._controls

    (marta, tom), board = await start_dicerace(standin)
    _, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    built = []
    monkeypatch.setattr(cogs._controls, "public_controls", lambda *a: built.append(a) or [])
    assert_move_posted(await player.click(board, "Roll"), standin.attachment_size_limit)
    assert built == []


def write_transactions(statements: list[str]) -> list[list[str]]:
    """The statements of each write transaction, in order."""
    found: list[list[str]] = []
    inside = False
    for statement in statements:
        if statement == "BEGIN IMMEDIATE":
            found.append([])
            inside = True
        elif statement in ("COMMIT", "ROLLBACK"):
            inside = False
        elif inside:
            found[-1].append(statement)
    return found


async def test_a_click_takes_the_write_lock_only_to_write_and_five_times(harness, standin):
    """SQLite has one write lock, and each write transaction appends to the WAL: a click's are the move's save,
    its table given to the interaction to carry, the old table's message forgotten (the click's answer took its
    buttons off), the batch claimed, and the batch delivered with its message noted. No write transaction only
    reads (the post's server language was read in one, and every delivery run's last look at the outbox), and
    the message is noted with its delivery, not in a transaction of its own (eight write transactions before)."""
    writes = write_transactions(await statements_of_a_click(harness, standin))
    assert not [w for w in writes if all(s.startswith("SELECT") for s in w)], writes
    assert len(writes) == 5, writes
    delivered = next(w for w in writes if any(s.startswith("UPDATE outbox SET status = 'delivered'") for s in w))
    assert any(s.startswith("INSERT OR REPLACE INTO posted") for s in delivered)
