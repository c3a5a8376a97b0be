"""Every game, whole, through Discord as players see it: /game new, joins, AI seats, start, every move
by a table button or a slash command, private views, the end, and the leaderboard."""

from __future__ import annotations

import random
import time
from io import BytesIO

import pytest
from PIL import Image

from engines import registry
from tests.e2e.play import (
    assert_move_posted,
    assert_private_to,
    assert_refused,
    assert_table_shown,
    check_picture,
    is_quiet,
    play_move,
    view_commands,
)

HUMANS = ("marta", "tom", "aileen", "konrad")
OPTIONS = {"dicerace": "target=15", "throneworld": "max_turns=5"}
"""Creation options typed in /game new (the test game is short anyway; shipped games play standard)."""
MAX_HUMAN_MOVES = 600


def games() -> list[str]:
    shipped = [name for name in registry.names() if name != "dicerace"]
    return ["dicerace", *shipped]  # the test game first: it checks the platform even before any game lands


@pytest.mark.parametrize("game", games())
async def test_a_whole_game_from_game_new_to_the_leaderboard(harness, standin, game):
    started = time.monotonic()
    engine = registry.get(game)
    service = harness.service
    limit = standin.attachment_size_limit
    people = [standin.user(name) for name in HUMANS[: min(len(HUMANS), engine.max_players)]]
    marta, others = people[0], people[1:]
    by_id = {str(u.id): u for u in people}

    # The lobby: created by a command, joined by button and by command, AI seats by button, started by button.
    new = await marta.slash("game new", game=game, **({"options": OPTIONS[game]} if game in OPTIONS else {}))
    assert len(new.public) == 1 and engine.title in new.public[0].content
    for i, person in enumerate(others):
        lobby = marta.last_message(with_component="Join")
        joined = await (person.click(lobby, "Join") if i % 2 == 0 else person.slash("game join"))
        assert person.mention in joined.public[0].content
    for _ in range(engine.max_players - len(people)):
        added = await marta.click(marta.last_message(with_component="Add AI seat"), "Add AI seat")
        assert "(AI)" in added.public[0].content
    start = await marta.click(marta.last_message(with_component="Start"), "Start")
    assert_move_posted(start, limit)

    rules = await others[0].slash("game rules", game=game)
    assert_private_to(rules, others[0])
    status = await others[-1].slash("game status")
    assert_table_shown(status, others[-1], limit)

    private = await look_at_private_views(standin, game, people)

    # Play: whoever the game waits for picks a legal move (the engine's own AI choice, so games end
    # in a sensible number of moves) and sends it by button or menu, every third move by command.
    table = await service.table(str(marta.channel.id))
    table_id = table.id
    rand = random.Random(f"e2e-{game}")
    ways: dict[str, int] = {"button": 0, "select": 0, "slash": 0}
    quiet = 0
    for moves in range(MAX_HUMAN_MOVES + 1):
        table = await service.store.table(table_id)
        if table.status != "playing":
            break
        assert moves < MAX_HUMAN_MOVES, f"{game} did not end within {MAX_HUMAN_MOVES} moves of its players"
        prompts = [p for p in service.awaiting(table) if not table.seat_named(p.player).automated]
        assert prompts, "the game waits for nobody a person plays, but is not over"
        prompt = rand.choice(prompts)
        seat = table.seat_named(prompt.player)
        engine_, state = service.engine_and_state(table)
        action = engine_.ai_action(state, prompt.player, rand)
        result, way = await play_move(standin, by_id[seat.user_id], table, action, typed=moves % 3 == 2)
        ways[way] += 1
        if is_quiet(result):  # e.g. a build added to a hidden order: answered to the player only
            assert_private_to(result, by_id[seat.user_id])
            quiet += 1
        else:
            posted = assert_move_posted(result, limit)
        if moves == 3:
            private += await look_at_private_views(standin, game, people)
        assert (await service.store.table(table_id)).version > table.version, f"{result} changed nothing"
    assert table.status == "finished"
    assert "Game over" in posted.content and "1st" in posted.content
    assert [b["label"] for b in posted.buttons()] == ["Rematch"], "only Rematch is left under the last table"

    board = await marta.slash("game leaderboard", game=game)
    assert len(board.public) == 1 and "leaderboard" in board.public[0].content
    for person in people:
        assert person.name in board.public[0].content
    await look_back_at_the_game(standin, game, marta, people, posted)

    # Nothing private reached the channel: no private picture or private text in a public message.
    public = standin.channel_messages("games")
    public_pictures = {a.data for m in public for a in m.attachments}
    public_text = "\n".join(m.content for m in public)
    for message in private:
        for attachment in message.attachments:
            assert attachment.data not in public_pictures, f"a private picture was posted publicly: {message!r}"
        assert message.content not in public_text, f"private text was posted publicly: {message.content!r}"
    for message in standin.channel_messages("games", include_deleted=True):
        if message.ephemeral:
            assert message.interaction is not None and message.visible_to == message.interaction.user.id
    for message in public:
        if message.images:
            check_picture(message, limit)
    print(f"{game}: {sum(ways.values())} moves by players ({ways}, {quiet} quiet), {len(public)} public messages, "
          f"{time.monotonic() - started:.1f} s")


async def look_at_private_views(standin, game: str, people) -> list:
    """Each player asks for each private view the game has (e.g. /thrown hand): only they see it."""
    seen = []
    for person in people:
        for command in view_commands(standin, game):
            result = await person.slash(f"{game} {command}")
            assert_private_to(result, person)
            seen += result.messages
    return seen


async def look_back_at_the_game(standin, game: str, marta, people, last) -> None:
    """After the end: a player's stats, the move list and the animation (each answered to them alone),
    then a rematch seating everyone again with the same options."""
    stats = await marta.slash("game stats")
    assert_private_to(stats, marta)
    assert "rating" in stats.ephemeral_text and registry.get(game).title in stats.ephemeral_text

    history = await marta.slash("game history")
    assert_private_to(history, marta)
    listing = history.messages[-1].attachments[0].data.decode()
    assert listing.startswith(registry.get(game).title) and "1. [" in listing

    replay = await marta.slash("game replay")
    assert_private_to(replay, marta)
    gif = Image.open(BytesIO(replay.messages[-1].attachments[0].data))
    table_picture = Image.open(BytesIO(last.images[0].data))
    assert gif.format == "GIF" and gif.n_frames > 1 and gif.width == table_picture.width  # the pictures' own width

    rematch = await people[-1].click(last, "Rematch")
    lobby = rematch.public[0].content
    assert "Rematch" not in lobby and "lobby" in lobby
    for person in people:
        assert person.mention in lobby
    again = await people[0].click(last, "Rematch")
    assert_refused(again, people[0], "already has a game")
