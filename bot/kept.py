"""What the table service keeps of the latest tables, so that a move, its answer, its picture and the sender's
post each read them once: a version's game state parsed from its JSON, its public view and that view's
fingerprint, its plain pictures. Each a small map that lets its oldest go; a person forgotten (bot/privacy.py)
clears them all, as their old name is in them. What is kept is shared by every reader: read it, never change
it. A move whose state is not kept parses one of its own, and plays on it where what is kept tells the table
before the move without it (`Kept.before_step`)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

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
FINGERPRINTS_KEPT = 20_000
"""Fingerprints of the public views of the latest table versions (a number each: every table in play at 10,000
live games): whether a person's move changed the public table is told from the fingerprint of the view before
it, where the view itself (VIEWS_KEPT) was let go; making it again was a twentieth of a Throneworld move."""
PICTURES_KEPT = 64
"""Pictures of whole tables without a step (/game status, a stale button's answer), by table id, version and
the language drawn in."""


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
        self.fingerprints: Recent[tuple[int, int], int] = Recent(FINGERPRINTS_KEPT)
        self.pictures: Recent[tuple[int, int, str], bytes] = Recent(PICTURES_KEPT)

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
        """Keep the public view of version `key`, made by a person's move, with its JSON `text` and the
        fingerprint made from it."""
        self.views.put(key, view)
        self.view_texts.put(key, text)
        self.fingerprints.put(key, fingerprint(text))

    def before_step(self, key: tuple[int, int], engine: Engine, state: State, own: bool = False
                    ) -> tuple[Before, bool]:
        """The table before a step on `state` (version `key`), and whether the step may be played on `state`
        itself, saving the copy: only a state nobody else holds (`own`), and only where the public view before
        the step is known without it (its fingerprint, or the view kept)."""
        fingerprint, view = self.fingerprints.get(key), self.views.get(key)
        in_place = own and (fingerprint is not None or view is not None)
        if view is not None:
            made: Callable[[], BaseModel] = lambda: view  # noqa: E731
        else:
            made = _gone if in_place else lambda: engine.view(state, None)
        return Before(engine.awaiting(state), fingerprint, made), in_place

    def clear(self) -> None:
        kept: Recent
        for kept in (self.states, self.views, self.view_texts, self.fingerprints, self.pictures):
            kept.clear()


def _gone() -> BaseModel:
    """The view before a step played in place: a fingerprint tells that step, so it is never asked for."""
    raise AssertionError("the public view before a step played in place was asked for")


def fingerprint(view_json: str) -> int:
    """A public view's fingerprint from its JSON, for this process only: equal views have equal ones (their JSON
    is the same); two views that differ could share one only by a 64-bit hash's chance."""
    return hash(view_json)
