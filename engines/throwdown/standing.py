"""Maximum Throwdown's standing in words (Engine.standing): what the table picture leaves to the message.

The picture is only the table (render/throwdown.py), so the turn, each player's deck (its letter on the
card tags, its colour, cards left) and live pips, the discard pile, the key to the icons and how to aim
are these lines; the bot adds the scores and whose turn it is. Each line a Said of
lang/locales/*/throwdown.ftl (the icons' key: the colours render/throwdown_pieces.py's ABILITY draws them in,
the nearest round emoji)."""

from __future__ import annotations

from engines.colours import SEAT_COLOURS
from engines.said import Said, Text, said
from engines.throwdown.data import name_said
from engines.throwdown.model import PlayerInfo, PublicView

PIPS_PER_POINT = 6


def standing(view: PublicView) -> list[Text]:
    lines: list[Text] = [_turn_and_discard(view), *(_deck_line(p) for p in view.players), _key(view)]
    if view.phase == "throw" or view.pending is not None:
        lines.append(said("td-standing-aim"))
    return lines


def _turn_and_discard(view: PublicView) -> Said:
    if not view.discard_count or view.discard_top is None:
        return said("td-standing-turn", turn=view.turn)
    return said("td-standing-turn-discard", turn=view.turn, count=view.discard_count, top=name_said(view.discard_top))


def _deck_line(player: PlayerInfo) -> Said:
    colour = said("td-seat-colour", seat=player.colour % len(SEAT_COLOURS))
    return said("td-standing-deck", letter=player.letter, player=player.name, colour=colour,
                deck=name_said(player.deck_title), cards=player.cards_in_deck, pips=player.active_pips)


def _key(view: PublicView) -> Said:
    if view.current:
        return said("td-standing-key-ring", pips=PIPS_PER_POINT, player=view.current)
    return said("td-standing-key", pips=PIPS_PER_POINT)
