"""Maximum Throwdown at the table (issue 38): the thrower finds their hand under the table (privately, with
its picture), and the throw buttons name what they aim at instead of a bare number; the message under the
picture carries the scores, whose turn it is and each deck in words (issue 37)."""

import random

from tests.e2e.play import assert_private_to


async def test_the_thrower_sees_their_hand_and_what_each_aim_hits(harness, standin):
    marta = standin.user("marta")
    await marta.slash("game new", game="throwdown")
    await marta.slash("game addbot")
    await marta.slash("game start")
    for _ in range(40):  # attacks and steals first, until marta throws
        table = await harness.service.table(str(marta.channel.id))
        state = harness.service.engine_and_state(table)[1]
        if state.phase == "throw" and harness.service.awaiting(table)[0].player == "marta":
            break
        engine = harness.service.engine_and_state(table)[0]
        action = engine.ai_action(state, "marta", random.Random(1))
        await marta.slash(f"throwdown {action.do}", **{k: v for k, v in action.args().items()
                                                       if v is not None and k in ("player", "from", "at")})
    await harness.bot.sender.flush()
    board = [m for m in standin.channel_messages("games") if m.attachments][-1]
    # the picture is only the table (issue 37): scores, whose turn and the decks are the message's words
    assert "**Scores** (points): marta " in board.content and "Waiting for " in board.content
    assert "**Turn " in board.content and "marta (" in board.content and " in deck, " in board.content
    labels = board.button_labels()
    assert "My hand" in labels
    suggested = next(label for label in labels if "of your hand at" in label)
    target = suggested.split(" of your hand at ", 1)[1]
    assert ": " in target or "centre" in target, suggested  # e.g. "card 7: tom's 3-pip", "card 1: Old Well"
    hand = await marta.click(board, "My hand")
    assert_private_to(hand, marta)
    assert "Your hand" in hand.text and hand.messages[-1].attachments
