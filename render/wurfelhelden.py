"""The Würfelhelden table, drawn for Discord's box (about 400 × 400 px on a phone, issue 37): a picture about
as wide as it is tall, with large dice and few, large words. Whose turn and the roll on top, the chase by
the warrants with the next warrant beside it, then one row per player (name, tableau, coins, captured
warrants, the party numbered as `roll dice:` counts it). The rest is said in the message text
(engines/wurfelhelden/standing.py: the chase's rule, the warrant stack, the tableaux; the narration).
Dice faces are drawn as symbols, and every die colour also carries its letter (W/Y/R; German's W/G/R). Every
word drawn is the reader's, from lang/locales/*/wurfelhelden.ftl (`words`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, cast

from PIL import Image, ImageDraw

from engines.wurfelhelden.data import FACES, Colour
from engines.wurfelhelden.model import Die, PublicView, SeatView
from lang import ENGLISH, Words
from render import indexed
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
    stamp,
    text_width,
)

WIDTH = 640
"""With four players the picture is about as tall (a phone shows it at about 400 × 400): nothing under SMALL."""
SMALL = 18
HEADER = 56
DIE = 50
GAP = 8
CHASE = 120
NAME_LINE = 34
DICE_ROW = DIE + 24
"""A row of party dice with their position numbers under them."""
SEAT = NAME_LINE + DICE_ROW

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


def mini_die(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, colour: Colour, words: Words) -> None:
    """The yellow-die / red-die symbol: a small die of that colour with its letter and a plus."""
    draw.rounded_rectangle((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), radius=s * 0.18, fill=BODY[colour],
                           outline=INK, width=2)
    size = int(s * 0.6)
    say(draw, (cx, cy - size * 0.62), words("wh-grow", colour=colour), size, INK, anchor="ma")


RING = 5
"""How far the latest roll's highlight ring reaches outside its die."""


def draw_die(draw: ImageDraw.ImageDraw, x: int, y: int, die: Die, words: Words, size: int = DIE,
             fresh: bool = False, faded: bool = False, number: int | None = None) -> None:
    """One die: its colour with the colour's letter in the corner, the face as a symbol; the latest roll
    gets a highlight ring; `number` is written under it (the position `roll dice:` uses). On a picture in
    the palette, where the die lies on one colour (a row's panel), it is pasted from one drawn before on that
    colour: a party's dice were half of a picture's drawing (rounded corners, symbols and letters), and a
    table shows few different ones."""
    game = indexed.game_of(draw)
    under = _flat_under_die(draw, x, y, size) if game is not None else None
    if game is not None and under is not None and not (fresh and indexed.index_of(game, HIGHLIGHT) == under):
        left, top = RING + (x - RING) % 2, RING + (y - RING) % 2  # the die's place on its stamp: x's, y's parity
        sprite, shape = _die_stamp(die.colour, die.face, size, fresh, faded, words, game, under, (left, top))
        stamp(draw, sprite, (x - left, y - top), shape)
    else:
        _draw_die_at(draw, x, y, die, words, size, fresh, faded)
    if number is not None:
        say(draw, (x + size / 2, y + size + 5), str(number), SMALL, HIGHLIGHT if fresh else TEXT, anchor="ma")


def _flat_under_die(draw: ImageDraw.ImageDraw, x: int, y: int, size: int) -> int | None:
    """The one index under the die's own square, when it lies whole on the picture (its ring may cross a
    neighbour's: the ring's pixels are one solid colour, the same on any ground)."""
    box = (x, y, x + size + 1, y + size + 1)
    return indexed.flat_under(draw, box) if indexed.shown_box(draw, (x, y), (size + 1, size + 1)) == box else None


@lru_cache(maxsize=256)  # 4 KB each
def _die_stamp(colour: Colour, face: int | None, size: int, fresh: bool, faded: bool, words: Words, game: str,
               under: int, at: tuple[int, int]) -> tuple[Image.Image, Image.Image]:
    """A die drawn at `at` on the palette's entry `under` (what lies under its square), with room for its ring,
    and the mask of what it drew: every pixel not `under` (one that is, within its square, is `under` in the
    picture too). `at` has the parity of the die's place in the picture: its symbols lie on half pixels, which
    Python rounds to the even one, so only a shift by an even number of pixels draws them the same."""
    side = size + 2 * RING + 2
    image, draw = indexed.blank_in(game, side, side, under)
    _draw_die_at(draw, *at, Die(colour=colour, face=face), words, size, fresh, faded)
    return image, image.point([0 if index == under else 255 for index in range(256)], "L")


def _draw_die_at(draw: ImageDraw.ImageDraw, x: int, y: int, die: Die, words: Words, size: int, fresh: bool,
                 faded: bool) -> None:
    body = blend(BODY[die.colour], PANEL, 0.55) if faded else BODY[die.colour]
    if fresh:
        draw.rounded_rectangle((x - RING, y - RING, x + size + RING, y + size + RING), radius=size * 0.24,
                               outline=HIGHLIGHT, width=4)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=size * 0.18, fill=body, outline=INK, width=2)
    corner = max(14, int(size / 3.6))
    say(draw, (x + 4, y + 1), words("wh-letter", colour=die.colour), corner, INK)
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
        mini_die(draw, cx, cy, size * 0.5, cast(Colour, face.kind), words)  # a die face of its colour
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


def marker(draw: ImageDraw.ImageDraw, x: float, y: float, colour, s: int = 34) -> None:
    """A duel marker: a pennant in the owner's colour."""
    draw.line((x, y, x, y + s), fill=TEXT, width=3)
    draw.polygon([(x + 2, y), (x + s * 0.8, y + s * 0.22), (x + 2, y + s * 0.45)], fill=colour, outline=TEXT)


# --- the picture ----------------------------------------------------------------------------------


def render_wurfelhelden(public_view: PublicView, events: list[dict[str, Any]], true_colour: bool = False,
                        words: Words = ENGLISH) -> Image.Image:
    """The table now; what just happened is the message's narration, so `events` draw nothing."""
    view = public_view if isinstance(public_view, PublicView) else PublicView.model_validate(public_view)
    colours = {s.name: PALETTE[PLAYER_COLOURS[i % len(PLAYER_COLOURS)]] for i, s in enumerate(view.seats)}
    height = HEADER + GAP + CHASE + GAP + len(view.seats) * (SEAT + GAP)
    image, draw = new_canvas(WIDTH, height, None if true_colour else "wurfelhelden")
    draw_header(draw, view, words)
    y = HEADER + GAP
    draw_chase(draw, view, colours, y, words)
    y += CHASE + GAP
    for seat in view.seats:
        draw_seat(draw, view, seat, colours[seat.name], y, words)
        y += SEAT + GAP
    return image


def draw_header(draw: ImageDraw.ImageDraw, view: PublicView, words: Words) -> None:
    """Whose turn and what they do, large; the three rolls as boxes, filled for the rolls made."""
    if view.finished:
        status = words("wh-picture-won", winners=words.listed(view.winners), count=len(view.winners),
                       score=max(view.scores.values()))
    elif view.roll_no == 0:
        status = words("wh-picture-roll", player=view.current)
    else:
        status = words("wh-picture-reroll", player=view.current)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    room = WIDTH - 32 - (0 if view.finished else 3 * 40)
    say(draw, (16, 10), status, fitting_size(status, 32, room, 22), HIGHLIGHT)
    if view.finished:
        return
    x = WIDTH - 12 - 3 * 40
    for i in range(3):
        bx = x + i * 40
        filled = i < view.roll_no
        draw.rounded_rectangle((bx, 10, bx + 34, 46), radius=6, fill=HIGHLIGHT if filled else PANEL,
                               outline=HIGHLIGHT, width=2)
        say(draw, (bx + 17, 14), str(i + 1), 24, INK if filled else HIGHLIGHT, anchor="ma")


WARRANT_X = WIDTH - 118
"""Where the next warrant stands, on the right of the chase."""


def draw_chase(draw: ImageDraw.ImageDraw, view: PublicView, colours: dict, y: int, words: Words) -> None:
    """The chase by the warrants: who chases with how many swords and their dice; the next warrant."""
    draw.rounded_rectangle((10, y, WIDTH - 10, y + CHASE), radius=12, fill=PANEL)
    chase = view.chase
    if view.finished:
        say(draw, (24, y + 18), words("wh-picture-all-caught"), 30, TEXT)
        say(draw, (24, y + 62), words("wh-picture-all-caught-2"), 30, TEXT)
    elif chase is None:
        say(draw, (24, y + 18), words("wh-picture-no-chase"), 30, TEXT)
        say(draw, (24, y + 62), words("wh-picture-no-chase-2"), 30, MUTED)
    else:
        draw_chaser(draw, chase, colours[chase.player], y, words)
    draw_next_warrant(draw, view, y, words)


def draw_chaser(draw: ImageDraw.ImageDraw, chase, owner, y: int, words: Words) -> None:
    draw.rectangle((18, y + 14, 24, y + CHASE - 14), fill=owner)
    say(draw, (34, y + 10), chase.player, fitting_size(chase.player, 28, 190, 20), owner)
    say(draw, (34, y + 50), f"{chase.swords}", 48, TEXT)
    sword(draw, 34 + text_width(f"{chase.swords}", 48) + 22, y + 56, 52, TEXT)
    items = [*chase.dice, None] if chase.marker else list(chase.dice)
    room = WARRANT_X - 240 - 12
    size = min(DIE, max(28, int(room / max(1, len(items))) - GAP))
    per_row = max(1, room // (size + GAP))
    rows = -(-len(items) // per_row)
    top = y + (CHASE - rows * size - (rows - 1) * GAP) // 2
    for i, die in enumerate(items):
        x = 240 + (i % per_row) * (size + GAP)
        dy = top + (i // per_row) * (size + GAP)
        if die is None:
            marker(draw, x + 6, dy + 4, owner, s=size - 8)
        else:
            draw_die(draw, x, dy, die, words, size=size, fresh=die.fresh)


def draw_next_warrant(draw: ImageDraw.ImageDraw, view: PublicView, y: int, words: Words) -> None:
    """The top warrant as a large chip with its coins, and how many are left."""
    if not view.warrants:
        return
    warrant_card(draw, WARRANT_X, y + 10, view.warrants[0], w=96, h=72, top=True)
    say(draw, (WARRANT_X + 48, y + 88), words("wh-picture-warrants-left", count=len(view.warrants)), 22, TEXT,
        anchor="ma")


def draw_seat(draw: ImageDraw.ImageDraw, view: PublicView, seat: SeatView, colour, y: int, words: Words) -> None:
    """A player's row: name, tableau and duel marker, coins and captured warrants, then the party."""
    current = seat.name == view.current or seat.name in view.winners
    draw.rounded_rectangle((10, y, WIDTH - 10, y + SEAT), radius=12, fill=PANEL,
                           outline=HIGHLIGHT if current else PANEL, width=4)
    draw.rectangle((18, y + 12, 24, y + SEAT - 12), fill=colour)
    name_w = say(draw, (34, y + 6), seat.name, fitting_size(seat.name, 26, 200, 20), colour)
    x = draw_tableau(draw, seat, 34 + name_w + 14, y + 10, words)
    if seat.marker == "home":
        marker(draw, x + 8, y + 6, colour, s=26)
    right: float = WIDTH - 24
    if seat.warrants:
        right -= say(draw, (right, y + 6), f"×{len(seat.warrants)}", 26, TEXT, anchor="ra") + 6
        warrant_card(draw, right - 24, y + 6, None, w=24, h=28)
        right -= 40
    right -= say(draw, (right, y + 6), f"{seat.coins}", 26, TEXT, anchor="ra") + 18
    coin(draw, right, y + 20, 13)
    draw_party(draw, view, seat, y + NAME_LINE, words)


def draw_tableau(draw: ImageDraw.ImageDraw, seat: SeatView, x: float, y: float, words: Words) -> float:
    """The dice waiting in the tableau as letter chips; returns where the row ends."""
    for colour_name in ("yellow", "red"):
        for _ in range(seat.tableau.get(colour_name, 0)):
            draw.rounded_rectangle((x, y, x + 24, y + 24), radius=4, fill=BODY[colour_name], outline=INK)
            say(draw, (x + 12, y + 1), words("wh-letter", colour=colour_name), SMALL, INK, anchor="ma")
            x += 27
        x += 6
    return x


def draw_party(draw: ImageDraw.ImageDraw, view: PublicView, seat: SeatView, y: int, words: Words) -> None:
    """The party, numbered as `roll dice:` counts it, then its dice by the warrants and those that ran
    away (faded), all in one row: the dice shrink to fit."""
    chasing = len(view.chase.dice) if seat.chasing and view.chase is not None else 0
    lost = view.lost if view.lost and view.lost_by == seat.name else []
    if not seat.party and not chasing:
        say(draw, (34, y + 12), words("wh-picture-no-dice"), 24, MUTED)
        return
    slots = len(seat.party) + len(lost) + (2 if chasing else 0)
    size = min(DIE, int((WIDTH - 48) / slots) - GAP)
    x = 34
    for i, die in enumerate(seat.party, 1):
        draw_die(draw, x, y, die, words, size=size, fresh=die.fresh, number=i)
        x += size + GAP
    if chasing:
        say(draw, (x + 4, y + size / 2 - 14), words("wh-picture-chasing", count=chasing) if slots < 8 else
            f"+{chasing}", SMALL, MUTED)
        x += 2 * (size + GAP)
    for die in lost:
        draw_die(draw, x, y, die, words, size=size, faded=True)
        x += size + GAP
