"""A lobby's options line, /game new's refusals of its options (as typed, and as Thrown's and Dice Throne's
option validators refuse them), the limits on asking (too fast, too many lobbies, a lobby's lifetime) and the
store's refusal to save, in the reader's words (issue 46): made of catalog sentences only in English and German
alike (every catalog sentence marked ⟦…⟧, nothing but what was typed and the games' own option names and values
outside them), and a German asker is refused in German."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.clock import BadDuration, parse_duration
from bot.limits import TooFast, TooManyLobbies
from bot.models import Seat, Table
from bot.store.base import CannotSave
from cogs._common import refuse
from cogs.game import GameCog, lobby_text, options_words, parse_options_text
from engines import registry
from engines.dicethrone.data import HEROES
from engines.errors import BadArguments, DicehallError
from engines.said import Said
from engines.thrown.data import CARDS
from lang import LANGUAGES, words
from tests.cogs.interactions import Answers
from tests.words_check import LETTERS, outside_the_catalogs

LOCALES = {"en": discord.Locale.american_english, "de": discord.Locale.german}
BASIC = ["knight", "archer", "brute", "noble"]
THROWN_OPTIONS = ", ".join(registry.get("thrown").options_type.model_fields)


def only_catalog_sentences(text: str, *content: str) -> None:
    assert "⟦" in text, text
    assert not LETTERS.search(outside_the_catalogs(text, *content)), text


# --- the limits and the store ------------------------------------------------------------------------------

LIMITS: list[Any] = [TooFast(0.2), TooFast(1), TooFast(39.5), TooManyLobbies(1), TooManyLobbies(3), CannotSave()]


@pytest.mark.usefixtures("marked_words")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_limits_and_the_stores_refusal_are_catalog_sentences(language):
    said = words(language)
    for refusal in LIMITS:
        assert isinstance(refusal.message, Said), refusal
        only_catalog_sentences(said.say(refusal.message))


def test_the_limits_read_german_to_a_german_asker_with_its_plural_forms():
    english, german = words("en"), words("de")
    assert english.say(TooFast(39.5).message) == "You're doing that too fast: try again in 40 seconds."
    assert english.say(TooFast(0.2).message) == "You're doing that too fast: try again in a second."
    assert german.say(TooFast(39.5).message) == "Du bist zu schnell: Versuch es in 40 Sekunden noch einmal."
    assert german.say(TooFast(0.2).message) == "Du bist zu schnell: Versuch es in einer Sekunde noch einmal."
    assert english.say(TooManyLobbies(3).message).startswith("You already have 3 open lobbies on this server: "
                                                             "start or close one (/game abandon in its channel)")
    assert english.say(TooManyLobbies(1).message).startswith("You already have an open lobby on this server: "
                                                             "start or close it")
    assert german.say(TooManyLobbies(3).message) == (
        "Du hast auf diesem Server schon 3 offene Lobbys: Starte oder schließe eine davon (/spiel abbrechen in "
        "ihrem Kanal), bevor du eine weitere eröffnest.")
    assert german.say(TooManyLobbies(1).message).startswith("Du hast auf diesem Server schon eine offene Lobby: "
                                                            "Starte oder schließe sie")
    assert german.say(CannotSave().message).startswith("Ich kann gerade keine Spiele speichern")
    assert english.say(CannotSave().message).startswith("I can't save games right now")


# --- the options, as typed and as the games refuse them ----------------------------------------------------

def refused_options(text: str) -> DicehallError:
    with pytest.raises(DicehallError) as refused:
        parse_options_text(text)
    return refused.value


REFUSED = [  # (game, options, the message the game's validator says, what was typed or listed: not a sentence)
    ("thrown", {"purple": True}, "thrown-option-purple-basic", ()),
    ("thrown", {"cards": ["knight", "bard", "archer", "noble"]}, "thrown-option-no-card", ("bard", ", ".join(CARDS))),
    ("thrown", {"cards": ["knight", "knight", "archer", "noble"]}, "thrown-option-four-cards", ()),
    ("thrown", {"cards": ["knight", "wizard", "archer", "noble"]}, "thrown-option-basic-display", ()),
    ("thrown", {"mode": "advanced", "purple": False, "cards": ["knight", "imp", "archer", "noble"]},
     "thrown-option-purple-left-out", ()),
    ("thrown", {"mode": "advanced", "cards": ["summoner", "brute", "noble", "imp"]}, "thrown-option-summoner", ()),
    ("thrown", {"cards": BASIC, "cubes": ["red", "white", "green", "blue"]}, "thrown-option-cubes-basic", ()),
    ("thrown", {"mode": "advanced", "cards": BASIC, "cubes": "red red green blue"}, "thrown-option-four-cubes", ()),
    ("thrown", {"mode": "advanced", "cubes": "r w g b"}, "thrown-option-cubes-need-cards", ()),
    ("thrown", {"pools": {"ann": {"pink": 2}}}, "thrown-option-pool", ("ann", "pink: 2")),
    ("thrown", {"pools": {"ann": {"red": 6}, "bob": {"r": 6}}}, "thrown-option-pools-over", ()),
    ("thrown", {"colour": "red"}, "lobby-option-unknown", ("colour", THROWN_OPTIONS)),
    ("dicethrone", {"heroes": ["barbarian", "wizard"]}, "dt-option-no-hero", ("wizard", ", ".join(HEROES))),
    ("dicethrone", {"health": 500}, "dt-option-health", ()),
    ("dicethrone", {"health": 0}, "dt-option-health", ()),
    ("dicethrone", {"variant": "simplified", "heroes": "barbarian monk"}, "dt-option-simplified-heroes", ()),
    ("wurfelhelden", {"colour": "red"}, "lobby-option-none", ("colour",)),
    ("throneworld", {"max_turns": 0}, "tw-option-max-turns", ()),
    ("throwdown", {"layout": "circle"}, "td-option-layout", ("circle", "grid, row, triangle")),
    ("throwdown", {"decks": 3}, "td-option-decks-named", ("ember,tide",)),
    ("throwdown", {"decks": "ember,glass"}, "td-option-no-deck",
     ("glass", "ember, tide, brass, stone, lantern, thorn")),
    ("throwdown", {"decks": "ember ember"}, "td-option-deck-twice", ()),
    ("throwdown", {"locations": 9}, "td-option-locations", ()),
    ("thrown", {"mode": "hard"}, "move-one-of", ("'basic'", "'advanced'", "hard")),
]


def refusal_of(game: str, options: dict[str, Any]) -> Said:
    with pytest.raises(BadArguments) as refused:
        registry.get(game).parse_options(options)
    message = refused.value.message
    assert isinstance(message, Said) and message.id == "move-bad-options", message
    return message


def test_every_refusal_of_the_option_validators_is_a_catalog_message():
    for game, options, said_id, _ in REFUSED:
        problem = refusal_of(game, options).values["problems"]
        assert isinstance(problem, Said) and problem.id == said_id, (game, options, problem)


@pytest.mark.usefixtures("marked_words")
@pytest.mark.parametrize("language", LANGUAGES)
def test_options_refused_are_catalog_sentences(language):
    said = words(language)
    for game, options, _, typed in REFUSED:
        only_catalog_sentences(said.say(refusal_of(game, options)), registry.get(game).title, *typed)
    for text, typed in (('{"mode": "advanced"', ()), ("[1, 2]", ()), ('{"a": 1} x', ()), ("advanced", ("advanced",)),
                        ("mode=advanced =3", ("=3",))):
        only_catalog_sentences(said.say(refused_options(text).message), *typed)


def test_options_refused_name_the_option_and_what_it_takes_in_the_askers_language():
    english, german = words("en"), words("de")
    no_hero = refusal_of("dicethrone", {"heroes": ["wizard"]})
    assert english.say(no_hero) == ("Those game options don't work for Dice Throne: heroes: there is no hero called "
                                    "'wizard'; the heroes are barbarian, moon_elf, pyromancer, monk, paladin, "
                                    "shadow_thief (or random).")
    assert german.say(no_hero) == ("Diese Spieloptionen passen nicht zu Dice Throne: heroes: Es gibt keinen Helden "
                                   "namens „wizard“; die Helden sind barbarian, moon_elf, pyromancer, monk, paladin, "
                                   "shadow_thief (oder random).")
    over = refusal_of("thrown", {"pools": {"ann": {"red": 6}, "bob": {"red": 6}}})
    assert english.say(over).endswith("pools: there are only 10 red dice.")
    assert german.say(over).endswith("pools: Es gibt nur 10 Würfel in Rot.")
    health = refusal_of("dicethrone", {"health": 500})
    assert german.say(health).endswith("health: Das Startleben ist eine Zahl von 1 bis 200, nicht 500.")
    unknown = refusal_of("thrown", {"colour": "red"})
    assert english.say(unknown).endswith(f"colour is not one of its options ({THROWN_OPTIONS}).")
    assert german.say(unknown).endswith(f"colour ist keine Option dieses Spiels ({THROWN_OPTIONS}).")
    assert german.say(refused_options("{oops").message).startswith("Die Optionen sehen nach JSON aus")
    assert german.say(refused_options("advanced").message) == (
        "„advanced“ ist keine Option: Schreib Optionen als name=wert, z. B. advanced=true.")
    assert english.say(refused_options("advanced").message) == (
        "'advanced' is not an option: write options as name=value, e.g. advanced=true.")


# --- the lobby's options line ------------------------------------------------------------------------------

def lobby(game: str, options: dict[str, Any]) -> Table:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    return Table(id=1, guild_id="1", channel_id="2", game=game, status="lobby", creator_id="3", options=options,
                 seats=[Seat(user_id="3", name="marta")], created_at=start, updated_at=start)


@pytest.mark.usefixtures("marked_words")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lobbys_options_line_says_on_and_off_from_the_catalogs(language):
    said = words(language)
    options = {"mode": "advanced", "purple": False, "advanced": True, "cards": ["knight", "imp", "archer", "noble"]}
    line = options_words(options, said)
    typed = ("mode", "advanced", "purple", "cards", "knight", "imp", "archer", "noble")
    only_catalog_sentences(line, *typed)
    post = lobby_text(lobby("thrown", options), timedelta(hours=24), said)
    only_catalog_sentences(post, *typed, "Thrown", "marta", "<@3>")
    assert "max_turns: 8" in options_words({"max_turns": 8}, said), "an option's name as it is typed"


def test_the_lobbys_options_line_is_german_on_a_german_server():
    options = {"advanced": True, "purple": False}
    assert options_words(options, words("de")) == "advanced: an; purple: aus"
    assert options_words(options, words("en")) == "advanced: on; purple: off"
    assert "Optionen: advanced: an; purple: aus" in lobby_text(lobby("thrown", options), timedelta(hours=24),
                                                               words("de"))


# --- /game new, asked in German -----------------------------------------------------------------------------

def asking(service, language: str, user_id: int = 7, channel_id: int = 20) -> Any:
    """/game new asked in a channel the bot may post in, by someone whose client speaks `language`."""
    perms = SimpleNamespace(view_channel=True, send_messages=True, attach_files=True)
    return SimpleNamespace(
        client=SimpleNamespace(service=service), locale=LOCALES[language], guild_id=1, channel_id=channel_id,
        user=SimpleNamespace(id=user_id, display_name="marta", name="marta", mention=f"<@{user_id}>"),
        app_permissions=perms, channel=SimpleNamespace(type=discord.ChannelType.text),
        guild=SimpleNamespace(get_channel=lambda _id: None), response=Answers(), type=None, extras={})


async def refused_at_new(service, language: str, *args: Any, channel_id: int = 20, **kwargs: Any) -> str:
    interaction = asking(service, language, channel_id=channel_id)
    await GameCog.new.callback(GameCog(SimpleNamespace(service=service)), interaction, *args, **kwargs)
    [(text, private)] = interaction.response.sent
    assert private, "a refusal is the asker's alone"
    return text


async def test_a_german_asker_is_refused_in_german_at_game_new(service, clock):
    for channel in (31, 32, 33):  # three open lobbies of theirs on this server
        await service.new_table("1", str(channel), "thrown", "7", "marta")
    assert (await refused_at_new(service, "de", "thrown")).startswith("Du hast auf diesem Server schon 3 offene Lobbys")
    assert (await refused_at_new(service, "de", "thrown", "purple=true")) == (
        "Diese Spieloptionen passen nicht zu Thrown: purple: Lila Karten werden nur im Expertenspiel dazugemischt "
        "(mode=advanced).")
    assert (await refused_at_new(service, "de", "thrown", '{"mode": ')).startswith("Die Optionen sehen nach JSON aus")
    assert (await refused_at_new(service, "de", "thrown")).startswith("Du bist zu schnell: Versuch es in ")
    clock.advance(timedelta(minutes=2))
    english = await refused_at_new(service, "en", "thrown", forum=SimpleNamespace(id=5))
    assert english == "I can't see that forum: ask a server admin to give me View Channel there."
    german = await refused_at_new(service, "de", "thrown", forum=SimpleNamespace(id=5))
    assert german == words("de")("forums-unseen") and "/game" not in german


@pytest.mark.usefixtures("marked_words")
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_refusals_at_game_new_are_catalog_sentences(service, clock, language):
    for channel in (31, 32, 33):
        await service.new_table("1", str(channel), "thrown", "7", "marta")
    for args in (("thrown",), ("dicethrone", "heroes=wizard"), ("thrown", "cards=knight,bard")):
        only_catalog_sentences(await refused_at_new(service, language, *args), "wizard", "bard", ", ".join(HEROES),
                               ", ".join(CARDS), "Thrown", "Dice Throne")
    only_catalog_sentences(await refused_at_new(service, language, "thrown"))  # the fourth ask in a minute
    clock.advance(timedelta(minutes=2))
    only_catalog_sentences(await refused_at_new(service, language, "thrown", forum=SimpleNamespace(id=5)))


async def test_the_stores_refusal_reaches_a_german_asker_in_german():
    interaction = SimpleNamespace(locale=LOCALES["de"], response=Answers(), extras={})
    await refuse(interaction, CannotSave().message)
    [(text, private)] = interaction.response.sent
    assert private and text.startswith("Ich kann gerade keine Spiele speichern: Der Speicher des Bots ist voll")


# --- a timer typed wrong (/game settings turn_timer: / reaction_window:) -------------------------------------

@pytest.mark.parametrize(("typed", "english", "german"), [
    ("soon", "'soon' is not a duration: write it like 13h, 90m, 2d or 1h30m.",
     "„soon“ ist keine Dauer: schreib sie etwa als 13h, 90m, 2d oder 1h30m."),
    ("0m", "'0m' is not a duration", "„0m“ ist keine Dauer"),
    ("45d", "'45d' is longer than any timer here: at most 30 days.",
     "„45d“ ist länger als jeder Timer hier: Das Maximum liegt bei 30 Tagen."),
])
def test_a_timer_typed_wrong_is_refused_in_the_askers_language(typed, english, german):
    with pytest.raises(BadDuration) as refused:
        parse_duration(typed)
    assert words("en").say(refused.value.message).startswith(english)
    assert words("de").say(refused.value.message).startswith(german)
    assert parse_duration("1h30m") == timedelta(minutes=90)


@pytest.mark.usefixtures("marked_words")
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_timer_typed_wrong_is_refused_in_catalog_sentences(language):
    for typed in ("soon", "0m", "45d", "x" * 300):
        with pytest.raises(BadDuration) as refused:
            parse_duration(typed)
        only_catalog_sentences(words(language).say(refused.value.message), typed[:40])


def test_the_values_an_option_takes_are_listed_in_the_askers_words():
    refused = refusal_of("dicethrone", {"mode": "x"})
    assert words("de").say(refused).endswith("mode muss 'auto', '1v1', 'first', '2v2', '3v3', '2v2v2' oder 'ffa' sein, "
                                             "nicht 'x'.")
    assert words("en").say(refused).endswith("'2v2v2' or 'ffa', not 'x'.")
