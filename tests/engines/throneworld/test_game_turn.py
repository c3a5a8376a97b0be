"""Map-free turn bookkeeping: production track, player order, chit cups; victory attempts."""

from engines.rng import Rng
from engines.throneworld import victory
from engines.throneworld.turn import Cups, ProductionTrack, next_player_order


def test_production_every_other_turn_from_turn_one():
    track = ProductionTrack()
    seen = []
    for _ in range(5):
        seen.append(track.production)
        track.end_of_empire_phase()
    assert seen == [True, False, True, False, True]


def test_production_advance_only_on_a_non_production_turn_and_not_twice_running():
    track = ProductionTrack()
    assert not track.advance()  # turn 1 is a production turn: no effect
    track.end_of_empire_phase()
    assert track.advance() and track.production  # turn 2 becomes a production turn
    track.end_of_empire_phase()
    assert not track.production  # turn 3 is then a non-production turn
    assert not track.advance()  # advanced on the previous turn: no effect
    track.end_of_empire_phase()
    assert track.production  # turn 4


def test_production_delay_only_on_a_production_turn_and_not_twice_running():
    track = ProductionTrack()
    assert track.delay() and not track.production  # turn 1 delayed
    track.end_of_empire_phase()
    assert track.production  # turn 2 produces
    assert not track.delay()  # delayed last turn
    track.end_of_empire_phase()
    assert not track.production
    assert not track.delay()  # not a production turn


def test_the_last_player_never_goes_first_and_two_players_keep_their_order():
    rng = Rng(seed=3)
    order = ["a", "b", "c", "d"]
    for _ in range(200):
        new = next_player_order(order, rng)
        assert sorted(new) == sorted(order) and new[0] != order[-1]
        order = new
    assert next_player_order(["a", "b"], rng) == ["a", "b"]


def test_cups_refill_hands_then_return_played_chits():
    rng = Rng(seed=1)
    cups = Cups()
    hands = {"a": [], "b": []}
    cups.refill(hands, ["a", "b"], rng)
    assert all(len(h) == 5 for h in hands.values()) and len(cups.actions) == 40
    played = hands["a"].pop()
    cups.returning.append(played)
    cups.refill(hands, ["a", "b"], rng)
    assert played in cups.actions or played in hands["a"]
    assert len(cups.actions) + sum(len(h) for h in hands.values()) == 50


def totals(**kw):
    return dict(kw)


def test_attempt_starts_with_enough_systems_and_strictly_the_most():
    assert victory.qualifier(totals(a=16, b=10)) == "a"
    assert victory.qualifier(totals(a=15, b=10)) is None
    assert victory.qualifier(totals(a=16, b=16)) is None
    assert victory.qualifier(totals(a=12, b=1, c=1, d=1, e=1, f=11)) == "a"


def test_attempt_fails_when_surpassed_not_when_tied_and_when_below():
    attempt, events = victory.update(None, totals(a=15, b=3, c=3), 4, "a")
    assert attempt.player == "a" and events[0]["type"] == "attempt_started"
    same, events = victory.update(attempt, totals(a=15, b=15, c=3), 4, "b")
    assert same is attempt and not events  # tied: still standing
    gone, events = victory.update(attempt, totals(a=15, b=16, c=3), 4, "b")
    assert events[0]["why"] == "surpassed" and gone.player == "b"  # and b starts one at once
    gone, events = victory.update(attempt, totals(a=14, b=13, c=3), 4, "b")
    assert gone is None and events == [{"type": "attempt_failed", "player": "a", "why": "below",
                                        "systems": 14, "needed": 15}]


def test_attempt_succeeds_after_every_other_player_had_a_whole_phase():
    attempt, _ = victory.update(None, totals(a=15, b=3, c=3), 4, "a")
    assert not victory.phase_done(attempt, "a")  # the phase it began in
    assert not victory.phase_done(attempt, "b")
    assert victory.phase_done(attempt, "c")


def test_a_third_players_attempt_gives_its_stopper_a_phase():
    attempt, _ = victory.update(None, totals(a=15, b=14, c=3), 4, "a")
    attempt, _ = victory.update(attempt, totals(a=13, b=15, c=14), 4, "c")  # c stopped a, b now leads
    assert attempt.player == "b" and attempt.started_during == "c"
    assert not victory.phase_done(attempt, "c")  # c's own phase in which it began does not count
    assert not victory.phase_done(attempt, "a")
    assert victory.phase_done(attempt, "c")  # c's next phase: b wins at its end
