"""Issue 38: once the game starts, no lobby message keeps its Join/Leave/Add AI seat/Start buttons, however the
game was started (the lobby's own Start button, or /game start, even after a restart)."""

from __future__ import annotations

from tests.e2e.play import assert_move_posted

LOBBY_BUTTONS = {"Join", "Leave", "Add AI seat", "Start"}


async def test_the_start_button_takes_the_buttons_off_its_lobby(harness, standin):
    marta, tom = standin.user("marta"), standin.user("tom")
    lobby = (await marta.slash("game new", game="dicerace")).public[0]
    assert LOBBY_BUTTONS <= set(lobby.button_labels())
    await tom.click(lobby, "Join")
    started = await marta.click(lobby, "Start")
    assert_move_posted(started, standin.attachment_size_limit)
    lobby = next(m for m in standin.channel_messages("games") if m.id == lobby.id)
    assert lobby.button_labels() == [], "a started game's lobby offers no Join or Start"
    assert "Unless started" not in lobby.content and "started" in lobby.content
    assert marta.mention in lobby.content and tom.mention in lobby.content


async def test_game_start_takes_the_buttons_off_every_lobby_message_even_after_a_restart(harness, standin):
    marta, tom, aileen = standin.user("marta"), standin.user("tom"), standin.user("aileen")
    first = (await marta.slash("game new", game="dicerace")).public[0]
    second = (await tom.slash("game join")).public[0]  # a command's answer is a lobby message of its own
    await harness.restart()
    third = (await aileen.slash("game join")).public[0]
    assert all(LOBBY_BUTTONS <= set(m.button_labels()) for m in (first, second, third))

    started = await marta.slash("game start")
    assert_move_posted(started, standin.attachment_size_limit)
    ids = {first.id, second.id, third.id}
    await standin.wait_for(lambda: all(m.button_labels() == [] for m in standin.channel_messages("games")
                                       if m.id in ids), what="the lobby messages without their buttons")
    table = next(m for m in standin.channel_messages("games") if m.attachments)
    assert "Roll" in table.button_labels(), "the table itself keeps its buttons"
