"""What the players see: the public table (cards, pools, the trick with each die's part in it, the
last trick, the status line) and a player's own hints."""

from __future__ import annotations

from engines.said import Said, said, said_from_json, said_json
from engines.thrown.data import CARDS
from engines.thrown.model import (
    CardView,
    Die,
    DieView,
    Hint,
    LastTrick,
    PlayerView_,
    PrivateView,
    PublicView,
    ThrownState,
    Trick,
    TrickView,
)
from engines.thrown.moves import legal_moves
from engines.thrown.rounds import outcome
from engines.thrown.rules import is_trump, leader, pool_size, reward_task, scores_of, slot_of, trick_score, why_leads
from engines.thrown.text import colour


def trick_view(state: ThrownState, trick: Trick | None, last: LastTrick | None = None) -> TrickView | None:
    if trick is None and last is None:
        return None
    if trick is not None:
        dice = trick.dice
        color = trick.color
        order = trick.order
        played = trick.order[:trick.turn + (1 if trick.rolled else 0)]
        lead = leader(state, trick)
        number, starter = trick.number, trick.starter
        why = why_leads(state, trick)
        scores, note = scores_of(state, trick), said_json(why) if why else ""
    else:
        assert last is not None  # one of the two is given (above)
        dice, color, lead = last.dice, last.color, last.winner
        order = last.order or list(dict.fromkeys(d.owner for d in dice))
        played, number, starter = order, last.number, order[0] if order else ""
        scores, note = last.scores or _plain_scores(dice), last.note
    views = [DieView(n=d.n, owner=d.owner, color=d.color, value=d.value, mode=d.mode, extra=d.extra,
                     trump=is_trump(state, d, color), counts=d.mode == "score") for d in dice]
    plain = _plain_scores(dice)
    doubled = [p for p, score in scores.items() if score != plain.get(p)]
    return TrickView(number=number, starter=starter, color=color, dice=views, order=order, played=played,
                     leader=lead, scores=scores, doubled=doubled, note=note)


def _plain_scores(dice: list[Die]) -> dict[str, int]:
    """Pips of each player's scoring dice, added up (no doubling)."""
    totals: dict[str, int] = {}
    for d in dice:
        if d.mode == "score":
            totals[d.owner] = totals.get(d.owner, 0) + d.value
    return totals


def status(state: ThrownState) -> tuple[str | None, str, Said]:
    """Who is awaited, at which step, and the picture's headline for it."""
    if state.phase == "over":
        over = outcome(state)
        assert over is not None  # the 'over' phase has its outcome
        return None, "over", said("thrown-status-over", winners=tuple(over.winners), count=len(over.winners))
    if state.phase == "pick":
        p = state.pick_queue[0]
        return p, "pick", said("thrown-status-pick", player=p)
    if state.phase == "victory":
        v = state.open_victory
        return v.winner, "victory", said("thrown-status-reward", player=v.winner, task=reward_task(v.pending))
    trick = state.open_trick
    p = trick.in_turn
    if trick.rolled:
        return p, "powers", said("thrown-status-powers", player=p)
    if trick.color is None:
        return p, "roll", said("thrown-status-lead", player=p)
    return p, "roll", said("thrown-status-follow", player=p, colour=colour(trick.color))


def last_result(last: LastTrick) -> Said:
    """How the trick just finished ended, for the standing lines."""
    if last.winner is None:
        return said("thrown-last-nobody", trick=last.number)
    return said("thrown-last-won", trick=last.number, winner=last.winner, how=said_from_json(last.how),
                gold=f"{last.gold:+d}")


def view(state: ThrownState, player: str | None) -> PublicView:
    trick = state.trick
    current, step, line = status(state)
    players = []
    for p in state.players:
        score = trick_score(state, trick, p) if trick else None
        trump = trick is not None and any(d.owner == p and is_trump(state, d, trick.color) for d in trick.dice)
        players.append(PlayerView_(name=p, gold=state.gold[p], pool=dict(state.pools[p]),
                                   dice=pool_size(state, p), playing=p in state.participants,
                                   trick_score=score, trump=trump))
    cards = [CardView(card=s.card, color=s.color, group=CARDS[s.card].group, kind=CARDS[s.card].kind)
             for s in state.display]
    last = state.last_trick
    result = outcome(state)
    public = dict(
        scores=dict(state.gold), mode=state.mode, round=state.round, rounds=state.rounds, tiebreak=state.tiebreak,
        phase=state.phase, current=current, step=step, status=said_json(line), cards=cards, players=players,
        void=dict(state.void), summoner=dict(state.summoner), has_summoner=slot_of(state, "summoner") is not None,
        trick=trick_view(state, trick), last_trick=trick_view(state, None, last) if last else None,
        last_result=said_json(last_result(last)) if last else "",
        pending=list(state.victory.pending) if state.victory else [],
        winners=result.winners if result else [],
        places={team[0]: rank for team, rank in zip(result.teams, result.ranks, strict=True)} if result else {},
    )
    if player is None or player not in state.players:
        return PublicView(**public)
    return PrivateView(**public, me=player, my_pool=dict(state.pools[player]), my_gold=state.gold[player],
                       hints=hints(state, player))


def hints(state: ThrownState, player: str) -> list[Hint]:
    return [Hint(do=action.do, args=action.args()) for action in legal_moves(state, player)]
