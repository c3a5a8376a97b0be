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
    fitting_size,
    new_canvas,
    text_width,
    wrap,
)

WIDTH = 640
"""Narrow, so that a phone (about 400 px wide) shows every text at least 9 px tall: nothing under SMALL."""
SMALL = 15
HEADER = 84
DIE = 56
GAP = 8
FOOTER_LINE = 24
DICE_ROW = DIE + 34
"""A row of party dice with their position numbers above."""

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
    corner = max(SMALL, int(size / 4.4))
    say(draw, (x + 4, y + 2), LETTER[die.colour], corner, INK)
    if number is not None:
        say(draw, (x + size / 2, y - 26), str(number), 18, HIGHLIGHT if fresh else TEXT, anchor="ma")
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


WON_SLOTS = 4
"""Captured warrants drawn one by one; beyond that one pile with the count and their total."""


def draw_won_warrants(draw: ImageDraw.ImageDraw, values: list[int], x: int, y: int) -> None:
    """A player's captured warrants: one chip each while they fit; beyond that one pile with the count
    and their total, so the row keeps its length."""
    if len(values) <= WON_SLOTS:
        for value in values:
            warrant_card(draw, x, y, value, w=32, h=38)
            x += 36
        return
    for offset in (0, 4, 8):  # a pile of chips
        warrant_card(draw, x + offset, y - offset, None, w=26, h=32)
    say(draw, (x + 42, y - 6), f"x{len(values)} = {sum(values)}", 20, TEXT)


def marker(draw: ImageDraw.ImageDraw, x: float, y: float, colour, s: int = 34) -> None:
    """A duel marker: a pennant in the owner's colour."""
    draw.line((x, y, x, y + s), fill=TEXT, width=3)
    draw.polygon([(x + 2, y), (x + s * 0.8, y + s * 0.22), (x + 2, y + s * 0.45)], fill=colour, outline=TEXT)


# --- the picture ----------------------------------------------------------------------------------


def render_wurfelhelden(public_view: PublicView, events: list[dict[str, Any]], true_colour: bool = False
                        ) -> Image.Image:
    view = public_view if isinstance(public_view, PublicView) else PublicView.model_validate(public_view)
    colours = {s.name: PALETTE[PLAYER_COLOURS[i % len(PLAYER_COLOURS)]] for i, s in enumerate(view.seats)}
    lines = narration(events) or opening_lines(view)
    footer = 40 + FOOTER_LINE * len(lines) if lines else 0
    key = key_lines()
    key_h = 14 + 20 * len(key)
    heights = [seat_height(view, seat) for seat in view.seats]
    height = HEADER + chase_height(view) + sum(heights) + GAP * (len(view.seats) + 3) + footer + key_h + 4
    image, draw = new_canvas(WIDTH, height, None if true_colour else "wurfelhelden")
    draw_header(draw, view)
    y = HEADER + GAP
    y += draw_chase(draw, view, colours, y) + GAP
    for seat, seat_h in zip(view.seats, heights, strict=True):
        draw_seat(draw, view, seat, colours[seat.name], y, seat_h)
        y += seat_h + GAP
    if lines:
        draw.rounded_rectangle((10, y, WIDTH - 10, y + footer - 8), radius=10, fill=PANEL)
        say(draw, (22, y + 8), "What just happened", 16, MUTED)
        for i, line in enumerate(lines):
            say(draw, (22, y + 34 + i * FOOTER_LINE), line, 18, TEXT)
        y += footer
    draw_key(draw, key, y, key_h)
    return image


KEY = ("Key: W, Y, R a white, yellow, red die · sword + n: n swords, to chase the villain · coin: 1 coin "
       "(2 when no sword shows) · +Y, +R: a die of that colour joins from your tableau · X: the die runs "
       "away to the tableau · ?: not rolled · warrant: a villain's bounty in coins.")


def key_lines() -> list[str]:
    return wrap(KEY, SMALL, WIDTH - 44)


def draw_key(draw: ImageDraw.ImageDraw, lines: list[str], y: int, height: int) -> None:
    """What the letters and symbols on the table mean, for a player who never read the rules."""
    draw.rounded_rectangle((10, y, WIDTH - 10, y + height - 6), radius=10, fill=PANEL)
    for i, line in enumerate(lines):
        say(draw, (22, y + 4 + i * 20), line, SMALL, MUTED)


def narration(events: list[dict[str, Any]], keep: int = 7) -> list[str]:
    engine = registry.get("wurfelhelden")
    lines: list[str] = []
    for event in events:
        text = engine.narrate(event)
        if text:
            lines.extend(wrap(text.replace("**", ""), 18, WIDTH - 44))
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
    return wrap(text, 18, WIDTH - 44)


def draw_header(draw: ImageDraw.ImageDraw, view: PublicView) -> None:
    if view.finished:
        best = max(view.scores.values())
        status = f"Game over: {' and '.join(view.winners)} win{'s' if len(view.winners) == 1 else ''} with {best}"
    elif view.roll_no == 0:
        status = f"{view.current}'s turn: roll the party"
    else:
        status = f"{view.current}'s turn: reroll or stop"
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)  # render.common.header's bar (its texts are drawn here)
    say(draw, (16, 8), f"Würfelhelden · round {view.turn_no}", 16, MUTED)
    say(draw, (16, 38), status, fitting_size(status, 30, WIDTH - 32, 20), HIGHLIGHT)
    if view.finished:
        return
    # which roll: three boxes, filled for the rolls made
    label = "first roll next" if view.roll_no == 0 else f"roll {view.roll_no} of 3"
    x = WIDTH - 16 - 3 * 32
    say(draw, (x - 8, 8), label, 16, TEXT, anchor="ra")
    for i in range(3):
        bx = x + i * 32
        filled = i < view.roll_no
        draw.rounded_rectangle((bx, 4, bx + 28, 30), radius=5, fill=HIGHLIGHT if filled else PANEL,
                               outline=HIGHLIGHT, width=2)
        say(draw, (bx + 14, 6), str(i + 1), 18, INK if filled else HIGHLIGHT, anchor="ma")


CHASE_DICE_X = 250
CHASE_DICE_PER_ROW = (WIDTH - 20 - CHASE_DICE_X) // (DIE + GAP)


def chase_height(view: PublicView) -> int:
    dice = len(view.chase.dice) + 1 if view.chase else 0  # + the duel marker
    rows = max(1, -(-dice // CHASE_DICE_PER_ROW))
    return 150 + (rows - 1) * (DIE + GAP) + 70


def draw_chase(draw: ImageDraw.ImageDraw, view: PublicView, colours: dict, y: int) -> int:
    """The chase by the warrants and the warrant stack under it; returns the panel's height."""
    height = chase_height(view)
    draw.rounded_rectangle((10, y, WIDTH - 10, y + height), radius=12, fill=PANEL)
    say(draw, (22, y + 10), "By the warrants", 16, MUTED)
    chase = view.chase
    if view.finished:
        say(draw, (22, y + 50), "Every villain is caught.", 22, TEXT)
        say(draw, (22, y + 82), "Most coins, warrants included, wins.", 22, TEXT)
    elif chase is None:
        say(draw, (22, y + 50), "Nobody is chasing the villain:", 22, TEXT)
        say(draw, (22, y + 82), "any sword puts you on the trail.", 22, TEXT)
    else:
        draw_chaser(draw, view, colours[chase.player], y)
    draw_warrant_stack(draw, view, y + height - 70)
    return height


def draw_chaser(draw: ImageDraw.ImageDraw, view: PublicView, owner, y: int) -> None:
    chase = view.chase
    draw.rectangle((22, y + 38, 27, y + 138), fill=owner)
    say(draw, (36, y + 36), chase.player, fitting_size(chase.player, 22, CHASE_DICE_X - 46, SMALL), owner)
    total = chase.swords
    say(draw, (36, y + 64), f"{total} sword{'s' if total != 1 else ''}", 30, TEXT)
    say(draw, (36, y + 100), f"outbid with {total + 1}+", 16, MUTED)
    if view.duel and not (chase.marker and chase.dice):
        next_time = "puts the duel marker down" if chase.dice else "keeps chasing"
    else:
        next_time = "captures"
    for i, line in enumerate(wrap(f"if not: {next_time} next turn", 16, CHASE_DICE_X - 46)[:2]):
        say(draw, (36, y + 120 + i * 20), line, 16, MUTED)
    items = [*chase.dice, None] if chase.marker else list(chase.dice)
    for i, die in enumerate(items):
        x = CHASE_DICE_X + (i % CHASE_DICE_PER_ROW) * (DIE + GAP)
        top = y + 44 + (i // CHASE_DICE_PER_ROW) * (DIE + GAP)
        if die is None:
            marker(draw, x + 8, top + 2, owner, s=40)
            say(draw, (x + 4, top + DIE - 10), "marker", SMALL, MUTED)
        else:
            draw_die(draw, x, top, die, size=DIE, fresh=die.fresh)
    if chase.marker and not chase.dice:
        say(draw, (CHASE_DICE_X + 70, y + 58), "alone: 1 sword", 16, MUTED)
        say(draw, (CHASE_DICE_X + 70, y + 78), "outbids it", 16, MUTED)


def draw_warrant_stack(draw: ImageDraw.ImageDraw, view: PublicView, y: int) -> None:
    """The warrant stack as a row, the next one first and highlighted."""
    if not view.warrants:
        say(draw, (22, y + 20), "No warrants left: the game is over", 18, TEXT)
        return
    say(draw, (22, y + 8), f"next warrant: {view.warrants[0]} coins", 20, HIGHLIGHT)
    say(draw, (22, y + 36), f"{len(view.warrants)} left", 16, MUTED)
    x = 270
    for i, value in enumerate(view.warrants[:9]):
        if i == 0:
            warrant_card(draw, x, y + 2, value, w=44, h=56, top=True)
            x += 52
        else:
            warrant_card(draw, x, y + 14, value, w=32, h=42)
            x += 36
    if len(view.warrants) > 9:
        say(draw, (x + 4, y + 24), f"+{len(view.warrants) - 9}", 16, MUTED)


PARTY_PER_ROW = (WIDTH - 40) // (DIE + GAP)


def party_items(view: PublicView, seat: SeatView) -> int:
    """Dice drawn in the seat's party rows: the party, the chase's dice as a note, the dice that ran away."""
    lost = len(view.lost) if view.lost and view.lost_by == seat.name else 0
    chasing = 1 if seat.chasing and view.chase is not None and view.chase.dice else 0
    return len(seat.party) + chasing + lost


def seat_height(view: PublicView, seat: SeatView) -> int:
    rows = max(1, -(-party_items(view, seat) // PARTY_PER_ROW))
    return 84 + rows * DICE_ROW


def draw_seat(draw: ImageDraw.ImageDraw, view: PublicView, seat: SeatView, colour, y: int, height: int) -> None:
    current = seat.name == view.current
    draw.rounded_rectangle((10, y, WIDTH - 10, y + height), radius=12, fill=PANEL,
                           outline=HIGHLIGHT if current else PANEL, width=4)
    draw.rectangle((18, y + 14, 23, y + height - 14), fill=colour)
    # name and hero; coins and score on the right
    name_w = say(draw, (32, y + 8), seat.name, fitting_size(seat.name, 24, 260, SMALL), colour)
    say(draw, (32 + name_w + 8, y + 14), seat.hero, 16, MUTED)
    say(draw, (WIDTH - 24, y + 12), f"score {seat.score}", 20, TEXT, anchor="ra")
    coins_w = say(draw, (WIDTH - 140, y + 10), f"{seat.coins}", 22, TEXT, anchor="ra")
    coin(draw, WIDTH - 140 - coins_w - 16, y + 22, 11)
    # what the seat is doing, the tableau, the captured warrants, the duel marker
    doing = "WINNER" if seat.name in view.winners else ("rolling now" if view.roll_no else "to roll") if current else ""
    x = 32
    if doing:
        x += say(draw, (x, y + 44), doing, 16, HIGHLIGHT) + 14
    x = draw_tableau(draw, seat, x, y + 42)
    draw_won_warrants(draw, seat.warrants, x + 12, y + 38)
    if seat.marker == "home":
        marker(draw, WIDTH - 40, y + 40, colour, s=30)
        say(draw, (WIDTH - 50, y + 46), "duel marker", SMALL, MUTED, anchor="ra")
    draw_party(draw, view, seat, y + 84)


def draw_tableau(draw: ImageDraw.ImageDraw, seat: SeatView, x: int, y: int) -> int:
    """The dice waiting in the tableau as letter chips; returns where the row ends."""
    x += say(draw, (x, y + 2), "tableau", SMALL, MUTED) + 6
    if seat.tableau.get("yellow", 0) + seat.tableau.get("red", 0) == 0:
        return x + say(draw, (x, y + 2), "empty", SMALL, MUTED)
    for colour_name in ("yellow", "red"):
        for _ in range(seat.tableau.get(colour_name, 0)):
            draw.rounded_rectangle((x, y, x + 22, y + 22), radius=4, fill=BODY[colour_name], outline=INK)
            say(draw, (x + 11, y + 2), LETTER[colour_name], SMALL, INK, anchor="ma")
            x += 25
        x += 6
    return x


def draw_party(draw: ImageDraw.ImageDraw, view: PublicView, seat: SeatView, y: int) -> None:
    """The party, numbered as `roll dice:` counts it, then what it chases with and what ran away."""
    if not seat.party and not seat.chasing:
        say(draw, (32, y + 24), "(no dice in the party)", 18, MUTED)
    slot = 0

    def place() -> tuple[int, int]:
        nonlocal slot
        x = 32 + (slot % PARTY_PER_ROW) * (DIE + GAP)
        top = y + 26 + (slot // PARTY_PER_ROW) * DICE_ROW
        slot += 1
        return x, top

    for i, die in enumerate(seat.party, 1):
        x, top = place()
        draw_die(draw, x, top, die, fresh=die.fresh, number=i)
    if seat.chasing and view.chase is not None and view.chase.dice:
        x, top = place()
        n = len(view.chase.dice)
        say(draw, (x, top + 8), f"+{n} {'die' if n == 1 else 'dice'}", 16, MUTED)
        say(draw, (x, top + 28), "chasing", 16, MUTED)
    if view.lost and view.lost_by == seat.name:
        for k, die in enumerate(view.lost):
            x, top = place()
            if k == 0:
                say(draw, (x, top - 24), "ran away", SMALL, MUTED)
            draw_die(draw, x, top, die, size=DIE, faded=True)
