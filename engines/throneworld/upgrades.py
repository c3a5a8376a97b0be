"""Saved Throneworld states from earlier versions, upgraded step by step (`Engine.upgrades`).

Version 2 (issue 21): a race's specialty tech reads the track's lower row (one rating higher in the
same box) with the common row's roll thresholds; until then it read the common row and rolled one
less. The saved tech markers stay in their boxes: the box is where the marker sits on the mat, and a
game saved mid-way goes on under the corrected reading (a specialist's rating in that tech rises by
one, as on the printed track). A planned jump (`Proposal`) may name Fighters to destroy for cargo
room (`scrap`, 4.51), 0 in older saves by its default. So the step only marks the version.
"""

from __future__ import annotations

from typing import Any


def specialty_reads_the_lower_row(data: dict[str, Any]) -> dict[str, Any]:
    return data


UPGRADES = {1: specialty_reads_the_lower_row}
