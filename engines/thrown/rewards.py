"""After a trick: the winner's rewards that need a choice (Recruiter, Strategist, Summoner), and the
tie-break round's pick of four dice from the Void."""

from __future__ import annotations

from engines.base import Event
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.names import player_called
from engines.said import said
from engines.thrown.data import COLORS, OPTIONAL_REWARDS, TIEBREAK_DICE, color_id
from engines.thrown.model import Exchange, Pick, Recruit, Skip, Summon, ThrownState
from engines.thrown.rounds import start_trick
from engines.thrown.rules import default_recruit
from engines.thrown.text import card as title
from engines.thrown.text import colour
from engines.thrown.tricks import after_victory


def colors_named(words: list[str], what: str) -> list[str]:
    colors = [color_id(w) for w in words]
    bad = [w for w, c in zip(words, colors, strict=True) if c not in COLORS]
    if bad:
        raise BadArguments(said("thrown-refuse-colour-in", option=what, typed=bad[0]))
    return colors


def recruit(state: ThrownState, player: str, victim: str, color: str, events: list[Event]) -> None:
    state.pools[victim][color] -= 1
    state.pools[player][color] += 1
    events.append({"type": "recruited", "player": player, "from": victim, "color": color})


def take_reward(state: ThrownState, player: str, action: Recruit | Exchange | Summon | Skip,
                events: list[Event]) -> None:
    if state.phase != "victory":
        raise WrongPhase(said("thrown-refuse-no-reward"))
    victory = state.open_victory
    pending = victory.pending
    if isinstance(action, Skip) and action.all:
        for card in [c for c in pending if c in OPTIONAL_REWARDS]:
            events.append({"type": "skipped", "player": player, "card": card})
            pending.remove(card)
        if "recruiter" in pending:
            recruit(state, player, *default_recruit(state, player), events)
            pending.remove("recruiter")
        after_victory(state, events)
        return
    if isinstance(action, Skip):
        optional = [c for c in pending if c in OPTIONAL_REWARDS]
        if not optional:
            raise IllegalAction(said("thrown-refuse-recruit-not-optional"))
        events.append({"type": "skipped", "player": player, "card": optional[0]})
        pending.remove(optional[0])
        after_victory(state, events)
        return
    card = {Recruit: "recruiter", Exchange: "strategist", Summon: "summoner"}[type(action)]
    if card not in pending:
        waiting = tuple(title(c) for c in pending)
        raise WrongPhase(said("thrown-refuse-reward-not-pending", card=title(card), waiting=waiting))
    if isinstance(action, Recruit):
        victim, color = player_called(state.players, action.from_) or action.from_, color_id(action.color)
        if victim == player or victim not in state.participants:
            raise IllegalAction(said("thrown-refuse-recruit-whom"))
        if color not in COLORS:
            raise BadArguments(said("thrown-refuse-not-a-colour", typed=action.color))
        if state.pools[victim][color] == 0:
            raise IllegalAction(said("thrown-refuse-recruit-none", victim=victim, colour=colour(color)))
        recruit(state, player, victim, color, events)
    elif isinstance(action, Exchange):
        give = colors_named(action.give, "give")
        take = colors_named(action.take, "take")
        if not 1 <= len(give) <= 3 or len(give) != len(take):
            raise BadArguments(said("thrown-refuse-exchange-count"))
        for color in COLORS:
            if give.count(color) > state.pools[player][color]:
                raise IllegalAction(said("thrown-refuse-give", count=give.count(color), colour=colour(color)))
            if take.count(color) > state.void[color]:
                raise IllegalAction(said("thrown-refuse-void", count=state.void[color], colour=colour(color)))
        for color in give:
            state.pools[player][color] -= 1
        for color in take:
            state.void[color] -= 1
            state.pools[player][color] += 1
        for color in give:
            state.void[color] += 1
        events.append({"type": "exchanged", "player": player, "give": give, "take": take})
    else:
        dice = colors_named(action.dice, "dice")
        if not dice:
            raise BadArguments(said("thrown-refuse-summon-none"))
        for color in COLORS:
            if dice.count(color) > state.summoner[color]:
                raise IllegalAction(said("thrown-refuse-summoner-holds", count=state.summoner[color],
                                         colour=colour(color)))
        for color in dice:
            state.summoner[color] -= 1
            state.pools[player][color] += 1
        events.append({"type": "summoned", "player": player, "dice": dice})
    pending.remove(card)
    after_victory(state, events)


def pick(state: ThrownState, player: str, action: Pick, events: list[Event]) -> None:
    if state.phase != "pick":
        raise WrongPhase(said("thrown-refuse-pick-when"))
    dice = colors_named(action.dice, "dice")
    if len(dice) != TIEBREAK_DICE:
        raise BadArguments(said("thrown-refuse-pick-count", count=TIEBREAK_DICE))
    for color in COLORS:
        if dice.count(color) > state.void[color]:
            raise IllegalAction(said("thrown-refuse-void", count=state.void[color], colour=colour(color)))
    for color in dice:
        state.void[color] -= 1
        state.pools[player][color] += 1
    state.pick_queue.pop(0)
    events.append({"type": "picked", "player": player, "dice": dice})
    if not state.pick_queue:
        events.append({"type": "round_started", "round": state.round, "rounds": state.rounds, "tiebreak": True,
                       "cards": [s.model_dump() for s in state.display], "first": state.round_first,
                       "pools": {p: dict(state.pools[p]) for p in state.participants}})
        start_trick(state, state.round_first, events)
