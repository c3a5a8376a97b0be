"""A player whose direct messages are closed (Discord's 50007) still learns that a secret window asks them,
without being named in the channel, and is told their DMs are closed; asking for reminders by DM checks
that one gets through (issue 17)."""

from __future__ import annotations

from engines import registry
from lang import ENGLISH
from tests.e2e.play import assert_move_posted, assert_private_to
from tests.e2e.throneworld_table import FLEET, GAME, ORDERS, TARGET, prepared_table, state_of


async def test_a_player_with_closed_dms_learns_of_a_secret_window_from_my_options(harness, standin, pictures):
    marta, tom, table, _ = await prepared_table(standin, harness)
    tom.record.dms_open = False
    await marta.slash(f"{GAME} jump", fleet=FLEET, to=TARGET, bunker=ORDERS)
    commit = await marta.slash(f"{GAME} commit")
    board = assert_move_posted(commit, standin.attachment_size_limit)
    table, state = await state_of(harness, table)
    assert state.phase == "window"
    assert tom.dms() == [], "Discord refused the ping"
    assert "No direct message? **My options** tells only you whether you are asked." in board.content
    assert tom.mention not in board.content
    engine = registry.get(table.game)
    public = {"**Scores**"} | {ENGLISH.say(line) for line in engine.standing(engine.view(state, None))}  # alike
    told = [line for line in board.content.splitlines() if not any(line.startswith(p) for p in public)]
    assert "tom" not in "\n".join(told).lower(), "the secret window's player is named"

    mine = await tom.click(board, "My options")
    assert_private_to(mine, tom)
    assert mine.ephemeral_text.startswith("The game waits for you:")
    assert "your DMs from this server are closed" in mine.ephemeral_text
    nothing = await marta.click(board, "My options")
    assert "DMs" not in nothing.ephemeral_text
    assert [p.body["code"] for p in standin.take_problems()] == [50007]  # the one refused ping


async def test_asking_for_reminders_by_dm_checks_that_one_gets_through(harness, standin):
    tom = standin.user("tom")
    tom.record.dms_open = False
    refused = await tom.slash("game reminders", dm=True)
    assert_private_to(refused, tom)
    assert "I can't send you direct messages" in refused.ephemeral_text
    assert not (await harness.service.store.prefs(str(tom.id))).dm_reminders
    assert [p.body["code"] for p in standin.take_problems()] == [50007]  # the test DM

    tom.record.dms_open = True
    accepted = await tom.slash("game reminders", dm=True)
    assert "in the channel and by direct message" in accepted.ephemeral_text
    assert "can send you direct messages" in tom.dms()[-1].content
    prefs = await harness.service.store.prefs(str(tom.id))
    assert prefs.dm_reminders and not prefs.dms_closed
