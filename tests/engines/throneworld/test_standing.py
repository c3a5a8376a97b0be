"""Throneworld's standing lines (issue 37): what the map picture no longer shows, in words: the turn and
the production marker, each empire (its letter on the map, colour, race, home, production, credits,
chits, techs), and the key to the map and the unit letters."""

from engines.throneworld.engine import Throneworld
from engines.throneworld.standing import empire_letters, standing
from render.throneworld.style import seats
from tests.engines.throneworld._game_support import english

E = Throneworld()


def test_each_empire_has_a_line_with_the_letter_the_map_shows():
    for players in (2, 6):
        state = E.new_game([f"p{i}" for i in range(players)], {}, players)
        view = E.view(state, None)
        empires = view.ground["empires"]
        letters = empire_letters(empires, view.order)
        assert letters == {name: seat.letter for name, seat in seats(empires, view.order).items()}
        lines = [english(line) for line in E.standing(E.view(state, None))]
        assert lines[0] == f"**Turn 1** · Outreach · a production turn · {view.needed} systems win"
        for i, name in enumerate(empires):  # seat order: the colours the map draws
            empire = empires[name]
            techs = " ".join(f"{t[0].upper()}{empire['techs'][t]}" for t in ("jump", "comm", "space", "ground"))
            assert lines[1 + i] == (
                f"**{letters[name]}** {name} ({['blue', 'orange', 'green', 'purple', 'sky blue', 'red'][i]}, "
                f"{empire['race']}, home {empire['home']}): production {empire['production']} · "
                f"{empire['treasury']} credits · 5 chits · {techs}")
        assert lines[-2].startswith("Techs: J jump range") and lines[-1].startswith("Units: S Shield · B Blaster")


def test_one_credit_and_one_chit_are_said_in_the_singular():
    state = E.new_game(["p0", "p1"], {}, 1)
    state.ground.empires["p0"].treasury = 1
    state.hands["p0"] = state.hands["p0"][:1]
    assert " · 1 credit · 1 chit · " in english(standing(E.view(state, None))[1])
