"""Maximum Throwdown (2-6 players): throw cards onto the table, cover your rivals' icons, keep yours live.

The turn: score the current player's active pips (1 point per 6), then attacks and steals, then the
draw (1 + draw icons, automatic), then throws (1 + throw icons), then the cards not thrown go back on
the deck. The engine moves through the automatic steps itself; a player is awaited only when they
have a choice to make.
"""

from __future__ import annotations

import random
import re
from datetime import datetime
from math import atan2, cos, degrees, hypot, sin

from pydantic import BaseModel

from engines.base import Action, Engine, Event, Outcome, Prompt
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.rng import Rng
from engines.throwdown import geometry
from engines.throwdown.data import (
    ANGLE_OFFSET,
    ANGLE_SPREAD,
    CARDS,
    CELL,
    CENTRE,
    COLUMNS,
    DECK_KEYS,
    DECKS,
    LOCATIONS,
    POWERS,
    ROWS,
    SPIN_CURVE,
    SPIN_FLIP_FACTOR,
    TABLE_H,
    TABLE_W,
    auto_power,
    icon_name,
    layout_positions,
    pips,
    seat_positions,
)
from engines.throwdown.model import (
    Attack,
    Break,
    CardView,
    Done,
    HandCard,
    IconView,
    Options,
    Order,
    Pending,
    PlayerInfo,
    PlayerView,
    PublicView,
    Rethrow,
    Steal,
    TableCard,
    Throw,
    ThrowCard,
    ThrowdownAction,
    ThrowdownState,
)

CENTRE_WORDS = ("centre", "center", "middle", "table")
_ICON_RE = re.compile(r"^(?:card\s*)?#?(\d+)\s*(?:icon\s*|i\s*|[.:/]\s*)(\d+)$")
_CARD_RE = re.compile(r"^(?:card\s*|c\s*)?#?(\d+)$")
_GRID_RE = re.compile(r"^([a-z])\s*(\d{1,2})$")
ABILITY_VALUE = {"D": 2.0, "T": 3.0, "B": 1.0, "S": 2.0, "A": 2.0}


def icon_value(code: str) -> float:
    """What an icon is worth to its owner, in pips (used by the AI and the timeout move)."""
    return float(pips(code)) if code.isdigit() else ABILITY_VALUE[code]


def grid_label(x: float, y: float) -> str:
    col = min(len(COLUMNS) - 1, max(0, int(x // CELL)))
    row = min(ROWS - 1, max(0, int(y // CELL)))
    return f"{COLUMNS[col]}{row + 1}"


def icon_spots(tc: TableCard) -> list[tuple[str, tuple[float, float]]]:
    """A face-up card's icons: (code, centre on the table), in the card's reading order."""
    if tc.card is None or not tc.face_up:
        return []
    card = CARDS[tc.card]
    return [(code, geometry.to_world(tc.x, tc.y, tc.angle, spot)) for code, spot in zip(card.icons, card.spots,
                                                                                        strict=True)]


def icon_table(table: list[TableCard]) -> list[list[tuple[str, tuple[float, float], bool]]]:
    """For every card in play: its icons as (code, centre, covered). Covered = some card lying above it
    (later in the stacking order) reaches inside the icon's circle."""
    result = []
    for i, tc in enumerate(table):
        above = [t.pose for t in table[i + 1:]]
        result.append([(code, pos, any(geometry.covers_icon(p, pos) for p in above)) for code, pos in icon_spots(tc)])
    return result


def active_icons(state: ThrowdownState, player: str) -> list[str]:
    """The codes of `player`'s icons that are active now (face up, completely uncovered)."""
    codes = []
    for i, tc in enumerate(state.table):
        if tc.owner != player or not tc.face_up or tc.card is None:
            continue
        above = [t.pose for t in state.table[i + 1:]]
        for code, pos in icon_spots(tc):
            if not any(geometry.covers_icon(p, pos) for p in above):
                codes.append(code)
    return codes


def uncovered_counts(state: ThrowdownState) -> dict[str, int]:
    counts = {p: 0 for p in state.players}
    for tc, icons in zip(state.table, icon_table(state.table), strict=True):
        if tc.owner in counts:
            counts[tc.owner] += sum(1 for _, _, covered in icons if not covered)
    return counts


def landing(rng: Rng, seat: tuple[float, float], aim: tuple[float, float], power: str, spin: str,
            gauss=None, uniform=None) -> tuple[float, float, float, bool, str]:
    """Where a card thrown from `seat` at `aim` lands: (x, y, angle, flipped, power used).

    The throw model (published in engines/throwdown/rules.md): the card travels along the line from the
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


class Throwdown(Engine):
    name = "throwdown"
    title = "Maximum Throwdown"
    min_players = 2
    max_players = 6
    state_type = ThrowdownState
    action_type = ThrowdownAction
    options_type = Options

    # --- setup ---------------------------------------------------------------------------------

    def setup(self, players: list[str], options: Options, rng: Rng) -> ThrowdownState:
        if len(options.decks) > len(players):
            raise BadArguments(f"{len(options.decks)} decks were chosen for {len(players)} players: "
                               "choose at most one deck per player.")
        free = [k for k in DECK_KEYS if k not in options.decks]
        rng.shuffle(free)
        chosen = list(options.decks) + free[: len(players) - len(options.decks)]
        decks = dict(zip(players, chosen, strict=True))
        deck_cards = {}
        for player in players:
            cards = [f"{decks[player]}:{i}" for i in range(len(DECKS[decks[player]].cards))]
            rng.shuffle(cards)
            deck_cards[player] = cards
        table = [TableCard(n=i + 1, location=LOCATIONS[i], x=round(x, 2), y=round(y, 2))
                 for i, (x, y) in enumerate(layout_positions(options.layout, options.locations))]
        seats = dict(zip(players, seat_positions(len(players)), strict=True))
        state = ThrowdownState(
            players=players, rng=rng, layout=options.layout, decks=decks, seats=seats, deck=deck_cards,
            hand={p: [] for p in players}, table=table, scores={p: 0 for p in players}, next_n=len(table) + 1,
            current=rng.randint(0, len(players) - 1),
        )
        events: list[Event] = []
        self._begin_turn(state, events)
        self._advance(state, events)
        return state

    # --- the contract -------------------------------------------------------------------------

    def awaiting(self, state: ThrowdownState) -> list[Prompt]:
        if state.phase == "over":
            return []
        return [Prompt(player=self.current(state), what=self.what(state))]

    def current(self, state: ThrowdownState) -> str:
        return state.players[state.current]

    def what(self, state: ThrowdownState) -> str:
        player = self.current(state)
        if state.pending is not None:
            options = []
            if state.breaks:
                options.append("break (keep it)")
            if state.throw_icons:
                options.append("rethrow")
            return f"card {state.pending.card.n} missed: {' or '.join(options)}, or play on"
        if state.phase == "raid":
            parts = []
            if state.attacks:
                parts.append(f"{state.attacks} attack{'s' * (state.attacks > 1)}")
            if state.steals:
                parts.append(f"{state.steals} steal{'s' * (state.steals > 1)}")
            return f"use {' and '.join(parts)} (or done to skip)"
        if state.phase == "throw":
            throws = int(state.basic_throw) + state.throw_icons
            hand = len(state.hand[player])
            return f"throw ({throws} throw{'s' * (throws > 1)} left, {hand} card{'s' * (hand > 1)} in hand)"
        return "order the cards going back on your deck (top first), or done"

    def play(self, state: ThrowdownState, player: str, action: Action, now: datetime) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, ThrowCard):
            self._play_throw(state, player, action, events)
        elif isinstance(action, Steal):
            self._play_steal(state, player, action, events)
        elif isinstance(action, Attack):
            self._play_attack(state, player, action, events)
        elif isinstance(action, Break):
            self._play_break(state, player, events)
        elif isinstance(action, Rethrow):
            self._play_rethrow(state, player, action, events)
        elif isinstance(action, Order):
            self._play_order(state, player, action, events)
        elif isinstance(action, Done):
            self._play_done(state, player, events)
        else:  # pragma: no cover - the union is closed
            raise BadArguments("That is not a Maximum Throwdown move.")
        self._advance(state, events)
        return events

    # --- moves --------------------------------------------------------------------------------

    def _play_throw(self, state: ThrowdownState, player: str, action: ThrowCard, events: list[Event]) -> None:
        if state.phase == "raid":
            raise WrongPhase("First use or skip your attacks and steals (/throwdown done skips them); "
                             "then you draw and throw.")
        if state.phase != "throw":
            raise WrongPhase("Your throws are over: put the cards left in your hand back with /throwdown order.")
        hand = state.hand[player]
        if not hand:
            raise IllegalAction("You have no cards in hand to throw.")
        if not state.basic_throw and not state.throw_icons:
            raise IllegalAction("You have no throws left this turn.")
        if not 1 <= action.card <= len(hand):
            raise BadArguments(f"Pick a card by its position in your hand: 1 to {len(hand)}.")
        aim, label = self.aim(state, action.at)
        self._drop_pending(state, events)
        if state.basic_throw:
            state.basic_throw = False
        else:
            state.throw_icons -= 1
        card = hand.pop(action.card - 1)
        n = state.next_n
        state.next_n += 1
        self._throw(state, player, card, player, n, aim, label, action.at, action.power, action.spin, True, False,
                    events)

    def _play_steal(self, state: ThrowdownState, player: str, action: Steal, events: list[Event]) -> None:
        if state.phase != "raid" or not state.steals:
            raise WrongPhase("You have no steal to use now: steals come at the start of your turn, one per "
                             "active steal icon.")
        victim = self.opponent(state, player, action.from_)
        if not state.deck[victim]:
            raise IllegalAction(f"{victim} has no cards left in their deck to steal.")
        aim, label = self.aim(state, action.at)
        self._drop_pending(state, events)
        state.steals -= 1
        card = state.deck[victim].pop(0)
        n = state.next_n
        state.next_n += 1
        events.append({"type": "stole", "player": player, "from": victim})
        self._throw(state, player, card, victim, n, aim, label, action.at, action.power, action.spin,
                    action.face == "up", True, events)

    def _play_attack(self, state: ThrowdownState, player: str, action: Attack, events: list[Event]) -> None:
        if state.phase != "raid" or not state.attacks:
            raise WrongPhase("You have no attack to use now: attacks come at the start of your turn, one per "
                             "active attack icon.")
        victim = self.opponent(state, player, action.player)
        if not state.deck[victim]:
            raise IllegalAction(f"{victim} has no cards left in their deck: attack someone who still has some.")
        self._drop_pending(state, events)
        state.attacks -= 1
        card = state.deck[victim].pop(0)
        state.discard.append(card)
        events.append({"type": "attacked", "player": player, "target": victim, "card": CARDS[card].name,
                       "left": len(state.deck[victim])})

    def _play_break(self, state: ThrowdownState, player: str, events: list[Event]) -> None:
        if state.pending is None:
            raise WrongPhase("Break keeps a card that just missed: none has.")
        if not state.breaks:
            raise IllegalAction("You have no active break icon left this turn.")
        state.breaks -= 1
        tc = state.pending.card
        state.pending = None
        state.table.append(tc)
        events.append({"type": "broke", "player": player, "n": tc.n})

    def _play_rethrow(self, state: ThrowdownState, player: str, action: Rethrow, events: list[Event]) -> None:
        pending = state.pending
        if pending is None:
            raise WrongPhase("Rethrow throws again a card that just missed: none has.")
        if not state.throw_icons:
            raise IllegalAction("A rethrow needs an unused throw icon, and you have none left this turn.")
        at = action.at or pending.aim
        aim, label = self.aim(state, at)
        state.throw_icons -= 1
        state.pending = None
        tc = pending.card
        events.append({"type": "rethrow", "player": player, "n": tc.n})
        self._throw(state, player, tc.card, tc.owner, tc.n, aim, label, at, action.power, action.spin,
                    pending.intended_face_up, pending.stolen, events)

    def _play_order(self, state: ThrowdownState, player: str, action: Order, events: list[Event]) -> None:
        if state.phase != "order":
            raise WrongPhase("You put cards back on your deck only at the end of your turn, when you have "
                             "no throws left.")
        hand = state.hand[player]
        if sorted(action.cards) != list(range(1, len(hand) + 1)):
            raise BadArguments(f"List every card in your hand once, top of the deck first: a mix of 1 to "
                               f"{len(hand)}, e.g. \"{' '.join(str(i) for i in range(len(hand), 0, -1))}\".")
        self._return(state, player, [hand[i - 1] for i in action.cards], events)

    def _play_done(self, state: ThrowdownState, player: str, events: list[Event]) -> None:
        if state.phase == "raid":
            if state.attacks or state.steals:
                events.append({"type": "skipped", "player": player, "attacks": state.attacks,
                               "steals": state.steals})
            self._drop_pending(state, events)
            state.attacks = state.steals = 0
            return
        if state.phase == "throw":
            if state.hand[player] and (state.basic_throw or state.throw_icons):
                throws = int(state.basic_throw) + state.throw_icons
                raise IllegalAction(f"You still have {throws} throw{'s' * (throws > 1)} and "
                                    f"{len(state.hand[player])} card{'s' * (len(state.hand[player]) > 1)} "
                                    "in hand: every throw must be made (/throwdown throw).")
            self._drop_pending(state, events)
            return
        if state.phase == "order":
            self._return(state, player, list(state.hand[player]), events)

    # --- the turn machine ---------------------------------------------------------------------

    def _begin_turn(self, state: ThrowdownState, events: list[Event]) -> None:
        player = self.current(state)
        codes = active_icons(state, player)
        total_pips = sum(pips(c) for c in codes)
        points = total_pips // 6
        state.scores[player] += points
        state.attacks = codes.count("A")
        state.steals = codes.count("S")
        state.breaks = codes.count("B")
        state.throw_icons = codes.count("T")
        state.draws = codes.count("D")
        state.basic_throw = True
        state.pending = None
        state.phase = "raid"
        events.append({"type": "turn", "player": player, "turn": state.turn})
        events.append({"type": "scored", "player": player, "pips": total_pips, "points": points,
                       "total": state.scores[player],
                       "icons": {k: codes.count(k) for k in "DTBSA" if codes.count(k)}})

    def _advance(self, state: ThrowdownState, events: list[Event]) -> None:
        """Carry out the automatic steps until the current player has a choice (or the game is over)."""
        for _ in range(10_000):
            player = self.current(state)
            if state.phase == "raid":
                if state.pending is not None:
                    return
                others = any(state.deck[o] for o in state.players if o != player)
                if (state.attacks or state.steals) and others:
                    return
                state.attacks = state.steals = 0
                count = min(1 + state.draws, len(state.deck[player]))
                state.hand[player] = state.deck[player][:count]
                state.deck[player] = state.deck[player][count:]
                events.append({"type": "drew", "player": player, "count": count, "left": len(state.deck[player])})
                state.phase = "throw"
            elif state.phase == "throw":
                if state.pending is not None:
                    return
                hand = state.hand[player]
                if hand and (state.basic_throw or state.throw_icons):
                    return
                if len(hand) >= 2:
                    state.phase = "order"
                    return
                if hand:
                    self._return(state, player, list(hand), events)
                if self._end_turn(state, events):
                    return
            else:
                return
        raise RuntimeError("Maximum Throwdown: the turn machine did not settle")  # pragma: no cover

    def _return(self, state: ThrowdownState, player: str, cards: list[str], events: list[Event]) -> None:
        state.deck[player] = cards + state.deck[player]
        state.hand[player] = []
        events.append({"type": "returned", "player": player, "count": len(cards)})
        if state.phase == "order":
            state.phase = "throw"  # the machine ends the turn

    def _end_turn(self, state: ThrowdownState, events: list[Event]) -> bool:
        """End the current turn; True when that ended the game."""
        player = self.current(state)
        events.append({"type": "turn_end", "player": player})
        if all(not state.deck[p] and not state.hand[p] for p in state.players):
            self._final_round(state, events)
            return True
        state.current = (state.current + 1) % len(state.players)
        state.turn += 1
        self._begin_turn(state, events)
        return False

    def _final_round(self, state: ThrowdownState, events: list[Event]) -> None:
        events.append({"type": "final_round"})
        count = len(state.players)
        for k in range(1, count + 1):
            player = state.players[(state.current + k) % count]
            codes = active_icons(state, player)
            total_pips = sum(pips(c) for c in codes)
            points = total_pips // 6
            state.scores[player] += points
            state.final_points[player] = points
            events.append({"type": "final_scored", "player": player, "pips": total_pips, "points": points,
                           "total": state.scores[player]})
        state.phase = "over"
        state.attacks = state.steals = state.breaks = state.throw_icons = state.draws = 0
        state.basic_throw = False
        outcome = self.outcome(state)
        events.append({"type": "game_over", "winners": outcome.winners if outcome else [],
                       "scores": dict(state.scores)})

    # --- throwing -----------------------------------------------------------------------------

    def _throw(self, state: ThrowdownState, player: str, card: str, owner: str, n: int, aim: tuple[float, float],
               label: str, at: str, power: str, spin: str, face_up: bool, stolen: bool, events: list[Event]) -> None:
        seat = state.seats[player]
        distance = hypot(aim[0] - seat[0], aim[1] - seat[1])
        used = auto_power(distance) if power == "auto" else power
        x, y, angle, flipped, _ = landing(state.rng, seat, aim, used, spin)
        up = face_up != flipped
        tc = TableCard(n=n, card=card, owner=owner, x=x, y=y, angle=angle, face_up=up)
        hit = geometry.touching_any(tc.pose, (t.pose for t in state.table))
        covered = self._newly_covered(state, tc) if hit else []
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

    def _newly_covered(self, state: ThrowdownState, new: TableCard) -> list[dict]:
        """Icons that were active and that the new card now covers."""
        found = []
        for i, tc in enumerate(state.table):
            for k, (code, pos) in enumerate(icon_spots(tc), 1):
                if not geometry.covers_icon(new.pose, pos):
                    continue
                if any(geometry.covers_icon(t.pose, pos) for t in state.table[i + 1:]):
                    continue
                found.append({"n": tc.n, "icon": k, "code": code, "owner": tc.owner})
        return found

    def _drop_pending(self, state: ThrowdownState, events: list[Event]) -> None:
        if state.pending is None:
            return
        tc = state.pending.card
        state.pending = None
        state.discard.append(tc.card)
        events.append({"type": "discarded", "n": tc.n, "owner": tc.owner})

    # --- reading what players type ------------------------------------------------------------

    def opponent(self, state: ThrowdownState, player: str, name: str) -> str:
        wanted = name.strip().lstrip("@").lower()
        match = next((p for p in state.players if p.lower() == wanted), None)
        if match is None:
            others = ", ".join(p for p in state.players if p != player)
            raise BadArguments(f"There is no player called '{name}' here: choose among {others}.")
        if match == player:
            raise IllegalAction("Choose an opponent, not yourself.")
        return match

    def aim(self, state: ThrowdownState, text: str) -> tuple[tuple[float, float], str]:
        """Read an aim: "card 7", "7", "card 7 icon 3", "7.3", a grid square "D4" or "centre"."""
        raw = (text or "").strip().lower()
        if raw in CENTRE_WORDS or not raw:
            return CENTRE, "the centre"
        if m := _ICON_RE.match(raw):
            tc = self._card_in_play(state, int(m[1]))
            icons = icon_spots(tc)
            if not icons:
                what = "a location" if tc.card is None else "face down"
                raise BadArguments(f"Card {tc.n} is {what} and has no icons: aim at the card itself (\"card {tc.n}\").")
            k = int(m[2])
            if not 1 <= k <= len(icons):
                raise BadArguments(f"Card {tc.n} has icons 1 to {len(icons)}.")
            code, pos = icons[k - 1]
            return (round(pos[0], 2), round(pos[1], 2)), f"card {tc.n} icon {k}"
        if m := _CARD_RE.match(raw):
            tc = self._card_in_play(state, int(m[1]))
            return (tc.x, tc.y), f"card {tc.n}"
        if m := _GRID_RE.match(raw):
            col = COLUMNS.lower().find(m[1])
            row = int(m[2])
            if col >= 0 and 1 <= row <= ROWS:
                return ((col + 0.5) * CELL, (row - 0.5) * CELL), f"{m[1].upper()}{row}"
        raise BadArguments(f"'{text}' is not something to aim at: write a card (\"card 7\"), an icon on a card "
                           f"(\"card 7 icon 3\"), a square of the grid (A1 to {COLUMNS[-1]}{ROWS}) or \"centre\".")

    def _card_in_play(self, state: ThrowdownState, n: int) -> TableCard:
        tc = next((t for t in state.table if t.n == n), None)
        if tc is None:
            raise BadArguments(f"There is no card {n} on the table: aim at a numbered card you can see on the "
                               "picture.")
        return tc

    # --- moves for buttons, playouts, timeouts and the AI ------------------------------------

    def legal_moves(self, state: ThrowdownState, player: str) -> list[Action]:
        if state.phase == "over" or player != self.current(state):
            return []
        actions: list[Action] = []
        targets = self._sample_targets(state)
        if state.pending is not None:
            if state.breaks:
                actions.append(Break())
            if state.throw_icons:
                actions.extend(Rethrow(at=t) for t in [None, *targets[:4]])
        if state.phase == "raid":
            victims = [o for o in state.players if o != player and state.deck[o]]
            if state.attacks:
                actions.extend(Attack(player=v) for v in victims)
            if state.steals:
                for v in victims:
                    actions.extend(Steal(from_=v, at=t, face=f) for t in targets[:6] for f in ("down", "up"))
            actions.append(Done())
        elif state.phase == "throw":
            hand = state.hand[player]
            if hand and (state.basic_throw or state.throw_icons):
                for i in range(1, len(hand) + 1):
                    actions.extend(ThrowCard(card=i, at=t, power=p) for t in targets
                                   for p in ("auto", "soft", "hard"))
            else:
                actions.append(Done())
        elif state.phase == "order":
            size = len(state.hand[player])
            actions.append(Order(cards=list(range(1, size + 1))))
            actions.append(Order(cards=list(range(size, 0, -1))))
            actions.append(Done())
        return actions

    def _sample_targets(self, state: ThrowdownState) -> list[str]:
        """A handful of aims (the space is continuous): the locations, the latest cards, two squares."""
        locations = [f"card {t.n}" for t in state.table if t.card is None]
        latest = [f"card {t.n}" for t in state.table if t.card is not None][-6:]
        return [*latest[::-1], *locations, "centre", "A1", "F9"]

    def on_timeout(self, state: ThrowdownState, player: str, now: datetime) -> Action:
        """Skip attacks and steals; throw the first card at the location nearest the table centre with
        the power its distance calls for; keep the drawn order; let a missed card go."""
        if state.phase == "throw" and state.hand[player] and (state.basic_throw or state.throw_icons):
            locations = [t for t in state.table if t.card is None]
            target = min(locations, key=lambda t: hypot(t.x - CENTRE[0], t.y - CENTRE[1]))
            return ThrowCard(card=1, at=f"card {target.n}", power="auto", spin="none")
        return Done()

    def ai_action(self, state: ThrowdownState, player: str, rand: random.Random) -> Action:
        from engines.throwdown.ai import choose

        return choose(self, state, player, rand)

    # --- views --------------------------------------------------------------------------------

    def view(self, state: ThrowdownState, player: str | None) -> BaseModel:
        icons = icon_table(state.table)
        active_pips = {p: 0 for p in state.players}
        active_count = {p: 0 for p in state.players}
        cards = []
        for tc, card_icons in zip(state.table, icons, strict=True):
            cards.append(self._card_view(tc, card_icons))
            if tc.owner in active_pips:
                for code, _, covered in card_icons:
                    if not covered:
                        active_pips[tc.owner] += pips(code)
                        active_count[tc.owner] += 1
        pending = None
        if state.pending is not None:
            pc = state.pending.card
            pending = self._card_view(pc, [(c, pos, False) for c, pos in icon_spots(pc)])
        colours = {p: i for i, p in enumerate(state.players)}
        players = [PlayerInfo(
            name=p, deck=state.decks[p], deck_title=DECKS[state.decks[p]].title, letter=DECKS[state.decks[p]].letter,
            colour=colours[p], seat=state.seats[p], points=state.scores[p], cards_in_deck=len(state.deck[p]),
            cards_in_hand=len(state.hand[p]), active_pips=active_pips[p], active_icons=active_count[p],
        ) for p in state.players]
        outcome = self.outcome(state)
        current = None if state.phase == "over" else self.current(state)
        if outcome is not None:
            status = "Game over: " + " and ".join(outcome.winners) + (" win" if len(outcome.winners) > 1 else " wins")
        else:
            status = f"{current}: {self.what(state)}"
        public = dict(
            scores=dict(state.scores), current=current, phase=state.phase, turn=state.turn, layout=state.layout,
            status=status, players=players, table=cards, pending=pending, last_throw=state.last_throw,
            discard_count=len(state.discard), discard_top=CARDS[state.discard[-1]].name if state.discard else None,
            turn_left={"attacks": state.attacks, "steals": state.steals, "breaks": state.breaks,
                       "throws": int(state.basic_throw) + state.throw_icons, "draws": state.draws},
            width=TABLE_W, height=TABLE_H, cell=CELL, columns=COLUMNS, rows=ROWS,
            outcome=outcome.reason if outcome else None,
        )
        if player is None:
            return PublicView(**public)
        hand = [HandCard(position=i, id=c, name=CARDS[c].name, icons=list(CARDS[c].icons))
                for i, c in enumerate(state.hand.get(player, []), 1)]
        hints = []
        if player == current:
            hints = [self.hint(a) for a in self.legal_actions(state, player)[:12]]
        return PlayerView(**public, me=player, my_hand=hand, hints=hints)

    def _card_view(self, tc: TableCard, icons) -> CardView:
        name = None
        if tc.card is None:
            name = tc.location
        elif tc.face_up:
            name = CARDS[tc.card].name
        return CardView(
            n=tc.n, kind="location" if tc.card is None else "card", name=name, owner=tc.owner,
            deck=tc.card.split(":")[0] if tc.card else None, x=tc.x, y=tc.y, angle=tc.angle, face_up=tc.face_up,
            icons=[IconView(n=k, code=code, x=round(pos[0], 2), y=round(pos[1], 2), covered=covered)
                   for k, (code, pos, covered) in enumerate(icons, 1)],
        )

    def hint(self, action: Action) -> str:
        """The slash command for an action, as a player would type it."""
        parts = []
        for key, value in action.args().items():
            if value in (None, "auto", "none"):
                continue
            if isinstance(value, list):
                value = " ".join(map(str, value))
            text = str(value)
            parts.append(f'{key}:"{text}"' if " " in text else f"{key}:{text}")
        return " ".join([f"/throwdown {action.do}", *parts])

    def outcome(self, state: ThrowdownState) -> Outcome | None:
        if state.phase != "over":
            return None
        icons = uncovered_counts(state)
        key = {p: (state.scores[p], icons[p]) for p in state.players}
        ordered = sorted(state.players, key=lambda p: key[p], reverse=True)
        ranks = [1 + sum(1 for q in state.players if key[q] > key[p]) for p in ordered]
        top = [p for p in ordered if key[p] == key[ordered[0]]]
        best_points = state.scores[ordered[0]]
        tied_points = [p for p in ordered if state.scores[p] == best_points]
        if len(tied_points) == 1:
            why = f"{ordered[0]} has the most points ({best_points})."
        elif len(top) == 1:
            why = (f"{' and '.join(tied_points)} tie on {best_points} points; {top[0]} wins with the most uncovered "
                   f"icons ({icons[top[0]]}).")
        else:
            why = (f"{' and '.join(top)} tie on {best_points} points and {icons[top[0]]} uncovered icons: they "
                   "share the win.")
        return Outcome(teams=[[p] for p in ordered], ranks=ranks,
                       reason="Every card has been thrown and the final scoring round is done. " + why)

    # --- narration ----------------------------------------------------------------------------

    def narrate(self, event: Event) -> str | None:
        kind = event.get("type")
        if kind == "turn":
            return None
        if kind == "scored":
            icons = event.get("icons") or {}
            extra = ", ".join(f"{n} {icon_name(k)}" for k, n in icons.items())
            gain = f"+{event['points']} point{'s' * (event['points'] != 1)}"
            return (f"**{event['player']}**'s turn: {event['pips']} active pips, {gain} (total {event['total']})"
                    + (f"; active: {extra}." if extra else "."))
        if kind == "attacked":
            return (f"{event['player']} attacks {event['target']}: {event['card']} goes from the top of their deck "
                    f"to the discard pile ({event['left']} left).")
        if kind == "stole":
            return f"{event['player']} steals the top card of {event['from']}'s deck and throws it."
        if kind == "threw":
            what = event["card"] or "a face-down card"
            whose = f"{event['owner']}'s " if event["stolen"] else ""
            spin = "" if event["spin"] == "none" else f", {event['spin']} spin"
            line = (f"{event['player']} throws {whose}{what} (card {event['n']}) {event['power']}{spin} at "
                    f"{event['at']}: it lands at {event['grid']}{' face down' if not event['face_up'] else ''}")
            if not event["hit"]:
                return line + ", touching nothing: a miss."
            covered = event.get("covered") or []
            if covered:
                parts = ", ".join(f"{c['owner']}'s {icon_name(c['code'])} (card {c['n']} icon {c['icon']})"
                                  for c in covered[:4])
                more = f" and {len(covered) - 4} more" if len(covered) > 4 else ""
                return line + f", covering {parts}{more}."
            return line + "."
        if kind == "missed":
            return (f"Card {event['n']} missed: {event['player']} may break (keep it) or rethrow."
                    if event["pending"] else f"Card {event['n']} goes to the discard pile.")
        if kind == "discarded":
            return f"Card {event['n']} goes to the discard pile."
        if kind == "broke":
            return f"{event['player']} uses a break icon: card {event['n']} stays in play where it fell."
        if kind == "rethrow":
            return f"{event['player']} uses a throw icon to throw card {event['n']} again."
        if kind == "drew":
            return f"{event['player']} draws {event['count']} ({event['left']} left in the deck)."
        if kind == "returned":
            n = event["count"]
            return f"{event['player']} puts {n} card{'s' * (n != 1)} back on top of their deck."
        if kind == "skipped":
            return f"{event['player']} lets their remaining attacks and steals go."
        if kind == "final_round":
            return "Every card is thrown: **final scoring round** (points only)."
        if kind == "final_scored":
            return (f"{event['player']}: {event['pips']} active pips, +{event['points']} (total "
                    f"{event['total']}).")
        if kind == "game_over":
            return None
        return None
