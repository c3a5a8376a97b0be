"""The message catalogs (issue 46, lang/__init__.py): every language has every message and no other, a translation
uses only the values the code hands the English one, plurals and numbers follow the language, a reader's
Discord locale and a server's setting pick the language, and a server's setting is kept on both stores.
No module that makes what the bot sends or draws has a sentence of its own (those named as speaking to no
player aside, with why); lines are checked with every catalog sentence marked, and a sentence planted outside
the catalogs is caught."""

from __future__ import annotations

import ast
import asyncio
import functools
from datetime import UTC, datetime
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor as FluentVisitor

import lang as i18n
from bot.awaiting import MyGame
from bot.config import Settings
from bot.languages import server_setting, set_server_setting
from bot.models import Seat, Table
from bot.rules_help import overview
from bot.seasons import server_settings, set_server_settings
from bot.service import TableService
from bot.store import open_store
from cogs._features import cog_modules, features
from cogs._mine import mine_lines
from cogs._records import latest_lines
from lang import LANGUAGES, MissingWords, catalog_files, language_of, parsed, server_language, words
from plumbing.client import DicehallBot
from plumbing.sender import OWN_FAULT, PERMANENT
from plumbing.translator import commands_of
from tests.words_check import LETTERS, outside_the_catalogs, sentences_in_code

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = "commands.ftl"
"""The slash commands' catalog: only the languages other than English have one (English is the code's own
text); tests/e2e/test_languages.py holds it to the command tree."""
SPOKEN = ("cogs", "plumbing", "bot", "render", "lang")
"""Where what the bot sends to Discord and draws is made: every module here says no sentence of its own
(the engines hand Saids, held by each game's tests/engines/<game>/test_words.py), but those below."""
NOT_TO_PLAYERS = {
    "bot/__main__.py": "the operator's console (a missing token, the schema version)",
    "bot/metrics.py": "the metrics' help texts, read by the operator's Prometheus",
    "bot/looplag.py": "a metric's help text",
    "bot/script.py": "the developers' script runner (docs/DESIGN.md), its options and its errors",
    "render/palette.py": "a developer's error: a game without pictures",
    "render/indexed.py": "a developer's error: a picture drawn without a palette",
}
"""Modules of SPOKEN whose sentences no player reads, and why."""
STORE = "bot/store/"
"""The stores: their SQL statements read as sentences, so there only what they raise to a player is checked."""


def spoken_modules() -> list[str]:
    found = sorted(str(p.relative_to(ROOT)) for folder in SPOKEN for p in (ROOT / folder).rglob("*.py"))
    return [m for m in found if m not in NOT_TO_PLAYERS]


def own_sentences(module: str) -> set[str]:
    """A module's sentences a player may read: in a store, those it raises to a player."""
    source = (ROOT / module).read_text()
    said = set(sentences_in_code(source, refusals=player_errors()))
    return said - set(sentences_in_code(source)) if module.startswith(STORE) else said


@pytest.fixture(scope="module")
def command_texts() -> set[str]:
    """Every English name, description and choice of the slash commands: the translator (plumbing/translator.py)
    says them in the reader's language from commands.ftl (tests/e2e/test_languages.py holds it to the tree)."""

    async def load() -> set[str]:
        bot = DicehallBot(None, Settings(discord_token=None, _env_file=None), features())  # type: ignore[arg-type]
        for module in cog_modules():
            await bot.load_extension(module)
        texts = set()
        for command in commands_of(bot.tree):
            texts.add(command.description)
            for parameter in getattr(command, "parameters", []):
                texts.add(parameter.description)
                texts.update(choice.name for choice in parameter.choices)
        await bot.close()
        return texts

    return asyncio.run(load())


def messages(text: str) -> dict[str, fluent_ast.Message]:
    return {e.id.name: e for e in parsed(text).body if isinstance(e, fluent_ast.Message)}


def variables(node) -> set[str]:
    """The $values a message (with its attributes and selectors) reads."""
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, ref):
            found.add(ref.id.name)

    Visitor().visit(node)
    return found


def catalog_gaps(catalogs: dict[str, dict[str, str]]) -> list[str]:
    """What keeps the languages' catalogs ({language: {file: text}}) from matching English's: a file, a
    message or an attribute missing or extra, or a value English's message is not handed."""
    english = catalogs[i18n.DEFAULT]
    gaps = []
    for language, files in catalogs.items():
        if set(files) - {COMMANDS} != set(english):
            gaps.append(f"{language}: files {sorted(files)} against English's {sorted(english)}")
        for name, text in english.items():
            ours, theirs = messages(text), messages(files.get(name, ""))
            gaps += [f"{language}/{name}: no {key}" for key in ours.keys() - theirs.keys()]
            gaps += [f"{language}/{name}: {key} is not English's" for key in theirs.keys() - ours.keys()]
            for key in ours.keys() & theirs.keys():
                if {a.id.name for a in ours[key].attributes} != {a.id.name for a in theirs[key].attributes}:
                    gaps.append(f"{language}/{name}: {key}'s attributes differ from English's")
                unknown = variables(theirs[key]) - variables(ours[key])
                if unknown:
                    gaps.append(f"{language}/{name}: {key} reads {sorted(unknown)}, which English is not handed")
    return gaps


def test_every_catalog_has_every_message_and_no_other():
    catalogs = {language: catalog_files(language) for language in LANGUAGES}
    assert not catalog_gaps(catalogs)


def test_a_message_missing_extra_or_with_a_value_of_its_own_is_caught():
    english = "a = A { $n }\nb = B\n    .hint = h\n"
    german = "a = A { $n } { $m }\nb = B\nc = C\n"
    gaps = catalog_gaps({"en": {"x.ftl": english}, "de": {"x.ftl": german}})
    assert set(gaps) == {"de/x.ftl: c is not English's", "de/x.ftl: b's attributes differ from English's",
                         "de/x.ftl: a reads ['m'], which English is not handed"}
    assert set(catalog_gaps({"en": {"x.ftl": english}, "de": {}})) == {
        "de: files [] against English's ['x.ftl']", "de/x.ftl: no a", "de/x.ftl: no b"}


def test_every_catalog_parses_and_every_message_makes_a_sentence():
    for language in LANGUAGES:
        for name, text in catalog_files(language).items():
            junk = [e for e in parsed(text).body if isinstance(e, fluent_ast.Junk)]
            assert not junk, f"{language}/{name}: {junk[0].annotations[0].message}"
    for language in LANGUAGES:
        said = words(language)
        for name, text in catalog_files(language).items():
            values = {value: 2 for value in variables(parsed(text))}  # a message passes its values to those it names
            for key in messages(text):
                if not key.startswith(("cmd-", "opt-", "choice-")):
                    assert said(key, **values), f"{language}/{name}: {key}"


def test_plural_forms_and_numbers_follow_the_language():
    english, german = words("en"), words("de")
    assert english("mine-head", awaiting=0).endswith("none is waiting for you")
    assert english("mine-head", awaiting=1).endswith("1 waiting for you")
    assert german("mine-head", awaiting=1).endswith("eines wartet auf dich")
    assert german("mine-head", awaiting=3).endswith("3 warten auf dich")
    assert english("mine-head", awaiting=12345).endswith("12,345 waiting for you")
    assert german("mine-head", awaiting=12345).endswith("12.345 warten auf dich")
    assert "(1 Platz besetzt)" in german("mine-lobby", title="T", where="w", seated=1)
    assert "(4 Plätze besetzt)" in german("mine-lobby", title="T", where="w", seated=4)


def test_sentences_made_are_remembered_by_their_values_within_a_bound():
    """A picture says the same words over and over, so a catalog keeps the sentences it made: asked again, the
    same sentence without Fluent; other values, another sentence; never more than MADE_KEPT kept."""
    german = i18n.words("de")
    first = german("mine-head", awaiting=1)
    before = german._made.cache_info()
    assert german("mine-head", awaiting=1) == first
    after = german._made.cache_info()
    assert (after.hits, after.misses) == (before.hits + 1, before.misses), "made again"
    assert german("mine-head", awaiting=3) != first
    assert german("mine-head", awaiting=3.0) == german("mine-head", awaiting=3)  # each made from its own value
    for n in range(i18n.MADE_KEPT + 10):
        german("mine-head", awaiting=n)
    assert german._made.cache_info().currsize <= i18n.MADE_KEPT


def test_a_message_the_catalog_lacks_or_cannot_make_is_a_fault_not_a_blank():
    with pytest.raises(MissingWords, match="no message 'no-such-message'"):
        words("en")("no-such-message")
    with pytest.raises(MissingWords, match="could not be made"):
        words("de")("mine-others", title="Thrown", where="#games")  # $others not handed


@pytest.mark.parametrize(("locale", "language"), [
    ("de", "de"), ("en-US", "en"), ("en-GB", "en"), ("fr", "en"), ("pt-BR", "en"), (None, "en"), ("", "en")])
def test_a_discord_locale_is_answered_in_its_language_or_english(locale, language):
    assert language_of(locale) == language


def test_a_server_speaks_its_setting_else_its_discord_language():
    assert server_language("auto", "de") == "de"
    assert server_language("auto", "en-US") == "en"
    assert server_language("en", "de") == "en"
    assert server_language("de", "en-US") == "de"


async def language_kept_beside_the_seasons(service: TableService) -> None:
    assert await server_setting(service, "g1") == "auto"
    await set_server_setting(service, "g1", "de")
    await set_server_settings(service, "g1", "c1", True, threads=False, season="monthly")
    assert await server_setting(service, "g1") == "de", "saving the seasons overwrote the language"
    await set_server_setting(service, "g1", "en")
    assert (await server_settings(service, "g1")).season_length == "monthly", "the language overwrote a season"
    assert await server_setting(service, "g1") == "en"
    assert await server_setting(service, "g2") == "auto"
    with pytest.raises(ValueError):
        await set_server_setting(service, "g1", "fr")


async def test_a_servers_language_is_kept_beside_its_season_settings(service):
    await language_kept_beside_the_seasons(service)


async def test_a_servers_language_is_kept_beside_its_season_settings_on_postgresql(postgres_url, clock):
    store = open_store(postgres_url)
    await store.open()
    try:
        await language_kept_beside_the_seasons(TableService(store, clock))
    finally:
        await store.close()


# --- nothing but catalog sentences in the converted modules ---------------------------------------------



def games_of_every_kind() -> list[MyGame]:
    def table(status: str) -> Table:
        start = datetime(2026, 1, 1, tzinfo=UTC)
        return Table(id=1, guild_id="1", channel_id="2", game="thrown", status=status, creator_id="3",
                     seats=[Seat(user_id="3", name="marta")], created_at=start, updated_at=start)

    soon = datetime(2026, 1, 2, tzinfo=UTC)
    return [MyGame(table("playing"), "roll", soon, [], "9"), MyGame(table("playing"), "roll", None, [], None),
            MyGame(table("playing"), None, None, ["tom"], "9"), MyGame(table("playing"), None, None, [], "9"),
            MyGame(table("lobby"), None, None, [], None)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_game_mine_says_only_catalog_sentences(marked_words, language):
    lines = mine_lines(games_of_every_kind(), words(language)) + mine_lines([], words(language))
    for line in lines:
        assert not LETTERS.search(outside_the_catalogs(line, "roll")), line


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_overview_says_only_catalog_sentences_around_the_english_page(marked_words, language):
    page = (ROOT / "engines" / "thrown" / "rules.md").read_text()
    shown = overview(page, words(language))
    *page_part, own = shown.rsplit("\n\n", 1)
    assert not LETTERS.search(outside_the_catalogs(own, *page.replace("#", "").split())), own


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_history_and_replay_say_only_catalog_sentences(marked_words, language):
    said, body = words(language), [f"{i}. marta rolled" for i in range(40)]
    shown = latest_lines("**Thrown** #1", body, said)
    assert not LETTERS.search(outside_the_catalogs(shown, "**Thrown** #1", *body)), shown
    for key in ("replay-so-far", "replay-whole"):
        for shown in ("all", "some"):
            assert not LETTERS.search(outside_the_catalogs(said(key, frames=1, steps=1, shown=shown)))


def test_a_sentence_of_the_code_beside_the_catalog_ones_is_caught(marked_words):
    said = words("de")
    assert LETTERS.search(outside_the_catalogs(said("mine-none") + " Open one now."))
    assert not LETTERS.search(outside_the_catalogs(said("mine-none") + " • 3"))


@pytest.mark.parametrize("module", spoken_modules())
def test_no_module_says_a_sentence_of_its_own(module, command_texts):
    logged_only = {*PERMANENT.values(), OWN_FAULT}  # the sender's reasons for a pause or giving up: its log lines
    own = own_sentences(module) - command_texts - logged_only
    assert not own, f"{module} says {sorted(own)} outside the catalogs"


@functools.cache
def player_errors() -> frozenset[str]:
    """The names of every error a player is shown: DicehallError and the classes made from it, read from the
    source of the engines and of every module that speaks (nothing imported: importing every module has effects)."""
    bases: dict[str, set[str]] = {}
    for path in [*(ROOT / "engines").rglob("*.py"), *(ROOT / m for m in spoken_modules())]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(
                    b.attr if isinstance(b, ast.Attribute) else getattr(b, "id", "") for b in node.bases)
    found = {"DicehallError"}
    while grown := {name for name, parents in bases.items() if parents & found} - found:
        found |= grown
    return frozenset(found)


def test_a_sentence_raised_to_a_player_is_caught_and_a_developers_error_is_not():
    assert {"ChannelBusy", "TooFast", "BadDuration", "LobbyError", "IllegalAction"} <= player_errors()
    planted = 'raise ChannelBusy("This channel already has a game.")\nraise ValueError("The store is not open.")\n'
    assert sentences_in_code(planted, refusals=player_errors()) == ["This channel already has a game."]


def test_the_modules_checked_are_every_one_that_speaks():
    """A new folder or module is checked unless it is named as speaking to no player, with why."""
    checked = set(spoken_modules())
    assert {"cogs/game.py", "plumbing/sender.py", "bot/service.py", "bot/store/base.py", "bot/store/sqlite.py",
            "render/standings.py", "lang/__init__.py"} <= checked
    assert not checked & set(NOT_TO_PLAYERS)
    assert all((ROOT / module).exists() for module in NOT_TO_PLAYERS), "an exemption for a module gone"


def test_the_refusals_every_game_shares_are_the_catalogs():
    """engines/base.py's refusals (a move out of turn, a command or an option typed wrong) are Saids."""
    source = (ROOT / "engines/base.py").read_text()
    assert not sentences_in_code(source, refusals=True)
    planted = source.replace('GameOver(said("move-game-over"))', 'GameOver("This game is over.")')
    assert sentences_in_code(planted, refusals=True) == ["This game is over."]


def test_a_sentence_planted_in_a_converted_module_is_caught():
    planted = (ROOT / "cogs/_mine.py").read_text().replace('said("mine-none")', '"You have no game here."')
    assert sentences_in_code(planted) == ["You have no game here."]


def test_a_value_longer_than_fluent_takes_is_cut_not_a_fault():
    """A name typed 6,000 characters long, echoed by a refusal (the fuzz test's): fluent.runtime refuses a value
    over 1,000 characters; the catalog cuts it."""
    made = words("en")("list-last", rest="x" * 6000, last="y")
    assert made.endswith("… and y") and len(made) < 1100
