"""Battles, by the rulebook's battle sequence, resolved at once from standing orders.

A battle has an attacker (one to three arriving fleets, each with its own cargo, origin and
command) and a defender, who may be two parties: whoever has ships in the hex (`space_defender`)
and whoever holds the ground (`ground_defender`, the system's owner or the neutral). Each round of
space combat:

  i.   attacking ships fire; every 6 hits, +1 per point of tech advantage of the firing side;
  ii.  each defending Shield absorbs one hit this round; the defender chooses losses from the rest,
       then fires with every unit, those just lost included;
  iii. the attacker chooses losses; lost units are removed;
  iv.  each fleet checks its cargo (Fighters always need a space, troops aboard one each); excess
       units are eliminated;
  v.   drop units (Drop Troops, Trill Light Infantry) may drop when the defender has no Shields or
       the attacker's Jump is at least the defender's Space tech; a player defender's drop units
       aboard may reinforce their own ground;
  vi.  the attacker may retreat fleets (each to where it came from), then a player defender may
       retreat to one of their systems in Jump range.

When one side's ships are gone, the attacker's fleets that are in Comm range of the bunker that
ordered them may land their troops (regular invasion). After every space round, an active ground
battle fights one round: on the first ground round attacking Drop Troops fire first (units they
destroy do not fire back, and their hits are never added to the others' hits); Command Bunkers
take the defender's ground hits first; a Heavy Infantry needs two hits and a Command Bunker three
in the same round; hits must be taken as losses whenever they can be; the defender fires back with
everything, its own losses of that round included. Ground forces never retreat. When the attacker
holds the ground with at least one unit left, it captures the system: neutral ships there are
destroyed; a player's ships may fight on or retreat.

Decisions come from each side's `BattleOrders` (defaults: lose the cheapest units first, keep
carriers while they carry, drop and invade whenever allowed, never leave troops on the ground
unsupported, retreat when badly outgunned; defenders stand). Neutrals use fixed orders.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from engines.rng import Rng
from engines.said import Value, said, said_json
from engines.throneworld import units as U

MAX_ROUNDS = 500
"""Safety net (the rulebook has none): after this many rounds the attacker withdraws."""


class BattleOrders(BaseModel):
    """A player's standing battle orders (set before battles; used for every choice in them)."""

    space_losses: str = "FBPMS"
    """Ships to lose first, first letter first; carriers still needed for cargo are kept back."""
    ground_losses: str = "LDAH"
    """Troops to lose first (Command Bunkers always go first on the ground, by the rules)."""
    cargo_excess: str = "FLDAH"
    """What to eliminate first when a fleet has more cargo than room."""
    drop: bool = True
    """Drop invade as soon as allowed."""
    invade: bool = True
    """Land troops in a regular invasion when allowed."""
    first_fire: bool = True
    retreat: Literal["never", "outgunned"] | None = "outgunned"
    """None in a player's stored orders: never set, so it follows the role (Galaxy.battle_orders)."""
    outgunned_ratio: float = 0.5
    """Retreat when your expected hits per round are below this share of the enemy's."""
    support_troops: bool = True
    """Never retreat while your troops fight on the ground here."""


DEFENDER_ORDERS = BattleOrders(retreat="never")
NEUTRAL_ORDERS = BattleOrders(retreat="never", space_losses="FBPMS", ground_losses="LDAH")


class Side(BaseModel):
    """A party to a battle: a player (owner = name) or the neutral (owner None)."""

    owner: str | None = None
    race: str | None = None
    space_tech: int = 1
    ground_tech: int = 1
    jump_tech: int = 1
    orders: BattleOrders = Field(default_factory=BattleOrders)

    @property
    def neutral(self) -> bool:
        return self.owner is None


class Group(BaseModel):
    """A fleet in a battle: its ships and the troops aboard."""

    ships: U.Units = Field(default_factory=dict)
    aboard: U.Units = Field(default_factory=dict)
    origin: str | None = None
    """Where it jumped from (where it retreats to)."""
    in_command: bool = True
    """The battle hex is in Comm range of the bunker that ordered this fleet (regular invasion)."""
    intercepting: bool = False
    retreated_to: str | None = None

    @property
    def active(self) -> bool:
        return self.retreated_to is None and U.count(self.ships, U.WARSHIPS) > 0


class Battle(BaseModel):
    hex: str = ""
    attacker: Side
    groups: list[Group]
    space_defender: Side | None = None
    defence: Group = Field(default_factory=Group)
    """The defender's ships (Shields included) and troops aboard them."""
    ground_defender: Side | None = None
    army: U.Units = Field(default_factory=dict)
    """The defender's troops on the ground."""
    attacker_owns: bool = False
    """The attacker owns the system (breaking a blockade): nothing to invade."""
    defender_retreats: list[str] = Field(default_factory=list)
    """Hexes the space defender may retreat to (own systems in Jump range, no battle, no blockade)."""


class RoundReport(BaseModel):
    arena: Literal["space", "ground"]
    number: int
    attacker_rolls: list[int] = Field(default_factory=list)
    attacker_hits: int = 0
    first_fire_rolls: list[int] = Field(default_factory=list)
    first_fire_hits: int = 0
    defender_rolls: list[int] = Field(default_factory=list)
    defender_hits: int = 0
    absorbed: int = 0
    """Attacker hits absorbed by Shields."""
    defender_losses: U.Units = Field(default_factory=dict)
    attacker_losses: U.Units = Field(default_factory=dict)
    cargo_losses: dict[str, U.Units] = Field(default_factory=dict)
    notes: list[Any] = Field(default_factory=list)
    """What happened in the round besides the dice (drops, retreats): each a Said as JSON (`note`)."""


class BattleResult(BaseModel):
    hex: str = ""
    rounds: list[RoundReport]
    groups: list[Group]
    """The attacking fleets at the end (retreated ones have retreated_to set)."""
    defence: Group
    defence_retreated_to: str | None = None
    attacker_army: U.Units
    """The attacker's troops on the ground at the end."""
    army: U.Units
    """The ground defender's troops at the end."""
    captured: bool = False
    winner: Literal["attacker", "defender", "none"] = "none"
    lost: dict[str, dict[str, U.Units]] = Field(default_factory=dict)
    """side ('attacker' / 'defender') -> cause -> units. Causes: 'hit', 'cargo' (no room after a
    space round), 'capture' (neutral ships, or a former owner's Shields, when the system falls),
    'stalemate' (troops withdrawn by the MAX_ROUNDS safety net; never seen in practice)."""
    notes: list[Any] = Field(default_factory=list)
    """What happened after the last round (each a Said as JSON)."""
    prelude: list[Any] = Field(default_factory=list)
    """What happened before the first round (landings on an undefended ground, a capture)."""


CAPTURE_NOTES = ("tw-note-captures", "tw-note-neutral-ships-lost")
"""The notes a capture makes: the narration's heading says the capture already."""


def note(message_id: str, **values: Value) -> Any:
    """A battle's note as the event keeps it: a Said as JSON, said in each reader's language."""
    return said_json(said(message_id, **values))


# --- dice -----------------------------------------------------------------------------------------


def hit_on(advantage: int) -> int:
    """Lowest die that hits: 6, less one per point of tech advantage (never below 1)."""
    return max(1, 6 - max(0, advantage))


def roll(dice: int, advantage: int, rng: Rng) -> tuple[list[int], int]:
    rolls = [rng.d6() for _ in range(dice)]
    return rolls, sum(1 for r in rolls if r >= hit_on(advantage))


def space_dice(units: U.Units, attacking: bool, race: str | None) -> int:
    total = 0
    for code, n in units.items():
        if code not in U.WARSHIPS:
            continue
        total += n * (U.attack_dice(code, race) if attacking else U.defence_dice(code))
    return total


def ground_dice(units: U.Units, attacking: bool, race: str | None, with_bunker: bool = False) -> int:
    total = 0
    for code, n in units.items():
        if code not in U.TROOPS:
            continue
        total += n * (U.attack_dice(code, race) if attacking else U.defence_dice(code, with_bunker))
    return total


def expected_hits(dice: int, advantage: int) -> float:
    return dice * (7 - hit_on(advantage)) / 6


# --- choosing losses ------------------------------------------------------------------------------


def _rank(order: str, code: str) -> int:
    return order.index(code) if code in order else len(order) + U.ORDER.index(code)


def space_losses(groups: list[Group], hits: int, order: str) -> list[U.Units]:
    """One unit per hit (all ships take one hit), chosen across the fleets: cheapest first by
    `order`, but a carrier whose loss would strand cargo comes after every other ship. Returns the
    losses per group (same order as groups)."""
    left = [dict(g.ships) for g in groups]
    lost: list[U.Units] = [{} for _ in groups]
    for _ in range(hits):
        best: tuple | None = None
        for i, ships in enumerate(left):
            for code, n in ships.items():
                if n <= 0 or code not in U.WARSHIPS:
                    continue
                after = dict(ships)
                after[code] -= 1
                strands = not U.cargo_ok(after, groups[i].aboard) and U.cargo_ok(ships, groups[i].aboard)
                spare = U.capacity(ships) - U.cargo_needed(ships, groups[i].aboard)
                key = (strands, _rank(order, code), -spare, i)
                if best is None or key < best[0]:
                    best = (key, i, code)
        if best is None:
            break
        _, i, code = best
        left[i][code] -= 1
        lost[i][code] = lost[i].get(code, 0) + 1
    return lost


def ground_losses(army: U.Units, hits: int, order: str) -> tuple[U.Units, int]:
    """Losses for `hits` ground hits: Command Bunkers first (three hits each; fewer than three left
    over while a bunker stands are lost), then the losses that use the most hits (a Heavy
    Infantry needs two), choosing among equals by `order`. Returns (losses, hits not used)."""
    lost: U.Units = {}
    bunkers = army.get("C", 0)
    while bunkers and hits >= 3:
        bunkers -= 1
        hits -= 3
        lost["C"] = lost.get("C", 0) + 1
    if bunkers:
        return lost, hits
    singles = sorted((c for c in army if c in "ALD" for _ in range(army[c])), key=lambda c: _rank(order, c))
    heavies = army.get("H", 0)
    best: tuple | None = None
    for h in range(min(heavies, hits // 2) + 1):
        a = min(len(singles), hits - 2 * h)
        used = a + 2 * h
        chosen = singles[:a] + ["H"] * h
        ranks = sorted((_rank(order, c) for c in chosen), reverse=True)
        key = (-used, ranks)
        if best is None or key < best[0]:
            best = (key, chosen, used)
    assert best is not None
    _, chosen, used = best
    for c in chosen:
        lost[c] = lost.get(c, 0) + 1
    return lost, hits - used


def cargo_excess(group: Group, order: str) -> U.Units:
    """Units a fleet must eliminate to fit its cargo room (Fighters and troops aboard)."""
    need = U.cargo_needed(group.ships, group.aboard) - U.capacity(group.ships)
    out: U.Units = {}
    if need <= 0:
        return out
    pool = {"F": group.ships.get("F", 0), **U.only(group.aboard, U.MOBILE_TROOPS)}
    for code in sorted(pool, key=lambda c: _rank(order, c)):
        take = min(need, pool[code])
        if take:
            out[code] = take
            need -= take
        if need <= 0:
            break
    return out


# --- the battle -----------------------------------------------------------------------------------


def _copy(g: Group) -> Group:
    return Group.model_construct(ships=dict(g.ships), aboard=dict(g.aboard), origin=g.origin,
                                 in_command=g.in_command, intercepting=g.intercepting, retreated_to=g.retreated_to)


class _Fight:
    def __init__(self, battle: Battle, rng: Rng):
        b = battle  # read only; everything the fight changes is copied here
        self.b = b
        self.rng = rng
        self.att = b.attacker
        self.sdef = b.space_defender or Side()
        self.gdef = b.ground_defender or Side()
        self.groups = [_copy(g) for g in b.groups]
        self.defence = _copy(b.defence)
        self.army = dict(b.army)
        self.landed: U.Units = {}
        self.rounds: list[RoundReport] = []
        self.lost: dict[str, dict[str, U.Units]] = {"attacker": {}, "defender": {}}
        self.notes: list[Any] = []
        self.prelude: list[Any] = []
        self.captured = False
        self.def_retreat: str | None = None
        self.ground_round = 0
        self.space_rounds = 0

    # bookkeeping
    def _lose(self, side: str, cause: str, units: U.Units) -> None:
        if units:
            self.lost[side][cause] = U.add(self.lost[side].get(cause, {}), units)

    def att_active(self) -> list[Group]:
        return [g for g in self.groups if g.active]

    def def_ships(self) -> int:
        return U.count(self.defence.ships, U.WARSHIPS) if self.def_retreat is None else U.count(
            self.defence.ships, "S")

    def space_on(self) -> bool:
        return bool(self.att_active()) and self.def_ships() > 0

    def ground_on(self) -> bool:
        return bool(self.landed) and bool(self.army) and not self.captured

    def shields(self) -> int:
        return self.defence.ships.get("S", 0)

    def may_drop(self) -> bool:
        return self.shields() == 0 or self.att.jump_tech >= self.sdef.space_tech

    # steps
    def land(self, group: Group, units: U.Units, how: str, report: RoundReport | None) -> None:
        if not units:
            return
        group.aboard = U.sub(group.aboard, units)
        self.landed = U.add(self.landed, units)
        if report is None:
            self.prelude.append(note("tw-note-lands", units=U.text(units), how=how))

    def invade(self, report: RoundReport | None, after_space: bool) -> None:
        """Drops (allowed now) and regular invasions (when the defender's ships are gone)."""
        if self.b.attacker_owns or self.captured:
            return
        space_clear = self.def_ships() == 0
        for g in self.att_active() if self.def_ships() else [g for g in self.groups if g.retreated_to is None]:
            drops = {c: n for c, n in g.aboard.items() if U.can_drop(c, self.att.race)}
            if drops and self.att.orders.drop and (space_clear or (after_space and self.may_drop())):
                self.land(g, drops, "drop", report)
                if report:
                    report.notes.append(note("tw-note-drops", units=U.text(drops)))
            if space_clear and g.in_command and self.att.orders.invade:
                rest = U.only(g.aboard, U.MOBILE_TROOPS)
                if rest:
                    self.land(g, rest, "regular", report)
                    if report:
                        report.notes.append(note("tw-note-invades", units=U.text(rest)))
        self.check_capture(report)

    def reinforce(self, report: RoundReport | None, attacker_gone: bool) -> None:
        """A player defender's drop units aboard may reinforce their ground; intercepting troops in
        command may land once the attacking ships are gone."""
        if self.sdef.neutral or self.sdef.owner != self.gdef.owner or self.captured or self.def_retreat:
            return
        moving: U.Units = {c: n for c, n in self.defence.aboard.items() if U.can_drop(c, self.sdef.race)}
        if attacker_gone and self.defence.intercepting and self.defence.in_command:
            moving = U.only(self.defence.aboard, U.MOBILE_TROOPS)
        if moving:
            self.defence.aboard = U.sub(self.defence.aboard, moving)
            self.army = U.add(self.army, moving)
            if report:
                report.notes.append(note("tw-note-reinforces", units=U.text(moving)))

    def check_capture(self, report: RoundReport | None) -> None:
        if self.captured or self.b.attacker_owns or not self.landed or self.army:
            return
        self.captured = True
        notes = [note("tw-note-captures")]
        if self.sdef.neutral and self.defence.ships:
            gone = U.only(self.defence.ships, U.WARSHIPS)
            self._lose("defender", "capture", U.add(gone, self.defence.aboard))
            self.defence.ships = U.without(self.defence.ships, U.WARSHIPS)
            self.defence.aboard = {}
            notes.append(note("tw-note-neutral-ships-lost", units=U.text(gone)))
        (report.notes if report else self.prelude).extend(notes)

    def strength(self, mine: bool) -> float:
        att_units: U.Units = {}
        for g in self.att_active():
            att_units = U.add(att_units, g.ships)
        adv = self.att.space_tech - self.sdef.space_tech
        a = expected_hits(space_dice(att_units, True, self.att.race), adv) - self.shields()
        d = expected_hits(space_dice(self.defence.ships, False, self.sdef.race), -adv)
        return max(0.0, a) if mine else max(0.0, d)

    def retreats(self, report: RoundReport) -> None:
        o = self.att.orders
        if self.space_on() and o.retreat == "outgunned":
            supporting = o.support_troops and self.ground_on()
            if not supporting and self.strength(True) < o.outgunned_ratio * self.strength(False):
                for g in self.att_active():
                    g.retreated_to = g.origin or "?"
                report.notes.append(note("tw-note-attacker-retreats"))
        d = self.sdef.orders
        if (self.space_on() and not self.sdef.neutral and d.retreat == "outgunned" and self.b.defender_retreats
                and not (d.support_troops and self.ground_on())
                and self.strength(False) < d.outgunned_ratio * self.strength(True)):
            self.def_retreat = self.b.defender_retreats[0]
            report.notes.append(note("tw-note-defender-retreats", hex=self.def_retreat))

    def space_round(self) -> RoundReport:
        self.space_rounds += 1
        rep = RoundReport(arena="space", number=self.space_rounds)
        groups = self.att_active()
        att_units: U.Units = {}
        for g in groups:
            att_units = U.add(att_units, g.ships)
        adv = self.att.space_tech - self.sdef.space_tech
        rep.attacker_rolls, rep.attacker_hits = roll(space_dice(att_units, True, self.att.race), adv, self.rng)
        rep.absorbed = min(rep.attacker_hits, self.shields())
        fielded = Group.model_construct(
            ships=self.defence.ships if self.def_retreat is None else U.only(self.defence.ships, "S"),
            aboard=self.defence.aboard, origin=None, in_command=True, intercepting=False, retreated_to=None)
        dlost = space_losses([fielded], rep.attacker_hits - rep.absorbed, self.sdef.orders.space_losses)[0]
        rep.defender_rolls, rep.defender_hits = roll(space_dice(fielded.ships, False, self.sdef.race), -adv, self.rng)
        alost = space_losses(groups, rep.defender_hits, self.att.orders.space_losses)
        self.defence.ships = U.sub(self.defence.ships, dlost)
        rep.defender_losses = dlost
        self._lose("defender", "hit", dlost)
        for g, lost in zip(groups, alost, strict=True):
            g.ships = U.sub(g.ships, lost)
            rep.attacker_losses = U.add(rep.attacker_losses, lost)
        self._lose("attacker", "hit", rep.attacker_losses)
        # cargo
        for side, gs, order in (("attacker", groups, self.att.orders.cargo_excess),
                                ("defender", [self.defence], self.sdef.orders.cargo_excess)):
            for g in gs:
                excess = cargo_excess(g, order)
                if excess:
                    g.ships = U.sub(g.ships, U.only(excess, "F"))
                    g.aboard = U.sub(g.aboard, U.only(excess, U.MOBILE_TROOPS))
                    rep.cargo_losses[side] = U.add(rep.cargo_losses.get(side, {}), excess)
                    self._lose(side, "cargo", excess)
        # drops, reinforcements, invasions, retreats
        self.invade(rep, after_space=True)
        self.reinforce(rep, attacker_gone=not self.att_active())
        self.retreats(rep)
        if self.def_ships() == 0 and self.att_active():
            self.invade(rep, after_space=True)
        if not self.att_active():
            self.reinforce(rep, attacker_gone=True)
        self.rounds.append(rep)
        return rep

    def ground_fight(self) -> RoundReport:
        self.ground_round += 1
        rep = RoundReport(arena="ground", number=self.ground_round)
        adv = self.att.ground_tech - self.gdef.ground_tech
        attackers = dict(self.landed)
        order = self.gdef.orders.ground_losses
        first_lost: U.Units = {}
        if self.ground_round == 1 and self.att.orders.first_fire and attackers.get("D"):
            rep.first_fire_rolls, rep.first_fire_hits = roll(
                ground_dice({"D": attackers["D"]}, True, self.att.race), adv, self.rng)
            first_lost, _ = ground_losses(self.army, rep.first_fire_hits, order)
            self.army = U.sub(self.army, first_lost)
            attackers.pop("D")
            if first_lost:
                rep.notes.append(note("tw-note-first-fire", units=U.text(first_lost)))
        rep.attacker_rolls, rep.attacker_hits = roll(ground_dice(attackers, True, self.att.race), adv, self.rng)
        dlost, _ = ground_losses(self.army, rep.attacker_hits, order)
        bunker = self.army.get("C", 0) > 0
        rep.defender_rolls, rep.defender_hits = roll(
            ground_dice(self.army, False, self.gdef.race, with_bunker=bunker), -adv, self.rng)
        alost, _ = ground_losses(self.landed, rep.defender_hits, self.att.orders.ground_losses)
        self.army = U.sub(self.army, dlost)
        self.landed = U.sub(self.landed, alost)
        rep.defender_losses = U.add(first_lost, dlost)
        rep.attacker_losses = alost
        self._lose("defender", "hit", rep.defender_losses)
        self._lose("attacker", "hit", alost)
        self.check_capture(rep)
        if not self.landed and not self.captured:
            rep.notes.append(note("tw-note-wiped-out"))
        self.rounds.append(rep)
        return rep

    def after_capture(self) -> None:
        """Ships of a player who lost the system may stay; Shields left with no enemy ships to fight
        are destroyed (the system is no longer theirs)."""
        if not self.captured or self.att_active():
            return
        shields = U.only(self.defence.ships, "S")
        if shields and not self.sdef.neutral:
            self.defence.ships = U.without(self.defence.ships, "S")
            self._lose("defender", "capture", shields)
            self.notes.append(note("tw-note-shields-lost", units=U.text(shields)))

    def run(self) -> BattleResult:
        # no space battle at all: land at once
        if not self.space_on():
            self.invade(None, after_space=False)
        rounds = 0
        while self.space_on() or self.ground_on():
            rounds += 1
            if rounds > MAX_ROUNDS:
                for g in self.att_active():
                    g.retreated_to = g.origin or "?"
                self.notes.append(note("tw-note-withdraws"))
                if self.ground_on():
                    self._lose("attacker", "stalemate", self.landed)
                    self.landed = {}
                break
            if self.space_on():
                self.space_round()
            if self.ground_on():
                self.ground_fight()
            self.after_capture()
        self.after_capture()
        return self.result()

    def result(self) -> BattleResult:
        if self.captured:
            winner = "attacker"
        elif self.army or self.def_ships() > 0:
            winner = "defender"
        elif self.ground_round and not self.landed:
            winner = "none"  # both sides' last troops died in the same round: nobody takes the ground
        elif self.att_active() or self.landed:
            winner = "attacker"
        else:
            winner = "none"
        return BattleResult(hex=self.b.hex, rounds=self.rounds, groups=self.groups, defence=self.defence,
                            defence_retreated_to=self.def_retreat, attacker_army=self.landed, army=self.army,
                            captured=self.captured, winner=winner,
                            lost={k: v for k, v in self.lost.items()}, notes=self.notes, prelude=self.prelude)


def fight(battle: Battle, rng: Rng) -> BattleResult:
    """Resolve a whole battle at once. The input is not changed."""
    return _Fight(battle, rng).run()


def report_lines(result: BattleResult) -> list[Any]:
    """What the battle's rounds do not show, before the first round (landings, a capture) and after the
    last (withdrawals, Shields lost with the system): Saids as JSON. The rounds are told from their data."""
    return [*result.prelude, *result.notes]


def report_fields(result: BattleResult) -> dict[str, Any]:
    """What a battle event carries: the report's lines (and how many come before the first round), and
    the rounds and losses as data for the narration and the battle report picture."""
    return {"report": report_lines(result), "prelude": len(result.prelude),
            "rounds": [r.model_dump() for r in result.rounds], "lost": result.lost}
