"""Thrown in the channel: one table post a turn (issue 38). A whole seeded game of three people (three rounds)
through the stand-in: a step after which the same player goes on with their turn (the roll before they use a
power or end it, a power before the next) posts nothing in the channel and is answered to that player alone,
with the table and its buttons; the post that ends the turn tells what was rolled."""

from __future__ import annotations

import random

from engines import registry
from lang import ENGLISH
from tests.e2e.play import assert_private_to, check_picture, play_move, set_position

SEED = 38
PEOPLE = ("marta", "tom", "aileen")


def goes_on(engine, state, player: str) -> bool:
    """After a step, the same player is still in their turn of the trick (what the rulebook calls a turn)."""
    trick = state.trick
    return state.phase == "turn" and trick is not None and trick.current == player and trick.rolled \
        and engine.outcome(state) is None


async def test_a_turn_is_one_table_post_and_tells_what_was_rolled(harness, standin):
    engine, service = registry.get("thrown"), harness.service
    limit = standin.attachment_size_limit
    marta, tom, aileen = people = [standin.user(name) for name in PEOPLE]
    await marta.slash("game new", game="thrown")
    for person in (tom, aileen):
        await person.slash("game join")
    await marta.slash("game start")
    table = await service.table(str(marta.channel.id))
    by_name = {seat.name: next(p for p in people if str(p.id) == seat.user_id) for seat in table.seats}
    table = await set_position(service, table, engine.new_game(list(by_name), {}, SEED), seed=SEED)
    await harness.bot.sender.flush()
    first_post = len(standin.channel_messages("games"))

    rand = random.Random(SEED)
    steps = mid_turn = 0
    rolls: list[str] = []
    while table.status == "playing":
        state = engine.load_state(table.state)
        player = engine.awaiting(state)[0].player
        action = engine.ai_action(state, player, rand)
        after = engine.apply(state, player, action, service.clock.now())  # the same dice the bot rolls
        rolls += [ENGLISH.say(engine.narrate(e)) for e in after.events if e["type"] == "rolled"]  # an English channel
        before = len(standin.channel_messages("games"))
        result, _ = await play_move(standin, by_name[player], table, action)
        posted = standin.channel_messages("games")[before:]
        steps += 1
        if goes_on(engine, after.state, player):
            mid_turn += 1
            assert not posted, f"step {steps} ({action.do}) goes on with {player}'s turn but posted {posted}"
            assert_private_to(result, by_name[player])
            check_picture(next(m for m in result.messages if m.attachments), limit)
        else:
            assert [m for m in posted if m.attachments] == posted and len(posted) == 1, \
                f"step {steps} ({action.do}) should post one table, posted {posted}"
        table = await service.store.table(table.id)

    posts = len(standin.channel_messages("games")) - first_post
    print(f"thrown, 3 people, seed {SEED}: {steps} steps, {mid_turn} mid-turn, {posts} channel posts")
    assert mid_turn > 0 and posts == steps - mid_turn
    told = "\n".join(m.content for m in standin.channel_messages("games"))
    assert [line for line in rolls if line not in told] == [], "every roll is told in the channel"
