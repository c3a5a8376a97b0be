"""Discord's documented limits on what a bot may send, checked the way Discord checks them.

Each check returns a list of `Violation`s (empty = accepted). `form_error` turns them into the body
Discord answers with (HTTP 400, code 50035 "Invalid Form Body", errors nested by field path), so
discord.py raises the same `HTTPException` it would raise against Discord.

References: https://discord.com/developers/docs/resources/message#create-message (content, embeds,
attachments), .../components/reference (action rows, buttons, selects), .../resources/message#embed-
object-embed-limits, .../interactions/application-commands (command names, options, choices).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_PLACEHOLDER = 150
MAX_OPTION_TEXT = 100
MAX_FILES = 10
MAX_V2_COMPONENTS = 40
MAX_AUTOCOMPLETE_CHOICES = 25
OPTION_STRING, OPTION_INTEGER, OPTION_NUMBER = 3, 4, 10
DEFAULT_FILE_LIMIT = 10 * 1024 * 1024
"""Per-file upload limit of a guild without boosts (the interaction's `attachment_size_limit`)."""

EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_EMBEDS = 1 << 2
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_COMPONENTS_V2 = 1 << 15
SENDABLE_FLAGS = EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2

SELECT_TYPES = {3, 5, 6, 7, 8}
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


@dataclass(frozen=True)
class Violation:
    path: str
    """Dotted field path as Discord reports it, e.g. `components.0.components.2.label`."""
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message} ({self.code})"


def form_error(violations: list[Violation], prefix: str = "") -> dict[str, Any]:
    """Discord's error body for an invalid request: {"code": 50035, "errors": {field: {"_errors": [...]}}}."""
    errors: dict[str, Any] = {}
    for v in violations:
        node = errors
        path = f"{prefix}.{v.path}" if prefix and v.path else (prefix or v.path)
        for part in [p for p in path.split(".") if p]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": v.code, "message": v.message})
    return {"message": "Invalid Form Body", "code": 50035, "errors": errors}


def _too_long(path: str, value: Any, limit: int, minimum: int = 0) -> list[Violation]:
    if value is None:
        return []
    if not isinstance(value, str):
        return [Violation(path, "STRING_TYPE_CONVERT", "Could not interpret value as string.")]
    if len(value) > limit:
        return [Violation(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")]
    if len(value) < minimum:
        return [Violation(path, "BASE_TYPE_MIN_LENGTH", f"Must be {minimum} or more in length.")]
    return []


# --- messages -----------------------------------------------------------------------------------


def check_message(
    payload: dict[str, Any], files: list[tuple[str, bytes]], *, new: bool, existing_attachments: int = 0
) -> list[Violation]:
    """Check a message body (create or edit): content, embeds, components, flags, attachments.
    File sizes are checked separately (`check_file_sizes`: Discord answers 413 for those)."""
    out: list[Violation] = []
    content = payload.get("content")
    out += _too_long("content", content, MAX_CONTENT)
    embeds = payload.get("embeds") or []
    out += check_embeds(embeds)
    flags = int(payload.get("flags") or 0)
    if new and flags & ~SENDABLE_FLAGS:
        out.append(Violation("flags", "MESSAGE_FLAGS_INVALID", "Invalid message flags."))
    components = payload.get("components") or []
    if flags & IS_COMPONENTS_V2:
        if content or embeds:
            out.append(Violation("content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                                 "The 'content' and 'embeds' fields cannot be used when using "
                                 "MessageFlags.IS_COMPONENTS_V2"))
        out += check_components_v2(components)
    else:
        out += check_action_rows(components)
    attachments = payload.get("attachments")
    if attachments is not None:
        if not isinstance(attachments, list):
            out.append(Violation("attachments", "LIST_TYPE_CONVERT", "Could not interpret value as a list."))
        else:
            indexes = {str(a.get("id")) for a in attachments if isinstance(a, dict)}
            for index in range(len(files)):
                if str(index) not in indexes:
                    out.append(Violation(f"attachments.{index}", "ATTACHMENT_NOT_FOUND",
                                         f"files[{index}] was uploaded but is not listed in attachments."))
    out += _check_allowed_mentions(payload.get("allowed_mentions"))
    if new and not out:
        has_files = bool(files) or existing_attachments > 0
        if not (content or embeds or components or has_files or payload.get("sticker_ids") or payload.get("poll")):
            return [Violation("", "50006", "Cannot send an empty message")]
    return out


def too_many_attachments(files: list[tuple[str, bytes]], kept: int) -> bool:
    """More than 10 attachments on one message: the new files plus those an edit keeps (Discord's 30015)."""
    return len(files) + kept > MAX_FILES


def check_autocomplete(choices: Any, option_type: int | None) -> list[Violation]:
    """An autocomplete answer: at most 25 choices, names of 1-100 characters, values of the focused
    option's type (a string of 1-100 characters, an integer, a number) as Discord checks them."""
    if not isinstance(choices, list):
        return [Violation("data.choices", "LIST_TYPE_CONVERT", "Could not interpret value as a list.")]
    out: list[Violation] = []
    if len(choices) > MAX_AUTOCOMPLETE_CHOICES:
        out.append(Violation("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    for i, choice in enumerate(choices):
        p = f"data.choices.{i}"
        out += _too_long(f"{p}.name", choice.get("name"), MAX_OPTION_TEXT, 1)
        out += _choice_value(f"{p}.value", choice.get("value"), option_type)
    return out


def _choice_value(path: str, value: Any, option_type: int | None) -> list[Violation]:
    if option_type == OPTION_STRING:
        if not isinstance(value, str):
            return [Violation(path, "BASE_TYPE_STRING", "Must be a string.")]
        return _too_long(path, value, MAX_OPTION_TEXT, 1)
    if option_type == OPTION_INTEGER and (isinstance(value, bool) or not isinstance(value, int)):
        return [Violation(path, "NUMBER_TYPE_COERCE", f"Value \"{value}\" is not int.")]
    if option_type == OPTION_NUMBER and (isinstance(value, bool) or not isinstance(value, (int, float))):
        return [Violation(path, "NUMBER_TYPE_COERCE", f"Value \"{value}\" is not a number.")]
    return []


def check_file_sizes(files: list[tuple[str, bytes]], limit: int) -> list[str]:
    """Files over the upload limit (Discord answers 413, code 40005 "Request entity too large")."""
    return [f"{name} is {len(data)} bytes; the limit is {limit}" for name, data in files if len(data) > limit]


def check_embeds(embeds: list[dict[str, Any]]) -> list[Violation]:
    out: list[Violation] = []
    if not isinstance(embeds, list):
        return [Violation("embeds", "LIST_TYPE_CONVERT", "Could not interpret value as a list.")]
    if len(embeds) > MAX_EMBEDS:
        out.append(Violation("embeds", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length."))
    total = 0
    for i, embed in enumerate(embeds):
        p = f"embeds.{i}"
        out += _too_long(f"{p}.title", embed.get("title"), 256)
        out += _too_long(f"{p}.description", embed.get("description"), 4096)
        footer, author = embed.get("footer") or {}, embed.get("author") or {}
        out += _too_long(f"{p}.footer.text", footer.get("text"), 2048)
        out += _too_long(f"{p}.author.name", author.get("name"), 256)
        fields = embed.get("fields") or []
        if len(fields) > 25:
            out.append(Violation(f"{p}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
        for j, field in enumerate(fields):
            out += _too_long(f"{p}.fields.{j}.name", field.get("name"), 256, 1)
            out += _too_long(f"{p}.fields.{j}.value", field.get("value"), 1024, 1)
            total += len(str(field.get("name", ""))) + len(str(field.get("value", "")))
        for text in (embed.get("title"), embed.get("description"), footer.get("text"), author.get("name")):
            total += len(text) if isinstance(text, str) else 0
    if total > MAX_EMBED_TOTAL:
        out.append(Violation("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"))
    return out


def check_action_rows(components: list[dict[str, Any]]) -> list[Violation]:
    """Classic message components: ≤ 5 action rows of ≤ 5 buttons or exactly one select menu."""
    out: list[Violation] = []
    if not isinstance(components, list):
        return [Violation("components", "LIST_TYPE_CONVERT", "Could not interpret value as a list.")]
    if len(components) > MAX_ACTION_ROWS:
        out.append(Violation("components", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ACTION_ROWS} or fewer in length."))
    seen: set[str] = set()
    for i, row in enumerate(components):
        p = f"components.{i}"
        if row.get("type") != 1:
            out.append(Violation(f"{p}.type", "UNION_TYPE_CHOICES",
                                 "Value of field \"type\" must be one of (1,) at the top level of a message."))
            continue
        children = row.get("components") or []
        if not children:
            out.append(Violation(f"{p}.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."))
        selects = [c for c in children if c.get("type") in SELECT_TYPES]
        if selects and len(children) > 1:
            out.append(Violation(f"{p}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                                 "The specified component exceeds the maximum width"))
        elif len(children) > MAX_BUTTONS_PER_ROW:
            out.append(Violation(f"{p}.components", "BASE_TYPE_MAX_LENGTH",
                                 f"Must be {MAX_BUTTONS_PER_ROW} or fewer in length."))
        for j, child in enumerate(children):
            out += _check_interactive(f"{p}.components.{j}", child, seen)
    return out


def _check_interactive(p: str, c: dict[str, Any], seen: set[str]) -> list[Violation]:
    out: list[Violation] = []
    kind = c.get("type")
    custom_id = c.get("custom_id")
    if kind == 2:
        style = c.get("style")
        if style not in (1, 2, 3, 4, 5, 6):
            out.append(Violation(f"{p}.style", "BASE_TYPE_CHOICES", "Value must be one of {1, 2, 3, 4, 5, 6}."))
        if style == 5:
            if not c.get("url"):
                out.append(Violation(f"{p}.url", "BASE_TYPE_REQUIRED", "This field is required"))
            if custom_id is not None:
                out.append(Violation(f"{p}.custom_id", "BUTTON_LINK_CUSTOM_ID",
                                     "A link button cannot have a custom_id"))
        elif style != 6 and not custom_id:
            out.append(Violation(f"{p}.custom_id", "BASE_TYPE_REQUIRED", "This field is required"))
        out += _too_long(f"{p}.label", c.get("label"), MAX_BUTTON_LABEL)
        if not c.get("label") and not c.get("emoji") and style != 6:
            out.append(Violation(f"{p}", "BUTTON_COMPONENT_NEEDS_LABEL_OR_EMOJI",
                                 "A button must have a label or an emoji"))
    elif kind in SELECT_TYPES:
        if not custom_id:
            out.append(Violation(f"{p}.custom_id", "BASE_TYPE_REQUIRED", "This field is required"))
        out += _too_long(f"{p}.placeholder", c.get("placeholder"), MAX_SELECT_PLACEHOLDER)
        lo, hi = c.get("min_values", 1), c.get("max_values", 1)
        if not 0 <= lo <= 25:
            out.append(Violation(f"{p}.min_values", "INT_TYPE_RANGE", "int value should be between 0 and 25."))
        if not 1 <= hi <= 25:
            out.append(Violation(f"{p}.max_values", "INT_TYPE_RANGE", "int value should be between 1 and 25."))
        if lo > hi:
            out.append(Violation(f"{p}.min_values", "SELECT_COMPONENT_MIN_VALUES_TOO_LARGE",
                                 "min_values must be less than or equal to max_values"))
        if kind == 3:
            options = c.get("options") or []
            if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
                out.append(Violation(f"{p}.options", "BASE_TYPE_BAD_LENGTH",
                                     f"Must be between 1 and {MAX_SELECT_OPTIONS} in length."))
            if hi > len(options):
                out.append(Violation(f"{p}.max_values", "SELECT_COMPONENT_TOO_MANY_MAX_VALUES",
                                     "max_values must be less than or equal to the number of options"))
            values: set[str] = set()
            for k, option in enumerate(options):
                out += _too_long(f"{p}.options.{k}.label", option.get("label"), MAX_OPTION_TEXT, 1)
                out += _too_long(f"{p}.options.{k}.value", option.get("value"), MAX_OPTION_TEXT, 1)
                out += _too_long(f"{p}.options.{k}.description", option.get("description"), MAX_OPTION_TEXT)
                if option.get("value") in values:
                    out.append(Violation(f"{p}.options.{k}.value", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                                         "Select options must have unique values"))
                values.add(option.get("value"))
    else:
        out.append(Violation(f"{p}.type", "UNION_TYPE_CHOICES", "Value must be a button or a select menu."))
    if custom_id is not None:
        out += _too_long(f"{p}.custom_id", custom_id, MAX_CUSTOM_ID, 1)
        if custom_id in seen:
            out.append(Violation(f"{p}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED",
                                 "Component custom id cannot be duplicated"))
        seen.add(custom_id)
    return out


def check_components_v2(components: list[dict[str, Any]]) -> list[Violation]:
    """Layout components (IS_COMPONENTS_V2): ≤ 40 components in all; interactive ones as above."""
    out: list[Violation] = []
    seen: set[str] = set()
    count = 0

    def walk(items: list[dict[str, Any]], path: str) -> None:
        nonlocal count
        for i, c in enumerate(items):
            count += 1
            p = f"{path}.{i}"
            if c.get("type") in {2, *SELECT_TYPES}:
                out.extend(_check_interactive(p, c, seen))
            if c.get("type") == 1:
                walk(c.get("components") or [], f"{p}.components")
            for key in ("components",) if c.get("type") in (9, 17) else ():
                walk(c.get(key) or [], f"{p}.{key}")
            if c.get("accessory"):
                walk([c["accessory"]], f"{p}.accessory")
            if c.get("type") == 10:
                out.extend(_too_long(f"{p}.content", c.get("content"), 4000))

    walk(components, "components")
    if count > MAX_V2_COMPONENTS:
        out.append(Violation("components", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_V2_COMPONENTS} or fewer in total."))
    return out


def _check_allowed_mentions(allowed: Any) -> list[Violation]:
    if allowed is None:
        return []
    out: list[Violation] = []
    parse = allowed.get("parse") or []
    for kind in parse:
        if kind not in ("users", "roles", "everyone"):
            out.append(Violation("allowed_mentions.parse", "BASE_TYPE_CHOICES",
                                 "Value must be one of ('roles', 'users', 'everyone')."))
    for kind in ("users", "roles"):
        if kind in parse and allowed.get(kind):
            out.append(Violation(f"allowed_mentions.{kind}", "ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                                 f"parse:[\"{kind}\"] and {kind}: [ids...] are mutually exclusive."))
        if len(allowed.get(kind) or []) > 100:
            out.append(Violation(f"allowed_mentions.{kind}", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length."))
    return out


# --- application commands -----------------------------------------------------------------------


def check_commands(commands: list[dict[str, Any]]) -> list[Violation]:
    """A bulk overwrite of application commands (global or guild)."""
    out: list[Violation] = []
    if not isinstance(commands, list):
        return [Violation("", "LIST_TYPE_CONVERT", "Could not interpret value as a list.")]
    slash = [c for c in commands if c.get("type", 1) == 1]
    if len(slash) > 100:
        out.append(Violation("", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length."))
    names: set[tuple[int, str]] = set()
    for i, command in enumerate(commands):
        p = str(i)
        kind = command.get("type", 1)
        name = command.get("name", "")
        if (kind, name) in names:
            out.append(Violation(f"{p}.name", "APPLICATION_COMMANDS_DUPLICATE_NAME",
                                 f"Application command names must be unique ({name})"))
        names.add((kind, name))
        if kind == 1:
            out += _check_name(f"{p}.name", name)
            out += _too_long(f"{p}.description", command.get("description"), 100, 1)
            out += _check_options(f"{p}.options", command.get("options") or [], depth=0)
            if _command_size(command) > 8000:
                out.append(Violation(p, "APPLICATION_COMMAND_TOO_LARGE", "Command exceeds maximum size (8000)"))
        else:
            out += _too_long(f"{p}.name", name, 32, 1)
    return out


def _check_name(path: str, name: Any) -> list[Violation]:
    if not isinstance(name, str) or not COMMAND_NAME.match(name) or name != name.lower():
        return [Violation(path, "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid ({name!r})")]
    return []


def _check_options(path: str, options: list[dict[str, Any]], depth: int) -> list[Violation]:
    out: list[Violation] = []
    if len(options) > 25:
        out.append(Violation(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    seen_optional = False
    names: set[str | None] = set()  # a missing name is reported once, by _check_name
    for i, option in enumerate(options):
        p = f"{path}.{i}"
        kind = option.get("type")
        out += _check_name(f"{p}.name", option.get("name"))
        out += _too_long(f"{p}.description", option.get("description"), 100, 1)
        if option.get("name") in names:
            out.append(Violation(f"{p}.name", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                                 "Command option names must be unique"))
        names.add(option.get("name"))
        if kind in (1, 2):
            if depth >= (1 if kind == 2 else 2):
                out.append(Violation(f"{p}.type", "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                                     "Sub-command and sub-command group option types are mutually exclusive "
                                     "to all other types"))
            out += _check_options(f"{p}.options", option.get("options") or [], depth + 1)
            continue
        if option.get("required"):
            if seen_optional:
                out.append(Violation(f"{p}.required", "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                                     "Required options must be placed before non-required options"))
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if len(choices) > 25:
            out.append(Violation(f"{p}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
        if choices and option.get("autocomplete"):
            out.append(Violation(f"{p}.autocomplete", "AUTOCOMPLETE_AND_CHOICES",
                                 "Autocomplete and choices cannot both be set"))
        for j, choice in enumerate(choices):
            out += _too_long(f"{p}.choices.{j}.name", choice.get("name"), 100, 1)
            if kind == 3:
                out += _too_long(f"{p}.choices.{j}.value", choice.get("value"), 100, 1)
    return out


def _command_size(command: dict[str, Any]) -> int:
    total = len(command.get("name", "")) + len(command.get("description", ""))
    for option in command.get("options") or []:
        total += _command_size(option)
        for choice in option.get("choices") or []:
            total += len(str(choice.get("name", ""))) + len(str(choice.get("value", "")))
    return total
