"""The words around the games, as players read them in Discord: settings in plain durations, lobby
options as words, a leaderboard with ratings people read (and your own place), rules help that Discord
can show (no raw tables, no lines broken mid-sentence), and the summary at the end of a game."""

from __future__ import annotations

import re

from bot.models import Seat, Table
from engines import registry
from engines.base import Outcome
from tests.e2e.play import assert_private_to, assert_refused
from tests.e2e.test_table import start_dicerace

SHIPPED = [name for name in registry.names() if name != "dicerace"]


async def test_settings_say_their_durations_as_people_do(harness, standin):
    marta = standin.user("marta")
    answer = await marta.slash("game settings")
    assert_private_to(answer, marta)
    assert "Turn timer: 1 day." in answer.ephemeral_text
    assert "Reaction window: 10 minutes." in answer.ephemeral_text
    assert "0:00" not in answer.ephemeral_text


async def test_a_lobby_lists_its_options_in_words(harness, standin):
    marta = standin.user("marta")
    new = await marta.slash("game new", game="dicethrone", options="heroes=barbarian,monk")
    lobby = new.public[0].content
    options = next(line for line in lobby.splitlines() if "heroes:" in line)
    assert "heroes: barbarian, monk" in options
    assert "[" not in options and "'" not in options  # words, not a Python list (the lobby's prose has "I'm")


async def rate_a_ladder(harness, standin, names: list[str]) -> None:
    """Finished two-player games down a ladder: each name beats the next one."""
    guild, now = str(standin.guild_id), harness.clock.now()
    for n, (better, worse) in enumerate(zip(names, names[1:], strict=False), 1000):
        seats = [Seat(user_id=str(standin.user(p).id), name=p) for p in (better, worse)]
        table = Table(id=n, guild_id=guild, channel_id="1", game="dicerace", status="finished", creator_id="x",
                      seats=seats, created_at=now, updated_at=now)
        await harness.service.record_result(table, Outcome.by_score({better: 2, worse: 1}, "."))


async def test_the_leaderboard_shows_readable_ratings_and_your_own_place(harness, standin):
    names = [f"p{i:02d}" for i in range(12)]
    await rate_a_ladder(harness, standin, names)
    last = standin.user(names[-1])
    board = (await last.slash("game leaderboard", game="dicerace")).public[0].content
    lines = board.splitlines()
    assert lines[0] == "**Dice Race leaderboard**" or "leaderboard" in lines[0]
    ratings = [int(r) for r in re.findall(r"rating (-?\d+)", board)]
    assert ratings and all(r > 0 for r in ratings), board
    assert "1 win in 1 game" in board or "1 win in 2 games" in board, board
    assert "1 wins" not in board and "1 games" not in board
    assert lines[-1].startswith("12. **you**"), board  # not in the top ten: their own place under it

    first = standin.user(names[0])
    top = (await first.slash("game leaderboard", game="dicerace")).public[0].content
    assert "**you**" not in top  # in the top ten: no extra line


async def test_rules_help_fits_discord_for_every_game(harness, standin):
    marta = standin.user("marta")
    for game in SHIPPED:
        answer = await marta.slash("game rules", game=game)
        assert_private_to(answer, marta)
        text = answer.ephemeral_text
        assert len(text) <= 2000
        assert not any(line.lstrip().startswith("|") for line in text.splitlines()), text
        assert f"/{game}" in text or "/game" in text, f"{game}: the overview says nothing of how to play here"
        assert "section:" in text
        choices = await marta.autocomplete("game rules", "section", game=game, section="")
        assert choices and all(len(c["name"]) <= 100 for c in choices)
        for choice in choices:
            part = await marta.slash("game rules", game=game, section=choice["value"])
            shown = part.ephemeral_text
            assert len(shown) <= 2000 and shown.startswith(f"**{choice['value']}**"), shown[:100]
            assert not any(line.lstrip().startswith("|") for line in shown.splitlines())


async def test_wurfelhelden_dice_table_reads_as_lines(harness, standin):
    marta = standin.user("marta")
    dice = (await marta.slash("game rules", game="wurfelhelden", section="the dice")).ephemeral_text
    for face in range(1, 7):
        assert f"• **{face}** — white:" in dice
    assert "yellow: X" in dice
    missing = await marta.slash("game rules", game="wurfelhelden", section="nothing like this")
    assert_refused(missing, marta, "no section")


async def test_the_end_of_a_game_gives_places_scores_and_rating_changes(harness, standin):
    (marta, tom), _ = await start_dicerace(standin, target=1)
    by_name = {"marta": marta, "tom": tom}
    for _ in range(40):  # roll, then hold what was rolled (a 1 busts and passes the turn)
        table = await harness.service.store.latest_table(str(marta.channel.id))
        if table.status == "finished":
            break
        player = by_name[harness.service.awaiting(table)[0].player]
        label = "Hold" if any(b["label"] == "Hold" for b in marta.last_message(with_component="Roll").buttons()) \
            else "Roll"
        result = await player.click(marta.last_message(with_component="Roll"), label)
    last = (result.public + result.posted)[-1].content
    assert "**Game over.**" in last
    assert "🥇 **1st**" in last and "🥈 **2nd**" in last
    changes = re.findall(r"\(rating (\d+), ([+-]\d+)\)", last)
    assert len(changes) == 2, last
    assert {int(delta) > 0 for _, delta in changes} == {True, False}, last


async def test_the_lobby_is_edited_in_place_and_the_start_mentions_everyone(harness, standin):
    marta, tom, zoe = standin.user("marta"), standin.user("tom"), standin.user("zoe")
    lobby = (await marta.slash("game new", game="dicerace")).public[0]
    await tom.click(lobby, "Join")
    await zoe.click(lobby, "Join")
    lobbies = [m for m in standin.channel_messages("games") if "lobby" in m.content]
    assert lobbies == [lobby], "joining by button edits the lobby instead of posting it again"
    assert tom.mention in lobby.content and zoe.mention in lobby.content
    started = await marta.click(lobby, "Start")
    table = [m for m in started.posted + started.public if m.attachments][-1]
    assert table.content.startswith("🎲 **Dice Race** starts: ")
    for person in (marta, tom, zoe):
        assert person.mention in table.content.splitlines()[0]
