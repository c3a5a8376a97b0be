"""The one random generator of a game, kept inside its state.

It is counter based (a hash of seed and draw number), so the whole generator is two integers and
JSON round-trips exactly; a game replays identically from (seed, actions). The script runner can
force the next six-sided results through `forced`: `d6()` takes them first, in order.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")


class Rng(BaseModel):
    seed: int
    draws: int = 0
    forced: list[int] = Field(default_factory=list)

    def random(self) -> float:
        """A float in [0, 1)."""
        digest = hashlib.blake2b(f"{self.seed}:{self.draws}".encode(), digest_size=8).digest()
        self.draws += 1
        return int.from_bytes(digest, "big") / 2**64

    def randint(self, low: int, high: int) -> int:
        """An integer in [low, high], both included."""
        return low + int(self.random() * (high - low + 1))

    def d6(self) -> int:
        """A six-sided result; a forced result is used first when there is one."""
        if self.forced:
            return self.forced.pop(0)
        return self.randint(1, 6)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randint(0, len(items) - 1)]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randint(0, i)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """Box-Muller; two draws per call so the draw count stays predictable."""
        u1 = 1.0 - self.random()  # in (0, 1], safe for log
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2 * math.pi * u2)
