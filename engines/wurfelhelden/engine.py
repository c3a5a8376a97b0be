"""Würfelhelden: the rules (see engines/wurfelhelden/rules.md for the players' version).

The state keeps each party as a list of dice in party order (white, yellow, red; each colour in the
order the dice joined), so a die's position in the list + 1 is the number players type after
`roll dice:` and the number drawn on the picture.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from typing import Any

from engines.base import Action, Engine, Event, NoOptions, Outcome, Prompt
from engines.errors import BadArguments, WrongPhase
from engines.rng import Rng
from engines.said import Said, Text, said
from engines.wurfelhelden.data import (
    COLOURS,
    DICE_PER_COLOUR,
    FACES,
    HEROES,
    MAX_ROLLS,
    START_PARTY,
    START_TABLEAU,
    WARRANTS,
    WARRANTS_TWO_PLAYERS,
)
from engines.wurfelhelden.model import (
    Chase,
    Die,
    PlayerView,
    PublicView,
    Roll,
    SeatView,
    Stop,
    WurfelheldenAction,
    WurfelheldenState,
    add_to_party,
    die_said,
)
from engines.wurfelhelden.standing import standing_lines

MAX_OPENING_ROUNDS = 50
"""Safety net for the opening roll-off; ties that long are broken by seat order."""


# --- the engine -----------------------------------------------------------------------------------


class Wurfelhelden(Engine[WurfelheldenState, NoOptions]):
    name = "wurfelhelden"
    title = "Würfelhelden"
    score_unit = "coins"
    min_players = 2
    max_players = 4
    state_type = WurfelheldenState
    action_type = WurfelheldenAction
    options_type = NoOptions

    def __init__(self, policy: Callable[[WurfelheldenState, str], Action] | None = None):
        self.policy = policy
        """The AI seat's policy (engines/wurfelhelden/ai.py, given by the package); None plays at random."""

    # --- setup ------------------------------------------------------------------------------

    def setup(self, players: list[str], options: NoOptions, rng: Rng) -> WurfelheldenState:
        box = {c: DICE_PER_COLOUR for c in COLOURS}
        party: dict[str, list[Die]] = {}
        tableau: dict[str, dict[str, int]] = {}
        for p in players:
            party[p] = [Die(colour=c) for c in COLOURS for _ in range(START_PARTY[c])]
            tableau[p] = dict(START_TABLEAU)
            for c in COLOURS:
                box[c] -= START_PARTY[c] + START_TABLEAU.get(c, 0)
        state = WurfelheldenState(
            players=players, rng=rng, heroes={p: HEROES[i] for i, p in enumerate(players)}, party=party,
            tableau=tableau, box=box, warrants=list(WARRANTS_TWO_PLAYERS if len(players) == 2 else WARRANTS),
            won={p: [] for p in players}, coins={p: 0 for p in players},
        )
        self._opening_roll(state)
        return state

    def _opening_roll(self, state: WurfelheldenState) -> None:
        """Everyone rolls their white dice once; the most swords chase first (ties roll again, in seat
        order); the sword dice go by the warrants and the next player in seat order starts."""
        contenders = list(state.players)
        for _ in range(MAX_OPENING_ROUNDS):
            faces: dict[str, list[int]] = {}
            for p in contenders:
                rolled = [state.rng.d6() for _ in state.party[p]]
                for die, face in zip(state.party[p], rolled, strict=True):
                    die.face, die.fresh = face, True
                faces[p] = rolled
            state.opening.append(faces)
            swords = {p: sum(d.swords for d in state.party[p]) for p in contenders}
            best = max(swords.values())
            contenders = [p for p in contenders if swords[p] == best]
            if len(contenders) == 1 and best > 0:
                break
        opener = contenders[0]
        state.opener = opener
        sword_dice = [d for d in state.party[opener] if d.swords]
        state.party[opener] = [d for d in state.party[opener] if not d.swords]
        state.chase = Chase(player=opener, dice=sword_dice) if sword_dice else None
        state.current = (state.players.index(opener) + 1) % len(state.players)
        state.starter = state.current
        self._start_turn(state, state.players[state.current])

    # --- the flow ---------------------------------------------------------------------------

    def current(self, state: WurfelheldenState) -> str:
        return state.players[state.current]

    def duel(self, state: WurfelheldenState) -> bool:
        return len(state.players) == 2

    def awaiting(self, state: WurfelheldenState) -> list[Prompt]:
        if self.outcome(state) is not None:
            return []
        return [Prompt(player=self.current(state), what=self.task(state))]

    def task(self, state: WurfelheldenState) -> Said:
        """What the player whose turn it is can do now and why it matters, in one sentence."""
        player = self.current(state)
        chase = self._chase_said(state, player)
        if state.roll_no == 0:
            if self._first_move(state) and state.opener:
                return said("wh-task-roll-opening", opener=state.opener, chase=chase)
            return said("wh-task-roll", chase=chase)
        party = state.party[player]
        swords = sum(d.swords for d in party)
        coins = sum(1 for d in party if d.shows and d.shows.kind == "coin")
        shown = {"swords": said("wh-swords", count=swords), "coins": said("wh-coins", count=coins)}
        shows = said("wh-shows-doubled", **shown, double=coins * 2) if coins and not swords else said(
            "wh-shows", **shown)
        return said("wh-task-reroll", left=MAX_ROLLS - state.roll_no, shows=shows, chase=chase)

    def _chase_said(self, state: WurfelheldenState, player: str) -> Said:
        chase = state.chase
        if chase is None:
            return said("wh-chase-nobody")
        if chase.player == player:
            return said("wh-chase-yours")
        # two players: surviving a round only puts the marker down
        stake = "wh-stake-marker" if self.duel(state) and not chase.marker else "wh-stake-capture"
        return said("wh-chase-other", chaser=chase.player, swords=chase.swords,
                    need=chase.swords + 1, stake=said(stake, chaser=chase.player, warrant=state.warrants[0]))

    @staticmethod
    def _first_move(state: WurfelheldenState) -> bool:
        """The game's first roll is still to come (the first player's first turn, not yet rolled)."""
        return state.turn_no == 1 and state.current == state.starter and state.roll_no == 0

    def play(self, state: WurfelheldenState, player: str, action: Action, now: datetime) -> list[Event]:
        if isinstance(action, Roll):
            positions = self._check_roll(state, player, action)
            events = self._opening_event(state)
            events += self._roll(state, player, positions)
            if state.roll_no >= MAX_ROLLS or action.stop:
                events += self._resolve(state, player)
            return events
        if isinstance(action, Stop):
            if state.roll_no == 0:
                raise WrongPhase(said("wh-refuse-roll-first"))
            return self._resolve(state, player)
        raise BadArguments(said("wh-refuse-not-a-move"))

    def _opening_event(self, state: WurfelheldenState) -> list[Event]:
        """The game's first roll first tells how the opening roll went (setup has no events of its own)."""
        if not self._first_move(state) or not state.opening or state.opener is None:
            return []
        last = state.opening[-1]
        swords = {p: sum(FACES["white"][f].swords for f in faces) for p, faces in last.items()}
        return [{"type": "opening", "swords": swords, "rolloffs": len(state.opening), "opener": state.opener,
                 "first": self.current(state),
                 "chase": state.chase.swords if state.chase and state.chase.player == state.opener else 0}]

    def _check_roll(self, state: WurfelheldenState, player: str, action: Roll) -> list[int]:
        """The 0-based positions to roll (checked before anything changes)."""
        party = state.party[player]
        if state.roll_no == 0 or not action.dice:
            return list(range(len(party)))
        n = len(party)
        seen: set[int] = set()
        for pos in action.dice:
            if not 1 <= pos <= n:
                raise BadArguments(said("wh-refuse-no-such-die", dice=said("wh-dice", count=n), count=n))
            if pos in seen:
                raise BadArguments(said("wh-refuse-die-twice", die=pos))
            seen.add(pos)
        return sorted(p - 1 for p in seen)

    def _roll(self, state: WurfelheldenState, player: str, positions: list[int]) -> list[Event]:
        for dice in [*state.party.values(), state.chase.dice if state.chase else []]:
            for die in dice:
                die.fresh = False
        party = state.party[player]
        for i in positions:
            party[i].face = state.rng.d6()
            party[i].fresh = True
        state.roll_no += 1
        results = [{"position": i + 1, "colour": party[i].colour, "face": party[i].face} for i in positions]
        ran = [d for d in party if d.fresh and d.shows and d.shows.kind == "x"]
        ran_ids = {id(d) for d in ran}
        state.party[player] = [d for d in party if id(d) not in ran_ids]
        for die in ran:
            state.tableau[player][die.colour] += 1
        state.lost = [d.model_copy() for d in ran]
        state.lost_by = player if ran else None
        events: list[Event] = [{"type": "rolled", "player": player, "roll": state.roll_no, "dice": results}]
        if ran:
            events.append({"type": "ran_away", "player": player, "colours": [d.colour for d in ran],
                           "party": len(state.party[player])})
        return events

    def _resolve(self, state: WurfelheldenState, player: str) -> list[Event]:
        """Carry out the actions of the final result: chase, coins, growth; then the next turn."""
        party = state.party[player]
        swords = sum(d.swords for d in party)
        kinds = [d.shows.kind for d in party if d.shows]
        events: list[Event] = []
        # 1. the chase
        if swords:
            events.append(self._chase(state, player, swords))
        # 2. coins (doubled when no sword shows)
        found = kinds.count("coin")
        if found:
            gained = found * (1 if swords else 2)
            state.coins[player] += gained
            events.append({"type": "coins", "player": player, "coins": gained, "doubled": not swords,
                           "total": state.coins[player]})
        # 3. the party grows, from the tableau
        for colour, symbol in (("yellow", "yellow"), ("red", "red")):
            wanted = kinds.count(symbol)
            if not wanted:
                continue
            taken = min(wanted, state.tableau[player][colour])
            state.tableau[player][colour] -= taken
            state.party[player] = add_to_party(state.party[player], [Die(colour=colour) for _ in range(taken)])
            events.append({"type": "grew", "player": player, "colour": colour, "dice": taken, "wanted": wanted})
        events.append({"type": "turn_over", "player": player, "swords": swords})
        state.roll_no = 0
        state.current = (state.current + 1) % len(state.players)
        if state.current == state.starter:
            state.turn_no += 1
        events += self._start_turn(state, self.current(state))
        return events

    def _chase(self, state: WurfelheldenState, player: str, swords: int) -> Event:
        chase = state.chase
        sword_dice = [d for d in state.party[player] if d.swords]
        rest = [d for d in state.party[player] if not d.swords]
        if chase is not None and chase.player != player and swords <= chase.swords:
            return {"type": "chase", "player": player, "result": "failed", "swords": swords,
                    "against": chase.player, "needed": chase.swords + 1}
        event: Event = {"type": "chase", "player": player, "swords": swords}
        if chase is None:
            event["result"] = "placed"
            state.chase = Chase(player=player, dice=sword_dice)
        elif chase.player == player:  # two players: my duel marker already waits there
            event["result"] = "joined_marker"
            chase.dice = sword_dice
        else:
            event.update(result="outbid", against=chase.player, their_swords=chase.swords,
                         marker_back=chase.marker, lone_marker=chase.marker and not chase.dice)
            for die in chase.dice:
                die.face, die.fresh = None, False
            state.party[chase.player] = add_to_party(state.party[chase.player], chase.dice)
            state.chase = Chase(player=player, dice=sword_dice)
        state.party[player] = rest
        return event

    def _start_turn(self, state: WurfelheldenState, player: str) -> list[Event]:
        """The start of a turn: capture the villain (or, with two players, put the duel marker down)."""
        events: list[Event] = [{"type": "turn", "player": player, "turn": state.turn_no}]
        chase = state.chase
        if chase is not None and chase.player == player:
            if self.duel(state) and not (chase.marker and chase.dice):
                if chase.dice:  # first survived round: dice come home, the marker holds the chase
                    events.append({"type": "marker", "player": player, "swords": chase.swords})
                    self._dice_home(state, player, chase.dice)
                    state.chase = Chase(player=player, marker=True)
                else:  # a marker lying alone stays and keeps the chase going
                    events.append({"type": "marker_alone", "player": player})
            else:
                warrant = state.warrants.pop(0)
                state.won[player].append(warrant)
                self._dice_home(state, player, chase.dice)
                state.chase = None
                state.last_capture = player
                events.append({"type": "captured", "player": player, "warrant": warrant,
                               "left": len(state.warrants), "score": self.scores(state)[player]})
                if not state.warrants:
                    outcome = self.outcome(state)
                    events.append({"type": "game_over", "winners": outcome.winners if outcome else [],
                                   "scores": self.scores(state)})
                    return events
        for die in state.party[player]:
            die.face, die.fresh = None, False
        return events

    def _dice_home(self, state: WurfelheldenState, player: str, dice: list[Die]) -> None:
        for die in dice:
            die.face, die.fresh = None, False
        state.party[player] = add_to_party(state.party[player], dice)

    # --- questions ----------------------------------------------------------------------------

    def scores(self, state: WurfelheldenState) -> dict[str, int]:
        return {p: state.coins[p] + sum(state.won[p]) for p in state.players}

    def outcome(self, state: WurfelheldenState) -> Outcome | None:
        if state.warrants:
            return None
        # the reason is the game_over narration's, in the reader's language
        return Outcome.by_score(self.scores(state), "")

    def legal_moves(self, state: WurfelheldenState, player: str) -> list[Action]:
        if state.roll_no == 0:
            return [Roll()]
        n = len(state.party[player])
        subsets = [[i + 1 for i in range(n) if mask >> i & 1] for mask in range(1, (1 << n) - 1)]
        # Every proper subset (the full party is Roll() with no dice named). Built without re-validation:
        # up to 511 moves for a party of nine.
        return [Stop(), Roll(), *(Roll.model_construct(do="roll", dice=s) for s in subsets)]

    def on_timeout(self, state: WurfelheldenState, player: str, now: datetime) -> Action:
        """Nobody answered: the whole turn in one move, so the table never waits twice for one turn. A
        turn not rolled yet rolls the whole party and stops at once; a rolled one keeps its result."""
        return Roll(stop=True) if state.roll_no == 0 else Stop()

    def ai_action(self, state: WurfelheldenState, player: str, rand: random.Random) -> Action:
        if self.policy is None:
            return super().ai_action(state, player, rand)
        return self.policy(state, player)

    def view(self, state: WurfelheldenState, player: str | None) -> PublicView:
        scores = self.scores(state)
        outcome = self.outcome(state)
        duel = self.duel(state)
        seats = []
        for p in state.players:
            marker = None
            if duel:
                marker = "warrants" if state.chase and state.chase.player == p and state.chase.marker else "home"
            seats.append(SeatView(
                name=p, hero=state.heroes.get(p, ""), party=[d.model_copy() for d in state.party[p]],
                tableau=dict(state.tableau[p]), coins=state.coins[p], warrants=list(state.won[p]), score=scores[p],
                chasing=bool(state.chase and state.chase.player == p), marker=marker,
            ))
        public: dict[str, Any] = dict(
            seats=seats, scores=scores, current=None if outcome else self.current(state), roll_no=state.roll_no,
            rolls_left=MAX_ROLLS - state.roll_no, turn_no=state.turn_no,
            chase=state.chase.model_copy(deep=True) if state.chase else None, warrants=list(state.warrants),
            lost=[d.model_copy() for d in state.lost], lost_by=state.lost_by,
            opening=[dict(r) for r in state.opening], opener=state.opener, duel=duel, finished=outcome is not None,
            winners=outcome.winners if outcome else [],
        )
        if player is None:
            return PublicView(**public)
        return PlayerView(**public, you=player)

    def standing(self, public: PublicView) -> list[Text]:
        return standing_lines(public)

    # --- narration ----------------------------------------------------------------------------

    def narrate(self, event: Event) -> Said | None:
        kind = event.get("type")
        tell = NARRATION.get(kind) if isinstance(kind, str) else None
        return tell(event) if tell else None


def _opening(event: Event) -> Said:
    rolloffs = event["rolloffs"]
    swords = tuple(said("wh-player-count", player=q, count=n) for q, n in event["swords"].items())
    told = dict(swords=swords, opener=event["opener"], chase=said("wh-swords", count=event["chase"]),
                first=event["first"])
    return said("wh-opening-rolloffs", rolloffs=rolloffs, **told) if rolloffs > 1 else said("wh-opening", **told)


def _rolled(event: Event) -> Said:
    dice = tuple(said("wh-rolled-die", position=d["position"], die=die_said(Die(colour=d["colour"], face=d["face"])))
                 for d in event["dice"])
    return said("wh-rolled", player=event["player"], roll=event["roll"], rolls=MAX_ROLLS, dice=dice)


def _ran_away(event: Event) -> Said:
    colours = tuple(said("wh-colour", colour=c) for c in event["colours"])
    return said("wh-ran-away", player=event["player"], colours=colours, count=len(event["colours"]),
                left=said("wh-dice", count=event["party"]))


def _chase(event: Event) -> Said:
    result, p, swords = event["result"], event["player"], event["swords"]
    if result == "failed":
        return said("wh-chase-failed", player=p, swords=swords, against=event["against"], needed=event["needed"])
    if result == "outbid" and event.get("lone_marker"):
        return said("wh-chase-outbid-marker", player=p, swords=swords, against=event["against"])
    if result == "outbid":
        return said("wh-chase-outbid", player=p, swords=swords, against=event["against"],
                    theirs=event["their_swords"])
    if result == "joined_marker":
        return said("wh-chase-joined", player=p, swords=said("wh-swords", count=swords))
    return said("wh-chase-placed", player=p, swords=said("wh-swords", count=swords))  # the Chase line says the stake


def _coins(event: Event) -> Said:
    message = "wh-coins-doubled" if event["doubled"] else "wh-coins-collected"
    return said(message, player=event["player"], coins=said("wh-coins", count=event["coins"]), total=event["total"])


def _grew(event: Event) -> Said:
    if not event["dice"]:
        return said("wh-grew-none", player=event["player"], colour=event["colour"])
    message = "wh-grew-short" if event["dice"] < event["wanted"] else "wh-grew"
    return said(message, player=event["player"], count=event["dice"], colour=event["colour"])


def _captured(event: Event) -> Said:
    return said("wh-captured", player=event["player"], warrant=event["warrant"],
                left=said("wh-warrants", count=event["left"]), score=said("wh-coins", count=event["score"]))


def _game_over(event: Event) -> Said:
    ranked = sorted(event["scores"].items(), key=lambda kv: -kv[1])
    return said("wh-game-over", scores=tuple(said("wh-player-count", player=q, count=s) for q, s in ranked))


NARRATION: dict[str, Callable[[Event], Said]] = {
    "opening": _opening,
    "turn": lambda e: said("wh-turn", turn=e["turn"], player=e["player"]),
    "rolled": _rolled,
    "ran_away": _ran_away,
    "chase": _chase,
    "coins": _coins,
    "grew": _grew,
    "marker": lambda e: said("wh-marker", player=e["player"]),
    "marker_alone": lambda e: said("wh-marker-alone", player=e["player"]),
    "captured": _captured,
    "game_over": _game_over,
}
"""A line per event, by its type."""
