"""The ground of a Throneworld game as one pydantic model: the map's systems, the units in them,
the empires' mats and standing battle orders. `setup` builds it for 2-6 players.

Units at a hex are kept per empire in a `Stack`: its ships (Survey Teams, warships, Shields) and
its troops (Command Bunkers and the mobile troops). Whether troops ride aboard or stand on the
ground is decided when they move or fight (the owner may shift them freely before a jump, battle
or chit, 4.53); troops at a hex their empire does not own are aboard. Fleets are named by their hex
(and the units sent), which is what a player types.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.rng import Rng
from engines.throneworld import hexmap, tiles
from engines.throneworld import units as U
from engines.throneworld.combat import DEFENDER_ORDERS, BattleOrders
from engines.throneworld.races import RACE_NAMES, EmpireMat, new_mat

THRONEWORLD_SYSTEMS = 6
START_SHIPS: U.Units = {"S": 1, "T": 2}
START_TROOPS: U.Units = {"C": 2}


class Stack(BaseModel):
    ships: U.Units = Field(default_factory=dict)
    troops: U.Units = Field(default_factory=dict)
    jumped: U.Units = Field(default_factory=dict)
    """Units here that jumped (or were ordered to) this turn: they may not jump again."""
    used_bunkers: int = 0

    @property
    def empty(self) -> bool:
        return not self.ships and not self.troops

    def units(self) -> U.Units:
        return U.add(self.ships, self.troops)

    def warships(self) -> int:
        return U.count(self.ships, U.WARSHIPS)

    def mobile_warships(self) -> int:
        return U.count(self.ships, U.MOBILE_WARSHIPS)

    def unused_bunkers(self) -> int:
        return max(0, self.troops.get("C", 0) - self.used_bunkers)


class System(BaseModel):
    name: str
    kind: hexmap.Kind
    tile: str | None = None
    """Tile id (None for a homeworld)."""
    home_of: str | None = None
    face_up: bool = False
    dev: int = 0
    printed_dev: int = 0
    space_tech: int | None = None
    ground_tech: int | None = None
    """The neutral's combat techs (from the tile)."""
    owner: str | None = None
    neutral: U.Units = Field(default_factory=dict)
    """Neutral forces (ships and troops) here; secret while the tile is face down."""
    scans: list[str] = Field(default_factory=list)
    stacks: dict[str, Stack] = Field(default_factory=dict)

    def stack(self, player: str) -> Stack:
        if player not in self.stacks:
            self.stacks[player] = Stack()
        return self.stacks[player]

    def units_of(self, player: str) -> U.Units:
        s = self.stacks.get(player)
        return s.units() if s else {}

    @property
    def empty_tile(self) -> bool:
        return self.tile is not None and tiles.tile(self.tile).empty

    def neutral_ships(self) -> U.Units:
        return U.only(self.neutral, U.SHIPS)

    def neutral_troops(self) -> U.Units:
        return U.only(self.neutral, U.TROOPS)


class Galaxy(BaseModel):
    players: list[str]
    layout: hexmap.Layout
    systems: dict[str, System]
    empires: dict[str, EmpireMat]
    orders: dict[str, BattleOrders] = Field(default_factory=dict)

    # --- lookups ---------------------------------------------------------------------------------

    def system(self, name: str) -> System:
        return self.systems[name]

    def distance(self, a: str, b: str) -> int | None:
        return hexmap.distance(len(self.players), a, b)

    def within(self, start: str, reach: int) -> list[str]:
        return hexmap.within(len(self.players), start, reach)

    def race(self, player: str) -> str:
        return self.empires[player].race

    def home(self, player: str) -> str:
        return self.empires[player].home

    def owned(self, player: str) -> list[str]:
        return [n for n, s in self.systems.items() if s.owner == player]

    def system_count(self, player: str) -> int:
        """Systems for victory: the Throneworld counts six."""
        return sum(THRONEWORLD_SYSTEMS if self.systems[n].kind == "throne" else 1 for n in self.owned(player))

    def scanned(self, player: str, name: str) -> bool:
        s = self.systems[name]
        return player in s.scans or s.owner == player

    def blockaded(self, name: str) -> bool:
        """An owned system is blockaded while another player's warships are there."""
        s = self.systems[name]
        if s.owner is None:
            return False
        return any(p != s.owner and st.mobile_warships() > 0 for p, st in s.stacks.items())

    def home_held(self, player: str) -> bool:
        return self.systems[self.home(player)].owner == player

    def battle_orders(self, player: str, defending: bool = False) -> BattleOrders:
        """The player's standing orders for this battle. A retreat the player never set follows the
        role: attackers retreat when outgunned, defenders stand."""
        base = DEFENDER_ORDERS if defending else BattleOrders()
        stored = self.orders.get(player)
        if stored is None:
            return base
        if stored.retreat is None:
            return stored.model_copy(update={"retreat": base.retreat})
        return stored

    def hostile_warships(self, player: str, name: str) -> bool:
        """Face-up non-friendly ships other than Survey Teams at a hex (neutral or player)."""
        s = self.systems[name]
        if s.face_up and U.count(s.neutral, U.WARSHIPS):
            return True
        return any(p != player and st.warships() > 0 for p, st in s.stacks.items())

    def hostile_fleet(self, player: str, name: str) -> bool:
        """A face-up non-friendly fleet at a hex: mobile warships (a Shield is static, not part of a
        fleet: 4.5), neutral or another player's. What destroys lone Survey Teams (4.52)."""
        s = self.systems[name]
        if s.face_up and U.count(s.neutral, U.MOBILE_WARSHIPS):
            return True
        return any(p != player and st.mobile_warships() > 0 for p, st in s.stacks.items())

    def unit_totals(self) -> dict[str, U.Units]:
        """Every player's units on the map (for conservation checks)."""
        out: dict[str, U.Units] = {p: {} for p in self.players}
        for s in self.systems.values():
            for p, st in s.stacks.items():
                out[p] = U.add(out[p], st.units())
        return out

    def tidy(self) -> None:
        for s in self.systems.values():
            for p in [p for p, st in s.stacks.items() if st.empty]:
                del s.stacks[p]


def setup(players: list[str], rng: Rng, races: list[str] | None = None) -> Galaxy:
    """Deal races (unless given), lay the map for the player count (seat i gets homeworld i), deal
    the system tiles face down by type, and place each empire's starting forces: two Command
    Bunkers on the ground, a Shield and two Survey Teams in space."""
    n = len(players)
    lay = hexmap.layout(n)
    if races is None:
        races = rng.sample(list(RACE_NAMES), n)
    if len(races) != n or len(set(races)) != n:
        raise ValueError("every empire needs its own race")
    placed = tiles.deal({k: lay.of_kind(k) for k in ("fringe", "outer", "inner", "throne")}, rng)
    systems: dict[str, System] = {}
    for name, kind in lay.kinds.items():
        if kind == "home":
            continue
        t = tiles.tile(placed[name])
        systems[name] = System(name=name, kind=kind, tile=t.id, dev=t.dev, printed_dev=t.dev,
                               space_tech=t.space_tech, ground_tech=t.ground_tech,
                               neutral=U.add(t.space, t.ground))
    empires: dict[str, EmpireMat] = {}
    for player, home, race_name in zip(players, lay.homes, races, strict=True):
        systems[home] = System(name=home, kind="home", home_of=player, face_up=True, dev=tiles.HOME_DEV,
                               printed_dev=tiles.HOME_DEV, owner=player, scans=[player],
                               stacks={player: Stack(ships=dict(START_SHIPS), troops=dict(START_TROOPS))})
        empires[player] = new_mat(race_name, home)
    ordered = {name: systems[name] for name in sorted(systems, key=lambda x: (x[0], int(x[1:])))}
    return Galaxy(players=list(players), layout=lay, systems=ordered, empires=empires)

