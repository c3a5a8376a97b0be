"""Dicehall in the reader's language through the stand-in (issue 46): the commands synced with their German
names, descriptions, options and choices (accepted by a stand-in that checks localizations as Discord does),
every command of every game and /game localized and nothing else in the catalog; private answers in the
asker's language, public posts in the server's (its Discord language, or /game settings language:)."""

from __future__ import annotations

import re

from fluent.syntax import ast as fluent_ast

from engines import registry
from lang import catalog_files, parsed, words
from plumbing.translator import CatalogTranslator, command_key, commands_of, option_key
from standin.command_locales import check_localizations, set_preferred_locale
from standin.protocol import MEMBER_PERMISSIONS
from tests.e2e.play import assert_move_posted, assert_private_to
from tests.fixtures.make_fixtures import shipped_games

MANAGE_GUILD = 1 << 5


def localized_keys(tree) -> set[str]:
    """The catalog id of every command, option and choice of the tree, but the test-only games' (the dice race)."""
    testing = set(registry.names()) - set(shipped_games())
    keys = {key for key in CatalogTranslator(tree).choices.values() if key.rpartition("-")[2] not in testing}
    for command in commands_of(tree):
        if command.qualified_name.split()[0] not in testing:
            keys.add(command_key(command.qualified_name))
            keys.update(option_key(command.qualified_name, p.name) for p in getattr(command, "parameters", []))
    return keys


def german(speaker):
    speaker.record.locale = "de"
    return speaker


async def test_every_command_option_and_choice_has_its_german_words_and_the_catalog_no_other(harness):
    catalog = {e.id.name for e in parsed(catalog_files("de")["commands.ftl"]).body if isinstance(e, fluent_ast.Message)}
    wanted = localized_keys(harness.bot.tree)
    assert not wanted - catalog, f"not in de/commands.ftl: {sorted(wanted - catalog)}"
    assert not catalog - wanted, f"in de/commands.ftl but no command has it: {sorted(catalog - wanted)}"


async def test_the_commands_sync_with_their_german_names_as_discord_takes_them(harness, standin):
    synced = {c["name"]: c for c in standin.commands[None]}  # refused, the bot would have logged it (errors)
    game = synced["game"]
    assert game["name_localizations"]["de"] == "spiel"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"de": "neu"}
    assert new["options"][0]["name_localizations"] == {"de": "spiel"}
    assert "fr" not in game["name_localizations"], "only the languages the bot speaks"
    roll = next(o for o in synced["thrown"]["options"] if o["name"] == "roll")
    red = next(c for c in roll["options"][0]["choices"] if c["value"] == "red")
    assert red["name_localizations"] == {"de": "rot"}
    assert synced["wurfelhelden"]["name_localizations"]["de"] == "würfelhelden"


def test_the_stand_in_refuses_localizations_discord_refuses():
    option = {"type": 3, "name": "game", "description": "Which game", "name_localizations": {"de": "spiel"}}
    good = {"name": "game", "description": "d", "name_localizations": {"de": "spiel"},
            "description_localizations": {"de": "Beschreibung"}, "options": [option]}
    assert check_localizations([good]) == []
    bad_name = {**good, "name_localizations": {"de": "Spiel Neu"}}
    long_text = {**good, "description_localizations": {"de": "x" * 101}}
    no_locale = {**good, "name_localizations": {"de-DE": "spiel"}}
    clash = {**good, "options": [option, {"type": 3, "name": "spiel", "description": "d"}]}
    twice = {**good, "options": [option, {**option, "name": "other"}]}
    choice = {**good, "options": [{**option, "choices": [{"name": "a", "value": "a", "name_localizations":
                                                         {"de": "y" * 101}}]}]}
    assert [v.code for v in check_localizations([bad_name])] == ["APPLICATION_COMMAND_INVALID_NAME"]
    assert [v.code for v in check_localizations([long_text])] == ["BASE_TYPE_MAX_LENGTH"]
    assert [v.code for v in check_localizations([no_locale])] == ["INVALID_LOCALE"]
    assert [v.code for v in check_localizations([clash])] == ["APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"]
    assert [v.code for v in check_localizations([twice])] == ["APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"] * 2
    assert [v.code for v in check_localizations([choice])] == ["BASE_TYPE_MAX_LENGTH"]


async def test_a_command_the_german_catalog_names_is_one_a_german_reader_finds(harness, standin):
    """Every "/befehl unterbefehl" a German sentence tells the reader to type is a command by its German names."""
    reader = german(standin.user("lena"))
    named = set()
    for text in catalog_files("de").values():
        named.update(re.findall(r"/(\w[\w-]*) (\w[\w-]*)", text))
    for command, sub in named:
        synced = standin.find_command(command, standin.guild_id, reader.record.locale)
        assert synced is not None, f"/{command} is no German command name"
        assert any(o["name_localizations"].get("de") == sub for o in synced["options"]), f"/{command} {sub}"


async def test_each_reader_gets_their_own_language_in_private(harness, standin):
    await set_preferred_locale(standin, "de")
    lena, tom = german(standin.user("lena")), standin.user("tom")
    hers = await lena.slash("spiel meine")
    assert_private_to(hers, lena)
    assert hers.ephemeral_text == words("de")("mine-none")
    assert (await tom.slash("game mine")).ephemeral_text == words("en")("mine-none")
    rules = (await lena.slash("spiel regeln", spiel="Thrown")).ephemeral_text
    assert rules.startswith("Die Regelseiten gibt es nur auf Englisch")
    assert "Abschnitte (mit `abschnitt:` abrufen)" in rules and rules.endswith("(Die ganze Seite ist angehängt.)")
    english = (await tom.slash("game rules", game="thrown")).ephemeral_text
    assert "Englisch" not in english and english.endswith("(The whole page is attached.)")
    said = (await lena.slash("spiel erinnerungen")).ephemeral_text
    assert said == "Deine Erinnerungen: nur im Kanal."


async def test_public_posts_speak_the_servers_language_which_its_admins_may_choose(harness, standin):
    await set_preferred_locale(standin, "de")
    tom = standin.user("tom")  # an English-speaking player on a German-speaking server
    assert_private_to(await tom.slash("game guide", game="wurfelhelden"), tom)
    await tom.slash("game new", game="wurfelhelden")
    await tom.slash("game addbot")
    board = assert_move_posted(await tom.slash("game start"), standin.attachment_size_limit)
    assert f"📘 {tom.mention}, neu bei Würfelhelden (Anleitung auf Englisch): Your turn" in board.content

    refused = await tom.slash("game settings", language="en")
    assert refused.ephemeral_text == words("en")("settings-language-refused")
    admin = german(standin.user("anna", permissions=MEMBER_PERMISSIONS | MANAGE_GUILD))
    chosen = (await admin.slash("spiel einstellungen", sprache="Englisch")).ephemeral_text
    assert chosen.endswith("Öffentliche Beiträge: auf Englisch (gewählt mit /spiel einstellungen sprache:; "
                           "auto folgt der Discord-Sprache des Servers).")
    await tom.slash("game guide", game="wurfelhelden")  # explained once more, from the start
    await tom.slash("game abandon")
    await tom.slash("game new", game="wurfelhelden")
    await tom.slash("game addbot")
    board = assert_move_posted(await tom.slash("game start"), standin.attachment_size_limit)
    assert f"📘 {tom.mention}, new to Würfelhelden: Your turn" in board.content
    shown = (await tom.slash("game settings")).ephemeral_text
    assert shown.endswith(words("en")("settings-language-set", language="en"))
