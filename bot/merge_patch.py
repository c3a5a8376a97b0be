"""JSON merge patch (RFC 7386): how a transcript's `setup` builds an exact rulebook position."""

from __future__ import annotations

from typing import Any


def merge_patch(target: Any, patch: Any) -> Any:
    """Return `target` with `patch` merged in: objects merge key by key, null deletes a key,
    anything else (lists included) replaces. `target` is not modified."""
    if not isinstance(patch, dict):
        return patch
    result = dict(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = merge_patch(result.get(key), value)
    return result
