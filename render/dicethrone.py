"""Dice Throne pictures: the table (heroes, health, CP, statuses, boards, the dice) and a hand of cards.

Drawn from the engine's views only. Colour always comes with a second cue: statuses carry letters and a
+/− sign, dice carry their number and symbol name, the active hero an arrow and the word TURN.
"""

from __future__ import annotations

import textwrap
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
    fitting_size,
    font,
    header,
    new_canvas,
    text_width,
    wrap,
)
from render.common import draw_text_with as _text
from render.common import ellipsize as _fit

WIDTH = 640
"""Narrow, so that a phone (about 400 px wide) shows every text at least 9 px tall: nothing under 15 px."""
GOOD = PALETTE["sky"]
BAD = PALETTE["vermillion"]
ROMAN = {1: "I", 2: "II", 3: "III"}
GOOD_STATUSES = {"evasive", "fire_mastery", "chi", "crit", "protect", "retribution", "blessing", "sneak",
                 "sneak_attack"}
SYMBOL_COLOURS = ["orange", "sky", "green", "purple", "yellow", "vermillion"]
MODE_NAMES = {"1v1": "1 v 1", "first": "first game", "2v2": "2 v 2", "3v3": "3 v 3", "2v2v2": "2 v 2 v 2",
              "ffa": "free-for-all"}
INNER = WIDTH - 20
ABILITY_X = 220
"""Where an ability's text starts in its row (its name and level before it)."""
TEXT_W = INNER - ABILITY_X - 14
LINE = 20
DIE = 100


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
    draw.rectangle((x + 5, y + size - 28, x + size - 5, y + size - 6), fill=colour)
    number = str(value)
    _text(draw, (x + size / 2 - text_width(number, 40) / 2, y + 8), number, font=font(40), fill=(20, 20, 20))
    _text(draw, (x + size / 2 - text_width(symbol, 16) / 2, y + size - 27), symbol, font=font(16), fill=(0, 0, 0))


def _badge(draw: ImageDraw.ImageDraw, x: int, y: int, status: str, count: int) -> int:
    good = status in GOOD_STATUSES
    label = _badge_label(status, count)
    w = int(text_width(label, 16)) + 14
    draw.rounded_rectangle((x, y, x + w, y + 24), radius=6, fill=GOOD if good else BAD,
                           outline=(255, 255, 255) if good else (0, 0, 0), width=2)
    _text(draw, (x + 7, y + 3), label, font=font(16), fill=(0, 0, 0))
    return w + 6


def _badge_label(status: str, count: int) -> str:
    return STATUSES[status]["name"] + (f" ×{count}" if count > 1 else "")


def _badge_rows(hero: Any) -> list[list[tuple[str, int]]]:
    """The hero's status badges in rows that fit the panel."""
    rows: list[list[tuple[str, int]]] = []
    x = 0
    for status, count in sorted(hero.statuses.items()):
        w = text_width(_badge_label(status, count), 16) + 20
        if not rows or x + w > INNER - 28 and rows[-1]:
            rows.append([])
            x = 0
        rows[-1].append((status, count))
        x += w
    return rows


def _abilities_shown(view: PublicView, hero: Any) -> list[Any]:
    """Every ability of the hero whose turn it is (what they may do now); of the others, the defence
    they would roll (what an attacker faces). Every hero's whole board is on the rules page
    (`/game rules game:dicethrone section:heroes`)."""
    if hero.player == view.active and not view.finished:
        return list(hero.abilities)
    return [a for a in hero.abilities if a.kind == "defense"]


def _ability_lines(ability: Any) -> list[str]:
    return wrap(ability.text, 15, TEXT_W)[:2]


def _panel_height(view: PublicView, hero: Any) -> int:
    if hero.out:
        return 76
    abilities = sum(len(_ability_lines(a)) for a in _abilities_shown(view, hero))
    return 76 + 30 * len(_badge_rows(hero)) + 26 + LINE * abilities + 10


def _panel(draw: ImageDraw.ImageDraw, view: PublicView, hero: Any, index: int, y: int,
           hits: dict[str, list[str]]) -> int:
    """One hero: name, health and CP, statuses and cards, abilities; returns the panel's height."""
    x, w = 10, INNER
    height = _panel_height(view, hero)
    active = hero.player == view.active and not view.finished
    colour = PALETTE[PLAYER_COLOURS[index % len(PLAYER_COLOURS)]]
    draw.rounded_rectangle((x, y, x + w, y + height), radius=12, fill=PANEL,
                           outline=HIGHLIGHT if active else colour, width=5 if active else 2)
    draw.rectangle((x + 4, y + 4, x + 14, y + 36), fill=colour)
    name = f"{'▶ ' if active else ''}{hero.player}"
    _text(draw, (x + 22, y + 6), _fit(name, 22, 260), font=font(22), fill=HIGHLIGHT if active else TEXT)
    tag = hero.hero_name + (f" · team {hero.team + 1}" if len(view.teams) < len(view.heroes) else "")
    _text(draw, (x + 28 + text_width(_fit(name, 22, 260), 22), y + 11), tag, font=font(16), fill=MUTED)
    right = x + w - 12
    word = "TURN" if active else "ASKED" if hero.player in view.awaiting else ""
    if word:
        _text(draw, (right - text_width(word, 18), y + 9), word, font=font(18), fill=HIGHLIGHT)
    if hero.out:
        _text(draw, (x + 22, y + 40), "DEFEATED", font=font(24), fill=BAD)
        return height
    _health(draw, view, hero, x, y + 40, w, hits)
    sy = y + 76
    for row in _badge_rows(hero):
        sx = x + 14
        for status, count in row:
            sx += _badge(draw, sx, sy, status, count)
        sy += 30
    cards = f"hand {hero.hand} · deck {hero.deck} · discard {hero.discard}"
    if not hero.statuses:
        cards = "no status effects · " + cards
    _text(draw, (x + 14, sy), cards, font=font(15), fill=MUTED)
    _abilities(draw, view, hero, x, sy + 26, w)
    return height


def _health(draw: ImageDraw.ImageDraw, view: PublicView, hero: Any, x: int, by: int, w: int,
            hits: dict[str, list[str]]) -> None:
    bar_w = w - 150
    draw.rectangle((x + 14, by, x + 14 + bar_w, by + 28), fill=(70, 76, 86))
    frac = max(0.0, min(1.0, hero.health / max(1, view.max_health)))
    draw.rectangle((x + 14, by, x + 14 + int(bar_w * frac), by + 28), fill=PALETTE["green"])
    start_x = x + 14 + int(bar_w * view.start_health / view.max_health)
    draw.line((start_x, by - 3, start_x, by + 31), fill=TEXT, width=2)
    health = f"♥ {hero.health} / {view.start_health}"
    _text(draw, (x + 20, by + 3), health, font=font(20), fill=TEXT)
    if hits.get(hero.player):
        _text(draw, (x + 34 + text_width(health, 20), by + 2), " ".join(hits[hero.player]), font=font(22),
              fill=HIGHLIGHT)
    draw.ellipse((x + w - 126, by - 3, x + w - 92, by + 31), fill=PALETTE["yellow"])
    _text(draw, (x + w - 121, by + 5), "CP", font=font(16), fill=(0, 0, 0))
    _text(draw, (x + w - 84, by + 2), f"{hero.cp}/15", font=font(22), fill=TEXT)


def _abilities(draw: ImageDraw.ImageDraw, view: PublicView, hero: Any, x: int, ay: int, w: int) -> None:
    for ability in _abilities_shown(view, hero):
        lvl = ROMAN.get(ability.level, str(ability.level))
        kind = {"ultimate": "ULT", "defense": "DEF"}.get(ability.kind, "")
        label = f"{'★ ' if ability.ready else ''}{ability.name} {lvl}"
        lines = _ability_lines(ability)
        if ability.ready:
            draw.rectangle((x + 8, ay - 1, x + w - 8, ay + LINE * len(lines)), fill=(92, 84, 30))
        label = _fit(label, 16, ABILITY_X - 14 - (text_width(kind, 15) + 6 if kind else 0))
        _text(draw, (x + 14, ay), label, font=font(16), fill=HIGHLIGHT if ability.ready else TEXT)
        if kind:
            _text(draw, (x + 14 + text_width(label, 16) + 6, ay + 1), kind, font=font(15), fill=MUTED)
        for i, line in enumerate(lines):
            _text(draw, (x + ABILITY_X, ay + 1 + LINE * i), line, font=font(15), fill=TEXT if ability.ready else MUTED,
                  recurring=True)
        ay += LINE * len(lines)


def _panel_order(view: PublicView) -> list[Any]:
    """Teammates together, team by team (one column: a team's panels follow each other)."""
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


def _last_move(events: list[dict[str, Any]]) -> list[str]:
    from engines.dicethrone.narrate import narrate

    lines = []
    for event in events:
        if event.get("type") == "move":
            continue
        line = narrate(event)
        if line:
            lines.extend(wrap(line.replace("**", ""), 17, WIDTH - 40))
    return lines[-6:]


def _attack_lines(view: PublicView) -> list[tuple[str, int, Any]]:
    """What the dice panel says under the dice: the attack under way, or what the dice qualify for."""
    att = view.attack
    if att:
        ult = "ULTIMATE " if att["ultimate"] else ""
        detail = []
        if att["target"]:
            detail.append(f"→ {att['target']}")
        if att["damage"] or att["bonus"]:
            detail.append(f"{att['damage']}{'+' + str(att['bonus']) if att['bonus'] else ''} dmg")
        if att["undefendable"]:
            detail.append("undefendable")
        guard = []
        if att["prevent"]:
            guard.append(f"prevent {att['prevent']}")
        if att["negated"]:
            guard.append("dodged")
        if att["defense"]:
            guard.append(f"defence: {att['defense'].replace('_', ' ')}")
        lines = [(f"{ult}{att['name']} {ROMAN.get(att['level'], '')}", 22, HIGHLIGHT), ("  ".join(detail), 18, TEXT)]
        return lines + ([("  ".join(guard), 16, MUTED)] if guard else [])
    ready = [a.name for h in view.heroes if h.player == view.active for a in h.abilities if a.ready]
    if ready:
        return [("Dice qualify for: " + ", ".join(f"★ {n}" for n in ready[:5]), 17, HIGHLIGHT)]
    return []


def _dice_height(view: PublicView) -> int:
    roll = view.roll
    rolled = roll is not None and bool(roll.dice)
    extra = 1 if rolled and roll.kind in ("blind", "target") else 0
    legend = 1 if rolled and roll.kind == "offense" and roll.attempts > 1 else 0
    lines = sum(size + 8 for _, size, _ in _attack_lines(view))
    return 44 + (DIE + 26 if rolled else 0) + 24 * (extra + legend) + lines + 12


def _dice(draw: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    height = _dice_height(view)
    draw.rounded_rectangle((10, y, WIDTH - 10, y + height), radius=12, fill=PANEL)
    roll = view.roll
    ly = y + 10
    if roll is not None and roll.dice:
        owner = next(h for h in view.heroes if h.player == roll.owner)
        kind = {"offense": "Offensive roll", "defense": "Defensive roll", "target": "Targeting roll",
                "blind": "Blind check"}[roll.kind]
        title = f"{kind} · {roll.owner}"
        if roll.kind == "offense" and roll.max_attempts:
            title += f" · {roll.attempts}/{roll.max_attempts}"
        if not roll.live:
            title += " · final"
        _text(draw, (24, ly), _fit(title, 20, WIDTH - 48), font=font(20), fill=TEXT)
        ly += 34
        for i, (value, symbol) in enumerate(zip(roll.dice, view.roll_symbols, strict=True)):
            dx = 24 + i * (DIE + 16)
            _die(draw, dx, ly, DIE, value, symbol, owner.faces, i in roll.fresh, roll.live)
            _text(draw, (dx + DIE / 2 - 5, ly + DIE + 2), str(i + 1), font=font(15), fill=MUTED)
        ly += DIE + 26
        notes = {"blind": "1-2: the attack fails · 3-6: it goes on",
                 "target": "the mode's targeting table picks the target"}
        if roll.kind in notes:
            _text(draw, (24, ly), notes[roll.kind], font=font(17), fill=TEXT)
            ly += 24
        if roll.kind == "offense" and roll.attempts > 1:
            _text(draw, (24, ly), "bright: rolled or changed by the last move · grey: kept", font=font(15),
                  fill=MUTED, recurring=True)
            ly += 24
    else:
        _text(draw, (24, ly + 4), "No dice rolled yet this turn.", font=font(18), fill=MUTED)
        ly += 34
    for text, size, fill in _attack_lines(view):
        _text(draw, (24, ly), _fit(text, size, WIDTH - 48), font=font(size), fill=fill)
        ly += size + 8
    return height


def render_dicethrone(view: PublicView, events: list[dict[str, Any]], true_colour: bool = False) -> Image.Image:
    heroes = _panel_order(view)
    last = _last_move(events)
    height = (74 + sum(_panel_height(view, h) + 10 for h in heroes) + _dice_height(view) + 10
              + (30 + 22 * len(last) if last else 0) + 10)
    image, draw = new_canvas(WIDTH, height, None if true_colour else "dicethrone")
    mode = MODE_NAMES.get(view.mode, view.mode) + ("" if view.variant == "standard" else f" · {view.variant}")
    status = _status_text(view)
    size = fitting_size(status, 26, WIDTH - 32, 20)
    draw.rectangle((0, 0, WIDTH, 68), fill=PANEL)  # render.common.header's bar, its status sized to fit
    _text(draw, (16, 8), f"Dice Throne · {mode} · turn {view.turn}", font=font(18), fill=MUTED)
    _text(draw, (16, 32 + (26 - size) // 2), _fit(status, size, WIDTH - 32), font=font(size), fill=HIGHLIGHT)
    hits = _hits(view)
    colour_of = {h.player: i for i, h in enumerate(view.heroes)}
    y = 76
    for hero in heroes:
        y += _panel(draw, view, hero, colour_of[hero.player], y, hits) + 10
    y += _dice(draw, view, y) + 10
    if last:
        _text(draw, (16, y), "Last move", font=font(16), fill=MUTED)
        for i, line in enumerate(last):
            _text(draw, (20, y + 26 + i * 22), line, font=font(17), fill=HIGHLIGHT if i == len(last) - 1 else TEXT)
    return image


HAND_WIDTH = 1120
"""A hand is a private reply: four cards a row."""


def render_dicethrone_private(view: PlayerView, true_colour: bool = False) -> Image.Image:
    cards = view.hand
    mates = list(view.teammates.items())
    per_row = 4
    card_w, card_h = 262, 190
    rows = max(1, (len(cards) + per_row - 1) // per_row)
    mate_rows = sum(max(1, (len(hand) + per_row - 1) // per_row) for _, hand in mates)
    height = 80 + rows * (card_h + 12) + mate_rows * (card_h + 12) + 40 * len(mates) + 20
    image, draw = new_canvas(HAND_WIDTH, max(320, height), None if true_colour else "dicethrone")
    me = next(h for h in view.heroes if h.player == view.me)
    header(draw, HAND_WIDTH, f"Dice Throne · your hand · {me.hero_name}", f"{view.me}: {me.cp} CP, {len(cards)} cards",
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
