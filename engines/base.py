"""The engine contract every game implements (see DESIGN.md, "The engine contract").

An engine is pure rules: no I/O, no clock (the caller passes `now`), no discord, no PIL.
Each game subclasses `Engine` and registers an instance with `engines.registry.register`.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Annotated, Any, ClassVar, Generic, Literal, NamedTuple, TypeVar, cast

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic_core import ErrorDetails

from engines.errors import BadArguments, GameOver, NotYourTurn, OptionRefused, SavedStateUnreadable
from engines.rng import Rng
from engines.said import Said, Text, said  # noqa: F401 (Said: pydantic resolves Text, Prompt.what's type, here)

Event = dict[str, Any]
"""An event is a JSON-able dict with a "type" key, e.g. {"type": "rolled", "player": "tom", ...}."""


def _split_text_list(value: Any) -> Any:
    """Discord options are text: "1 3" or "1,3" become [1, 3]; a JSON list passes through."""
    if isinstance(value, str):
        return [part for part in value.replace(",", " ").split() if part]
    return value


IntList = Annotated[list[int], BeforeValidator(_split_text_list)]
"""A list of integers that may be typed as text in Discord (`dice:"2 3"`)."""

StrList = Annotated[list[str], BeforeValidator(_split_text_list)]
"""A list of words that may be typed as text in Discord (`cards:"knight archer"`)."""


class Action(BaseModel):
    """Base of every game's actions. `do` is the slash subcommand; the other fields its options."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    do: str

    def args(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"do"})


class State(BaseModel):
    """Base of every game's state. Subclasses add their fields; mutate only a copy (see `Engine`).

    `schema_version` is the shape of the saved JSON: a game that changes its state's shape raises
    the default by one and adds an upgrade step (`Engine.upgrades`) from the version before.
    """

    schema_version: int = 1
    players: list[str]
    rng: Rng


class Prompt(BaseModel):
    """Someone the game is waiting for.

    kind: "turn" (an ordinary turn), "reaction" (an out-of-turn window such as a jam or a roll-phase
    card), "simultaneous" (everyone chooses privately, revealed together).
    timer: which channel setting sets its deadline ("turn" = turn timer, "reaction" = reaction window).
    secret: who is awaited is itself hidden information (a reaction only a player holding the right
    card can make): the channel hears that a window is open, never who is asked.
    """

    player: str
    kind: Literal["turn", "reaction", "simultaneous"] = "turn"
    timer: Literal["turn", "reaction"] = "turn"
    what: Text = said("move-your-turn")
    secret: bool = False


class Outcome(BaseModel):
    """How a game ended. `teams` lists sides (one player each in free-for-all); `ranks` gives each
    side's place, 1 = best; equal ranks are ties. `reason` is a sentence for the channel."""

    teams: list[list[str]]
    ranks: list[int]
    reason: str

    @property
    def winners(self) -> list[str]:
        best = min(self.ranks)
        return [p for team, rank in zip(self.teams, self.ranks, strict=True) if rank == best for p in team]

    @classmethod
    def by_score(cls, scores: Mapping[str, float], reason: str) -> Outcome:
        """Free-for-all placement, higher score better, equal scores tied."""
        ordered = sorted(scores, key=lambda p: -scores[p])
        ranks = [1 + sum(1 for q in scores if scores[q] > scores[p]) for p in ordered]
        return cls(teams=[[p] for p in ordered], ranks=ranks, reason=reason)


class Result(NamedTuple):
    state: State
    events: list[Event]


StateT = TypeVar("StateT", bound=State)
"""A game's own state type: each engine's methods take and give its own (`Engine[ThrownState, Options]`)."""
OptionsT = TypeVar("OptionsT", bound=BaseModel)
"""A game's own creation options."""
AnyState = TypeVar("AnyState", bound=State)


class Engine(Generic[StateT, OptionsT]):
    """One game. Subclasses set the class attributes and implement the `_`-less contract methods.

    Contract (DESIGN.md): new_game / apply / awaiting / legal_actions / on_timeout / view / outcome.
    `ai_action` is the AI seat policy; the default is a random legal action.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    score_unit: ClassVar[str] = "points"
    """What the public view's `scores` count, for the end-of-game summary ("health", "gold"…)."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_type: ClassVar[type[State]]
    action_type: ClassVar[Any]
    """The discriminated union of the game's actions (discriminator `do`)."""
    options_type: ClassVar[type[BaseModel]]
    upgrades: ClassVar[Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {}
    """Saved-state upgrade steps: `upgrades[n]` turns the JSON of a version-n state into version n+1
    (it sets nothing else; `load_state` bumps `schema_version`). Numbered like database migrations,
    kept for ever: a game saved by any earlier release must load."""
    anytime: ClassVar[frozenset[str]] = frozenset()
    """Actions a seated player may take whenever the game is on, awaited or not (standing orders):
    they settle how the player's future fights go, so the service keeps their arguments out of the
    public events."""
    lasting: ClassVar[frozenset[str]] = frozenset()
    """Of the anytime actions, those that are a player's own way of playing rather than a choice for this
    game: the bot keeps a player's last one and plays it for them at the start of their next game."""

    # --- contract -----------------------------------------------------------------------------

    def new_game(
        self, players: list[str], options: dict[str, Any], seed: int, forced_dice: list[int] | None = None
    ) -> StateT:
        """Set up a game. `forced_dice` is the script runner's hook: the next d6 results, in order."""
        if not self.min_players <= len(players) <= self.max_players:
            raise BadArguments(said("move-player-count", title=self.title, least=self.min_players,
                                    most=self.max_players, count=len(players)))
        rng = Rng(seed=seed, forced=list(forced_dice or []))
        return self.setup(list(players), self.parse_options(options), rng)

    def apply(self, state: StateT, player: str, action: Action, now: datetime) -> Result:
        """Validate and play `action` for `player` on a copy of `state`; the input is never mutated."""
        self.refuse_unless_awaited(state, player, action)
        new = self.copy_state(state)
        events = self.play(new, player, action, now)
        return Result(new, events)

    def apply_in_place(self, state: StateT, player: str, action: Action, now: datetime) -> list[Event]:
        """As `apply`, on `state` itself: for a caller whose state nobody else holds, and who lets it go if
        the move is refused (a refusal may come after the rules changed part of it). The copy is half of a
        Throneworld move's rules."""
        self.refuse_unless_awaited(state, player, action)
        return self.play(state, player, action, now)

    def refuse_unless_awaited(self, state: StateT, player: str, action: Action) -> None:
        """A move on a finished game, or by a player the game does not await (standing orders aside), is
        refused with a sentence."""
        if self.outcome(state) is not None:
            raise GameOver(said("move-game-over"))
        anytime = action.do in self.anytime and player in state.players
        if not anytime and self.prompt_of(state, player) is None:
            raise NotYourTurn(self.not_awaited_message(state, player))

    @staticmethod
    def copy_state(state: AnyState) -> AnyState:
        """A copy to play on: through JSON, as the store keeps it, which pydantic does in C (measured on
        mid-game states: 0.03-0.05 ms against deepcopy's 0.08-0.17 ms; Throneworld's the same 0.2 ms)."""
        return state.model_validate_json(state.model_dump_json())

    def awaiting(self, state: StateT) -> list[Prompt]:
        raise NotImplementedError

    def prompt_of(self, state: StateT, player: str) -> Prompt | None:
        """What the game awaits from `player` now (None: nothing)."""
        return next((p for p in self.awaiting(state) if p.player == player), None)

    def legal_actions(self, state: StateT, player: str) -> list[Action]:
        """Every move `player` may make now: none once the game is over, none for a player the game
        does not await (a stranger included). Games write only `legal_moves`, the in-progress case."""
        if self.outcome(state) is not None or self.prompt_of(state, player) is None:
            return []
        return self.legal_moves(state, player)

    def legal_moves(self, state: StateT, player: str) -> list[Action]:
        """The awaited `player`'s moves in a game still being played (`legal_actions` guards the rest)."""
        raise NotImplementedError

    def on_timeout(self, state: StateT, player: str, now: datetime) -> Action:
        raise NotImplementedError

    def view(self, state: StateT, player: str | None) -> BaseModel:
        """What `player` may see (None = the public table). The public view has `scores`."""
        raise NotImplementedError

    def outcome(self, state: StateT) -> Outcome | None:
        raise NotImplementedError

    def ai_action(self, state: StateT, player: str, rand: random.Random) -> Action:
        """The AI seat's move. `rand` is seeded by the caller so AI play replays identically."""
        return rand.choice(self.legal_actions(state, player))

    def standing(self, public: Any) -> list[Text]:
        """Public facts a player needs to choose a move that the table picture leaves to the message text
        (Discord shows a picture shrunk into a small box, but words crisp at any size): one short line each,
        naming players by their seat names. The scores are added by the bot from the public view. Told from
        `public`, the public view (`view(state, None)`), which the caller has made for the table's picture."""
        return []

    def narrate(self, event: Event) -> Text | None:
        """One line for the channel about an event ("tom rolls 3 swords"), or None to say nothing."""
        return None

    def told_later(self, state: StateT, player: str) -> bool:
        """Whether the step `player` has just played (leaving `state`) is told with a later step of theirs:
        the game keeps its events and the step that ends their turn carries them, so this one needs no table
        post of its own (Thrown's roll before a power). A timeout's move must never leave one."""
        return False

    # --- what subclasses implement ------------------------------------------------------------

    def setup(self, players: list[str], options: OptionsT, rng: Rng) -> StateT:
        raise NotImplementedError

    def play(self, state: StateT, player: str, action: Action, now: datetime) -> list[Event]:
        """Check and carry out `action` on `state` (already a private copy): mutate it, return events.
        Raise IllegalAction (or a subclass) before mutating anything when the move is not allowed."""
        raise NotImplementedError

    # --- shared helpers -----------------------------------------------------------------------

    def parse_action(self, do: str, args: dict[str, Any] | None = None) -> Action:
        """Build an action from a subcommand name and its options (as typed or as JSON)."""
        try:
            return _adapter(self.action_type).validate_python({**(args or {}), "do": do})
        except ValidationError as exc:
            raise BadArguments(self._explain(do, exc)) from None

    def parse_options(self, options: dict[str, Any]) -> OptionsT:
        try:
            return cast(OptionsT, self.options_type.model_validate(options or {}))
        except ValidationError as exc:
            problems = _one_after_another([self._option_words(error) for error in exc.errors()[:3]])
            raise BadArguments(said("move-bad-options", title=self.title, problems=problems)) from None

    def _option_words(self, error: ErrorDetails) -> Said:
        """One problem of a lobby's options in the asker's words: the game's own (its validator's OptionRefused,
        which names the option and what it takes), an option the game has not (with those it has), or what the
        option takes as a move's option says it."""
        refused = error.get("ctx", {}).get("error")
        if isinstance(refused, OptionRefused):
            return refused.said
        names = [part for part in error["loc"] if isinstance(part, str)]
        option = names[-1] if names else self.title
        if error["type"] == "extra_forbidden":
            taken = list(self.options_type.model_fields)
            if not taken:
                return said("lobby-option-none", option=option)
            return said("lobby-option-unknown", option=option, options=", ".join(taken))  # as typed: no list words
        if error["type"] == "value_error":  # a plain ValueError of a validator (the shipped games raise OptionRefused)
            return said("move-other", where=option, problem=str(refused or error["msg"]))
        return _error_words(error, self.title)

    def load_state(self, data: dict[str, Any] | str) -> StateT:
        """Read a saved state, upgrading it step by step from the version that saved it."""
        current = self.current_schema_version()
        if isinstance(data, str):
            if data.startswith(f'{{"schema_version":{current},'):  # as this version saves it: parsed in C
                return cast(StateT, self.state_type.model_validate_json(data))
        saved: dict[str, Any] = json.loads(data) if isinstance(data, str) else data
        version = int(saved.get("schema_version", 1))
        if version > current:
            raise SavedStateUnreadable(said("move-saved-newer", title=self.title, version=version, current=current))
        while version < current:
            step = self.upgrades.get(version)
            if step is None:
                raise SavedStateUnreadable(said("move-saved-older", title=self.title, version=version))
            saved = {**step(dict(saved)), "schema_version": version + 1}
            version += 1
        return cast(StateT, self.state_type.model_validate(saved))

    @classmethod
    def current_schema_version(cls) -> int:
        return cls.state_type.model_fields["schema_version"].default

    def not_awaited_message(self, state: StateT, player: str) -> Text:
        if player not in state.players:
            return said("move-not-playing")
        return said("move-not-your-move", waiting=tuple(p.player for p in self.awaiting(state)))

    def _explain(self, do: str, exc: ValidationError) -> Said:
        for error in exc.errors():
            if error["type"] in ("union_tag_invalid", "union_tag_not_found"):
                return said("move-unknown-command", do=do, title=self.title,
                            names=", ".join(sorted(self.action_names())))
        parts = [_error_words(error, do) for error in exc.errors()[:3]]
        return said("move-unreadable", do=do, problems=_one_after_another(parts))

    def action_names(self) -> list[str]:
        adapter = _adapter(self.action_type)
        schema = adapter.json_schema()
        mapping = schema.get("discriminator", {}).get("mapping", {})
        return list(mapping) or [schema.get("properties", {}).get("do", {}).get("const", "")]


_ADAPTERS: dict[int, TypeAdapter] = {}


def _adapter(action_type: Any) -> TypeAdapter:
    key = id(action_type)
    if key not in _ADAPTERS:
        shape: Any = Annotated[action_type, Field(discriminator="do")] if _is_union(action_type) else action_type
        _ADAPTERS[key] = TypeAdapter(shape)
    return _ADAPTERS[key]


def _is_union(tp: Any) -> bool:
    return getattr(tp, "__origin__", None) is not None or type(tp).__name__ == "UnionType"


ERROR_KINDS = {"int_parsing": "move-whole-number", "int_type": "move-whole-number",
               "int_from_float": "move-whole-number", "float_parsing": "move-number", "float_type": "move-number",
               "bool_parsing": "move-true-false", "bool_type": "move-true-false"}
"""pydantic's kinds of error a player's typing makes, by the message that says what was wanted instead."""


def _error_words(error: ErrorDetails, do: str) -> Said:
    """One validation error in a player's words, naming the option (and the item of a list) and echoing at
    most a few characters of what was typed."""
    names = [part for part in error["loc"] if isinstance(part, str) and part != do]
    items = [part for part in error["loc"] if isinstance(part, int)]
    option = names[-1] if names else do
    where: Text = said("move-item", option=option, item=items[-1] + 1) if items else option
    typed = str(error.get("input", ""))
    shown = f"{typed[:20]}…" if len(typed) > 20 else typed
    kind = error["type"]
    if kind == "missing":
        return said("move-missing", option=option)
    if kind == "extra_forbidden":
        return said("move-not-an-option", option=option, do=do)
    if kind in ERROR_KINDS:
        return said(ERROR_KINDS[kind], where=where, typed=shown)
    if kind in ("literal_error", "enum"):
        return said("move-one-of", where=where, expected=_either(error.get("ctx", {}).get("expected", "")),
                    typed=shown)
    return said("move-other", where=where, problem=error["msg"][:80].lower())  # pydantic's words: no catalog


def _either(expected: str) -> Text:
    """The values an option takes, as pydantic lists them in English ('a', 'b' or 'c'), in the reader's words."""
    values = [f"'{value}'" for value in re.findall(r"'([^']*)'", expected)]
    if len(values) < 2:
        return values[0] if values else said("move-listed-values")
    return said("move-either", some=", ".join(values[:-1]), last=values[-1])


def _one_after_another(parts: list[Said]) -> Said:
    """Problems said one after another ("a; b; c")."""
    said_so_far = parts[-1]
    for part in reversed(parts[:-1]):
        said_so_far = said("move-then", first=part, rest=said_so_far)
    return said_so_far


class NoOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
