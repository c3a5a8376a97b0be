"""One line for the channel about each event of a Thrown game, as a Said (lang/locales/*/thrown.ftl)."""

from __future__ import annotations

from collections.abc import Callable

from engines.base import Event
from engines.said import Said, said, said_from_json
from engines.thrown.text import card, chained, colour, colours, dice


def narrate(event: Event) -> Said | None:
    tell = TELLERS.get(event.get("type", ""))
    return tell(event) if tell else None


def _round_started(e: Event) -> Said:
    cards = tuple(said("thrown-card-in-colour", card=card(s["card"]), colour=colour(s["color"])) for s in e["cards"])
    label = said("thrown-tiebreak-round") if e.get("tiebreak") else said(
        "thrown-round-of", round=e["round"], rounds=e["rounds"])
    return said("thrown-round-started", label=label, cards=cards, first=e["first"])


def _trick_started(e: Event) -> Said:
    if e.get("passed_over"):
        return said("thrown-trick-started-passed", trick=e["trick"], starter=e["starter"], passed=e["passed_over"])
    return said("thrown-trick-started", trick=e["trick"], starter=e["starter"])


def _rolled(e: Event) -> Said:
    faces = tuple(said("thrown-face", colour=colour(e["color"]), value=d["value"], n=d["n"]) for d in e["dice"])
    how = "lead" if e["lead"] else e["mode"]
    return said(f"thrown-rolled-{how}", player=e["player"], count=len(e["dice"]), colour=colour(e["color"]),
                faces=faces)


def _turn_so_far(e: Event) -> Said | None:
    """The steps of the turn that posted nothing, told with its end."""
    return chained([line for step in e["events"] if (line := narrate(step))], "thrown-lines")


def _power(e: Event) -> Said:
    head = said("thrown-power-head", player=e["player"], paid=colour(e["paid"]), card=card(e["card"]))
    what = _power_did(e)
    return said("thrown-power-did", head=head, what=what) if what else said("thrown-power-plain", head=head)


def _power_did(e: Event) -> Said | None:
    """What a discard power did, after who paid for it."""
    name = e["card"]
    if name in ("knight", "berserker"):
        moves = tuple(f"#{r['n']} {r['from']}→{r['to']}" for r in e["rerolled"])
        return said("thrown-power-rerolls", moves=moves) if moves else said("thrown-power-rerolls-nothing")
    if name in ("man_at_arms", "wizard", "sorcerer", "dark_knight"):
        return said("thrown-power-turns", owner=e["owner"], die=e["die"], before=e["from"], after=e["to"])
    if name == "reinforcements":
        return said("thrown-power-reinforces", colour=colour(e["color"]), n=e["n"], value=e["value"])
    if name == "archer":
        return said("thrown-power-sends-back", owner=e["owner"], colour=colour(e["color"]), die=e["die"])
    if name == "dragon":
        return said("thrown-power-ends-trick")
    if name == "shapeshifter":
        (a, b), (ca, cb) = e["swap"], e["colors"]
        return said("thrown-power-swaps", first=card(a), firstColour=colour(ca), second=card(b),
                    secondColour=colour(cb))
    if name == "spirit":
        return said("thrown-power-copies", owner=e["owner"], value=e["value"])
    return None


def _thief(e: Event) -> Said:
    if not e["from"]:
        return said("thrown-thief-richest", player=e["player"])
    return said("thrown-thief", player=e["player"], victims=tuple(e["from"]))


def _saboteur(e: Event) -> Said:
    if not e["to"]:
        return said("thrown-saboteur-poorest", player=e["player"])
    return said("thrown-saboteur", player=e["player"], paid=tuple(e["to"]))


def _trick_won(e: Event) -> Said:
    d = e["details"]
    parts = []
    if "dice" in d:
        parts.append(said("thrown-won-dice", delta=f"{d['dice']:+d}"))
    if "phantom" in d:
        parts.append(said("thrown-won-phantom", delta=f"{d['phantom']:+d}", colour=_colours(e, "phantom_colors")))
    if "noble" in d:
        parts.append(said("thrown-won-noble", delta=f"{d['noble']:+d}", colour=_colours(e, "noble_colors")))
    floored = "-floored" if sum(d.values()) != e["gold"] else ""
    return said(f"thrown-won{floored}", winner=e["winner"], trick=e["trick"], how=said_from_json(e["how"]),
                gold=f"{e['gold']:+d}", parts=chained(parts, "thrown-parts") or "")


def _colours(e: Event, key: str) -> Said | tuple[Said, ...]:
    """The colours a Phantom or Noble paid for (a card's one cube), or "its colour" in an event logged without."""
    return colours(e[key]) if e.get(key) else said("thrown-its-colour")


def _trick_void(e: Event) -> Said:
    if e["how"]:
        return said("thrown-trick-void-why", trick=e["trick"], why=said_from_json(e["how"]))
    return said("thrown-trick-void", trick=e["trick"])


def _round_ended(e: Event) -> Said:
    gold = tuple(f"{q} {g}" for q, g in e["gold"].items())
    if not e["penalties"]:
        return said("thrown-round-ended", gold=gold)
    lost = tuple(said("thrown-penalty", player=q, delta=f"{v:+d}", left=e["left"][q])
                 for q, v in e["penalties"].items())
    return said("thrown-round-ended-penalties", penalties=lost, gold=gold)


def _game_over(e: Event) -> Said:
    """Who won and why: the most gold after the last round, or the tie-break round."""
    winners = e["winners"]
    if e["tied"] and len(winners) > 1:
        return said("thrown-over-tie-shared", tied=tuple(e["tied"]))
    if e["tied"]:
        return said("thrown-over-tie-won", tied=tuple(e["tied"]), winner=winners[0])
    return said("thrown-over-most-gold", rounds=e["rounds"], winner=winners[0], gold=e["gold"][winners[0]])


TELLERS: dict[str, Callable[[Event], Said | None]] = {
    "round_started": _round_started,
    "trick_started": _trick_started,
    "rolled": _rolled,
    "turn_so_far": _turn_so_far,
    "power": _power,
    "peacemaker": lambda e: said("thrown-peacemaker", player=e["player"], colour=colour(e["color"])),
    "thief": _thief,
    "saboteur": _saboteur,
    "no_powers": lambda e: said("thrown-no-powers", player=e["player"]),
    "trick_won": _trick_won,
    "trick_void": _trick_void,
    "victory_choice": lambda e: said("thrown-victory-choice", player=e["player"],
                                     cards=tuple(card(c) for c in e["cards"])),
    "recruited": lambda e: said("thrown-recruited", player=e["player"], colour=colour(e["color"]), victim=e["from"]),
    "exchanged": lambda e: said("thrown-exchanged", player=e["player"], give=dice(e["give"]), take=dice(e["take"])),
    "summoned": lambda e: said("thrown-summoned", player=e["player"], dice=dice(e["dice"])),
    "skipped": lambda e: said("thrown-skipped", player=e["player"], card=card(e["card"])),
    "round_ended": _round_ended,
    "tiebreak_started": lambda e: said("thrown-tiebreak-started", players=tuple(e["players"]), gold=e["gold"],
                                       first=e["first"]),
    "picked": lambda e: said("thrown-picked", player=e["player"], dice=dice(e["dice"])),
    "game_over": lambda e: _game_over(e) if "rounds" in e else None,  # logged before issue 46: the outcome said it
}
"""The events the channel is told of; the others (sits_out, turn_ended) say nothing."""
