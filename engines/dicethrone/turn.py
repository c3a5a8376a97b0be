"""The flow of a turn: setup, upkeep → income → main 1 → offensive roll → the attack → main 2 →
discard down to 6, who is awaited, and the turn's own moves (draw, sell, done).

`state.phase` says where the turn stands; `_advance` moves the game on through every step nobody has to
decide, and stops where someone must act."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from engines.base import Action, Event, Prompt
from engines.dicethrone import data
from engines.dicethrone.actions import Ability, Ask, Defend, Done, Draw, Play, Roll, Sell, Spend, Target
from engines.dicethrone.data import HERO_IDS, HEROES, card_of, norm_name
from engines.dicethrone.players import alive
from engines.dicethrone.state import (
    FFA_HEALTH,
    HAND_LIMIT,
    MAX_CP,
    MAX_TURNS,
    MODE_HEALTH,
    MODE_PLAYERS,
    OFFENSE_ATTEMPTS,
    SIMPLE_HEROES,
    SIMPLIFIED_MODES,
    START_CP,
    START_HAND,
    DiceRoll,
    DiceThroneState,
    Hero,
    Options,
)
from engines.dicethrone.windows import upkeep_ticks
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.rng import Rng
from engines.said import Said, said

if TYPE_CHECKING:
    from engines.dicethrone.contract import DiceThroneRules
else:
    DiceThroneRules = object  # what the other mixins provide, for the type checker only (contract.py)


class TurnRules(DiceThroneRules):
    """Setup and the turn's steps."""

    def setup(self, players: list[str], options: Options, rng: Rng) -> DiceThroneState:
        n = len(players)
        mode = options.mode if options.mode != "auto" else ("1v1" if n == 2 else "ffa")
        low, high = MODE_PLAYERS[mode]
        if not low <= n <= high:
            if low == high:
                raise BadArguments(said("dt-refuse-mode-players", mode=mode, count=low, seated=n))
            raise BadArguments(said("dt-refuse-mode-players-range", mode=mode, low=low, high=high, seated=n))
        if options.variant == "simplified" and mode not in SIMPLIFIED_MODES:
            raise BadArguments(said("dt-refuse-simplified-1v1"))
        if len(options.heroes) > n:
            raise BadArguments(said("dt-refuse-too-many-heroes", heroes=len(options.heroes), seats=n))
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
                self._draw(state, p, START_HAND, [])
        first = self._roll_off(state, list(players))
        at = players.index(first)
        state.order = players[at:] + players[:at]
        state.active = first
        state.phase = "turn_start"
        self._advance(state, [])
        return state

    def _choose_heroes(self, players: list[str], options: Options, mode: str, rng: Rng) -> dict[str, str]:
        named: list[str | None] = [HERO_IDS.get(norm_name(text)) for text in options.heroes]  # checked by Options
        named += [None] * (len(players) - len(named))
        pool = list(SIMPLE_HEROES) if mode == "first" or options.variant == "simplified" else list(HEROES)
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

    def play(self, state: DiceThroneState, player: str, action: Action, now: datetime) -> list[Event]:
        ev: list[Event] = []
        handlers: dict[type[Action], Callable[[DiceThroneState, str, Any, list[Event]], None]] = {
            Roll: self._act_roll, Ability: self._act_ability, Defend: self._act_defend, Play: self._act_play,
            Sell: self._act_sell, Spend: self._act_spend, Target: self._act_target, Draw: self._act_draw,
            Ask: self._act_ask, Done: self._act_done,
        }
        handlers[type(action)](state, player, action, ev)
        self._advance(state, ev)
        return ev

    def _advance(self, s: DiceThroneState, ev: list[Event]) -> None:
        for _ in range(1000):
            if s.finished:
                s.window = None
                return
            if self._owing(s):
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
            if s.phase == "upkeep":
                self._upkeep_and_income(s, ev)
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
        s.phase = "upkeep"
        if upkeep_ticks(s):  # a last chance to remove Burn or Poison before they tick
            self._open_window(s, "upkeep", alive(s), ev)

    def _upkeep_and_income(self, s: DiceThroneState, ev: list[Event]) -> None:
        p = s.active
        h = s.heroes[p]
        for status in ("burn", "poison"):
            n = h.statuses.get(status, 0)
            if n:
                ev.append({"type": "upkeep", "player": p, "status": status, "damage": n})
                self._hurt(s, {p: n}, ev, source=[f"dt-status-{status}"])
                if status == "burn":
                    self._add_status(s, p, "burn", -1, ev)
        if self._check_defeats(s, ev) or h.out:
            s.phase = "turn_end"
            return
        simplified = s.variant == "simplified"
        if not simplified:
            if s.turn == 1:
                ev.append({"type": "skip", "player": p, "what": "income", "why": "first_turn"})
            elif h.statuses.get("concussion"):
                self._add_status(s, p, "concussion", -1, ev)
                ev.append({"type": "skip", "player": p, "what": "income", "why": "concussion"})
            else:
                passive = HEROES[h.hero]["passive"] or {}
                bonus = passive.get("income_cp", 0) if h.cp < passive.get("income_cp_below", MAX_CP + 1) else 0
                gained = self._gain_cp(s, p, 1 + bonus)
                extra = 0
                limit = passive.get("income_draw_if_hand_at_most")
                if limit is not None and len(h.hand) <= limit:
                    extra = 1
                ev.append({"type": "income", "player": p, "cp": gained, "now": h.cp})
                self._draw(s, p, 1 + extra, ev)
        s.phase = "offense_start" if simplified else "main1"

    def _start_offense(self, s: DiceThroneState, ev: list[Event]) -> None:
        p = s.active
        h = s.heroes[p]
        if h.statuses.get("stun"):
            self._add_status(s, p, "stun", -1, ev)
            ev.append({"type": "skip", "player": p, "what": "offense", "why": "stun"})
            self._after_offense(s, ev)
            return
        if h.statuses.get("knockdown"):
            self._add_status(s, p, "knockdown", -1, ev)
            if h.cp >= data.KNOCKDOWN_PRICE:
                h.cp -= data.KNOCKDOWN_PRICE
                ev.append({"type": "cp", "player": p, "change": -data.KNOCKDOWN_PRICE, "now": h.cp,
                           "why": "Knockdown"})
            else:
                ev.append({"type": "skip", "player": p, "what": "offense", "why": "knockdown"})
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
            s.finished = "turn_limit"
            ev.append({"type": "game_over", "why": s.finished, "turns": MAX_TURNS, "winners": []})
            return
        at = s.order.index(s.active)
        for step in range(1, len(s.order) + 1):
            nxt = s.order[(at + step) % len(s.order)]
            if not s.heroes[nxt].out:
                break
        s.active = nxt
        s.turn += 1
        s.phase = "turn_start"

    def _owing(self, s: DiceThroneState) -> list[str]:
        """Hero-upgrade-deck variant: players who must choose piles for cards they are drawing."""
        return [p for p in s.order if s.heroes[p].owed and not s.heroes[p].out]

    def awaiting(self, state: DiceThroneState) -> list[Prompt]:
        s = state
        if s.finished:
            return []
        owing = self._owing(s)
        if owing:
            return [Prompt(player=p, what=said("dt-prompt-draw", count=s.heroes[p].owed)) for p in owing]
        if s.window is not None:
            what = said(f"dt-prompt-window-{s.window.kind}", player=s.active)
            return [Prompt(player=p, kind="reaction", timer="reaction", what=what, secret=True)
                    for p in s.window.pending]
        p = s.active
        if s.phase in ("main1", "main2"):
            return [Prompt(player=p, what=said(f"dt-prompt-{s.phase}"))]
        if s.phase == "discard":
            extra = len(s.heroes[p].hand) - HAND_LIMIT
            return [Prompt(player=p, what=said("dt-prompt-discard", count=extra, limit=HAND_LIMIT))]
        if s.phase == "offense":
            return [Prompt(player=p, what=self._offense_prompt(s))]
        if s.phase == "defense" and s.attack and s.attack.target:
            return [Prompt(player=s.attack.target, what=said("dt-prompt-defend", attacker=s.attack.attacker))]
        if s.phase == "choose_target" and s.attack and s.attack.chooser:
            return [Prompt(player=s.attack.chooser, what=said("dt-prompt-choose-target", attacker=s.attack.attacker))]
        return []

    def _offense_prompt(self, s: DiceThroneState) -> Said:
        r = s.roll
        if r is None or r.attempts == 0:
            return said("dt-prompt-offense-first")
        if r.attempts >= r.max_attempts:
            return said("dt-prompt-offense-done")
        return said("dt-prompt-offense", attempt=r.attempts, of=r.max_attempts)

    def _in_window(self, s: DiceThroneState, p: str) -> bool:
        return s.window is not None and p in s.window.pending

    def _own_turn_step(self, s: DiceThroneState, p: str, *phases: str) -> bool:
        return s.window is None and p == s.active and s.phase in phases

    def _act_draw(self, s: DiceThroneState, p: str, a: Draw, ev: list[Event]) -> None:
        owed = s.heroes[p].owed
        if not owed:
            raise WrongPhase(said("dt-refuse-nothing-to-draw"))
        if a.count > owed:
            raise IllegalAction(said("dt-refuse-draw-count", count=owed, asked=a.count))
        s.heroes[p].owed -= a.count
        self._draw_from(s, p, a.count, ev, pile=a.pile)

    def _act_sell(self, s: DiceThroneState, p: str, a: Sell, ev: list[Event]) -> None:
        if not self._own_turn_step(s, p, "main1", "main2", "discard"):
            raise WrongPhase(said("dt-refuse-sell-not-now"))
        h = s.heroes[p]
        card = self._card_in_hand(h, a.card)
        h.hand.remove(card)
        h.discard.append(card)
        gained = self._gain_cp(s, p, 1)
        ev.append({"type": "sell", "player": p, "card": card, "cp": gained,
                   "now": h.cp})

    def _act_done(self, s: DiceThroneState, p: str, a: Done, ev: list[Event]) -> None:
        if self._in_window(s, p):
            assert s.window is not None
            self._note_pass(s, p)
            s.window.pending.remove(p)  # who passed stays secret: no event
            return
        if s.window is not None or p != s.active and s.phase not in ("defense", "choose_target"):
            raise WrongPhase(said("dt-refuse-nothing-to-finish"))
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
                raise IllegalAction(said("dt-refuse-first-roll-needed"))
            ev.append({"type": "no_ability", "player": p})
            self._after_offense(s, ev)
        elif s.phase == "discard":
            n = len(s.heroes[p].hand) - HAND_LIMIT
            raise IllegalAction(said("dt-refuse-sell-more", limit=HAND_LIMIT, count=n))
        elif s.phase == "defense":
            raise IllegalAction(said("dt-refuse-defend-instead"))
        elif s.phase == "choose_target":
            raise IllegalAction(said("dt-refuse-target-instead"))
        else:  # pragma: no cover
            raise WrongPhase(said("dt-refuse-nothing-to-finish"))
