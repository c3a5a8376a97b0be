"""What the language tests (issue 46) ask of a module converted to the catalogs: no sentence of its own."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Collection, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engines.base import Engine, Event, State
from engines.errors import DicehallError
from engines.said import Text

NOW = datetime(2026, 1, 1, tzinfo=UTC)

LETTERS = re.compile(r"[^\W\d_]")


def mark_catalog_sentences(monkeypatch: Any) -> None:
    """Every sentence a catalog makes from now on, marked ⟦…⟧ (the `marked_words` fixture, tests/conftest.py)."""
    from lang import Words

    made = Words.__call__
    monkeypatch.setattr(Words, "__call__", lambda self, key, **values: f"⟦{made(self, key, **values)}⟧")


def outside_the_catalogs(text: str, *content: str) -> str:
    """What of `text` no catalog sentence said (marked ⟦…⟧ by `marked_words`) and no content (a rules page, a
    name) brought: letters here are a sentence of the code's own."""
    for part in content:
        text = text.replace(part, "")
    while (inner := re.sub(r"⟦[^⟦⟧]*⟧", "", text)) != text:
        text = inner
    return text


REFUSALS = {"IllegalAction", "NotYourTurn", "WrongPhase", "BadArguments", "GameOver"}
"""An engine's refusals: a sentence inside one is a player's, not a developer's."""


COMMAND_TEXTS = {"Choice", "command", "describe", "Group", "group"}
"""Calls whose texts are a slash command's names and descriptions: the translator (plumbing/translator.py) says
them in the reader's language from commands.ftl (tests/e2e/test_languages.py: each has its German words)."""


def _name(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def sentences_in_code(source: str, refusals: bool | Collection[str] = False) -> list[str]:
    """String literals of a module that read as a sentence (two words or more), leaving out docstrings, what
    goes to the log or to a developer (log calls, raised errors) and what a text is compared with (a heading
    of an English rules page looked for). `refusals`: a refusal (an engine's, IllegalAction(...), for True; else
    the classes named) is a player's sentence, counted even where it is raised."""
    tree = ast.parse(source)
    refused = REFUSALS if refusals is True else set(refusals or ())
    quiet: set[int] = set()
    heard: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            quiet.add(id(node.value))  # a docstring
        logged = (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and node.func.attr in ("debug", "info", "warning", "error", "exception", "critical", "log"))
        if logged or isinstance(node, ast.Raise | ast.Compare):
            quiet.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.Call) and _name(node.func) in COMMAND_TEXTS:
            quiet.update(id(n) for n in ast.walk(node))  # the translator's English text (plumbing/translator.py)
        if isinstance(node, ast.ClassDef):  # a command group's description, as a class keyword
            quiet.update(id(n) for k in node.keywords if k.arg == "description" for n in ast.walk(k))
        if isinstance(node, ast.Call) and _name(node.func) in refused:
            heard.update(id(n) for n in ast.walk(node))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and (id(n) not in quiet or id(n) in heard) and re.search(r"[^\W\d_]{2,} [^\W\d_]{2,}", n.value)]


def definitions(path: Path, *names: str) -> str:
    """The source of a module's top-level functions and classes named `names`, read from its file (not by
    inspect.getsource, which fails once another test has taken the module out of sys.modules)."""
    source = path.read_text()
    found = {node.name: ast.get_source_segment(source, node) or "" for node in ast.parse(source).body
             if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    missing = set(names) - set(found)
    if missing:
        raise LookupError(f"{path} defines no {sorted(missing)}")
    return "\n\n".join(found[name] for name in names)


def positions(engine: Engine, count: int, options: dict[str, Any], seed: int, ai_share: float = 0.5
              ) -> Iterator[tuple[State, list[Event]]]:
    """Every position of a game of AI and random moves (the AI's by `ai_share`), with the events that led to it:
    what the language tests have each game say in both languages."""
    state = engine.new_game([f"player{i}" for i in range(1, count + 1)], options, seed)
    rand, events = random.Random(seed), []
    while True:
        yield state, events
        if engine.outcome(state) is not None:
            return
        player = engine.awaiting(state)[0].player
        action = engine.ai_action(state, player, rand) if rand.random() < ai_share else rand.choice(
            engine.legal_actions(state, player))
        state, events = engine.apply(state, player, action, NOW)


def refusals(engine: Engine, state: State, player: str, tries: Iterable[tuple[str, dict[str, Any]]]) -> list[Text]:
    """What `player` is told for each of `tries` (a move's name and options) the game refuses."""
    told: list[Text] = []
    for do, args in tries:
        try:
            engine.apply(state, player, engine.parse_action(do, args), NOW)
        except DicehallError as refusal:
            told.append(refusal.message)
    return told
