"""Throneworld's private steps say what was noted and what is left (issue 25): an Outreach jump or build
added to a hidden order is answered to the player alone with their orders so far and the credits left;
a jump already chosen is not offered again."""

from __future__ import annotations

import re

from engines import registry
from tests.e2e.play import assert_private_to, is_quiet, play_move
from tests.e2e.throneworld_table import open_table, options_of


async def test_a_private_order_says_what_was_noted_and_what_is_left(harness, standin):
    marta, tom, table = await open_table(standin, harness)
    engine = registry.get("throneworld")
    table = await harness.service.table(str(marta.channel.id))
    state = harness.service.engine_and_state(table)[1]
    jump = next(a for a in engine.legal_actions(state, "marta") if a.do == "jump")
    result, _ = await play_move(standin, marta, table, jump, typed=True)
    assert is_quiet(result)
    assert_private_to(result, marta)
    text = result.ephemeral_text
    assert "Your Outreach jumps (1 of 2): jump T" in text
    assert "credits" in text and "left." in text
    assert "The game waits for you:" in text


async def test_a_chosen_outreach_jump_is_not_offered_again(harness, standin):
    """Issue 25: after marta picks a Survey Team jump from My options, the next My options no longer
    offers that jump (the second team's other jumps are still there)."""
    marta, _tom, _table = await open_table(standin, harness)
    board = marta.last_message(with_component="My options")
    mine = await marta.click(board, "My options")
    jumps = [b["label"] for b in options_of(mine) if b["label"].startswith("Jump")]
    assert jumps, "Outreach offers Survey Team jumps"
    message = next(m for m in mine.messages if m.selects())
    menu = next(s for s in message.selects() if jumps[0] in [o["label"] for o in s["options"]])
    assert menu["placeholder"] == "Jump a Survey Team…"
    chosen = await marta.select(message, menu["custom_id"], jumps[0])  # the option's label picks it
    assert_private_to(chosen, marta)
    again = await marta.click(marta.last_message(with_component="My options"), "My options")
    offered = [b["label"] for b in options_of(again)]
    assert jumps[0] not in offered and any(label.startswith("Jump") for label in offered)


async def test_the_table_message_carries_the_scores_whose_turn_and_each_empire(harness, standin):
    """Issue 37: the picture is the map; the message under it says the systems held, who is awaited, the
    turn and each empire's production, credits, chits and techs."""
    marta, _tom, _table = await open_table(standin, harness)
    board = marta.last_message(with_component="My options")
    assert board.attachments
    text = board.content
    assert re.search(r"\*\*Scores\*\* \(systems\): marta \W*\d+\W* · tom \W*\d+\W* · AI 1 \W*\d+", text)
    assert "Waiting for 2 players" in text
    assert "**Turn 1** · Outreach · a production turn · " in text
    for name in ("marta", "tom", "AI 1"):
        assert re.search(rf"\*\*\w\*\* {name} \(\w+( blue)?, [^,]+, home \w\d+\): production \d+ · \d+ credits? · "
                         rf"\d+ chits? · J\d C\d S\d G\d", text), (name, text)

