"""A table is not posted twice across a crash, however long the bot stays away:

- a channel post: after an outage longer than Discord's nonce memory, a batch that may have been posted
  before is looked for among the channel's recent messages (its mark in the picture's file name);
- a move's table carried by its interaction (plumbing/carry.py), a follow-up: a retry looks for it among the
  channel's messages first, and once the token has expired the fallback channel post is looked for the same
  way.

Planted: the bot "dies" after Discord accepted the table and before it was marked delivered, and stays
away five minutes; the stand-in has forgotten the nonce by then. A sender that trusted the nonce for ever
posts the table a second time: the test sees that happen too."""

from __future__ import annotations

from datetime import timedelta

import pytest

import plumbing.carry
import plumbing.sender
import standin.server as standin_server
from bot.models import Outgoing
from tests.e2e.test_table import current, start_dicerace

OUTAGE = timedelta(minutes=5)


def tables_posted(standin, channel: str, version: int) -> list:
    return [m for m in standin.messages if m.channel.id == standin.channel(channel).id and m.public
            and any(a.filename.startswith(f"dicerace-{version}-") for a in m.attachments)]


def dies_once(monkeypatch, harness, clock, then=lambda: None) -> list:
    """The sender dies after Discord took a message and before it is noted (and marked delivered); the
    restart comes OUTAGE later (then `then()`). The batch's notice ids, once it died."""
    noted = plumbing.sender._noted
    died = []

    def dies_once_after_discord_took_it(sent, batch):
        if not died:
            died.append([n.id for n in batch])
            clock.advance(OUTAGE)
            then()
            raise RuntimeError("the bot died before marking the table delivered")
        return noted(sent, batch)

    monkeypatch.setattr(plumbing.sender, "_noted", dies_once_after_discord_took_it)
    return died


async def after_the_restart(harness, standin, errors, died, channel_id) -> None:
    await standin.wait_for(lambda: died, what="the table posted and the bot dying")
    await harness.bot.run_due()
    await harness.bot.sender.flush()
    pending = await harness.store._fetchall("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
    assert pending[0][0] == 0
    assert [r.getMessage() for r in errors.take()] == [f"Could not deliver to {channel_id} (outbox {died[0]}); "
                                                       "the notices wait for the next try."]


@pytest.mark.parametrize(("trusted", "posts"), [(plumbing.sender.NONCE_TRUSTED, 1), (10 ** 9, 2)],
                         ids=["looked-for", "planted-nonce-trusted-for-ever"])
async def test_a_channel_post_older_than_the_nonce_window_is_looked_for_before_it_is_posted(
        harness, standin, clock, errors, monkeypatch, trusted, posts):
    standin.faults = None
    monkeypatch.setattr(standin_server, "NONCE_WINDOW", 0.0)  # Discord forgot every nonce: the outage was long
    monkeypatch.setattr(plumbing.sender, "NONCE_TRUSTED", trusted)
    (marta, tom), board = await start_dicerace(standin)
    table, _ = await current(harness, marta)
    died = dies_once(monkeypatch, harness, clock)
    clock.advance(timedelta(hours=25))  # the turn times out: its table is a channel post
    await harness.bot.run_due()
    await after_the_restart(harness, standin, errors, died, board.channel.id)
    assert len(tables_posted(standin, "games", table.version + 1)) == posts


@pytest.mark.parametrize(("trusted", "posts"), [(plumbing.sender.NONCE_TRUSTED, 1), (10 ** 9, 2)],
                         ids=["looked-for", "planted-nonce-trusted-for-ever"])
async def test_a_carried_table_is_not_posted_again_after_its_token_expired(
        harness, standin, clock, errors, monkeypatch, trusted, posts):
    """The move's table went out as its interaction's follow-up; the bot came back when the token
    could no longer carry it, so the table would go to the channel: it is found there first."""
    standin.faults = None
    monkeypatch.setattr(standin_server, "NONCE_WINDOW", 0.0)
    monkeypatch.setattr(plumbing.sender, "NONCE_TRUSTED", trusted)
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    died = dies_once(monkeypatch, harness, clock, then=lambda: monkeypatch.setattr(plumbing.carry, "CARRY_WITHIN",
                                                                                   timedelta(0)))
    click = await (marta if awaited == "marta" else tom).click(board, "Roll")
    assert click.followups and click.followups[0].attachments  # carried by the interaction
    await after_the_restart(harness, standin, errors, died, board.channel.id)
    assert len(tables_posted(standin, "games", table.version + 1)) == posts


async def test_a_typed_moves_table_is_looked_for_not_sent_again_after_a_crash(harness, standin, clock, errors,
                                                                              monkeypatch):
    """A typed move's table is its follow-up, as a click's is (a deferral filled in with it would notify no one
    it names). The bot came back within the token's life: it finds the table among the channel's messages
    and marks it delivered, without sending it again."""
    standin.faults = None
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    died = dies_once(monkeypatch, harness, clock)
    typed = await (marta if awaited == "marta" else tom).slash("dicerace roll")
    await after_the_restart(harness, standin, errors, died, board.channel.id)
    assert len(typed.followups) == 1 and typed.original.ephemeral
    assert tables_posted(standin, "games", table.version + 1) == typed.followups


async def test_a_notice_is_not_taken_for_an_earlier_one_said_in_the_same_words(harness, standin, clock):
    """Past the nonce window a notice without a picture is looked for by its words, among the messages newer
    than the last that delivered a batch there (last_delivered): the same words before it are an earlier
    notice's. Planted (words alone, as before): a ping said as the one before it was taken for it, marked
    delivered and never posted (the crash check: "Outbox dh244 was posted before the nonce window closed")."""
    (marta, tom), board = await start_dicerace(standin)
    channel = harness.bot.get_partial_messageable(board.channel.id)
    said = {"content": "⏰ Marta, your move at the dicerace table."}
    await channel.send(**said)  # an earlier notice, in the same words
    _, awaited = await current(harness, marta)
    await (marta if awaited == "marta" else tom).click(board, "Roll")  # the next table, delivered after it
    await harness.bot.sender.flush()
    assert await harness.store.last_delivered(str(board.channel.id)) is not None
    notice = [Outgoing(id=10**6, table_id=1, dest=str(board.channel.id), kind="notice", payload={},
                       created_at=clock.now(), batch=10**6)]
    assert await harness.bot.sender._posted_before(channel, notice, said) is None
    posted = await channel.send(**said)  # this notice, posted before the bot died
    found = await harness.bot.sender._posted_before(channel, notice, said)
    assert found is not None and found.id == posted.id
