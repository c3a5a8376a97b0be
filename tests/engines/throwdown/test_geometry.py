"""Exact table geometry: overlap, edge contact, partial icon cover, rotation, stacking order."""

from engines.throwdown import geometry
from engines.throwdown.data import CARD_H, CARD_W, ICON_R
from engines.throwdown.icons import active_icons, icon_spots, icon_table
from tests.engines.throwdown.helpers import card, position


def test_overlapping_cards_touch():
    assert geometry.touches((100, 100, 0), (150, 120, 0))


def test_cards_meeting_only_along_an_edge_or_apart_do_not_touch():
    assert not geometry.touches((100, 100, 0), (100 + CARD_W, 100, 0))  # side by side, edges meet
    assert not geometry.touches((100, 100, 0), (100 + CARD_W + 0.5, 100, 0))
    assert geometry.touches((100, 100, 0), (100 + CARD_W - 0.5, 100, 0))  # half a unit of overlap


def test_rotation_changes_what_touches():
    # Upright, a card 60 units to the right overlaps by 3 units; turned 90° its short side is across
    # and its half-width along x grows from 31.5 to 44, so a card 70 units away is reached only then.
    assert not geometry.touches((100, 100, 0), (170, 100, 0))
    assert geometry.touches((100, 100, 0), (170, 100, 90))
    # Corners of a card turned 45° reach further than its sides.
    corner = geometry.corners(0, 0, 45)
    reach = max(abs(x) for x, _ in corner)
    assert abs(reach - (CARD_W + CARD_H) / 2 / 2 ** 0.5) < 1e-9


def test_a_card_covering_part_of_an_icon_covers_it():
    centre = (200.0, 200.0)
    # The card's left edge is at x = 200 + 7 - 31.5 ... place it so that it overlaps the circle by 1 unit.
    left_edge = centre[0] + ICON_R - 1
    assert geometry.covers_icon((left_edge + CARD_W / 2, 200, 0), centre)
    # Just outside the circle: not covered.
    left_edge = centre[0] + ICON_R + 0.01
    assert not geometry.covers_icon((left_edge + CARD_W / 2, 200, 0), centre)
    # Exactly tangent: the circle's inside is not reached.
    assert not geometry.covers_icon((centre[0] + ICON_R + CARD_W / 2, 200, 0), centre)


def test_a_turned_card_corner_reaching_into_a_circle():
    pose = (300.0, 200.0, 45.0)
    x, y = min(geometry.corners(*pose), key=lambda p: p[0])  # the corner pointing left
    assert geometry.covers_icon(pose, (x - ICON_R + 1, y))  # the corner is 1 unit inside the circle
    assert not geometry.covers_icon(pose, (x - ICON_R - 0.5, y))  # half a unit short of it
    # The same point with the card upright is far from the card.
    assert not geometry.covers_icon((300.0, 200.0, 0.0), (x - ICON_R + 1, y))


def test_icons_turn_with_their_card():
    tc = card(7, "stone:2", "ann", 300, 250, angle=90)
    spots = icon_spots(tc)
    # stone:2 is "5 1 1" on pattern 3A: (-16,-28), (0,0), (16,28). Turned 90° clockwise (y down):
    # (lx, ly) -> (-ly, lx).
    (code, (x, y)) = spots[0]
    assert code == "5"
    assert abs(x - (300 + 28)) < 1e-9 and abs(y - (250 - 16)) < 1e-9


def test_stacking_order_decides_who_covers_whom():
    target = card(2, "stone:2", "ann", 200, 200)  # its 5-pip icon at (184, 172)
    cover = card(3, "ember:0", "bob", 160, 140)
    on_top = position(table=[target, cover])
    underneath = position(table=[cover.model_copy(update={"n": 2}), target.model_copy(update={"n": 3})])
    assert "5" not in active_icons(on_top, "ann")
    assert "5" in active_icons(underneath, "ann")
    # And the lower card's own icons are covered by the upper one in the second table.
    covered_bob = [c for _, _, c in icon_table(underneath.table)[1]]
    assert any(covered_bob)


def test_face_down_cards_have_no_icons_but_still_cover():
    down = card(2, "stone:2", "ann", 200, 200, face_up=False)
    assert icon_spots(down) == []
    target = card(2, "stone:2", "ann", 200, 200)
    cover = card(3, "ember:0", "bob", 160, 140, face_up=False)
    state = position(table=[target, cover])
    assert "5" not in active_icons(state, "ann")


def test_closed_form_geometry_agrees_with_shapely_on_random_poses():
    """The engine's overlap and cover tests are closed-form; shapely's polygon operations are the
    reference they must agree with (positive-area overlap, circle reached)."""
    import random

    from shapely.geometry import Point, Polygon

    rand = random.Random(5)
    for _ in range(3000):
        a = (rand.uniform(0, 300), rand.uniform(0, 300), rand.uniform(-180, 180))
        b = (a[0] + rand.uniform(-110, 110), a[1] + rand.uniform(-110, 110), rand.uniform(-180, 180))
        pa, pb = Polygon(geometry.corners(*a)), Polygon(geometry.corners(*b))
        assert geometry.touches(a, b) == (pa.intersection(pb).area > 1e-6), (a, b)
        icon = (a[0] + rand.uniform(-60, 60), a[1] + rand.uniform(-60, 60))
        assert geometry.covers_icon(a, icon) == (pa.distance(Point(icon)) < ICON_R), (a, icon)
