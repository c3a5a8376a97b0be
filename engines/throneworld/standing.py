"""Throneworld's standing in words (Engine.standing): what the table picture leaves to the message.

The picture is the map around the action (render/throneworld/table.py), so the turn and the production
marker, each empire (its letter on the map, colour, race, home, production, credits, chits and the four
tech ratings), a victory attempt, the event being resolved, the proposal in a reaction window and the
key to the map are these lines; the bot adds the systems held (the scores) and whose turn it is."""

from __future__ import annotations

from typing import Any

from engines.colours import SEAT_COLOURS
from engines.said import Said, Text, said, said_from_json
from engines.throneworld.narrate import _actions as actions_text
from engines.throneworld.narrate import joined
from engines.throneworld.units import ORDER

TECH_LETTERS = {"jump": "J", "comm": "C", "space": "S", "ground": "G"}
KEY = said("tw-standing-key")
UNIT_KEY = said("tw-standing-units", units=joined([said("tw-standing-unit", code=code, count=1)
                                                  for code in ORDER if code != "T"], "tw-join-dot"))


def standing(view: Any) -> list[Text]:
    """The lines for a public view (engines/throneworld/engine.py's PublicView)."""
    empires = view.ground.get("empires", {})
    letters = empire_letters(empires, view.order)
    lines: list[Text] = [_turn_line(view)]
    lines += [_empire_line(view, name, i, letters[name], empires.get(name, {})) for i, name in enumerate(letters)]
    lines += _situation(view)
    lines += [KEY, UNIT_KEY]
    return lines


def empire_letters(empires: dict[str, Any], order: list[str]) -> dict[str, str]:
    """Each empire's letter on the map: its race's initial, or its seat number where two races share one
    (render/throneworld/style.py's seats draws the same letters)."""
    names = list(empires) or list(order)
    initials = [str((empires.get(n) or {}).get("race") or "")[:1].upper() for n in names]
    if len(set(initials)) != len(initials) or not all(initials):
        initials = [str(i + 1) for i in range(len(names))]
    return dict(zip(names, initials, strict=True))


def _turn_line(view: Any) -> Said:
    return said("tw-standing-turn", turn=view.turn, phase=str(view.phase),
                production="yes" if view.production_turn else "no", needed=view.needed)


def _empire_line(view: Any, name: str, seat: int, letter: str, empire: dict[str, Any]) -> Said:
    techs = " ".join(f"{TECH_LETTERS[t]}{r}" for t, r in (empire.get("techs") or {}).items() if t in TECH_LETTERS)
    return said("tw-standing-empire", letter=letter, player=name, colour=seat % len(SEAT_COLOURS),
                race=str(empire.get("race", "?")), home=str(empire.get("home", "?")),
                production=empire.get("production", 0), credits=empire.get("treasury", 0),
                chits=view.hand_sizes.get(name, 0), techs=techs)


def _situation(view: Any) -> list[Text]:
    """A victory attempt, the event being resolved, and the proposal of an open reaction window."""
    lines: list[Text] = []
    attempt = view.attempt
    if attempt and not view.result:
        stop = attempt.get("to_stop") or []
        lines.append(said("tw-standing-attempt", player=str(attempt.get("player")), turn=attempt.get("started_turn", 0),
                          stop=", ".join(stop) if stop else "none"))
    if view.event:
        lines.append(said("tw-said-event", event=said_from_json(view.event)))
    if view.proposal:
        lines.append(said("tw-standing-proposed", player=view.current or "none", actions=actions_text(view.proposal)))
        for r in view.responses or []:
            lines.append(said("tw-standing-response", player=str(r.get("player")), kind=str(r.get("kind")),
                              number=r.get("action", 0), fleet=r.get("fleet") or "",
                              countered="yes" if r.get("countered") else "no"))
    return lines
