"""Thrown's table picture, drawn from the public view only: whose turn (large), the last move, the four
cards with their die colours, the trick (each die with its number, colour letter and pips; trumps and
the leader marked) and every player's gold and pool by colour."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.thrown import ENGINE as THROWN
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, TEXT, fitting_size, new_canvas, text_width, wrap
from render.common import draw_text as _text
from render.common import ellipsize as _fit

WIDTH = 640
"""Narrow, so that a phone (about 400 px wide) shows every text at least 9 px tall: nothing under 15 px."""
PAD = 14
LINE = 24
DIE_FILL = {
    "red": PALETTE["vermillion"],
    "white": (238, 238, 238),
    "green": PALETTE["green"],
    "blue": PALETTE["blue"],
    "purple": PALETTE["purple"],
}
DIE_INK = {"red": (255, 255, 255), "white": (20, 20, 20), "green": (255, 255, 255), "blue": (255, 255, 255),
           "purple": (20, 20, 20)}
LETTER = {"red": "R", "white": "W", "green": "G", "blue": "B", "purple": "P"}
KIND = {"discard": "PAY A DIE", "result": "END OF TURN", "victory": "TRICK WINNER", "special": "ALWAYS ON"}
COLORS = ("red", "white", "green", "blue")
LEADER_FILL = (70, 64, 30)
CURRENT_FILL = (40, 62, 90)


def _get(view: Any, name: str, default: Any = None) -> Any:
    return getattr(view, name, default) if not isinstance(view, dict) else view.get(name, default)


def _dump(view: Any) -> dict:
    return view if isinstance(view, dict) else view.model_dump(mode="json")


def draw_die(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, color: str, value: int | None = None,
             number: int | None = None, trump: bool = False, dim: bool = False, outline: Any = None) -> None:
    """A die: its colour, its letter in the corner (a second cue besides colour), its pips as a digit."""
    fill = DIE_FILL[color]
    ink = DIE_INK[color]
    if dim:
        fill = tuple(int(c * 0.45 + b * 0.55) for c, b in zip(fill, BACKGROUND, strict=True))
        ink = tuple(int(c * 0.6 + b * 0.4) for c, b in zip(ink, BACKGROUND, strict=True))
    if trump:
        draw.rounded_rectangle((x - 5, y - 5, x + size + 5, y + size + 5), radius=size // 4, fill=HIGHLIGHT)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=size // 5, fill=fill, outline=outline or (0, 0, 0),
                           width=2)
    if value is None:
        _text(draw, (x + size / 2, y + size / 2 + 2), LETTER[color], int(size * 0.6), ink, anchor="mm")
    else:
        _text(draw, (x + 4, y + 1), LETTER[color], max(15, size // 3), ink)
        _text(draw, (x + size / 2 + 4, y + size / 2 + 5), str(value), int(size * 0.62), ink, anchor="mm")
    if number is not None:
        _text(draw, (x + size / 2, y + size + 3), f"#{number}", 15, MUTED, anchor="ma")


def _last_lines(events: list[dict]) -> list[str]:
    lines = []
    for event in events:
        if event.get("type") == "move":
            continue
        line = THROWN.narrate(event)
        if line:
            lines.append(line.replace("**", ""))
    return lines[-3:]


def render_thrown(public_view: Any, events: list[dict], true_colour: bool = False) -> Image.Image:
    view = _dump(public_view)
    last = [line for text in _last_lines(events or []) for line in wrap(text, 18, WIDTH - 4 * PAD)][-4:]
    trick, live = view.get("trick"), True
    if view.get("last_trick") and (trick is None or not trick["dice"]):
        trick, live = view["last_trick"], False  # the finished trick says more than an empty new one
    players = view["players"]
    height = (88 + (26 + LINE * len(last) if last else 0) + _cards_height(view) + _trick_height(trick)
              + 34 + 50 * len(players) + 90 + 20 * len(_key_lines()))
    image, draw = new_canvas(WIDTH, height, None if true_colour else "thrown")
    y = _header(draw, view)
    if last:
        box = 14 + LINE * len(last)
        draw.rounded_rectangle((PAD, y + 4, WIDTH - PAD, y + 4 + box), radius=8, outline=HIGHLIGHT, width=2)
        for i, line in enumerate(last):
            _text(draw, (PAD + 10, y + 11 + LINE * i), line, 18, HIGHLIGHT if i == len(last) - 1 else TEXT)
        y += box + 14
    y = _cards(draw, view, y)
    y = _trick(draw, view, trick, live, y)
    y = _players(draw, view, y)
    _footer(draw, view, y)
    return image


def _header(draw: ImageDraw.ImageDraw, view: dict) -> int:
    draw.rectangle((0, 0, WIDTH, 84), fill=PANEL)
    if view["tiebreak"]:
        stage = "Tie-break round"
    else:
        stage = f"Round {view['round']} of {view['rounds']}"
    _text(draw, (PAD, 8), f"THROWN · {stage} · {view['mode']} game", 16, MUTED)
    status = view["status"]
    _text(draw, (PAD, 36), status, fitting_size(status, 30, WIDTH - 2 * PAD, 20), HIGHLIGHT)
    return 88


CARD_W = (WIDTH - 3 * PAD) // 2


def _card_lines(card: dict) -> list[str]:
    return wrap(card["summary"], 16, CARD_W - 20)[:4]


def _cards_height(view: dict) -> int:
    lines = max((len(_card_lines(c)) for c in view["cards"]), default=1)
    return 2 * (50 + 20 * lines + 10) + 24


def _cards(draw: ImageDraw.ImageDraw, view: dict, y: int) -> int:
    """The four cards, two a row: colour, title, when it acts, and what it does."""
    w = CARD_W
    h = (_cards_height(view) - 24) // 2
    for i, card in enumerate(view["cards"]):
        x = PAD + (i % 2) * (w + PAD)
        top = y + (i // 2) * (h + 10)
        draw.rounded_rectangle((x, top, x + w, top + h), radius=10, fill=PANEL)
        draw_die(draw, x + 8, top + 8, 34, card["color"])
        _text(draw, (x + 50, top + 6), _fit(card["title"], 20, w - 58), 20, TEXT)
        kind = KIND.get(card["kind"], "")
        cube = "  · cube" if card["group"] == "purple" or view["mode"] == "advanced" else ""
        _text(draw, (x + 50, top + 30), kind + cube, 15, MUTED)
        for j, line in enumerate(_card_lines(card)):
            _text(draw, (x + 10, top + 50 + 20 * j), line, 16, TEXT)
    return y + 2 * h + 10 + 14


ROW_H = 84


def _trick_height(trick: dict | None) -> int:
    note = 24 if trick and trick.get("note") else 0
    return 56 + note + max(1, len(trick["order"]) if trick else 0) * ROW_H + 14


def _trick(draw: ImageDraw.ImageDraw, view: dict, trick: dict | None, live: bool, y: int) -> int:
    players = {p["name"]: p for p in view["players"]}
    height = _trick_height(trick) - 14
    draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + height), radius=10, fill=PANEL)
    if trick is None:
        text = ("Tie-break: each tied player picks 4 dice from the Void" if view["phase"] == "pick"
                else "No trick in play")
        _text(draw, (PAD + 12, y + 14), _fit(text, 18, WIDTH - 4 * PAD), 18, TEXT)
        return y + height + 14
    title = f"Trick {trick['number']}" if live else f"Trick {trick['number']} (over)"
    _text(draw, (PAD + 12, y + 12), title, 22, TEXT)
    color = trick["color"]
    x = PAD + 12 + text_width(title, 22) + 18
    if color:
        _text(draw, (x, y + 16), "colour", 16, MUTED)
        x += text_width("colour", 16) + 8
        draw_die(draw, int(x), y + 8, 32, color)
        _text(draw, (x + 40, y + 12), color.upper(), 22, TEXT)
    else:
        _text(draw, (x, y + 16), "the leader's roll sets the colour", 16, MUTED)
    row_y = y + 52
    if trick.get("note"):
        _text(draw, (PAD + 12, row_y), _fit(trick["note"], 16, WIDTH - 4 * PAD), 16, HIGHLIGHT)
        row_y += 24
    current = view["current"] if live and view["phase"] == "turn" else None
    for name in trick["order"]:
        _trick_row(draw, trick, live, name, players[name], current, row_y)
        row_y += ROW_H
    return y + height + 14


def _trick_row(draw: ImageDraw.ImageDraw, trick: dict, live: bool, name: str, player: dict, current: str | None,
               row_y: int) -> None:
    """One player's row in the trick: name and state on the left, their dice, their score on the right."""
    dice = [d for d in trick["dice"] if d["owner"] == name]
    is_leader = trick["leader"] == name
    if is_leader or name == current:
        draw.rounded_rectangle((PAD + 6, row_y - 4, WIDTH - PAD - 6, row_y + ROW_H - 8), radius=8,
                               fill=LEADER_FILL if is_leader else CURRENT_FILL)
    _text(draw, (PAD + 14, row_y + 6), _fit(name, 20, 118), 20, HIGHLIGHT if name == current else TEXT)
    if is_leader:
        state, ink = ("WINS" if not live else "WINNING"), HIGHLIGHT
    elif name == current:
        state, ink = "to play", HIGHLIGHT
    elif name not in trick["played"]:
        state, ink = "waiting", MUTED
    else:
        state, ink = "", MUTED
    if state:
        _text(draw, (PAD + 14, row_y + 34), state, 16, ink)
    x = PAD + 140
    for d in dice:
        draw_die(draw, x, row_y + 2, 48, d["color"], d["value"], d["n"], trump=d["trump"],
                 dim=not d["counts"] and not d["trump"])
        x += 58
    if player["trump"] or any(d["trump"] for d in dice):
        tag = "TRUMP"
    elif dice and any(d["counts"] for d in dice):
        score = trick.get("scores", {}).get(name, sum(d["value"] for d in dice if d["counts"]))
        tag = f"score {score}" + (" (Cyclops x2)" if name in trick.get("doubled", []) else "")
    elif dice:
        tag = "no trump"
    elif name in trick["played"]:
        tag = "no dice"
    else:
        tag = ""
    _text(draw, (WIDTH - PAD - 14, row_y + 6), tag, 22, HIGHLIGHT if tag == "TRUMP" else TEXT, anchor="ra")
    reason = _short_reason(trick.get("note", "")) if is_leader else ""
    room = WIDTH - PAD - 14 - (x + 4)  # right of the dice (the full reason is the note above the rows)
    if reason and text_width(reason, 16) <= room:
        _text(draw, (WIDTH - PAD - 14, row_y + 36), reason, 16, HIGHLIGHT, anchor="ra")


def _short_reason(note: str) -> str:
    """The rule behind the leader in a few words, for the leader's row (the full sentence is above)."""
    if "Imp" in note:
        return "2nd place (Imp)"
    if "trump" in note:
        return "latest trump"
    if "later player" in note:
        return "later player on a tie"
    return ""


def _player_note(view: dict, p: dict) -> str | None:
    """What a player's row says instead of their pool, or None to show the pool."""
    if view["phase"] == "over":
        place = view.get("places", {}).get(p["name"])
        if p["name"] in view.get("winners", []):
            return "wins the game" if len(view["winners"]) == 1 else "shares the win"
        return f"finishes {_ordinal(place)}" if place else "game over"
    if not p["playing"]:
        return "not in the tie-break"
    if p["name"] == view["current"] and view["phase"] == "victory":
        titles = {c["card"]: c["title"] for c in view["cards"]}
        return "choosing a reward: " + ", ".join(titles.get(c, c) for c in view.get("pending", []))
    if p["dice"] == 0 and view["phase"] == "pick":
        return "picks 4 dice from the Void"
    if p["dice"] == 0:
        return "no dice left: sits out"
    return None


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _players(draw: ImageDraw.ImageDraw, view: dict, y: int) -> int:
    _text(draw, (PAD, y), "Players", 18, MUTED)
    _text(draw, (PAD + 166, y + 2), "gold", 15, MUTED, anchor="ma")
    _text(draw, (PAD + 198, y + 2), "dice not yet rolled (open)", 15, MUTED)
    _text(draw, (WIDTH - PAD - 8, y + 2), "left", 15, MUTED, anchor="ra")
    y += 28
    for p in view["players"]:
        current = p["name"] == view["current"]
        draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + 44), radius=8, fill=CURRENT_FILL if current else PANEL)
        ink = TEXT if p["playing"] else MUTED
        if current:
            draw.polygon([(PAD + 6, y + 12), (PAD + 6, y + 32), (PAD + 18, y + 22)], fill=HIGHLIGHT)
        _text(draw, (PAD + 24, y + 10), _fit(p["name"], 20, 122), 20, HIGHLIGHT if current else ink)
        cx = PAD + 150  # gold as a coin
        draw.ellipse((cx, y + 6, cx + 32, y + 38), fill=(212, 175, 55), outline=(120, 90, 10), width=2)
        _text(draw, (cx + 16, y + 22), str(p["gold"]), 17, (30, 20, 0), anchor="mm")
        x = cx + 48
        note = _player_note(view, p)
        if note is not None:
            strong = current or p["name"] in view.get("winners", [])
            _text(draw, (x, y + 12), _fit(note, 17, WIDTH - PAD - x - 10), 17, HIGHLIGHT if strong else MUTED)
        else:
            for color in COLORS:
                count = p["pool"][color]
                draw_die(draw, x, y + 8, 28, color, dim=count == 0)
                _text(draw, (x + 33, y + 11), f"x{count}", 18, TEXT if count else MUTED)
                x += 82
            _text(draw, (WIDTH - PAD - 10, y + 11), f"{p['dice']}", 18, MUTED, anchor="ra")
        y += 50
    return y


def _footer(draw: ImageDraw.ImageDraw, view: dict, y: int) -> None:
    void = view["void"]
    lines = ["Void: " + "  ".join(f"{LETTER[c]} {void[c]}" for c in COLORS)]
    if view["has_summoner"]:
        held = view["summoner"]
        lines.append("On the Summoner: " + ("  ".join(f"{LETTER[c]} {held[c]}" for c in COLORS if held[c]) or "none"))
    if view.get("last_result") and view.get("trick"):
        lines.append(_fit(view["last_result"], 16, WIDTH - 2 * PAD))
    for i, line in enumerate(lines):
        _text(draw, (PAD, y + 6 + 24 * i), line, 16, MUTED)
    y += 6 + 24 * len(lines)
    for i, line in enumerate(_key_lines()):
        _text(draw, (PAD, y + 20 * i), line, 15, MUTED)


KEY = ("Key: R, W, G, B, P: red, white, green, blue, purple dice · #n: a die's number in the trick (commands "
       "use it) · xN: unrolled dice of that colour · TRUMP: an off-colour 6 that beats every score · Void: the "
       "bag of dice nobody holds")


def _key_lines() -> list[str]:
    return wrap(KEY, 15, WIDTH - 2 * PAD)


def render_thrown_private(player_view: Any, true_colour: bool = False) -> Image.Image:
    """Your own pool, gold and the moves you can make now (for an ephemeral reply)."""
    view = _dump(player_view)
    hints = view["hints"][:12]
    height = 92 + 150 + 40 + 30 * max(1, len(hints)) + 30
    image, draw = new_canvas(800, height, None if true_colour else "thrown")
    draw.rectangle((0, 0, 800, 84), fill=PANEL)
    _text(draw, (PAD, 8), f"THROWN  ·  your dice, {view['me']}", 20, MUTED)
    _text(draw, (PAD, 34), view["status"], 30, HIGHLIGHT)
    y = 100
    x = PAD
    for color in COLORS:
        count = view["my_pool"][color]
        draw_die(draw, x, y, 70, color, dim=count == 0)
        _text(draw, (x + 80, y + 14), f"x{count}", 34, TEXT if count else MUTED)
        x += 190
    y += 96
    draw.ellipse((PAD, y, PAD + 40, y + 40), fill=(212, 175, 55), outline=(120, 90, 10), width=2)
    _text(draw, (PAD + 20, y + 20), str(view["my_gold"]), 20, (30, 20, 0), anchor="mm")
    _text(draw, (PAD + 54, y + 6), "gold", 24, TEXT)
    y += 60
    _text(draw, (PAD, y), "You can now:" if hints else "Nothing to do until your turn.", 22, MUTED)
    y += 34
    for hint in hints:
        _text(draw, (PAD + 10, y), hint, 20, TEXT)
        y += 30
    if len(view["hints"]) > len(hints):
        _text(draw, (PAD + 10, y), f"… and {len(view['hints']) - len(hints)} more", 20, MUTED)
    return image
