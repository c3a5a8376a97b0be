"""Würfelhelden's public facts for the message text (Engine.standing): what the table picture, drawn for
Discord's small box, no longer spells out: the chase's rule for this turn, the warrant stack and what a
warrant is, the round and roll, and the key to the picture's letters and symbols (issue 38: a newcomer
met them with no word of what they mean). The tableaux are not spelled out: the picture shows them
beside each name, and the key says what they are (issue 37's stranger on a phone). Built from the public view only."""

from __future__ import annotations

from engines.wurfelhelden.model import PublicView, plural

KEY = ("Key: W Y R white, yellow, red dice · sword n: n swords · coin: 1 coin (2 with no sword) · +Y +R: "
       "a die joins from your tableau · X: runs away · ?: not rolled · Y R beside a name: dice still on that "
       "hero tableau · card ×n: warrants captured")
DUEL_KEY = " · pennant: a duel marker (beside its owner's name when at home)"


def standing_lines(view: PublicView) -> list[str]:
    if view.finished:
        return []
    key = KEY + (DUEL_KEY if view.duel else "")
    return [line for line in (_turn(view), _chase(view), _warrants(view), key) if line]


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
    return (f"Warrants: next {view.warrants[0]} coins{rest} (each the bounty on a villain, captured in this "
            "order; taking the last ends the game).")
