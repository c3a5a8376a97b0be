"""After an outage longer than Discord's nonce memory, a batch that may have been posted before is looked
for among the channel's recent messages (its mark in the picture's file name) and is not posted twice.

Planted: the bot "dies" after Discord accepted the table and before it was marked delivered, and stays
away five minutes; the stand-in has forgotten the nonce by then. A sender that trusted
the nonce for ever posts the table a second time: the test sees that happen too."""

from __future__ import annotations

from datetime import timedelta

import pytest

import cogs._outbox
import standin.server as standin_server
from tests.e2e.test_table import current, start_dicerace


def tables_posted(standin, channel: str, version: int) -> list:
    return [m for m in standin.messages if m.channel.id == standin.channel(channel).id and m.public
            and any(a.filename.startswith(f"dicerace-{version}-") for a in m.attachments)]


@pytest.mark.parametrize(("trusted", "posts"), [(cogs._outbox.NONCE_TRUSTED, 1), (10 ** 9, 2)],
                         ids=["looked-for", "planted-nonce-trusted-for-ever"])
async def test_a_batch_older_than_the_nonce_window_is_looked_for_before_it_is_posted(
        harness, standin, clock, errors, monkeypatch, trusted, posts):
    standin.faults = None
    monkeypatch.setattr(standin_server, "NONCE_WINDOW", 0.0)  # Discord forgot every nonce: the outage was long
    monkeypatch.setattr(cogs._outbox, "NONCE_TRUSTED", trusted)
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    store, sender = harness.store, harness.bot.sender
    remember = sender._remember
    died = []

    async def dies_once_after_discord_took_it(sent, batch):
        if not died:
            died.append([n.id for n in batch])
            clock.advance(timedelta(minutes=5))  # the restart took five minutes
            raise RuntimeError("the bot died before marking the table delivered")
        await remember(sent, batch)

    monkeypatch.setattr(sender, "_remember", dies_once_after_discord_took_it)
    await player.click(board, "Roll")
    await standin.wait_for(lambda: died, what="the table posted and the bot dying")
    await harness.bot.run_due()
    await harness.bot.sender.flush()
    pending = await store._fetchall("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
    assert pending[0][0] == 0
    assert len(tables_posted(standin, "games", table.version + 1)) == posts
    assert [r.getMessage() for r in errors.take()] == [f"Could not deliver to {board.channel.id} (outbox {died[0]}); "
                                                       "the notices wait for the next try."]
