"""A throw: where the card lands (the throw model), whether it hits, and what happens to a miss."""

from __future__ import annotations

from math import atan2, cos, degrees, hypot, sin

from engines.base import Event
from engines.rng import Rng
from engines.throwdown import geometry
from engines.throwdown.aiming import grid_label
from engines.throwdown.data import (
    ANGLE_OFFSET,
    ANGLE_SPREAD,
    CARDS,
    POWERS,
    SPIN_CURVE,
    SPIN_FLIP_FACTOR,
    TABLE_H,
    TABLE_W,
    auto_power,
)
from engines.throwdown.icons import newly_covered
from engines.throwdown.model import Pending, TableCard, Throw, ThrowdownState


def landing(rng: Rng, seat: tuple[float, float], aim: tuple[float, float], power: str, spin: str,
            gauss=None, uniform=None) -> tuple[float, float, float, bool, str]:
    """Where a card thrown from `seat` at `aim` lands: (x, y, angle, flipped, power used).

    The throw model (published in docs/rules/throwdown.md): the card travels along the line from the
    seat to the aim, as far as the aim or the power's reach, whichever is shorter; it scatters around
    that point with a normal spread (along and across the line) of `spread + spread_per_unit x travel`;
    spin curves it sideways by SPIN_CURVE x travel; it lands at an angle to the line of flight drawn
    around ANGLE_OFFSET[spin] with spread ANGLE_SPREAD[spin]; it flips with the power's flip chance
    (halved by spin). It comes to rest on the table (a card never leaves it).

    `gauss`/`uniform` replace the game's generator (the AI imagines throws with its own); by default
    the state's generator draws exactly 7 numbers per throw."""
    gauss = gauss or rng.gauss
    uniform = uniform or rng.random
    p = POWERS[power]
    dx, dy = aim[0] - seat[0], aim[1] - seat[1]
    distance = hypot(dx, dy)
    phi = atan2(dy, dx) if distance > 1e-9 else -1.5707963267948966
    travel = distance if p.reach is None else min(distance, p.reach)
    ux, uy = cos(phi), sin(phi)
    lx, ly = uy, -ux  # the thrower's left
    sigma = p.spread + p.spread_per_unit * travel
    along = travel + gauss(0.0, sigma)
    across = gauss(0.0, sigma)
    if spin == "left":
        across += SPIN_CURVE * travel
    elif spin == "right":
        across -= SPIN_CURVE * travel
    x = seat[0] + ux * along + lx * across
    y = seat[1] + uy * along + ly * across
    x = min(TABLE_W, max(0.0, x))
    y = min(TABLE_H, max(0.0, y))
    angle = degrees(phi) - 90.0 + ANGLE_OFFSET[spin] + gauss(0.0, ANGLE_SPREAD[spin])
    angle = (angle + 180.0) % 360.0 - 180.0
    flip = p.flip * (SPIN_FLIP_FACTOR if spin != "none" else 1.0)
    flipped = uniform() < flip
    return round(x, 2), round(y, 2), round(angle, 2), flipped, power


def throw(state: ThrowdownState, player: str, card: str, owner: str, n: int, aim: tuple[float, float],
          label: str, at: str, power: str, spin: str, face_up: bool, stolen: bool, events: list[Event]) -> None:
    """Throw `card` (card number `n` on the picture) and settle it: in play when it touches a card, else
    pending (a break or throw icon could still save it) or discarded."""
    seat = state.seats[player]
    distance = hypot(aim[0] - seat[0], aim[1] - seat[1])
    used = auto_power(distance) if power == "auto" else power
    x, y, angle, flipped, _ = landing(state.rng, seat, aim, used, spin)
    up = face_up != flipped
    tc = TableCard(n=n, card=card, owner=owner, x=x, y=y, angle=angle, face_up=up)
    hit = geometry.touching_any(tc.pose, (t.pose for t in state.table))
    covered = newly_covered(state.table, tc) if hit else []
    state.last_throw = Throw(player=player, n=n, owner=owner, aim=aim, aim_label=label, seat=seat,
                             landing=(x, y), angle=angle, power=used, spin=spin, face_up=up, hit=hit,
                             stolen=stolen)
    events.append({
        "type": "threw", "player": player, "n": n, "owner": owner, "card": CARDS[card].name if up else None,
        "stolen": stolen, "at": label, "aim": list(aim), "landing": [x, y], "angle": angle, "power": used,
        "spin": spin, "face_up": up, "flipped": flipped, "hit": hit, "grid": grid_label(x, y),
        "distance": round(distance), "covered": covered,
    })
    if hit:
        state.table.append(tc)
        return
    if state.breaks or state.throw_icons:
        state.pending = Pending(card=tc, stolen=stolen, intended_face_up=face_up, aim=at)
        events.append({"type": "missed", "player": player, "n": n, "pending": True})
    else:
        state.discard.append(card)
        events.append({"type": "missed", "player": player, "n": n, "pending": False})


def drop_pending(state: ThrowdownState, events: list[Event]) -> None:
    """A missed card nobody kept goes to the discard pile (any other move lets it go)."""
    if state.pending is None:
        return
    tc = state.pending.card
    state.pending = None
    state.discard.append(tc.card)
    events.append({"type": "discarded", "n": tc.n, "owner": tc.owner})
