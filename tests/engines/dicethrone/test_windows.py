"""Whom the reaction windows ask with the default level (`outcome`): whoever holds a card or token that
changes this step's outcome, found by trying each one (issue 43). The rulebook: after the defensive roll
"all players have one final chance to play Roll Phase Action cards, Instant Action cards, or use
applicable status effects", and roll-phase cards may be played in any player's defensive roll phase.

Ann's Barbarian attacks with Cleave (three swords: 4 damage); Bob's Moon Elf rolls Slip Away, which
halves the damage on two feet (4 and 5)."""

from engines.dicethrone.actions import Done
from tests.engines.dicethrone.helpers import ENGINE, act, force, give, new, pass_windows, to_offense
from tests.engines.dicethrone.test_rules import QUIET, roll


def _defended(defence, ann=QUIET, bob=QUIET, bob_cp=2):
    state = new(ask="outcome", patch={"heroes": {"bob": {"cp": bob_cp}}})
    state = give(give(state, "ann", list(ann)), "bob", list(bob))
    state = to_offense(state)
    state, _ = roll(state, 1, 1, 1, 2, 2)  # five swords would be Cleave's top tier: 1 1 1 + hearts
    state, _ = roll(state, 4, 5, reroll=[4, 5])  # three swords, two hearts: 4 damage
    state, _ = pass_windows(state)
    state, _ = act(state, "ann", "ability", name="cleave")
    state, _ = pass_windows(state)
    assert state.phase == "defense"
    force(state, *defence)
    state, _ = act(state, "bob", "defend")
    return state


def test_nobody_holding_an_answer_is_not_asked_and_the_halving_stands():
    state = _defended([4, 5, 1, 2, 3])
    assert state.window is None and state.health[1] == 48


def test_the_attacker_is_asked_when_a_nudge_turns_a_defence_die():
    state = _defended([4, 5, 1, 2, 3], ann=["nudge", "windfall", "insight", "reserves"])
    assert state.window.kind == "damage" and state.window.pending == ["ann"]
    assert ENGINE.move_matters(state, "ann", ENGINE.parse_action("play", {"card": "nudge", "die": "1",
                                                                          "value": 3}))
    state, _ = act(state, "ann", "play", card="nudge", die="1", value=3)  # a foot becomes a bow
    state, _ = pass_windows(state)
    assert state.health[1] == 46  # the halving is lost: 4 damage, not 2


def test_the_defender_is_asked_when_a_dice_card_completes_the_defence():
    state = _defended([4, 1, 1, 2, 3], bob=["mirror", "windfall", "insight", "reserves"])
    assert state.window.kind == "damage" and state.window.pending == ["bob"]
    state, _ = act(state, "bob", "play", card="mirror", die="2 1")  # die 2 copies the foot of die 1
    state, _ = pass_windows(state)
    assert state.health[1] == 48  # two feet: 4 damage halved to 2


def test_the_target_is_asked_when_an_instant_gives_a_token_that_avoids_the_damage():
    state = _defended([1, 1, 1, 2, 3], bob=["quick_reflexes", "windfall", "insight", "reserves"], bob_cp=1)
    assert state.window.kind == "damage" and state.window.pending == ["bob"]
    state, _ = act(state, "bob", "play", card="quick_reflexes")
    assert state.window.pending == ["bob"]  # Evasive now to spend
    force(state, 2)
    state, ev = act(state, "bob", "spend", status="evasive")
    assert ev[0]["dodged"] is True
    state, _ = pass_windows(state)
    assert state.health[1] == 50  # 4 damage avoided


def test_without_the_cp_to_pay_the_instant_nobody_is_asked():
    state = _defended([1, 1, 1, 2, 3], bob=["quick_reflexes", "windfall", "insight", "reserves"], bob_cp=0)
    assert state.window is None and state.health[1] == 46


def test_a_player_not_asked_is_asked_once_a_play_gives_them_something_to_change():
    """One foot: Ann's Nudge could only add a second one (halving her own damage), so she is not asked.
    Bob's Mirror makes two feet; now her Nudge could take one away again, and she is asked."""
    state = _defended([4, 1, 1, 2, 3], ann=["nudge", "windfall", "insight", "reserves"],
                      bob=["mirror", "windfall", "insight", "reserves"])
    assert state.window.pending == ["bob"]
    state, _ = act(state, "bob", "play", card="mirror", die="2 1")
    assert state.window.pending == ["ann"]  # Bob has nothing more that changes it
    state, _ = act(state, "ann", "play", card="nudge", die="2", value=3)
    state, _ = pass_windows(state)
    assert state.health[1] == 46


def test_what_the_check_tries_leaves_the_state_as_it_was():
    state = _defended([4, 5, 1, 2, 3], ann=["nudge", "destiny", "insight", "reserves"],
                      bob=["mirror", "second_chance", "quick_reflexes", "reserves"])
    before = state.model_dump()
    for p in ("ann", "bob"):
        assert ENGINE._changes_outcome(state, p)
        for a in ENGINE.legal_moves(state, p):
            if not isinstance(a, Done):
                ENGINE.move_matters(state, p, a)
    assert state.model_dump() == before
