"""Thrown's table says what decided a trick: who paid for a Dragon, a Cyclops doubling, the Imp, the later
player winning a tie; who is choosing a reward; everyone's place at the end. The picture (drawn for
Discord's box, issue 37) marks the leader and the score; the message text under it (the narration and
the engine's standing lines) gives the reasons in words. The words drawn are recorded (render.thrown._text)
and the pictures written to artifacts/pictures/thrown-cases/."""

from pathlib import Path

import pytest

import render.thrown as picture
from render.registry import png_bytes
from tests.engines.thrown.helpers import ENGINE, act, english, playout, start, whose_turn
from tests.engines.thrown.test_rulings import recruiter_won

OUT = Path(__file__).resolve().parents[2] / "artifacts" / "pictures" / "thrown-cases"


@pytest.fixture
def drawn(monkeypatch):
    """Render a state; return every string drawn on it."""
    def render(state, events, name):
        words = []
        original = picture._text

        def record(draw, xy, text, *args, **kwargs):
            words.append(text)
            return original(draw, xy, text, *args, **kwargs)

        monkeypatch.setattr(picture, "_text", record)
        image = picture.render_thrown(ENGINE.view(state, None), events)
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / f"{name}.png").write_bytes(png_bytes(image))
        return words
    return render


def told(state, events):
    """The message text's words about the table, bold marks left out: the narration and the standing lines."""
    lines = [line for e in events if (line := ENGINE.narrate(e))] + ENGINE.standing(ENGINE.view(state, None))
    return " | ".join(english(line).replace("**", "") for line in lines)


def play(state, *moves):
    events = []
    for player, do, args in moves:
        state, events = act(state, player, do, **args)
        if do == "roll" and state.phase == "turn" and whose_turn(state) == player and not args.get("keep"):
            state, more = act(state, player, "done")
            events += more
    return state, events


def test_the_dragon_names_who_paid_for_it_not_the_winner(drawn):
    s = start(["dragon", "knight", "archer", "noble"], {"a": {"white": 2}, "b": {"white": 2},
                                                         "c": {"white": 1, "red": 1}},
              mode="advanced", cubes=["red", "white", "green", "blue"], dice=[5, 3, 2])
    s, _ = play(s, ("a", "roll", {"color": "white"}), ("b", "roll", {"color": "white"}))
    s, events = act(s, "c", "roll", color="white", count=1)
    s, events = act(s, "c", "power", card="dragon")
    drawn(s, events, "dragon")
    words = told(s, events)
    assert "a wins trick 1 with a score of 5; c's Dragon ended the trick" in words
    assert "with Dragon" not in words


def test_a_cyclops_doubling_is_shown_next_to_the_score(drawn):
    s = start(["cyclops", "knight", "archer", "noble"], {"a": {"white": 2}, "b": {"white": 2}, "c": {"white": 2}},
              mode="advanced", cubes=["white", "red", "green", "blue"], dice=[4])
    s, events = act(s, "a", "roll", color="white", count=1)
    assert "8 ×2" in drawn(s, events, "cyclops")


def test_the_imp_is_given_as_the_reason_second_place_is_winning(drawn):
    s = start(["imp", "knight", "archer", "noble"], {"a": {"white": 2}, "b": {"white": 2}, "c": {"white": 2}},
              mode="advanced", cubes=["white", "red", "green", "blue"], dice=[5, 3])
    s, _ = play(s, ("a", "roll", {"color": "white"}))
    s, events = act(s, "b", "roll", color="white", count=1)
    words = drawn(s, events, "imp")
    assert words.count("leads") == 1
    assert "the Imp gives the trick to second place" in told(s, events)


def test_a_tie_says_the_later_player_wins_it(drawn):
    s = start(["peacemaker", "knight", "archer", "noble"], {"a": {"white": 2}, "b": {"white": 2}, "c": {"red": 2}},
              dice=[4, 4, 1])
    s, _ = play(s, ("a", "roll", {"color": "white"}))
    s, events = act(s, "b", "roll", color="white", count=1)
    words = drawn(s, events, "tie-live")
    assert words.count("leads") == 1
    assert "level with a on 4: the later player wins ties" in told(s, events)
    s, _ = act(s, "b", "done")
    s, events = play(s, ("c", "roll", {"color": "red"}))
    words = drawn(s, events, "tie-won")
    assert "b wins trick 1 with a score of 4 (level with a on 4: the later player wins ties)" in told(s, events)
    assert words.count("wins") == 1


def test_the_player_choosing_a_reward_is_not_shown_as_sitting_out(drawn):
    s = recruiter_won()
    words = drawn(s, [], "reward")
    assert "reward: Recruiter" in words
    assert words.count("no dice left") == 0


def test_the_finished_game_shows_places_not_sitting_out(drawn):
    state, _ = playout(3, 5)
    words = drawn(state, [], "over")
    assert "no dice left" not in words
    winners = ENGINE.outcome(state).winners
    assert words.count("wins the game" if len(winners) == 1 else "shares the win") == len(winners)
    assert any(w.startswith("finishes ") for w in words) or len(winners) == 3
