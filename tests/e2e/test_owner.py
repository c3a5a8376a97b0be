"""The server owner (an administrator) gets Discord's resolved permissions in interactions: every bit, so
the bot lets them change a channel's timers and abandon a game (the playground plays as them)."""

from __future__ import annotations

from tests.e2e.play import assert_private_to
from tests.e2e.test_table import start_dicerace


async def test_the_server_owner_may_manage_the_channels_games(harness, standin):
    owner = standin.user("owner")
    changed = await owner.slash("game settings", turn_timer="2h")
    assert_private_to(changed, owner)
    assert "Turn timer: 2 hours." in changed.ephemeral_text
    await start_dicerace(standin)
    abandoned = await owner.slash("game abandon")
    assert "was abandoned" in abandoned.public[0].content
