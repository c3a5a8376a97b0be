"""Würfelhelden's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, no longer spells out: the chase's rule for this turn, the warrant stack, the
tableaux, the round and roll, and the key to the picture's letters and symbols (issue 38: a newcomer
met them with no word of what they mean). Built from the public view only."""

from __future__ import annotations

from engines.wurfelhelden.model import PublicView, plural

KEY = ("Key: W Y R white, yellow, red dice · sword n: n swords · coin: 1 coin (2 with no sword) · +Y +R: "
       "a die joins from your tableau · X: runs away · ?: not rolled")


def standing_lines(view: PublicView) -> list[str]:
    if view.finished:
        return []
    return [line for line in (_turn(view), _chase(view), _warrants(view), _tableaux(view), KEY) if line]


def _turn(view: PublicView) -> str:
    rolled = "no roll yet" if view.roll_no == 0 else f"roll {view.roll_no} of 3 done"
    return f"Round {view.turn_no}, {rolled}."


def _chase(view: PublicView) -> str:
    chase = view.chase
    if chase is None:
        return "Chase: nobody; any sword takes up the chase."
    if chase.marker and not chase.dice:
        return f"Chase: {chase.player}'s duel marker lies alone; any sword outbids it."
    if view.duel and not chase.marker:
        then = "puts the duel marker down"
    else:
        then = "captures the next warrant"
    return (f"Chase: {chase.player}, {plural(chase.swords, 'sword')}; outbid with {chase.swords + 1}+, "
            f"or {chase.player} {then} at their next turn.")


def _warrants(view: PublicView) -> str:
    if not view.warrants:
        return ""
    rest = f"; then {' · '.join(map(str, view.warrants[1:]))}" if len(view.warrants) > 1 else ""
    return f"Warrants: next {view.warrants[0]} coins{rest}."


def _tableaux(view: PublicView) -> str:
    held = []
    for seat in view.seats:
        dice = f"{'Y' * seat.tableau.get('yellow', 0)} {'R' * seat.tableau.get('red', 0)}".strip()
        held.append(f"{seat.name} {dice or '–'}")
    return f"Tableaux (Y yellow, R red dice to join): {' · '.join(held)}."
