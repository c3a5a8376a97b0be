"""Thrown: the rules (the players' version is engines/thrown/rules.md).

A round: every player draws a pool of dice blindly from the Void, then tricks are played until at most
one player still has unrolled dice. In a trick each player in turn rolls 1-3 dice (the trick colour if
they have any, else any one colour to try to trump), may pay unrolled dice for the discard powers of
the four cards in the display, and ends the turn (`done`); result powers are checked then. The trick
winner takes 1 gold per opponent die in the trick, plus victory powers.

Dice in a trick are numbered 1, 2, 3... in the order rolled; powers name dice by these numbers.
"""

from __future__ import annotations

import random
from datetime import datetime

from engines.base import Action, Engine, Event, Outcome, Prompt
from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.rng import Rng
from engines.thrown import ai as ai_policy
from engines.thrown.data import (
    CARDS,
    COLORS,
    DICE_PER_COLOR,
    DICE_PER_PLAYER,
    DISCARD_CARDS,
    GROUPS,
    MAX_ROLL,
    START_GOLD,
    TIEBREAK_DICE,
    card_id,
    color_id,
)
from engines.thrown.model import (
    CardView,
    Die,
    DieView,
    Done,
    Exchange,
    LastTrick,
    Options,
    Pick,
    PlayerView_,
    Power,
    PrivateView,
    PublicView,
    Recruit,
    Roll,
    Skip,
    Slot,
    Summon,
    ThrownActionType,
    ThrownState,
    Trick,
    TrickView,
    Victory,
)
from engines.thrown.rules import (
    colors_of,
    has_pair,
    imp_active,
    is_trump,
    leader,
    pool_size,
    ranking,
    slot_of,
    trick_score,
)


def _colors_text(colors: list[str]) -> str:
    return " ".join(colors)


def _join(words: list[str]) -> str:
    if not words:
        return "nobody"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


class Thrown(Engine):
    name = "thrown"
    title = "Thrown"
    min_players = 3
    max_players = 5
    state_type = ThrownState
    action_type = ThrownActionType
    options_type = Options

    # --- setup --------------------------------------------------------------------------------

    def setup(self, players: list[str], options: Options, rng: Rng) -> ThrownState:
        if options.first is not None and options.first not in players:
            raise BadArguments(f"first={options.first}: there is no player called {options.first} at this table.")
        for name in options.pools or {}:
            if name not in players:
                raise BadArguments(f"pools: there is no player called {name} at this table.")
        first = options.first or rng.choice(players)
        state = ThrownState(
            players=players, rng=rng, mode="advanced" if options.is_advanced else "basic",
            rounds=len(players), participants=list(players), round_first=first, display=[], round_display=[],
            void=dict.fromkeys(COLORS, DICE_PER_COLOR), pools={p: dict.fromkeys(COLORS, 0) for p in players},
            gold=dict.fromkeys(players, START_GOLD),
        )
        if options.cards:
            cubes = options.cubes or (
                [CARDS[c].group for c in options.cards] if not options.is_advanced else self._random_cubes(rng))
            state.display = [Slot(card=c, color=k) for c, k in zip(options.cards, cubes, strict=True)]
        else:
            state.display = self._deal(state)
        pools = {p: {color_id(c): n for c, n in pool.items()} for p, pool in (options.pools or {}).items()}
        self._start_round(state, first, [], pools)
        return state

    def _random_cubes(self, rng: Rng) -> list[str]:
        cubes = list(COLORS)
        rng.shuffle(cubes)
        return cubes

    def _deal(self, state: ThrownState) -> list[Slot]:
        """Four new cards for a round: one per colour (basic), or any four with cubes (advanced); no card
        of the round before comes back straight away; a Summoner without discard powers is replaced."""
        rng = state.rng
        before = {s.card for s in state.display}
        if state.mode == "basic":
            slots = []
            for group in GROUPS:
                choices = [c for c, card in CARDS.items() if card.group == group and c not in before]
                slots.append(Slot(card=rng.choice(choices), color=group))
            return slots
        deck = [c for c in CARDS if c not in before]
        cards = rng.sample(deck, 4)
        while "summoner" in cards and not DISCARD_CARDS & set(cards):
            spare = [c for c in deck if c not in cards and c != "summoner"]
            cards[cards.index("summoner")] = rng.choice(spare)
        return [Slot(card=c, color=k) for c, k in zip(cards, self._random_cubes(rng), strict=True)]

    def _draw_blind(self, state: ThrownState) -> str:
        total = sum(state.void.values())
        k = state.rng.randint(0, total - 1)
        for color in COLORS:
            if k < state.void[color]:
                return color
            k -= state.void[color]
        raise AssertionError("the Void is empty")

    def _collect_dice(self, state: ThrownState) -> None:
        """Every die back into the Void."""
        state.void = dict.fromkeys(COLORS, DICE_PER_COLOR)
        state.pools = {p: dict.fromkeys(COLORS, 0) for p in state.players}
        state.summoner = dict.fromkeys(COLORS, 0)
        state.trick = None

    def _start_round(self, state: ThrownState, first: str, events: list[Event],
                     fixed: dict[str, dict[str, int]] | None = None) -> None:
        self._collect_dice(state)
        state.round_first = first
        state.round_display = [s.model_copy() for s in state.display]
        state.last_trick = None
        fixed = fixed or {}
        for player, pool in fixed.items():
            for color, count in pool.items():
                state.pools[player][color] += count
                state.void[color] -= count
        per_player = DICE_PER_PLAYER[len(state.players)]
        for player in state.players:
            if player in fixed:
                continue
            for _ in range(per_player):
                color = self._draw_blind(state)
                state.void[color] -= 1
                state.pools[player][color] += 1
        events.append({"type": "round_started", "round": state.round, "rounds": state.rounds,
                       "cards": [s.model_dump() for s in state.display], "first": first,
                       "pools": {p: dict(state.pools[p]) for p in state.participants}})
        self._start_trick(state, first, events)

    # --- tricks -------------------------------------------------------------------------------

    def _with_dice(self, state: ThrownState) -> list[str]:
        return [p for p in state.participants if pool_size(state, p) > 0]

    def _clockwise_from(self, state: ThrownState, player: str) -> list[str]:
        seats = state.participants
        i = seats.index(player) if player in seats else 0
        return seats[i:] + seats[:i]

    def _start_trick(self, state: ThrownState, candidate: str, events: list[Event]) -> None:
        if len(self._with_dice(state)) <= 1:
            self._end_round(state, events)
            return
        order = [p for p in self._clockwise_from(state, candidate) if pool_size(state, p) > 0]
        state.tricks_played += 1
        state.phase = "turn"
        state.trick = Trick(number=state.tricks_played, starter=order[0], order=order)
        events.append({"type": "trick_started", "trick": state.trick.number, "starter": order[0],
                       "passed_over": candidate if candidate != order[0] else None})

    def _end_turn(self, state: ThrownState, player: str, events: list[Event], dragon: bool = False) -> None:
        trick = state.trick
        assert trick is not None
        events.append({"type": "turn_ended", "player": player})
        mine = [d for d in trick.dice if d.owner == player]
        peace = False
        for slot in state.display:
            values = [d.value for d in mine if d.color == slot.color]
            if slot.card in ("thief", "saboteur") and any(v <= 2 for v in values):
                self._thief_or_saboteur(state, player, slot, events)
            elif slot.card == "peacemaker" and has_pair(values):
                peace = True
        if peace:
            events.append({"type": "peacemaker", "player": player, "color": colors_of(state, "peacemaker")[0]})
            self._resolve(state, events, forced=player, how="Peacemaker")
            return
        if dragon:
            self._resolve(state, events, how="Dragon")
            return
        trick.turn += 1
        trick.rolled = False
        while trick.turn < len(trick.order) and pool_size(state, trick.order[trick.turn]) == 0:
            events.append({"type": "sits_out", "player": trick.order[trick.turn]})
            trick.turn += 1
        if trick.turn >= len(trick.order):
            self._resolve(state, events)

    def _thief_or_saboteur(self, state: ThrownState, player: str, slot: Slot, events: list[Event]) -> None:
        others = [p for p in state.participants if p != player]
        mine = state.gold[player]
        if slot.card == "thief":
            top = max(state.gold[p] for p in others)
            if mine >= top:
                events.append({"type": "thief", "player": player, "from": [], "why": "richest"})
                return
            victims = [p for p in others if state.gold[p] == top]
            for victim in victims:
                state.gold[victim] -= 1
                state.gold[player] += 1
            events.append({"type": "thief", "player": player, "from": victims})
        else:
            low = min(state.gold[p] for p in others)
            if mine <= low:
                events.append({"type": "saboteur", "player": player, "to": [], "why": "poorest"})
                return
            paid = []
            for other in others:
                if state.gold[other] == low and state.gold[player] > 0:
                    state.gold[player] -= 1
                    state.gold[other] += 1
                    paid.append(other)
            events.append({"type": "saboteur", "player": player, "to": paid})

    def _change_gold(self, state: ThrownState, player: str, delta: int) -> int:
        """Gold from or to the central pool; nobody goes below 0. Returns the change made."""
        actual = max(delta, -state.gold[player])
        state.gold[player] += actual
        state.bank += actual
        return actual

    def _resolve(self, state: ThrownState, events: list[Event], forced: str | None = None, how: str = "") -> None:
        trick = state.trick
        assert trick is not None
        placed = ranking(state, trick)
        imp = forced is None and imp_active(state, trick)
        winner = forced if forced is not None else leader(state, trick)
        in_trick = {d.color for d in trick.dice}
        gold = 0
        details: dict[str, int] = {}
        if winner is not None:
            phantom = set(colors_of(state, "phantom")) & in_trick
            theirs = [d for d in trick.dice if d.owner != winner]
            details["dice"] = sum(1 for d in theirs if d.color not in phantom)
            if phantom:
                details["phantom"] = -sum(1 for d in theirs if d.color in phantom)
            nobles = sum(2 for c in colors_of(state, "noble") if c in in_trick)
            if nobles:
                details["noble"] = nobles
            gold = self._change_gold(state, winner, sum(details.values()))
            if not how:
                trumped = winner in {d.owner for d in trick.dice if is_trump(state, d, trick.color)}
                how = "a trump" if trumped else f"a score of {trick_score(state, trick, winner)}"
            if imp:
                how += " (the Imp gives the trick to second place)"
        elif imp and placed:
            how = "the Imp: nobody was in second place"
        events.append({"type": "trick_won" if winner else "trick_void", "trick": trick.number, "winner": winner,
                       "gold": gold, "details": details, "how": how, "placed": placed})
        state.last_trick = LastTrick(number=trick.number, color=trick.color, dice=[d.model_copy() for d in trick.dice],
                                     winner=winner, gold=gold, how=how, order=list(trick.order))
        for die in trick.dice:
            state.void[die.color] += 1
        state.trick = None
        next_starter = winner or trick.starter
        pending = []
        if winner is not None:
            for slot in state.display:
                if slot.color in in_trick and self._choice_possible(state, slot.card, winner):
                    pending.append(slot.card)
        if pending:
            state.phase = "victory"
            state.victory = Victory(winner=winner, pending=pending, next_starter=next_starter)
            events.append({"type": "victory_choice", "player": winner, "cards": pending})
            return
        self._start_trick(state, next_starter, events)

    def _choice_possible(self, state: ThrownState, card: str, winner: str) -> bool:
        if card == "recruiter":
            return any(pool_size(state, p) for p in state.participants if p != winner)
        if card == "strategist":
            return pool_size(state, winner) > 0 and sum(state.void.values()) > 0
        if card == "summoner":
            return sum(state.summoner.values()) > 0
        return False

    def _after_victory(self, state: ThrownState, events: list[Event]) -> None:
        victory = state.victory
        assert victory is not None
        winner = victory.winner
        victory.pending = [c for c in victory.pending if self._choice_possible(state, c, winner)]
        if victory.pending:
            return
        state.victory = None
        self._start_trick(state, victory.next_starter, events)

    def _end_round(self, state: ThrownState, events: list[Event]) -> None:
        state.trick = None
        penalties = {}
        for player in state.participants:
            left = pool_size(state, player)
            if left:
                penalties[player] = self._change_gold(state, player, -left)
        events.append({"type": "round_ended", "round": state.round, "tiebreak": state.tiebreak,
                       "penalties": penalties, "left": {p: pool_size(state, p) for p in penalties},
                       "gold": dict(state.gold)})
        if state.tiebreak:
            self._finish(state, events)
            return
        if state.round < state.rounds:
            state.round += 1
            first = state.players[(state.players.index(state.round_first) + 1) % len(state.players)]
            state.display = self._deal(state)
            self._start_round(state, first, events)
            return
        top = max(state.gold.values())
        tied = [p for p in state.players if state.gold[p] == top]
        if len(tied) == 1:
            self._finish(state, events)
            return
        # The shortened round: the tied players, the final round's cards, four dice each picked by hand.
        self._collect_dice(state)
        state.tiebreak = True
        state.tied = tied
        state.participants = tied
        state.round += 1
        state.display = [s.model_copy() for s in state.round_display]
        starter = state.rng.choice(tied)
        state.round_first = starter
        state.pick_queue = self._clockwise_from(state, starter)
        state.phase = "pick"
        state.last_trick = None
        events.append({"type": "tiebreak_started", "players": tied, "gold": top, "first": starter})

    def _finish(self, state: ThrownState, events: list[Event]) -> None:
        state.phase = "over"
        state.trick = None
        outcome = self.outcome(state)
        events.append({"type": "game_over", "winners": outcome.winners if outcome else [], "gold": dict(state.gold)})

    # --- moves --------------------------------------------------------------------------------

    def play(self, state: ThrownState, player: str, action: Action, now: datetime) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Pick):
            self._pick(state, player, action, events)
        elif isinstance(action, (Recruit, Exchange, Summon, Skip)):
            self._victory(state, player, action, events)
        elif state.phase != "turn":
            raise WrongPhase(self._phase_sentence(state))
        elif isinstance(action, Roll):
            self._roll(state, player, action, events)
        elif isinstance(action, Power):
            self._power(state, player, action, events)
        elif isinstance(action, Done):
            trick = state.trick
            if not trick.rolled and pool_size(state, player) > 0:
                raise WrongPhase("Roll first: every player in a trick rolls 1-3 dice before ending the turn.")
            self._end_turn(state, player, events)
        else:  # pragma: no cover - the union is closed
            raise BadArguments("That is not a Thrown command.")
        return events

    def not_awaited_message(self, state: ThrownState, player: str) -> str:
        if player in state.players and player not in state.participants:
            return f"You are not in the tie-break round: only {_join(state.participants)} play it."
        return super().not_awaited_message(state, player)

    def _phase_sentence(self, state: ThrownState) -> str:
        if state.phase == "victory":
            v = state.victory
            return (f"The trick is over: {v.winner} is choosing the {CARDS[v.pending[0]].title}'s reward "
                    "(or skip).")
        if state.phase == "pick":
            return f"This is the tie-break: {state.pick_queue[0]} is picking four dice from the Void."
        return "The game is over."

    def _roll(self, state: ThrownState, player: str, action: Roll, events: list[Event]) -> None:
        trick = state.trick
        color = color_id(action.color)
        if color not in COLORS:
            raise BadArguments(f"'{action.color}' is not a dice colour: the colours are red, white, green and blue.")
        if trick.rolled:
            raise WrongPhase("You have already rolled this turn: use a power or end your turn with /thrown done.")
        if not 1 <= action.count <= MAX_ROLL:
            raise BadArguments("You roll 1, 2 or 3 dice at a time.")
        have = state.pools[player][color]
        if have < action.count:
            raise IllegalAction(f"You have {'no' if have == 0 else f'only {have}'} unrolled {color} "
                                f"{'die' if have == 1 else 'dice'}.")
        if trick.color is None:
            mode = "score"
        elif color == trick.color:
            mode = "score"
        elif state.pools[player][trick.color] > 0:
            raise IllegalAction(f"You still have {trick.color} dice, so you must roll {trick.color}: "
                                f"{trick.color} is the trick colour.")
        else:
            mode = "trump"
        leading = trick.color is None
        if leading:
            trick.color = color
        state.pools[player][color] -= action.count
        rolled = self._add_dice(state, player, color, action.count, mode)
        trick.rolled = True
        trick.modes[player] = mode
        trick.first_roll[player] = action.count
        trick.first_color[player] = color
        events.append({"type": "rolled", "player": player, "color": color, "mode": mode, "lead": leading,
                       "dice": [{"n": d.n, "value": d.value} for d in rolled]})
        self._maybe_auto_end(state, player, events)

    def _add_dice(self, state: ThrownState, player: str, color: str, count: int, mode: str,
                  extra: bool = False) -> list[Die]:
        trick = state.trick
        dice = []
        for _ in range(count):
            die = Die(n=trick.next_n, owner=player, color=color, value=state.rng.d6(), mode=mode, extra=extra)
            trick.next_n += 1
            trick.dice.append(die)
            dice.append(die)
        return dice

    def _maybe_auto_end(self, state: ThrownState, player: str, events: list[Event]) -> None:
        """After a roll or a power, a turn in which no power can be used any more ends by itself."""
        if state.phase == "turn" and state.trick is not None and state.trick.current == player \
                and state.trick.rolled and not self._power_actions(state, player):
            events.append({"type": "no_powers", "player": player})
            self._end_turn(state, player, events)

    # --- powers -------------------------------------------------------------------------------

    def _die(self, state: ThrownState, number: int | None, card: str) -> Die:
        trick = state.trick
        if number is None:
            raise BadArguments(f"Say which die with die:<number> (the numbers are on the picture) for the "
                               f"{CARDS[card].title}.")
        die = next((d for d in trick.dice if d.n == number), None)
        if die is None:
            numbers = ", ".join(str(d.n) for d in trick.dice) or "none yet"
            raise IllegalAction(f"There is no die #{number} in this trick (the dice in it: {numbers}).")
        return die

    def _own(self, die: Die, player: str, card: str) -> None:
        if die.owner != player:
            raise IllegalAction(f"Die #{die.n} is {die.owner}'s: the {CARDS[card].title} works on your own dice.")

    def _theirs(self, die: Die, player: str, card: str) -> None:
        if die.owner == player:
            raise IllegalAction(f"Die #{die.n} is yours: the {CARDS[card].title} works on an opponent's die.")

    def _power(self, state: ThrownState, player: str, action: Power, events: list[Event]) -> None:
        trick = state.trick
        card = card_id(action.card)
        if card not in CARDS:
            raise BadArguments(f"There is no card called '{action.card}'.")
        slot = slot_of(state, card)
        title = CARDS[card].title
        if slot is None:
            showing = ", ".join(CARDS[s.card].title for s in state.display)
            raise IllegalAction(f"The {title} is not in the display this round (the cards are {showing}).")
        if CARDS[card].kind != "discard":
            raise IllegalAction(f"The {title} has no power to pay for: {CARDS[card].summary[0].lower()}"
                                f"{CARDS[card].summary[1:]}")
        cost = slot.color
        if state.pools[player][cost] == 0:
            raise IllegalAction(f"Using the {title} costs an unrolled {cost} die, and you have none.")
        mine = [d for d in trick.dice if d.owner == player]
        theirs = [d for d in trick.dice if d.owner != player]
        detail: dict = {}
        # Validate everything first; change nothing until the move is known to be legal.
        if card == "knight":
            numbers = list(dict.fromkeys(action.dice or ([action.die] if action.die else [])))
            if not numbers:
                raise BadArguments('Say which of your dice to reroll, e.g. dice:"1 3".')
            targets = [self._die(state, n, card) for n in numbers]
            for die in targets:
                self._own(die, player, card)
        elif card == "man_at_arms":
            die = self._die(state, action.die, card)
            delta = action.delta if action.delta is not None else (1 if die.owner == player else -1)
            if delta not in (1, -1):
                raise BadArguments("The Man at Arms turns a die by one pip: delta:1 or delta:-1.")
            if delta == 1:
                self._own(die, player, card)
                if die.value == 6:
                    raise IllegalAction(f"Die #{die.n} already shows 6: it cannot go higher.")
            else:
                if die.owner == player:
                    raise IllegalAction("The Man at Arms lowers only an opponent's die (delta:-1) and raises only "
                                        "your own (delta:1).")
                if die.value == 1:
                    raise IllegalAction(f"Die #{die.n} already shows 1: it cannot go lower.")
            detail = {"die": die.n, "delta": delta}
        elif card == "reinforcements":
            if not trick.rolled and not mine:
                raise WrongPhase("Reinforcements add to a roll you have made: roll first.")
            if action.color is None:
                raise BadArguments("Say which unrolled die to roll with color:<colour>.")
            extra = color_id(action.color)
            if extra not in COLORS:
                raise BadArguments(f"'{action.color}' is not a dice colour.")
            need = 1 + (extra == cost)
            if state.pools[player][extra] < need:
                raise IllegalAction(f"You need an unrolled {extra} die to roll besides the {cost} die you pay, "
                                    "and you don't have it.")
        elif card in ("wizard",):
            die = self._die(state, action.die, card)
            self._own(die, player, card)
        elif card in ("archer", "dark_knight", "sorcerer"):
            die = self._die(state, action.die, card)
            self._theirs(die, player, card)
        elif card == "berserker":
            if not any(d.value == 6 for d in theirs):
                raise IllegalAction("No opponent's die shows a 6, so the Berserker would do nothing.")
        elif card == "dragon":
            if not trick.dice:
                raise IllegalAction("There are no dice in the trick yet, so there is nothing for the Dragon to end.")
        elif card == "shapeshifter":
            names = [card_id(c) for c in (action.swap or [])]
            if len(names) != 2 or names[0] == names[1]:
                raise BadArguments('Name the two cards whose cubes swap, e.g. swap:"knight archer".')
            for name in names:
                if slot_of(state, name) is None:
                    raise IllegalAction(f"'{name}' is not a card in the display.")
        elif card == "spirit":
            die = self._die(state, action.die, card)
            self._theirs(die, player, card)
            others = [d for d in theirs if d.owner == die.owner and d.n != die.n]
            if not any(d.value != die.value for d in others):
                raise IllegalAction(f"{die.owner}'s other dice already match die #{die.n} (or there are none), so "
                                    "the Spirit would do nothing.")
        # Pay.
        state.pools[player][cost] -= 1
        if slot_of(state, "summoner") is not None:
            state.summoner[cost] += 1
        else:
            state.void[cost] += 1
        event = {"type": "power", "player": player, "card": card, "paid": cost, **detail}
        events.append(event)
        # Work.
        dragon = False
        if card == "knight":
            event["rerolled"] = []
            for die in targets:
                old, die.value = die.value, state.rng.d6()
                event["rerolled"].append({"n": die.n, "from": old, "to": die.value})
        elif card == "man_at_arms":
            die = self._die(state, detail["die"], card)
            event["from"], die.value = die.value, die.value + detail["delta"]
            event["to"], event["owner"] = die.value, die.owner
        elif card == "reinforcements":
            state.pools[player][extra] -= 1
            mode = trick.modes.get(player, "score")
            (new,) = self._add_dice(state, player, extra, 1, mode, extra=True)
            event.update({"n": new.n, "color": extra, "value": new.value, "mode": mode})
        elif card in ("wizard", "sorcerer"):
            event.update({"die": die.n, "owner": die.owner, "from": die.value, "to": 7 - die.value})
            die.value = 7 - die.value
        elif card == "dark_knight":
            event.update({"die": die.n, "owner": die.owner, "from": die.value})
            die.value = state.rng.d6()
            event["to"] = die.value
        elif card == "archer":
            trick.dice.remove(die)
            state.pools[die.owner][die.color] += 1
            event.update({"die": die.n, "owner": die.owner, "color": die.color, "value": die.value})
        elif card == "berserker":
            event["rerolled"] = []
            for die in theirs:
                if die.value == 6:
                    die.value = state.rng.d6()
                    event["rerolled"].append({"n": die.n, "owner": die.owner, "from": 6, "to": die.value})
        elif card == "dragon":
            dragon = True
        elif card == "shapeshifter":
            a, b = slot_of(state, names[0]), slot_of(state, names[1])
            a.color, b.color = b.color, a.color
            event.update({"swap": names, "colors": [a.color, b.color]})
        elif card == "spirit":
            event.update({"die": die.n, "owner": die.owner, "value": die.value,
                          "changed": [d.n for d in others if d.value != die.value]})
            for other in others:
                other.value = die.value
        if dragon:
            self._end_turn(state, player, events, dragon=True)
        else:
            self._maybe_auto_end(state, player, events)

    # --- victory choices and the tie-break pick -------------------------------------------------

    def _colors(self, words: list[str], what: str) -> list[str]:
        colors = [color_id(w) for w in words]
        bad = [w for w, c in zip(words, colors, strict=True) if c not in COLORS]
        if bad:
            raise BadArguments(f"{what}: '{bad[0]}' is not a dice colour (red, white, green or blue).")
        return colors

    def _victory(self, state: ThrownState, player: str, action: Action, events: list[Event]) -> None:
        if state.phase != "victory":
            raise WrongPhase("There is no victory reward to choose right now.")
        victory = state.victory
        pending = victory.pending
        if isinstance(action, Skip):
            events.append({"type": "skipped", "player": player, "card": pending[0]})
            pending.pop(0)
            self._after_victory(state, events)
            return
        card = {Recruit: "recruiter", Exchange: "strategist", Summon: "summoner"}[type(action)]
        if card not in pending:
            waiting = _join([CARDS[c].title for c in pending])
            raise WrongPhase(f"The {CARDS[card].title}'s reward is not yours to take now: you may choose {waiting} "
                             "(or skip).")
        if isinstance(action, Recruit):
            victim, color = action.from_, color_id(action.color)
            if victim == player or victim not in state.participants:
                raise IllegalAction("Take the die from one of your opponents in this round.")
            if color not in COLORS:
                raise BadArguments(f"'{action.color}' is not a dice colour.")
            if state.pools[victim][color] == 0:
                raise IllegalAction(f"{victim} has no unrolled {color} die.")
            state.pools[victim][color] -= 1
            state.pools[player][color] += 1
            events.append({"type": "recruited", "player": player, "from": victim, "color": color})
        elif isinstance(action, Exchange):
            give = self._colors(action.give, "give")
            take = self._colors(action.take, "take")
            if not 1 <= len(give) <= 3 or len(give) != len(take):
                raise BadArguments("Exchange 1-3 dice: give and take the same number.")
            for color in COLORS:
                if give.count(color) > state.pools[player][color]:
                    raise IllegalAction(f"You don't have {give.count(color)} unrolled {color} dice to give.")
                if take.count(color) > state.void[color]:
                    raise IllegalAction(f"The Void holds only {state.void[color]} {color} dice.")
            for color in give:
                state.pools[player][color] -= 1
            for color in take:
                state.void[color] -= 1
                state.pools[player][color] += 1
            for color in give:
                state.void[color] += 1
            events.append({"type": "exchanged", "player": player, "give": give, "take": take})
        else:
            dice = self._colors(action.dice, "dice")
            if not dice:
                raise BadArguments('Name the dice to take from the Summoner, e.g. dice:"red white".')
            for color in COLORS:
                if dice.count(color) > state.summoner[color]:
                    raise IllegalAction(f"The Summoner holds only {state.summoner[color]} {color} dice.")
            for color in dice:
                state.summoner[color] -= 1
                state.pools[player][color] += 1
            events.append({"type": "summoned", "player": player, "dice": dice})
        pending.remove(card)
        self._after_victory(state, events)

    def _pick(self, state: ThrownState, player: str, action: Pick, events: list[Event]) -> None:
        if state.phase != "pick":
            raise WrongPhase("Dice are picked by hand only at the start of the tie-break round.")
        dice = self._colors(action.dice, "dice")
        if len(dice) != TIEBREAK_DICE:
            raise BadArguments(f"Pick exactly {TIEBREAK_DICE} dice, e.g. dice:\"red red white blue\".")
        for color in COLORS:
            if dice.count(color) > state.void[color]:
                raise IllegalAction(f"The Void holds only {state.void[color]} {color} dice.")
        for color in dice:
            state.void[color] -= 1
            state.pools[player][color] += 1
        state.pick_queue.pop(0)
        events.append({"type": "picked", "player": player, "dice": dice})
        if not state.pick_queue:
            events.append({"type": "round_started", "round": state.round, "rounds": state.rounds, "tiebreak": True,
                           "cards": [s.model_dump() for s in state.display], "first": state.round_first,
                           "pools": {p: dict(state.pools[p]) for p in state.participants}})
            self._start_trick(state, state.round_first, events)

    # --- who, what ----------------------------------------------------------------------------

    def awaiting(self, state: ThrownState) -> list[Prompt]:
        if state.phase == "over":
            return []
        if state.phase == "pick":
            return [Prompt(player=state.pick_queue[0], what="pick four dice from the Void for the tie-break")]
        if state.phase == "victory":
            v = state.victory
            return [Prompt(player=v.winner, what=f"take the {CARDS[v.pending[0]].title}'s reward or skip it")]
        trick = state.trick
        player = trick.current
        what = "use a power or end your turn" if trick.rolled else (
            "lead the trick: roll 1-3 dice of one colour" if trick.color is None
            else f"roll 1-3 dice ({trick.color} if you have any)")
        return [Prompt(player=player, what=what)]

    def legal_moves(self, state: ThrownState, player: str) -> list[Action]:
        if state.phase == "over" or self.prompt_of(state, player) is None:
            return []
        if state.phase == "pick":
            return self._pick_actions(state)
        if state.phase == "victory":
            return self._victory_actions(state, player)
        trick = state.trick
        actions: list[Action] = []
        if not trick.rolled:
            actions += self._roll_actions(state, player)
        if trick.rolled or pool_size(state, player) == 0:
            actions.append(Done())
        actions += self._power_actions(state, player)
        return actions

    def _roll_actions(self, state: ThrownState, player: str) -> list[Action]:
        pool = state.pools[player]
        trick = state.trick
        colors = [c for c in COLORS if pool[c] > 0]
        if trick.color is not None and pool[trick.color] > 0:
            colors = [trick.color]
        return [Roll(color=c, count=k) for c in colors for k in range(1, min(MAX_ROLL, pool[c]) + 1)]

    def _power_actions(self, state: ThrownState, player: str) -> list[Action]:
        trick = state.trick
        pool = state.pools[player]
        mine = [d for d in trick.dice if d.owner == player]
        theirs = [d for d in trick.dice if d.owner != player]
        actions: list[Action] = []
        for slot in state.display:
            card = slot.card
            if card not in DISCARD_CARDS or pool[slot.color] == 0:
                continue
            if card == "knight":
                actions += [Power(card=card, dice=[d.n]) for d in mine]
                if len(mine) > 1:
                    actions.append(Power(card=card, dice=[d.n for d in mine]))
            elif card == "man_at_arms":
                actions += [Power(card=card, die=d.n, delta=1) for d in mine if d.value < 6]
                actions += [Power(card=card, die=d.n, delta=-1) for d in theirs if d.value > 1]
            elif card == "reinforcements" and (trick.rolled or mine):
                actions += [Power(card=card, color=c) for c in COLORS if pool[c] >= 1 + (c == slot.color)]
            elif card == "wizard":
                actions += [Power(card=card, die=d.n) for d in mine]
            elif card in ("archer", "dark_knight", "sorcerer"):
                actions += [Power(card=card, die=d.n) for d in theirs]
            elif card == "berserker" and any(d.value == 6 for d in theirs):
                actions.append(Power(card=card))
            elif card == "dragon" and trick.dice:
                actions.append(Power(card=card))
            elif card == "shapeshifter":
                names = [s.card for s in state.display]
                actions += [Power(card=card, swap=[a, b]) for i, a in enumerate(names) for b in names[i + 1:]]
            elif card == "spirit":
                for d in theirs:
                    if any(o.owner == d.owner and o.n != d.n and o.value != d.value for o in theirs):
                        actions.append(Power(card=card, die=d.n))
        return actions

    def _victory_actions(self, state: ThrownState, player: str) -> list[Action]:
        actions: list[Action] = [Skip()]
        pool = state.pools[player]
        for card in state.victory.pending:
            if card == "recruiter":
                actions += [Recruit(**{"from": p, "color": c}) for p in state.participants if p != player
                            for c in COLORS if state.pools[p][c] > 0]
            elif card == "strategist":
                actions += [Exchange(give=[g], take=[t]) for g in COLORS if pool[g] for t in COLORS
                            if t != g and state.void[t]]
                spare = [c for c in COLORS for _ in range(pool[c])][:3]
                if len(spare) > 1:
                    best = max(COLORS, key=lambda c: state.void[c])
                    if state.void[best] >= len(spare):
                        actions.append(Exchange(give=spare, take=[best] * len(spare)))
            elif card == "summoner":
                held = [c for c in COLORS for _ in range(state.summoner[c])]
                actions.append(Summon(dice=held))
                actions += [Summon(dice=[c]) for c in COLORS if state.summoner[c] and len(held) > 1]
        return actions

    def _pick_actions(self, state: ThrownState) -> list[Action]:
        actions = []

        def build(i: int, left: int, chosen: list[str]) -> None:
            if i == len(COLORS):
                if left == 0:
                    actions.append(Pick(dice=list(chosen)))
                return
            color = COLORS[i]
            for k in range(min(left, state.void[color]), -1, -1):
                build(i + 1, left - k, chosen + [color] * k)

        build(0, TIEBREAK_DICE, [])
        return actions

    def on_timeout(self, state: ThrownState, player: str, now: datetime) -> Action:
        """A missed turn plays the smallest legal move: one die (the trick colour if possible, else the
        colour you hold most of), then ends the turn; rewards are skipped; a tie-break pick takes the
        colours the Void holds most of."""
        if state.phase == "pick":
            void = dict(state.void)
            dice = []
            for _ in range(TIEBREAK_DICE):
                color = max(COLORS, key=lambda c: void[c])
                void[color] -= 1
                dice.append(color)
            return Pick(dice=dice)
        if state.phase == "victory":
            return Skip()
        trick = state.trick
        pool = state.pools[player]
        if trick.rolled or pool_size(state, player) == 0:
            return Done()
        if trick.color is not None and pool[trick.color] > 0:
            return Roll(color=trick.color, count=1)
        return Roll(color=max(COLORS, key=lambda c: pool[c]), count=1)

    def ai_action(self, state: ThrownState, player: str, rand: random.Random) -> Action:
        return ai_policy.choose(self, state, player, rand)

    # --- views --------------------------------------------------------------------------------

    def _trick_view(self, state: ThrownState, trick: Trick | None, last=None) -> TrickView | None:
        if trick is None and last is None:
            return None
        if trick is not None:
            dice = trick.dice
            color = trick.color
            order = trick.order
            played = trick.order[:trick.turn + (1 if trick.rolled else 0)]
            lead = leader(state, trick)
            number, starter = trick.number, trick.starter
        else:
            dice, color, lead = last.dice, last.color, last.winner
            order = last.order or list(dict.fromkeys(d.owner for d in dice))
            played, number, starter = order, last.number, order[0] if order else ""
        views = [DieView(n=d.n, owner=d.owner, color=d.color, value=d.value, mode=d.mode, extra=d.extra,
                         trump=is_trump(state, d, color), counts=d.mode == "score") for d in dice]
        return TrickView(number=number, starter=starter, color=color, dice=views, order=order, played=played,
                         leader=lead)

    def _status(self, state: ThrownState) -> tuple[str | None, str, str]:
        if state.phase == "over":
            outcome = self.outcome(state)
            return None, "over", f"Game over: {_join(outcome.winners)} win{'s' if len(outcome.winners) == 1 else ''}"
        if state.phase == "pick":
            p = state.pick_queue[0]
            return p, "pick", f"{p}: pick 4 dice (tie-break)"
        if state.phase == "victory":
            v = state.victory
            return v.winner, "victory", f"{v.winner}: take the {CARDS[v.pending[0]].title} reward or skip"
        trick = state.trick
        p = trick.current
        if trick.rolled:
            return p, "powers", f"{p}'s turn: use a power or Done"
        if trick.color is None:
            return p, "roll", f"{p} leads: roll 1-3 dice"
        return p, "roll", f"{p}'s turn: roll {trick.color} if you can"

    def view(self, state: ThrownState, player: str | None):
        trick = state.trick
        current, step, status = self._status(state)
        players = []
        for p in state.players:
            score = trick_score(state, trick, p) if trick else None
            trump = bool(trick) and any(d.owner == p and is_trump(state, d, trick.color) for d in trick.dice)
            players.append(PlayerView_(name=p, gold=state.gold[p], pool=dict(state.pools[p]),
                                       dice=pool_size(state, p), playing=p in state.participants,
                                       trick_score=score, trump=trump))
        cards = [CardView(card=s.card, title=CARDS[s.card].title, color=s.color, group=CARDS[s.card].group,
                          kind=CARDS[s.card].kind, summary=CARDS[s.card].summary, usage=CARDS[s.card].usage)
                 for s in state.display]
        last = state.last_trick
        last_result = ""
        if last is not None:
            last_result = (f"Trick {last.number}: {last.winner} won with {last.how}, {last.gold:+d} gold"
                           if last.winner else f"Trick {last.number}: nobody won")
        outcome = self.outcome(state)
        public = dict(
            scores=dict(state.gold), mode=state.mode, round=state.round, rounds=state.rounds, tiebreak=state.tiebreak,
            phase=state.phase, current=current, step=step, status=status, cards=cards, players=players,
            void=dict(state.void), summoner=dict(state.summoner), has_summoner=slot_of(state, "summoner") is not None,
            trick=self._trick_view(state, trick), last_trick=self._trick_view(state, None, last) if last else None,
            last_result=last_result, pending=list(state.victory.pending) if state.victory else [],
            winners=outcome.winners if outcome else [],
        )
        if player is None or player not in state.players:
            return PublicView(**public)
        return PrivateView(**public, me=player, my_pool=dict(state.pools[player]), my_gold=state.gold[player],
                           hints=self._hints(state, player))

    def _hints(self, state: ThrownState, player: str) -> list[str]:
        hints = []
        for action in self.legal_actions(state, player):
            args = " ".join(f'{k}:"{" ".join(map(str, v))}"' if isinstance(v, list) else f"{k}:{v}"
                            for k, v in action.args().items())
            hints.append(f"/thrown {action.do} {args}".strip())
        return hints

    def outcome(self, state: ThrownState) -> Outcome | None:
        if state.phase != "over":
            return None
        group = set(state.tied)

        def key(p: str) -> tuple[int, int]:
            return (1 if p in group else 0, state.gold[p])

        ordered = sorted(state.players, key=lambda p: (-key(p)[0], -key(p)[1]))
        ranks = [1 + sum(1 for q in state.players if key(q) > key(p)) for p in ordered]
        best = [p for p, r in zip(ordered, ranks, strict=True) if r == 1]
        if state.tied:
            reason = (f"The tie-break round between {_join(state.tied)} "
                      + ("ended level too, so they share the victory." if len(best) > 1 else f"went to {best[0]}."))
        else:
            reason = f"After {state.rounds} rounds {best[0]} has the most gold ({state.gold[best[0]]})."
        return Outcome(teams=[[p] for p in ordered], ranks=ranks, reason=reason)

    # --- narration ----------------------------------------------------------------------------

    def narrate(self, event: Event) -> str | None:
        kind = event.get("type")
        p = event.get("player")
        if kind == "round_started":
            cards = ", ".join(f"{CARDS[s['card']].title} ({s['color']})" for s in event["cards"])
            label = "Tie-break round" if event.get("tiebreak") else f"Round {event['round']} of {event['rounds']}"
            return f"**{label}.** Cards: {cards}. {event['first']} starts."
        if kind == "trick_started":
            extra = f" ({event['passed_over']} has no dice)" if event.get("passed_over") else ""
            return f"Trick {event['trick']}: {event['starter']} leads{extra}."
        if kind == "rolled":
            count = len(event["dice"])
            faces = ", ".join(f"#{d['n']}={d['value']}" for d in event["dice"])
            what = " to set the trick colour" if event["lead"] else (
                " trying to trump" if event["mode"] == "trump" else "")
            return f"{p} rolls {count} {event['color']} {'die' if count == 1 else 'dice'}{what}: {faces}."
        if kind == "power":
            title = CARDS[event["card"]].title
            head = f"{p} pays a {event['paid']} die for the {title}"
            card = event["card"]
            if card in ("knight", "berserker"):
                moves = ", ".join(f"#{r['n']} {r['from']}→{r['to']}" for r in event["rerolled"])
                return f"{head}: rerolls {moves or 'nothing'}."
            if card in ("man_at_arms", "wizard", "sorcerer", "dark_knight"):
                return f"{head}: {event['owner']}'s die #{event['die']} goes {event['from']}→{event['to']}."
            if card == "reinforcements":
                return f"{head}: rolls a {event['color']} die #{event['n']} = {event['value']}."
            if card == "archer":
                return f"{head}: {event['owner']}'s {event['color']} die #{event['die']} goes back to their pool."
            if card == "dragon":
                return f"{head}: the trick ends now."
            if card == "shapeshifter":
                a, b = event["swap"]
                return f"{head}: {CARDS[a].title} is now {event['colors'][0]}, {CARDS[b].title} {event['colors'][1]}."
            if card == "spirit":
                return f"{head}: {event['owner']}'s other dice turn to {event['value']}."
            return f"{head}."
        if kind == "peacemaker":
            return f"{p} ends the turn with a {event['color']} pair: the Peacemaker hands them the trick."
        if kind == "thief":
            if not event["from"]:
                return f"Thief: {p} already has the most gold and takes nothing."
            return f"Thief: {p} takes 1 gold from {_join(event['from'])}."
        if kind == "saboteur":
            if not event["to"]:
                return f"Saboteur: {p} already has the least gold and gives nothing."
            return f"Saboteur: {p} gives 1 gold to {_join(event['to'])}."
        if kind == "sits_out":
            return None
        if kind == "no_powers":
            return f"{p} has no power to use, so the turn ends."
        if kind == "trick_won":
            parts = []
            d = event["details"]
            if "dice" in d:
                parts.append(f"{d['dice']} for dice")
            if "phantom" in d:
                parts.append(f"{d['phantom']} Phantom")
            if "noble" in d:
                parts.append(f"+{d['noble']} Noble")
            return (f"**{event['winner']} wins trick {event['trick']}** with {event['how']}: "
                    f"{event['gold']:+d} gold ({', '.join(parts)}).")
        if kind == "trick_void":
            why = f" ({event['how']})" if event["how"] else ""
            return f"Nobody wins trick {event['trick']}{why}; no gold is paid."
        if kind == "victory_choice":
            return f"{p} may take the reward of: {_join([CARDS[c].title for c in event['cards']])}."
        if kind == "recruited":
            return f"Recruiter: {p} takes an unrolled {event['color']} die from {event['from']}."
        if kind == "exchanged":
            return (f"Strategist: {p} swaps {_colors_text(event['give'])} for {_colors_text(event['take'])} "
                    "from the Void.")
        if kind == "summoned":
            return f"Summoner: {p} takes {_colors_text(event['dice'])} from the card."
        if kind == "skipped":
            return f"{p} skips the {CARDS[event['card']].title}."
        if kind == "round_ended":
            lost = ", ".join(f"{q} {v:+d} ({_dice(event['left'][q])} left)"
                             for q, v in event["penalties"].items())
            gold = ", ".join(f"{q} {g}" for q, g in event["gold"].items())
            return f"**Round over.** {('Penalties: ' + lost + '. ') if lost else ''}Gold: {gold}."
        if kind == "tiebreak_started":
            return (f"**Tie!** {_join(event['players'])} have {event['gold']} gold each: a shortened round decides. "
                    f"{event['first']} picks four dice first.")
        if kind == "picked":
            return f"{p} picks {_colors_text(event['dice'])}."
        if kind == "game_over":
            return None
        return None



