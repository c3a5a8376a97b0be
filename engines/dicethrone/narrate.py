"""One line for the channel per Dice Throne event, as a Said of the catalogs (dicethrone.ftl's dt-narrate-*).

An event written before the catalogs (one waiting in the outbox across an upgrade) named its damage's source,
a skip's reason and the game's end in English: those English words are told as they are."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.dicethrone.data import (
    STATUSES,
    ability_name,
    card_name,
    card_of,
    face_name,
    hero_name,
    joined,
    status_name,
)
from engines.said import Said, Text, Value, said

Event = dict[str, Any]


def _dice(event: Event) -> Said:
    return joined("dt-join-space", [said("dt-narrate-die", value=v, face=face_name(s))
                                    for v, s in zip(event["dice"], event["symbols"], strict=True)])


def _card(event: Event) -> Said:
    return card_name(card_of(event["card"]))


def _source(event: Event) -> Value:
    """What dealt the damage: an ability, a status, or a defence and Retribution (their name ids)."""
    source = event["source"]
    return source if isinstance(source, str) else tuple(said(name) for name in source)


def _why(why: str) -> Value:
    """Why a step is skipped: the first turn, or a status."""
    if why == "first_turn":
        return said("dt-narrate-why-first-turn")
    return status_name(why) if why in STATUSES else why


def _roll(e: Event) -> Said:
    if e.get("changed"):
        return said("dt-narrate-dice-now", player=e["player"], dice=_dice(e))
    if e["kind"] == "offense":
        return said("dt-narrate-roll-offense", player=e["player"], attempt=e["attempt"], of=e["of"], dice=_dice(e))
    return said(f"dt-narrate-roll-{e['kind']}", player=e["player"], dice=_dice(e))


def _card_played(e: Event) -> Said:
    target = e.get("target")
    if target and target != e["player"]:
        return said("dt-narrate-card-on", player=e["player"], card=_card(e), target=target, paid=e["paid"])
    return said("dt-narrate-card", player=e["player"], card=_card(e), paid=e["paid"])


def _target(e: Event) -> Said:
    if e.get("chosen_by"):
        return said("dt-narrate-target-chosen", player=e["player"], target=e["target"], chooser=e["chosen_by"])
    if "die" in e:
        return said("dt-narrate-target-die", player=e["player"], target=e["target"], die=e["die"])
    return said("dt-narrate-target", player=e["player"], target=e["target"])


def _attack(e: Event) -> Said:
    how = "ultimate" if e.get("ultimate") else "undefendable" if e.get("undefendable") else "plain"
    return said("dt-narrate-attack", player=e["player"], damage=e["damage"], target=e["target"], how=how)


def _status(e: Event) -> Said:
    if e["change"] > 0:
        return said("dt-narrate-status-gained", player=e["player"], status=status_name(e["status"]),
                    count=e["change"], now=e["now"])
    return said("dt-narrate-status-lost", player=e["player"], status=status_name(e["status"]))


def _cp(e: Event) -> Said:
    message = "dt-narrate-cp-gained" if e["change"] >= 0 else "dt-narrate-cp-paid"
    return said(message, player=e["player"], amount=abs(e["change"]), now=e["now"])


def _spend(e: Event) -> Said:
    p, status = e["player"], status_name(e["status"])
    if "dodged" in e and "die" in e:
        return said("dt-narrate-spend-dodge-roll", player=p, status=status, die=e["die"],
                    dodged="yes" if e["dodged"] else "no")
    if e.get("dodged"):
        return said("dt-narrate-spend-dodged", player=p, status=status)
    for detail in ("bonus", "prevent", "reflect"):
        if detail in e:
            return said(f"dt-narrate-spend-{detail}", player=p, status=status, amount=e[detail])
    if e.get("prevent_half"):
        return said("dt-narrate-spend-half", player=p, status=status)
    return said("dt-narrate-spend", player=p, status=status)


def _game_over(e: Event) -> Text:
    if "why" not in e:
        return e["reason"]
    if e["why"] == "turn_limit":
        return said("dt-narrate-over-turn-limit", turns=e["turns"])
    if e["why"] == "draw":
        return said("dt-narrate-over-draw")
    return said("dt-narrate-over-winners", players=tuple(e["winners"]), count=len(e["winners"]))


NARRATORS: dict[str, Callable[[Event], Text | None]] = {
    "turn": lambda e: said("dt-narrate-turn", turn=e["turn"], player=e["player"], hero=hero_name(e["hero"])),
    "upkeep": lambda e: said("dt-narrate-upkeep", player=e["player"], damage=e["damage"],
                             status=status_name(e["status"])),
    "income": lambda e: said("dt-narrate-income", player=e["player"], cp=e["cp"], now=e["now"]),
    "skip": lambda e: said("dt-narrate-skip-income" if e["what"] == "income" else "dt-narrate-skip-offense",
                           player=e["player"], why=_why(e["why"])),
    "draw": lambda e: said("dt-narrate-draw", player=e["player"], count=e["count"]),
    "sell": lambda e: said("dt-narrate-sell", player=e["player"], card=_card(e), now=e["now"]),
    "upgrade": lambda e: said("dt-narrate-upgrade", player=e["player"], card=_card(e), paid=e["paid"]),
    "card": _card_played,
    "roll": _roll,
    "die": lambda e: said("dt-narrate-die-rerolled" if e.get("reroll") else "dt-narrate-die-changed",
                          player=e["player"], owner=e["owner"], pos=e["pos"], before=e["from"], after=e["to"]),
    "extra_roll": lambda e: said("dt-narrate-extra-roll", player=e["player"], of=e["of"]),
    "ability": lambda e: said("dt-narrate-ultimate" if e.get("ultimate") else "dt-narrate-ability",
                              player=e["player"], ability=ability_name(e["ability"])),
    "ability_reset": lambda e: said("dt-narrate-ability-reset", player=e["player"]),
    "no_ability": lambda e: said("dt-narrate-no-ability", player=e["player"]),
    "blind": lambda e: said("dt-narrate-blind", player=e["player"], die=e["die"],
                            failed="yes" if e["failed"] else "no"),
    "target": _target,
    "choose_target": lambda e: said("dt-narrate-choose-target", die=e["die"], chooser=e["chooser"],
                                    choices=tuple(e["choices"])),
    "attack": _attack,
    "defend": lambda e: said("dt-narrate-defend", player=e["player"], ability=ability_name(e["ability"])),
    "damage": lambda e: said("dt-narrate-damage", player=e["player"], amount=e["amount"], source=_source(e)),
    "heal": lambda e: said("dt-narrate-heal", player=e["player"], amount=e["amount"]),
    "status": _status,
    "cp": _cp,
    "steal": lambda e: said("dt-narrate-steal", player=e["player"], amount=e["amount"], victim=e["from"]),
    "discard": lambda e: said("dt-narrate-discard", player=e["player"], card=_card(e)),
    "bonus": lambda e: said("dt-narrate-bonus", player=e["player"], amount=e["amount"]),
    "prevent": lambda e: said("dt-narrate-prevent", player=e["player"], amount=e["amount"]),
    "spend": _spend,
    "blessing": lambda e: said("dt-narrate-blessing", player=e["player"], status=status_name("blessing")),
    "what_the": lambda e: said("dt-narrate-what-the", player=e["player"], health=e["health"]),
    "defeated": lambda e: said("dt-narrate-defeated", players=tuple(e["players"]), count=len(e["players"])),
    "game_over": _game_over,
    "phase": lambda e: said("dt-narrate-discard-phase", player=e["player"]) if e.get("phase") == "discard" else None,
}
"""A narrator per event type; a type not here (the window that opens: for whom it never says) says nothing."""


def narrate(e: Event) -> Text | None:
    narrator = NARRATORS.get(e.get("type", ""))
    return narrator(e) if narrator else None
