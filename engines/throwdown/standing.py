"""Maximum Throwdown's standing in words (Engine.standing): what the table picture leaves to the message.

The picture is only the table (render/throwdown.py), so the turn, each player's deck (its letter on the
card tags, its colour, cards left) and live pips, the discard pile, the key to the icons and how to aim
are these lines; the bot adds the scores and whose turn it is."""

from __future__ import annotations

from engines.colours import seat_colour
from engines.throwdown.model import PlayerInfo, PublicView, ThrowdownState
from engines.throwdown.views import public_view

ICON_KEY = "⚪ pips · 🔵 draw · 🟠 throw · 🟢 break · 🟣 steal · 🔴 attack · grey: covered"
"""The icons' colours as render/throwdown_pieces.py's ABILITY draws them, the nearest round emoji."""
PIPS_PER_POINT = 6


def standing(state: ThrowdownState) -> list[str]:
    view = public_view(state)
    lines = [_turn_and_discard(view), *(_deck_line(p) for p in view.players), _key(view)]
    if view.phase == "throw" or view.pending is not None:
        lines.append("Aim at a card by its number (7), at an icon (7 icon 2) or at a square (D4).")
    return lines


def _turn_and_discard(view: PublicView) -> str:
    if not view.discard_count:
        return f"**Turn {view.turn}** · discard pile empty"
    return f"**Turn {view.turn}** · discard pile {view.discard_count}, top: {view.discard_top}"


def _deck_line(player: PlayerInfo) -> str:
    return (f"**{player.letter}** {player.name} ({seat_colour(player.colour)}, {player.deck_title}): "
            f"{player.cards_in_deck} in deck, {player.active_pips} live pips")


def _key(view: PublicView) -> str:
    ring = f"; yellow ring: live for {view.current}" if view.current else ""
    return (f"Icons: {ICON_KEY}{ring}. A turn starts by scoring 1 point per {PIPS_PER_POINT} live pips. "
            "Bury rivals' icons under your cards, keep yours open; a tag (7W) is a card's number and owner.")
