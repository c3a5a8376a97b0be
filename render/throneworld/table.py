"""The two table pictures, drawn for the box Discord shows a picture in (a phone's about 400 x 400 px):
the public one, SIDE x SIDE, only the map (around the action, with the whole galaxy small in a corner);
and a player's own (the map around their affairs with the tiles they scanned, then their chits, hidden
orders and plan).
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from lang import ENGLISH, Words
from render.common import BACKGROUND, HIGHLIGHT, MUTED, PANEL, TEXT, new_canvas
from render.indexed import canvas_like
from render.throneworld.galaxy_map import _hex_key, draw_map, geometry
from render.throneworld.panel import LINE, LINE_H, SECTION_HEAD, _section, _section_height, status_line
from render.throneworld.style import INK, SIMULTANEOUS, _fit, _text, _units_text, said_text, seats

# --- the public table -------------------------------------------------------------------------------


SIDE = 640
"""The public picture is SIDE x SIDE: Discord shows a picture within a box (a phone's about 400 x 400 px),
so a square is shown largest, at 0.625 of its size."""
CLOSE_HEX = 116.0
"""The close-up's hex size: every text on the map scales with it (k = size / 92), so its smallest writing
(a Survey Team's letter, 12 k) is 15 px, 9.5 px as shown in the box."""
INSET_W = 196
"""The whole galaxy in a corner of the picture, colours and arrows only (writing that small could not be
read), with the close-up's window marked on it: where the action is, and who holds what."""
INSET_EDGE = 3


def render_throneworld(view: Any, events: list[dict[str, Any]], true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """The table for the channel, from the public view only: the map around the action as large as the
    picture allows, the whole galaxy small in its emptiest corner. The turn, the empires, their techs,
    credits and chits, the situation and the key are the message's words (engines/throneworld/standing.py).
    Drawn in the game's palette (render/indexed.py); `true_colour`: in RGB, as the palette is made from and
    checked against."""
    game = None if true_colour else "throneworld"
    events = events or []
    ground = view.ground
    who = seats(ground.get("empires", {}), view.order)
    window = view.phase in ("window", "counterjam")
    proposal = view.proposal if window else None
    responses = view.responses if window else None
    image, draw = new_canvas(SIDE, SIDE, game)
    focus = _focus(view, events, None)
    box = _close_up(image, (SIDE, SIDE), ground, who, events, proposal, None, responses, focus, words)
    overview = _overview(game, ground, who, events, proposal, None, responses, words)
    _inset(image, draw, overview, ground, box, focus)
    return image


def _inset(image: Image.Image, draw: ImageDraw.ImageDraw, overview: Image.Image, ground: dict[str, Any],
           box: tuple[float, float, float, float], focus: str | None) -> None:
    """The overview pasted, framed, in the corner of the picture farthest from the focus hex, with the
    close-up's window marked on it."""
    geo = geometry(_hex_key(ground), CLOSE_HEX)
    fx, fy = geo.centres.get(focus or "") or ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    right = fx - box[0] < image.width / 2
    bottom = fy - box[1] < image.height / 2
    left = image.width - overview.width - INSET_EDGE if right else INSET_EDGE
    top = image.height - overview.height - INSET_EDGE if bottom else INSET_EDGE
    draw.rectangle((left - INSET_EDGE, top - INSET_EDGE, left + overview.width + INSET_EDGE - 1,
                    top + overview.height + INSET_EDGE - 1), fill=INK)
    image.paste(overview, (left, top))
    _mark_close_up(draw, ground, box, left, top, overview.size)


def _focus(view: Any, events: list[dict[str, Any]], me: str | None) -> str | None:
    """The hex the close-up centres on: a battle, the proposal's or a move's target, the awaited (or the
    viewing) player's homeworld, else the Throneworld. The first of the message's events wins: a person's
    move comes before the AI replies merged into the same message, and it is theirs to see (issue 38)."""
    for e in events:
        if e.get("type") == "battle" and e.get("hex"):
            return e["hex"]
    for p in view.proposal or []:
        if p.get("target"):
            return p["target"]
    for e in events:
        for key in ("to", "target", "hex"):
            if isinstance(e.get(key), str):
                return e[key]
    empires = view.ground.get("empires", {})
    for name in [me, *(view.awaiting or []), view.current]:
        home = (empires.get(name) or {}).get("home") if name else None
        if home:
            return home
    return None


def _close_up(image: Image.Image, size: tuple[int, int], ground: dict[str, Any], who: Any, events: list[dict[str, Any]],
              proposal: Any, me: str | None, responses: Any, focus: str | None, words: Words, top: int = 0
              ) -> tuple[float, float, float, float]:
    """The map around `focus` drawn large, `size` at `top`; returns the window's box in the large map's
    pixels."""
    width, height = size
    geo = geometry(_hex_key(ground), CLOSE_HEX)
    centre = geo.centres.get(focus or "") or (geo.width / 2, geo.height / 2)
    x0 = int(min(max(0.0, centre[0] - width / 2), max(0.0, geo.width - width)))
    y0 = int(min(max(0.0, centre[1] - height / 2), max(0.0, geo.height - height)))
    reach = CLOSE_HEX * 1.2

    def near(c: tuple[float, float]) -> bool:  # in the window's own pixels
        return -reach <= c[0] <= width + reach and -reach <= c[1] <= height + reach

    whole = (width, height) == image.size  # the public picture is the close-up: drawn in place, not pasted
    window = image if whole else canvas_like(image, width, height, BACKGROUND)[0]
    draw_map(window, -y0, ground, who, events, proposal, me, responses, words, hex_size=CLOSE_HEX, near=near,
             left=-x0)
    if not whole:
        image.paste(window, (0, top))
    return (x0, y0, x0 + width, y0 + height)


def _overview(game: str | None, ground: dict[str, Any], who: Any, events: list[dict[str, Any]], proposal: Any,
              me: str | None, responses: Any, words: Words) -> Image.Image:
    key = _hex_key(ground)
    geo = geometry(key, _overview_hex(key))
    canvas, _ = new_canvas(geo.width, geo.height, game)
    draw_map(canvas, 0, ground, who, events, proposal, me, responses, words, hex_size=geo.size, writing=False)
    return canvas


def _overview_hex(key: tuple[tuple[str, str], ...]) -> float:
    """The overview's hex size: the whole map about INSET_W wide, drawn at that size (drawing the map
    large and shrinking it cost 7 ms a picture)."""
    whole = geometry(key)
    return whole.size * INSET_W / whole.width


def _mark_close_up(draw: ImageDraw.ImageDraw, ground: dict[str, Any], box: tuple[float, float, float, float],
                   left: int, top: int, size: tuple[int, int]) -> None:
    """The close-up's window drawn on the overview (within its `size`), so a player sees where it is."""
    key = _hex_key(ground)
    big, small = geometry(key, CLOSE_HEX), geometry(key, _overview_hex(key))
    name = next(iter(big.centres))  # any hex: both maps are the same drawing at two sizes

    def at(x: float, y: float) -> tuple[float, float]:
        sx = small.centres[name][0] + (x - big.centres[name][0]) * small.size / big.size
        sy = small.centres[name][1] + (y - big.centres[name][1]) * small.size / big.size
        return left + min(max(sx, 0), size[0] - 1), top + min(max(sy, 0), size[1] - 1)

    (ax, ay), (bx, by) = at(box[0], box[1]), at(box[2], box[3])
    draw.rectangle((ax, ay, bx, by), outline=HIGHLIGHT, width=2)


MIN_LINES = 3


def _fit_sections(sections: list[tuple[str, list[tuple[str, Any]]]], room: int, words: Words
                  ) -> list[tuple[str, list[tuple[str, Any]]]]:
    """Cut the sections' lines to fit `room` px: every section keeps up to
    MIN_LINES lines, then the rest of the room goes to the sections in order; a cut section says how
    many lines were left out, keeping its first."""
    lines_room = (room - sum(SECTION_HEAD + 8 for _ in sections)) // LINE_H
    given = [min(len(lines), MIN_LINES) for _, lines in sections]
    while sum(given) > lines_room and max(given, default=1) > 1:
        given[max(range(len(given)), key=lambda i: (given[i], i))] -= 1
    spare = max(0, lines_room - sum(given))
    for i, (_, lines) in enumerate(sections):
        more = min(spare, len(lines) - given[i])
        given[i] += more
        spare -= more
    out = []
    for (title, lines), n in zip(sections, given, strict=True):
        if n < len(lines):
            left = len(lines) - n + 1
            lines = lines[: n - 1] + [(words("tw-pic-more-lines", count=left), MUTED)]
        out.append((title, lines))
    return out


# --- the private picture -------------------------------------------------------------------------------


def _order_lines(view: Any, words: Words) -> list[tuple[str, Any]]:
    lines: list[tuple[str, Any]] = []
    pending = view.pending or {}
    for j in pending.get("jumps") or []:
        lines.append((_line(words, "tw-pic-order-survey", units=_units_text(j.get("units")) or "T",
                            origin=j.get("origin"), target=j.get("target")), TEXT))
    builds = pending.get("builds") or []
    lines += [(_build_line(b, words), TEXT) for b in builds]
    if builds:
        lines.append((words("tw-pic-order-spent", spent=sum(int(b.get("cost") or 0) for b in builds)), MUTED))
    if pending.get("tech"):
        lines.append((words("tw-pic-order-research", tech=pending["tech"]), TEXT))
    if view.phase in SIMULTANEOUS:
        done = pending.get("done")
        lines.append((words("tw-pic-order-done") if done else words("tw-pic-order-not-done"),
                      MUTED if done else HIGHLIGHT))
    followup = view.followup
    if followup:
        where = ", ".join(f"{h} {c}" for h, c in (followup.get("sites") or {}).items())
        step = words("tw-pic-followup", kind=followup.get("kind") or "")
        lines.append((words("tw-pic-followup-credits", step=step, where=where) if where else step, HIGHLIGHT))
        lines += [(_build_line(b, words), TEXT) for b in followup.get("builds") or []]
    return lines


def _build_line(build: dict[str, Any], words: Words) -> str:
    return _line(words, "tw-pic-order-build", units=_units_text(build.get("units")), at=build.get("at"),
                 cost=build.get("cost"))


def _line(words: Words, message_id: str, **values: Any) -> str:
    """A line of orders or plan from the view's fields, one the view leaves empty (None) drawn as nothing."""
    return words(message_id, **{name: "" if value is None else value for name, value in values.items()})


def _plan_lines(view: Any, words: Words) -> list[tuple[str, Any]]:
    lines = []
    for i, p in enumerate(view.plan or []):
        if p.get("kind") == "scan":
            text = _line(words, "tw-pic-plan-scan", number=i + 1, target=p.get("target"), bunker=p.get("bunker"))
        elif p.get("kind") == "transfer":
            text = _line(words, "tw-pic-plan-transfer", units=p.get("units"), origin=p.get("origin"), to=p.get("to"))
        else:
            text = _line(words, "tw-pic-plan-jump", number=i + 1, units=p.get("units") or words("tw-pic-plan-fleet"),
                         origin=p.get("origin"), target=p.get("target"), bunker=p.get("bunker"))
        lines.append((text, TEXT))
    return lines


def _battle_orders_line(orders: dict[str, Any] | None, words: Words) -> str:
    """Standing battle orders in one line (the `orders` command sets them)."""
    if not orders:
        return ""
    ratio = int(float(orders.get("outgunned_ratio") or 0.5) * 100)
    retreat: dict[str | None, str] = {"never": words("tw-pic-retreat-never"),
                                      "outgunned": words("tw-pic-retreat-outgunned", ratio=ratio)}
    attacking, defending = orders.get("retreat"), orders.get("retreat_defending", orders.get("retreat"))
    bits = [retreat.get(attacking, "") if attacking == defending else
            words("tw-pic-retreat-split", attacking=retreat.get(attacking, ""), defending=retreat.get(defending, ""))]
    bits.append(words("tw-pic-orders-drop", drop=_yes(orders.get("drop", True))))
    bits.append(words("tw-pic-orders-invade", invade=_yes(orders.get("invade", True))))
    if orders.get("space_losses") or orders.get("ground_losses"):
        bits.append(words("tw-pic-orders-lose-first", space=orders.get("space_losses", ""),
                          ground=orders.get("ground_losses", "")))
    return " · ".join(bits)


def _yes(flag: Any) -> str:
    """A yes-or-no order as the catalog selects on it."""
    return "yes" if flag else "no"


CHITS_PER_ROW = 3
CHIT_GAP = 10
CHIT_W = (SIDE - (CHITS_PER_ROW + 1) * CHIT_GAP) // CHITS_PER_ROW
CHIT_H = 96


def _chits_height(chits: list[dict]) -> int:
    rows = max(1, (len(chits) + CHITS_PER_ROW - 1) // CHITS_PER_ROW)
    return SECTION_HEAD + rows * (CHIT_H + 10) + 8


def _chits(draw: ImageDraw.ImageDraw, y: int, chits: list[dict], words: Words) -> int:
    _text(draw, (16, y), words("tw-pic-chits-title", count=len(chits)), 20, MUTED, "la", True)
    y += SECTION_HEAD
    if not chits:
        _text(draw, (28, y + CHIT_H / 2), words("tw-pic-chits-none"), LINE, MUTED, "lm")
    for i, c in enumerate(chits):
        row, col = divmod(i, CHITS_PER_ROW)
        x0 = CHIT_GAP + col * (CHIT_W + CHIT_GAP)
        y0 = y + row * (CHIT_H + 10)
        draw.rounded_rectangle((x0, y0, x0 + CHIT_W, y0 + CHIT_H), radius=10, fill=(226, 218, 196), outline=INK,
                               width=3)
        _text(draw, (x0 + 10, y0 + 8), str(c.get("id", "")), 20, (90, 80, 60), "la", True)
        name = said_text(words, c.get("name") or "")
        _text(draw, (x0 + 10, y0 + 46), _fit(name, 22, CHIT_W - 16, True), 22, INK, "lm", True)
        uses = " / ".join(words("tw-pic-chit-use", use=u) for u in c.get("uses") or [])
        _text(draw, (x0 + 10, y0 + 76), _fit(uses, 19, CHIT_W - 16), 19, (70, 64, 52), "lm")
    rows = max(1, (len(chits) + CHITS_PER_ROW - 1) // CHITS_PER_ROW)
    return y + rows * (CHIT_H + 10) + 8


PRIVATE_HEAD = 76
PRIVATE_MAP_H = 320
PRIVATE_MAX_H = 840
"""A player's own picture: the map around their affairs, then their chits and hidden orders, within
SIDE x PRIVATE_MAX_H (shown at 0.48 of its size in a 400 px box: nothing under 19 px)."""


def render_throneworld_private(view: Any, true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """A player's own picture: the map with the tiles they alone have scanned (dashed yellow, "only you
    see"), their chits, their hidden orders and their plan (in the game's palette, as the table)."""
    game = None if true_colour else "throneworld"
    me = view.me
    ground = view.ground
    who = seats(ground.get("empires", {}), view.order)
    window = view.phase in ("window", "counterjam")
    chits = list(view.hand or [])
    height = PRIVATE_HEAD + PRIVATE_MAP_H + 8 + _chits_height(chits)
    sections = _fit_sections(_private_sections(view, words), PRIVATE_MAX_H - height, words)
    height += sum(_section_height(len(lines)) for _, lines in sections)
    image, draw = new_canvas(SIDE, height, game)
    _private_header(draw, view, words)
    _close_up(image, (SIDE, PRIVATE_MAP_H), ground, who, [], view.proposal if window else None, me,
              view.responses if window else None, _focus(view, [], me), words, top=PRIVATE_HEAD)
    y = _chits(draw, PRIVATE_HEAD + PRIVATE_MAP_H + 8, chits, words)
    for title, lines in sections:
        y = _section(draw, y, title, lines)
    return image


def _private_header(draw: ImageDraw.ImageDraw, view: Any, words: Words) -> None:
    draw.rectangle((0, 0, SIDE, PRIVATE_HEAD), fill=PANEL)
    _text(draw, (16, 6), words("tw-pic-private-head", turn=view.turn), 22, HIGHLIGHT, "la", True)
    _text(draw, (16, 36), _fit(status_line(view, words, view.me), 28, SIDE - 32, True), 28, TEXT, "la", True)


def _private_sections(view: Any, words: Words) -> list[tuple[str, list[tuple[str, Any]]]]:
    sections = []
    orders = _order_lines(view, words)
    if orders:
        sections.append((words("tw-pic-section-orders"), orders))
    plan = _plan_lines(view, words)
    if plan:
        sections.append((words("tw-pic-section-plan"), plan))
    battle_orders = _battle_orders_line(getattr(view, "orders", None), words)
    if battle_orders:
        sections.append((words("tw-pic-section-battle-orders"), [(battle_orders, MUTED)]))
    return [(title, [(_fit(text, LINE, SIDE - 44), ink) for text, ink in lines]) for title, lines in sections]
