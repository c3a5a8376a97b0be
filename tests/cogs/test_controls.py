"""Every legal move of every prompt can be made from Discord, whatever the players are called: by a button,
a select option, or the game's slash command of that name with options for every argument. Every control
fits Discord's limits (checked as the stand-in checks a message), and every button names its move by a short
key that finds the same move again when clicked (issue 39)."""

import random
from datetime import UTC, datetime
from typing import Any

import discord
import pytest

from bot.models import Seat, Table
from cogs._common import _CONTROLS, _PRIVATE_CONTROLS, items_view
from cogs._controls import ActionButton, ActionSelect, MoveSelect, move_key, offered_args
from engines import registry
from lang import ENGLISH
from standin.limits import MAX_CUSTOM_ID, check_action_rows
from tests.names import seat_names

NOW = datetime(2026, 1, 1, tzinfo=UTC)
GAMES = ["dicethrone", "throneworld", "throwdown", "thrown", "wurfelhelden"]
STEPS = {"throneworld": 700}
"""Throneworld's games run to thousands of steps: the default run checks its first 700 (setup, Outreach,
several rounds of expansion, battles and research); the slow test plays it to the end."""


def table_of(game: str, players: list[str]) -> Table:
    seats = [Seat(user_id=str(10**18 + i), name=name) for i, name in enumerate(players)]
    return Table(id=987_654, guild_id="1", channel_id="2", game=game, status="playing", creator_id=seats[0].user_id,
                 seats=seats, seed=5, created_at=NOW, updated_at=NOW)


def given(args: dict[str, Any]) -> set[str]:
    return {k for k, v in args.items() if v not in (None, "", [])}


def check_step(engine, table: Table, state, commands: dict[str, set[str]], rand: random.Random) -> int:
    """Check the controls of one position; return how many legal moves it has."""
    public = _CONTROLS[table.game](table, state, ENGLISH)
    own = {p.player: _PRIVATE_CONTROLS[table.game](table, state, p.player, ENGLISH)
           if table.game in _PRIVATE_CONTROLS else []
           for p in engine.awaiting(state)}
    for items in [public, *own.values()]:
        view = items_view(list(items))
        rows = view.to_components() if view else []
        assert not check_action_rows(rows), check_action_rows(rows)
        for item in items:
            assert len(getattr(item, "custom_id", "")) <= MAX_CUSTOM_ID
    moves = 0
    for player, items in own.items():
        buttons = [i for i in [*public, *items] if isinstance(i, ActionButton)]
        reachable = {engine.parse_action(b.do, b.args).model_dump_json() for b in buttons}
        menus = [i for i in [*public, *items] if isinstance(i, MoveSelect)]
        reachable |= {engine.parse_action(m.do, args).model_dump_json() for m in menus for args in m.moves.values()}
        for select in (i for i in [*public, *items] if isinstance(i, ActionSelect)):
            values = [o.value for o in select.item.options]
            for value in values if select.item.max_values == 1 else [values]:
                try:
                    reachable.add(engine.parse_action(select.do, {select.field: value}).model_dump_json())
                except Exception:  # a multi-select's whole list may be no single move: its parts are
                    pass
        for action in engine.legal_actions(state, player):
            moves += 1
            if action.model_dump_json() in reachable:
                continue
            assert action.do in commands, f"{action.do} has no button and no /{table.game} command"
            assert given(action.args()) <= commands[action.do], (action, commands[action.do])
        if buttons:  # a clicked button finds its own move again (one a position: the lookup rebuilds them all)
            button = rand.choice(buttons)
            key = move_key(button.do, button.args)
            assert button.custom_id.endswith(f":{button.do}:#{key}")
            assert offered_args(table, state, player, button.do, key) == button.args
        if menus:  # so does a chosen menu option: its value is the key
            menu = rand.choice(menus)
            option = rand.choice(menu.item.options)
            assert menu.custom_id.startswith(f"dhm:{table.id}:{table.version}:{menu.do}:")
            assert offered_args(table, state, player, menu.do, option.value) == menu.moves[option.value]
    return moves


def play(game: str, count: int, seed: int, commands, steps: int) -> int:
    engine = registry.get(game)
    players = seat_names(count, offset=seed)
    table = table_of(game, players)
    state = engine.new_game(players, {}, seed)
    rand = random.Random(seed)
    moves = 0
    for version in range(steps):
        if engine.outcome(state) is not None:
            break
        table.version = version
        moves += check_step(engine, table, state, commands[game], rand)
        player = rand.choice(engine.awaiting(state)).player
        state = engine.apply(state, player, rand.choice(engine.legal_actions(state, player)), NOW).state
    return moves


def sizes(game: str) -> list[int]:
    engine = registry.get(game)
    return sorted({engine.min_players, engine.max_players})


@pytest.mark.parametrize(("game", "count"), [(g, n) for g in GAMES for n in sizes(g)])
def test_every_legal_move_has_a_control_whatever_the_names(game, count, commands):
    assert play(game, count, seed=count, commands=commands, steps=STEPS.get(game, 20_000)) > 0


@pytest.mark.slow
@pytest.mark.parametrize("count", sizes("throneworld"))
def test_throneworld_to_the_end(count, commands):
    assert play("throneworld", count, seed=count + 10, commands=commands, steps=20_000) > 0


def test_a_button_key_is_short_and_stable_whatever_the_arguments():
    long_args = {"player": "\u200d" * 32, "units": ["2P 3F 2L"] * 20}
    key = move_key("target", long_args)
    assert key == move_key("target", dict(reversed(long_args.items()))) and len(key) == 8
    table = table_of("dicethrone", seat_names(5))
    button = ActionButton(table, "target", long_args, label="Target")
    assert len(button.custom_id) <= 40 and "\u200d" not in button.custom_id
    assert isinstance(button.item, discord.ui.Button)


def test_a_select_refuses_a_custom_id_over_discords_100_characters_as_a_button_does():
    table = table_of("wurfelhelden", seat_names(3))
    field = "x" * 90  # a field name long enough to push the custom_id past Discord's limit
    with pytest.raises(ValueError, match="100 characters"):
        ActionSelect(table, "roll", field, [discord.SelectOption(label="1", value="1")])
    with pytest.raises(ValueError, match="100 characters"):
        ActionButton(table, "r" * 90, {}, label="Roll")
