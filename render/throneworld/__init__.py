"""Throneworld pictures: the table (the hex map with every system, fleet, army and marker, the last move as
arrows, then the empires, the turn, the production track, any proposal, event or victory attempt), a
player's own picture (the same map with the tiles only they have scanned, their chits and orders), and
one battle report per battle.

Drawn from the engine's views and events only, every word in the reader's language: from the catalog
lang/locales/<language>/throneworld-pictures.ftl (`tw-pic-…`), in the `words` handed down to every function
that draws one; a text the engine put in a view or an event is said in the same words (`style.said_text`).

The public picture shows a tile's values only when the tile lies face up, whatever else the view holds.
Colour always comes with a second cue: every empire has a letter (its race's initial) on its counters, badges
and rows; system kinds carry their word on face-down tiles; markers have their own shapes (⚔ battle,
⊘ blockade, ◆ scanned).

Layout: the map fills the width (hexes as large as a phone allows: the picture is read at ~400 px),
the panel goes below it. The map's static layer (hex shapes and kind shading for the hexes in play)
is drawn once per layout.

The parts: `style` (measures, colours, helpers, seats), `counters` (pills and markers), `galaxy_map`,
`panel` (header, empires, last move, situation, legend), `table` (the public and private pictures) and
`battles` (battle reports). This module names the entry points render/registry.py looks for.
"""

from render.throneworld.battles import render_throneworld_battles, render_throneworld_reports
from render.throneworld.table import render_throneworld, render_throneworld_private

__all__ = ["render_throneworld", "render_throneworld_private", "render_throneworld_battles",
           "render_throneworld_reports"]
