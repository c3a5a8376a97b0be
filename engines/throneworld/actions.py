"""Throneworld's actions: one pydantic model per command of issue 12, discriminated by `do`, so a
transcript of commands is a transcript of actions.

Hexes are typed as their names ("D4"); units as text such as "2P 3F H" (a count before a unit
letter, see GAMES.md: B P M F S C A H L D, T = Survey Team); chits by id ("A07") or by name
("artifact", "boom", "jam"...), the first matching chit in hand is used.
"""

from __future__ import annotations

from typing import Literal, Union

from engines.base import Action, StrList

Tech = Literal["jump", "comm", "space", "ground"]


class Jump(Action):
    """Add a jump to this turn's plan: `units` from `fleet` (the hex they are at) to `to`, ordered by
    the Command Bunker at `bunker`. No units = the whole fleet there (ships and the ground units
    aboard). `scrap`: Fighters at `fleet` to destroy when the jump launches, to free cargo room for
    the troops (4.51): only Fighters the jump would leave without a carrier."""

    do: Literal["jump"] = "jump"
    fleet: str
    to: str
    bunker: str | None = None
    units: str = ""
    scrap: int = 0


class Scan(Action):
    """Add a scan of `hex` to this turn's plan, by the Command Bunker at `bunker`."""

    do: Literal["scan"] = "scan"
    hex: str
    bunker: str | None = None


class Transfer(Action):
    """Plan this turn's TRANSFER (instead of jumps and scans): `units` (all if empty) from one of your
    worlds to another."""

    do: Literal["transfer"] = "transfer"
    origin: str
    to: str
    units: str = ""


class Commit(Action):
    """Propose the plan (opens the reaction window); with an empty plan, make no moves. In Outreach:
    your choices are final."""

    do: Literal["commit"] = "commit"


class Chit(Action):
    """Play an action chit in your expansion, and possibly turn in one more.

    use: artifact (tech = first attempt), boom (option local | credits | develop; target for
    develop), sabotage (option develop | force | neutral; target hex; space/ground split for force;
    units for neutral), hwreturn (origins: up to two of your worlds; units: what to bring, as for a
    transfer, one list per origin separated by ';', none for everything)."""

    do: Literal["chit"] = "chit"
    chit: str
    use: Literal["artifact", "boom", "sabotage", "hwreturn"] | None = None
    option: Literal["local", "credits", "develop", "force", "neutral"] | None = None
    target: str | None = None
    tech: Tech | None = None
    space: int | None = None
    ground: int | None = None
    units: str = ""
    origins: StrList = []
    turn_in: str | None = None


class Pass(Action):
    """Pass: in your move step or chit step, end your expansion (turning in up to five chits); in a
    reaction window, announce nothing more; as an event's chooser, pick nothing."""

    do: Literal["pass"] = "pass"
    turn_in: StrList = []


class Jam(Action):
    """In a reaction window: JAM proposed action number `action` (1 = first in resolution order)
    with your unused Command Bunker at `bunker`."""

    do: Literal["jam"] = "jam"
    action: int
    bunker: str
    chit: str = "jam"


class Intercept(Action):
    """In a reaction window: INTERCEPT proposed jump number `action` (to your world) with `units`
    (all if empty) of your fleet at `fleet`, ordered by your unused Command Bunker at `bunker`."""

    do: Literal["intercept"] = "intercept"
    action: int
    fleet: str
    bunker: str
    units: str = ""
    chit: str = "intercept"


class Counterjam(Action):
    """As the proposer: counter-JAM announced response number `response` (1 = first announced) with
    your unused Command Bunker at `bunker`."""

    do: Literal["counterjam"] = "counterjam"
    response: int
    bunker: str
    chit: str = "jam"


class Research(Action):
    """A research attempt (the empire phase, Scientific Advance, an Artifact's second attempt), or
    `none` to skip it."""

    do: Literal["research"] = "research"
    tech: Tech | Literal["none"] = "none"


class Build(Action):
    """Production, Outreach or an Economic Boom: add `units` built at `at` (your homeworld if not
    given) to your order; `done` (or no units) finishes your building."""

    do: Literal["build"] = "build"
    units: str = ""
    at: str | None = None
    done: bool = False


class EventTarget(Action):
    """As an event's FIRST/LAST chooser: strike `target` (Imperial Attack, Rebels) or, for Imperial
    Sabotage, pick `option` develop | force (with the space/ground split of its points)."""

    do: Literal["event"] = "event"
    target: str
    option: Literal["develop", "force"] | None = None
    space: int | None = None
    ground: int | None = None


class Orders(Action):
    """Standing battle orders for every battle your empire fights without asking: `retreat` (never |
    outgunned), `drop` and `invade` (whether to land when allowed), loss orders as unit letters,
    cheapest to lose first (`space_losses` e.g. FBPMS, `ground_losses` e.g. LDAH)."""

    do: Literal["orders"] = "orders"
    retreat: Literal["never", "outgunned"] | None = None
    drop: bool | None = None
    invade: bool | None = None
    space_losses: str | None = None
    ground_losses: str | None = None


Actions = Union[Jump, Scan, Transfer, Commit, Chit, Pass, Jam, Intercept, Counterjam, Research, Build,
                EventTarget, Orders]
