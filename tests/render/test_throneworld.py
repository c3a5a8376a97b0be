"""Throneworld pictures (render/throneworld/): the table for 2-6 players from AI games, the PNG budget, the
secrecy of face-down tiles, the private picture's scanned tiles, the battle reports. The pictures are
written to artifacts/pictures/ to look at."""

import random
from datetime import UTC, datetime
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from engines.throneworld.engine import Throneworld
from engines.throneworld.standing import standing
from lang import ENGLISH, words
from render import throneworld as tw
from render.registry import png_bytes
from render.throneworld import battles as battle_pictures
from render.throneworld import counters, galaxy_map, panel, style, table

NOW = datetime(2026, 1, 1, tzinfo=UTC)
E = Throneworld()
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "pictures"
MOVES = 200


def _play(count: int, moves: int = MOVES):
    """An AI game: the start, the position after `moves` moves with that move's events, and the last
    move that had a battle (state, events) if any."""
    state = E.new_game([f"player{i}" for i in range(1, count + 1)], {}, count)
    start = state
    rand = random.Random(count)
    events: list = []
    battle = None
    for _ in range(moves):
        if E.outcome(state) is not None:
            break
        player = E.awaiting(state)[0].player
        result = E.apply(state, player, E.ai_action(state, player, rand), NOW)
        state, events = result.state, result.events
        if any(e.get("type") == "battle" for e in events):
            battle = (state, events)
    return start, (state, events), battle


@pytest.fixture(scope="module")
def games():
    return {n: _play(n) for n in range(2, 7)}


def _same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None


def _face_down_scanned(state):
    """(hex, scanner) for a face-down tile some player has scanned."""
    for name, s in sorted(state.ground.systems.items()):
        if not s.face_up and s.scans and s.tile is not None:
            return name, s.scans[0]
    return None


def _hex_box(view, name: str):
    """The box of hex `name` on the map drawn by `_map` (the table picture shows a window of it)."""
    geo = galaxy_map.geometry(galaxy_map._hex_key(view.ground))
    cx, cy = geo.centres[name]
    s = geo.size
    return (int(cx - s), int(cy - s), int(cx + s), int(cy + s))


def _map(view, events=(), me=None):
    """The whole map as the table picture's close-up draws it (the same drawing, at the map's own size)."""
    geo = galaxy_map.geometry(galaxy_map._hex_key(view.ground))
    image = Image.new("RGB", (geo.width, geo.height))
    who = style.seats(view.ground.get("empires", {}), view.order)
    galaxy_map.draw_map(image, 0, view.ground, who, list(events), None, me, None, ENGLISH)
    return image


# --- the table --------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_table_pictures_for_every_player_count(games, count):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    start, (state, events), battle = games[count]
    positions = [("start", start, []), ("mid", state, events)]
    if battle:
        positions.append(("battle", *battle))
    for label, st, evs in positions:
        image = tw.render_throneworld(E.view(st, None), evs)
        assert image.size == (table.SIDE, table.SIDE)  # square: shown largest in Discord's box
        png = png_bytes(image)
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert len(png) < 300 * 1024, f"{count}p {label}: {len(png) // 1024} KB"
        (ARTIFACTS / f"throneworld-{count}p-{label}.png").write_bytes(png)
    private = tw.render_throneworld_private(E.view(state, state.players[0]))
    assert private.width == table.SIDE and private.height <= table.PRIVATE_MAX_H
    assert len(png_bytes(private)) < 300 * 1024
    (ARTIFACTS / f"throneworld-{count}p-private.png").write_bytes(png_bytes(private))


def test_the_map_layer_is_drawn_once_per_layout(games):
    galaxy_map._map_layer.cache_clear()
    for _, (state, events), _ in games.values():
        tw.render_throneworld(E.view(state, None), events)
        tw.render_throneworld(E.view(state, None), events)
    # five layouts' overviews; a close-up draws its few hexes in place instead of keeping the large map
    assert galaxy_map._map_layer.cache_info().misses == 5


def test_the_maps_words_start_on_whole_pixels(games, monkeypatch):
    """A text's glyphs are remembered by where in its pixel it starts: the map's words, at a different fraction
    in every hex and window, would each be drawn anew (style._text rounds them to the pixel)."""
    starts = []
    draw_text = style._draw_text
    monkeypatch.setattr(style, "_draw_text", lambda draw, xy, *rest: (starts.append(xy), draw_text(draw, xy, *rest)))
    for _, (state, events), _ in games.values():
        tw.render_throneworld(E.view(state, None), events)
    assert starts and all(float(x).is_integer() and float(y).is_integer() for x, y in starts)


def test_the_picture_shows_the_move(games):
    """The same position drawn with and without the move's events differs on the map (arrows, battle
    markers) when the move had jumps or a battle."""
    state, events = next(b for _, _, b in games.values() if b)
    view = E.view(state, None)
    plain = _map(view, [])
    drawn = _map(view, events)
    hexes = {e["hex"] for e in events if e.get("type") == "battle"}
    for name in hexes:
        box = _hex_box(view, name)
        assert not _same(plain.crop(box), drawn.crop(box)), f"the battle at {name} is not marked"


def test_a_crowded_position_is_the_map_and_its_words_are_the_message(games):
    """Six empires, a victory attempt, an event, a three-action proposal with responses and a long move:
    the picture stays the square map; the situation is in the standing lines."""
    _, (state, events), _ = games[6]
    view = E.view(state, None)
    names = list(view.order)
    crowded = view.model_copy(update={
        "phase": "window", "awaiting": [], "current": names[0],
        "attempt": {"player": names[0], "started_turn": 3, "to_stop": names[1:]},
        "event": "Imperial Attack +1",
        "proposal": [{"kind": "jump", "bunker": "E5", "target": "E4", "origin": "E5", "units": "2B 3P"}] * 3,
        "responses": [{"kind": "intercept", "player": p, "action": 1, "bunker": "E5", "fleet": "E6",
                       "units": "B", "countered": False} for p in names[1:5]],
    })
    many = [{"type": "jump", "player": names[0], "from": "E5", "to": "E4", "units": "B"}] * 40
    assert tw.render_throneworld(crowded, many).size == (table.SIDE, table.SIDE)
    lines = [ENGLISH.say(line) for line in standing(crowded)]  # the standing lines are Saids, read in English
    assert f"⚠ {names[0]} is attempting victory (since turn 3): {', '.join(names[1:])} still to stop it." in lines
    assert "Event: Imperial Attack +1." in lines
    proposed = f"{names[0]} proposes (dashed yellow arrows): 1. jump 2B 3P E5 → E4 (bunker E5)"
    assert any(line.startswith(proposed) for line in lines)
    assert f"{names[1]} intercepts action 1 with the fleet at E6." in lines


# --- whose turn ----------------------------------------------------------------------------------------


def test_a_secret_reaction_window_names_nobody(games):
    _, (state, _), _ = games[4]
    view = E.view(state, None).model_copy(update={"phase": "window", "awaiting": []})
    line = panel.status_line(view, ENGLISH)
    assert line.lower().startswith("reaction window open")
    assert not any(name in line for name in view.order)


def test_the_status_names_the_awaited_player(games):
    _, (state, _), _ = games[3]
    view = E.view(state, None)
    for phase, awaiting in (("move", [view.order[1]]), ("chit", [view.order[2]])):
        line = panel.status_line(view.model_copy(update={"phase": phase, "awaiting": awaiting,
                                                      "current": awaiting[0]}), ENGLISH)
        assert awaiting[0] in line


# --- secrets ------------------------------------------------------------------------------------------


def test_the_public_picture_never_shows_a_face_down_tile(games):
    """Two ways a face-down tile's values could reach the public picture, both checked pixel for pixel:
    the view handed over holds them (a player's ground, where the tiles they scanned carry their values),
    or the hidden tile itself changes."""
    for count, (_, (state, events), _) in games.items():
        found = _face_down_scanned(state)
        if found is None:
            continue
        name, scanner = found
        public = E.view(state, None)
        baseline = tw.render_throneworld(public, events)
        # 1. the scanner's ground (values included) inside a public view: same picture
        leaky_ground = E.view(state, scanner).ground
        assert any(h["name"] == name and h.get("dev") is not None for h in leaky_ground["hexes"])
        leaky = public.model_copy(update={"ground": leaky_ground})
        assert _same(baseline, tw.render_throneworld(leaky, events)), f"{count}p: {name}'s values show"
        # 2. other hidden values on the tile: same picture
        changed = state.model_copy(deep=True)
        system = changed.ground.systems[name]
        system.dev, system.space_tech, system.ground_tech = 9, 6, 6
        system.neutral = {"B": 7, "H": 5}
        assert _same(baseline, tw.render_throneworld(E.view(changed, None), events))
        return
    pytest.fail("no face-down scanned tile in any game")


def test_the_private_picture_shows_the_tiles_the_player_scanned(games):
    for _, (state, _), _ in games.values():
        found = _face_down_scanned(state)
        if found is None:
            continue
        name, scanner = found
        other = next((p for p in state.players if p not in state.ground.systems[name].scans), None)
        changed = state.model_copy(deep=True)
        system = changed.ground.systems[name]
        system.dev = 9 if system.dev != 9 else 8
        system.neutral = {"B": 7, "H": 5}
        box = _hex_box(E.view(state, None), name)
        mine = _map(E.view(state, scanner), me=scanner)
        mine_changed = _map(E.view(changed, scanner), me=scanner)
        assert not _same(mine.crop(box), mine_changed.crop(box)), "the scanner does not see the tile's values"
        public = _map(E.view(state, None))
        assert not _same(public.crop(box), mine.crop(box)), "the scanned tile looks as it does in public"
        if other is not None:
            theirs = tw.render_throneworld_private(E.view(state, other))
            theirs_changed = tw.render_throneworld_private(E.view(changed, other))
            assert _same(theirs, theirs_changed), "a player who did not scan the tile sees its values"
        return
    pytest.fail("no face-down scanned tile in any game")


def test_the_private_picture_shows_the_hand_and_orders(games):
    _, (state, _), _ = games[4]
    player = state.players[1]
    view = E.view(state, player)
    bare = tw.render_throneworld_private(view.model_copy(update={"hand": [], "pending": None, "plan": []}))
    full = tw.render_throneworld_private(view.model_copy(update={
        "pending": {"jumps": [], "builds": [{"at": "E5", "units": {"B": 2}, "cost": 8}], "tech": None,
                    "done": False},
        "plan": [{"kind": "scan", "bunker": "E5", "target": "E4", "origin": None, "units": ""}],
    }))
    assert full.height > bare.height


# --- battle reports -------------------------------------------------------------------------------------


def test_one_battle_report_per_battle(games):
    battles = [b for _, _, b in games.values() if b]
    assert battles, "no AI game had a battle"
    for _, events in battles:
        expected = sum(1 for e in events if e.get("type") == "battle")
        images = tw.render_throneworld_battles(events)
        assert len(images) == expected
        for image in images:
            assert image.width == battle_pictures.BATTLE_W and 200 <= image.height <= battle_pictures.MAX_H
            assert len(png_bytes(image)) < 200 * 1024
        assert tw.render_throneworld_reports is tw.render_throneworld_battles
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "throneworld-battle.png").write_bytes(png_bytes(tw.render_throneworld_battles(battles[0][1])[0]))
    assert tw.render_throneworld_battles([]) == []
    assert tw.render_throneworld_battles([{"type": "jump", "player": "p1", "from": "E5", "to": "E4"}]) == []


def test_a_battle_report_shows_every_round_or_a_summary():
    rounds = [{"arena": "space", "number": i, "attacker_rolls": [6, 2, 5], "attacker_hits": 1,
               "defender_rolls": [1, 6], "defender_hits": 1, "defender_losses": {"F": 1},
               "attacker_losses": {"B": 1}} for i in range(1, 4)]
    event = {"type": "battle", "hex": "E4", "attacker": "p1", "defender": None, "captured": False,
             "winner": "defender", "report": ["Space round 1: ..."], "rounds": rounds,
             "lost": {"attacker": {"hit": {"B": 3}}, "defender": {"hit": {"F": 3}}}}
    short = tw.render_throneworld_battles([event])[0]
    long = tw.render_throneworld_battles([{**event, "rounds": rounds * 20}])[0]
    assert long.height > short.height
    assert long.height < short.height * 6  # 60 rounds are summarised, not drawn one by one
    # an old-style event without rounds still gets a picture from its report lines
    bare = {k: v for k, v in event.items() if k not in ("rounds", "lost")}
    assert tw.render_throneworld_battles([bare])[0].width == battle_pictures.BATTLE_W


def test_dice_that_hit_are_the_highest():
    hit = battle_pictures._hitting([1, 5, 5, 5, 6, 2, 4, 4, 3], 4)
    assert hit == [False, True, True, True, True, False, False, False, False]
    assert battle_pictures._hitting([6, 6, 1], 0) == [False, False, False]
    assert battle_pictures._hitting([6, 5], 1) == [True, False]
    assert battle_pictures._hitting([5, 5], 1) == [False, False]  # no hit number gives one hit: show the count only


def test_png_of_the_picture_reads_back(games):
    _, (state, events), _ = games[5]
    png = png_bytes(tw.render_throneworld(E.view(state, None), events))
    assert Image.open(BytesIO(png)).size == (table.SIDE, table.SIDE)


def test_a_tile_printing_no_tech_shows_a_dash_not_zero():
    """Issue 21: a tile's tech printed "-" (no neutral fleet or army) was drawn "S0"."""
    assert galaxy_map.tile_techs({"space_tech": None, "ground_tech": 2}, ENGLISH) == "S- G2"
    assert galaxy_map.tile_techs({"space_tech": 3, "ground_tech": 1}, ENGLISH) == "S3 G1"
    assert galaxy_map.tile_techs({"space_tech": None, "ground_tech": None}, ENGLISH) == ""


def test_the_star_tells_a_world_in_the_production_total_from_one_producing_locally():
    """Issue 21: ★ before an owned system's value counted in its owner's production total, ☆ before one
    producing locally, nothing on unowned systems; the view says which (public: ownership, ranges)."""
    assert galaxy_map._production_mark({"owner": "p1", "in_total": True}) == "★"
    assert galaxy_map._production_mark({"owner": "p1", "in_total": False}) == "☆"
    assert galaxy_map._production_mark({"owner": None}) == ""
    state = E.new_game(["p0", "p1", "p2"], {}, 1)
    g = state.ground
    far = next(n for n, s in g.systems.items() if s.kind == "outer" and g.distance(n, g.home("p0")) > 2)
    g.systems[far].owner = "p0"
    hexes = {h["name"]: h for h in E.view(state, None).ground["hexes"]}
    assert hexes[far]["in_total"] is False and hexes[g.home("p0")]["in_total"] is True


def test_a_force_shows_its_units_on_the_map_where_they_fit():
    """Issue 21: forces are open information: the counter names the units when they fit, else counts."""
    assert counters._pill_parts({"B": 2, "P": 1, "H": 3, "C": 2}, 1, detailed=True) == [
        ("units", "2B P 3H"), ("bunker", (2, 1))]
    assert counters._pill_parts({"B": 2, "P": 1, "H": 3}, 0) == [("ship", 3), ("army", 3)]


def test_the_close_up_follows_the_first_move_of_a_message_not_the_ai_replies_after_it():
    """A person's jump and the AI's reply in one message: the close-up is on the person's (issue 38)."""
    from types import SimpleNamespace

    from render.throneworld.table import _focus

    view = SimpleNamespace(proposal=None, ground={"empires": {}}, awaiting=[], current=None)
    events = [{"type": "move", "player": "marta", "to": "D4"}, {"type": "move", "player": "AI 1", "to": "H9"}]
    assert _focus(view, events, None) == "D4"
    battles = [{"type": "battle", "hex": "E5"}, {"type": "battle", "hex": "J2"}]
    assert _focus(view, events + battles, None) == "E5"


def test_the_private_lines_in_german_and_a_field_the_view_leaves_empty_draws_nothing(games):
    """Issue 46: a player's own picture speaks German from the catalog; a field the view leaves empty (a jump
    without an origin or a bunker) is drawn as nothing, not as "None" nor as a fault of the catalog."""
    german = words("de")
    _, (state, _), _ = games[3]
    view = E.view(state, state.players[0]).model_copy(update={
        "phase": "outreach",
        "pending": {"jumps": [{"units": None, "origin": "E5", "target": "E4"}], "tech": "space", "done": False,
                    "builds": [{"at": "E5", "units": {"B": 2}, "cost": 8}]},
        "plan": [{"kind": "scan", "bunker": "E5", "target": "E4", "origin": None, "units": ""},
                 {"kind": "jump", "bunker": None, "target": "D4", "origin": None, "units": "2B"}],
        "orders": {"retreat": "outgunned", "retreat_defending": "never", "outgunned_ratio": 0.5, "drop": True,
                   "invade": False}})
    assert [text for text, _ in table._order_lines(view, german)] == [
        "Erkundungssprung T E5 → E4", "Baue 2B auf E5 (8 Credits)", "8 Credits insgesamt", "Forschung: Raum",
        "Noch nicht fertig"]
    scan, jump = (text for text, _ in table._plan_lines(view, german))
    assert scan == "1. Scan E4 (Bunker E5)"
    assert jump.startswith("2. Sprung 2B ") and jump.endswith("→ D4 (Bunker )") and "None" not in jump
    assert table._battle_orders_line(view.orders, german) == ("im Angriff: Rückzug wenn unterlegen (unter 50 %); "
                                                             "in der Abwehr: nie Rückzug · landen ja · "
                                                             "einmarschieren nein")
    assert table.render_throneworld_private(view, words=german).width == table.SIDE
