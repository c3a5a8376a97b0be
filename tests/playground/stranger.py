"""A stranger on a phone (issues 37 and 38): the playground at 390 px wide in Debian's chromium, played by
"Мария" from the human seat against AI seats, a screenshot after every move, as someone who has read no
rulebook would play: by the buttons, the menus, `/game guide` and the private answers.

    python -m tests.playground.stranger serve GAME      # opens the table, then takes moves one at a time
    python -m tests.playground.stranger say 'click Roll' # one move to the served table; prints what it shows
    python -m tests.playground.stranger play FILE        # replays a recorded play-through (one move a line)

A move is one line: `slash /game guide game:thrown`, `click LABEL` (the newest button whose label contains
LABEL; `clickx` for the whole label), `pick LABEL|LABEL` (the newest select menu: the options whose labels
contain these, then closed), `menu` (the newest menu's options, with their descriptions), `look` (the newest
messages' words and buttons), `shot NAME`. Screenshots go to artifacts/stranger/GAME/, numbered: the phone's
screen as it stands, and the newest table's post alone. The served moves are recorded in moves.txt beside them.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from engines import registry
from tests.playground.screenshots import PLAYER, Newcomer
from tests.playground.test_playground import CHROMIUM, CHROMIUM_ARGS, PHONE, Playground

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "artifacts" / "stranger"
PIPES = Path(tempfile.gettempdir()) / "dicehall-stranger"


class Stranger:
    def __init__(self, page: Page, game: str):
        self.page = page
        self.me = Newcomer(page)
        self.game = game
        self.folder = OUT / game
        self.folder.mkdir(parents=True, exist_ok=True)
        self.shots = 0

    def settle(self, quiet: float = 1.5, limit: float = 30.0) -> None:
        """Wait until no message has arrived or changed for `quiet` seconds (the AI seats have moved)."""
        started = last_change = time.monotonic()
        seen = ""
        while time.monotonic() - started < limit:
            now = self.page.evaluate(
                "() => [...document.querySelectorAll('#messages .message')].map(m => m.dataset.id + ':'"
                " + m.innerText.length).join() + (document.querySelector('#messages .thinking') ? '…' : '')")
            if now != seen:
                seen, last_change = now, time.monotonic()
            elif time.monotonic() - last_change >= quiet and not now.endswith("…"):
                return
            time.sleep(0.25)

    def open_table(self) -> None:
        self.me.add_user(PLAYER)
        self.me.channel("games")
        self.me.slash_typed(f"/game new game:{self.game}")
        for _ in range(registry.get(self.game).min_players - 1):
            self.me.click("Add AI seat")
        self.me.click("Start")
        self.settle()

    def shot(self, name: str) -> str:
        self.shots += 1
        stem = f"{self.shots:02d}-{re.sub(r'[^A-Za-z0-9]+', '-', name).strip('-')[:40]}"
        self.page.locator("#messages").evaluate("m => m.scrollTop = m.scrollHeight")
        time.sleep(0.3)
        self.page.screenshot(path=str(self.folder / f"{stem}-screen.png"))
        table = self.page.locator("#messages .message", has=self.page.locator("img.attachment-image")).last
        if table.count():
            table.screenshot(path=str(self.folder / f"{stem}-table.png"))
        return stem

    def look(self, count: int = 4) -> str:
        """The newest messages as words: author, whether private, text, buttons, menus."""
        return self.page.evaluate(
            """n => [...document.querySelectorAll('#messages .message')].filter(m => !m.hidden).slice(-n).map(m => {
                 const who = m.querySelector('.author') ? m.querySelector('.author').innerText : '…';
                 const text = m.querySelector('.content') ? m.querySelector('.content').innerText : '';
                 const pics = m.querySelectorAll('img.attachment-image').length;
                 const buttons = [...m.querySelectorAll('.btn')].map(b => '[' + b.innerText + ']').join(' ');
                 const menus = [...m.querySelectorAll('.select-box')].map(s => '<' + s.innerText + '>').join(' ');
                 return `--- ${who}${m.classList.contains('ephemeral') ? ' (only you)' : ''}`
                   + `${pics ? ' +' + pics + ' picture' : ''}\\n${text}\\n${buttons}\\n${menus}`;
               }).join('\\n')""", count)

    def menu(self) -> str:
        box = self.page.locator("#messages .select").last
        box.locator(".select-box").click()
        words = "\n".join(o.inner_text().replace("\n", " — ") for o in box.locator(".select-option").all())
        box.locator(".select-box").click()  # closed again with nothing picked: nothing is sent
        return words

    def pick(self, labels: list[str]) -> None:
        box = self.page.locator("#messages .select").last
        box.locator(".select-box").click()
        for label in labels:
            box.locator(".select-option", has_text=label).first.click()
        if box.locator(".select-menu").count():  # a menu of several choices is sent when it closes
            with self.page.expect_response(lambda r: r.url.endswith("/api/select")):
                self.page.locator("#chat-header").click()

    def do(self, line: str) -> str:
        verb, _, rest = line.strip().partition(" ")
        if verb == "look":
            return self.look(int(rest or 4))
        if verb == "menu":
            return self.menu()
        if verb == "shot":
            return self.shot(rest or "shot")
        if verb == "slash":
            self.me.slash_typed(rest)
        elif verb in ("click", "clickx"):
            self.me.click(rest, exact=verb == "clickx")
        elif verb == "pick":
            self.pick(rest.split("|"))
        elif verb == "be":
            self.me.be(rest)
        else:
            return f"unknown move {line!r}"
        self.settle()
        stem = self.shot(f"{verb}-{rest}")
        return f"{stem}\n{self.look()}"


def _session(game: str, moves) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        server = Playground(Path(scratch))
        try:
            url, _ = server.url()
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
                page.set_default_timeout(20_000)
                errors: list[str] = []
                page.on("pageerror", lambda error: errors.append(str(error)))
                try:
                    page.goto(url)
                    page.wait_for_function("() => document.body.dataset.ready === 'true'")
                    stranger = Stranger(page, game)
                    stranger.open_table()
                    yield_ = moves(stranger)
                    for _ in yield_:
                        pass
                finally:
                    browser.close()
                if errors:
                    print("the page raised:", errors)
        finally:
            server.stop()
            problems = [line for line in server.output if "Traceback" in line or "stand-in problem" in line]
            if problems:
                print("".join(server.output[-60:]))


def serve(game: str) -> None:
    PIPES.mkdir(exist_ok=True)
    ask, answer = PIPES / "ask", PIPES / "answer"
    for pipe in (ask, answer):
        if pipe.exists():
            pipe.unlink()
        os.mkfifo(pipe)

    def moves(stranger: Stranger):
        record = (stranger.folder / "moves.txt").open("w", encoding="utf-8")
        with answer.open("w", encoding="utf-8") as out:
            out.write(stranger.shot("start") + "\n" + stranger.look() + "\n")
        while True:
            with ask.open(encoding="utf-8") as source:
                line = source.read().strip()
            if line == "quit":
                with answer.open("w", encoding="utf-8") as out:
                    out.write("bye\n")
                break
            try:
                said = stranger.do(line)
                if not line.startswith(("look", "menu")):
                    record.write(line + "\n")
                    record.flush()
            except Exception as error:  # noqa: BLE001 - told to the one typing, who tries something else
                said = f"failed: {error!r}"[:2000]
            with answer.open("w", encoding="utf-8") as out:
                out.write(said + "\n")
            yield

    _session(game, moves)


def say(line: str) -> None:
    with (PIPES / "ask").open("w", encoding="utf-8") as source:
        source.write(line)
    with (PIPES / "answer").open(encoding="utf-8") as out:
        print(out.read())


def play(game: str, path: Path) -> None:
    def moves(stranger: Stranger):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                print(stranger.do(line))
                yield

    _session(game, moves)


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    if command == "serve":
        serve(args[0])
    elif command == "say":
        say(" ".join(args))
    elif command == "play":
        play(args[0], Path(args[1]))
    else:
        raise SystemExit(__doc__)
