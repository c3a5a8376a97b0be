"""Strangers' names through Discord as players see them (issue 39): a Dice Throne game of five people named
in other scripts, with emoji, right-to-left text and invisible characters, and an AI seat named like a
mention, played to its end with a table post after every step; nobody pinged whom the bot did not mean."""

from __future__ import annotations

import random

from standin.mentions import EVERYBODY
from tests.e2e.play import assert_move_posted, is_quiet, play_move
from tests.names import HOSTILE_NAMES

GAME = "dicethrone"
MAX_MOVES = 400


async def test_a_dice_throne_game_of_strangers_plays_to_the_end(harness, standin):
    limit = standin.attachment_size_limit
    service = harness.service
    people = [standin.user(name) for name in HOSTILE_NAMES[:5]]
    bystander = standin.user("bystander")  # in the guild, never seated: an AI seat is named as their mention
    by_id = {str(u.id): u for u in people}
    host = people[0]

    await host.slash("game new", game=GAME, options="health=12")
    for name in (f"<@{bystander.id}>", "@everyone", "**bold**"):
        added = await host.slash("game addbot", name=name)
        assert not added.problems and "(AI)" in added.public[0].content
    lobby = host.last_message(with_component="Start")
    assert f"<@{bystander.id}>" not in lobby.content and "@everyone" not in lobby.content.replace("@\u200b", "")
    assert "\\*\\*bold\\*\\*" in lobby.content
    assert (await host.slash("game abandon")).public  # start again: five people and one AI seat

    await host.slash("game new", game=GAME, options="health=12")
    for person in people[1:]:
        await person.slash("game join")
    await host.slash("game addbot", name=f"<@{bystander.id}>")
    table = await service.table(str(host.channel.id))
    assert [s.name for s in table.seats[:5]] == HOSTILE_NAMES[:5]
    started = await host.click(host.last_message(with_component="Start"), "Start")
    assert_move_posted(started, limit)

    rand = random.Random("strangers")
    table_id = table.id
    posts = 0
    for moves in range(MAX_MOVES + 1):
        table = await service.store.table(table_id)
        if table.status != "playing":
            break
        assert moves < MAX_MOVES, f"the game did not end within {MAX_MOVES} moves"
        prompts = [p for p in service.awaiting(table) if not table.seat_named(p.player).automated]
        prompt = rand.choice(prompts)
        engine, state = service.engine_and_state(table)
        action = engine.ai_action(state, prompt.player, rand)
        result, _ = await play_move(standin, by_id[table.seat_named(prompt.player).user_id], table, action,
                                    typed=moves % 4 == 3)
        if not is_quiet(result):
            assert_move_posted(result, limit)
            posts += 1
        assert (await service.store.table(table_id)).version > table.version, f"{result} changed nothing"
    assert table.status == "finished" and posts > 10

    seated = {str(u.id) for u in people}
    for message in standin.channel_messages("games"):
        assert message.pings <= seated, f"{message.content!r} pinged {message.pings - seated}"
        assert EVERYBODY not in message.pings
    assert not any(str(bystander.id) in m.pings for m in standin.messages)
