"""A season's final standings picture (issue 45) fits a phone's 400 × 400 box: about square, every text
readable as shown there (the phone-text measure), however many games the season had."""

from datetime import UTC, datetime

import pytest

from render.standings import render_standings, rows_each
from tests.render.phone_text import MEDIAN, median_shown, texts_drawn, too_small

LONG = "Märta Łukasiewicz-Østergaard the Unready of the Northern Shires"


def season(games: int) -> list:
    rows = [(LONG, 1234, 5, 9), ("tom", 1100, 3, 8), ("aileen", 1010, 1, 4), ("konrad", 990, 0, 2)]
    return [(f"Game {g}", rows) for g in range(games)]


@pytest.mark.parametrize("games", [0, 1, 3, 5])
def test_the_standings_read_in_a_phones_box(games):
    image, records = texts_drawn(lambda: render_standings(12, datetime(2026, 1, 1, tzinfo=UTC),
                                                          datetime(2026, 2, 1, tzinfo=UTC), season(games)))
    assert image.width == 480 and image.height <= 1.25 * image.width, image.size
    assert not too_small(image, records), too_small(image, records)
    assert median_shown(image, records) >= MEDIAN
    names = [r.text for r in records if r.text.startswith("Märta")]
    assert len(names) == games and all(n.endswith("…") for n in names), "a long name is cut, not overflowing"
    assert sum(r.text in ("tom", "aileen", "konrad") for r in records) == games * (rows_each(games) - 1)
