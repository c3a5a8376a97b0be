"""Map: names, layouts per player count (counts, symmetry, spacing), ranges through hexes in play."""

from collections import Counter

import pytest

from engines.throneworld import hexmap as h


def test_sixty_one_hexes_with_typeable_names():
    coords = h.all_coords()
    assert len(coords) == 61
    names = [h.name_of(c) for c in coords]
    assert len(set(names)) == 61
    for c, name in zip(coords, names, strict=True):
        assert h.coord_of(name) == c
        assert h.coord_of(name.lower()) == c
    assert h.THRONE == "E5"
    assert h.coord_of("A6") is None and h.coord_of("J1") is None and h.coord_of("E") is None
    assert [len(h.ring(k)) for k in range(5)] == [1, 6, 12, 18, 24]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_layout_counts_match_games_md(players):
    lay = h.layout(players)
    want = h.COUNTS[players]
    kinds = Counter(lay.kinds.values())
    assert len(lay.kinds) == want["in_play"]
    assert kinds["throne"] == 1 and lay.kinds["E5"] == "throne"
    for kind in ("home", "outer", "fringe", "inner"):
        assert kinds[kind] == want[kind], kind
    assert len(lay.homes) == players


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_homeworlds_on_outer_ring_equally_spaced(players):
    lay = h.layout(players)
    ring4 = [h.name_of(c) for c in h.ring(4)]
    positions = sorted(ring4.index(name) for name in lay.homes)
    gaps = [(b - a) % 24 for a, b in zip(positions, positions[1:] + positions[:1], strict=True)]
    assert max(gaps) - min(gaps) <= 1
    # every homeworld has its nearest neighbour at the same range
    nearest = {min(h.distance(players, a, b) for b in lay.homes if b != a) for a in lay.homes}
    assert len(nearest) == 1


@pytest.mark.parametrize("players,rotation", [(2, 3), (3, 2), (6, 1)])
def test_rotational_symmetry(players, rotation):
    assert (rotation, False) in h.symmetries(players)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_symmetries_map_every_homeworld_onto_every_other(players):
    lay = h.layout(players)
    home0 = h.coord_of(lay.homes[0])
    images = {h.name_of(h.transform(home0, steps, flip)) for steps, flip in h.symmetries(players)}
    assert images == set(lay.homes)


def test_four_players_have_a_half_turn_and_two_mirrors():
    sym = h.symmetries(4)
    assert (3, False) in sym and len([s for s in sym if s[1]]) == 2


def test_five_players_have_a_mirror():
    assert any(flip for _, flip in h.symmetries(5))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_homeworld_has_the_same_fringe(players):
    lay = h.layout(players)
    per_home = {len([n for n in h.within(players, home, 1) if lay.kinds[n] == "fringe"]) for home in lay.homes}
    assert per_home == {h.COUNTS[players]["fringe"] // players}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_hex_in_play_is_reachable(players):
    lay = h.layout(players)
    assert set(h.distances(players, "E5")) == set(lay.kinds)


def test_ranges_count_only_through_hexes_in_play():
    # five players: A3 is out of play, so the two homeworlds beside it are five apart, not four
    lay = h.layout(5)
    assert "A3" not in lay.kinds and h.distance(5, "E5", "A3") is None
    assert h.hex_distance(h.coord_of("A5"), h.coord_of("A1")) == 4
    assert h.distance(5, "A5", "A1") == 5
    assert h.distance(5, "A5", "A2") == 4  # A4 -> A3 would be 2; round by B-column is 4
    # origin counts as 0, a neighbour as 1
    assert h.distance(5, "E5", "E5") == 0
    assert all(h.distance(5, "E5", h.name_of(c)) == 1 for c in h.ring(1))
    assert h.within(5, "A5", 1) == sorted(h.within(5, "A5", 1), key=lambda n: (h.distance(5, "A5", n), n))


def test_four_players_out_of_play_hexes_make_detours():
    lay = h.layout(4)
    out = [h.name_of(c) for c in h.all_coords() if h.name_of(c) not in lay.kinds]
    assert len(out) == 4
    assert h.distance(4, "I5", "E9") == 5 > h.hex_distance(h.coord_of("I5"), h.coord_of("E9"))


def test_range_example_two_players():
    lay = h.layout(2)
    a, b = lay.homes
    assert h.distance(2, a, b) == 8
    assert h.within(2, a, 0) == [a]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seats_go_clockwise_as_drawn(players):
    import math

    def angle(name):  # flat-topped hexes, y down: a growing angle is clockwise on screen
        q, r = h.coord_of(name)
        return math.degrees(math.atan2(math.sqrt(3) * (r + q / 2), 1.5 * q)) % 360

    homes = h.layout(players).homes
    steps = [(angle(b) - angle(a)) % 360 for a, b in zip(homes, homes[1:] + homes[:1], strict=True)]
    assert all(0 < s < 180 for s in steps) and round(sum(steps)) == 360
