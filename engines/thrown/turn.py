"""A player's turn in a trick: the roll (trick colour or a try at a trump), ending the turn, and the
turn that ends by itself when no power can be used any more."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.said import said
from engines.thrown.data import COLORS, MAX_ROLL, color_id
from engines.thrown.model import Die, Roll, ThrownState
from engines.thrown.moves import power_actions
from engines.thrown.rules import pool_size
from engines.thrown.text import colour
from engines.thrown.tricks import end_turn


def roll(state: ThrownState, player: str, action: Roll, events: list[Event]) -> None:
    trick = state.open_trick
    color = color_id(action.color)
    if color not in COLORS:
        raise BadArguments(said("thrown-refuse-not-a-colour", typed=action.color))
    if trick.rolled:
        raise WrongPhase(said("thrown-refuse-rolled-already"))
    if not 1 <= action.count <= MAX_ROLL:
        raise BadArguments(said("thrown-refuse-roll-count"))
    have = state.pools[player][color]
    if have < action.count:
        raise IllegalAction(said("thrown-refuse-too-few", have=have, colour=colour(color)))
    if trick.color is None:
        mode = "score"
    elif color == trick.color:
        mode = "score"
    elif state.pools[player][trick.color] > 0:
        raise IllegalAction(said("thrown-refuse-follow", colour=colour(trick.color)))
    else:
        mode = "trump"
    leading = trick.color is None
    if leading:
        trick.color = color
    state.pools[player][color] -= action.count
    rolled = add_dice(state, player, color, action.count, mode)
    trick.rolled = True
    trick.modes[player] = mode
    trick.first_roll[player] = action.count
    trick.first_color[player] = color
    events.append({"type": "rolled", "player": player, "color": color, "mode": mode, "lead": leading,
                   "dice": [{"n": d.n, "value": d.value} for d in rolled]})
    maybe_auto_end(state, player, events)
    if action.done and still_rolled_turn(state, player):
        end_turn(state, player, events)


def add_dice(state: ThrownState, player: str, color: str, count: int, mode: str,
              extra: bool = False) -> list[Die]:
    trick = state.open_trick
    dice = []
    for _ in range(count):
        die = Die(n=trick.next_n, owner=player, color=color, value=state.rng.d6(), mode=mode, extra=extra)
        trick.next_n += 1
        trick.dice.append(die)
        dice.append(die)
    return dice


def still_rolled_turn(state: ThrownState, player: str) -> bool:
    """It is still `player`'s turn, after their roll."""
    return (state.phase == "turn" and state.trick is not None and state.trick.current == player
            and state.trick.rolled)


def maybe_auto_end(state: ThrownState, player: str, events: list[Event]) -> None:
    """After a roll or a power, a turn in which no power can be used any more ends by itself."""
    if still_rolled_turn(state, player) and not power_actions(state, player):
        events.append({"type": "no_powers", "player": player})
        end_turn(state, player, events)


def goes_on(state: ThrownState, player: str) -> bool:
    """After a step of `player`'s, their turn goes on (they rolled and may still use a power or end it):
    the step is held and told with the step that ends the turn."""
    return still_rolled_turn(state, player)


def hold_or_tell(state: ThrownState, player: str, held: list[Event], events: list[Event]) -> list[Event]:
    """The step's events as the channel hears them: a step after which the turn goes on is kept with the
    turn's earlier `held` ones; the step that ends the turn tells them all first, in one event."""
    if goes_on(state, player):
        state.open_trick.held = [*held, *events]
        return events
    if state.trick is not None:
        state.open_trick.held = []
    return [{"type": "turn_so_far", "player": player, "events": held}, *events] if held else events


def done(state: ThrownState, player: str, events: list[Event]) -> None:
    if not state.open_trick.rolled and pool_size(state, player) > 0:
        raise WrongPhase(said("thrown-refuse-roll-first"))
    end_turn(state, player, events)
