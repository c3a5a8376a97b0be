"""Which guilds a bot process serves. Discord splits guilds over `count` shards by
`(guild_id >> 22) % count`; a process connects to some of them and does only the work (deadlines, AI
moves, notices) of guilds on its shards, so several processes on one database never do the same work."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shards:
    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"The shard count must be at least 1 (got {self.count}).")
        outside = [i for i in self.ids if not 0 <= i < self.count]
        if not self.ids or outside:
            raise ValueError(f"Shard ids must be between 0 and {self.count - 1} (got {list(self.ids)}).")

    @classmethod
    def all(cls, count: int = 1) -> Shards:
        return cls(count, tuple(range(count)))

    @property
    def serves_all(self) -> bool:
        return set(self.ids) == set(range(self.count))

    def serves(self, guild_id: str) -> bool:
        return shard_of(guild_id, self.count) in self.ids


def shard_of(guild_id: str, count: int) -> int:
    """Discord's rule. A guild id that is not a number (tests, the script runner) lives on shard 0."""
    return (int(guild_id) >> 22) % count if guild_id.isdigit() else 0
