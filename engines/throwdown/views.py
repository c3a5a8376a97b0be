"""What players see: the public table (every card, its icons and whether they are covered, scores) and
a player's own view (their hand and the moves they can type)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import Action
from engines.said import said, said_json
from engines.throwdown.data import CARDS, CELL, DECKS, pips
from engines.throwdown.ending import outcome
from engines.throwdown.icons import Icon, icon_spots, icon_table
from engines.throwdown.model import (
    HandCard,
    PlayerView,
    PublicView,
    TableCard,
    ThrowdownState,
)
from engines.throwdown.turn import current, what


def public_view(state: ThrowdownState) -> PublicView:
    icons = icon_table(state.table)
    active_pips = {p: 0 for p in state.players}
    active_count = {p: 0 for p in state.players}
    cards = []
    for tc, card_icons in zip(state.table, icons, strict=True):
        cards.append(card_view(tc, card_icons))
        if tc.owner in active_pips:
            for code, _, covered in card_icons:
                if not covered:
                    active_pips[tc.owner] += pips(code)
                    active_count[tc.owner] += 1
    pending = None
    if state.pending is not None:
        pc = state.pending.card
        pending = card_view(pc, [(c, pos, False) for c, pos in icon_spots(pc)])
    colours = {p: i for i, p in enumerate(state.players)}
    players = [dict(
        name=p, deck=state.decks[p], deck_title=DECKS[state.decks[p]].title, letter=DECKS[state.decks[p]].letter,
        colour=colours[p], seat=state.seats[p], points=state.scores[p], cards_in_deck=len(state.deck[p]),
        cards_in_hand=len(state.hand[p]), active_pips=active_pips[p], active_icons=active_count[p],
    ) for p in state.players]
    result = outcome(state)
    now = None if state.phase == "over" else current(state)
    if result is not None:
        status = said("td-status-over", winners=tuple(result.winners), count=len(result.winners))
    else:
        status = said("td-status", player=now or "", what=what(state))
    return PublicView.model_validate(dict(
        scores=dict(state.scores), current=now, phase=state.phase, turn=state.turn, layout=state.layout,
        status=said_json(status), players=players, table=cards, pending=pending, last_throw=state.last_throw,
        discard_count=len(state.discard), discard_top=CARDS[state.discard[-1]].name if state.discard else None,
        turn_left={"attacks": state.attacks, "steals": state.steals, "breaks": state.breaks,
                   "throws": int(state.basic_throw) + state.throw_icons, "draws": state.draws},
        width=state.width, height=state.height, cell=CELL, columns=state.columns, rows=state.rows,
    ))


def player_view(state: ThrowdownState, player: str, moves: list[Action]) -> PlayerView:
    """`player`'s view: the public table, their hand, and `moves` as commands they could type."""
    public = public_view(state)
    hand = [HandCard(position=i, id=c, name=CARDS[c].name, icons=list(CARDS[c].icons))
            for i, c in enumerate(state.hand.get(player, []), 1)]
    hints = [hint(a) for a in one_of_each(moves)] if player == public.current else []
    return PlayerView(**public.model_dump(), me=player, my_hand=hand, hints=hints)


def one_of_each(moves: list[Action]) -> list[Action]:
    """One example of every kind of move (per card in hand, per opponent): a complete, short list."""
    seen: dict[tuple, Action] = {}
    for action in moves:
        args = action.args()
        key = (action.do, args.get("card"), args.get("player"), args.get("from"))
        seen.setdefault(key, action)
    return list(seen.values())


def card_view(tc: TableCard, icons: Sequence[Icon]) -> dict[str, Any]:
    name = None
    if tc.card is None:
        name = tc.location
    elif tc.face_up:
        name = CARDS[tc.card].name
    return dict(
        n=tc.n, kind="location" if tc.card is None else "card", name=name, owner=tc.owner,
        deck=tc.card.split(":")[0] if tc.card else None, x=tc.x, y=tc.y, angle=tc.angle, face_up=tc.face_up,
        icons=[dict(n=k, code=code, x=round(pos[0], 2), y=round(pos[1], 2), covered=covered)
               for k, (code, pos, covered) in enumerate(icons, 1)],
    )


def hint(action: Action) -> dict[str, Any]:
    """A move as a player would type it: the command and the options worth typing (the reader's words for
    the command and its options are the cog's)."""
    args = {key: " ".join(map(str, value)) if isinstance(value, list) else str(value)
            for key, value in action.args().items() if value not in (None, "auto", "none")}
    return {"do": action.do, "args": args}
