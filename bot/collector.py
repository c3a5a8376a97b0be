"""Python's garbage collector, set for a long-running bot.

Every move makes thousands of short-lived objects (states, views, models), so the collector's youngest
generation fills every few moves, and every few hundred moves a full collection walks every object the
process holds — the imported code, the caches, discord.py's guilds and members — while the event loop
waits: 20 ms each in the bench's process, one move in 60 (measured: Throneworld's p99 of the bot's own
work per move 23 ms, its p50 3.4 ms). Freezing what exists once the bot has started keeps those out of
every later collection; a larger youngest generation makes the collections rarer. Together: p99 23 → 7-10 ms.
A young collection walks what survived since the last (mostly the states and views bot/kept.py keeps: 25,000
objects, 15-20 ms for Throneworld's), so a smaller youngest generation makes the pauses no shorter, only more
often: over 1,500 Throneworld moves the collector took 19 ms of CPU at 10,000, 485 ms at 2,000 and 820 ms at
Python's 700, its worst pause 16, 21 and 21 ms.
"""

import gc

YOUNGEST = 10_000
"""Allocations between collections of the youngest generation (Python's default: 700)."""


def settle() -> None:
    """Call once the process has started (imports done, the store open): what exists now is kept out of
    every later collection, and collections come less often."""
    gc.collect()
    gc.freeze()
    _, middle, oldest = gc.get_threshold()
    gc.set_threshold(YOUNGEST, middle, oldest)
