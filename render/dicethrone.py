"""Dice Throne pictures: the table (heroes, health, CP, statuses, boards, the dice) and a hand of cards.

Drawn from the engine's views only. Colour always comes with a second cue: statuses carry letters and a
+/− sign, dice carry their number and symbol name, the active hero an arrow and the word TURN.
"""

from __future__ import annotations

import textwrap
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engines.dicethrone.data import STATUSES
from engines.dicethrone.views import PlayerView, PublicView
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    MUTED,
    PALETTE,
    PANEL,
    PLAYER_COLOURS,
    TEXT,
    font,
    header,
    new_canvas,
    text_width,
)
from render.common import draw_text_with as _text

WIDTH = 1120
GOOD = PALETTE["sky"]
BAD = PALETTE["vermillion"]
ROMAN = {1: "I", 2: "II", 3: "III"}
GOOD_STATUSES = {"evasive", "fire_mastery", "chi", "crit", "protect", "retribution", "blessing", "sneak",
                 "sneak_attack"}
SYMBOL_COLOURS = ["orange", "sky", "green", "purple", "yellow", "vermillion"]
MODE_NAMES = {"1v1": "1 v 1", "first": "first game", "2v2": "2 v 2", "3v3": "3 v 3", "2v2v2": "2 v 2 v 2",
              "ffa": "free-for-all"}
PANEL_H = 318






@lru_cache(maxsize=4096)
def _fit(text: str, size: int, width: float) -> str:
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


def _status_text(view: PublicView) -> str:
    if view.finished:
        return view.finished[:70]
    return view.phase_text


def _die(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, value: int, symbol: str, faces: dict[int, str],
         fresh: bool, live: bool) -> None:
    symbols = list(dict.fromkeys(faces[i] for i in range(1, 7)))
    colour = PALETTE[SYMBOL_COLOURS[symbols.index(symbol) % len(SYMBOL_COLOURS)]] if symbol in symbols else MUTED
    fill = (250, 250, 250) if fresh else (200, 204, 210)
    outline = HIGHLIGHT if fresh and live else (90, 96, 106)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=10, fill=fill, outline=outline, width=4)
    draw.rectangle((x + 6, y + size - 26, x + size - 6, y + size - 8), fill=colour)
    number = str(value)
    _text(draw, (x + size / 2 - text_width(number, 34) / 2, y + 6), number, font=font(34), fill=(20, 20, 20))
    label_size = 14 if text_width(symbol, 14) <= size - 14 else 11  # "strength" whole, in smaller letters
    _text(draw, (x + size / 2 - text_width(symbol, label_size) / 2, y + size - 25 + (14 - label_size) / 2), symbol,
          font=font(label_size), fill=(0, 0, 0))


def _badge(draw: ImageDraw.ImageDraw, x: int, y: int, status: str, count: int) -> int:
    good = status in GOOD_STATUSES
    label = STATUSES[status]["name"] + (f" ×{count}" if count > 1 else "")
    w = int(text_width(label, 16)) + 14
    draw.rounded_rectangle((x, y, x + w, y + 24), radius=6, fill=GOOD if good else BAD,
                           outline=(255, 255, 255) if good else (0, 0, 0), width=2)
    _text(draw, (x + 7, y + 3), label, font=font(16), fill=(0, 0, 0))
    return w + 6


def _panel(draw: ImageDraw.ImageDraw, view: PublicView, hero: Any, index: int, x: int, y: int, w: int,
           hits: dict[str, list[str]]) -> None:
    active = hero.player == view.active and not view.finished
    awaited = hero.player in view.awaiting
    colour = PALETTE[PLAYER_COLOURS[index % len(PLAYER_COLOURS)]]
    draw.rounded_rectangle((x, y, x + w, y + PANEL_H - 10), radius=12, fill=PANEL,
                           outline=HIGHLIGHT if active else colour, width=5 if active else 2)
    draw.rectangle((x + 4, y + 4, x + 16, y + 40), fill=colour)
    name = f"{'▶ ' if active else ''}{hero.player}"
    _text(draw, (x + 24, y + 8), name, font=font(24), fill=HIGHLIGHT if active else TEXT)
    tag = hero.hero_name + (f"  · team {hero.team + 1}" if len(view.teams) < len(view.heroes) else "")
    _text(draw, (x + 30 + text_width(name, 24), y + 14), tag, font=font(17), fill=MUTED)
    right = x + w - 12
    if active:
        _text(draw, (right - text_width("TURN", 20), y + 10), "TURN", font=font(20), fill=HIGHLIGHT)
    elif awaited:
        _text(draw, (right - text_width("ASKED", 18), y + 10), "ASKED", font=font(18), fill=HIGHLIGHT)
    # health bar and CP
    by = y + 46
    bar_w = w - 190
    draw.rectangle((x + 14, by, x + 14 + bar_w, by + 26), fill=(70, 76, 86))
    frac = max(0.0, min(1.0, hero.health / max(1, view.max_health)))
    draw.rectangle((x + 14, by, x + 14 + int(bar_w * frac), by + 26), fill=PALETTE["green"])
    start_x = x + 14 + int(bar_w * view.start_health / view.max_health)
    draw.line((start_x, by - 3, start_x, by + 29), fill=TEXT, width=2)
    _text(draw, (x + 20, by + 2), f"♥ {hero.health} / {view.start_health}", font=font(20), fill=TEXT)
    draw.ellipse((x + w - 166, by - 4, x + w - 132, by + 30), fill=PALETTE["yellow"])
    _text(draw, (x + w - 160, by + 3), "CP", font=font(16), fill=(0, 0, 0))
    _text(draw, (x + w - 126, by + 1), f"{hero.cp}/15", font=font(22), fill=TEXT)
    if hits.get(hero.player):
        txt = " ".join(hits[hero.player])
        _text(draw, (x + 20 + text_width(f"♥ {hero.health} / {view.start_health}", 20) + 14, by + 1), txt,
                  font=font(22), fill=HIGHLIGHT)
    # statuses and cards
    sy = by + 34
    sx = x + 14
    cards = f"hand {hero.hand} · deck {hero.deck} · discard {hero.discard}"
    room = x + w - 24 - text_width(cards, 15)
    if hero.out:
        veil = _shadow(w)
        draw._image.paste(veil, (x, y), veil)  # type: ignore[attr-defined]
        _text(draw, (x + w / 2 - text_width("DEFEATED", 40) / 2, y + 140), "DEFEATED", font=font(40), fill=BAD)
        return
    for status, count in sorted(hero.statuses.items()):
        if sx + text_width(STATUSES[status]["name"] + " ×5", 16) + 14 > room:
            break  # the rest would run into the card counts
        sx += _badge(draw, sx, sy, status, count)
    if not hero.statuses:
        _text(draw, (sx, sy + 3), "no status effects", font=font(15), fill=MUTED)
    _text(draw, (x + w - 12 - text_width(cards, 15), sy + 4), cards, font=font(15), fill=MUTED)
    # abilities
    ay = sy + 32
    for ability in hero.abilities:
        lvl = ROMAN.get(ability.level, str(ability.level))
        kind = {"ultimate": "ULT", "defense": "DEF"}.get(ability.kind, "")
        label = f"{ability.name} {lvl}"
        text = _fit(ability.text, 14, w - 250)
        if ability.ready:
            draw.rectangle((x + 8, ay - 1, x + w - 8, ay + 19), fill=(92, 84, 30))
            label = "★ " + label
        _text(draw, (x + 14, ay), label, font=font(16), fill=HIGHLIGHT if ability.ready else TEXT)
        if kind:
            _text(draw, (x + 14 + text_width(label, 16) + 6, ay + 1), kind, font=font(13), fill=MUTED)
        _text(draw, (x + 236, ay + 1), text, font=font(14), fill=TEXT if ability.ready else MUTED)
        ay += 21


@lru_cache(maxsize=8)
def _shadow(w: int) -> Image.Image:
    """The dark veil over a defeated hero's panel (never changed, so shared)."""
    return Image.new("RGBA", (w, PANEL_H - 10), (0, 0, 0, 150))


def _panel_order(view: PublicView) -> list[Any]:
    """Teammates together: with two teams a column each, with three a row each; otherwise seat order."""
    by_player = {h.player: h for h in view.heroes}
    teams = [[by_player[p] for p in team] for team in view.teams]
    if len(teams) == len(view.heroes):
        return list(view.heroes)
    if len(teams) == 2:
        return [h for pair in zip(*teams, strict=True) for h in pair]
    return [h for team in teams for h in team]


def _hits(view: PublicView) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for hit in view.hits:
        if hit.get("damage"):
            out.setdefault(hit["player"], []).append(f"−{hit['damage']}")
        if hit.get("heal"):
            out.setdefault(hit["player"], []).append(f"+{hit['heal']}")
    return out


def _last_move(events: list[dict[str, Any]]) -> list[str]:
    from engines.dicethrone.narrate import narrate

    lines = []
    for event in events:
        if event.get("type") == "move":
            continue
        line = narrate(event)
        if line:
            lines.append(line.replace("**", ""))
    return lines[-5:]


def render_dicethrone(view: PublicView, events: list[dict[str, Any]]) -> Image.Image:
    heroes = view.heroes
    cols = 2
    rows = (len(heroes) + cols - 1) // cols
    dice_h = 190
    log_h = 30 + 22 * 5
    height = 70 + rows * PANEL_H + dice_h + log_h + 20
    image, draw = new_canvas(WIDTH, height)
    mode = MODE_NAMES.get(view.mode, view.mode) + ("" if view.variant == "standard" else f" · {view.variant}")
    header(draw, WIDTH, f"Dice Throne · {mode} · turn {view.turn}", _status_text(view), height=64)
    hits = _hits(view)
    w = (WIDTH - 30) // cols
    colour_of = {h.player: i for i, h in enumerate(heroes)}
    for i, hero in enumerate(_panel_order(view)):
        r, c = divmod(i, cols)
        _panel(draw, view, hero, colour_of[hero.player], 10 + c * (w + 10), 74 + r * PANEL_H, w, hits)
    # dice
    y = 74 + rows * PANEL_H
    draw.rounded_rectangle((10, y, WIDTH - 10, y + dice_h - 10), radius=12, fill=PANEL)
    roll = view.roll
    if roll is not None and roll.dice:
        owner = next(h for h in heroes if h.player == roll.owner)
        kind = {"offense": "Offensive roll", "defense": "Defensive roll", "target": "Targeting roll",
                "blind": "Blind check"}[roll.kind]
        title = f"{kind} · {roll.owner}"
        if roll.kind == "offense" and roll.max_attempts:
            title += f" · attempt {roll.attempts}/{roll.max_attempts}"
        if not roll.live:
            title += " · final"
        _text(draw, (24, y + 10), title, font=font(22), fill=TEXT)
        if roll.kind == "blind":
            _text(draw, (150, y + 60), "1-2: the attack fails · 3-6: it goes on", font=font(20), fill=TEXT)
        if roll.kind == "target":
            _text(draw, (150, y + 60), "the mode's targeting table picks the target", font=font(20), fill=TEXT)
        size = 96
        for i, (value, symbol) in enumerate(zip(roll.dice, view.roll_symbols, strict=True)):
            dx = 24 + i * (size + 16)
            fresh = i in roll.fresh
            _die(draw, dx, y + 44, size, value, symbol, owner.faces, fresh, roll.live)
            _text(draw, (dx + size / 2 - 5, y + 44 + size + 2), str(i + 1), font=font(14), fill=MUTED)
        if roll.kind == "offense" and roll.attempts > 1:
            _text(draw, (24, y + dice_h - 30), "bright: rolled or changed by the last move · grey: kept",
                      font=font(13), fill=MUTED)
    else:
        _text(draw, (24, y + 14), "No dice rolled yet this turn.", font=font(20), fill=MUTED)
    info_x = 24 + 5 * 112 + 20
    if view.attack:
        att = view.attack
        ult = "ULTIMATE " if att["ultimate"] else ""
        _text(draw, (info_x, y + 14), f"{ult}{att['name']} {ROMAN.get(att['level'], '')}", font=font(24),
                  fill=HIGHLIGHT)
        detail = []
        if att["target"]:
            detail.append(f"→ {att['target']}")
        if att["damage"] or att["bonus"]:
            detail.append(f"{att['damage']}{'+' + str(att['bonus']) if att['bonus'] else ''} dmg")
        if att["undefendable"]:
            detail.append("undefendable")
        _text(draw, (info_x, y + 48), "  ".join(detail), font=font(20), fill=TEXT)
        guard = []
        if att["prevent"]:
            guard.append(f"prevent {att['prevent']}")
        if att["negated"]:
            guard.append("dodged")
        if att["defense"]:
            guard.append(f"defence: {att['defense'].replace('_', ' ')}")
        _text(draw, (info_x, y + 78), "  ".join(guard), font=font(18), fill=MUTED)
    else:
        ready = [a.name for h in heroes if h.player == view.active for a in h.abilities if a.ready]
        if ready:
            _text(draw, (info_x, y + 14), "Dice qualify for:", font=font(18), fill=MUTED)
            for i, name in enumerate(ready[:5]):
                _text(draw, (info_x, y + 40 + i * 24), f"★ {name}", font=font(20), fill=HIGHLIGHT)
    # the last move
    ly = y + dice_h
    _text(draw, (16, ly), "Last move", font=font(16), fill=MUTED)
    last = _last_move(events)
    for i, line in enumerate(last):
        clipped = _fit(line, 18, WIDTH - 48)
        _text(draw, (24, ly + 22 + i * 22), clipped, font=font(18), fill=HIGHLIGHT if i == len(last) - 1 else TEXT)
    return image


def render_dicethrone_private(view: PlayerView) -> Image.Image:
    cards = view.hand
    mates = list(view.teammates.items())
    per_row = 4
    card_w, card_h = 262, 190
    rows = max(1, (len(cards) + per_row - 1) // per_row)
    mate_rows = sum(max(1, (len(hand) + per_row - 1) // per_row) for _, hand in mates)
    height = 80 + rows * (card_h + 12) + mate_rows * (card_h + 12) + 40 * len(mates) + 20
    image, draw = new_canvas(WIDTH, max(320, height))
    me = next(h for h in view.heroes if h.player == view.me)
    header(draw, WIDTH, f"Dice Throne · your hand · {me.hero_name}", f"{view.me}: {me.cp} CP, {len(cards)} cards",
           height=64)
    y = 76
    y = _cards(draw, cards, y, card_w, card_h, per_row)
    for name, hand in mates:
        _text(draw, (16, y + 6), f"Teammate {name}'s hand", font=font(20), fill=MUTED)
        y = _cards(draw, hand, y + 36, card_w, card_h, per_row)
    return image


def _cards(draw: ImageDraw.ImageDraw, cards: list, y: int, card_w: int, card_h: int, per_row: int) -> int:
    if not cards:
        _text(draw, (20, y + 10), "No cards.", font=font(20), fill=MUTED)
        return y + card_h + 12
    timing_names = {"main": "MAIN phase", "roll": "ROLL phase", "instant": "INSTANT"}
    for i, card in enumerate(cards):
        r, c = divmod(i, per_row)
        x = 14 + c * (card_w + 12)
        top = y + r * (card_h + 12)
        outline = HIGHLIGHT if card.playable else (90, 96, 106)
        draw.rounded_rectangle((x, top, x + card_w, top + card_h), radius=10, fill=PANEL, outline=outline,
                               width=4 if card.playable else 2)
        draw.ellipse((x + card_w - 44, top + 8, x + card_w - 10, top + 42), fill=PALETTE["yellow"])
        _text(draw, (x + card_w - 32, top + 13), str(card.cost), font=font(20), fill=(0, 0, 0))
        _text(draw, (x + 10, top + 10), card.name, font=font(20), fill=TEXT)
        kind = "UPGRADE" if card.kind == "upgrade" else timing_names.get(card.timing, card.timing)
        _text(draw, (x + 10, top + 36), kind + ("  · playable now" if card.playable else ""), font=font(14),
                  fill=HIGHLIGHT if card.playable else MUTED)
        for j, line in enumerate(textwrap.wrap(card.text, 31)[:6]):
            _text(draw, (x + 10, top + 60 + j * 20), line, font=font(15), fill=TEXT)
        _text(draw, (x + 10, top + card_h - 22), card.id, font=font(13), fill=MUTED)
    rows = (len(cards) + per_row - 1) // per_row
    return y + rows * (card_h + 12)


_ = BACKGROUND
