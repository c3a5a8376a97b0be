"""Thrown's table picture, drawn from the public view only: whose turn (large), the last move, the four
cards with their die colours, the trick (each die with its number, colour letter and pips; trumps and
the leader marked) and every player's gold and pool by colour."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.thrown import ENGINE as THROWN
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PALETTE, PANEL, TEXT, new_canvas, text_width, wrap
from render.common import draw_text as _text

WIDTH = 960
PAD = 16
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
        _text(draw, (x + 5, y + 2), LETTER[color], max(14, size // 3), ink)
        _text(draw, (x + size / 2 + 4, y + size / 2 + 5), str(value), int(size * 0.62), ink, anchor="mm")
    if number is not None:
        label = f"#{number}"
        _text(draw, (x + size / 2, y + size + 4), label, 17, MUTED, anchor="ma")


def _last_lines(events: list[dict]) -> list[str]:
    lines = []
    for event in events:
        if event.get("type") == "move":
            continue
        line = THROWN.narrate(event)
        if line:
            lines.append(line.replace("**", ""))
    return lines[-3:]


def render_thrown(public_view: Any, events: list[dict]) -> Image.Image:
    view = _dump(public_view)
    last = _last_lines(events or [])
    trick, live = view.get("trick"), True
    if view.get("last_trick") and (trick is None or not trick["dice"]):
        trick, live = view["last_trick"], False  # the finished trick says more than an empty new one
    players = view["players"]
    rows = trick["order"] if trick else []
    height = (88 + (26 + 30 * len(last) if last else 0) + 240 + 76 + max(1, len(rows)) * 96
              + 34 + 58 * len(players) + 60)
    image, draw = new_canvas(WIDTH, height)
    y = _header(draw, view)
    if last:
        box = 12 + 30 * len(last)
        draw.rounded_rectangle((PAD, y + 4, WIDTH - PAD, y + 4 + box), radius=8, outline=HIGHLIGHT, width=2)
        for i, line in enumerate(last):
            clipped = line
            while text_width(clipped, 20) > WIDTH - 4 * PAD and len(clipped) > 10:
                clipped = clipped[:-2]
            if clipped != line:
                clipped = clipped.rstrip() + "…"
            _text(draw, (PAD + 12, y + 10 + 30 * i), clipped, 20, HIGHLIGHT if i == len(last) - 1 else TEXT)
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
    _text(draw, (PAD, 8), f"THROWN  ·  {stage}  ·  {view['mode']} game", 20, MUTED)
    status = view["status"]
    size = 36
    while text_width(status, size) > WIDTH - 2 * PAD and size > 22:
        size -= 2
    _text(draw, (PAD, 34), status, size, HIGHLIGHT)
    return 88


def _cards(draw: ImageDraw.ImageDraw, view: dict, y: int) -> int:
    w = (WIDTH - 3 * PAD) // 2
    h = 108
    for i, card in enumerate(view["cards"]):
        x = PAD + (i % 2) * (w + PAD)
        top = y + (i // 2) * (h + 10)
        draw.rounded_rectangle((x, top, x + w, top + h), radius=10, fill=PANEL)
        draw_die(draw, x + 10, top + 10, 44, card["color"])
        _text(draw, (x + 64, top + 10), card["title"], 24, TEXT)
        kind = KIND.get(card["kind"], "")
        _text(draw, (x + w - 10, top + 14), kind, 15, MUTED, anchor="ra")
        for j, line in enumerate(wrap(card["summary"], 19, w - 74)[:2]):
            _text(draw, (x + 64, top + 44 + 24 * j), line, 19, TEXT)
        if card["group"] == "purple" or view["mode"] == "advanced":
            _text(draw, (x + 10, top + 62), "cube", 14, MUTED)
    return y + 2 * h + 10 + 14


def _trick(draw: ImageDraw.ImageDraw, view: dict, trick: dict | None, live: bool, y: int) -> int:
    players = {p["name"]: p for p in view["players"]}
    rows = trick["order"] if trick else []
    height = 62 + max(1, len(rows)) * 96
    draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + height), radius=10, fill=PANEL)
    if trick is None:
        text = ("Tie-break: each tied player picks 4 dice from the Void" if view["phase"] == "pick"
                else "No trick in play")
        _text(draw, (PAD + 14, y + 14), text, 24, TEXT)
        return y + height + 14
    title = f"Trick {trick['number']}" if live else f"Trick {trick['number']} (over)"
    _text(draw, (PAD + 14, y + 14), title, 26, TEXT)
    color = trick["color"]
    x = PAD + 14 + text_width(title, 26) + 24
    if color:
        _text(draw, (x, y + 18), "trick colour", 20, MUTED)
        x += text_width("trick colour", 20) + 10
        draw_die(draw, int(x), y + 8, 40, color)
        _text(draw, (x + 50, y + 14), color.upper(), 26, TEXT)
    else:
        _text(draw, (x, y + 18), "the leader's roll sets the colour", 20, MUTED)
    if trick.get("note"):
        _text(draw, (WIDTH - PAD - 14, y + 20), _fit(trick["note"], 19, WIDTH // 2 - 40), 19, HIGHLIGHT, anchor="ra")
    row_y = y + 58
    current = view["current"] if live and view["phase"] == "turn" else None
    for name in rows:
        dice = [d for d in trick["dice"] if d["owner"] == name]
        is_leader = trick["leader"] == name
        if is_leader:
            draw.rounded_rectangle((PAD + 6, row_y - 4, WIDTH - PAD - 6, row_y + 88), radius=8, fill=LEADER_FILL)
        elif name == current:
            draw.rounded_rectangle((PAD + 6, row_y - 4, WIDTH - PAD - 6, row_y + 88), radius=8, fill=CURRENT_FILL)
        label = name if len(name) <= 12 else name[:11] + "…"
        _text(draw, (PAD + 16, row_y + 8), label, 24, HIGHLIGHT if name == current else TEXT)
        if name == current:
            _text(draw, (PAD + 16, row_y + 40), "to play", 18, HIGHLIGHT)
        elif name not in trick["played"]:
            _text(draw, (PAD + 16, row_y + 40), "waiting", 18, MUTED)
        x = PAD + 190
        for d in dice:
            draw_die(draw, x, row_y + 2, 58, d["color"], d["value"], d["n"], trump=d["trump"],
                     dim=not d["counts"] and not d["trump"])
            x += 74
        p = players[name]
        right = WIDTH - PAD - 16
        if p["trump"] or any(d["trump"] for d in dice):
            tag = "TRUMP"
        elif dice and any(d["counts"] for d in dice):
            score = trick.get("scores", {}).get(name, sum(d["value"] for d in dice if d["counts"]))
            tag = f"score {score}" + (" (Cyclops x2)" if name in trick.get("doubled", []) else "")
        elif dice:
            tag = "no trump"
        elif name in trick["played"]:
            tag = "no dice in trick"
        else:
            tag = ""
        _text(draw, (right, row_y + 6), tag, 26, HIGHLIGHT if tag == "TRUMP" else TEXT, anchor="ra")
        if is_leader:
            word = "WINS" if not live else "WINNING"
            reason = _short_reason(trick.get("note", ""))
            _text(draw, (right, row_y + 42), f"{word}: {reason}" if reason else word, 22, HIGHLIGHT, anchor="ra")
        row_y += 96
    return y + height + 14


def _short_reason(note: str) -> str:
    """The rule behind the leader in a few words, for the leader's row (the full sentence is above)."""
    if "Imp" in note:
        return "2nd place (Imp)"
    if "trump" in note:
        return "latest trump"
    if "later player" in note:
        return "later player on a tie"
    return ""


def _fit(text: str, size: int, width: int) -> str:
    if text_width(text, size) <= width:
        return text
    while len(text) > 10 and text_width(text + "…", size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


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
    _text(draw, (PAD, y), "Players", 22, MUTED)
    _text(draw, (PAD + 318, y + 2), "gold", 18, MUTED, anchor="ma")
    _text(draw, (PAD + 360, y + 2), "unrolled dice (everyone's pool is open)", 18, MUTED)
    y += 34
    for p in view["players"]:
        current = p["name"] == view["current"]
        fill = CURRENT_FILL if current else PANEL
        draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + 50), radius=8, fill=fill)
        name = p["name"] if len(p["name"]) <= 14 else p["name"][:13] + "…"
        ink = TEXT if p["playing"] else MUTED
        if current:
            draw.polygon([(PAD + 8, y + 14), (PAD + 8, y + 36), (PAD + 22, y + 25)], fill=HIGHLIGHT)
        _text(draw, (PAD + 30, y + 12), name, 24, HIGHLIGHT if current else ink)
        # gold as a coin
        cx = PAD + 300
        draw.ellipse((cx, y + 7, cx + 36, y + 43), fill=(212, 175, 55), outline=(120, 90, 10), width=2)
        _text(draw, (cx + 18, y + 26), str(p["gold"]), 20, (30, 20, 0), anchor="mm")
        x = cx + 60
        note = _player_note(view, p)
        if note is not None:
            strong = current or p["name"] in view.get("winners", [])
            _text(draw, (x, y + 12), _fit(note, 20, WIDTH - PAD - x - 12), 20, HIGHLIGHT if strong else MUTED)
        else:
            for color in COLORS:
                count = p["pool"][color]
                draw_die(draw, x, y + 8, 34, color, dim=count == 0)
                _text(draw, (x + 42, y + 12), f"x{count}", 22, TEXT if count else MUTED)
                x += 110
            _text(draw, (WIDTH - PAD - 12, y + 12), f"{p['dice']}", 22, MUTED, anchor="ra")
        y += 58
    return y


def _footer(draw: ImageDraw.ImageDraw, view: dict, y: int) -> None:
    void = view["void"]
    text = "Void: " + "  ".join(f"{LETTER[c]} {void[c]}" for c in COLORS)
    if view["has_summoner"]:
        held = view["summoner"]
        text += "    On the Summoner: " + ("  ".join(f"{LETTER[c]} {held[c]}" for c in COLORS if held[c]) or "none")
    _text(draw, (PAD, y + 6), text, 20, MUTED)
    if view.get("last_result") and view.get("trick"):
        _text(draw, (PAD, y + 30), view["last_result"], 18, MUTED)


def render_thrown_private(player_view: Any) -> Image.Image:
    """Your own pool, gold and the moves you can make now (for an ephemeral reply)."""
    view = _dump(player_view)
    hints = view["hints"][:12]
    height = 92 + 150 + 40 + 30 * max(1, len(hints)) + 30
    image, draw = new_canvas(800, height)
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
