"""Dice Throne's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, leaves out: the mode and turn, each hero's name, cards in hand and every status,
the active hero's abilities the dice qualify for, and the attack's details (undefendable, prevented,
dodged, the defence), and what each status in play does. Built from the public view only; health and
CP are drawn large, health is also in the scores line. Every line is a Said (dicethrone.ftl's dt-standing-*)."""

from __future__ import annotations

from typing import Any

from engines.dicethrone.data import ability_name, joined, level_name, status_name, status_text
from engines.dicethrone.views import HeroView, PublicView
from engines.said import Said, Value, said

STRAIGHTS = ("dt-req-small-straight", "dt-req-large-straight")
ROLL_NOTES = ("blind", "target")
"""The rolls whose meaning the table text says: the Blind check and the targeting roll."""


def standing_lines(view: PublicView) -> list[Said]:
    if view.finished:
        return []
    teams = len(view.teams) < len(view.heroes)
    lines = [_game(view)] + [_hero(hero, teams) for hero in view.heroes]
    lines += _ready(view)
    lines += _aims(view)
    lines += _defences(view)
    lines += _meanings(view)
    if view.roll is not None and view.roll.dice and view.roll.kind in ROLL_NOTES:
        lines.append(said(f"dt-standing-note-{view.roll.kind}"))
    if view.attack:
        lines.append(_attack(view.attack))
    return lines


def _game(view: PublicView) -> Said:
    mode = said(f"dt-mode-{view.mode}")
    if view.variant == "standard":
        return said("dt-standing-game", mode=mode, turn=view.turn)
    return said("dt-standing-game-variant", mode=mode, variant=said(f"dt-variant-{view.variant}"), turn=view.turn)


def _hero(hero: HeroView, teams: bool) -> Said:
    who = (said("dt-standing-who-team", player=hero.player, hero=hero.hero_name, team=hero.team + 1) if teams
           else said("dt-standing-who", player=hero.player, hero=hero.hero_name))
    if hero.out:
        return said("dt-standing-hero-out", who=who)
    facts: dict[str, Value] = {"who": who, "health": hero.health, "cp": hero.cp, "cards": hero.hand}
    if not hero.statuses:
        return said("dt-standing-hero", **facts)
    held = [said("dt-standing-status-count", status=status_name(s), count=n) if n > 1 else status_name(s)
            for s, n in sorted(hero.statuses.items())]
    return said("dt-standing-hero-statuses", **facts, statuses=joined("dt-join-comma", held))


def _active(view: PublicView) -> HeroView | None:
    return next((h for h in view.heroes if h.player == view.active), None)


def _ready(view: PublicView) -> list[Said]:
    """The active hero's abilities that the dice qualify for, with what each does."""
    active = _active(view)
    ready = [a for a in active.abilities if a.ready] if active else []
    return [said("dt-standing-ready", ability=a.name, level=level_name(a.level), text=a.text) for a in ready]


def _aims(view: PublicView) -> list[Said]:
    """While the active hero still rolls to attack: what each of their abilities needs, so a newcomer knows
    which dice to keep (the ★ lines say only what the dice already qualify for)."""
    active = _active(view)
    if view.phase != "offense" or view.attack or active is None:
        return []
    aimed = [a for a in active.abilities if a.kind in ("offense", "ultimate") and a.need is not None]
    needs = [said("dt-standing-need-ultimate" if a.kind == "ultimate" else "dt-standing-need", ability=a.name,
                  need=a.need) for a in aimed if a.need is not None]
    straight = any(a.need is not None and a.need.id in STRAIGHTS for a in aimed)
    return [said("dt-standing-aims", player=active.player, needs=joined("dt-join-dot", needs),
                 straights="yes" if straight else "no")] if needs else []


def _defences(view: PublicView) -> list[Said]:
    """While a hero defends: what their defensive ability does (the button only names it)."""
    target = view.attack.get("target") if view.attack and view.phase == "defense" else None
    hero = next((h for h in view.heroes if h.player == target), None)
    return [said("dt-standing-defence", player=target or "", ability=a.name, level=level_name(a.level),
                 text=a.text) for a in (hero.abilities if hero else []) if a.kind == "defense"]


def _meanings(view: PublicView) -> list[Said]:
    """What each status on the table or named by a ready ability or the defence does (issue 37's stranger met
    "Burn" and "inflict Concussion" with no word of what they do; the picture has only the badge)."""
    named = {s for hero in view.heroes if not hero.out for s in hero.statuses}
    target = view.attack.get("target") if view.attack and view.phase == "defense" else None
    for hero in view.heroes:
        ready = [a for a in hero.abilities if a.ready]  # only the active hero's are
        defences = [a for a in hero.abilities if a.kind == "defense" and hero.player == target]
        named |= {s for a in ready + defences for s in a.statuses}
    if not named:
        return []
    meanings = [said("dt-standing-meaning", status=status_name(s), text=status_text(s)) for s in sorted(named)]
    return [said("dt-standing-statuses", meanings=joined("dt-join-dot", meanings))]


def _attack(att: dict[str, Any]) -> Said:
    name = said("dt-standing-attack-ultimate" if att["ultimate"] else "dt-standing-attack-name",
                ability=ability_name(att["ability"]), level=level_name(att["level"]))
    words: list[Said] = [name]
    if att["target"]:
        words.append(said("dt-standing-attack-at", target=att["target"]))
    if att["damage"] or att["bonus"]:
        words.append(said("dt-standing-attack-damage-bonus" if att["bonus"] else "dt-standing-attack-damage",
                          damage=att["damage"], bonus=att["bonus"]))
    if att["undefendable"]:
        words.append(said("dt-standing-attack-undefendable"))
    if att["prevent"]:
        words.append(said("dt-standing-attack-prevented", amount=att["prevent"]))
    if att["negated"]:
        words.append(said("dt-standing-attack-dodged"))
    if att["defense"]:
        words.append(said("dt-standing-attack-defence", ability=ability_name(att["defense"])))
    return said("dt-standing-attack", words=joined("dt-join-comma", words))
