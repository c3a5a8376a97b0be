"""Dice Throne pictures: the table (each hero's health, CP and statuses, the dice) and a hand of cards.

Drawn from the engine's views only, for Discord's box (about 400 × 400 px on a phone, issue 37): about
as wide as it is tall, heroes as tiles two a row (teammates together), the dice large, few and large
words. What the heroes are, their cards in hand, every status by name, the abilities and the attack's
defence are said in the message text (engines/dicethrone/standing.py). Colour always comes with a
second cue: statuses carry their names, dice their number and symbol name, the active hero an arrow.
Every word is drawn from the catalogs in the reader's language (`words`: dicethrone.ftl's dt-picture-*).
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.dicethrone.data import ability_name, face_name, level_name, status_name
from engines.dicethrone.views import PlayerView, PublicView
from lang import ENGLISH, Words
from render.common import (
    HIGHLIGHT,
    MUTED,
    PALETTE,
    PANEL,
    PLAYER_COLOURS,
    TEXT,
    fitting_size,
    font,
    new_canvas,
    text_width,
    wrap,
)
from render.common import draw_text_with as _text
from render.common import ellipsize as _fit

WIDTH = 640
"""With six heroes the picture is about as tall: a phone shows it at about 400 × 400."""
GOOD = PALETTE["sky"]
BAD = PALETTE["vermillion"]
GOOD_STATUSES = {"evasive", "fire_mastery", "chi", "crit", "protect", "retribution", "blessing", "sneak",
                 "sneak_attack"}
SYMBOL_COLOURS = ["orange", "sky", "green", "purple", "yellow", "vermillion"]
GAP = 10
TILE_W = (WIDTH - 3 * GAP) // 2
TILE_H = 120
HEADER = 48
DIE = 80


def _die(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, value: int, symbol: str, faces: dict[int, str],
         fresh: bool, live: bool, words: Words) -> None:
    symbols = list(dict.fromkeys(faces[i] for i in range(1, 7)))
    colour = PALETTE[SYMBOL_COLOURS[symbols.index(symbol) % len(SYMBOL_COLOURS)]] if symbol in symbols else MUTED
    fill = (250, 250, 250) if fresh else (200, 204, 210)
    outline = HIGHLIGHT if fresh and live else (90, 96, 106)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=10, fill=fill, outline=outline, width=4)
    draw.rectangle((x + 5, y + size - 28, x + size - 5, y + size - 5), fill=colour)
    number = str(value)
    _text(draw, (x + size / 2 - text_width(number, 40) / 2, y + 4), number, font=font(40), fill=(20, 20, 20))
    name = words.say(face_name(symbol))
    px = 19 if text_width(name, 19) <= size - 10 else 16  # "strength" whole rather than "stren…"
    label = _fit(name, px, size - 10)
    _text(draw, (x + size / 2 - text_width(label, px) / 2, y + size - 28 + (19 - px) / 2), label, font=font(px),
          fill=(0, 0, 0))


def _badge(draw: ImageDraw.ImageDraw, x: int, y: int, status: str, count: int, words: Words) -> int:
    good = status in GOOD_STATUSES
    label = _badge_label(status, count, words)
    w = int(text_width(label, 20)) + 14
    draw.rounded_rectangle((x, y, x + w, y + 28), radius=6, fill=GOOD if good else BAD,
                           outline=(255, 255, 255) if good else (0, 0, 0), width=2)
    _text(draw, (x + 7, y + 3), label, font=font(20), fill=(0, 0, 0))
    return w + 6


def _badge_label(status: str, count: int, words: Words) -> str:
    return words.say(status_name(status)) + (f" ×{count}" if count > 1 else "")


def _badges(draw: ImageDraw.ImageDraw, hero: Any, x: int, y: int, right: int, words: Words) -> None:
    """The hero's statuses as badges, as many as fit the tile's row; '+n' for the rest (all are named in
    the message text)."""
    shown = sorted(hero.statuses.items())
    for i, (status, count) in enumerate(shown):
        left = len(shown) - i - 1
        need = text_width(_badge_label(status, count, words), 20) + 20 + (44 if left else 0)
        if x + need > right:
            _text(draw, (x, y + 3), f"+{len(shown) - i}", font=font(20), fill=TEXT)
            return
        x += _badge(draw, x, y, status, count, words)


def _tile(draw: ImageDraw.ImageDraw, view: PublicView, hero: Any, index: int, x: int, y: int,
          hits: dict[str, list[str]], words: Words) -> None:
    """One hero: name, health (with what the last move did to it), CP and statuses."""
    active = hero.player == view.active and not view.finished
    colour = PALETTE[PLAYER_COLOURS[index % len(PLAYER_COLOURS)]]
    draw.rounded_rectangle((x, y, x + TILE_W, y + TILE_H), radius=12, fill=PANEL,
                           outline=HIGHLIGHT if active else colour, width=5 if active else 2)
    draw.rectangle((x + 5, y + 8, x + 12, y + TILE_H - 8), fill=colour)
    name = f"{'▶ ' if active else ''}{hero.player}"
    asked = hero.player in view.awaiting and not active
    asked_word = words("dt-picture-asked")
    room = TILE_W - 30 - (int(text_width(asked_word, 20)) + 16 if asked else 0)
    size = fitting_size(name, 26, room, 20)
    _text(draw, (x + 20, y + 6), _fit(name, size, room), font=font(size), fill=HIGHLIGHT if active else TEXT)
    if asked:
        _text(draw, (x + TILE_W - 12 - text_width(asked_word, 20), y + 10), asked_word, font=font(20),
              fill=HIGHLIGHT)
    if hero.out:
        _text(draw, (x + 20, y + 46), _fit(words("dt-picture-defeated"), 30, TILE_W - 30), font=font(30), fill=BAD)
        return
    health = f"♥{hero.health}"
    _text(draw, (x + 20, y + 36), health, font=font(34), fill=TEXT)
    if hits.get(hero.player):
        _text(draw, (x + 30 + text_width(health, 34), y + 42), " ".join(hits[hero.player]), font=font(26),
              fill=HIGHLIGHT)
    cp = f"{hero.cp}"
    cx = x + TILE_W - 14 - text_width(cp, 30)
    _text(draw, (cx, y + 38), cp, font=font(30), fill=TEXT)
    draw.ellipse((cx - 44, y + 40, cx - 8, y + 76), fill=PALETTE["yellow"])
    cp_word = words("dt-picture-cp")
    _text(draw, (cx - 26 - text_width(cp_word, 18) / 2, y + 48), cp_word, font=font(18), fill=(0, 0, 0))
    _badges(draw, hero, x + 20, y + 84, x + TILE_W - 10, words)


def _tile_places(view: PublicView) -> list[tuple[Any, int, int]]:
    """(hero, column, row) for each hero, two a row: with two teams, a team per column; otherwise in
    seat order, teammates side by side."""
    heroes = _panel_order(view)
    if len(view.teams) == 2 and len(view.teams) < len(heroes):
        by_player = {h.player: h for h in view.heroes}
        return [(by_player[p], col, row) for col, team in enumerate(view.teams) for row, p in enumerate(team)]
    return [(hero, i % 2, i // 2) for i, hero in enumerate(heroes)]


def _panel_order(view: PublicView) -> list[Any]:
    """Teammates together, team by team."""
    by_player = {h.player: h for h in view.heroes}
    if len(view.teams) == len(view.heroes):
        return list(view.heroes)
    return [by_player[p] for team in view.teams for p in team]


def _hits(view: PublicView) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for hit in view.hits:
        if hit.get("damage"):
            out.setdefault(hit["player"], []).append(f"−{hit['damage']}")
        if hit.get("heal"):
            out.setdefault(hit["player"], []).append(f"+{hit['heal']}")
    return out


def attack_line(view: PublicView, words: Words = ENGLISH) -> str:
    """The attack under way in a few words ('Judgement II → bob · 5+2 dmg'), or what the dice qualify for."""
    att = view.attack
    if att:
        name = words.say(ability_name(att["ability"]))
        level = words.say(level_name(att["level"]))
        parts = [words("dt-picture-ultimate" if att["ultimate"] else "dt-picture-ability", ability=name, level=level)]
        if att["target"]:
            parts[0] += f" → {att['target']}"
        if att["damage"] or att["bonus"]:
            parts.append(words("dt-picture-damage", damage=att["damage"], bonus=att["bonus"]))
        return " · ".join(parts)
    ready = [words.say(a.name) for h in view.heroes if h.player == view.active for a in h.abilities if a.ready]
    return "★ " + ", ".join(ready) if ready else ""


DICE_H = 44 + DIE + 26 + 34
"""The dice panel keeps its height with no dice rolled, so the picture does not jump between moves."""


def _dice(draw: ImageDraw.ImageDraw, view: PublicView, y: int, words: Words) -> None:
    """Whose roll and how many tries, the dice (numbered for rerolls), and the attack in a few words."""
    draw.rounded_rectangle((GAP, y, WIDTH - GAP, y + DICE_H), radius=12, fill=PANEL)
    roll = view.roll
    ly = y + 8
    if roll is not None and roll.dice:
        owner = next(h for h in view.heroes if h.player == roll.owner)
        title = f"{words(f'dt-picture-roll-{roll.kind}')} · {roll.owner}"
        if roll.kind == "offense" and roll.max_attempts:
            title += " · " + words("dt-picture-attempts", attempt=roll.attempts, of=roll.max_attempts)
        if not roll.live:
            title += " · " + words("dt-picture-final")
        _text(draw, (24, ly), _fit(title, 24, WIDTH - 48), font=font(24), fill=TEXT)
        ly += 36
        step = min(DIE + 16, (WIDTH - 48) // len(roll.dice))
        for i, (value, symbol) in enumerate(zip(roll.dice, view.roll_symbols, strict=True)):
            dx = 24 + i * step
            _die(draw, dx, ly, min(DIE, step - 10), value, symbol, owner.faces, i in roll.fresh, roll.live, words)
            _text(draw, (dx + min(DIE, step - 10) / 2 - 5, ly + DIE + 1), str(i + 1), font=font(20), fill=MUTED)
        ly += DIE + 26
    else:
        _text(draw, (24, ly + 2), words("dt-picture-no-dice"), font=font(24), fill=MUTED)
        ly += 36 + DIE + 26
    line = attack_line(view, words)
    if line:
        size = fitting_size(line, 26, WIDTH - 48, 20)
        _text(draw, (24, ly), _fit(line, size, WIDTH - 48), font=font(size), fill=HIGHLIGHT)


def render_dicethrone(view: PublicView, events: list[dict[str, Any]], true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """The table now; what just happened is the message's narration, so `events` draw nothing."""
    places = _tile_places(view)
    rows = max(row for _, _, row in places) + 1
    height = HEADER + GAP + rows * (TILE_H + GAP) + DICE_H + GAP
    image, draw = new_canvas(WIDTH, height, None if true_colour else "dicethrone")
    status = _header(view, words)
    size = fitting_size(status, 30, WIDTH - 32, 20)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    _text(draw, (16, 6 + (30 - size) // 2), _fit(status, size, WIDTH - 32), font=font(size), fill=HIGHLIGHT)
    hits = _hits(view)
    colour_of = {h.player: i for i, h in enumerate(view.heroes)}
    for hero, col, row in places:
        _tile(draw, view, hero, colour_of[hero.player], GAP + col * (TILE_W + GAP), HEADER + GAP + row * (TILE_H + GAP),
              hits, words)
    _dice(draw, view, HEADER + GAP + rows * (TILE_H + GAP), words)
    return image


def _header(view: PublicView, words: Words) -> str:
    """Whose turn and what step, or how the game ended (its winners: the heroes still standing)."""
    if view.finished == "throne":
        out = {h.player for h in view.heroes if h.out}
        standing = next((team for team in view.teams if not set(team) <= out), [])
        return words("dt-picture-over-throne", players=words.listed(standing), count=len(standing))
    if view.finished in ("draw", "turn_limit"):
        return words(f"dt-picture-over-{view.finished}")
    return words.say(view.phase_text)


CARD_H = 118
CARD_W = TILE_W


def render_dicethrone_private(view: PlayerView, true_colour: bool = False,
        words: Words = ENGLISH) -> Image.Image:
    """Your hand, two cards a row as large as the table's tiles; teammates' hands by name and cost (what
    each card does is on its button)."""
    cards = view.hand
    mates = [(name, _mate_lines(hand, words)) for name, hand in view.teammates.items()]
    rows = max(1, -(-len(cards) // 2))
    height = HEADER + GAP + rows * (CARD_H + GAP) + sum(34 + 30 * len(lines) for _, lines in mates) + GAP
    image, draw = new_canvas(WIDTH, height, None if true_colour else "dicethrone")
    me = next(h for h in view.heroes if h.player == view.me)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    title = words("dt-picture-your-hand", cp=me.cp, count=len(cards))
    _text(draw, (16, 10), _fit(title, 28, WIDTH - 32), font=font(28), fill=HIGHLIGHT)
    y = _cards(draw, cards, HEADER + GAP, words)
    for name, lines in mates:
        _text(draw, (16, y + 4), _fit(words("dt-picture-mate-hand", player=name), 22, WIDTH - 32), font=font(22),
              fill=MUTED)
        y += 34
        for line in lines:
            _text(draw, (24, y), line, font=font(22), fill=TEXT)
            y += 30
    return image


def _mate_lines(hand: list, words: Words) -> list[str]:
    shown = " · ".join(f"{words.say(card.name)} ({card.cost})" for card in hand)
    return wrap(shown or words("dt-picture-mate-no-cards"), 22, WIDTH - 48)


def _cards(draw: ImageDraw.ImageDraw, cards: list, y: int, words: Words) -> int:
    """Each card: name, cost, when it is played, and its text as far as two lines hold it."""
    if not cards:
        _text(draw, (20, y + 10), words("dt-picture-no-cards"), font=font(24), fill=MUTED)
        return y + CARD_H + GAP
    for i, card in enumerate(cards):
        r, c = divmod(i, 2)
        x, top = GAP + c * (CARD_W + GAP), y + r * (CARD_H + GAP)
        draw.rounded_rectangle((x, top, x + CARD_W, top + CARD_H), radius=10, fill=PANEL,
                               outline=HIGHLIGHT if card.playable else (90, 96, 106), width=4 if card.playable else 2)
        draw.ellipse((x + CARD_W - 44, top + 6, x + CARD_W - 8, top + 42), fill=PALETTE["yellow"])
        _text(draw, (x + CARD_W - 26 - text_width(str(card.cost), 22) / 2, top + 11), str(card.cost), font=font(22),
              fill=(0, 0, 0))
        name = words.say(card.name)
        size = fitting_size(name, 24, CARD_W - 66, 20)
        _text(draw, (x + 12, top + 6), _fit(name, size, CARD_W - 66), font=font(size), fill=TEXT)
        kind = words("dt-picture-timing", timing="upgrade" if card.kind == "upgrade" else card.timing)
        when = words("dt-picture-playable-now", kind=kind) if card.playable else kind
        _text(draw, (x + 12, top + 36), _fit(when, 19, CARD_W - 24), font=font(19),
              fill=HIGHLIGHT if card.playable else MUTED)
        lines = wrap(words.say(card.text), 19, CARD_W - 24)
        for j, line in enumerate(lines[:2]):
            last = j == 1 and len(lines) > 2
            _text(draw, (x + 12, top + 62 + j * 26), _fit(line + ("…" if last else ""), 19, CARD_W - 24),
                  font=font(19), fill=TEXT)
    return y + -(-len(cards) // 2) * (CARD_H + GAP)
