"""A typed name finds its player in any script, and never the wrong one (issue 39)."""

from engines.names import player_called
from tests.names import HOSTILE_NAMES


def test_every_name_finds_its_own_player_exactly():
    for name in HOSTILE_NAMES:
        assert player_called(HOSTILE_NAMES, name) == name


def test_typed_loosely_a_name_is_found_only_when_one_player_fits():
    players = ["Анастасия Петрова", "李小龙的龙之谷", "🐉🐉🐉 dragon", "Bob", "@everyone"]
    assert player_called(players, "анастасия петрова") == "Анастасия Петрова"
    assert player_called(players, "@bob") == "Bob"
    assert player_called(players, "dragon") == "🐉🐉🐉 dragon"
    assert player_called(players, "everyone") == "@everyone"
    # Names of other scripts once all read as "" and the first seat was chosen for any of them.
    assert player_called(players, "李小龙") is None
    assert player_called(["\u200d" * 32, "\u200d" * 31], "\u200d" * 30) is None
    assert player_called(["bob!", "Bob?"], "bob") is None
