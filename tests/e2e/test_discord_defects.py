"""Issue 17: what would go wrong on the real Discord, through the stand-in — a slow command's answer stays
private, an error after a saved move says the move was played, /game start answers within 3 s however
long the AI openers take, commands are synced only when they changed, refusals name the option and fit a
message, logs hold no interaction token, and the bot asks for the guilds intent only."""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.__main__ import sync
from engines.errors import IllegalAction
from tests.e2e.play import assert_move_posted, assert_private_to, assert_refused
from tests.e2e.test_table import current, start_dicerace


async def test_a_slow_refusal_to_a_command_stays_private(harness, standin, monkeypatch):
    (marta, tom), _ = await start_dicerace(standin)

    async def slow_refusal(*args, **kwargs):
        await asyncio.sleep(2.0)
        raise IllegalAction("Not now: a test's slow refusal.")

    monkeypatch.setattr(harness.service, "act", slow_refusal)
    refused = await marta.slash("dicerace roll")
    assert refused.acked_at - refused.created < 3.0
    assert refused.response_type == 5  # deferred…
    assert refused.original is not None and refused.original.ephemeral  # …privately: no public "thinking…"
    assert_refused(refused, marta, "slow refusal")


async def test_an_error_after_the_move_was_saved_says_it_was_played(harness, standin, monkeypatch, errors):
    (marta, tom), board = await start_dicerace(standin)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom

    async def broken_after_save(move, engine):
        raise RuntimeError("a bug after the save")

    monkeypatch.setattr(harness.service, "_run_automated", broken_after_save)
    fault = f"Fault in move roll (channel {player.channel.id}, table {table.id})"
    result = await player.slash("dicerace roll")
    text = assert_refused(result, player, "was played", "don't play it again")
    assert "not applied" not in text and "Try again" not in text
    assert (await harness.service.store.table(table.id)).version == table.version + 1
    assert [r.getMessage() for r in errors.take()] == [fault]

    def broken_before_save(*args, **kwargs):
        raise RuntimeError("a bug before the save")

    monkeypatch.setattr(harness.service, "_play", broken_before_save)
    result = await player.slash("dicerace roll")  # a bug's answer: private, and true
    assert_private_to(result, player)
    assert "your move was not played: you can try it again" in result.ephemeral_text
    assert (await harness.service.store.table(table.id)).version == table.version + 1
    assert [r.getMessage() for r in errors.take()] == [fault]


async def test_start_answers_in_time_however_long_the_ai_openers_take(harness, standin, monkeypatch):
    marta = standin.user("marta")
    await marta.slash("game new", game="dicerace")
    for _ in range(2):
        await marta.click(marta.last_message(with_component="Add AI seat"), "Add AI seat")
    run_automated = harness.service._run_automated

    async def slow_openers(move, engine):
        await asyncio.sleep(2.5)
        await run_automated(move, engine)

    monkeypatch.setattr(harness.service, "_run_automated", slow_openers)
    started = await marta.click(marta.last_message(with_component="Start"), "Start")
    assert started.acked_at - started.created < 3.0
    assert_move_posted(started, standin.attachment_size_limit)


async def test_commands_are_synced_only_when_they_changed_or_when_asked(harness, standin):
    assert standin.command_syncs == [None]
    assert {c["name"] for c in standin.commands[None]} >= {"game", "dicerace"}
    await harness.restart()
    assert standin.command_syncs == [None], "an unchanged tree is not synced again at start"
    await sync(harness.settings())  # python -m bot sync
    assert standin.command_syncs == [None, None]


async def test_a_development_guild_does_not_list_the_commands_twice(standin, tmp_path, clock, errors):
    from tests.e2e.harness import Harness

    harness = Harness(standin, tmp_path / "dev.db", clock, dev_guild=True)
    await harness.start_bot()
    try:
        assert standin.commands[None] == []
        assert {c["name"] for c in standin.commands[standin.guild_id]} >= {"game", "dicerace"}
    finally:
        await harness.stop_bot()


async def test_refusals_name_the_option_and_fit_a_message(harness, standin):
    marta = standin.user("marta")
    await marta.slash("game new", game="wurfelhelden")
    await marta.click(marta.last_message(with_component="Add AI seat"), "Add AI seat")
    await marta.click(marta.last_message(with_component="Start"), "Start")
    table = await harness.service.table(str(marta.channel.id))
    assert harness.service.awaiting(table)[0].player == "marta"  # the AI seat played its turn at once
    text = assert_refused(await marta.slash("wurfelhelden roll", dice="E5"), marta, "dice", "whole number")
    assert "(0:" not in text and "'E5'" in text
    long = await marta.slash("wurfelhelden roll", dice="x" * 5000)
    text = assert_refused(long, marta, "dice")
    assert len(text) <= 2000 and "x" * 41 not in text

    other = standin.user("tom", "games-2")
    before = await harness.service.store.active_table(str(other.channel.id))
    refused = await other.slash("game new", game="dicerace", options="nonsense=" + "y" * 5000)
    text = assert_refused(refused, other)
    assert len(text) <= 2000 and "y" * 41 not in text
    assert await harness.service.store.active_table(str(other.channel.id)) == before is None


async def test_the_logs_hold_no_interaction_token(harness, standin):
    records: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(self.format(record))

    handler, root = Keep(logging.DEBUG), logging.getLogger()
    levels = {name: logging.getLogger(name).level for name in ("discord", "discord.http")}
    root.addHandler(handler)
    for name in levels:
        logging.getLogger(name).setLevel(logging.DEBUG)
    try:
        (marta, tom), board = await start_dicerace(standin)
        table, awaited = await current(harness, marta)
        await (marta if awaited == "marta" else tom).slash("dicerace roll")
        await marta.slash("game status")
    finally:
        root.removeHandler(handler)
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)
    tokens = [i.token for i in standin.interactions.values()]
    assert tokens and any("interactions/" in r or "webhooks/" in r for r in records), "no request was logged"
    leaked = [r for r in records for token in tokens if token in r]
    assert not leaked, leaked[:2]
    assert not [r for r in records if standin.token in r], "the bot token is in the logs"


async def test_the_bot_asks_for_the_guilds_intent_only(harness, standin):
    expected = discord.Intents.none()
    expected.guilds = True
    assert harness.bot.intents.value == expected.value
    assert standin.live_session().intents == expected.value


async def test_a_game_is_not_opened_or_started_where_the_bot_cannot_post(harness, standin):
    from standin.protocol import ATTACH_FILES, SEND_MESSAGES

    marta = standin.user("marta", "games-2")
    standin.channel("games-2").bot_denied = ATTACH_FILES
    refused = await marta.slash("game new", game="dicerace")
    text = assert_refused(refused, marta, "missing the Attach Files permission")
    assert "View Channel, Send Messages, Attach Files" in text
    assert await harness.service.store.active_table(str(marta.channel.id)) is None

    standin.channel("games-2").bot_denied = 0
    await marta.slash("game new", game="dicerace")
    await standin.user("tom", "games-2").slash("game join")
    standin.channel("games-2").bot_denied = SEND_MESSAGES | ATTACH_FILES
    refused = await marta.click(marta.last_message(with_component="Start"), "Start")
    assert_refused(refused, marta, "Send Messages and Attach Files permissions")
    assert (await harness.service.table(str(marta.channel.id))).status == "lobby"


async def test_a_dropped_gateway_connection_is_picked_up_again(harness, standin):
    (marta, tom), board = await start_dicerace(standin)
    await standin.drop_gateway()
    await asyncio.wait_for(standin.identified.wait(), timeout=30)
    table, awaited = await current(harness, marta)
    player = marta if awaited == "marta" else tom
    moved = await player.slash("dicerace roll")
    assert_move_posted(moved, standin.attachment_size_limit)
