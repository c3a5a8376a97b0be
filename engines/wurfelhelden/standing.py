"""Würfelhelden's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, no longer spells out: the chase's rule for this turn, the warrant stack and what a
warrant is, the round and roll, and the key to the picture's letters and symbols (issue 38: a newcomer
met them with no word of what they mean). The tableaux are not spelled out: the picture shows them
beside each name, and the key says what they are (issue 37's stranger on a phone). Built from the public view
only; each line a Said of lang/locales/*/wurfelhelden.ftl."""

from __future__ import annotations

from engines.said import Said, Text, said
from engines.wurfelhelden.model import PublicView


def standing_lines(view: PublicView) -> list[Text]:
    if view.finished:
        return []
    key = said("wh-standing-key-duel" if view.duel else "wh-standing-key")
    return [line for line in (_turn(view), _chase(view), _warrants(view), key) if line is not None]


def _turn(view: PublicView) -> Said:
    return said("wh-standing-round", turn=view.turn_no, roll=view.roll_no)


def _chase(view: PublicView) -> Said:
    chase = view.chase
    if chase is None:
        return said("wh-standing-chase-nobody")
    if chase.marker and not chase.dice:
        return said("wh-standing-chase-alone", chaser=chase.player)
    # two players: a chase surviving its first round only puts the duel marker down
    then = "wh-standing-chase-marker" if view.duel and not chase.marker else "wh-standing-chase-capture"
    return said(then, chaser=chase.player, swords=said("wh-swords", count=chase.swords), need=chase.swords + 1)


def _warrants(view: PublicView) -> Said | None:
    if not view.warrants:
        return None
    if len(view.warrants) == 1:
        return said("wh-standing-warrants-last", next=view.warrants[0])
    return said("wh-standing-warrants", next=view.warrants[0], then=" · ".join(map(str, view.warrants[1:])))
