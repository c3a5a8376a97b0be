"""A refusal read as an English player reads it (issue 46): a refusal's message is a Said, so a test that looks
for its words says it in English first (`str` of a Said names its id, for a log)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from engines.errors import DicehallError
from lang import ENGLISH


@contextmanager
def refused_saying(kind: type[DicehallError], pattern: str) -> Iterator[pytest.ExceptionInfo]:
    """Like `pytest.raises(kind, match=pattern)`, the pattern searched in the refusal's English sentence."""
    with pytest.raises(kind) as refused:
        yield refused
    said = ENGLISH.say(refused.value.message)
    assert re.search(pattern, said), f"{pattern!r} not in the refusal {said!r}"
