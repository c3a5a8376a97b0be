"""The privacy sweep (issue 19): seeded random games of every game, where at each step the state is copied
with every player's hidden information reshuffled consistently with what is public (the cards in hands
and decks, the chits in hands and cups, face-down tiles nobody scanned; and, for what the channel sees
between steps, the dice not yet rolled). A step is replayed on a copy where everyone's but the actor's
hidden information is reshuffled. The
channel may not tell the two apart: the public view (the picture's input), who the game waits for as the
channel is told it, and — when the step's action can be played on both — its public events, their
narration and the public view after it must be identical.

The one difference the rules themselves make: a reaction window (Dice Throne's, Throneworld's jams and
intercepts) opens only when someone holds an answer (their rules pages say so), so whether a window opens
may differ — never who is asked (a secret prompt is never named in what the channel is told), nor what the
channel was told before it opened.

    python -m tests.privacy.sweep --games 200          every game, 200 seeded games each
    python -m tests.privacy.sweep --games 50 dicethrone
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from engines import registry
from engines.base import Engine, State
from engines.errors import DicehallError
from engines.rng import Rng

NOW = datetime(2026, 1, 1, tzinfo=UTC)
MAX_STEPS = 400
TIMING_BY_HIDDEN_CARDS = {"dicethrone", "throneworld"}
"""Games whose reaction windows open only when someone holds an answer (their rules pages say so): whether
a window opens may differ between the copies, never who is asked, nor what was told before it opened."""


def _fresh_rng(state: State, rand: random.Random) -> None:
    """The dice not yet rolled: another seed (forced dice, a script's, stay)."""
    state.rng = Rng(seed=rand.getrandbits(64), forced=list(state.rng.forced))


def _deal_again(lists: list[list[str]], rand: random.Random) -> None:
    """The cards of several hidden lists, shuffled together and dealt back in the same sizes."""
    pool = [card for cards in lists for card in cards]
    rand.shuffle(pool)
    for cards in lists:
        size = len(cards)
        cards[:], pool = pool[:size], pool[size:]


def reshuffle_dicethrone(state: State, rand: random.Random, keep: frozenset[str], between: bool) -> None:
    """Hands and draw piles (a card drawn goes to its owner's hand unseen); `keep` (a seat and its team)
    keep their hands."""
    for player, hero in state.heroes.items():
        _deal_again([hero.deck] if player in keep else [hero.hand, hero.deck], rand)


def reshuffle_throwdown(state: State, rand: random.Random, keep: frozenset[str], between: bool) -> None:
    """Hands, and between steps the decks too (a step may show a deck's top card: an attack or a steal
    discards or throws it face up, as the rules say)."""
    for player in state.hand:
        if player not in keep:
            _deal_again([state.hand[player], *([state.deck[player]] if between else [])], rand)


def reshuffle_throneworld(state: State, rand: random.Random, keep: frozenset[str], between: bool) -> None:
    """Chits in hands and in the action cup; between steps also the event cup and the face-down tiles none
    of `keep` scanned (a step may show them: the event drawn, a tile a jump turns face up). A tile another
    player scanned is dealt again too: only its scanner knows it."""
    _deal_again([*(hand for p, hand in state.hands.items() if p not in keep), state.cups.actions], rand)
    if not between:
        return
    rand.shuffle(state.cups.events)  # a step may draw one: the event chit is shown to all
    hidden = [s for s in state.ground.systems.values()
              if not s.face_up and s.tile and not keep.intersection(s.scans) and s.owner not in keep]
    by_kind: dict[str, list] = {}
    for system in hidden:
        by_kind.setdefault(system.kind, []).append(system)
    fields = ("tile", "dev", "printed_dev", "space_tech", "ground_tech", "neutral")
    for systems in by_kind.values():
        contents = [{f: getattr(s, f) for f in fields} for s in systems]
        rand.shuffle(contents)
        for system, content in zip(systems, contents, strict=True):
            for f, value in content.items():
                setattr(system, f, value)


RESHUFFLE: dict[str, Callable[[State, random.Random, frozenset[str], bool], None]] = {
    "dicethrone": reshuffle_dicethrone,
    "throwdown": reshuffle_throwdown,
    "throneworld": reshuffle_throneworld,
    "thrown": lambda state, rand, keep, between: None,  # no hidden cards: every die and card is public
    "wurfelhelden": lambda state, rand, keep, between: None,  # no hidden cards: every die is public
}


def _mask_discard(event: dict) -> dict:
    """Dice Throne: a card discarded at random from a hand (a Shadow Thief's theft) is named, as the rules
    show it face up; which card it was is what reshuffling changed."""
    shown = {"card": "(a card from the hand)", "name": "(a card from the hand)"}
    return {**event, **shown} if event.get("type") == "discard" else event


SHOWN_BY_THE_RULES: dict[str, Callable[[dict], dict]] = {"dicethrone": _mask_discard}
"""Per game, what a step reveals of hidden cards because the rules say so, masked before comparing."""


def reshuffled(engine: Engine, state: State, rand: random.Random, game: str, keep: str | None = None,
               seen_by: frozenset[str] | None = None) -> State:
    """A copy with hidden information reshuffled. Without `keep` (what the channel sees between steps: it
    knows nobody's cards) the dice not yet rolled are new too; a step is compared with the actor's own
    cards kept (their move may show one) and on the same dice (its rolls are public). `seen_by`: what a
    seat sees between steps (its own and its team's secrets kept, everything else new, dice included)."""
    copy = engine.load_state(state.model_dump(mode="json"))
    between = keep is None
    kept = seen_by if seen_by is not None else frozenset([keep] if keep else [])
    RESHUFFLE[game](copy, random.Random(rand.getrandbits(64)), kept, between)
    if between:
        _fresh_rng(copy, rand)
    return copy


def allies(state: State, game: str, player: str) -> frozenset[str]:
    """Whose secrets a seat may see: its own, and in Dice Throne's team modes its team's hands."""
    if game == "dicethrone":
        team = state.heroes[player].team
        return frozenset(q for q, h in state.heroes.items() if h.team == team)
    return frozenset([player])


def channel_prompts(engine: Engine, state: State, game: str) -> tuple:
    """Who the game waits for, as the channel is told it: open prompts by name, secret ones never."""
    prompts = engine.awaiting(state)
    named = sorted((p.player, p.what, p.kind) for p in prompts if not p.secret)
    window = any(p.secret for p in prompts)
    return (named, None if game in TIMING_BY_HIDDEN_CARDS else window)


@dataclass
class Sweep:
    game: str
    games: int = 0
    steps: int = 0
    compared_moves: int = 0
    private_views: int = 0
    ended: int = 0
    """Games played to their end (an outcome)."""
    windows: int = 0
    """Moves after which the copies wait at different reaction windows (the rules' own timing, see above)."""
    differences: list[str] = field(default_factory=list)

    def note(self, seed: int, step: int, what: str, a: object, b: object) -> None:
        if len(self.differences) < 20:
            self.differences.append(f"{self.game} seed {seed} step {step}: {what} differs:\n  {a}\n  {b}")
        else:
            self.differences.append("…")


DICE_THRONE_SETS: list[tuple[int, dict]] = [
    (2, {"mode": "1v1"}), (2, {"mode": "first"}), (2, {"mode": "1v1", "variant": "simplified"}),
    (2, {"mode": "1v1", "variant": "upgrade_deck"}), (4, {"mode": "2v2"}), (6, {"mode": "3v3"}),
    (6, {"mode": "2v2v2"}), (3, {"mode": "ffa"}), (4, {"mode": "ffa", "variant": "upgrade_deck"}),
    (5, {"mode": "ffa"}), (6, {"mode": "ffa"}), (4, {"mode": "2v2", "variant": "upgrade_deck"}),
]
OPTION_SETS: dict[str, list[tuple[int | None, dict]]] = {
    "dicethrone": DICE_THRONE_SETS,
    "throwdown": [(None, {}), (None, {"layout": "row", "locations": 4}), (None, {"layout": "triangle"})],
    "thrown": [(None, {}), (None, {"mode": "advanced"}), (None, {"mode": "advanced", "purple": False})],
    "throneworld": [(None, {"max_turns": 6}), (None, {})],
    "wurfelhelden": [(None, {})],
}
"""Every mode and option set of each game, taken in turn by seed (None players: the seed picks a count)."""
ASK_LEVELS = ("outcome", "always", "never")


def players_for(engine: Engine, seed: int) -> list[str]:
    count = engine.min_players + seed % (engine.max_players - engine.min_players + 1)
    return [f"P{i}" for i in range(count)]


def new_game(engine: Engine, game: str, seed: int) -> State:
    count, options = OPTION_SETS[game][seed % len(OPTION_SETS[game])]
    players = [f"P{i}" for i in range(count)] if count else players_for(engine, seed // len(OPTION_SETS[game]))
    state = engine.new_game(players, options, seed)
    if game == "dicethrone":  # each seat's own reaction-window preference
        state.ask = {p: ASK_LEVELS[(seed + i) % len(ASK_LEVELS)] for i, p in enumerate(players)}
    return state


def sweep_game(game: str, seed: int, sweep: Sweep, max_steps: int | None = MAX_STEPS) -> None:
    """One seeded game; `max_steps` None plays it to its end."""
    engine = registry.get(game)
    state = new_game(engine, game, seed)
    rand, choose = random.Random(f"sweep:{game}:{seed}"), random.Random(f"ai:{game}:{seed}")
    for step in range(max_steps if max_steps is not None else 1_000_000):
        if engine.outcome(state) is not None:
            sweep.ended += 1
            break
        copy = reshuffled(engine, state, rand, game)
        if engine.view(state, None) != engine.view(copy, None):
            sweep.note(seed, step, "the public view", engine.view(state, None), engine.view(copy, None))
        compare_private_views(engine, state, rand, game, sweep, seed, step)
        if channel_prompts(engine, state, game) != channel_prompts(engine, copy, game):
            sweep.note(seed, step, "who the channel is told the game waits for",
                       channel_prompts(engine, state, game), channel_prompts(engine, copy, game))
        prompts = engine.awaiting(state)
        if not prompts:
            break
        player = choose.choice(prompts).player
        action = engine.ai_action(state, player, choose)
        result = engine.apply(state, player, action, NOW)
        same_dice = reshuffled(engine, state, rand, game, keep=player)
        compare_move(engine, same_dice, player, action, result, sweep, seed, step)
        state = result.state
        sweep.steps += 1
    sweep.games += 1


def compare_private_views(engine: Engine, state: State, rand: random.Random, game: str, sweep: Sweep, seed: int,
                          step: int) -> None:
    """Each seat's own view, against a copy where everything hidden from that seat (other sides' hands,
    tiles only others scanned, the dice to come) is dealt again: it may not change."""
    for player in state.players:
        copy = reshuffled(engine, state, rand, game, seen_by=allies(state, game, player))
        mine, other = engine.view(state, player), engine.view(copy, player)
        sweep.private_views += 1
        if mine != other:
            sweep.note(seed, step, f"{player}'s private view", mine, other)


def compare_move(engine: Engine, copy: State, player: str, action, result, sweep: Sweep, seed: int, step: int
                 ) -> None:
    """The same action on the reshuffled copy, when its hidden cards allow it: the same public events."""
    if copy.model_dump(exclude={"rng"}) == result.state.model_dump(exclude={"rng"}):
        return
    try:
        other = engine.apply(copy, player, action, NOW)
    except DicehallError:
        return  # the copy's hidden cards do not allow it (a card the player does not hold there)
    sweep.compared_moves += 1
    mask = SHOWN_BY_THE_RULES.get(sweep.game, lambda event: event)
    events, events_copy = [mask(e) for e in result.events], [mask(e) for e in other.events]
    told = [line for e in events if (line := engine.narrate(e))]
    told_copy = [line for e in events_copy if (line := engine.narrate(e))]
    if sweep.game in TIMING_BY_HIDDEN_CARDS and windows_differ(engine, result.state, other.state):
        sweep.windows += 1  # one copy stops at a window the other skips: told the same up to there
        shared = min(len(told), len(told_copy))
        if told[:shared] != told_copy[:shared]:
            sweep.note(seed, step, f"the narration of {action.do} before a window", told, told_copy)
        return
    if told != told_copy:
        sweep.note(seed, step, f"the narration of {action.do}", told, told_copy)
    elif events != events_copy:  # the picture is drawn from them too
        sweep.note(seed, step, f"the events of {action.do}", events, events_copy)
    if engine.view(result.state, None) != engine.view(other.state, None):
        sweep.note(seed, step, f"the public view after {action.do}", engine.view(result.state, None),
                   engine.view(other.state, None))


def windows_differ(engine: Engine, a: State, b: State) -> bool:
    """One copy waits at a reaction window the other does not (or at another one)."""
    def window(state: State) -> list:
        return sorted((p.player, p.what) for p in engine.awaiting(state) if p.secret)

    return window(a) != window(b) and bool(window(a) or window(b))


def run(game: str, games: int, first_seed: int = 1, max_steps: int | None = MAX_STEPS) -> Sweep:
    sweep = Sweep(game)
    for seed in range(first_seed, first_seed + games):
        sweep_game(game, seed, sweep, max_steps)
    return sweep


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--to-the-end", action="store_true", help="play every game to its end")
    parser.add_argument("names", nargs="*", default=sorted(RESHUFFLE))
    args = parser.parse_args(argv)
    failed = False
    for game in args.names:
        sweep = run(game, args.games, args.seed, None if args.to_the_end else MAX_STEPS)
        print(f"{game}: {sweep.games} games ({sweep.ended} to their end), {sweep.steps} steps, "
              f"{sweep.private_views} private views, {sweep.compared_moves} moves compared on both "
              f"({sweep.windows} stopping at different windows), {len(sweep.differences)} differences")
        for difference in sweep.differences[:5]:
            print("   ", difference[:400])
        failed |= bool(sweep.differences)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
