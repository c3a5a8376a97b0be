"""A season's final standings as a picture (issue 45): for a phone's 400 × 400 preview box, about square, the
text large: a title bar, then for each game played in the season its best players, medals for the first three.
The message carries the whole list in words; the picture is the podium."""

from __future__ import annotations

from datetime import UTC, datetime

from PIL import Image

from lang import DEFAULT, ENGLISH, Words, words
from render.common import HIGHLIGHT, MUTED, PANEL, TEXT, draw_text, ellipsize, new_canvas, text_width
from render.registry import png_bytes

WIDTH = 480
"""Shown at 400 px on a phone: the smallest text (20 px) reads at about 17 px there."""
ROW, GAME_ROW, TOP = 30, 38, 78
SHOWN = 3
"""Players per game on the picture at most (the message lists more)."""
TALLEST = 600
"""Height the picture keeps within (1.25 × its width: about square), by showing fewer players per game."""
MEDALS = ((255, 214, 10), (200, 205, 214), (205, 127, 50))

Standing = tuple[str, int, int, int]
"""(name, shown rating, wins, games)."""


def season_dates(said: Words, started: datetime | None, ended: datetime) -> str:
    """A season's dates in `said`'s language ("Jan 1, 2026 – Feb 1, 2026"); a season whose start was not kept:
    "until …". Its ends are UTC's midnights, so its days are UTC's."""
    end = _date(said, ended)
    return said("seasons-dates", started=_date(said, started), ended=end) if started else said(
        "seasons-dates-until", ended=end)


def _date(said: Words, moment: datetime) -> str:
    day = moment.astimezone(UTC)
    return said("seasons-date", day=day.day, month=day.month, year=day.year)


def render_standings(season: int, started: datetime | None, ended: datetime, games: list[tuple[str, list[Standing]]],
                     words: Words = ENGLISH) -> Image.Image:
    """Season `season`'s final standings (its title and dates, and each game's title with its standings, best
    first), in `words`' language."""
    title = words("seasons-picture-title", season=season)
    subtitle = words("seasons-picture-subtitle", dates=season_dates(words, started, ended))
    each = rows_each(len(games))
    rows = sum(min(len(s), each) for _, s in games)
    height = max(WIDTH, TOP + len(games) * GAME_ROW + rows * ROW + 16)
    image, draw = new_canvas(WIDTH, height)
    draw.rectangle((0, 0, WIDTH, TOP - 10), fill=PANEL)
    draw_text(draw, (16, 8), ellipsize(title, 28, WIDTH - 32), 28, HIGHLIGHT)
    draw_text(draw, (16, 42), ellipsize(subtitle, 20, WIDTH - 32), 20, MUTED)
    y = TOP
    for game, standings in games:
        draw_text(draw, (16, y + 4), ellipsize(game, 24, WIDTH - 32), 24, TEXT)
        y += GAME_ROW
        for place, (name, rating, wins, played) in enumerate(standings[:each]):
            draw.ellipse((20, y + 4, 40, y + 24), fill=MEDALS[place])
            draw_text(draw, (30, y + 14), str(place + 1), 16, PANEL, anchor="mm")
            score = f"{rating}  {wins}/{played}"
            draw_text(draw, (WIDTH - 16, y + 2), score, 22, TEXT, anchor="ra")
            room = WIDTH - 52 - 16 - text_width(score, 22) - 16
            draw_text(draw, (52, y + 2), ellipsize(name, 22, room), 22, TEXT)
            y += ROW
    if not games:
        draw_text(draw, (16, TOP + 8), words("seasons-end-none"), 24, TEXT)
    return image


def rows_each(games: int) -> int:
    """Players shown per game: SHOWN, fewer where that many games would make the picture too tall (one at least)."""
    room = TALLEST - TOP - 16 - games * GAME_ROW
    return max(1, min(SHOWN, room // (ROW * games))) if games else SHOWN


def standings_png(season: int, started: datetime | None, ended: datetime, games: list[tuple[str, list[Standing]]],
                  language: str = DEFAULT) -> bytes:
    """The picture encoded, in `language` (a worker process runs this: bot/workers.py; the language is handed by
    its name, its catalog read there)."""
    return png_bytes(render_standings(season, started, ended, games, words=words(language)))
