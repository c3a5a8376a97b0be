"""The guide through Discord (issue 38): asked for privately, then each stage explained once with the table."""

from tests.e2e.play import assert_move_posted, assert_private_to


async def test_a_newcomer_asks_for_the_guide_and_the_table_explains_their_turn(harness, standin):
    marta = standin.user("marta")
    asked = await marta.slash("game guide", game="wurfelhelden")
    assert_private_to(asked, marta)
    await marta.slash("game new", game="wurfelhelden")
    await marta.slash("game addbot")
    board = assert_move_posted(await marta.slash("game start"), standin.attachment_size_limit)
    assert f"📘 {marta.mention}, new to Würfelhelden: Your turn" in board.content
    board = assert_move_posted(await marta.slash("wurfelhelden roll"), standin.attachment_size_limit)
    assert "📘" not in board.content, "each stage is explained once"
