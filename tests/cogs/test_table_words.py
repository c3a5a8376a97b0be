"""The words under every game's table carry what the picture, shrunk into Discord's box, may not show
readably (issue 37): every player's score and whose turn it is, from the start to the end of real games at
the fewest and most players, through the service and the cog's text as the channel gets them."""

import random

import pytest

from cogs._common import table_text
from engines import registry

NAMES = ["Мария", "明", "tom", "سارا", "zoë", "Ödön"]
"""Seat names in several scripts: the scores line must show each letter for letter."""


def _user(table, player: str) -> str:
    return table.seat_named(player).user_id


async def _opened(service, name: str, count: int, channel: str):
    await service.new_table("guild", channel, name, "1", NAMES[0])
    for i in range(1, count):
        await service.join(channel, str(i + 1), NAMES[i])
    return await service.start(channel, "1", seed=7)


def _check(text: str, snap, where: str) -> None:
    if snap.outcome is not None:  # the summary: each player's place and final score, nobody awaited
        for seat in snap.table.seats:
            assert f"{snap.scores[seat.name]:g}" in text and "Waiting for" not in text, f"{where}: {text!r}"
        return
    scores = next((line for line in text.splitlines() if line.startswith("**Scores**")), None)
    assert scores, f"{where}: no scores line in {text!r}"
    for seat in snap.table.seats:
        assert f"{seat.name} **{snap.scores[seat.name]:g}**" in scores, f"{where}: {seat.name} missing in {scores!r}"
    shown = [p for p in snap.prompts if not p.secret]
    for prompt in shown:
        assert f"<@{_user(snap.table, prompt.player)}>" in text.split("Waiting for", 1)[-1], (
            f"{where}: whose turn ({prompt.player}) is not said in {text!r}")
    assert shown or not snap.prompts or "reaction window is open" in text, where


GAMES = ["dicethrone", "throneworld", "throwdown", "thrown", "wurfelhelden"]


@pytest.mark.parametrize("name", GAMES)
async def test_the_words_carry_every_score_and_whose_turn_it_is(service, name):
    engine = registry.get(name)
    rand = random.Random(3)
    for count in sorted({engine.min_players, engine.max_players}):
        channel = f"{name}-{count}"
        move = await _opened(service, name, count, channel)
        for step in range(400):
            snap = await service.snapshot(move.table, move.events, draw=False)
            _check(table_text(snap), snap, f"{name} {count}p step {step}")
            if not snap.prompts:
                break
            prompt = snap.prompts[0]
            state = snap.state
            action = engine.ai_action(state, prompt.player, rand)
            move = await service.act(channel, _user(move.table, prompt.player), action.do, action.args())
