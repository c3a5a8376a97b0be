"""A season's end through the stand-in (issue 45): set by a server admin with /game settings, it falls due while
the bot is down, and is posted once, with its standings picture, however often the bot restarts; /game
leaderboard season: shows it afterwards, and the all-time board stays."""

from __future__ import annotations

from datetime import timedelta

from tests.e2e.play import assert_refused
from tests.e2e.test_game_threads import play_out

PICTURE = "season-standings.png"


def season_posts(standin) -> list:
    return [m for m in standin.channel_messages("games") if m.content.startswith("🏆")]


async def test_a_season_ending_across_a_restart_is_posted_once(harness, standin, clock):
    admin = standin.user("owner")
    said = await admin.slash("game settings", season="monthly")
    assert "Seasons: monthly: season 1 ends" in said.ephemeral_text
    refused = await standin.user("tom").slash("game settings", season="quarterly")
    assert_refused(refused, standin.user("tom"), "manage this server")

    marta, tom = standin.user("marta", "games-2"), standin.user("tom", "games-2")
    await marta.slash("game new", game="dicerace", options="target=12")
    await tom.slash("game join")
    await marta.slash("game start")
    await play_out(harness, standin, standin.channel("games-2"), [marta, tom])
    during = await marta.slash("game leaderboard", game="dicerace", season=1)
    assert "season 1** (ends" in during.text and "marta" in during.text

    await harness.stop_bot()
    clock.advance(timedelta(days=32))  # past the first of February
    await harness.start_bot()
    [post] = await standin.wait_for(lambda: season_posts(standin), what="the season's end")
    assert "Season 1 is over" in post.content and "Dice Race" in post.content
    assert [a.filename for a in post.attachments] == [PICTURE] and post.attachments[0].is_png
    assert not post.pings, "the standings ping nobody"

    await harness.restart()
    clock.advance(timedelta(minutes=5))
    await harness.restart()
    await standin.idle(quiet=0.3)
    assert len(season_posts(standin)) == 1, "posted once across restarts"

    final = await marta.slash("game leaderboard", game="dicerace", season=1)
    assert "season 1, final standings" in final.text and "marta" in final.text and "tom" in final.text
    current = await marta.slash("game leaderboard", game="dicerace", season=2)
    assert "No rated Dice Race games in this season" in current.text
    assert_refused(await marta.slash("game leaderboard", game="dicerace", season=7), marta, "no season 7")
    all_time = await marta.slash("game leaderboard", game="dicerace")
    assert "(all time)" in all_time.text and "marta" in all_time.text
