"""The table service's own refusals in the reader's language (issue 46): a move after a game's end says it is
over and who won, the game's own reason where it gives one (a converted game narrates its end instead and
gives none)."""

from __future__ import annotations

from bot.steps import GameOver
from lang import ENGLISH, words
from tests.bot.test_replay import an_ai_game
from tests.refusals import refused_saying


async def test_a_move_after_the_end_says_who_won_in_the_readers_language(service):
    table = await an_ai_game(service, "thrown")
    outcome = service.outcome(table)
    assert table.status == "finished" and outcome is not None and not outcome.reason
    ended = service.how_it_ended(table)
    winners = ", ".join(outcome.winners)
    assert ENGLISH.say(ended).startswith("That game is over. Winner") and ENGLISH.say(ended).endswith(f": {winners}.")
    assert words("de").say(ended) == f"Dieses Spiel ist vorbei. Gewinner: {winners}."
    with refused_saying(GameOver, r"^That game is over\. Winners?: .*\. Start a new one with /game new\.$"):
        await service.table("c")
