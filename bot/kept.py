"""What the table service keeps of the latest tables, so that a move, its answer, its picture and the sender's
post each read them once: a version's game state parsed from its JSON, its public view and that view's JSON,
its plain pictures, the moves its controls offer. Each a small map that lets its oldest go; a person forgotten
(bot/privacy.py) clears them all, as their old name is in them. What is kept is shared by every reader: read it,
never change it. A move whose state is not kept parses one of its own, and plays on it where the table before the
move is known without it (`Kept.before_step`): by its public view kept, or by that view's fingerprint, which the
step that saved the version stored with it (Table.public_fingerprint)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from hashlib import blake2b
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from bot.models import Table
from bot.steps import Before
from engines.base import Engine, State

K = TypeVar("K")
V = TypeVar("V")

STATES_KEPT = 32
"""Game states of the latest saved tables, by table id and version, each with the saved JSON it was read from: a
person's move read its new state again for the AI seats after it, for its answer and for the sender's post, each
a parse of the whole state (Throneworld's 0.4 ms; together a fifth of the bot's own work on a Throneworld
move)."""
VIEWS_KEPT = 64
"""Public views of the latest table versions, by table id and version, for the pictures and posts that follow;
as many of their JSON texts, made for their fingerprints, which the pictures' jobs carry to the workers."""
PICTURES_KEPT = 64
"""Pictures of whole tables without a step (/game status, a stale button's answer), by table id, version and
the language drawn in."""
OFFERS_KEPT = 1024
"""The moves the buttons and menus under the latest tables offer everyone, by table: a click finds its move
among them instead of building the table's controls again (a click comes seconds after its table, when many
other tables have come and gone: hence more of these than of the states)."""

Offers = dict[tuple[str, str], dict[str, Any]]
"""Moves offered, by action and move key (cogs/_controls.py's `move_key`): their arguments."""


class Recent(Generic[K, V]):
    """At most `size` values, the least recently used let go first."""

    def __init__(self, size: int):
        self.size = size
        self._values: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._values.get(key)
        if value is not None:
            self._values.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> V:
        self._values[key] = value
        self._values.move_to_end(key)
        while len(self._values) > self.size:
            self._values.popitem(last=False)
        return value

    def items(self) -> list[tuple[K, V]]:
        return list(self._values.items())

    def clear(self) -> None:
        self._values.clear()


class Kept:
    def __init__(self) -> None:
        self.states: Recent[tuple[int, int], tuple[str, State]] = Recent(STATES_KEPT)
        self.views: Recent[tuple[int, int], BaseModel] = Recent(VIEWS_KEPT)
        self.view_texts: Recent[tuple[int, int], str] = Recent(VIEWS_KEPT)
        self.pictures: Recent[tuple[int, int, str], bytes] = Recent(PICTURES_KEPT)
        self.offers: Recent[tuple[int, int, tuple[str, ...]], Offers] = Recent(OFFERS_KEPT)

    def state(self, table: Table) -> State | None:
        """The state kept of this version of `table`, while its saved JSON is still the text it was read from:
        forgetting a person renames them in the saved state without a new version (in another process too,
        which this one's clearing never reaches). Compared, not hashed: the text is new on every read, and
        hashing tens of KB per move cost more than the comparison."""
        kept = self.states.get((table.id, table.version))
        return kept[1] if kept is not None and kept[0] == table.state else None

    def keep_state(self, table: Table, state: State) -> State:
        """Keep `state`, read from (or saved as) `table.state`."""
        self.states.put((table.id, table.version), (table.state or "", state))
        return state

    def keep_view(self, key: tuple[int, int], view: BaseModel, text: str) -> None:
        """Keep the public view of version `key`, made by its step, with its JSON `text`."""
        self.views.put(key, view)
        self.view_texts.put(key, text)

    def before_step(self, table: Table, engine: Engine, state: State, own: bool = False) -> tuple[Before, bool]:
        """The table before a step on `state` (`table`'s), and whether the step may be played on `state` itself,
        saving the copy: only a state nobody else holds (`own`), and only where the public view before the step
        is known without it (its fingerprint, saved with the version, or the view kept). Else the step plays on
        a copy and the view before it is made again: a sixth of a Throneworld move's work on the event loop."""
        known, view = table.view_fingerprint(), self.views.get((table.id, table.version))
        in_place = own and (known is not None or view is not None)
        if view is not None:
            made: Callable[[], BaseModel] = lambda: view  # noqa: E731
        else:
            made = _gone if in_place else lambda: engine.view(state, None)
        return Before(engine.awaiting(state), known, made), in_place

    def offered(self, table: Table) -> Offers | None:
        """The moves `table`'s public controls offer, if kept. By its seats' names too: forgetting a person
        renames them without a new version (in another process too, which this one's clearing never reaches)."""
        return self.offers.get(_offers_key(table))

    def keep_offered(self, table: Table, offers: Offers) -> None:
        self.offers.put(_offers_key(table), offers)

    def clear(self) -> None:
        kept: Recent
        for kept in (self.states, self.views, self.view_texts, self.pictures, self.offers):
            kept.clear()


def _offers_key(table: Table) -> tuple[int, int, tuple[str, ...]]:
    return table.id, table.version, tuple(seat.name for seat in table.seats)


def _gone() -> BaseModel:
    """The view before a step played in place: a fingerprint tells that step, so it is never asked for."""
    raise AssertionError("the public view before a step played in place was asked for")


def fingerprint(view_json: str) -> int:
    """A public view's fingerprint from its JSON, the same in every process (it is saved with the table): equal
    views have equal ones (their JSON is the same); two views that differ could share one only by a 64-bit
    hash's chance. BLAKE2b: 0.02 ms for a Throneworld view's 10 KB."""
    return int.from_bytes(blake2b(view_json.encode(), digest_size=8).digest(), "big", signed=True)
