"""Dice Throne's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, leaves out: the mode and turn, each hero's name, cards in hand and every status,
the active hero's abilities the dice qualify for, and the attack's details (undefendable, prevented,
dodged, the defence), and what each status in play does. Built from the public view only; health and
CP are drawn large, health is also in the scores line."""

from __future__ import annotations

import re
from typing import Any

from engines.dicethrone.data import STATUSES
from engines.dicethrone.views import HeroView, PublicView

MODES = {"1v1": "1 v 1", "first": "first game", "2v2": "2 v 2", "3v3": "3 v 3", "2v2v2": "2 v 2 v 2",
         "ffa": "free-for-all"}
ROMAN = {1: "I", 2: "II", 3: "III"}
ROLL_NOTES = {"blind": "Blind check: 1-2 the attack fails, 3-6 it goes on.",
              "target": "Targeting roll: the mode's targeting table picks the target."}


def standing_lines(view: PublicView) -> list[str]:
    if view.finished:
        return []
    teams = len(view.teams) < len(view.heroes)
    lines = [_game(view)] + [_hero(hero, teams) for hero in view.heroes]
    lines += _ready(view)
    lines += _aims(view)
    lines += _defences(view)
    lines += _meanings(view)
    if view.roll is not None and view.roll.dice and view.roll.kind in ROLL_NOTES:
        lines.append(ROLL_NOTES[view.roll.kind])
    if view.attack:
        lines.append(_attack(view.attack))
    return lines


def _game(view: PublicView) -> str:
    variant = "" if view.variant == "standard" else f", {view.variant}"
    return f"{MODES.get(view.mode, view.mode)}{variant} · turn {view.turn}"


def _hero(hero: HeroView, teams: bool) -> str:
    who = f"{hero.player} ({hero.hero_name}{f', team {hero.team + 1}' if teams else ''})"
    if hero.out:
        return f"{who}: defeated"
    statuses = ", ".join(STATUSES[s]["name"] + (f" ×{n}" if n > 1 else "") for s, n in sorted(hero.statuses.items()))
    cards = f"{hero.hand} card{'' if hero.hand == 1 else 's'}"
    return f"{who}: {hero.health} health, {hero.cp} CP, {cards}" + (f"; {statuses}" if statuses else "")


def _ready(view: PublicView) -> list[str]:
    """The active hero's abilities that the dice qualify for, with what each does."""
    active = next((h for h in view.heroes if h.player == view.active), None)
    ready = [a for a in active.abilities if a.ready] if active else []
    return [f"★ {a.name} {ROMAN.get(a.level, a.level)}: {a.text}" for a in ready]


def _aims(view: PublicView) -> list[str]:
    """While the active hero still rolls to attack: what each of their abilities needs, so a newcomer knows
    which dice to keep (the ★ lines say only what the dice already qualify for)."""
    if view.phase != "offense" or view.attack:
        return []
    active = next((h for h in view.heroes if h.player == view.active), None)
    if active is None:
        return []
    needs = [f"{a.name}{' (ultimate)' if a.kind == 'ultimate' else ''} {a.text.split(': ', 1)[0]}"
             for a in active.abilities if a.kind in ("offense", "ultimate")]
    straights = " (straight: numbers in a row, small 4, large 5)" if "straight" in " ".join(needs) else ""
    return [f"{active.player}'s abilities need: {' · '.join(needs)}{straights}."]


def _defences(view: PublicView) -> list[str]:
    """While a hero defends: what their defensive ability does (the button only names it)."""
    target = view.attack.get("target") if view.attack and view.phase == "defense" else None
    hero = next((h for h in view.heroes if h.player == target), None)
    return [f"Defence: {target}'s {a.name} {ROMAN.get(a.level, a.level)}: {a.text}"
            for a in (hero.abilities if hero else []) if a.kind == "defense"]


def _meanings(view: PublicView) -> list[str]:
    """What each status on the table or named by a ready ability does (issue 37's stranger met "Burn" and
    "inflict Concussion" with no word of what they do; the picture has only the badge)."""
    named = {s for hero in view.heroes if not hero.out for s in hero.statuses}
    ready = " ".join([*_ready(view), *_defences(view)])
    named |= {s for s, status in STATUSES.items() if re.search(rf"\b{re.escape(status['name'])}\b", ready)}
    if not named:
        return []
    return ["Statuses: " + " · ".join(f"{STATUSES[s]['name']} – {STATUSES[s]['text']}" for s in sorted(named))]


def _attack(att: dict[str, Any]) -> str:
    words = [f"{'ultimate ' if att['ultimate'] else ''}{att['name']} {ROMAN.get(att['level'], '')}".strip()]
    if att["target"]:
        words.append(f"at {att['target']}")
    if att["damage"] or att["bonus"]:
        words.append(f"{att['damage']}{' + ' + str(att['bonus']) if att['bonus'] else ''} damage")
    if att["undefendable"]:
        words.append("undefendable")
    if att["prevent"]:
        words.append(f"{att['prevent']} prevented")
    if att["negated"]:
        words.append("dodged")
    if att["defense"]:
        words.append(f"defence: {att['defense'].replace('_', ' ')}")
    return "Attack: " + ", ".join(words) + "."
