"""The rules of Maximum Throwdown, one test each, with hand-built tables and forced landings."""

import re

import pytest

from engines.errors import BadArguments, IllegalAction, WrongPhase
from engines.throwdown.aiming import read_aim
from engines.throwdown.ending import verdict
from engines.throwdown.icons import active_icons
from engines.throwdown.turn import advance
from tests.engines.throwdown.helpers import (
    ENGINE,
    apply,
    begin,
    card,
    conserved,
    english,
    force_landings,
    new,
    position,
)

# stone:0 "Boulder Child" = 3 1 2 on spots (-16,-28) (0,0) (16,28): at (200, 200) its icons lie at
# (184, 172), (200, 200), (216, 228). stone:2 "Moss Shoulder" = 5 1 1.


def scoring_example():
    """The rulebook's scoring example: one 5-pip icon and three 1-pip icons active = 8 pips, while
    other pips on the player's cards are covered."""
    table = [
        card(2, "stone:2", "ann", 420, 250),  # 5 1 1, all uncovered
        card(3, "stone:0", "ann", 200, 200),  # 3 1 2: the 3 and the 2 get covered, the 1 stays
        card(4, "ember:0", "bob", 157.5, 133),  # covers (184, 172) only
        card(5, "ember:1", "bob", 242.5, 267),  # covers (216, 228) only
    ]
    return position(table=table, deck={"ann": ["stone:5"], "bob": ["ember:5"]})


def test_rulebook_scoring_example_eight_active_pips_score_one_point():
    state = scoring_example()
    assert sorted(active_icons(state, "ann")) == ["1", "1", "1", "5"]
    events = begin(state)
    scored = next(e for e in events if e["type"] == "scored")
    assert scored["pips"] == 8 and scored["points"] == 1
    assert state.scores["ann"] == 1  # the 2 pips left over are lost, not carried
    public = ENGINE.view(state, None)
    assert public.scores == {"ann": 1, "bob": 0}
    assert next(p for p in public.players if p.name == "ann").active_pips == 8


def test_leftover_pips_do_not_carry_over():
    state = scoring_example()
    begin(state)
    state.scores["ann"] = 0
    begin(state)  # the same 8 pips next turn score 1 again, not 2
    assert state.scores["ann"] == 1


def test_throw_that_touches_nothing_misses_and_is_discarded(monkeypatch):
    state = position(deck={"ann": ["stone:5", "stone:6"], "bob": ["ember:5"]})
    begin(state)
    assert state.phase == "throw" and state.hand["ann"] == ["stone:5"]
    force_landings(monkeypatch, (40, 40, 0, False))
    result = apply(state, "ann", "throw", card=1, at="A1")
    threw = next(e for e in result.events if e["type"] == "threw")
    assert threw["hit"] is False
    new_state = result.state
    assert "stone:5" in new_state.discard
    assert all(t.card != "stone:5" for t in new_state.table)
    assert ENGINE.awaiting(new_state)[0].player == "bob"  # no break, no throw icon: the turn is over


def test_break_keeps_a_missed_card_in_play(monkeypatch):
    table = [card(2, "stone:1", "ann", 300, 180)]  # Cairn Elder: 4 1 B, all uncovered
    state = position(table=table, deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    assert state.breaks == 1
    force_landings(monkeypatch, (40, 40, 10, False))
    state = apply(state, "ann", "throw", card=1, at="A1").state
    assert state.pending is not None and ENGINE.awaiting(state)[0].player == "ann"
    assert "break" in english(ENGINE.awaiting(state)[0].what)
    result = apply(state, "ann", "break")
    state = result.state
    kept = state.table[-1]
    assert kept.card == "stone:5" and (kept.x, kept.y) == (40, 40)
    assert state.pending is None and ENGINE.awaiting(state)[0].player == "bob"
    assert conserved(state) == {"stone": 15, "ember": 15}


def test_letting_a_missed_card_go(monkeypatch):
    table = [card(2, "stone:1", "ann", 300, 180)]
    state = position(table=table, deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    force_landings(monkeypatch, (40, 40, 10, False))
    state = apply(state, "ann", "throw", card=1, at="A1").state
    state = apply(state, "ann", "done").state
    assert "stone:5" in state.discard and ENGINE.awaiting(state)[0].player == "bob"


def test_a_throw_icon_rethrows_a_missed_card(monkeypatch):
    table = [card(2, "stone:4", "ann", 300, 150)]  # Scree Herder: 3 T 2
    state = position(table=table, deck={"ann": ["stone:5", "stone:6"], "bob": ["ember:5"]})
    begin(state)
    assert state.throw_icons == 1 and state.hand["ann"] == ["stone:5"]
    force_landings(monkeypatch, (40, 40, 0, False), (300, 260, 5, False))
    state = apply(state, "ann", "throw", card=1, at="A1").state
    assert state.pending is not None
    result = apply(state, "ann", "rethrow", at="card 1")
    rethrown = [e for e in result.events if e["type"] == "threw"]
    assert rethrown and rethrown[0]["hit"] and rethrown[0]["n"] == state.pending.card.n
    assert result.state.table[-1].card == "stone:5"
    assert ENGINE.awaiting(result.state)[0].player == "bob"


def test_rethrow_needs_a_throw_icon(monkeypatch):
    table = [card(2, "stone:1", "ann", 300, 180)]  # a break icon but no throw icon
    state = position(table=table, deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    force_landings(monkeypatch, (40, 40, 0, False))
    state = apply(state, "ann", "throw", card=1, at="A1").state
    with pytest.raises(IllegalAction) as refused:
        apply(state, "ann", "rethrow")
    assert re.search("throw icon", english(refused.value.message))


def test_steal_face_down_hides_the_card_and_gives_no_icons(monkeypatch):
    table = [card(2, "tide:0", "ann", 300, 150)]  # Dock Rat: 1 S 1
    state = position(players=("ann", "bob"), decks=("tide", "stone"), table=table,
                     deck={"ann": ["tide:5"], "bob": ["stone:2", "stone:3"]})
    begin(state)
    assert state.steals == 1 and state.phase == "raid"
    force_landings(monkeypatch, (300, 270, 0, False))
    with pytest.raises(WrongPhase):
        apply(state, "ann", "throw", card=1, at="card 1")
    result = apply(state, "ann", "steal", **{"from": "bob", "at": "card 1", "face": "down"})
    state = result.state
    thrown = state.table[-1]
    assert thrown.card == "stone:2" and thrown.owner == "bob" and not thrown.face_up
    assert state.deck["bob"] == ["stone:3"]
    threw = next(e for e in result.events if e["type"] == "threw")
    assert threw["card"] is None and threw["stolen"]
    assert "Moss Shoulder" not in ENGINE.view(state, None).model_dump_json()
    assert "Moss Shoulder" not in ENGINE.view(state, "ann").model_dump_json()
    assert active_icons(state, "bob") == []
    # The steal did not use up ann's own throw: she drew and still throws.
    assert state.phase == "throw" and state.basic_throw and state.hand["ann"] == ["tide:5"]


def test_a_stolen_card_landing_face_up_helps_its_owner(monkeypatch):
    table = [card(2, "tide:0", "ann", 300, 150)]
    state = position(players=("ann", "bob"), decks=("tide", "stone"), table=table,
                     deck={"ann": ["tide:5"], "bob": ["stone:2"]})
    begin(state)
    force_landings(monkeypatch, (300, 330, 0, False))
    state = apply(state, "ann", "steal", **{"from": "bob", "at": "card 1", "face": "up"}).state
    assert sorted(active_icons(state, "bob")) == ["1", "1", "5"]


def test_drawing_more_than_you_can_throw_puts_the_rest_back_in_your_order(monkeypatch):
    table = [card(2, "brass:13", "ann", 120, 120), card(3, "brass:1", "ann", 480, 120)]  # 3 2 A ; 1 D 2
    table.append(card(4, "brass:7", "ann", 480, 380))  # Dial Reader: D 2 2 1
    state = position(decks=("brass", "ember"), table=table,
                     deck={"ann": ["brass:0", "brass:2", "brass:3", "brass:4"], "bob": ["ember:2", "ember:3"]})
    begin(state)
    assert state.draws == 2 and state.throw_icons == 0 and state.attacks == 1
    state = apply(state, "ann", "attack", player="bob").state  # every attack is used
    assert state.hand["ann"] == ["brass:0", "brass:2", "brass:3"] and state.deck["ann"] == ["brass:4"]
    force_landings(monkeypatch, (300, 300, 0, False))
    state = apply(state, "ann", "throw", card=2, at="card 1").state
    assert state.phase == "order" and state.hand["ann"] == ["brass:0", "brass:3"]
    with pytest.raises(BadArguments):
        apply(state, "ann", "order", cards="1 1")
    with pytest.raises(IllegalAction):
        apply(state, "ann", "throw", card=1, at="card 1")
    state = apply(state, "ann", "order", cards="2 1").state
    assert state.deck["ann"] == ["brass:3", "brass:0", "brass:4"]
    assert state.hand["ann"] == []


def test_every_throw_must_be_made(monkeypatch):
    state = position(deck={"ann": ["stone:5"], "bob": ["ember:5"]})
    begin(state)
    with pytest.raises(IllegalAction) as refused:
        apply(state, "ann", "done")
    assert re.search("must be made", english(refused.value.message))


def test_attack_discards_the_top_of_an_opponents_deck():
    table = [card(2, "ember:0", "ann", 300, 150)]  # Cinder Novice: 1 A 1
    state = position(decks=("ember", "stone"), table=table, deck={"ann": ["ember:5"], "bob": ["stone:3", "stone:4"]})
    begin(state)
    assert state.attacks == 1 and state.phase == "raid"
    with pytest.raises(IllegalAction) as refused:
        apply(state, "ann", "attack", player="ann")
    assert re.search("opponent", english(refused.value.message))
    with pytest.raises(BadArguments) as refused:
        apply(state, "ann", "attack", player="zed")
    assert re.search("no player", english(refused.value.message))
    state = apply(state, "ann", "attack", player="Bob").state
    assert state.deck["bob"] == ["stone:4"] and state.discard[-1] == "stone:3"
    assert state.phase == "throw"


def test_a_player_without_cards_still_scores_and_passes():
    table = [card(2, "stone:2", "ann", 420, 250)]  # ann: 5 1 1 = 7 pips live
    state = position(table=table, deck={"ann": [], "bob": ["ember:5", "ember:6"]}, current=1)
    begin(state)  # bob's turn
    assert state.hand["bob"] == ["ember:5"]
    state.table.append(card(9, "ember:5", "bob", 300, 330))  # bob throws by hand, then ends his turn
    state.hand["bob"] = []
    state.basic_throw = False
    events: list = []
    advance(state, events)
    # ann had no cards: her turn scored 1 point and passed back to bob without asking her anything.
    assert state.scores["ann"] == 1
    assert ENGINE.awaiting(state)[0].player == "bob"
    assert [e["type"] for e in events].count("scored") == 2


def test_running_out_ends_with_a_final_scoring_round(monkeypatch):
    table = [card(2, "stone:2", "ann", 420, 250), card(3, "ember:12", "bob", 180, 250)]  # 5 1 1 each
    state = position(table=table, deck={"ann": ["stone:5"], "bob": []})
    begin(state)
    assert state.scores["ann"] == 1
    force_landings(monkeypatch, (300, 330, 0, False))
    result = apply(state, "ann", "throw", card=1, at="card 1")
    kinds = [e["type"] for e in result.events]
    assert "final_round" in kinds and kinds.count("final_scored") == 2
    final = result.state
    # In the final round ann's new card counts too (Menhir Guard, 5 B 1): 13 pips = 2 points.
    assert final.final_points == {"ann": 2, "bob": 1}
    assert final.scores == {"ann": 3, "bob": 1}
    outcome = ENGINE.outcome(final)
    assert outcome.winners == ["ann"] and ENGINE.awaiting(final) == []
    assert conserved(final) == {"stone": 15, "ember": 15}


def over(scores, table):
    state = position(table=table, deck={"ann": [], "bob": []})
    state.phase = "over"
    state.scores = scores
    return state


def told_why(outcome, state) -> str:
    """The game_over line, which says why the winners won (the outcome's reason is left to it)."""
    return english(ENGINE.narrate({"type": "game_over", "winners": outcome.winners, **verdict(state)}))


def test_tie_on_points_goes_to_the_most_uncovered_icons():
    table = [card(2, "thorn:12", "ann", 420, 250), card(3, "ember:12", "bob", 180, 250)]  # 7 icons vs 3
    state = over({"ann": 5, "bob": 5}, table)
    outcome = ENGINE.outcome(state)
    assert outcome.winners == ["ann"] and outcome.ranks == [1, 2]
    assert "uncovered icons" in told_why(outcome, state)


def test_tie_on_points_and_icons_is_a_shared_win():
    table = [card(2, "stone:2", "ann", 420, 250), card(3, "ember:12", "bob", 180, 250)]  # 3 icons each
    state = over({"ann": 5, "bob": 5}, table)
    outcome = ENGINE.outcome(state)
    assert sorted(outcome.winners) == ["ann", "bob"] and outcome.ranks == [1, 1]
    assert "share" in told_why(outcome, state)


def test_more_points_beats_more_icons():
    table = [card(2, "thorn:12", "ann", 420, 250), card(3, "ember:12", "bob", 180, 250)]
    assert ENGINE.outcome(over({"ann": 4, "bob": 5}, table)).winners == ["bob"]


def test_aims_are_read_from_cards_icons_and_grid_squares():
    state = scoring_example()
    assert read_aim(state, "card 3")[0] == (200, 200)
    assert read_aim(state, "3")[0] == (200, 200)
    point, label = read_aim(state, "card 3 icon 1")
    assert label == "card 3 icon 1" and abs(point[0] - 184) < 1e-6 and abs(point[1] - 172) < 1e-6
    assert read_aim(state, "3.3")[1] == "card 3 icon 3"
    assert read_aim(state, "D4")[0] == (175, 175)
    assert read_aim(state, "centre")[0] == (300, 250)
    for bad, words in (("card 99", "no card 99"), ("card 1 icon 1", "location"), ("card 3 icon 9", "icons 1 to 3"),
                       ("Z99", "not something to aim at")):
        with pytest.raises(BadArguments) as refused:
            read_aim(state, bad)
        assert re.search(words, english(refused.value.message))


def test_refusals_are_sentences_and_change_nothing():
    state = new(seed=3)
    player = ENGINE.awaiting(state)[0].player
    before = state.model_dump_json()
    for do, args in (("order", {"cards": "1"}), ("break", {}), ("rethrow", {}), ("throw", {"card": 9, "at": "1"}),
                     ("throw", {"card": 1, "at": "nowhere"})):
        with pytest.raises(IllegalAction) as caught:
            apply(state, player, do, **args)
        assert english(caught.value.message).endswith(".")
    assert state.model_dump_json() == before


def test_the_same_seed_lands_the_same_throw():
    first = new(seed=11)
    player = ENGINE.awaiting(first)[0].player
    a = apply(first, player, "throw", card=1, at="card 2", power="hard", stand="left")
    b = apply(new(seed=11), player, "throw", card=1, at="card 2", power="hard", stand="left")
    assert a.events == b.events and a.state.model_dump_json() == b.state.model_dump_json()


def test_options_choose_layout_locations_and_decks():
    state = new(("ann", "bob", "cy"), layout="triangle", locations=3, decks=["thorn", "tide"])
    assert len(state.table) == 3 and state.decks["ann"] == "thorn" and state.decks["bob"] == "tide"
    assert state.decks["cy"] not in ("thorn", "tide")
    with pytest.raises(IllegalAction):
        new(decks=["thorn", "thorn"])
    with pytest.raises(IllegalAction):
        new(layout="spiral")
    with pytest.raises(IllegalAction):
        new(locations=7)
