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
from engines.said import Text
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
    dice_count,
    die_words,
    plural,
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

    def task(self, state: WurfelheldenState) -> str:
        """What the player whose turn it is can do now and why it matters, in one sentence."""
        player = self.current(state)
        chase = self._chase_words(state, player)
        if state.roll_no == 0:
            opening = ""
            if self._first_move(state) and state.opener:
                opening = (f"{state.opener} rolled the most swords in the opening roll, so their sword dice "
                           "lie by the warrants: ")
            return f"roll your whole party (/wurfelhelden roll): {opening}{chase}; coins score and +Y/+R faces grow " \
                   "your party"
        left = MAX_ROLLS - state.roll_no
        party = state.party[player]
        swords = sum(d.swords for d in party)
        coins = sum(1 for d in party if d.shows and d.shows.kind == "coin")
        shows = f"you show {plural(swords, 'sword')} and {plural(coins, 'coin')}"
        if coins and not swords:
            shows += f" (no sword: the coins count double, {coins * 2})"
        return (f"reroll any dice ({plural(left, 'roll')} left: pick them, or /wurfelhelden roll dice) or stop "
                f"and carry this result out (/wurfelhelden stop): {shows}; {chase}")

    def _chase_words(self, state: WurfelheldenState, player: str) -> str:
        chase = state.chase
        if chase is None:
            return "nobody chases the villain yet, so any sword starts the chase"
        if chase.player == player:
            return ("your duel marker chases the villain; swords you keep join it, and if nobody outbids you "
                    "before your next turn you capture it")
        need = chase.swords + 1
        if self.duel(state) and not chase.marker:  # two players: surviving a round only puts the marker down
            stake = (f"if nobody outbids it by {chase.player}'s next turn, their dice come home and their duel "
                     f"marker holds the chase: one more round and they capture the {state.warrants[0]}-coin "
                     "warrant")
        else:
            stake = (f"nobody outbids it by {chase.player}'s next turn: they capture the {state.warrants[0]}-coin "
                     "warrant")
        return (f"{chase.player} chases the villain with {plural(chase.swords, 'sword')}, so {need} or more "
                f"swords take the chase ({stake})")

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
                raise WrongPhase("Roll first: the first roll of your turn rolls your whole party, and you can "
                                 "stop after it.")
            return self._resolve(state, player)
        raise BadArguments("That is not a Würfelhelden move: use roll or stop.")

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
                raise BadArguments(
                    f"Your party has {dice_count(n)}: name dice by their number "
                    f"on the picture, from 1 to {n} (for example dice:\"1 3\")."
                )
            if pos in seen:
                raise BadArguments(f"You named die {pos} twice: name each die you want to reroll once.")
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
        who = state.last_capture or "someone"
        return Outcome.by_score(self.scores(state),
                                f"{who} captured the last villain; the most coins (warrants included) win.")

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

    def standing(self, state: WurfelheldenState) -> list[Text]:
        return standing_lines(self.view(state, None))

    # --- narration ----------------------------------------------------------------------------

    def narrate(self, event: Event) -> str | None:
        kind = event.get("type")
        p = event.get("player")
        if kind == "opening":
            parts = ", ".join(f"{q} {n}" for q, n in event["swords"].items())
            again = f" ({event['rolloffs']} roll-offs: ties roll again)" if event["rolloffs"] > 1 else ""
            return (f"Opening roll{again}: everyone rolled their 3 white dice for swords ({parts}). "
                    f"{event['opener']} rolled the most, so their {plural(event['chase'], 'sword')} went by the "
                    f"warrants to chase the first villain, and {event['first']}, the next player, starts.")
        if kind == "turn":
            return f"Round {event['turn']}: **{p}**'s turn."
        if kind == "rolled":
            dice = ", ".join(f"die {d['position']} {die_words(Die(colour=d['colour'], face=d['face']))}"
                             for d in event["dice"])
            return f"{p} rolls (roll {event['roll']} of {MAX_ROLLS}): {dice}."
        if kind == "ran_away":
            colours = " and ".join(event["colours"])
            verb = "die runs" if len(event["colours"]) == 1 else "dice run"
            return f"X! {p}'s {colours} {verb} away to the hero tableau ({dice_count(event['party'])} left in " \
                   "the party)."
        if kind == "chase":
            swords = plural(event["swords"], "sword")
            if event["result"] == "failed":
                return f"{p}'s {swords} can't outbid {event['against']} (it takes {event['needed']}): no chase."
            if event["result"] == "outbid" and event.get("lone_marker"):
                return f"{p} outbids {event['against']}'s lone duel marker with {swords} and takes up the chase."
            if event["result"] == "outbid":
                return f"{p} outbids {event['against']} with {swords} against {event['their_swords']} and " \
                       f"takes up the chase; {event['against']}'s dice go home."
            if event["result"] == "joined_marker":
                return f"{p} puts {swords} by the warrants, next to the duel marker."
            return f"{p} puts {swords} by the warrants and chases the villain."  # the Chase line says the stake
        if kind == "coins":
            doubled = " (no swords: doubled)" if event["doubled"] else ""
            return f"{p} collects {plural(event['coins'], 'coin')}{doubled}, {event['total']} in the purse."
        if kind == "grew":
            if not event["dice"]:
                return f"{p} has no {event['colour']} dice left on the tableau: the party doesn't grow."
            extra = f" (only {event['dice']} left on the tableau)" if event["dice"] < event["wanted"] else ""
            return f"{p}'s party grows by {dice_count(event['dice'], event['colour'])}{extra}."
        if kind == "marker":
            return f"Nobody outbid {p}: the dice come home and the duel marker goes by the warrants. " \
                   f"Survive one more round to capture."
        if kind == "marker_alone":
            return f"{p}'s duel marker still lies alone by the warrants: no capture yet. Swords rolled this " \
                   "turn join it."
        if kind == "captured":
            return f"**{p} captures a villain!** Warrant worth {event['warrant']} coins " \
                   f"({plural(event['left'], 'warrant')} left; {p} now has {plural(event['score'], 'coin')})."
        if kind == "game_over":
            scores = ", ".join(f"{q} {s}" for q, s in sorted(event["scores"].items(), key=lambda kv: -kv[1]))
            return f"The last warrant is taken: {scores}."
        return None
