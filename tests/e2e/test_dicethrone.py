"""Dice Throne in a channel (issue 22), through the Discord stand-in: the active player's steps under
the table; a secret reaction window (the channel never learns who is asked; the asked player gets a DM
with card buttons, the cards that change the result first, and answers from it); cards as private
buttons and a sell menu behind "My options", never under the table; card autocomplete from the
player's own hand; the labels the audit found wrong."""

from __future__ import annotations

from typing import Any

from engines import registry
from lang import ENGLISH
from tests.e2e.play import BUG_SENTENCE, assert_move_posted, assert_private_to, set_position
from tests.engines.dicethrone.helpers import force, give, hand_patch

GAME = "dicethrone"
SEED = 3


def latest_board(result):
    """The newest table posted, by the version its picture shows: a prepared position (set_position) is posted
    too, by the outbox, and may arrive during the next interaction, after the move's own table (carried by the
    interaction's response, made when it was answered)."""
    assert BUG_SENTENCE not in result.text, result.text
    tables = [m for m in result.public + result.posted if m.attachments]
    return max(tables, key=lambda m: int(m.attachments[0].filename.split("-")[1]))  # <game>-<version>-dh<batch>


def buttons(result) -> list[str]:
    return [b.get("label") or "" for m in result.messages for b in m.buttons()]


def prepared(engine, players: list[str]):
    """marta (Barbarian) in main phase 1 with Windfall, Insight, Reserves and Cleave II; tom (Moon Elf)
    with Nudge and 3 CP, and nothing else he could play in a window."""
    state = engine.new_game(players, {"heroes": ["barbarian", "moon_elf"]}, SEED, [6, 1])
    state = give(state, "marta", ["windfall", "insight", "reserves", "cleave_2"])
    patch = hand_patch(state, "tom", ["nudge", "windfall", "insight", "field_dressing"])
    state = give(state, "tom", patch["heroes"]["tom"]["hand"])
    state.heroes["tom"].cp = 3
    return state


async def test_a_secret_window_cards_as_private_buttons_and_card_autocomplete(standin, harness):
    limit = standin.attachment_size_limit
    service = harness.service
    engine = registry.get(GAME)
    marta, tom = standin.user("marta"), standin.user("tom")
    new = await marta.slash("game new", game=GAME)
    joined = await tom.click(new.public[0], "Join")
    started = await marta.click(joined.public[0], "Start")
    assert_move_posted(started, limit)
    table = await service.table(str(marta.channel.id))
    table = await set_position(service, table, prepared(engine, ["marta", "tom"]), seed=SEED)

    await harness.bot.sender.flush()  # the prepared position is posted like any saved step
    board = [m for m in standin.channel_messages("games") if m.attachments][-1]
    labels = board.button_labels()
    assert "Done: go to the offensive roll" in labels and "My options" in labels
    assert not any(word in label for label in labels for word in ("Windfall", "Insight", "Sell", "Nudge"))

    # marta's cards: private buttons and a sell menu; her card option suggests her own hand.
    mine = await marta.click(board, "My options")
    assert_private_to(mine, marta)
    assert {"Windfall", "Insight", "Reserves", "Cleave II"} <= {label.split(" · ")[0] for label in buttons(mine)}
    assert any(s.get("placeholder") == "Sell a card for 1 CP…" for m in mine.messages for s in m.selects())
    choices = await marta.autocomplete(f"{GAME} play", "card", card="ins")
    assert [c["value"].split(".")[0] for c in choices] == ["insight"] and "✅" in choices[0]["name"]
    assert await tom.autocomplete(f"{GAME} play", "card", card="insight") != choices  # tom's own hand
    played = await marta.click(mine.messages[0], "Windfall · 0 CP: gain 2 CP")
    assert_move_posted(played, limit)

    # marta rolls three times to five... four swords and a heart, and chooses Cleave.
    table = await service.table(table.channel_id)
    state = service.engine_and_state(table)[1]
    force(state, 1, 1, 3, 4, 5)
    table = await set_position(service, table, state)
    board = latest_board(await marta.slash(f"{GAME} done"))
    board = assert_move_posted(await marta.click(board, "Roll all five dice"), limit)
    dms_before = len(tom.dms())
    chosen = await marta.click(board, next(label for label in board.button_labels() if label.startswith("Cleave:")))
    board = assert_move_posted(chosen, limit)
    assert "reaction window is open" in board.content and "asked privately" in board.content
    now = service.engine_and_state(await service.table(table.channel_id))[1]
    # every player's, alike: not who is asked
    engine = registry.get(GAME)
    public = ("**Scores**", *map(ENGLISH.say, engine.standing(engine.view(now, None))))
    told = [line for line in board.content.split("activates")[-1].splitlines() if not line.startswith(public)]
    assert "tom" not in "\n".join(told) and tom.mention not in board.content
    assert not any("Pass" in label or "Nudge" in label for label in board.button_labels())

    # tom is told by DM, with his buttons: the Nudge that breaks Cleave first, and Pass.
    assert len(tom.dms()) == dms_before + 1
    ping = tom.dms()[-1]
    dm_labels = [b.get("label") or "" for b in ping.buttons()]
    assert dm_labels[0] == "Nudge · 1 CP: die 3 (3 → 4)" and dm_labels[-1] == "Pass", dm_labels
    answered = await tom.click(ping, "Nudge · 1 CP: die 3 (3 → 4)")
    assert BUG_SENTENCE not in answered.text
    posted = [m for m in answered.posted if m.attachments]
    assert posted and not answered.public, "a reply would show the channel who answered the window"
    text = posted[0].content
    assert "tom plays **Nudge**" in text and "marta's dice now: 1(sword) 1(sword) 4(heart)" in text
    assert "attempt" not in text.split("Nudge")[-1]
    table = await service.table(table.channel_id)
    state: Any = service.engine_and_state(table)[1]
    assert state.attack is None and state.phase == "offense" and state.heroes["tom"].hand[0].startswith(
        "windfall")
