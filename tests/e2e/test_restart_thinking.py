"""A command answered with "thinking…" whose process died before filling it in (plumbing/thinking.py): the next
process tells the person, in their language, in place of "thinking…", where Discord would otherwise have
shown it for 15 minutes. Planted: the command never noted, and the person is left thinking."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

import cogs._common
import plumbing.thinking
from bot.service import TableService
from lang import words
from tests.e2e.test_table import current, start_dicerace

RESTARTED = {"en-US": words("en")("bot-restarted-thinking"), "de": words("de")("bot-restarted-thinking")}


def never_ending(hung: list[asyncio.Task]):
    """Work its process dies in: it never finishes (its tasks noted in `hung`, to end with their process)."""
    async def never_ends(*args, **kwargs):
        hung.append(asyncio.current_task())
        await asyncio.Event().wait()

    return never_ends


@pytest.fixture
def dies_thinking(monkeypatch):
    """Every move is slow enough to be answered with "thinking…", and its process dies before it ends."""
    hung: list[asyncio.Task] = []
    monkeypatch.setattr(cogs._common, "ANSWER_WITHIN", 0.01)
    monkeypatch.setattr(TableService, "act", never_ending(hung))
    return hung


async def shown_within(message, seconds: float = 10.0) -> bool:
    """Whether the "thinking…" gave way to an answer within `seconds`."""
    deadline = asyncio.get_running_loop().time() + seconds
    while message.loading and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.05)
    return not message.loading


async def notes_gone_within(harness, seconds: float = 10.0) -> bool:
    deadline = asyncio.get_running_loop().time() + seconds
    while await harness.store._fetchall("SELECT 1 FROM thinking"):
        if asyncio.get_running_loop().time() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def bury(hung: list[asyncio.Task], errors) -> None:
    """The dying process's moves end with it (cancelled), before the next process starts."""
    for task in hung:
        task.cancel()
    await asyncio.gather(*hung, return_exceptions=True)
    errors.take()


@pytest.mark.parametrize("locale", ["en-US", "de"])
@pytest.mark.parametrize("planted", [False, True], ids=["noted", "planted-never-noted"])
async def test_a_command_cut_short_by_a_restart_is_told_so_by_the_next_process(
        harness, standin, errors, monkeypatch, dies_thinking, locale, planted):
    if planted:
        monkeypatch.setattr(plumbing.thinking.noted, "note", lambda *args, **kwargs: asyncio.sleep(0))
    (marta, tom), _ = await start_dicerace(standin)
    _, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    player.record.locale = locale
    standin.settle_timeout = 0.5  # the stand-in stops waiting for the dead process's work
    command = await player.slash("dicerace roll")
    assert command.response_type == 5 and command.original.loading, "answered with thinking…, never filled in"
    assert {p.kind for p in standin.take_problems()} == {"busy", "deferred_forever"}
    await bury(dies_thinking, errors)
    await harness.restart()
    if planted:
        assert not await shown_within(command.original, seconds=1.0), "nothing noted: nothing told"
    else:
        assert await shown_within(command.original)
        assert command.original.content == RESTARTED[locale]
        assert command.original.ephemeral, "still the person's own answer"
        assert await notes_gone_within(harness), "done with"


async def test_a_private_table_cut_short_by_a_restart_is_told_so_too(harness, standin, errors, monkeypatch):
    """/game status draws the table for the asker alone after a "thinking…" (cogs/_common.py's send_table), as a
    typed move told at the end of a turn does (show_held): the process dies while drawing it."""
    hung: list[asyncio.Task] = []
    (marta, _), _ = await start_dicerace(standin)
    monkeypatch.setattr(cogs._common, "table_message", never_ending(hung))
    standin.settle_timeout = 0.5
    status = await marta.slash("game status")
    assert status.response_type == 5 and status.original.loading
    assert {p.kind for p in standin.take_problems()} == {"busy", "deferred_forever"}
    await bury(hung, errors)
    await harness.restart()
    assert await shown_within(status.original)
    assert status.original.content == RESTARTED["en-US"]


async def test_a_command_answered_before_the_restart_is_left_as_it_is(harness, standin, monkeypatch):
    """A slow command filled in its answer: the next process reads it and leaves it."""
    monkeypatch.setattr(cogs._common, "ANSWER_WITHIN", 0.0)
    (marta, tom), _ = await start_dicerace(standin)
    _, awaited = await current(harness, marta)
    command = await (marta if awaited == "marta" else tom).slash("dicerace roll")
    assert command.response_type == 5 and not command.original.loading
    answered, edits = command.original.content, list(command.original.edits)
    assert await harness.store._fetchall("SELECT 1 FROM thinking"), "noted before it was answered"
    await harness.restart()
    assert await notes_gone_within(harness), "looked at, and done with"
    assert (command.original.content, command.original.edits) == (answered, edits)


async def test_the_notes_go_once_their_tokens_expired(harness, standin, monkeypatch):
    monkeypatch.setattr(cogs._common, "ANSWER_WITHIN", 0.0)
    (marta, tom), _ = await start_dicerace(standin)
    _, awaited = await current(harness, marta)
    await (marta if awaited == "marta" else tom).slash("dicerace roll")
    await harness.bot.run_due()
    assert await harness.store._fetchall("SELECT 1 FROM thinking"), "kept while its token lives"
    monkeypatch.setattr(plumbing.thinking, "TOKEN_LIFE", timedelta(0))  # as 15 minutes later
    await harness.bot.run_due()
    assert not await harness.store._fetchall("SELECT 1 FROM thinking")
