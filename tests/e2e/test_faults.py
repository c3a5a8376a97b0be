"""One handler for our own faults (plumbing/faults.py), through the stand-in: a fault planted in a slash command,
in a persistent button's work and in a move is answered to that person alone in one true sentence, logged once
with where it happened, the channel and the table, and counted by where and kind."""

from __future__ import annotations

import sys

from prometheus_client import REGISTRY

from engines.errors import DicehallError
from engines.said import said
from lang import ENGLISH
from plumbing.faults import Answered
from tests.e2e.play import BUG_SENTENCE, assert_private_to


class PlantedFault(Exception):
    """What the tests plant: a fault of ours, by its kind."""


def counted(where: str, kind: str = "PlantedFault") -> float:
    return REGISTRY.get_sample_value("dicehall_faults_total", {"where": where, "kind": kind}) or 0.0


async def broken(*args, **kwargs):
    raise PlantedFault("planted")


def logged_once(errors, where: str, channel: int, table: object) -> None:
    records = errors.take()
    assert [r.getMessage() for r in records] == [f"Fault in {where} (channel {channel}, table {table})"]
    assert isinstance(records[0].exc_info[1], PlantedFault)


async def test_a_buttons_fault_is_answered_counted_and_tagged(harness, standin, errors, monkeypatch):
    """Before, a lobby button's fault went to discord.py's log alone, and the clicker saw "This interaction
    failed"."""
    marta, tom = standin.user("marta"), standin.user("tom")
    lobby = (await marta.slash("game new", game="dicerace")).public[0]
    table = await harness.store.active_table(str(marta.channel.id))
    monkeypatch.setattr(harness.service, "join", broken)
    before = counted("LobbyButton")

    result = await tom.click(lobby, "Join")
    assert_private_to(result, tom)
    assert result.ephemeral_text == ENGLISH("bot-fault-control")
    assert counted("LobbyButton") == before + 1
    logged_once(errors, "LobbyButton", marta.channel.id, table.id)


async def test_a_refusal_a_controls_work_leaves_is_told_and_is_no_fault(harness, standin, errors, monkeypatch):
    marta, tom = standin.user("marta"), standin.user("tom")
    lobby = (await marta.slash("game new", game="dicerace")).public[0]

    async def refused(interaction, op):
        raise DicehallError(said("forget-me-not-yours"))  # any sentence the real Leave never says

    monkeypatch.setattr(sys.modules["cogs.game"], "lobby_op", refused)  # the module the bot loaded (discord.py's own)
    before = counted("LobbyButton", "DicehallError")
    result = await tom.click(lobby, "Leave")
    assert_private_to(result, tom)
    assert result.ephemeral_text == ENGLISH("forget-me-not-yours")
    assert counted("LobbyButton", "DicehallError") == before and not errors.take()


async def test_a_commands_fault_is_answered_counted_and_tagged(harness, standin, errors, monkeypatch):
    marta = standin.user("marta")
    monkeypatch.setattr(harness.service, "my_games", broken)
    before = counted("game mine")

    result = await marta.slash("game mine")
    assert_private_to(result, marta)
    assert result.ephemeral_text == ENGLISH("bot-fault")
    assert counted("game mine") == before + 1
    logged_once(errors, "game mine", marta.channel.id, "none")


async def test_a_moves_fault_is_counted_and_its_sentence_says_it_was_not_played(harness, standin, errors, monkeypatch):
    marta, tom = standin.user("marta"), standin.user("tom")
    await marta.slash("game new", game="dicerace", options="target=100")
    await tom.slash("game join")
    await marta.slash("game start")
    table = await harness.store.active_table(str(marta.channel.id))
    monkeypatch.setattr(harness.service, "act", broken)
    before = counted("move roll")

    result = await marta.slash("dicerace roll")
    assert_private_to(result, marta)
    assert BUG_SENTENCE in result.ephemeral_text and "not played" in result.ephemeral_text
    assert counted("move roll") == before + 1
    logged_once(errors, "move roll", marta.channel.id, table.id)


async def test_every_control_the_bot_registers_has_its_faults_answered(harness):
    """A new persistent control written with its own `callback` would leave its faults to discord.py."""
    kinds = harness.bot._connection._view_store._dynamic_items.values()
    assert kinds and all(issubclass(kind, Answered) for kind in kinds), [
        kind.__name__ for kind in kinds if not issubclass(kind, Answered)]
