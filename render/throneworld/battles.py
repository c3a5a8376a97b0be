"""Battle report pictures: one per battle, each round's dice (hits highlighted), losses and the
result.
"""

from __future__ import annotations

import re
from typing import Any

from PIL import Image, ImageDraw

from engines.throneworld import units as U
from lang import ENGLISH, Words
from render.common import HIGHLIGHT, MUTED, PALETTE, PANEL, TEXT, new_canvas
from render.throneworld.counters import _dot, _label
from render.throneworld.panel import _wrap_lines
from render.throneworld.style import INK, Seat, _fit, _ink_on, _side_name, _text, _w, said_text, seats

# --- battle reports -------------------------------------------------------------------------------------


BATTLE_W = 640
MAX_H = 640
"""A report is at most BATTLE_W x MAX_H (Discord shows it within a 400 px box, at 0.625 of its size):
a long battle shows its first rounds and its last, the rounds between summed up in a line (the channel's
narration tells every round)."""
DIE = 26
DIE_GAP = 4
ATTACKER = PALETTE["vermillion"]
DEFENDER = PALETTE["sky"]
PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def draw_die(draw: ImageDraw.ImageDraw, x: float, y: float, value: int, hit: bool) -> None:
    fill = HIGHLIGHT if hit else (228, 230, 234)
    draw.rounded_rectangle((x, y, x + DIE, y + DIE), radius=5, fill=fill, outline=INK, width=2)
    r = 2.4
    for dx, dy in PIPS.get(value, []):
        px, py = x + DIE / 2 + dx * 6.5, y + DIE / 2 + dy * 6.5
        draw.ellipse((px - r, py - r, px + r, py + r), fill=INK)


def _hitting(rolls: list[int], hits: int) -> list[bool]:
    """Which dice hit: the `hits` highest (every die at or above the hit number hits); all False when the
    count does not fit that rule (then only the count is shown)."""
    if hits <= 0:
        return [False] * len(rolls)
    ranked = sorted(rolls, reverse=True)
    if hits > len(rolls):
        return [False] * len(rolls)
    threshold = ranked[hits - 1]
    if sum(1 for r in rolls if r >= threshold) != hits:
        return [False] * len(rolls)
    return [r >= threshold for r in rolls]


def _dice_rows(count: int, width: float) -> int:
    per_row = max(1, int((width + DIE_GAP) // (DIE + DIE_GAP)))
    return max(1, (count + per_row - 1) // per_row)


DICE_X = 118
DICE_W = 300
HITS_X = 428
LOSS_X = 512
ROUND_TITLE = 26
NOTE = 17
SUMMARY = 20
HEAD_H = 120


def _side_block_height(rolls: list[int], extra: bool = False) -> int:
    """A side's dice rows; with `extra` (hits taken by Shields, written under its hits), room for that line."""
    return max(_dice_rows(len(rolls), DICE_W) * (DIE + DIE_GAP), DIE + 22 if extra else 0) + 4


def _round_height(r: dict[str, Any], words: Words) -> int:
    h = 6 + ROUND_TITLE
    if r.get("first_fire_rolls"):
        h += _side_block_height(r["first_fire_rolls"])
    h += _side_block_height(r.get("attacker_rolls") or [], bool(r.get("absorbed")))
    h += _side_block_height(r.get("defender_rolls") or [])
    notes = _notes(r, words)
    if notes:
        h += len(_wrap_lines(notes, NOTE, BATTLE_W - 48)) * (NOTE + 4)
    return h + 8


def _notes(r: dict[str, Any], words: Words) -> str:
    """A round's notes (what dropped, invaded or retreated) in one text."""
    return " ".join(said_text(words, note) for note in r.get("notes") or [])


def _losses_text(units: dict[str, int] | None) -> str:
    return U.text(units) if units else ""


def _draw_side(draw: ImageDraw.ImageDraw, y: float, label: str, colour, rolls: list[int], hits: int,
               losses: str, words: Words, extra: str = "") -> float:
    """One side's fire in a round: its dice (hits yellow), how many hits, and what the side itself lost. A
    longer word (German's) is drawn smaller to end before the dice, and pushes the losses right."""
    _label(draw, (24, y + DIE / 2), label, _label_size(label), colour, _ink_on(colour), anchor="la")
    hitting = _hitting(rolls, hits)
    per_row = max(1, int((DICE_W + DIE_GAP) // (DIE + DIE_GAP)))
    if not rolls:
        _text(draw, (DICE_X, y + DIE / 2), words("tw-pic-no-dice"), 17, MUTED, "lm")
    for i, (value, hit) in enumerate(zip(rolls, hitting, strict=True)):
        row, col = divmod(i, per_row)
        draw_die(draw, DICE_X + col * (DIE + DIE_GAP), y + row * (DIE + DIE_GAP), value, hit)
    hit_text = words("tw-pic-hits", count=hits)
    _text(draw, (HITS_X, y + DIE / 2), hit_text, 19, TEXT, "lm", True)
    if extra:
        _text(draw, (HITS_X, y + DIE + 8), extra, 16, MUTED, "lm")
    if losses:
        lost = words("tw-pic-round-lost", units=losses)
        x = max(LOSS_X, HITS_X + _w(hit_text, 19, True) + 8)
        _text(draw, (x, y + DIE / 2), _fit(lost, 17, BATTLE_W - 16 - x, True), 17, colour, "lm", True)
    return y + _side_block_height(rolls, bool(extra))


def _label_size(label: str) -> int:
    """The largest size up to 16 at which a side's label ends before the dice."""
    return next((size for size in range(16, 12, -1) if _w(label, size, True) + 10 <= DICE_X - 28), 12)


def _round(draw: ImageDraw.ImageDraw, y: float, r: dict[str, Any], words: Words) -> float:
    fill = (58, 66, 78) if r.get("arena") == "space" else (70, 64, 54)
    height = _round_height(r, words)
    draw.rounded_rectangle((10, y, BATTLE_W - 10, y + height - 4), radius=8, fill=fill)
    title = words("tw-pic-round", arena=r.get("arena") or "", number=r.get("number") or "")
    _text(draw, (24, y + 6), title, 17, (200, 206, 216), "la", True)
    y += 6 + ROUND_TITLE
    cargo = r.get("cargo_losses") or {}

    def lost(side: str) -> str:
        bits = [_losses_text(r.get(f"{side}_losses"))]
        if cargo.get(side):
            bits.append(words("tw-pic-cargo", units=_losses_text(cargo[side])))
        return " ".join(b for b in bits if b)

    if r.get("first_fire_rolls"):
        y = _draw_side(draw, y, words("tw-pic-first-fire"), ATTACKER, r["first_fire_rolls"],
                       r.get("first_fire_hits", 0), "", words)
    absorbed = r.get("absorbed") or 0
    y = _draw_side(draw, y, words("tw-pic-role", role="attacker"), ATTACKER, r.get("attacker_rolls") or [],
                   r.get("attacker_hits", 0), lost("attacker"), words,
                   words("tw-pic-on-shields", count=absorbed) if absorbed else "")
    y = _draw_side(draw, y, words("tw-pic-role", role="defender"), DEFENDER, r.get("defender_rolls") or [],
                   r.get("defender_hits", 0), lost("defender"), words)
    notes = _notes(r, words)
    if notes:
        for line in _wrap_lines(notes, NOTE, BATTLE_W - 48):
            _text(draw, (26, y), line, NOTE, (215, 220, 228))
            y += NOTE + 4
    return y + 8


SKIPPED_H = 34


def _battle_height(rounds: list[dict[str, Any]], skipped: int, summary: list[str], words: Words) -> int:
    return HEAD_H + 16 + sum(_round_height(r, words) + 6 for r in rounds) + (SKIPPED_H if skipped else 0) + \
        _summary_height(summary)


def _summary_height(summary: list[str]) -> int:
    return 28 + len(summary) * (SUMMARY + 6) + 16


def _shown_rounds(rounds: list[dict[str, Any]], room: int, words: Words) -> tuple[list[dict[str, Any]], int, int]:
    """The rounds drawn within `room` px: all, or the first ones that fit and the last (how it ended), or
    the last alone where no first one fits beside it (and how many are left out, after which index)."""
    def height(some: list[dict[str, Any]]) -> int:
        return sum(_round_height(r, words) + 6 for r in some)

    if height(rounds) <= room:
        return rounds, 0, len(rounds)
    room -= height(rounds[-1:]) + SKIPPED_H
    head = 0
    while head < len(rounds) - 1 and height(rounds[:head + 1]) <= room:
        head += 1
    return rounds[:head] + rounds[-1:], len(rounds) - head - 1, head


def render_throneworld_battles(events: list[dict[str, Any]], view: Any = None, true_colour: bool = False,
                               words: Words = ENGLISH) -> list[Image.Image]:
    """One report picture per battle in `events`: who attacked whom where, each round's dice (hits
    highlighted), losses, and the result. `view` (optional) lends the players' seat colours. Drawn in the
    game's palette (render/indexed.py); `true_colour`: in RGB."""
    who = seats(view.ground.get("empires", {}), view.order) if view is not None else {}
    game = None if true_colour else "throneworld"
    return [_battle(e, who, game, words) for e in events or [] if e.get("type") == "battle"]


render_throneworld_reports = render_throneworld_battles
"""The name render/registry.py looks for (render_<game>_reports)."""


ROUND_LINE = re.compile(r"^(Space|Ground) round \d+:")
"""A round's own line, in English, in the report of a battle event saved while the report told the rounds too."""


def _skipped_text(rounds: list[dict[str, Any]], words: Words) -> str:
    """One line for the rounds a long battle's picture leaves out."""
    lost: dict[str, dict[str, int]] = {"attacker": {}, "defender": {}}
    for r in rounds:
        for side in lost:
            lost[side] = U.add(lost[side], r.get(f"{side}_losses") or {})
            lost[side] = U.add(lost[side], (r.get("cargo_losses") or {}).get(side) or {})
    bits = [words("tw-pic-skipped-side", role=words("tw-pic-role", role=side), units=U.text(units))
            for side, units in lost.items() if units]
    line = words("tw-pic-skipped-lost", count=len(rounds), lost=", ".join(bits)) if bits else \
        words("tw-pic-skipped", count=len(rounds))
    return _fit(line, 18, BATTLE_W - 30, True)


def _battle(e: dict[str, Any], who: dict[str, Seat], game: str | None, words: Words) -> Image.Image:
    rounds = list(e.get("rounds") or (e.get("result") or {}).get("rounds") or [])
    attacker, defender = _side_name(e.get("attacker"), words), _side_name(e.get("defender"), words)
    summary = _report(e, words) + _losses(e, {"attacker": attacker, "defender": defender}, words)
    wrapped = [w for line in summary for w in _wrap_lines(line, SUMMARY, BATTLE_W - 40)]
    shown, skipped, cut = _shown_rounds(rounds, MAX_H - HEAD_H - 16 - _summary_height(wrapped), words)
    height = _battle_height(shown, skipped, wrapped, words)
    image, draw = new_canvas(BATTLE_W, height, game)
    draw.rectangle((0, 0, BATTLE_W, HEAD_H), fill=PANEL)
    kind = "blockade" if e.get("blockade") else ("revolt" if e.get("revolt") else "battle")
    _text(draw, (16, 10), words("tw-pic-battle-title", kind=kind, hex=e.get("hex") or ""), 30, TEXT, "la", True)
    if rounds:
        draw_die(draw, BATTLE_W - 120, 14, 6, True)
        _text(draw, (BATTLE_W - 88, 14 + DIE / 2), words("tw-pic-a-hit"), 18, MUTED, "lm")
    _sides(draw, e, who, {"attacker": attacker, "defender": defender}, words)
    result, colour = _result(e, attacker, defender, words)
    _text(draw, (16, 96), _fit(_capitalized(result), 24, BATTLE_W - 32, True), 24, colour, "lm", True)
    y: float = 136
    for i, r in enumerate(shown):
        if skipped and i == cut:
            _text(draw, (BATTLE_W / 2, y + 14), _skipped_text(rounds[cut:cut + skipped], words), 18, MUTED, "mm",
                  True)
            y += SKIPPED_H
        y = _round(draw, y, r, words) + 6
    _text(draw, (16, y), words("tw-pic-result-title"), 17, MUTED, "la", True)
    y += 28
    for line in wrapped:
        _text(draw, (24, y), line, SUMMARY, TEXT)
        y += SUMMARY + 6
    return image


def _report(e: dict[str, Any], words: Words) -> list[str]:
    """The battle's report lines (landings, a capture, withdrawals), but the rounds' own lines an older event
    holds (the picture draws the rounds)."""
    lines = [line for line in e.get("report") or [] if not (isinstance(line, str) and ROUND_LINE.match(line))]
    return [said_text(words, line) for line in lines]


def _losses(e: dict[str, Any], names: dict[str, str], words: Words) -> list[str]:
    """What each side lost in the whole battle, by a hit or otherwise (why, in brackets), a line a side."""
    lost = e.get("lost") or (e.get("result") or {}).get("lost") or {}
    lines = []
    for side, name in names.items():
        parts = lost.get(side) or {}
        bits = [U.text(parts["hit"])] if parts.get("hit") else []
        bits += [words("tw-pic-lost-why", units=U.text(units), why=why) for why, units in parts.items()
                 if why != "hit" and units]
        units = ", ".join(bits) if bits else words("tw-pic-lost-nothing")
        lines.append(_capitalized(words("tw-pic-side-lost", side=name, units=units)))
    return lines


def _sides(draw: ImageDraw.ImageDraw, e: dict[str, Any], who: dict[str, Seat], names: dict[str, str],
           words: Words) -> None:
    """The head's second line: each side's role, its empire's letter and its name."""
    y: float = 50
    x = 16.0
    for role, name in names.items():
        colour = ATTACKER if role == "attacker" else DEFENDER
        seat = who.get(e.get(role) or "")
        role_word = words("tw-pic-role", role=role)
        _label(draw, (x + 5, y + 12), role_word, 16, colour, _ink_on(colour), anchor="la")
        x += _w(role_word, 16, True) + 18
        if seat:
            _dot(draw, x + 10, y + 12, 11, seat.colour, seat.letter)
            x += 26
        room = 170 if role == "attacker" else BATTLE_W - 16 - x  # the defender, last, has the rest of the line
        label = _fit(name, 19, room, True)
        _text(draw, (x, y + 12), label, 19, TEXT, "lm", True)
        x += _w(label, 19, True) + 24


def _result(e: dict[str, Any], attacker: str, defender: str, words: Words) -> tuple[str, Any]:
    """How the battle ended, in the colour of whoever it went to."""
    hex_ = e.get("hex") or ""
    if e.get("captured"):
        return words("tw-pic-result-captures", side=attacker, hex=hex_), HIGHLIGHT
    if e.get("winner") == "attacker":  # the battle won, the system not taken (nobody landed)
        return words("tw-pic-result-not-taken", side=attacker, hex=hex_), HIGHLIGHT
    if e.get("winner") == "defender":
        return words("tw-pic-result-holds", side=defender, hex=hex_), DEFENDER
    return words("tw-pic-result-none"), MUTED


def _capitalized(line: str) -> str:
    """A line that begins with a side's name ("the Empire …") begins with a capital."""
    return line[:1].upper() + line[1:]
