"""Thrown's table picture, drawn from the public view only and for Discord's box (about 400 × 400 px on a
phone, issue 37): about as wide as it is tall, with large dice and few, large words. Whose turn on top,
the four cards by colour and name, the trick's colour, then a row per player in the trick's order: gold,
the dice not yet rolled by colour, the dice in the trick (each with its number, colour letter and pips;
trumps and the leader marked) and the trick score. What the cards do, the round, the Void, the Summoner
and why the leader leads are said in the message text (engines/thrown/standing.py)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.said import said_from_json
from lang import ENGLISH, Words
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, TEXT, fitting_size, new_canvas, text_width
from render.common import draw_text as _text
from render.common import ellipsize as _fit

WIDTH = 640
"""With five players the picture is about as tall: a phone shows it at about 400 × 400."""
PAD = 14
DIE_FILL = {
    "red": PALETTE["vermillion"],
    "white": (238, 238, 238),
    "green": PALETTE["green"],
    "blue": PALETTE["blue"],
    "purple": PALETTE["purple"],
}
DIE_INK = {"red": (255, 255, 255), "white": (20, 20, 20), "green": (255, 255, 255), "blue": (255, 255, 255),
           "purple": (20, 20, 20)}
COLORS = ("red", "white", "green", "blue")
LEADER_FILL = (70, 64, 30)
CURRENT_FILL = (40, 62, 90)


def _get(view: Any, name: str, default: Any = None) -> Any:
    return getattr(view, name, default) if not isinstance(view, dict) else view.get(name, default)


def _dump(view: Any) -> dict:
    return view if isinstance(view, dict) else view.model_dump(mode="json")


def draw_die(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, color: str, words: Words, value: int | None = None,
             number: int | None = None, trump: bool = False, dim: bool = False, outline: Any = None) -> None:
    """A die: its colour, its letter in the corner (a second cue besides colour: the language's, as the key in
    the message says), its pips as a digit."""
    letter = words(f"thrown-letter-{color}")
    fill: tuple[int, ...] = DIE_FILL[color]
    ink: tuple[int, ...] = DIE_INK[color]
    if dim:
        fill = tuple(int(c * 0.45 + b * 0.55) for c, b in zip(fill, BACKGROUND, strict=True))
        ink = tuple(int(c * 0.6 + b * 0.4) for c, b in zip(ink, BACKGROUND, strict=True))
    if trump:
        draw.rounded_rectangle((x - 5, y - 5, x + size + 5, y + size + 5), radius=size // 4, fill=HIGHLIGHT)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=size // 5, fill=fill, outline=outline or (0, 0, 0),
                           width=2)
    if value is None:
        _text(draw, (x + size / 2, y + size / 2 + 2), letter, int(size * 0.6), ink, anchor="mm")
    else:
        _text(draw, (x + 4, y + 1), letter, max(16, size // 3), ink)
        _text(draw, (x + size / 2 + 4, y + size / 2 + 5), str(value), int(size * 0.62), ink, anchor="mm")
    if number is not None:
        _text(draw, (x + size / 2, y + size + 2), f"#{number}", 17, MUTED, anchor="ma")


HEADER = 56
CARD_H = 56
ROW_H = 66
TITLE_H = 48


def render_thrown(public_view: Any, events: list[dict], true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """The table now; what just happened is the message's narration, so `events` draw nothing."""
    view = _dump(public_view)
    trick, live = view.get("trick"), True
    if view.get("last_trick") and (trick is None or not trick["dice"]):
        trick, live = view["last_trick"], False  # the finished trick says more than an empty new one
    rows = _row_order(view, trick)
    height = HEADER + 8 + 2 * CARD_H + 8 + 8 + TITLE_H + ROW_H * len(rows) + 12
    image, draw = new_canvas(WIDTH, height, None if true_colour else "thrown")
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    _status(draw, words.say(said_from_json(view["status"])), WIDTH)
    y = _cards(draw, view, HEADER + 8, words)
    y = _trick_title(draw, view, trick, live, y + 8, words)
    current = view["current"] if view["phase"] == "turn" or view["step"] == "victory" else None
    for name in rows:
        _row(draw, view, trick, live, name, current, y, words)
        y += ROW_H
    return image


def _status(draw: ImageDraw.ImageDraw, status: str, width: int) -> None:
    """Whose turn and what they do, as large as fits one line."""
    size = fitting_size(status, 30, width - 2 * PAD, 22)
    _text(draw, (PAD, 10), _fit(status, size, width - 2 * PAD), size, HIGHLIGHT)


def _row_order(view: dict, trick: dict | None) -> list[str]:
    """The trick's order of play, then anyone not in it."""
    order = list(trick["order"]) if trick else []
    return order + [p["name"] for p in view["players"] if p["name"] not in order]


CARD_W = (WIDTH - 3 * PAD) // 2


def _cards(draw: ImageDraw.ImageDraw, view: dict, y: int, words: Words) -> int:
    """The four cards, two a row: colour, name and when it acts (what it does is in the message)."""
    for i, card in enumerate(view["cards"]):
        x = PAD + (i % 2) * (CARD_W + PAD)
        top = y + (i // 2) * (CARD_H + 6)
        draw.rounded_rectangle((x, top, x + CARD_W, top + CARD_H - 2), radius=10, fill=PANEL)
        draw_die(draw, x + 8, top + 8, 38, card["color"], words)
        title = words(f"thrown-card-{card['card']}")
        size = fitting_size(title, 24, CARD_W - 62, 18)
        _text(draw, (x + 56, top + 2), _fit(title, size, CARD_W - 62), size, TEXT)
        kind = words(f"thrown-kind-{card['kind']}")
        _text(draw, (x + 56, top + 30), _fit(kind, 19, CARD_W - 62), 19, MUTED)
    return y + 2 * CARD_H + 6


def _trick_title(draw: ImageDraw.ImageDraw, view: dict, trick: dict | None, live: bool, y: int, words: Words) -> int:
    if trick is None:
        text = words("thrown-picture-pick" if view["phase"] == "pick" else "thrown-picture-no-trick")
        _text(draw, (PAD, y + 8), text, 26, TEXT)
        return y + TITLE_H
    title = words("thrown-picture-trick" if live else "thrown-picture-trick-over", trick=trick["number"])
    _text(draw, (PAD, y + 8), title, 26, TEXT)
    x = PAD + text_width(title, 26) + 18
    score = words("thrown-picture-score")
    room = WIDTH - PAD - text_width(score, 19) - 12 - x
    if trick["color"]:
        draw_die(draw, int(x), y + 4, 36, trick["color"], words)
        _text(draw, (x + 46, y + 8), words(f"thrown-colour-{trick['color']}"), 26, TEXT)
    else:
        _text(draw, (x, y + 10), _fit(words("thrown-picture-first-roll"), 22, int(room)), 22, MUTED)
    _text(draw, (WIDTH - PAD, y + 14), score, 19, MUTED, anchor="ra")
    return y + TITLE_H


POOL_X = 176
DICE_X = 352


def _row(draw: ImageDraw.ImageDraw, view: dict, trick: dict | None, live: bool, name: str, current: str | None,
         y: int, words: Words) -> None:
    """A player: name and gold; their dice not yet rolled by colour (or what they are doing instead); their
    dice in the trick and their trick score."""
    player = next(p for p in view["players"] if p["name"] == name)
    leader = trick is not None and trick["leader"] == name and view["phase"] != "over"  # places say it then
    fill = LEADER_FILL if leader else CURRENT_FILL if name == current else PANEL
    draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + ROW_H - 6), radius=8, fill=fill)
    ink = HIGHLIGHT if name == current else TEXT if player["playing"] else MUTED
    _text(draw, (PAD + 8, y + 2), _fit(name, 22, POOL_X - PAD - 16), 22, ink)
    cx = PAD + 8
    draw.ellipse((cx, y + 30, cx + 26, y + 56), fill=(212, 175, 55), outline=(120, 90, 10), width=2)
    _text(draw, (cx + 34, y + 30), f"{player['gold']}", 22, TEXT)
    if leader:
        mark = words("thrown-picture-leads" if live else "thrown-picture-wins")
        size = fitting_size(mark, 20, POOL_X - cx - 76, 16)  # German's "gewinnt" is longer than "wins"
        _text(draw, (cx + 72, y + 32 + (20 - size) // 2), _fit(mark, size, POOL_X - cx - 76), size, HIGHLIGHT)
    note = _player_note(view, player, words)
    if note is not None:
        _text(draw, (POOL_X, y + 16), _fit(note, 20, WIDTH - PAD - POOL_X - 8), 20,
              HIGHLIGHT if name == current or name in view.get("winners", []) else MUTED)
        return
    _pool(draw, player, y, words)
    if trick is not None:
        _trick_dice(draw, trick, name, y, words)


def _pool(draw: ImageDraw.ImageDraw, player: dict, y: int, words: Words) -> None:
    """The dice not yet rolled, a chip per colour with its letter and count."""
    for i, color in enumerate(COLORS):
        x = POOL_X + (i % 2) * 80
        top = y + 3 + (i // 2) * 29
        count = player["pool"][color]
        draw_die(draw, x, top, 26, color, words, dim=count == 0)
        _text(draw, (x + 31, top), f"{count}", 22, TEXT if count else MUTED)


def _trick_dice(draw: ImageDraw.ImageDraw, trick: dict, name: str, y: int, words: Words) -> None:
    dice = [d for d in trick["dice"] if d["owner"] == name]
    x = DICE_X
    step = min(50, (WIDTH - PAD - 80 - DICE_X) // max(1, len(dice)))
    for d in dice:
        draw_die(draw, x, y + 4, min(40, step - 6), d["color"], words, d["value"], d["n"], trump=d["trump"],
                 dim=not d["counts"] and not d["trump"])
        x += step
    trump = any(d["trump"] for d in dice)
    if trump:
        tag = words("thrown-picture-trump")
    elif dice and any(d["counts"] for d in dice):
        score = trick.get("scores", {}).get(name, sum(d["value"] for d in dice if d["counts"]))
        tag = f"{score}" + (" ×2" if name in trick.get("doubled", []) else "")
    elif dice:
        tag = "0"
    elif name not in trick["played"]:
        tag = "–"
    else:
        tag = words("thrown-picture-no-dice")
    size = 30 if len(tag) < 5 else 22
    _text(draw, (WIDTH - PAD - 10, y + 12), tag, size, HIGHLIGHT if trump else TEXT, anchor="ra")


def _player_note(view: dict, p: dict, words: Words) -> str | None:
    """What a player's row says instead of their pool, or None to show the pool."""
    if view["phase"] == "over":
        place = view.get("places", {}).get(p["name"])
        if p["name"] in view.get("winners", []):
            return words("thrown-picture-wins-game" if len(view["winners"]) == 1 else "thrown-picture-shares-win")
        return words("thrown-picture-finishes", place=place) if place else words("thrown-picture-game-over")
    if not p["playing"]:
        return words("thrown-picture-not-in-tiebreak")
    if p["name"] == view["current"] and view["phase"] == "victory":
        cards = [words(f"thrown-card-{c}") for c in view.get("pending", [])]
        return words("thrown-picture-reward", cards=words.listed(cards))
    if p["dice"] == 0 and view["phase"] == "pick":
        return words("thrown-picture-picks")
    if p["dice"] == 0:
        return words("thrown-picture-no-dice-left")
    return None


HINTS = 12


def render_thrown_private(player_view: Any, true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """Your own pool, gold and the moves you can make now (for an ephemeral reply), as large as the table."""
    view = _dump(player_view)
    hints = view["hints"][:HINTS]
    more = len(view["hints"]) - len(hints)
    height = HEADER + 8 + 84 + 48 + 40 + 32 * (max(1, len(hints)) + (1 if more else 0)) + 12
    image, draw = new_canvas(WIDTH, height, None if true_colour else "thrown")
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    _status(draw, words.say(said_from_json(view["status"])), WIDTH)
    y = HEADER + 12
    for i, color in enumerate(COLORS):
        count = view["my_pool"][color]
        x = PAD + i * 154
        draw_die(draw, x, y, 64, color, words, dim=count == 0)
        _text(draw, (x + 74, y + 12), f"×{count}", 34, TEXT if count else MUTED)
    y += 84
    draw.ellipse((PAD, y, PAD + 36, y + 36), fill=(212, 175, 55), outline=(120, 90, 10), width=2)
    mine = words("thrown-picture-my-gold", gold=view["my_gold"], player=view["me"])
    _text(draw, (PAD + 48, y + 2), _fit(mine, 26, WIDTH - 2 * PAD - 48), 26, TEXT)
    y += 48
    _text(draw, (PAD, y), words("thrown-picture-you-can" if hints else "thrown-picture-nothing-to-do"), 24, MUTED)
    y += 40
    for hint in hints:
        _text(draw, (PAD + 8, y), _fit(command_line(hint, words), 22, WIDTH - 2 * PAD - 8), 22, TEXT)
        y += 32
    if more:
        _text(draw, (PAD + 8, y), words("thrown-picture-more", count=more), 22, MUTED)
    return image


def command_line(hint: dict[str, Any], words: Words) -> str:
    """A move as the reader types it: the command and option names of their Discord's language
    (lang/locales/<language>/commands.ftl; English's are the code's own), a colour by its choice's name, a
    list of colours as the catalog says they are typed (thrown-typed-*: the game reads English names and
    their initials, which are German's initials too)."""
    do = hint["do"]
    options = [words("thrown-hint-option", name=_command_word(words, f"opt-thrown-{do}-{key}", key),
                     value=_typed(key, value, words)) for key, value in hint["args"].items()]
    return words("thrown-hint", command=_command_word(words, "cmd-thrown", "thrown"),
                 subcommand=_command_word(words, f"cmd-thrown-{do}", do), options=" ".join(options)).strip()


def _command_word(words: Words, message_id: str, code: str) -> str:
    """A command's or option's name in the reader's language; a Python keyword option ends in _ in the catalog."""
    for known in (message_id, f"{message_id}_"):
        if words.has(known):
            return words(known)
    return code


def _typed(key: str, value: Any, words: Words) -> str:
    if isinstance(value, list):
        typed = [words(f"thrown-typed-{v}") if v in COLORS else str(v) for v in value]
        return f'"{" ".join(typed)}"'
    if key == "color":
        return _command_word(words, f"choice-color-{value}", value)
    if key == "card":
        return _command_word(words, f"choice-card-{value}", value)
    return str(value)
