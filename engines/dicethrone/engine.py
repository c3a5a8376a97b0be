"""Dice Throne: the rules (engines/dicethrone/rules.md is the players' version).

A turn: upkeep → income → main 1 → offensive roll (up to 3 attempts, then at most one ability) →
(blind check) → targeting roll (3+ players) → the ability's effects → defensive roll → damage, all at
once → main 2 → discard down to 6. `state.phase` says where the turn stands; `_advance` moves the game
on through every step nobody has to decide, and stops where someone must act.

Reaction windows: after each roll settles (an offensive attempt, the chosen ability, the blind check,
the targeting die, the defensive roll) the players who could play something right now (an affordable
card that would do something, a token they can spend) are awaited as "reaction" prompts; `done`
passes. Whoever plays in a window stays in it, and everyone else who can respond is asked again.

Positions: dice are numbered 1-5 for players (`roll dice:"1 4"`); the state keeps values 1-6 and the
hero's faces map them to symbols (data.HEROES).
"""

from __future__ import annotations

import math
import random
import re
from datetime import datetime
from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from engines.base import Action, Engine, Event, IntList, Outcome, Prompt, State, StrList
from engines.dicethrone import data
from engines.dicethrone.data import HEROES, STATUSES, card_of
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.rng import Rng

MAX_CP = 15
START_CP = 2
START_HAND = 4
HAND_LIMIT = 6
HEAL_ABOVE_START = 10
OFFENSE_ATTEMPTS = 3
MAX_TURNS = 200
"""Safety net (the Mad King's patience): after this many turns the side with most health wins."""
WHAT_THE_HEALTH = 10

Mode = Literal["auto", "1v1", "first", "2v2", "3v3", "2v2v2", "ffa"]
Variant = Literal["standard", "simplified", "upgrade_deck"]
MODE_PLAYERS = {"1v1": (2, 2), "first": (2, 2), "2v2": (4, 4), "3v3": (6, 6), "2v2v2": (6, 6), "ffa": (3, 6)}
FFA_HEALTH = {3: 30, 4: 25, 5: 20, 6: 20}
MODE_HEALTH = {"1v1": 50, "first": 30, "2v2": 50, "3v3": 50, "2v2v2": 35}
ROLL_KINDS = ("offense", "defense", "target", "blind")
MAIN_PHASES = ("main1", "main2")


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


HERO_IDS = {_norm(k): k for k in HEROES} | {_norm(h["name"]): k for k, h in HEROES.items()}


# --- options, actions -------------------------------------------------------------------------


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")
    mode: Mode = "auto"
    """auto = 1v1 for two players, free-for-all for more."""
    heroes: StrList = Field(default_factory=list)
    """One hero per seat in seat order (barbarian, moon_elf, pyromancer, monk, paladin, shadow_thief or
    random); missing seats are random."""
    health: int | None = Field(default=None, ge=1, le=200)
    variant: Variant = "standard"


class Roll(Action):
    """Offensive roll: the first attempt rolls all five dice; later ones reroll the listed positions."""

    do: Literal["roll"] = "roll"
    dice: IntList = Field(default_factory=list)


class Ability(Action):
    do: Literal["ability"] = "ability"
    name: str


class Defend(Action):
    do: Literal["defend"] = "defend"
    name: str = ""


class Play(Action):
    do: Literal["play"] = "play"
    card: str
    die: IntList = Field(default_factory=list)
    value: int | None = None
    target: str | None = None


class Sell(Action):
    do: Literal["sell"] = "sell"
    card: str


class Spend(Action):
    do: Literal["spend"] = "spend"
    status: str


class Target(Action):
    do: Literal["target"] = "target"
    player: str


class Draw(Action):
    """Hero-upgrade-deck variant: which pile the income card comes from."""

    do: Literal["draw"] = "draw"
    pile: Literal["upgrade", "action"]


class Done(Action):
    do: Literal["done"] = "done"


DiceThroneAction = Union[Roll, Ability, Defend, Play, Sell, Spend, Target, Draw, Done]


# --- state ---------------------------------------------------------------------------------------


class Hero(BaseModel):
    hero: str
    team: int
    cp: int = START_CP
    hand: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    updeck: list[str] = Field(default_factory=list)
    """The hero-upgrade-deck variant's separate upgrade pile (empty otherwise)."""
    discard: list[str] = Field(default_factory=list)
    board: list[str] = Field(default_factory=list)
    """Upgrade cards lying on the hero board."""
    statuses: dict[str, int] = Field(default_factory=dict)
    turns: int = 0
    reset_used: bool = False
    out: bool = False

    def level(self, ability: str) -> int:
        levels = [card_of(c)["level"] for c in self.board if card_of(c).get("ability") == ability]
        return max(levels, default=1)


class DiceRoll(BaseModel):
    kind: Literal["offense", "defense", "target", "blind"]
    owner: str
    hero: str
    dice: list[int] = Field(default_factory=list)
    attempts: int = 0
    max_attempts: int = 1
    fresh: list[int] = Field(default_factory=list)
    """0-based positions rolled or changed by the latest move (the picture marks the others as kept)."""
    live: bool = True
    """Cards may still change these dice."""


class Attack(BaseModel):
    attacker: str
    ability: str
    level: int
    ultimate: bool = False
    stage: str = "confirm"
    target: str | None = None
    needs_target: bool = False
    has_damage: bool = False
    damage: int = 0
    collateral: int = 0
    undefendable: bool = False
    bonus: int = 0
    prevent: int = 0
    halves: int = 0
    negated: bool = False
    reflect: int = 0
    defense: str | None = None
    defense_level: int = 1
    failed: bool = False
    chooser: str | None = None
    choices: list[str] = Field(default_factory=list)
    dice: list[int] = Field(default_factory=list)
    """The offensive dice as they stood when the ability resolved."""
    shown: DiceRoll | None = None


class Window(BaseModel):
    kind: Literal["roll", "confirm", "blind", "target", "damage"]
    pending: list[str]
    include: list[str]
    dice_only: list[str] = Field(default_factory=list)
    """Opponents facing an Ultimate may only alter its dice."""
    changed: bool = False


class DiceThroneState(State):
    schema_version: int = 1
    mode: str
    variant: str = "standard"
    start_health: int
    teams: list[list[str]]
    health: list[int]
    order: list[str]
    active: str
    phase: str = "main1"
    turn: int = 1
    opening: dict[str, list[int]] = Field(default_factory=dict)
    heroes: dict[str, Hero]
    roll: DiceRoll | None = None
    attack: Attack | None = None
    window: Window | None = None
    eliminated: list[list[int]] = Field(default_factory=list)
    """Teams knocked out, one list per moment (teams falling together share a place)."""
    finished: str | None = None
    """Why the game ended (None while playing)."""
    hits: list[dict[str, Any]] = Field(default_factory=list)
    """The latest damage and heals, for the picture."""


# --- views -----------------------------------------------------------------------------------------


class AbilityView(BaseModel):
    id: str
    name: str
    kind: str
    level: int
    max_level: int
    text: str
    ready: bool = False
    """The current offensive dice qualify for it (active hero only)."""


class HeroView(BaseModel):
    player: str
    hero: str
    hero_name: str
    team: int
    health: int
    cp: int
    statuses: dict[str, int]
    hand: int
    deck: int
    discard: int
    board: list[str]
    abilities: list[AbilityView]
    passive: str | None
    out: bool
    faces: dict[int, str]


class CardView(BaseModel):
    id: str
    name: str
    kind: str
    timing: str
    cost: int
    text: str
    playable: bool = False


class PublicView(BaseModel):
    scores: dict[str, int]
    mode: str
    variant: str
    start_health: int
    max_health: int
    teams: list[list[str]]
    team_health: list[int]
    turn: int
    active: str
    phase: str
    phase_text: str
    heroes: list[HeroView]
    roll: DiceRoll | None
    roll_symbols: list[str]
    attack: dict[str, Any] | None
    window: list[str]
    awaiting: list[str]
    hits: list[dict[str, Any]]
    opening: dict[str, list[int]]
    finished: str | None


class PlayerView(PublicView):
    me: str
    hand: list[CardView]
    teammates: dict[str, list[CardView]]


# --- helpers on dice --------------------------------------------------------------------------------


def counts(hero_id: str, dice: list[int]) -> dict[str, int]:
    faces = HEROES[hero_id]["faces"]
    out: dict[str, int] = {}
    for value in dice:
        out[faces[value]] = out.get(faces[value], 0) + 1
    return out


def meets(req: dict[str, int], hero_id: str, dice: list[int]) -> bool:
    if len(dice) == 0:
        return False
    if "straight" in req:
        values = set(dice)
        n = req["straight"]
        return any(all(v in values for v in range(lo, lo + n)) for lo in range(1, 8 - n))
    have = counts(hero_id, dice)
    return all(have.get(sym, 0) >= n for sym, n in req.items())


def ability_def(hero_id: str, aid: str) -> dict[str, Any]:
    for ability in HEROES[hero_id]["abilities"]:
        if ability["id"] == aid:
            return ability
    raise KeyError(aid)


def level_def(hero_id: str, aid: str, level: int) -> dict[str, Any]:
    levels = ability_def(hero_id, aid)["levels"]
    return levels[min(level, len(levels)) - 1]


def effective_fx(level: dict[str, Any], hero_id: str, dice: list[int]) -> list[dict[str, Any]]:
    """The pieces an offensive level gives for these dice (the best tier reached)."""
    fx = level["fx"]
    tiers = level.get("tiers")
    if tiers:
        symbol = next(iter(level["req"]))
        have = counts(hero_id, dice).get(symbol, 0)
        for count in sorted(tiers, key=int):
            if have >= int(count):
                fx = tiers[count]
    return fx


def _applies(piece: dict[str, Any], have: dict[str, int]) -> bool:
    return all(have.get(s, 0) >= n for s, n in piece.get("if", {}).items())


def _amount(piece: dict[str, Any], key: str, have: dict[str, int], hero: Hero | None = None) -> int:
    base = piece[key] if isinstance(piece[key], int) and not isinstance(piece[key], bool) else piece.get("n", 1)
    if piece.get("per"):
        base *= have.get(piece["per"], 0)
    if piece.get("plus") and hero is not None:
        base += hero.statuses.get(piece["plus"], 0)
    return base


class DiceThrone(Engine):
    name = "dicethrone"
    title = "Dice Throne"
    min_players = 2
    max_players = 6
    state_type = DiceThroneState
    action_type = DiceThroneAction
    options_type = Options

    # --- setup --------------------------------------------------------------------------------

    def setup(self, players: list[str], options: Options, rng: Rng) -> DiceThroneState:
        n = len(players)
        mode = options.mode if options.mode != "auto" else ("1v1" if n == 2 else "ffa")
        low, high = MODE_PLAYERS[mode]
        if not low <= n <= high:
            need = str(low) if low == high else f"{low} to {high}"
            raise BadArguments(f"The {mode} mode is for {need} players, and {n} are seated.")
        if len(options.heroes) > n:
            raise BadArguments(f"{len(options.heroes)} heroes were named for {n} seats: name one per seat.")
        if mode in ("2v2", "3v3"):
            teams = [players[0::2], players[1::2]]
        elif mode == "2v2v2":
            teams = [[players[0], players[3]], [players[1], players[4]], [players[2], players[5]]]
        else:
            teams = [[p] for p in players]
        if options.health is not None:
            health = options.health
        elif options.variant == "simplified":
            health = 30
        else:
            health = FFA_HEALTH[n] if mode == "ffa" else MODE_HEALTH[mode]
        chosen = self._choose_heroes(players, options, mode, rng)
        heroes: dict[str, Hero] = {}
        for p in players:
            team = next(i for i, t in enumerate(teams) if p in t)
            hero = Hero(hero=chosen[p], team=team, cp=0 if options.variant == "simplified" else START_CP)
            cards = data.deck_list(chosen[p])
            rng.shuffle(cards)
            if options.variant == "upgrade_deck":
                hero.updeck = [c for c in cards if card_of(c)["kind"] == "upgrade"]
                hero.deck = [c for c in cards if card_of(c)["kind"] != "upgrade"]
            else:
                hero.deck = cards
            heroes[p] = hero
        state = DiceThroneState(players=players, rng=rng, mode=mode, variant=options.variant, start_health=health,
                                teams=teams, health=[health] * len(teams), order=list(players), active=players[0],
                                heroes=heroes)
        if options.variant != "simplified":
            for p in players:
                if options.variant == "upgrade_deck":
                    self._draw(state, p, 1, [], pile="upgrade")
                    self._draw(state, p, START_HAND - 1, [], pile="action")
                else:
                    self._draw(state, p, START_HAND, [])
        first = self._roll_off(state, list(players))
        at = players.index(first)
        state.order = players[at:] + players[:at]
        state.active = first
        state.phase = "turn_start"
        self._advance(state, [])
        return state

    def _choose_heroes(self, players: list[str], options: Options, mode: str, rng: Rng) -> dict[str, str]:
        named: list[str | None] = []
        for text in options.heroes:
            key = _norm(text)
            if key in ("random", "", "any"):
                named.append(None)
            elif key in HERO_IDS:
                named.append(HERO_IDS[key])
            else:
                names = ", ".join(HEROES)
                raise BadArguments(f"There is no hero called '{text}'. The heroes are: {names} (or random).")
        named += [None] * (len(players) - len(named))
        pool = ["barbarian", "moon_elf"] if mode == "first" else list(HEROES)
        free = [h for h in pool if h not in named] or pool
        rng.shuffle(free)
        out = {}
        for p, hero in zip(players, named, strict=True):
            if hero is None:
                hero = free.pop() if free else rng.choice(pool)
            out[p] = hero
        return out

    def _roll_off(self, state: DiceThroneState, contenders: list[str]) -> str:
        """Everyone rolls a die; the highest goes first; ties roll again."""
        for _ in range(100):
            rolls = {p: state.rng.d6() for p in contenders}
            for p, v in rolls.items():
                state.opening.setdefault(p, []).append(v)
            best = max(rolls.values())
            contenders = [p for p in contenders if rolls[p] == best]
            if len(contenders) == 1:
                return contenders[0]
        return contenders[0]

    # --- the flow -------------------------------------------------------------------------------

    def play(self, state: DiceThroneState, player: str, action: Action, now: datetime) -> list[Event]:
        ev: list[Event] = []
        handler = {
            Roll: self._act_roll, Ability: self._act_ability, Defend: self._act_defend, Play: self._act_play,
            Sell: self._act_sell, Spend: self._act_spend, Target: self._act_target, Draw: self._act_draw,
            Done: self._act_done,
        }[type(action)]
        handler(state, player, action, ev)
        self._advance(state, ev)
        return ev

    def _advance(self, s: DiceThroneState, ev: list[Event]) -> None:
        for _ in range(1000):
            if s.finished:
                s.window = None
                return
            if s.window is not None:
                self._prune_window(s)
                if s.window.pending:
                    return
                window, s.window = s.window, None
                self._after_window(s, window, ev)
                continue
            if s.phase == "turn_start":
                self._begin_turn(s, ev)
                continue
            if s.phase == "offense_start":
                self._start_offense(s, ev)
                continue
            if s.phase == "resolve":
                self._attack_step(s, ev)
                continue
            if s.phase == "discard" and len(s.heroes[s.active].hand) <= HAND_LIMIT:
                self._end_turn(s, ev)
                continue
            if s.phase == "turn_end":
                self._next_turn(s, ev)
                continue
            return
        raise RuntimeError("Dice Throne flow did not settle")  # pragma: no cover

    def _begin_turn(self, s: DiceThroneState, ev: list[Event]) -> None:
        p = s.active
        h = s.heroes[p]
        h.turns += 1
        s.roll = None
        s.attack = None
        s.hits = []
        ev.append({"type": "turn", "player": p, "hero": h.hero, "turn": s.turn})
        # upkeep
        for status in ("burn", "poison"):
            n = h.statuses.get(status, 0)
            if n:
                ev.append({"type": "upkeep", "player": p, "status": status, "damage": n})
                self._hurt(s, {p: n}, ev, source=STATUSES[status]["name"])
                if status == "burn":
                    self._add_status(s, p, "burn", -1, ev)
        if self._check_defeats(s, ev) or h.out:
            s.phase = "turn_end"
            return
        simplified = s.variant == "simplified"
        if not simplified:
            if s.turn == 1:
                ev.append({"type": "skip", "player": p, "what": "income", "why": "the first player skips it"})
            elif h.statuses.get("concussion"):
                self._add_status(s, p, "concussion", -1, ev)
                ev.append({"type": "skip", "player": p, "what": "income", "why": "Concussion"})
            else:
                passive = HEROES[h.hero]["passive"] or {}
                bonus = passive.get("income_cp", 0) if h.cp < passive.get("income_cp_below", MAX_CP + 1) else 0
                gained = self._gain_cp(s, p, 1 + bonus)
                extra = 0
                limit = passive.get("income_draw_if_hand_at_most")
                if limit is not None and len(h.hand) <= limit:
                    extra = 1
                ev.append({"type": "income", "player": p, "cp": gained, "now": h.cp})
                if s.variant == "upgrade_deck":
                    if extra:
                        self._draw(s, p, extra, ev)
                    s.phase = "draw"
                    return
                self._draw(s, p, 1 + extra, ev)
        s.phase = "offense_start" if simplified else "main1"

    def _start_offense(self, s: DiceThroneState, ev: list[Event]) -> None:
        p = s.active
        h = s.heroes[p]
        if h.statuses.get("stun"):
            self._add_status(s, p, "stun", -1, ev)
            ev.append({"type": "skip", "player": p, "what": "offensive roll", "why": "Stun"})
            self._after_offense(s, ev)
            return
        if h.statuses.get("knockdown"):
            self._add_status(s, p, "knockdown", -1, ev)
            if h.cp >= data.KNOCKDOWN_PRICE:
                h.cp -= data.KNOCKDOWN_PRICE
                ev.append({"type": "cp", "player": p, "change": -data.KNOCKDOWN_PRICE, "now": h.cp,
                           "why": "Knockdown"})
            else:
                ev.append({"type": "skip", "player": p, "what": "offensive roll", "why": "Knockdown"})
                self._after_offense(s, ev)
                return
        attempts = OFFENSE_ATTEMPTS
        if h.statuses.get("entangle"):
            attempts -= 1
            self._add_status(s, p, "entangle", -1, ev)
        s.roll = DiceRoll(kind="offense", owner=p, hero=h.hero, max_attempts=attempts)
        s.phase = "offense"
        ev.append({"type": "phase", "player": p, "phase": "offense", "attempts": attempts})

    def _after_offense(self, s: DiceThroneState, ev: list[Event]) -> None:
        """The attack (if any) is over: main phase 2, or the end of the turn."""
        s.attack = None
        if s.roll is not None:
            s.roll.live = False
        if s.heroes[s.active].out:
            s.phase = "turn_end"
        elif s.variant == "simplified":
            s.phase = "turn_end"
        else:
            s.phase = "main2"

    def _end_turn(self, s: DiceThroneState, ev: list[Event]) -> None:
        s.phase = "turn_end"

    def _next_turn(self, s: DiceThroneState, ev: list[Event]) -> None:
        if self._finish_if_over(s, ev):
            return
        if s.turn >= MAX_TURNS:
            s.finished = f"The turn limit of {MAX_TURNS} was reached; the side with most health wins."
            ev.append({"type": "game_over", "reason": s.finished})
            return
        at = s.order.index(s.active)
        for step in range(1, len(s.order) + 1):
            nxt = s.order[(at + step) % len(s.order)]
            if not s.heroes[nxt].out:
                break
        s.active = nxt
        s.turn += 1
        s.phase = "turn_start"

    # --- who is awaited ---------------------------------------------------------------------------

    def awaiting(self, state: DiceThroneState) -> list[Prompt]:
        s = state
        if s.finished:
            return []
        if s.window is not None:
            what = {"roll": "a card or token after the roll (or done)",
                    "confirm": "a last chance to alter the dice before the ability resolves (or done)",
                    "blind": "a card on the Blind check die (or done)",
                    "target": "a card on the targeting die (or done)",
                    "damage": "cards or tokens before the damage is dealt (or done)"}[s.window.kind]
            return [Prompt(player=p, kind="reaction", timer="reaction", what=what) for p in s.window.pending]
        p = s.active
        if s.phase == "main1":
            return [Prompt(player=p, what="main phase 1: play or sell cards, then done to roll")]
        if s.phase == "main2":
            return [Prompt(player=p, what="main phase 2: play or sell cards, then done")]
        if s.phase == "discard":
            return [Prompt(player=p, what=f"sell cards down to {HAND_LIMIT}")]
        if s.phase == "draw":
            return [Prompt(player=p, what="draw from the upgrade or the action pile")]
        if s.phase == "offense":
            r = s.roll
            if r is None or r.attempts == 0:
                return [Prompt(player=p, what="offensive roll: roll your five dice")]
            return [Prompt(player=p, what=f"offensive roll {r.attempts}/{r.max_attempts}: reroll, or choose an "
                                          "ability")]
        if s.phase == "defense" and s.attack and s.attack.target:
            return [Prompt(player=s.attack.target, what=f"defend against {s.attack.attacker}'s attack")]
        if s.phase == "choose_target" and s.attack and s.attack.chooser:
            return [Prompt(player=s.attack.chooser, what=f"choose the target of {s.attack.attacker}'s attack")]
        return []

    # --- actions ------------------------------------------------------------------------------------

    def _in_window(self, s: DiceThroneState, p: str) -> bool:
        return s.window is not None and p in s.window.pending

    def _own_turn_step(self, s: DiceThroneState, p: str, *phases: str) -> bool:
        return s.window is None and p == s.active and s.phase in phases

    def _act_roll(self, s: DiceThroneState, p: str, a: Roll, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "offense"):
            raise WrongPhase("You can only roll in your own offensive roll phase.")
        r = s.roll
        assert r is not None
        if s.attack is not None:
            raise WrongPhase("You have already chosen an ability.")
        if r.attempts >= r.max_attempts:
            raise IllegalAction(f"You have used all {r.max_attempts} roll attempts: choose an ability or say done.")
        if r.attempts == 0:
            if a.dice and sorted(a.dice) != [1, 2, 3, 4, 5]:
                raise IllegalAction("The first roll throws all five dice: just roll.")
            positions = [0, 1, 2, 3, 4]
        else:
            positions = self._positions(a.dice, 5, "reroll")
        for i in positions:
            if r.attempts == 0:
                r.dice.append(s.rng.d6())
            else:
                r.dice[i] = s.rng.d6()
        r.attempts += 1
        r.fresh = positions
        ev.append(self._roll_event(s, r))
        self._open_window(s, "roll", [q for q in self._alive(s) if q != p], ev)

    def _positions(self, dice: list[int], n: int, verb: str, limit: int | None = None) -> list[int]:
        if not dice:
            raise BadArguments(f"Say which dice to {verb} by position, e.g. dice:\"1 4\" (1 to {n}).")
        if any(not 1 <= d <= n for d in dice):
            raise BadArguments(f"Dice positions go from 1 to {n}.")
        if len(set(dice)) != len(dice):
            raise BadArguments("Name each die only once.")
        if limit is not None and len(dice) > limit:
            raise IllegalAction(f"This lets you pick at most {limit} dice.")
        return [d - 1 for d in dice]

    def _roll_event(self, s: DiceThroneState, r: DiceRoll) -> Event:
        faces = HEROES[r.hero]["faces"]
        return {"type": "roll", "player": r.owner, "kind": r.kind, "dice": list(r.dice),
                "symbols": [faces[v] for v in r.dice], "fresh": list(r.fresh), "attempt": r.attempts,
                "of": r.max_attempts}

    def _find_ability(self, s: DiceThroneState, p: str, name: str, kinds: tuple[str, ...]) -> dict[str, Any]:
        hero = s.heroes[p].hero
        key = _norm(name)
        for ability in HEROES[hero]["abilities"]:
            if ability["kind"] in kinds and key in (_norm(ability["id"]), _norm(ability["name"])):
                return ability
        names = ", ".join(a["name"] for a in HEROES[hero]["abilities"] if a["kind"] in kinds)
        raise BadArguments(f"{HEROES[hero]['name']} has no ability called '{name}'. Yours are: {names}.")

    def ready_abilities(self, s: DiceThroneState, p: str) -> list[str]:
        """Offensive abilities the current offensive dice qualify for."""
        r = s.roll
        if r is None or r.kind != "offense" or r.owner != p or not r.dice:
            return []
        h = s.heroes[p]
        return [a["id"] for a in HEROES[h.hero]["abilities"]
                if a["kind"] != "defense" and meets(level_def(h.hero, a["id"], h.level(a["id"]))["req"], h.hero,
                                                    r.dice)]

    def _act_ability(self, s: DiceThroneState, p: str, a: Ability, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "offense"):
            raise WrongPhase("You choose an ability at the end of your own offensive roll.")
        r = s.roll
        assert r is not None
        if r.attempts == 0:
            raise IllegalAction("Roll your dice first.")
        ability = self._find_ability(s, p, a.name, ("offense", "ultimate"))
        h = s.heroes[p]
        level = h.level(ability["id"])
        req = level_def(h.hero, ability["id"], level)["req"]
        if not meets(req, h.hero, r.dice):
            raise IllegalAction(f"Your dice don't qualify for {ability['name']}: it needs {data.describe_req(req)}.")
        s.attack = Attack(attacker=p, ability=ability["id"], level=level, ultimate=ability["kind"] == "ultimate")
        ev.append({"type": "ability", "player": p, "ability": ability["id"], "name": ability["name"],
                   "level": level, "ultimate": s.attack.ultimate})
        others = [q for q in self._alive(s) if q != p]
        dice_only = [q for q in others if self._opponents(s, p, q)] if s.attack.ultimate else []
        self._open_window(s, "confirm", others, ev, dice_only=dice_only)
        if s.window is None:
            s.attack.stage = "blind"
            s.phase = "resolve"

    def _act_defend(self, s: DiceThroneState, p: str, a: Defend, ev: list[Event]) -> None:
        if s.window is not None or s.phase != "defense" or s.attack is None or s.attack.target != p:
            raise WrongPhase("There is no attack on you to defend against right now.")
        h = s.heroes[p]
        defenses = [x for x in HEROES[h.hero]["abilities"] if x["kind"] == "defense"]
        if a.name:
            ability = self._find_ability(s, p, a.name, ("defense",))
        elif len(defenses) == 1:
            ability = defenses[0]
        else:
            names = ", ".join(x["name"] for x in defenses)
            raise BadArguments(f"Choose which defence to roll: {names}.")
        level = h.level(ability["id"])
        n = level_def(h.hero, ability["id"], level)["dice"]
        s.attack.defense = ability["id"]
        s.attack.defense_level = level
        s.roll = DiceRoll(kind="defense", owner=p, hero=h.hero, dice=[s.rng.d6() for _ in range(n)], attempts=1,
                          max_attempts=1, fresh=list(range(n)))
        ev.append({"type": "defend", "player": p, "ability": ability["id"], "name": ability["name"], "level": level})
        ev.append(self._roll_event(s, s.roll))
        s.attack.stage = "damage"
        s.phase = "resolve"
        self._open_window(s, "damage", self._alive(s), ev)
        if s.window is None:
            s.attack.stage = "resolve_damage"

    def _act_target(self, s: DiceThroneState, p: str, a: Target, ev: list[Event]) -> None:
        att = s.attack
        if s.window is not None or s.phase != "choose_target" or att is None or att.chooser != p:
            raise WrongPhase("You have no target to choose right now.")
        target = self._player_named(s, a.player)
        if target not in att.choices:
            raise IllegalAction(f"The target must be one of {', '.join(att.choices)}.")
        att.target = target
        att.chooser = None
        att.choices = []
        ev.append({"type": "target", "player": att.attacker, "target": target, "chosen_by": p})
        att.stage = "effects"
        s.phase = "resolve"

    def _act_draw(self, s: DiceThroneState, p: str, a: Draw, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "draw"):
            raise WrongPhase("You draw a card only in your income phase.")
        self._draw(s, p, 1, ev, pile=a.pile)
        s.phase = "main1"

    def _act_sell(self, s: DiceThroneState, p: str, a: Sell, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "main1", "main2", "discard"):
            raise WrongPhase("You can sell cards only in your own main phases (and when discarding down to 6).")
        h = s.heroes[p]
        card = self._card_in_hand(h, a.card)
        h.hand.remove(card)
        h.discard.append(card)
        gained = self._gain_cp(s, p, 1)
        ev.append({"type": "sell", "player": p, "card": card, "name": card_of(card)["name"], "cp": gained,
                   "now": h.cp})

    def _act_done(self, s: DiceThroneState, p: str, a: Done, ev: list[Event]) -> None:
        if self._in_window(s, p):
            assert s.window is not None
            s.window.pending.remove(p)
            ev.append({"type": "pass", "player": p})
            return
        if s.window is not None or p != s.active and s.phase not in ("defense", "choose_target"):
            raise WrongPhase("There is nothing for you to finish right now.")
        if s.phase == "main1":
            ev.append({"type": "phase", "player": p, "phase": "offense_start"})
            s.phase = "offense_start"
        elif s.phase == "main2":
            h = s.heroes[p]
            if len(h.hand) > HAND_LIMIT:
                s.phase = "discard"
                ev.append({"type": "phase", "player": p, "phase": "discard"})
            else:
                s.phase = "turn_end"
        elif s.phase == "offense":
            r = s.roll
            if r is None or r.attempts == 0:
                raise IllegalAction("The first roll is not optional: roll your dice.")
            ev.append({"type": "no_ability", "player": p})
            self._after_offense(s, ev)
        elif s.phase == "discard":
            n = len(s.heroes[p].hand) - HAND_LIMIT
            raise IllegalAction(f"You hold more than {HAND_LIMIT} cards: sell {n} more before your turn ends.")
        elif s.phase == "defense":
            raise IllegalAction("Roll your defence with defend (your defensive ability activates by itself).")
        elif s.phase == "choose_target":
            raise IllegalAction("Choose a target with target.")
        elif s.phase == "draw":
            raise IllegalAction("Choose the pile to draw from with draw.")
        else:  # pragma: no cover
            raise WrongPhase("There is nothing for you to finish right now.")

    # --- cards ------------------------------------------------------------------------------------

    def _card_in_hand(self, h: Hero, text: str) -> str:
        key = _norm(text)
        for card in h.hand:
            if _norm(card) == key:
                return card
        for card in h.hand:
            info = card_of(card)
            if key in (_norm(info["id"]), _norm(info["name"])):
                return card
        if not h.hand:
            raise IllegalAction("You have no cards in hand.")
        raise IllegalAction(f"You hold no card called '{text}'. Your hand: "
                            + ", ".join(card_of(c)["name"] for c in h.hand) + ".")

    def _timing_ok(self, s: DiceThroneState, p: str, timing: str) -> str | None:
        """None when a card of this timing may be played now, else why not."""
        if s.finished:
            return "The game is over."
        if timing == "main":
            if self._own_turn_step(s, p, *MAIN_PHASES):
                return None
            return "That card is played only in your own main phase."
        if timing == "roll":
            if self._in_window(s, p) or self._own_turn_step(s, p, "offense"):
                return None
            return "Roll-phase cards are played during a roll phase, when the game asks you."
        if any(pr.player == p for pr in self.awaiting(s)):
            return None
        return "You can play an instant card whenever the game is waiting for you."

    def _locked(self, s: DiceThroneState, p: str) -> bool:
        att = s.attack
        return bool(att and att.ultimate and att.stage != "confirm" and self._opponents(s, att.attacker, p))

    def _check_play(self, s: DiceThroneState, p: str, a: Play) -> tuple[str, dict[str, Any]]:
        """Validate a card play; returns (card instance, plan). Raises with a sentence."""
        if s.variant == "simplified":
            raise IllegalAction("The simplified game is played without cards.")
        h = s.heroes[p]
        card = self._card_in_hand(h, a.card)
        info = card_of(card)
        if info["kind"] == "upgrade":
            return card, self._check_upgrade(s, p, card, info)
        why = self._timing_ok(s, p, info["timing"])
        if why:
            raise WrongPhase(why)
        if self._locked(s, p):
            raise IllegalAction("Nobody may act against an Ultimate until it has resolved.")
        if info["cost"] > h.cp:
            raise IllegalAction(f"{info['name']} costs {info['cost']} CP and you have {h.cp}.")
        fx = info["fx"]
        dice_piece = next((x for x in fx if any(k in x for k in ("set_die", "nudge", "reroll", "reroll_other",
                                                                   "copy_die"))), None)
        if s.window is not None and p in s.window.dice_only and dice_piece is None:
            raise IllegalAction("Facing an Ultimate you may only play cards that alter its dice.")
        plan: dict[str, Any] = {"cost": info["cost"], "fx": fx}
        if dice_piece is not None:
            plan["dice"] = self._check_dice_piece(s, p, dice_piece, a)
        elif a.die:
            raise BadArguments(f"{info['name']} does not use dice.")
        needs_target = any(k in x for x in fx for k in ("inflict", "steal"))
        target = None
        if needs_target:
            target = self._card_target(s, p, a.target, allow_self=False)
        elif any("cleanse" in x for x in fx):
            target = self._player_named(s, a.target) if a.target else p
            if s.heroes[target].out:
                raise IllegalAction(f"{target} is no longer on the battlefield.")
            if not any(n and not STATUSES[k]["good"] for k, n in s.heroes[target].statuses.items()):
                raise IllegalAction(f"{'You have' if target == p else target + ' has'} no negative status to remove.")
        elif a.target:
            raise BadArguments(f"{info['name']} has no target.")
        plan["target"] = target
        att = s.attack
        for x in fx:
            if "bonus" in x and not self._attacking(s, p):
                raise IllegalAction("That card adds damage to your own attack, and you have none under way.")
            if "prevent" in x and not self._defending(s, p):
                raise IllegalAction("That card prevents damage of an attack on you, and there is none.")
            if "extra_roll" in x:
                r = s.roll
                if not (self._own_turn_step(s, p, "offense") and r and att is None):
                    raise IllegalAction("One more attempt is for your own offensive roll, before choosing an ability.")
            if "gain" in x:
                limit = STATUSES[x["gain"]]["limit"]
                if h.statuses.get(x["gain"], 0) >= limit and len(fx) == 1:
                    raise IllegalAction(f"You already hold the most {STATUSES[x['gain']]['name']} allowed ({limit}).")
            if "heal" in x and len(fx) == 1 and s.health[h.team] >= self._max_health(s):
                raise IllegalAction("Your health is already at its highest.")
        return card, plan

    def _attacking(self, s: DiceThroneState, p: str) -> bool:
        att = s.attack
        return bool(att and att.attacker == p and att.stage not in ("confirm",) and att.has_damage
                    and not att.failed)

    def _defending(self, s: DiceThroneState, p: str) -> bool:
        att = s.attack
        return bool(att and att.target == p and not att.ultimate and att.has_damage and not att.failed
                    and att.stage in ("defense", "damage") and not att.negated)

    def _check_upgrade(self, s: DiceThroneState, p: str, card: str, info: dict[str, Any]) -> dict[str, Any]:
        h = s.heroes[p]
        if info["hero"] != h.hero:  # pragma: no cover - decks hold only their hero's upgrades
            raise IllegalAction("That upgrade belongs to another hero.")
        if not self._own_turn_step(s, p, *MAIN_PHASES):
            raise WrongPhase("Hero upgrades are played only in your own main phase.")
        current = h.level(info["ability"])
        name = ability_def(h.hero, info["ability"])["name"]
        if info["level"] <= current:
            raise IllegalAction(f"{name} is already at level {data.ROMAN.get(current, current)}.")
        cost = info["cost"]
        replaced = next((c for c in h.board if card_of(c)["ability"] == info["ability"]), None)
        if replaced is not None:
            cost = max(0, cost - card_of(replaced)["cost"])
        if cost > h.cp:
            raise IllegalAction(f"Upgrading {name} costs {cost} CP and you have {h.cp}.")
        return {"cost": cost, "upgrade": True, "replaced": replaced}

    def _check_dice_piece(self, s: DiceThroneState, p: str, x: dict[str, Any], a: Play) -> dict[str, Any]:
        r = s.roll
        if r is None or not r.live or not r.dice:
            raise IllegalAction("There are no dice in play to change right now.")
        if r.kind == "offense" and s.attack is None and p == r.owner and self._in_window(s, p):
            pass
        n = len(r.dice)
        if x.get("own") and r.owner != p:
            raise IllegalAction("That card works only on your own roll.")
        if "reroll_other" in x and r.owner == p:
            raise IllegalAction("That card makes someone else reroll: it can't be used on your own roll.")
        plan: dict[str, Any] = {"values": {}}
        if "set_die" in x:
            pos = self._positions(a.die, n, "change", limit=x.get("n", 1))
            if x["set_die"] == "any":
                if a.value is None or not 1 <= a.value <= 6:
                    raise BadArguments("Say the value to set the die to: value:1 to value:6.")
                value = a.value
            else:
                value = x["set_die"]
            if all(r.dice[i] == value for i in pos):
                raise IllegalAction(f"Those dice already show {value}.")
            plan["values"] = {i: value for i in pos}
        elif "nudge" in x:
            pos = self._positions(a.die, n, "change", limit=1)
            cur = r.dice[pos[0]]
            if a.value is None or abs(a.value - cur) != 1 or not 1 <= a.value <= 6:
                options = " or ".join(str(v) for v in (cur - 1, cur + 1) if 1 <= v <= 6)
                raise BadArguments(f"Die {pos[0] + 1} shows {cur}: say value:{options}.")
            plan["values"] = {pos[0]: a.value}
        elif "reroll" in x or "reroll_other" in x:
            plan["reroll"] = self._positions(a.die, n, "reroll", limit=x.get("reroll", x.get("reroll_other")))
        elif "copy_die" in x:
            if len(a.die) != 2:
                raise BadArguments("Name two dice: the one to change, then the one to copy (die:\"2 5\").")
            to, frm = self._positions(a.die, n, "copy")
            if r.dice[to] == r.dice[frm]:
                raise IllegalAction("Those two dice already match.")
            plan["values"] = {to: r.dice[frm]}
        return plan

    def _card_target(self, s: DiceThroneState, p: str, name: str | None, allow_self: bool) -> str:
        if name:
            target = self._player_named(s, name)
            if s.heroes[target].out:
                raise IllegalAction(f"{target} is no longer on the battlefield.")
            if target == p and not allow_self:
                raise IllegalAction("Choose another player as the target.")
            return target
        others = [q for q in self._alive(s) if self._opponents(s, p, q)]
        if len(others) == 1:
            return others[0]
        raise BadArguments("Say who the card targets: target:<player>.")

    def _player_named(self, s: DiceThroneState, name: str) -> str:
        key = _norm(name.lstrip("@"))
        for p in s.players:
            if _norm(p) == key:
                return p
        raise BadArguments(f"There is no player called '{name}' in this game.")

    def _act_play(self, s: DiceThroneState, p: str, a: Play, ev: list[Event]) -> None:
        card, plan = self._check_play(s, p, a)
        h = s.heroes[p]
        info = card_of(card)
        h.cp -= plan["cost"]
        h.hand.remove(card)
        if plan.get("upgrade"):
            if plan["replaced"]:
                h.board.remove(plan["replaced"])
                h.discard.append(plan["replaced"])
            h.board.append(card)
            ev.append({"type": "upgrade", "player": p, "card": card, "name": info["name"], "ability": info["ability"],
                       "level": info["level"], "paid": plan["cost"], "now": h.cp})
            return
        h.discard.append(card)
        ev.append({"type": "card", "player": p, "card": card, "name": info["name"], "paid": plan["cost"],
                   "target": plan.get("target"), "now": h.cp})
        if "dice" in plan:
            self._apply_dice(s, p, plan["dice"], ev)
        self._apply_card_fx(s, p, plan, ev)
        if s.window is not None:
            self._ask_again(s, p)
        self._check_defeats(s, ev)

    def _apply_dice(self, s: DiceThroneState, p: str, plan: dict[str, Any], ev: list[Event]) -> None:
        r = s.roll
        assert r is not None
        changed = []
        for i, v in plan.get("values", {}).items():
            ev.append({"type": "die", "player": p, "owner": r.owner, "pos": i + 1, "from": r.dice[i], "to": v})
            r.dice[i] = v
            changed.append(i)
        for i in plan.get("reroll", []):
            old = r.dice[i]
            r.dice[i] = s.rng.d6()
            ev.append({"type": "die", "player": p, "owner": r.owner, "pos": i + 1, "from": old, "to": r.dice[i],
                       "reroll": True})
            changed.append(i)
        r.fresh = changed
        if s.window is not None:
            s.window.changed = True
        ev.append(self._roll_event(s, r))

    def _apply_card_fx(self, s: DiceThroneState, p: str, plan: dict[str, Any], ev: list[Event]) -> None:
        h = s.heroes[p]
        target = plan.get("target")
        att = s.attack
        for x in plan["fx"]:
            if "extra_roll" in x and s.roll is not None:
                s.roll.max_attempts += x["extra_roll"]
                ev.append({"type": "extra_roll", "player": p, "of": s.roll.max_attempts})
            elif "bonus" in x and att is not None:
                att.bonus += x["bonus"]
                ev.append({"type": "bonus", "player": p, "amount": x["bonus"]})
            elif "prevent" in x and att is not None:
                att.prevent += x["prevent"]
                ev.append({"type": "prevent", "player": p, "amount": x["prevent"]})
            elif "heal" in x:
                self._heal(s, p, x["heal"], ev)
            elif "cp" in x:
                gained = self._gain_cp(s, p, x["cp"])
                ev.append({"type": "cp", "player": p, "change": gained, "now": h.cp})
            elif "draw" in x:
                self._draw(s, p, x["draw"], ev)
            elif "gain" in x:
                self._add_status(s, p, x["gain"], x.get("n", 1), ev)
            elif "inflict" in x and target:
                self._add_status(s, target, x["inflict"], x.get("n", 1), ev)
            elif "steal" in x and target:
                self._steal(s, p, target, x["steal"], ev)
            elif "cleanse" in x and target:
                for k in list(s.heroes[target].statuses):
                    if not STATUSES[k]["good"]:
                        self._add_status(s, target, k, -s.heroes[target].statuses[k], ev)

    # --- tokens -----------------------------------------------------------------------------------

    def _check_spend(self, s: DiceThroneState, p: str, a: Spend) -> str:
        key = _norm(a.status)
        status = next((k for k, v in STATUSES.items() if key in (_norm(k), _norm(v["name"]))), None)
        if status is None:
            raise BadArguments(f"There is no status effect called '{a.status}'.")
        h = s.heroes[p]
        name = STATUSES[status]["name"]
        if not h.statuses.get(status):
            raise IllegalAction(f"You hold no {name} to spend.")
        if not any(pr.player == p for pr in self.awaiting(s)):
            raise WrongPhase("Tokens are spent when the game is waiting for you.")
        if self._locked(s, p):
            raise IllegalAction("Nobody may act against an Ultimate until it has resolved.")
        if s.window is not None and p in s.window.dice_only:
            raise IllegalAction("Facing an Ultimate you may only play cards that alter its dice.")
        att = s.attack
        if status in ("chi",):
            if self._attacking(s, p) or self._defending(s, p):
                return status
            raise IllegalAction("Chi is spent during your attack (+1 damage) or an attack on you (prevent 1).")
        if status in ("crit", "sneak_attack"):
            if not self._attacking(s, p):
                raise IllegalAction(f"{name} is spent during your own attack.")
            if status == "crit" and att is not None and att.damage + att.bonus < data.CRIT_THRESHOLD:
                raise IllegalAction(f"Crit needs an attack of at least {data.CRIT_THRESHOLD} damage.")
            return status
        if status in ("evasive", "protect", "sneak", "retribution"):
            if not self._defending(s, p):
                raise IllegalAction(f"{name} is spent when an attack is about to hit you.")
            return status
        raise IllegalAction(f"{name} is not spent: it works by itself.")

    def _act_spend(self, s: DiceThroneState, p: str, a: Spend, ev: list[Event]) -> None:
        status = self._check_spend(s, p, a)
        att = s.attack
        assert att is not None
        self._add_status(s, p, status, -1, ev, spent=True)
        detail: dict[str, Any] = {}
        if status == "chi":
            if att.attacker == p:
                att.bonus += 1
                detail = {"bonus": 1}
            else:
                att.prevent += 1
                detail = {"prevent": 1}
        elif status == "crit":
            att.bonus += data.CRIT_BONUS
            detail = {"bonus": data.CRIT_BONUS}
        elif status == "sneak_attack":
            value = s.rng.d6()
            att.bonus += value
            detail = {"die": value, "bonus": value}
        elif status == "evasive":
            value = s.rng.d6()
            ok = value <= data.EVASIVE_WORKS_ON
            att.negated = att.negated or ok
            detail = {"die": value, "dodged": ok}
        elif status == "protect":
            att.prevent += data.PROTECT_PREVENTS
            detail = {"prevent": data.PROTECT_PREVENTS}
        elif status == "sneak":
            att.negated = True
            detail = {"dodged": True}
        elif status == "retribution":
            att.reflect += data.RETRIBUTION_DAMAGE
            detail = {"reflect": data.RETRIBUTION_DAMAGE}
        ev.append({"type": "spend", "player": p, "status": status, **detail})
        if s.window is not None:
            self._ask_again(s, p)

    # --- windows ---------------------------------------------------------------------------------

    def _open_window(self, s: DiceThroneState, kind: str, include: list[str], ev: list[Event],
                     dice_only: list[str] | None = None) -> None:
        s.window = Window(kind=kind, pending=list(include), include=list(include), dice_only=dice_only or [])
        self._prune_window(s)
        if not s.window.pending:
            s.window = None
            return
        ev.append({"type": "window", "kind": kind, "players": list(s.window.pending)})

    def _prune_window(self, s: DiceThroneState) -> None:
        w = s.window
        assert w is not None
        w.pending = [q for q in w.pending if not s.heroes[q].out and self._has_moves(s, q)]

    def _ask_again(self, s: DiceThroneState, p: str) -> None:
        """Someone played in a window: everyone else who can respond is asked again."""
        w = s.window
        assert w is not None
        for q in w.include:
            if q != p and q not in w.pending and not s.heroes[q].out:
                w.pending.append(q)
                if not self._has_moves(s, q):
                    w.pending.remove(q)
        w.pending = [q for q in w.include if q in w.pending]

    def _has_moves(self, s: DiceThroneState, p: str) -> bool:
        return any(not isinstance(a, Done) for a in self._window_moves(s, p, first_only=True))

    def _after_window(self, s: DiceThroneState, w: Window, ev: list[Event]) -> None:
        att = s.attack
        if w.kind == "roll":
            return
        if w.kind == "confirm":
            assert att is not None
            h = s.heroes[att.attacker]
            req = level_def(h.hero, att.ability, att.level)["req"]
            if w.changed:
                s.attack = None
                still = meets(req, h.hero, s.roll.dice if s.roll else [])
                ev.append({"type": "ability_reset", "player": att.attacker, "still_qualifies": still})
                return
            att.stage = "blind"
            s.phase = "resolve"
            return
        if w.kind in ("blind", "target"):
            assert att is not None
            att.stage = w.kind + "_check"
            return
        if w.kind == "damage":
            assert att is not None
            att.stage = "resolve_damage"

    # --- the attack ------------------------------------------------------------------------------

    def _attack_step(self, s: DiceThroneState, ev: list[Event]) -> None:
        att = s.attack
        assert att is not None
        p = att.attacker
        h = s.heroes[p]
        if att.stage == "blind":
            if s.roll is not None and s.roll.kind == "offense":
                s.roll.live = False
                att.dice = list(s.roll.dice)
                att.shown = s.roll.model_copy()
            level = level_def(h.hero, att.ability, att.level)
            fx = effective_fx(level, h.hero, att.dice)
            att.needs_target = any(k in x for x in fx for k in ("dmg", "inflict", "steal", "discard", "collateral"))
            att.has_damage = any("dmg" in x for x in fx)
            att.undefendable = att.ultimate or any(x.get("undefendable") for x in fx)
            s.hits = []
            if h.statuses.get("blind") and att.needs_target:
                s.roll = DiceRoll(kind="blind", owner=p, hero=h.hero, dice=[s.rng.d6()], attempts=1, max_attempts=1,
                                  fresh=[0])
                ev.append(self._roll_event(s, s.roll))
                att.stage = "blind_wait"
                self._open_window(s, "blind", self._allowed(s, att), ev)
                if s.window is None:
                    att.stage = "blind_check"
                return
            att.stage = "target"
            return
        if att.stage == "blind_check":
            die = s.roll.dice[0] if s.roll else 6
            self._add_status(s, p, "blind", -1, ev)
            failed = die <= data.BLIND_FAILS_ON
            ev.append({"type": "blind", "player": p, "die": die, "failed": failed})
            s.roll = self._saved_offense(s)
            if failed:
                att.failed = True
                self._after_offense(s, ev)
                return
            att.stage = "target"
            return
        if att.stage == "target":
            if not att.needs_target:
                att.stage = "effects"
                return
            opps = self._opponent_ring(s, p)
            if not opps:
                self._after_offense(s, ev)
                return
            if len(opps) == 1:
                att.target = opps[0]
                att.stage = "effects"
                return
            s.roll = DiceRoll(kind="target", owner=p, hero=h.hero, dice=[s.rng.d6()], attempts=1, max_attempts=1,
                              fresh=[0])
            ev.append(self._roll_event(s, s.roll))
            att.stage = "target_wait"
            self._open_window(s, "target", self._allowed(s, att), ev)
            if s.window is None:
                att.stage = "target_check"
            return
        if att.stage == "target_check":
            die = s.roll.dice[0] if s.roll else 6
            s.roll = self._saved_offense(s)
            target, choices, chooser = self.targeting(s, p, die)
            if target:
                att.target = target
                ev.append({"type": "target", "player": p, "target": target, "die": die})
                att.stage = "effects"
            else:
                att.choices = choices
                att.chooser = chooser
                ev.append({"type": "choose_target", "player": p, "chooser": chooser, "choices": choices, "die": die})
                s.phase = "choose_target"
            return
        if att.stage == "effects":
            self._ability_effects(s, att, ev)
            if s.finished:
                return
            t = att.target
            if not att.has_damage and not att.collateral:
                self._after_offense(s, ev)
                return
            if (att.has_damage and t and not s.heroes[t].out and not att.undefendable
                    and any(x["kind"] == "defense" for x in HEROES[s.heroes[t].hero]["abilities"])):
                att.stage = "defense"
                s.phase = "defense"
                return
            att.stage = "damage"
            self._open_window(s, "damage", self._allowed(s, att), ev)
            if s.window is None:
                att.stage = "resolve_damage"
            return
        if att.stage == "resolve_damage":
            self._resolve_damage(s, att, ev)
            self._after_offense(s, ev)
            return
        raise RuntimeError(f"unexpected attack stage {att.stage}")  # pragma: no cover

    def _saved_offense(self, s: DiceThroneState) -> DiceRoll | None:
        """After a one-die roll (blind, targeting) the table shows the offensive dice again."""
        att = s.attack
        if att is None or att.shown is None:
            return s.roll
        return att.shown.model_copy()

    def _allowed(self, s: DiceThroneState, att: Attack) -> list[str]:
        alive = self._alive(s)
        if att.ultimate:
            return [q for q in alive if not self._opponents(s, att.attacker, q)]
        return alive

    def _ability_effects(self, s: DiceThroneState, att: Attack, ev: list[Event]) -> None:
        p = att.attacker
        h = s.heroes[p]
        dice = att.dice
        fx = effective_fx(level_def(h.hero, att.ability, att.level), h.hero, dice)
        have = counts(h.hero, dice)
        t = att.target
        for x in fx:
            if not _applies(x, have):
                continue
            if "dmg" in x:
                att.damage += _amount(x, "dmg", have, h)
            elif "collateral" in x:
                att.collateral += x["collateral"]
            elif "heal" in x:
                self._heal(s, p, _amount(x, "heal", have), ev)
            elif "gain" in x:
                self._add_status(s, p, x["gain"], _amount(x, "gain", have), ev)
            elif "cp" in x:
                gained = self._gain_cp(s, p, _amount(x, "cp", have))
                ev.append({"type": "cp", "player": p, "change": gained, "now": h.cp})
            elif "draw" in x:
                self._draw(s, p, x["draw"], ev)
            elif t and "inflict" in x:
                self._add_status(s, t, x["inflict"], _amount(x, "inflict", have), ev)
            elif t and "steal" in x:
                self._steal(s, p, t, x["steal"], ev)
            elif t and "discard" in x:
                th = s.heroes[t]
                for _ in range(min(x["discard"], len(th.hand))):
                    card = th.hand.pop(s.rng.randint(0, len(th.hand) - 1))
                    th.discard.append(card)
                    ev.append({"type": "discard", "player": t, "card": card, "name": card_of(card)["name"]})
        if t and att.has_damage:
            ev.append({"type": "attack", "player": p, "target": t, "damage": att.damage,
                       "undefendable": att.undefendable, "ultimate": att.ultimate})

    def _resolve_damage(self, s: DiceThroneState, att: Attack, ev: list[Event]) -> None:
        p, t = att.attacker, att.target
        hurt: dict[str, int] = {}
        heal: dict[str, int] = {}
        if t and att.has_damage and not s.heroes[t].out:
            amount = att.damage + att.bonus
            if s.heroes[t].statuses.get("targeted"):
                amount += data.TARGETED_BONUS
            counter = att.reflect
            defense = None
            if att.defense and s.roll is not None and s.roll.kind == "defense":
                th = s.heroes[t]
                defense = level_def(th.hero, att.defense, att.defense_level)
                have = counts(th.hero, s.roll.dice)
                for x in defense["fx"]:
                    if not _applies(x, have):
                        continue
                    if "prevent_half" in x:
                        att.halves += 1
                    elif "prevent" in x:
                        att.prevent += _amount(x, "prevent", have)
                    elif "dmg" in x:
                        counter += _amount(x, "dmg", have)
                    elif "heal" in x:
                        heal[t] = heal.get(t, 0) + _amount(x, "heal", have)
                    elif "gain" in x:
                        self._add_status(s, t, x["gain"], _amount(x, "gain", have), ev)
                    elif "inflict" in x:
                        self._add_status(s, p, x["inflict"], _amount(x, "inflict", have), ev)
                    elif "cp" in x:
                        gained = self._gain_cp(s, t, _amount(x, "cp", have))
                        ev.append({"type": "cp", "player": t, "change": gained, "now": s.heroes[t].cp})
            if not att.ultimate:
                if att.negated:
                    amount = 0
                for _ in range(att.halves):
                    amount -= math.ceil(amount / 2)
                amount = max(0, amount - att.prevent)
            hurt[t] = amount
            if counter:
                hurt[p] = hurt.get(p, 0) + counter
        if att.collateral:
            for q in self._alive(s):
                if q != t and self._opponents(s, p, q):
                    hurt[q] = hurt.get(q, 0) + att.collateral
        self._hurt(s, hurt, ev, source=ability_def(s.heroes[p].hero, att.ability)["name"], heal=heal)
        self._check_defeats(s, ev)

    # --- health, CP, statuses, cards -----------------------------------------------------------------

    def _max_health(self, s: DiceThroneState) -> int:
        return s.start_health + HEAL_ABOVE_START

    def _hurt(self, s: DiceThroneState, hurt: dict[str, int], ev: list[Event], source: str,
              heal: dict[str, int] | None = None) -> None:
        """Damage (and heals) dealt at the same moment; health per team."""
        delta = [0] * len(s.teams)
        for q, n in hurt.items():
            delta[s.heroes[q].team] -= n
        for q, n in (heal or {}).items():
            delta[s.heroes[q].team] += n
        for q, n in hurt.items():
            ev.append({"type": "damage", "player": q, "amount": n, "source": source})
            s.hits.append({"player": q, "damage": n})
        for q, n in (heal or {}).items():
            ev.append({"type": "heal", "player": q, "amount": n})
            s.hits.append({"player": q, "heal": n})
        for i, d in enumerate(delta):
            if d:
                s.health[i] = min(self._max_health(s), s.health[i] + d)

    def _heal(self, s: DiceThroneState, p: str, n: int, ev: list[Event]) -> None:
        team = s.heroes[p].team
        before = s.health[team]
        s.health[team] = min(self._max_health(s), before + n)
        ev.append({"type": "heal", "player": p, "amount": s.health[team] - before, "health": s.health[team]})
        s.hits.append({"player": p, "heal": s.health[team] - before})

    def _gain_cp(self, s: DiceThroneState, p: str, n: int) -> int:
        if s.variant == "simplified":
            return 0
        h = s.heroes[p]
        before = h.cp
        h.cp = max(0, min(MAX_CP, h.cp + n))
        return h.cp - before

    def _steal(self, s: DiceThroneState, p: str, t: str, n: int, ev: list[Event]) -> None:
        th, _h = s.heroes[t], s.heroes[p]
        taken = min(n, th.cp)
        th.cp -= taken
        got = self._gain_cp(s, p, taken)
        ev.append({"type": "steal", "player": p, "from": t, "amount": taken, "kept": got})

    def _add_status(self, s: DiceThroneState, p: str, status: str, n: int, ev: list[Event],
                    spent: bool = False) -> None:
        h = s.heroes[p]
        before = h.statuses.get(status, 0)
        after = max(0, min(STATUSES[status]["limit"], before + n))
        if after == before:
            return
        if after:
            h.statuses[status] = after
        else:
            h.statuses.pop(status, None)
        if not spent:
            ev.append({"type": "status", "player": p, "status": status, "change": after - before, "now": after})

    def _draw(self, s: DiceThroneState, p: str, n: int, ev: list[Event], pile: str = "action") -> None:
        h = s.heroes[p]
        drawn = 0
        for _ in range(n):
            if s.variant == "upgrade_deck":
                piles = [h.updeck, h.deck] if pile == "upgrade" else [h.deck, h.updeck]
                if not piles[0]:
                    self._reshuffle(s, h, upgrade=pile == "upgrade")
                source = piles[0] if piles[0] else piles[1]
                if not source:
                    self._reshuffle(s, h, upgrade=pile != "upgrade")
                    source = piles[1]
            else:
                if not h.deck:
                    self._reshuffle(s, h)
                source = h.deck
            if not source:
                break
            h.hand.append(source.pop(0))
            drawn += 1
        if drawn and ev is not None:
            ev.append({"type": "draw", "player": p, "count": drawn})

    def _reshuffle(self, s: DiceThroneState, h: Hero, upgrade: bool | None = None) -> None:
        if not h.discard:
            return
        if s.variant == "upgrade_deck" and upgrade is not None:
            moving = [c for c in h.discard if (card_of(c)["kind"] == "upgrade") == upgrade]
            h.discard = [c for c in h.discard if c not in moving]
            s.rng.shuffle(moving)
            (h.updeck if upgrade else h.deck).extend(moving)
            return
        moving = list(h.discard)
        h.discard = []
        s.rng.shuffle(moving)
        h.deck.extend(moving)

    def _check_defeats(self, s: DiceThroneState, ev: list[Event]) -> bool:
        """Teams at 0 health leave the battlefield (after Blessing and the "What the...?" rule)."""
        fallen = []
        for i, team in enumerate(s.teams):
            if s.health[i] > 0 or all(s.heroes[q].out for q in team):
                continue
            blessed = next((q for q in team if s.heroes[q].statuses.get("blessing")), None)
            if blessed:
                self._add_status(s, blessed, "blessing", -1, ev)
                s.health[i] = 1
                ev.append({"type": "blessing", "player": blessed, "health": 1})
                continue
            if s.mode == "ffa" and len(team) == 1:
                q = team[0]
                h = s.heroes[q]
                if h.turns < 2 and not h.reset_used:
                    self._what_the(s, q, ev)
                    continue
            fallen.append(i)
        if not fallen:
            return False
        for i in fallen:
            for q in s.teams[i]:
                s.heroes[q].out = True
            s.health[i] = 0
            ev.append({"type": "defeated", "players": list(s.teams[i])})
        s.eliminated.append(fallen)
        if s.window is not None:
            self._prune_window(s)
        self._finish_if_over(s, ev)
        return True

    def _what_the(self, s: DiceThroneState, p: str, ev: list[Event]) -> None:
        h = s.heroes[p]
        h.reset_used = True
        h.discard.extend(h.hand)
        h.hand = []
        h.discard.extend(h.board)
        h.board = []
        h.statuses = {}
        h.cp = START_CP
        self._draw(s, p, START_HAND, ev)
        s.health[h.team] = WHAT_THE_HEALTH
        ev.append({"type": "what_the", "player": p, "health": WHAT_THE_HEALTH})

    def _finish_if_over(self, s: DiceThroneState, ev: list[Event]) -> bool:
        if s.finished:
            return True
        alive = [i for i, t in enumerate(s.teams) if not all(s.heroes[q].out for q in t)]
        if len(alive) > 1:
            return False
        if alive:
            one = len(s.teams[alive[0]]) == 1
            s.finished = (f"{self._team_name(s, alive[0])} {'is' if one else 'are'} the last standing and "
                          f"{'takes' if one else 'take'} the throne.")
        else:
            s.finished = "Everyone still standing fell at the same moment: a draw."
        s.window = None
        ev.append({"type": "game_over", "reason": s.finished})
        return True

    def _team_name(self, s: DiceThroneState, i: int) -> str:
        return " and ".join(s.teams[i])

    # --- players and targeting ---------------------------------------------------------------------

    def _alive(self, s: DiceThroneState) -> list[str]:
        """Players on the battlefield, in turn order starting with the active player."""
        at = s.order.index(s.active)
        ring = s.order[at:] + s.order[:at]
        return [q for q in ring if not s.heroes[q].out]

    def _opponents(self, s: DiceThroneState, a: str, b: str) -> bool:
        return s.heroes[a].team != s.heroes[b].team

    def _opponent_ring(self, s: DiceThroneState, p: str) -> list[str]:
        """Opponents on the battlefield clockwise, starting with the closest on p's left."""
        at = s.order.index(p)
        ring = s.order[at + 1:] + s.order[:at]
        return [q for q in ring if not s.heroes[q].out and self._opponents(s, p, q)]

    def targeting(self, s: DiceThroneState, p: str, die: int) -> tuple[str | None, list[str], str | None]:
        """The targeting table of the mode: (target, or the choices and who chooses)."""
        opps = self._opponent_ring(s, p)
        n = len(opps)
        left, right = opps[0], opps[-1]

        def pick(q: str) -> tuple[str | None, list[str], str | None]:
            return q, [], None

        def choose(options: list[str], chooser: str) -> tuple[str | None, list[str], str | None]:
            return (options[0], [], None) if len(options) == 1 else (None, options, chooser)

        mode = s.mode
        if mode == "2v2" or (mode == "3v3" and n == 2):
            if die <= 2:
                return pick(left)
            if die <= 4:
                return pick(right)
            return choose(opps, left if die == 5 else p)
        if mode == "3v3":
            return pick(left if die <= 2 else opps[1] if die <= 4 else right)
        if mode == "2v2v2":
            return pick(opps[(die - 1) % n]) if die <= 4 else choose(opps, p)
        # free-for-all: the table for the number of opponents still standing
        if n == 2:
            return pick(left if die <= 3 else right)
        if n == 3:
            return pick(left if die <= 2 else opps[1] if die <= 4 else right)
        if n == 4:
            if die <= 4:
                return pick(opps[die - 1])
            return choose([left, right] if die == 5 else opps, p)
        if die <= 5:
            return pick(opps[(die - 1) % n])
        return choose(opps, p)

    # --- legal moves ------------------------------------------------------------------------------

    def legal_moves(self, state: DiceThroneState, player: str) -> list[Action]:
        s = state
        if not any(pr.player == player for pr in self.awaiting(s)):
            return []
        if s.window is not None:
            return self._window_moves(s, player)
        p = player
        out: list[Action] = []
        if s.phase in MAIN_PHASES:
            out.append(Done())
            out += self._card_moves(s, p)
            out += [Sell(card=c) for c in self._distinct(s.heroes[p].hand)]
        elif s.phase == "discard":
            out += [Sell(card=c) for c in self._distinct(s.heroes[p].hand)]
        elif s.phase == "draw":
            out += [Draw(pile="action"), Draw(pile="upgrade")]
        elif s.phase == "offense":
            r = s.roll
            assert r is not None
            if r.attempts == 0:
                out.append(Roll())
            else:
                if r.attempts < r.max_attempts:
                    for mask in range(1, 32):
                        out.append(Roll(dice=[i + 1 for i in range(5) if mask >> i & 1]))
                out += [Ability(name=a) for a in self.ready_abilities(s, p)]
                out.append(Done())
            out += self._card_moves(s, p)
        elif s.phase == "defense":
            h = s.heroes[p]
            out += [Defend(name=a["id"]) for a in HEROES[h.hero]["abilities"] if a["kind"] == "defense"]
            out += self._card_moves(s, p) + self._spend_moves(s, p)
        elif s.phase == "choose_target" and s.attack:
            out += [Target(player=q) for q in s.attack.choices]
        return out

    def _window_moves(self, s: DiceThroneState, p: str, first_only: bool = False) -> list[Action]:
        out: list[Action] = [Done()]
        spends = self._spend_moves(s, p)
        if first_only and spends:
            return out + spends[:1]
        out += spends
        out += self._card_moves(s, p, first_only=first_only)
        return out

    def _distinct(self, cards: list[str]) -> list[str]:
        seen, out = set(), []
        for c in cards:
            kind = c.split(".")[0]
            if kind not in seen:
                seen.add(kind)
                out.append(c)
        return out

    def _spend_moves(self, s: DiceThroneState, p: str) -> list[Action]:
        out: list[Action] = []
        for status in s.heroes[p].statuses:
            try:
                self._check_spend(s, p, Spend(status=status))
            except IllegalAction:
                continue
            out.append(Spend(status=status))
        return out

    def _card_moves(self, s: DiceThroneState, p: str, first_only: bool = False) -> list[Action]:
        if s.variant == "simplified":
            return []
        h = s.heroes[p]
        out: list[Action] = []
        for card in self._distinct(h.hand):
            info = card_of(card)
            if info["cost"] > h.cp and info["kind"] != "upgrade":
                continue
            if info["kind"] != "upgrade" and self._timing_ok(s, p, info["timing"]):
                continue
            for candidate in self._candidates(s, p, card, info):
                try:
                    self._check_play(s, p, candidate)
                except IllegalAction:
                    continue
                out.append(candidate)
                if first_only:
                    return out
        return out

    def _candidates(self, s: DiceThroneState, p: str, card: str, info: dict[str, Any]) -> list[Play]:
        fx = info["fx"]
        r = s.roll
        n = len(r.dice) if r and r.live else 0
        name = card
        targets: list[str | None] = [None]
        if any(k in x for x in fx for k in ("inflict", "steal")):
            targets = [q for q in self._alive(s) if q != p]
        elif any("cleanse" in x for x in fx):
            targets = [None] + [q for q in self._alive(s) if q != p]
        for x in fx:
            if "set_die" in x and n:
                values = range(1, 7) if x["set_die"] == "any" else [None]
                out = [Play(card=name, die=[i + 1], value=v) for i in range(n) for v in values]
                if x.get("n", 1) >= 2:
                    out += [Play(card=name, die=[i + 1, j + 1]) for i in range(n) for j in range(i + 1, n)]
                return out
            if "nudge" in x and n:
                return [Play(card=name, die=[i + 1], value=r.dice[i] + d) for i in range(n) for d in (-1, 1)
                        if 1 <= r.dice[i] + d <= 6]
            if ("reroll" in x or "reroll_other" in x) and n:
                k = x.get("reroll", x.get("reroll_other"))
                out = [Play(card=name, die=[i + 1]) for i in range(n)]
                if k >= 2:
                    out += [Play(card=name, die=[i + 1, j + 1]) for i in range(n) for j in range(i + 1, n)]
                return out
            if "copy_die" in x and n:
                return [Play(card=name, die=[i + 1, j + 1]) for i in range(n) for j in range(n) if i != j]
            if any(k in x for k in ("set_die", "nudge", "reroll", "reroll_other", "copy_die")):
                return []
        return [Play(card=name, target=t) for t in targets]

    # --- timeouts, AI, views, outcome -----------------------------------------------------------------

    def on_timeout(self, state: DiceThroneState, player: str, now: datetime) -> Action:
        s = state
        if s.window is not None:
            return Done()
        if s.phase == "offense":
            r = s.roll
            if r is None or r.attempts == 0:
                return Roll()
            from engines.dicethrone.ai import best_ready_ability

            best = best_ready_ability(self, s, player)
            return Ability(name=best) if best else Done()
        if s.phase == "discard":
            h = s.heroes[player]
            cheapest = min(h.hand, key=lambda c: (card_of(c)["kind"] == "upgrade", card_of(c)["cost"]))
            return Sell(card=cheapest)
        if s.phase == "defense":
            h = s.heroes[player]
            return Defend(name=next(a["id"] for a in HEROES[h.hero]["abilities"] if a["kind"] == "defense"))
        if s.phase == "choose_target" and s.attack:
            return Target(player=s.attack.choices[0])
        if s.phase == "draw":
            return Draw(pile="action")
        return Done()

    def ai_action(self, state: DiceThroneState, player: str, rand: random.Random) -> Action:
        from engines.dicethrone.ai import choose

        return choose(self, state, player, rand)

    def outcome(self, state: DiceThroneState) -> Outcome | None:
        s = state
        if not s.finished:
            return None
        alive = [i for i, t in enumerate(s.teams) if not all(s.heroes[q].out for q in t)]
        ranks = [0] * len(s.teams)
        if len(alive) > 1:  # the turn limit: most health first
            order = sorted(alive, key=lambda i: -s.health[i])
            for i in alive:
                ranks[i] = 1 + sum(1 for j in alive if s.health[j] > s.health[i])
            place = 1 + len(alive)
        else:
            for i in alive:
                ranks[i] = 1
            place = 1 + len(alive)
            order = alive
        del order
        for moment in reversed(s.eliminated):
            for i in moment:
                ranks[i] = place
            place += len(moment)
        return Outcome(teams=[list(t) for t in s.teams], ranks=ranks, reason=s.finished)

    def view(self, state: DiceThroneState, player: str | None) -> BaseModel:
        s = state
        heroes = []
        ready = set(self.ready_abilities(s, s.active)) if s.attack is None and s.phase == "offense" else set()
        for p in s.order:
            h = s.heroes[p]
            hero = HEROES[h.hero]
            abilities = []
            for a in hero["abilities"]:
                level = h.level(a["id"])
                abilities.append(AbilityView(
                    id=a["id"], name=a["name"], kind=a["kind"], level=level, max_level=len(a["levels"]),
                    text=data.describe_level(a, level_def(h.hero, a["id"], level)),
                    ready=p == s.active and a["id"] in ready))
            passive = hero["passive"]
            heroes.append(HeroView(
                player=p, hero=h.hero, hero_name=hero["name"], team=h.team, health=s.health[h.team], cp=h.cp,
                statuses=dict(h.statuses), hand=len(h.hand), deck=len(h.deck) + len(h.updeck),
                discard=len(h.discard), board=[card_of(c)["name"] for c in h.board], abilities=abilities,
                passive=f"{passive['name']}: {passive['text']}" if passive else None, out=h.out,
                faces=dict(hero["faces"])))
        attack = None
        if s.attack is not None:
            att = s.attack
            attack = {"attacker": att.attacker, "ability": att.ability,
                      "name": ability_def(s.heroes[att.attacker].hero, att.ability)["name"], "level": att.level,
                      "ultimate": att.ultimate, "target": att.target, "damage": att.damage, "bonus": att.bonus,
                      "undefendable": att.undefendable, "stage": att.stage, "defense": att.defense,
                      "prevent": att.prevent, "halves": att.halves, "negated": att.negated}
        roll_symbols = []
        if s.roll is not None:
            faces = HEROES[s.roll.hero]["faces"]
            roll_symbols = [faces[v] for v in s.roll.dice]
        public = dict(
            scores={p: s.health[s.heroes[p].team] for p in s.players}, mode=s.mode, variant=s.variant,
            start_health=s.start_health, max_health=self._max_health(s), teams=[list(t) for t in s.teams],
            team_health=list(s.health), turn=s.turn, active=s.active, phase=s.phase,
            phase_text=self.phase_text(s), heroes=heroes, roll=s.roll.model_copy() if s.roll else None,
            roll_symbols=roll_symbols, attack=attack, window=list(s.window.pending) if s.window else [],
            awaiting=[pr.player for pr in self.awaiting(s)], hits=list(s.hits), opening=dict(s.opening),
            finished=s.finished)
        if player is None:
            return PublicView(**public)
        mates = {}
        if player in s.heroes:
            mine = s.heroes[player]
            for q in s.teams[mine.team]:
                if q != player:
                    mates[q] = [self._card_view(s, q, c) for c in s.heroes[q].hand]
        hand = [self._card_view(s, player, c) for c in s.heroes[player].hand] if player in s.heroes else []
        return PlayerView(**public, me=player, hand=hand, teammates=mates)

    def _card_view(self, s: DiceThroneState, p: str, card: str) -> CardView:
        info = card_of(card)
        playable = False
        if info["kind"] != "upgrade" or True:
            try:
                playable = any(True for _ in self._candidates_ok(s, p, card, info))
            except IllegalAction:
                playable = False
        return CardView(id=card, name=info["name"], kind=info["kind"], timing=info["timing"], cost=info["cost"],
                        text=data.describe_card(info), playable=playable)

    def _candidates_ok(self, s: DiceThroneState, p: str, card: str, info: dict[str, Any]):
        if not any(pr.player == p for pr in self.awaiting(s)):
            return
        for candidate in self._candidates(s, p, card, info):
            try:
                self._check_play(s, p, candidate)
            except IllegalAction:
                continue
            yield candidate
            return

    def phase_text(self, s: DiceThroneState) -> str:
        if s.finished:
            return "Game over"
        if s.window is not None:
            what = {"roll": "reactions to the roll", "confirm": "last chance before the ability",
                    "blind": "Blind check", "target": "targeting roll", "damage": "before damage"}[s.window.kind]
            return f"{s.active}'s turn: {what}"
        names = {"main1": "main phase 1", "main2": "main phase 2", "offense": "offensive roll",
                 "defense": "defensive roll", "choose_target": "choosing a target", "discard": "discard to 6",
                 "draw": "income draw", "resolve": "resolving"}
        return f"{s.active}'s turn: {names.get(s.phase, s.phase)}"

    def narrate(self, event: Event) -> str | None:
        from engines.dicethrone.narrate import narrate

        return narrate(event)
