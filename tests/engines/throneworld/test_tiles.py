"""System tiles: the 72 as data, counts, and face-down placement by type."""

import json
from collections import Counter

from engines.rng import Rng
from engines.throneworld import board, galaxy, hexmap, tiles


def test_seventy_two_tiles_by_type():
    all_ = tiles.all_tiles()
    assert len(all_) == 72
    assert Counter(t.kind for t in all_) == {"fringe": 17, "outer": 37, "inner": 12, "throne": 6}
    assert len({t.id for t in all_}) == 72


def test_empty_systems_and_values():
    empties = [t for t in tiles.all_tiles() if t.empty]
    assert len(empties) == 8 and all(t.kind in ("fringe", "outer") for t in empties)
    assert all(t.space_tech is None and t.ground_tech is None for t in empties)
    assert all(t.dev == 10 for t in tiles.of_kind("throne"))
    assert all(t.dev == 6 for t in tiles.of_kind("inner"))
    assert all(0 <= t.dev <= 5 for t in tiles.of_kind("outer") + tiles.of_kind("fringe"))
    # a tile without a space tech has no fleet; every non-empty tile has ground forces
    assert all(not t.space for t in tiles.all_tiles() if t.space_tech is None)
    assert all(t.ground for t in tiles.all_tiles() if not t.empty)


def test_six_different_throneworlds():
    labels = {t.label() for t in tiles.of_kind("throne")}
    assert len(labels) == 6


def test_rulebook_examples_are_tiles():
    labels = [t.label() for t in tiles.all_tiles()]
    assert "D1 S1/G1 S / L" in labels  # the sample drop invasion's neutral
    assert "D2 S2/G2 S P 2F / C A" in labels  # the sabotage example's neutral


def test_neutral_fleets_fit_their_cargo():
    from engines.throneworld import units as U
    assert all(U.cargo_ok(t.space, {}) for t in tiles.all_tiles())


def test_face_down_placement_by_type():
    for n in range(2, 7):
        g = galaxy.setup([f"p{i}" for i in range(n)], Rng(seed=n))
        lay = hexmap.layout(n)
        ids = [s.tile for s in g.systems.values() if s.tile]
        assert len(ids) == len(set(ids)) == len(lay.kinds) - n
        for name, s in g.systems.items():
            assert s.kind == lay.kinds[name]
            if s.kind == "home":
                assert s.tile is None and s.face_up and s.owner
            else:
                assert tiles.tile(s.tile).kind == s.kind
                assert not s.face_up and s.owner is None
        throne = g.systems["E5"]
        assert throne.kind == "throne" and not throne.face_up


def test_placement_depends_on_the_seed_only():
    a = galaxy.setup(["x", "y"], Rng(seed=5))
    b = galaxy.setup(["x", "y"], Rng(seed=5))
    c = galaxy.setup(["x", "y"], Rng(seed=6))
    assert a == b
    assert a.model_dump() != c.model_dump()


def test_views_hide_face_down_tiles_from_those_who_have_not_scanned():
    g = galaxy.setup(["x", "y", "z"], Rng(seed=2))
    hidden = next(n for n, s in g.systems.items() if not s.face_up)
    g.systems[hidden].scans.append("x")

    def seen_by(viewer):
        return {h["name"]: h for h in board.view(g, viewer)["hexes"]}

    public = seen_by(None)
    assert all("dev" not in h and "neutral" not in h for n, h in public.items() if not g.systems[n].face_up)
    assert "neutral" in seen_by("x")[hidden] and "neutral" not in seen_by("y")[hidden]
    json.dumps(board.view(g, None))
