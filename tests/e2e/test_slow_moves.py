"""A move slower than cogs._common.ANSWER_WITHIN (a busy bot: it queued behind other channels' pictures) is
acknowledged before it ends: a button's deferral shows nothing, a command's "thinking…" only the player sees.
Its table still goes through the interaction, as a public follow-up (plumbing/carry.py): an interaction
endpoint, outside Discord's global limit, so a busy bot does not turn every table into a channel post that
queues for the global budget.

A follow-up is a new message each time it is sent: a retry that may come after Discord took it (a restart, a
lost answer) looks for it among the channel's messages first. Planted: a sender that never looks posts the
table twice."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import aiohttp
import pytest

import cogs._common
import plumbing.carry
import plumbing.sender
from bot.service import TableService
from tests.e2e.play import assert_move_posted
from tests.e2e.test_nonce_window import tables_posted
from tests.e2e.test_table import current, start_dicerace


@pytest.fixture
def slow(monkeypatch):
    """Every move takes longer than the bot waits before acknowledging it (it queued behind other work)."""
    act = TableService.act

    async def queued_first(self, *args, **kwargs):
        await asyncio.sleep(0.05)
        return await act(self, *args, **kwargs)

    monkeypatch.setattr(cogs._common, "ANSWER_WITHIN", 0.01)
    monkeypatch.setattr(TableService, "act", queued_first)


async def a_game_that_may_never_look(harness, standin, monkeypatch, planted: bool):
    """A dice race, its table and whose turn it is; `planted`: the sender trusts that a carried batch was never
    sent before."""
    standin.faults = None
    if planted:
        monkeypatch.setattr(plumbing.sender.Sender, "_maybe_sent", lambda self, batch: False)
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    return table, marta if awaited == "marta" else tom, board


async def assert_delivered(harness, standin, table, times: int) -> None:
    """Nothing left in the outbox, and the table after `table` posted `times` times."""
    pending = await harness.store._fetchall("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
    assert pending[0][0] == 0
    assert len(tables_posted(standin, "games", table.version + 1)) == times


async def test_a_slow_click_gets_its_table_as_the_clicks_public_follow_up(harness, standin, slow):
    (marta, tom), board = await start_dicerace(standin)
    _, awaited = await current(harness, marta)
    click = await (marta if awaited == "marta" else tom).click(board, "Roll")
    table = assert_move_posted(click, standin.attachment_size_limit)
    assert click.response_type == 6, "acknowledged before the move ended, showing nothing"
    assert click.followups == [table] and table.public
    assert not click.posted, "no channel post: the table did not spend the global budget"


async def test_a_slow_command_answers_privately_then_follows_up_with_the_table(harness, standin, slow):
    (marta, tom), board = await start_dicerace(standin)
    _, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    command = await player.slash("dicerace roll")
    table = assert_move_posted(command, standin.attachment_size_limit)  # no problems: nothing private went public
    assert command.response_type == 5 and command.original is not None
    assert command.original.ephemeral and not command.original.attachments, "the player's own answer stays theirs"
    assert command.original.content
    assert command.followups == [table] and table.public  # the first filled in the private "thinking…"
    assert not command.posted


async def test_a_slow_moves_refusal_stays_private(harness, standin, slow):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    other = tom if awaited == "marta" else marta
    refused = await other.click(board, "Roll")
    assert not refused.public and not refused.posted
    assert "not your move" in refused.ephemeral_text
    assert (await harness.service.table(str(marta.channel.id))).version == table.version


@pytest.mark.parametrize("planted", [False, True], ids=["looked-for", "planted-never-looks"])
async def test_a_follow_up_is_not_sent_again_after_a_restart(harness, standin, clock, errors, monkeypatch, slow,
                                                             planted):
    """The bot died after Discord took the follow-up and before marking it delivered, and came back a few
    seconds later (the token still alive): the new sender finds the table in the channel."""
    table, player, board = await a_game_that_may_never_look(harness, standin, monkeypatch, planted)
    sender = harness.bot.sender
    died: list[bool] = []

    noted = plumbing.sender._noted

    def dies_after_discord_took_it(sent, batch):
        if died:  # the process after the restart
            return noted(sent, batch)
        died.append(True)
        # a dead process sends nothing more: without this, a second run of its sender (the click's flush and
        # another started before the restart, under load) posted the table again, and the planted run saw 3
        monkeypatch.setattr(sender, "drain", lambda dest: asyncio.sleep(0))
        raise RuntimeError("the bot died before marking the table delivered")

    async def tries_nothing_again(dest, why):  # a dead process
        return False

    monkeypatch.setattr(plumbing.sender, "_noted", dies_after_discord_took_it)
    monkeypatch.setattr(sender, "_paused", tries_nothing_again)
    await player.click(board, "Roll")
    assert died
    errors.take()
    clock.advance(timedelta(seconds=3))  # a restart takes seconds
    await harness.restart()
    await harness.bot.sender.flush()
    await assert_delivered(harness, standin, table, times=2 if planted else 1)


@pytest.mark.parametrize("planted", [False, True], ids=["looked-for", "planted-never-looks"])
async def test_a_follow_up_whose_answer_was_lost_is_not_sent_again(harness, standin, errors, monkeypatch, slow,
                                                                   planted):
    """Discord took the follow-up but its answer never came (the connection dropped): the sender's retry,
    a second later, finds the table in the channel."""
    table, player, board = await a_game_that_may_never_look(harness, standin, monkeypatch, planted)
    send = plumbing.carry.through_interaction
    lost: list[bool] = []

    async def answer_lost_once(*args, **kwargs):
        sent = await send(*args, **kwargs)
        if not lost:
            lost.append(True)
            raise aiohttp.ClientOSError("the connection dropped before Discord's answer")
        return sent

    monkeypatch.setattr(plumbing.sender, "through_interaction", answer_lost_once)
    await player.click(board, "Roll")
    await harness.bot.sender.flush()
    assert lost
    await assert_delivered(harness, standin, table, times=2 if planted else 1)


async def test_a_move_whose_interaction_discord_forgot_still_reaches_the_channel_at_once(
        harness, standin, monkeypatch):
    """A bot so busy that it comes to a click after Discord's 3 s: Discord forgot the interaction (the player saw
    "This interaction failed") and refuses the bot's answer. The move is played all the same, and its table is
    posted to the channel at once, not left for the deadline loop's next pass (30 s by default: the people
    bench counted such tables missing)."""
    standin.faults = None
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    act = TableService.act

    async def too_late(self, *args, **kwargs):
        await asyncio.sleep(0.6)
        return await act(self, *args, **kwargs)

    standin.interaction_deadline = 0.3
    monkeypatch.setattr(cogs._common, "ANSWER_WITHIN", 0.4)  # the deferral comes after Discord's deadline
    monkeypatch.setattr(TableService, "act", too_late)
    monkeypatch.setattr(harness.bot.sender, "pump", lambda: None)  # the deadline loop's pass stays out of it
    click = await (marta if awaited == "marta" else tom).click(board, "Roll")
    assert click.response_type is None and not click.followups
    await standin.wait_for(lambda: tables_posted(standin, "games", table.version + 1), timeout=3,
                           what="the table as a channel post")
    assert {p.kind for p in standin.take_problems()} == {"unanswered", "late", "http"}, "Discord refused the answer"
    await assert_delivered(harness, standin, table, times=1)


async def test_a_start_whose_interaction_discord_forgot_still_starts_and_posts_its_table(harness, standin,
                                                                                          monkeypatch):
    """As for a move (above): /game start comes to the bot after Discord's 3 s. The game starts, its table goes
    to the channel at once, and the channel is not left held (a later move's table still comes)."""
    standin.faults = None
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="dicerace", options="target=100")
    await tom.slash("game join")
    start = TableService.start

    async def too_late(self, *args, **kwargs):
        await asyncio.sleep(0.6)
        return await start(self, *args, **kwargs)

    standin.interaction_deadline = 0.3
    monkeypatch.setattr(cogs._common, "ANSWER_WITHIN", 0.4)
    monkeypatch.setattr(TableService, "start", too_late)
    monkeypatch.setattr(harness.bot.sender, "pump", lambda: None)
    started = await marta.slash("game start")
    assert started.response_type is None and not started.followups
    table, awaited = await current(harness, marta)
    await standin.wait_for(lambda: tables_posted(standin, "games", table.version), timeout=3,
                           what="the start's table as a channel post")
    assert {p.kind for p in standin.take_problems()} <= {"unanswered", "late", "http"}
    assert not harness.bot.sender._held, "the channel is held no more"
    monkeypatch.setattr(TableService, "start", start)
    standin.interaction_deadline = 3.0
    board = [m for m in standin.channel_messages("games") if m.attachments][-1]
    click = await (marta if awaited == "marta" else tom).click(board, "Roll")
    assert click.followups, "the next move's table came as its follow-up"
