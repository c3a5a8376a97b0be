"""What the channel reads after a move: one line per event, each a Said of lang/locales/*/throwdown.ftl."""

from __future__ import annotations

import re
from collections.abc import Callable

from engines.base import Event
from engines.said import Said, Value, said
from engines.throwdown.data import name_said

SHOWN_COVERED = 4
"""The covered icons a throw's line names; the rest are counted."""


def narrate(event: Event) -> Said | None:
    kind = event.get("type")
    tell = NARRATION.get(kind) if isinstance(kind, str) else None
    return tell(event) if tell else None


def icon_said(code: str) -> Said:
    """An icon by its code: an ability by its name, a points icon by its pips ("3-pip")."""
    return said("td-icon", code=code)


def _pips(n: int) -> Said:
    """Live pips, the word the message's standing lines use (the narration said "active")."""
    return said("td-pips", count=n)


def _scored(event: Event) -> Said:
    icons = tuple(said("td-icon-count", count=n, icon=icon_said(k)) for k, n in (event.get("icons") or {}).items())
    told: dict[str, Value] = dict(player=event["player"], pips=_pips(event["pips"]), points=event["points"],
                                  total=event["total"])
    return said("td-scored-live", **told, icons=icons) if icons else said("td-scored", **told)


def _thrown_card(event: Event) -> Value:
    card = name_said(event["card"]) if event["card"] else said("td-face-down-card")
    return said("td-whose-card", owner=event["owner"], card=card) if event["stolen"] else card


def _threw(event: Event) -> Said:
    covered: tuple[Said, ...] = ()
    if event.get("off_table"):
        result = "off"
    elif not event["hit"]:
        result = "miss"
    else:
        covered = _covered(event.get("covered") or [])
        result = "covering" if covered else "hit"
    return said("td-threw", player=event["player"], card=_thrown_card(event), n=event["n"],
                power=said("td-power", power=event["power"]), at=_aim(event["at"]), grid=event["grid"],
                drift="yes" if event.get("wrong") else "no", face="up" if event["face_up"] else "down",
                result=result, covered=covered)


def _aim(label: str) -> Value:
    """What a throw aimed at, as the throw named it: the centre, a card, an icon on a card, or a grid square
    (the same in every language). Older throws named the centre "the centre"."""
    if label == "centre" or label == "the centre":
        return said("td-at-centre")
    if icon := re.fullmatch(r"card (\d+) icon (\d+)", label):
        return said("td-at-icon", n=int(icon[1]), icon=int(icon[2]))
    if card := re.fullmatch(r"card (\d+)", label):
        return said("td-at-card", n=int(card[1]))
    return label


def _covered(covered: list[dict]) -> tuple[Said, ...]:
    named = [said("td-covered", owner=c["owner"], icon=icon_said(c["code"]), n=c["n"], number=c["icon"])
             for c in covered[:SHOWN_COVERED]]
    more = [said("td-covered-more", count=len(covered) - SHOWN_COVERED)] if len(covered) > SHOWN_COVERED else []
    return tuple(named + more)


def _missed(event: Event) -> Said:
    if not event["pending"]:
        return said("td-discarded", n=event["n"])
    message = "td-missed-off-table" if event.get("off_table") else "td-missed"
    return said(message, n=event["n"], player=event["player"])


def _game_over(event: Event) -> Said | None:
    """Who won and why (the outcome's reason is this line, in the reader's language); a game_over logged
    before it said so has nothing to say."""
    if "why" not in event:
        return None
    return said(f"td-game-over-{event['why']}", winners=tuple(event["winners"]), tied=tuple(event["tied"]),
                points=event["points"], icons=event["icons"])


NARRATION: dict[str, Callable[[Event], Said | None]] = {
    "scored": _scored,
    "attacked": lambda e: said("td-attacked", player=e["player"], target=e["target"], card=name_said(e["card"]),
                                    left=e["left"]),
    "stole": lambda e: said("td-stole", player=e["player"], victim=e["from"]),
    "threw": _threw,
    "missed": _missed,
    "discarded": lambda e: said("td-discarded", n=e["n"]),
    "broke": lambda e: said("td-broke", player=e["player"], n=e["n"]),
    "rethrow": lambda e: said("td-rethrow", player=e["player"], n=e["n"]),
    "drew": lambda e: said("td-drew", player=e["player"], count=e["count"], left=e["left"]),
    "returned": lambda e: said("td-returned", player=e["player"], count=e["count"]),
    "final_round": lambda e: said("td-final-round"),
    "final_scored": lambda e: said("td-final-scored", player=e["player"], pips=_pips(e["pips"]), points=e["points"],
                                   total=e["total"]),
    "game_over": _game_over,
}
"""A line per event, by its type (a turn's start says nothing: its scoring line follows)."""
