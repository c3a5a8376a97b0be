"""The turn's bookkeeping that does not depend on the map: the production track, the player-order
procedure of the end phase, and the chit cups (draws back to five, returns after the draws)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.rng import Rng
from engines.throneworld.chits import ACTION_CHITS, EVENT_CHITS, HAND_SIZE


class ProductionTrack(BaseModel):
    """Where the production marker is. Turn 1 is a production turn; the bold arrow alternates every
    empire phase; Production Advance / Delay move it along a light arrow (flip this turn), but not on
    two turns in a row."""

    production: bool = True
    """This turn is a production turn."""
    advanced_last_turn: bool = False
    delayed_last_turn: bool = False
    advanced_this_turn: bool = False
    delayed_this_turn: bool = False

    def advance(self) -> bool:
        """Production Advance: True when it took effect."""
        if self.production or self.advanced_last_turn:
            return False
        self.production = True
        self.advanced_this_turn = True
        return True

    def delay(self) -> bool:
        """Production Delay: True when it took effect."""
        if not self.production or self.delayed_last_turn:
            return False
        self.production = False
        self.delayed_this_turn = True
        return True

    def end_of_empire_phase(self) -> None:
        """Along the bold arrow: the next turn is the other kind."""
        self.production = not self.production
        self.advanced_last_turn, self.delayed_last_turn = self.advanced_this_turn, self.delayed_this_turn
        self.advanced_this_turn = self.delayed_this_turn = False


def next_player_order(order: list[str], rng: Rng) -> list[str]:
    """The end phase procedure: the first player is drawn among everyone but the current last; the
    rest are drawn in turn among those left. Two players keep their order."""
    if len(order) <= 2:
        return list(order)
    last = order[-1]
    first = rng.choice([p for p in order if p != last])
    rest = [p for p in order if p != first]
    rng.shuffle(rest)
    return [first, *rest]


class Cups(BaseModel):
    """The action chit cup, the event chit cup and the chits waiting to go back after the draws."""

    actions: list[str] = Field(default_factory=lambda: sorted(ACTION_CHITS))
    events: list[str] = Field(default_factory=lambda: sorted(EVENT_CHITS))
    returning: list[str] = Field(default_factory=list)
    """Played or turned-in action chits: back into the cup after everyone has drawn."""

    def draw_action(self, rng: Rng) -> str:
        if not self.actions:  # never with 6 hands of 5 out of 50, but keep the game going regardless
            self.actions, self.returning = self.returning, []
        chit = self.actions.pop(rng.randint(0, len(self.actions) - 1))
        return chit

    def draw_event(self, rng: Rng) -> str:
        """Drawn, resolved and returned: the event cup always holds all 22."""
        return self.events[rng.randint(0, len(self.events) - 1)]

    def refill(self, hands: dict[str, list[str]], order: list[str], rng: Rng) -> dict[str, list[str]]:
        """Everyone below five draws back up (in `order`), then the returned chits go back in the cup.
        Returns what each player drew."""
        drawn: dict[str, list[str]] = {}
        for player in order:
            while len(hands[player]) < HAND_SIZE:
                chit = self.draw_action(rng)
                hands[player].append(chit)
                drawn.setdefault(player, []).append(chit)
        self.actions.extend(self.returning)
        self.actions.sort()
        self.returning = []
        return drawn
