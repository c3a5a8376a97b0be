"""A few rounds of the crash test in the normal suite (the full 200 kills: `python -m tests.e2e.crash`), and
the checker itself: a notice posted twice under two nonces is counted."""

import aiohttp

from standin import StandIn
from tests.e2e.crash import crash_test, doubled_posts


async def test_a_bot_killed_at_random_moments_loses_doubles_and_sticks_nothing(tmp_path):
    report = await crash_test(kills=5, folder=tmp_path, seed=7)
    print(report.summary())
    assert report.kills == 5
    assert report.moves > 0 and report.notices > 0
    assert report.ok, "\n".join([*report.stuck, *report.lost, *report.doubled, *report.wrong])


async def post(session: aiohttp.ClientSession, standin: StandIn, channel: str, content: str, nonce: str | None,
               picture: str | None = None) -> None:
    """A message as the bot's sender posts it (enforce_nonce), with a picture when named."""
    nonced = f', "nonce": "{nonce}", "enforce_nonce": true' if nonce else ""
    form = aiohttp.FormData()
    form.add_field("payload_json", f'{{"content": "{content}"{nonced}}}', content_type="application/json")
    if picture:
        form.add_field("files[0]", b"\x89PNG", filename=picture, content_type="image/png")
    url = f"{standin.api_base}/channels/{standin.channel(channel).id}/messages"
    async with session.post(url, data=form, headers={"Authorization": f"Bot {standin.token}"}) as answer:
        assert answer.status == 200, await answer.text()


async def test_the_checker_counts_a_notice_posted_twice_under_two_nonces():
    """Planted: a notice written twice (two batches, two nonces: batches 1 to 6 are about table 7 at version 3),
    and a batch posted under its nonce and again without one (its mark in the picture's name, as a table
    carried by an interaction is). A resend Discord recognised, two tables of one game at different versions
    and the same words at another version or about another game are not doubles."""
    async with StandIn() as standin, aiohttp.ClientSession() as session:
        await post(session, standin, "games", "⌛ Time ran out for tom.", "dh1")
        await post(session, standin, "games", "⌛ Time ran out for tom.", "dh2")
        await post(session, standin, "games-2", "tom rolled 4.", "dh3", picture="dicerace-7-dh3.png")
        await post(session, standin, "games-2", "tom rolled 4.", "dh4", picture="dicerace-7-dh4.png")
        await post(session, standin, "games-2", "tom rolled 4.", "dh5", picture="dicerace-9-dh5.png")
        await post(session, standin, "games-3", "Waiting for marta.", "dh6")
        await post(session, standin, "games-3", "Waiting for marta.", "dh6")  # a resend Discord recognised
        await post(session, standin, "games-3", "Waiting for marta.", "dh8")  # about table 8
        await post(session, standin, "games-4", "marta rolled 2.", "dh10", picture="dicerace-5-dh10.png")
        await post(session, standin, "games-4", "marta rolled 2.", None, picture="dicerace-5-dh10.png")
        about = {f"dh{n}": (7, 3) for n in range(1, 7)} | {"dh8": (8, 3), "dh10": (9, 5)}
        found = doubled_posts(standin.messages, standin.bot.id, about)
        assert found == ["batch dh10 posted 2 times",
                         f"'⌛ Time ran out for tom.' [] posted 2 times in channel {standin.channel('games').id} "
                         "(about (7, 3); batches dh1, dh2)",
                         f"'tom rolled 4.' ['dicerace-7.png'] posted 2 times in channel "
                         f"{standin.channel('games-2').id} (about (7, 3); batches dh3, dh4)",
                         f"'marta rolled 2.' ['dicerace-5.png'] posted 2 times in channel "
                         f"{standin.channel('games-4').id} (about (9, 5); batches dh10, dh10)"]
        about["dh2"] = (7, 4)  # the same words, a step later: another notice
        assert len(doubled_posts(standin.messages, standin.bot.id, about)) == 3
        assert doubled_posts(standin.messages, standin.bot.id, {}) == [found[0], found[-1].replace("(9, 5)", "dh10")]
