"""The turn's flow between the steps (issue 11): set-up, moving on to the next expansion, the empire
phase's steps, the end phase and the end of the game, and the helpers every step uses (chits in hand,
system totals, the victory check). The step modules call down into this one; it calls none of them.
"""

from __future__ import annotations

from engines.base import Event
from engines.errors import IllegalAction
from engines.rng import Rng
from engines.said import said
from engines.throneworld import board, building, victory
from engines.throneworld.chits import ACTION_CHITS, typed
from engines.throneworld.state import Pending, Result, ThroneworldState
from engines.throneworld.turn import next_player_order


def new_state(players: list[str], max_turns: int, rng: Rng) -> ThroneworldState:
    ground = board.setup(players, rng)
    order = list(players)
    rng.shuffle(order)  # "roll a die for player order": the seed decides
    state = ThroneworldState(players=list(players), rng=rng, ground=ground, order=order, max_turns=max_turns,
                             hands={p: [] for p in players}, pending={p: Pending() for p in players})
    state.cups.refill(state.hands, order, rng)
    return state


def totals(state: ThroneworldState) -> dict[str, int]:
    return board.systems(state.ground, state.players)


def find_chit(state: ThroneworldState, player: str, text: str | None, use: str, exclude: str | None = None) -> str:
    """The chit in `player`'s hand named by `text` (an id or a name) that can be played for `use`."""
    hand = [c for c in state.hands[player] if c != exclude]
    wanted = (text or use).strip().lower()
    for cid in hand:
        if cid.lower() == wanted:
            if use not in ACTION_CHITS[cid].uses:
                raise IllegalAction(said("tw-refuse-chit-not-for", chit=ACTION_CHITS[cid].title, use=use))
            return cid
    matches = [cid for cid in hand if use in ACTION_CHITS[cid].uses
               and (wanted in (use, "") or typed(wanted) in ACTION_CHITS[cid].name
                    or wanted == ACTION_CHITS[cid].kind)]
    if not matches:
        if wanted != use and not any(typed(wanted) in ACTION_CHITS[c].name for c in hand):
            raise IllegalAction(said("tw-refuse-no-chit-called", typed=text or ""))
        raise IllegalAction(said("tw-refuse-no-chit-for", use=use))
    # prefer the chit whose other use is least precious (a Jam/Intercept is kept for last)
    return sorted(matches, key=lambda c: (len(ACTION_CHITS[c].uses), c))[0]


def find_turn_ins(state: ThroneworldState, player: str, texts: list[str], exclude: str | None = None) -> list[str]:
    hand = [c for c in state.hands[player] if c != exclude]
    chosen: list[str] = []
    for text in texts:
        wanted = text.strip().lower()
        pick = next((c for c in hand if c not in chosen and c.lower() == wanted), None)
        if pick is None:
            pick = next((c for c in hand if c not in chosen and (typed(wanted) in ACTION_CHITS[c].name
                                                                 or wanted == ACTION_CHITS[c].kind)), None)
        if pick is None:
            raise IllegalAction(said("tw-refuse-no-turn-in", typed=text))
        chosen.append(pick)
    return chosen


def discard(state: ThroneworldState, player: str, chits: list[str]) -> None:
    for cid in chits:
        state.hands[player].remove(cid)
        state.cups.returning.append(cid)


def check_victory(state: ThroneworldState, during: str | None) -> list[Event]:
    state.attempt, events = victory.update(state.attempt, totals(state), state.turn, during)
    return events


def start_expansion(state: ThroneworldState) -> list[Event]:
    state.phase = "move"
    state.plan = []
    state.transfer = None
    state.window = None
    return [{"type": "expansion", "player": state.current_player, "turn": state.turn}]


def finish_chit_step(state: ThroneworldState, player: str) -> list[Event]:
    """Step 3 of the expansion: everyone draws back to five; then the next player's expansion."""
    start = state.order.index(player) if player in state.order else 0
    order = state.order[start:] + state.order[:start]
    drawn = state.cups.refill(state.hands, order, state.rng)
    events: list[Event] = []
    if drawn:
        events.append({"type": "drew", "counts": {p: len(c) for p, c in drawn.items()}})
    state.followup = None
    return events + end_expansion(state, player)


def end_expansion(state: ThroneworldState, player: str) -> list[Event]:
    events: list[Event] = []
    if state.attempt is not None and victory.phase_done(state.attempt, player):
        return events + finish(state, [state.attempt.player], "attempt")
    state.current += 1
    if state.current < len(state.order):
        return events + start_expansion(state)
    if state.attempt is not None:
        return events + end_phase(state)
    return events + start_research(state, "empire")


def start_research(state: ThroneworldState, round_: str) -> list[Event]:
    state.phase = "research"
    state.research_round = round_  # type: ignore[assignment]
    state.pending = {p: Pending() for p in state.players}
    return [{"type": "research_phase", "round": round_}]


def start_production(state: ThroneworldState) -> list[Event]:
    if state.attempt is not None:
        # an event began a victory attempt: the rest of this empire phase is skipped (section 11), the
        # production marker included
        return [{"type": "no_production", "why": "attempt"}] + end_phase(state)
    if not state.track.production:
        return [{"type": "no_production"}] + end_empire_phase(state)
    state.phase = "production"
    state.pending = {p: Pending() for p in state.players}
    events: list[Event] = [{"type": "production_phase"}]
    for p in state.order:
        events += building.collect_income(state.ground, p)
    return events


def end_empire_phase(state: ThroneworldState) -> list[Event]:
    state.track.end_of_empire_phase()
    return end_phase(state)


def end_phase(state: ThroneworldState) -> list[Event]:
    board.flip_bunkers(state.ground)
    events: list[Event] = [{"type": "end_of_turn", "turn": state.turn}]
    if state.attempt is None:
        state.order = next_player_order(state.order, state.rng)
    if state.turn >= state.max_turns:
        scores = totals(state)
        best = max(scores.values())
        return events + finish(state, [p for p, n in scores.items() if n == best], "turn_limit")
    state.turn += 1
    state.current = 0
    events.append({"type": "turn", "turn": state.turn, "order": list(state.order),
                   "production": state.track.production})
    return events + start_expansion(state)


def finish(state: ThroneworldState, winners: list[str], reason: str) -> list[Event]:
    """The game's end; `reason`: "attempt" (a victory attempt survived) or "turn_limit" (most systems won),
    which the game_over narration tells in the reader's language."""
    state.phase = "over"
    state.result = Result(winners=winners, reason=reason, totals=totals(state))
    return [{"type": "game_over", "winners": winners, "reason": reason, "turns": state.max_turns}]
