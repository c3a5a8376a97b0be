"""A throw: where the card lands (the throw model), whether it hits, and what happens to a miss."""

from __future__ import annotations

from collections.abc import Callable
from math import atan2, cos, degrees, hypot, sin

from engines.base import Event
from engines.rng import Rng
from engines.throwdown import geometry
from engines.throwdown.aiming import grid_label
from engines.throwdown.data import (
    ANGLE_SPREAD,
    CARDS,
    LONG_EXTRA,
    LONG_RANGE,
    POWERS,
    SHORT_RANGE,
    auto_power,
    spread,
    stand_point,
    wrong_chance,
)
from engines.throwdown.icons import newly_covered
from engines.throwdown.model import Pending, TableCard, Throw, ThrowdownState

Landing = tuple[float, float, float, bool, bool]
"""(x, y, angle, flipped, wrong): wrong = the throw fell short or sailed long"""


def landing(rng: Rng, start: tuple[float, float], aim: tuple[float, float], power: str,
            gauss: Callable[[float, float], float] | None = None,
            uniform: Callable[[], float] | None = None) -> Landing:
    """Where a card thrown from `start` (a point on the table's edge) at `aim` lands.

    The throw model (published in engines/throwdown/rules.md): with the power's chance of a wrong throw
    (more for longer throws) the card falls short (a soft throw) or sails long (a hard one; a medium one
    either way); otherwise it comes down around the aim. Either way it scatters along and across its
    line of flight by a bell curve whose spread grows with the distance (data.spread); it lies at an
    angle to the line of flight spread by ANGLE_SPREAD; it flips with the power's flip chance.

    `gauss`/`uniform` replace the game's generator (the AI imagines throws with its own); by default
    the state's generator draws exactly 10 numbers per throw."""
    gauss = gauss or rng.gauss
    uniform = uniform or rng.random
    p = POWERS[power]
    dx, dy = aim[0] - start[0], aim[1] - start[1]
    distance = hypot(dx, dy)
    phi = atan2(dy, dx) if distance > 1e-9 else -1.5707963267948966
    ux, uy = cos(phi), sin(phi)
    lx, ly = uy, -ux  # the thrower's left
    sigma = spread(power, distance)
    wrong = uniform() < wrong_chance(power, distance)
    sails_long = uniform() < p.long
    share = uniform()
    travel = distance
    if wrong and sails_long:
        travel = distance + LONG_EXTRA + distance * (LONG_RANGE[0] + (LONG_RANGE[1] - LONG_RANGE[0]) * share)
    elif wrong:
        travel = distance * (SHORT_RANGE[0] + (SHORT_RANGE[1] - SHORT_RANGE[0]) * share)
    along = travel + gauss(0.0, sigma)
    across = gauss(0.0, sigma)
    x = start[0] + ux * along + lx * across
    y = start[1] + uy * along + ly * across
    angle = degrees(phi) - 90.0 + gauss(0.0, ANGLE_SPREAD)
    angle = (angle + 180.0) % 360.0 - 180.0
    flipped = uniform() < p.flip
    return round(x, 2), round(y, 2), round(angle, 2), flipped, wrong


def on_table(state: ThrowdownState, x: float, y: float) -> bool:
    """A card whose centre lies beyond the table's edge has fallen off."""
    return 0.0 <= x <= state.width and 0.0 <= y <= state.height


def throw(state: ThrowdownState, player: str, card: str, owner: str, n: int, aim: tuple[float, float],
          label: str, at: str, power: str, stand: str, face_up: bool, stolen: bool, events: list[Event]) -> None:
    """Throw `card` (card number `n` on the picture) and settle it: in play when it lies on the table
    touching a card, else pending (a break or throw icon could still save it) or discarded."""
    start = stand_point(stand, aim, state.width, state.height)
    distance = hypot(aim[0] - start[0], aim[1] - start[1])
    used = auto_power(distance) if power == "auto" else power
    x, y, angle, flipped, wrong = landing(state.rng, start, aim, used)
    up = face_up != flipped
    tc = TableCard(n=n, card=card, owner=owner, x=x, y=y, angle=angle, face_up=up)
    off = not on_table(state, x, y)
    hit = not off and geometry.touching_any(tc.pose, (t.pose for t in state.table))
    covered = newly_covered(state.table, tc) if hit else []
    state.last_throw = Throw(player=player, n=n, owner=owner, aim=aim, aim_label=label, seat=start,
                             landing=(x, y), angle=angle, power=used, face_up=up, hit=hit, stolen=stolen,
                             wrong=wrong, off_table=off)
    events.append({
        "type": "threw", "player": player, "n": n, "owner": owner, "card": CARDS[card].name if up else None,
        "stolen": stolen, "at": label, "aim": list(aim), "landing": [x, y], "angle": angle, "power": used,
        "stand": [round(start[0]), round(start[1])], "face_up": up, "flipped": flipped, "hit": hit,
        "wrong": wrong, "off_table": off, "grid": grid_label(state, x, y), "distance": round(distance),
        "covered": covered,
    })
    if hit:
        state.table.append(tc)
        return
    if (state.breaks and not off) or state.throw_icons:
        state.pending = Pending(card=tc, stolen=stolen, intended_face_up=face_up, aim=at, stand=stand)
        events.append({"type": "missed", "player": player, "n": n, "pending": True, "off_table": off})
    else:
        state.discard.append(card)
        events.append({"type": "missed", "player": player, "n": n, "pending": False, "off_table": off})


def drop_pending(state: ThrowdownState, events: list[Event]) -> None:
    """A missed card nobody kept goes to the discard pile (any other move lets it go)."""
    if state.pending is None:
        return
    tc = state.pending.card
    state.pending = None
    assert tc.card is not None  # a pending card was thrown: a deck card, never a location
    state.discard.append(tc.card)
    events.append({"type": "discarded", "n": tc.n, "owner": tc.owner})
