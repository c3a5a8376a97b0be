"""What the channel reads under a table: simultaneous waits listed together, and a secret prompt (a
reaction only a card's holder can make) never naming who is asked, in the text, reminders or timeouts."""

from datetime import datetime, timedelta
from typing import Literal, Union

import pytest
from pydantic import BaseModel, ConfigDict

from cogs._common import table_text
from engines import registry
from engines.base import Action, Engine, Outcome, Prompt, State
from engines.rng import Rng

G, C = "guild", "veto"


class Claim(Action):
    do: Literal["claim"] = "claim"


class Veto(Action):
    do: Literal["veto"] = "veto"


class Pass(Action):
    do: Literal["pass"] = "pass"


class Vote(Action):
    do: Literal["vote"] = "vote"


class VetoState(State):
    holder: str
    phase: str = "claim"
    votes: list[str] = []


class View(BaseModel):
    scores: dict[str, int]
    phase: str


class VetoGame(Engine):
    """ann claims; whoever secretly holds the veto card may veto (a secret reaction); then everyone
    votes at once."""

    name, title, min_players, max_players = "vetogame", "Veto", 3, 3
    state_type, action_type = VetoState, Union[Claim, Veto, Pass, Vote]

    class options_type(BaseModel):  # noqa: N801 (the contract's attribute name)
        model_config = ConfigDict(extra="forbid")

    def setup(self, players, options, rng: Rng):
        return VetoState(players=players, rng=rng, holder=players[2])

    def play(self, state, player, action, now: datetime):
        state.phase = {"claim": "react", "react": "vote"}.get(state.phase, state.phase)
        if action.do == "vote":
            state.votes.append(player)
        return []

    def awaiting(self, state):
        if state.phase == "claim":
            return [Prompt(player=state.players[0], what="make your claim")]
        if state.phase == "react":
            return [Prompt(player=state.holder, kind="reaction", timer="reaction", what="veto the claim, or pass",
                           secret=True)]
        return [Prompt(player=p, kind="simultaneous", what="vote") for p in state.players if p not in state.votes]

    def legal_actions(self, state, player):
        return []

    def on_timeout(self, state, player, now):
        return Pass()

    def view(self, state, player):
        return View(scores={p: 0 for p in state.players}, phase=state.phase)

    def outcome(self, state):
        return Outcome.by_score({p: 0 for p in state.players}, "Voted.") if len(state.votes) == 3 else None


@pytest.fixture(autouse=True)
def veto_game(monkeypatch):
    """Registered for these tests only: other tests walk every registered game."""
    registry.names()  # load the shipped games first
    monkeypatch.setitem(registry._ENGINES, "vetogame", VetoGame())


async def started(service):
    await service.new_table(G, C, "vetogame", "1", "ann")
    await service.join(C, "2", "bob")
    await service.join(C, "3", "cat")
    await service.start(C, "1", seed=1)
    return await service.act(C, "1", "claim", {})


async def test_a_secret_prompt_is_announced_without_its_player_and_with_its_closing_time(service):
    move = await started(service)
    closes = await service.deadline_of(move.table, "cat")
    assert closes is not None and closes > service.clock.now()
    text = table_text(await service.snapshot(move.table, move.events, draw=False))
    assert "reaction window is open" in text and f"<t:{int(closes.timestamp())}:R>" in text
    scores, *told = text.split("\n")
    assert scores == "**Scores** (points): ann **0** · bob **0** · cat **0**"  # everyone, alike: no hint who is asked
    assert "cat" not in "\n".join(told) and "<@3>" not in text
    assert await service.deadline_of(move.table, "bob") is None


async def test_the_reminder_and_the_timeout_of_a_secret_prompt_are_marked_secret(service):
    move = await started(service)
    notices = await service.tick(await service.deadline_of(move.table, "cat"))
    assert {n.kind for n in notices} == {"reminder", "timeout"}
    assert all(n.player == "cat" and n.secret for n in notices)
    later = await service.tick(service.clock.now() + timedelta(days=2))
    assert later and not any(n.secret for n in later)  # the vote after the window is no secret


async def test_players_of_a_simultaneous_step_are_listed_together(service):
    await started(service)
    move = await service.act(C, "3", "pass", {})
    text = table_text(await service.snapshot(move.table, move.events, draw=False))
    assert "Waiting for 3 players (<@1>, <@2>, <@3>): vote." in text
    move = await service.act(C, "2", "vote", {})
    assert "Waiting for 2 players (<@1>, <@3>): vote." in table_text(
        await service.snapshot(move.table, move.events, draw=False))


async def test_the_answer_to_a_secret_prompt_is_reported_without_its_player(service, store):
    move = await started(service)
    answer = await service.act(C, "3", "pass", {})
    assert answer.events[0] == {"type": "move", "player": None, "by": "player", "action": {"do": "pass"}}
    assert move.events[0]["player"] == "ann"  # an ordinary turn's marker names its player
    log = [e.actor for e in await store.actions(answer.table.id) if e.source == "player"]
    assert log[-1] == "cat"  # the private log keeps who it was
