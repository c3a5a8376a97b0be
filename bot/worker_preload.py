"""Imported once by the picture workers' fork server (bot/workers.py), before it forks a worker: every
game's engine and renderer imported and its palette loaded there, then the garbage collector told to
leave those objects be (gc.freeze). The workers then share those pages with the server instead of each
copying them as soon as it imports a renderer or its collector walks them."""

import gc

from engines import registry
from render.palette import drawn_games, palette_image

registry.names()
for _game in drawn_games():
    __import__(f"render.{_game}")
    palette_image(_game)
gc.freeze()
