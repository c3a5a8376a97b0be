"""The Würfelhelden table: the chase by the warrants and the warrant stack on top, then one panel per
player (party numbered as `roll dice:` counts it, tableau, coins, captured warrants), then what just
happened. Dice faces are drawn as symbols, and every die colour also carries its letter (W/Y/R)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines import registry
from engines.wurfelhelden.data import FACES, LETTER
from engines.wurfelhelden.model import Die, PublicView, SeatView
from render.common import (
    HIGHLIGHT,
    MUTED,
    PALETTE,
    PANEL,
    PLAYER_COLOURS,
    TEXT,
    draw_text,
    new_canvas,
    text_width,
    wrap,
)

WIDTH = 1000
HEADER = 72
CHASE_H = 176
SEAT_H = 168
DIE = 64
GAP = 10
PARTY_X = 262
FOOTER_LINE = 26

BODY = {"white": (236, 236, 236), "yellow": PALETTE["yellow"], "red": PALETTE["vermillion"]}
INK = (25, 25, 25)
COIN = (214, 160, 20)


def blend(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, ...]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))

# --- text ------------------------------------------------------------------------------------------


def say(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill, anchor: str = "la") -> float:
    """Draw text anchored left, middle or right ("l", "m", "r" as the first letter); returns its width."""
    x, y = xy
    width = text_width(text, size)
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    draw_text(draw, (x, y), text, size, fill)
    return width


# --- dice and symbols -----------------------------------------------------------------------------


def sword(draw: ImageDraw.ImageDraw, cx: float, top: float, length: float, fill) -> None:
    """An upright sword: pointed blade, cross guard, grip and pommel."""
    w = max(3.0, length * 0.085)
    guard_y = top + length * 0.68
    draw.polygon([(cx - w, guard_y), (cx - w, top + length * 0.14), (cx, top), (cx + w, top + length * 0.14),
                  (cx + w, guard_y)], fill=fill)
    g = length * 0.26
    draw.rounded_rectangle((cx - g, guard_y, cx + g, guard_y + w * 1.4), radius=2, fill=fill)
    draw.rectangle((cx - w * 0.7, guard_y, cx + w * 0.7, top + length * 0.94), fill=fill)
    r = w * 0.95
    draw.ellipse((cx - r, top + length - r * 2, cx + r, top + length), fill=fill)


def coin(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=COIN, outline=INK, width=2)
    draw.ellipse((cx - r * 0.62, cy - r * 0.62, cx + r * 0.62, cy + r * 0.62), outline=(120, 85, 0), width=2)


def mini_die(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, colour: str, plus: bool = True) -> None:
    """The yellow-die / red-die symbol: a small die of that colour with its letter and a plus."""
    draw.rounded_rectangle((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), radius=s * 0.18, fill=BODY[colour],
                           outline=INK, width=2)
    size = int(s * 0.6)
    say(draw, (cx, cy - size * 0.62), ("+" if plus else "") + LETTER[colour], size, INK, anchor="ma")


def draw_die(draw: ImageDraw.ImageDraw, x: float, y: float, die: Die, size: int = DIE, fresh: bool = False,
             faded: bool = False, number: int | None = None) -> None:
    """One die: its colour with the colour's letter in the corner, the face as a symbol; the latest roll
    gets a highlight ring; `number` is written above it (the position `roll dice:` uses)."""
    body = blend(BODY[die.colour], PANEL, 0.55) if faded else BODY[die.colour]
    if fresh:
        draw.rounded_rectangle((x - 5, y - 5, x + size + 5, y + size + 5), radius=size * 0.24, outline=HIGHLIGHT,
                               width=4)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=size * 0.18, fill=body, outline=INK, width=2)
    corner = max(11, int(size / 4.4))
    say(draw, (x + 4, y + 2), LETTER[die.colour], corner, INK)
    if number is not None:
        say(draw, (x + size / 2, y - 26), str(number), 20, HIGHLIGHT if fresh else TEXT, anchor="ma")
    cx, cy = x + size / 2, y + size / 2 + size * 0.04
    face = FACES[die.colour][die.face] if die.face else None
    if face is None:
        say(draw, (cx, cy - size * 0.2), "?", int(size * 0.4), (45, 45, 45), anchor="ma")
        return
    if face.kind == "sword":
        sword(draw, x + size * 0.34, y + size * 0.2, size * 0.68, INK)
        say(draw, (x + size * 0.74, y + size * 0.2), str(face.swords), int(size * 0.56), INK, anchor="ma")
    elif face.kind == "coin":
        coin(draw, cx, cy, size * 0.27)
    elif face.kind in ("yellow", "red"):
        mini_die(draw, cx, cy, size * 0.5, face.kind)
    else:
        w = max(4, size // 9)
        m = size * 0.26
        draw.line((cx - m, cy - m, cx + m, cy + m), fill=INK, width=w)
        draw.line((cx - m, cy + m, cx + m, cy - m), fill=INK, width=w)


def warrant_card(draw: ImageDraw.ImageDraw, x: float, y: float, value: int | None, w: int = 44, h: int = 56,
                 top: bool = False) -> None:
    """A warrant chip with its coins (None: a chip seen from the side of a pile, no value)."""
    draw.rounded_rectangle((x, y, x + w, y + h), radius=6, fill=(233, 221, 190), outline=HIGHLIGHT if top else INK,
                           width=3 if top else 2)
    draw.line((x + 6, y + 10, x + w - 6, y + 10), fill=(150, 120, 80), width=2)
    if value is not None:
        say(draw, (x + w / 2, y + h * 0.34), str(value), int(min(h * 0.42, w * 0.5)), INK, anchor="ma")


WON_SLOTS = (PARTY_X - 10 - 120) // 34
"""Captured warrants drawn one by one between the coins and the party (four fit)."""


def draw_won_warrants(draw: ImageDraw.ImageDraw, values: list[int], x: int, y: int) -> None:
    """A player's captured warrants: one chip each while they fit; beyond that one chip with the count
    and their total, so the row never runs under the party's first die."""
    if len(values) <= WON_SLOTS:
        for value in values:
            warrant_card(draw, x, y, value, w=30, h=36)
            x += 34
        return
    for offset in (0, 4, 8):  # a pile of chips
        warrant_card(draw, x + offset, y - offset, None, w=26, h=32)
    say(draw, (x + 42, y - 6), f"x{len(values)}", 22, TEXT)
    say(draw, (x + 42, y + 18), f"= {sum(values)}", 18, MUTED)


def marker(draw: ImageDraw.ImageDraw, x: float, y: float, colour, s: int = 34) -> None:
    """A duel marker: a pennant in the owner's colour."""
    draw.line((x, y, x, y + s), fill=TEXT, width=3)
    draw.polygon([(x + 2, y), (x + s * 0.8, y + s * 0.22), (x + 2, y + s * 0.45)], fill=colour, outline=TEXT)


# --- the picture ----------------------------------------------------------------------------------


def render_wurfelhelden(public_view: PublicView, events: list[dict[str, Any]]) -> Image.Image:
    view = public_view if isinstance(public_view, PublicView) else PublicView.model_validate(public_view)
    colours = {s.name: PALETTE[PLAYER_COLOURS[i % len(PLAYER_COLOURS)]] for i, s in enumerate(view.seats)}
    lines = narration(events) or opening_lines(view)
    footer = 40 + FOOTER_LINE * len(lines) if lines else 0
    height = HEADER + CHASE_H + SEAT_H * len(view.seats) + GAP * (len(view.seats) + 1) + footer + 10
    image, draw = new_canvas(WIDTH, height)
    draw_header(draw, view)
    y = HEADER + GAP
    draw_chase(draw, view, colours, y)
    y += CHASE_H + GAP
    for seat in view.seats:
        draw_seat(draw, view, seat, colours[seat.name], y)
        y += SEAT_H + GAP
    if lines:
        draw.rounded_rectangle((10, y, WIDTH - 10, y + footer - 8), radius=10, fill=PANEL)
        say(draw, (24, y + 8), "What just happened", 18, MUTED)
        for i, line in enumerate(lines):
            say(draw, (24, y + 34 + i * FOOTER_LINE), line, 19, TEXT)
    return image


def narration(events: list[dict[str, Any]], keep: int = 7) -> list[str]:
    engine = registry.get("wurfelhelden")
    lines: list[str] = []
    for event in events:
        text = engine.narrate(event)
        if text:
            lines.extend(wrap(text.replace("**", ""), 19, WIDTH - 60))
    if len(lines) > keep:
        lines = ["...", *lines[-(keep - 1):]]
    return lines


def opening_lines(view: PublicView) -> list[str]:
    """Before anyone has moved: how the opening roll went."""
    if not view.opening or view.turn_no != 1 or view.roll_no or view.opener is None:
        return []
    last = view.opening[-1]
    swords = {p: sum(FACES["white"][f].swords for f in faces) for p, faces in last.items()}
    parts = ", ".join(f"{p} {n}" for p, n in swords.items())
    again = f" (after {len(view.opening)} roll-offs)" if len(view.opening) > 1 else ""
    text = (f"Opening roll{again}: {parts} swords. {view.opener} rolled the most and chases first; "
            f"{view.current} starts.")
    return wrap(text, 19, WIDTH - 60)


def draw_header(draw: ImageDraw.ImageDraw, view: PublicView) -> None:
    if view.finished:
        best = max(view.scores.values())
        status = f"Game over: {' and '.join(view.winners)} win{'s' if len(view.winners) == 1 else ''} with {best}"
    elif view.roll_no == 0:
        status = f"{view.current}'s turn: roll the party"
    else:
        status = f"{view.current}'s turn: reroll or stop"
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)  # render.common.header's bar (its texts are drawn here)
    say(draw, (16, 8), f"Würfelhelden  ·  round {view.turn_no}", 18, MUTED)
    say(draw, (16, 32), status, 30, HIGHLIGHT)
    if view.finished:
        return
    # which roll, large: three boxes, filled for the rolls made
    label = "first roll next" if view.roll_no == 0 else f"after roll {view.roll_no} of 3"
    say(draw, (WIDTH - 16, 6), label, 18, TEXT, anchor="ra")
    for i in range(3):
        bx = WIDTH - 16 - (3 - i) * 50 + 6
        filled = i < view.roll_no
        draw.rounded_rectangle((bx, 28, bx + 42, 66), radius=7, fill=HIGHLIGHT if filled else PANEL,
                               outline=HIGHLIGHT, width=3)
        say(draw, (bx + 21, 31), str(i + 1), 28, INK if filled else HIGHLIGHT, anchor="ma")


def draw_chase(draw: ImageDraw.ImageDraw, view: PublicView, colours: dict, y: int) -> None:
    draw.rounded_rectangle((10, y, WIDTH - 10, y + CHASE_H), radius=12, fill=PANEL)
    say(draw, (24, y + 10), "By the warrants", 20, MUTED)
    chase = view.chase
    if view.finished:
        say(draw, (24, y + 64), "Every villain is caught.", 24, TEXT)
        say(draw, (24, y + 96), "Most coins, warrants included, wins.", 24, TEXT)
    elif chase is None:
        say(draw, (24, y + 64), "Nobody is chasing the villain:", 24, TEXT)
        say(draw, (24, y + 96), "any sword puts you on the trail.", 24, TEXT)
    else:
        owner = colours[chase.player]
        draw.rectangle((24, y + 40, 30, y + 40 + 112), fill=owner)
        say(draw, (42, y + 38), chase.player, 26, owner)
        total = chase.swords
        say(draw, (42, y + 70), f"{total} sword{'s' if total != 1 else ''}", 34, TEXT)
        say(draw, (42, y + 112), f"outbid with {total + 1} or more", 18, MUTED)
        if view.duel and not (chase.marker and chase.dice):
            next_time = "puts the duel marker down" if chase.dice else "keeps chasing"
        else:
            next_time = "captures"
        say(draw, (42, y + 136), f"if not: {next_time} next turn", 18, MUTED)
        x = 300
        for die in chase.dice:
            draw_die(draw, x, y + 56, die, size=DIE, fresh=die.fresh)
            x += DIE + GAP
        if chase.marker:
            marker(draw, x + 8, y + 60, owner, s=48)
            say(draw, (x + 4, y + 116), "duel marker", 16, MUTED)
            if not chase.dice:
                say(draw, (x + 70, y + 70), "(alone: 1 sword outbids it)", 18, MUTED)
    # the warrant stack as a row, the next one first and highlighted
    sx = WIDTH - 330
    say(draw, (sx, y + 10), f"Warrants left: {len(view.warrants)}", 20, MUTED)
    if not view.warrants:
        say(draw, (sx, y + 60), "none: the game is over", 20, TEXT)
        return
    say(draw, (sx, y + 40), f"next: {view.warrants[0]} coins", 24, HIGHLIGHT)
    x = sx
    for i, value in enumerate(view.warrants):
        if i == 0:
            warrant_card(draw, x, y + 80, value, w=56, h=72, top=True)
            x += 64
        else:
            warrant_card(draw, x, y + 96, value, w=36, h=50)
            x += 40


def draw_seat(draw: ImageDraw.ImageDraw, view: PublicView, seat: SeatView, colour, y: int) -> None:
    current = seat.name == view.current
    draw.rounded_rectangle((10, y, WIDTH - 10, y + SEAT_H), radius=12, fill=PANEL,
                           outline=HIGHLIGHT if current else PANEL, width=4)
    draw.rectangle((18, y + 14, 24, y + SEAT_H - 14), fill=colour)
    name_w = say(draw, (36, y + 10), seat.name, 26, colour)
    say(draw, (36 + name_w + 10, y + 18), seat.hero, 16, MUTED)
    if seat.name in view.winners:
        say(draw, (36, y + 40), "WINNER", 18, HIGHLIGHT)
    elif current:
        say(draw, (36, y + 40), "rolling now" if view.roll_no else "to roll", 18, HIGHLIGHT)
    # coins, warrants, score
    coin(draw, 48, y + 82, 12)
    say(draw, (66, y + 70), f"{seat.coins}", 24, TEXT)
    draw_won_warrants(draw, seat.warrants, 120, y + 66)
    say(draw, (36, y + 108), f"score {seat.score}", 20, TEXT)
    # the tableau: dice waiting
    tx = 36
    say(draw, (tx, y + 136), "tableau", 16, MUTED)
    tx += 64
    for colour_name in ("yellow", "red"):
        for _ in range(seat.tableau.get(colour_name, 0)):
            draw.rounded_rectangle((tx, y + 134, tx + 18, y + 152), radius=4, fill=BODY[colour_name], outline=INK)
            say(draw, (tx + 9, y + 136), LETTER[colour_name], 13, INK, anchor="ma")
            tx += 22
        tx += 8
    if seat.tableau.get("yellow", 0) + seat.tableau.get("red", 0) == 0:
        say(draw, (tx, y + 136), "empty", 16, MUTED)
    # the party, numbered as `roll dice:` counts it
    x = PARTY_X
    top = y + 58
    if not seat.party and not seat.chasing:
        say(draw, (x, top + 20), "(no dice in the party)", 18, MUTED)
    for i, die in enumerate(seat.party, 1):
        draw_die(draw, x, top, die, fresh=die.fresh, number=i)
        x += DIE + GAP
    if seat.chasing and view.chase is not None:
        n = len(view.chase.dice)
        if n:
            say(draw, (x + 4, top + 8), f"+{n} {'die' if n == 1 else 'dice'}", 18, MUTED)
            say(draw, (x + 4, top + 32), "chasing", 18, MUTED)
            x += 90
    if view.lost and view.lost_by == seat.name:
        say(draw, (x + 6, top - 26), "ran away (X)", 16, MUTED)
        for die in view.lost:
            draw_die(draw, x + 6, top + 10, die, size=44, faded=True)
            x += 52
    if seat.marker == "home":
        marker(draw, WIDTH - 44, y + 16, colour, s=30)
        say(draw, (WIDTH - 24, y + 50), "duel marker", 13, MUTED, anchor="ra")
