"""The playground in a real browser: `python -m bot` without a token, then Debian's chromium (headless,
driven by Playwright) plays the opening moves of two games as several users, by clicking and typing
as a person would. After every move a new table picture must appear; one player's private reply
(`/thrown hand`) must be shown to them and to no one else. A screenshot is kept in artifacts/.
"""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts" / "playground"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
YOUR_DICE = re.compile("Your dice")
"""The private hand's opening words, case and all (the public words may say "your dice" too)."""
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]

try:
    from playwright.sync_api import Page, expect, sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    sync_playwright = None

pytestmark = pytest.mark.skipif(
    (sync_playwright is None or not Path(CHROMIUM).exists()) and not os.environ.get("CI"),
    reason="needs Playwright and Debian's chromium (.ci/run installs both)",
)


class Playground:
    """`python -m bot` with no token, in a folder with no .env, on a free port."""

    def __init__(self, cwd: Path):
        env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "LOG_LEVEL")}
        env |= {"PYTHONPATH": str(ROOT), "PLAYGROUND_PORT": "0", "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen([sys.executable, "-m", "bot"], cwd=cwd, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.output: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:  # type: ignore[union-attr]
            self.output.append(line)
            self.lines.put(line)

    def url(self, timeout: float = 60.0) -> tuple[str, str]:
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"python -m bot printed nothing in {timeout} s") from None
        found = re.search(r"http://127\.0\.0\.1:\d+/", line)
        assert found, f"the first line should give the playground's address: {line!r}\n{''.join(self.output)}"
        return found.group(0), line

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def playground(tmp_path):
    server = Playground(tmp_path)
    yield server
    server.stop()


class Player:
    """One person at the page, who switches between pretend users to play every seat."""

    def __init__(self, page: Page):
        self.page = page

    def be(self, name: str) -> None:
        self.page.select_option("#user-select", name)
        expect(self.page.locator(".member.me")).to_contain_text(name)
        self.page.wait_for_function("() => document.body.dataset.ready === 'true'")

    def channel(self, name: str) -> None:
        self.page.locator(f'#channel-list .channel[data-channel="{name}"]').click()
        expect(self.page.locator("#channel-name")).to_have_text(name)

    def pictures(self) -> int:
        return self.page.locator("#messages img.attachment-image").count()

    def expect_new_picture(self, before: int) -> None:
        """A new table picture arrived (without reloading) and the browser could draw it."""
        pictures = self.page.locator("#messages img.attachment-image")
        expect(pictures).to_have_count(before + 1, timeout=20_000)
        self.page.wait_for_function(
            "() => { const all = document.querySelectorAll('#messages img.attachment-image');"
            " const last = all[all.length - 1]; return last.complete && last.naturalWidth > 300; }", timeout=20_000)

    def click(self, label: str, *, exact: bool = False) -> None:
        """Press the newest button with this label (the one under the latest table or lobby)."""
        buttons = self.page.locator("#messages .btn", has_text=re.compile(f"^{re.escape(label)}$" if exact else
                                                                           re.escape(label)))
        expect(buttons.last).to_be_visible()
        with self.page.expect_response(lambda r: r.url.endswith("/api/click")) as answer:
            buttons.last.click()
        assert answer.value.ok, answer.value.text()

    def pick_in_menu(self, count: int) -> None:
        """Open the newest select menu, tick the first `count` options, close it (which sends the choice)."""
        menu = self.page.locator("#messages .select").last
        menu.locator(".select-box").click()
        for i in range(count):
            menu.locator(".select-option").nth(i).click()
        with self.page.expect_response(lambda r: r.url.endswith("/api/select")) as answer:
            self.page.locator("#chat-header").click()
        assert answer.value.ok, answer.value.text()

    def slash_by_picking(self, typed: str, choice_typed: str | None = None) -> None:
        """Type the start of a command, take it from the list with Enter, fill its first option from the
        offered choices, and send it with Enter."""
        box = self.page.locator("#input")
        box.click()
        box.press_sequentially(typed, delay=20)
        expect(self.page.locator("#popup .popup-item").first).to_be_visible()
        self.page.keyboard.press("Enter")
        if choice_typed is not None:
            self.page.keyboard.type(choice_typed, delay=20)
            expect(self.page.locator("#popup .popup-item").first).to_be_visible()
            self.page.keyboard.press("Enter")
        with self.page.expect_response(lambda r: r.url.endswith("/api/slash")) as answer:
            self.page.keyboard.press("Enter")
        assert answer.value.ok, answer.value.text()

    def slash_typed(self, line: str) -> None:
        """A whole command typed in one go (`/game new game:thrown`), sent with Enter."""
        box = self.page.locator("#input")
        box.click()
        box.press_sequentially(line, delay=10)
        with self.page.expect_response(lambda r: r.url.endswith("/api/slash")) as answer:
            self.page.keyboard.press("Enter")
        assert answer.value.ok, answer.value.text()

    def awaited(self) -> str:
        """Who the newest table is waiting for ("Waiting for @tom: ...")."""
        text = self.page.locator("#messages .message .content", has_text="Waiting for").last.inner_text()
        return re.search(r"Waiting for @([\w.]+)", text).group(1)

    def add_user(self, name: str) -> None:
        self.page.locator("#add-user-button").click()
        self.page.locator("#add-user-name").fill(name)
        self.page.locator("#add-user-form button").click()
        expect(self.page.locator(".member.me")).to_contain_text(name)


def test_two_games_in_the_browser(playground, tmp_path):
    started = time.monotonic()
    url, line = playground.url()
    assert "playground" in line and "DISCORD_TOKEN" in line, line
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.set_default_timeout(20_000)
        page.on("pageerror", lambda error: errors.append(str(error)))
        outside: list[str] = []
        page.on("request", lambda r: outside.append(r.url) if not r.url.startswith((url, "data:")) else None)
        try:
            page.goto(url)
            page.wait_for_function("() => document.body.dataset.ready === 'true'")
            me = Player(page)

            # --- Würfelhelden in #games: marta opens it by picking from the command list, tom joins ---
            me.be("marta")
            me.channel("games")
            me.slash_by_picking("/game ne", "Würf")
            expect(page.locator("#messages .message", has_text="lobby")).to_have_count(1)
            me.be("tom")
            me.click("Join")
            me.be("marta")
            before = me.pictures()
            me.click("Start")
            me.expect_new_picture(before)

            first = me.awaited()
            me.be(first)
            before = me.pictures()
            me.click("Roll (")
            me.expect_new_picture(before)
            before = me.pictures()
            me.pick_in_menu(1)  # reroll die 1
            me.expect_new_picture(before)
            before = me.pictures()
            me.click("Stop and keep")
            me.expect_new_picture(before)
            page.screenshot(path=str(ARTIFACTS / "wurfelhelden.png"))

            # --- Thrown in #games-2: typed in one go; a brand-new user takes the third seat ---
            me.channel("games-2")
            me.be("marta")
            me.slash_typed("/game new game:thrown")
            me.be("tom")
            me.click("Join")
            me.add_user("zoe")
            me.click("Join")
            me.be("marta")
            before = me.pictures()
            me.click("Start")
            me.expect_new_picture(before)

            # The awaited player asks for their hand: a reply only they can see.
            holder = me.awaited()
            me.be(holder)
            me.slash_by_picking("/thrown ha")
            private = page.locator("#messages .message.ephemeral", has_text=YOUR_DICE)
            expect(private).to_have_count(1)
            expect(private).to_contain_text("Only you can see this")
            hand_id = private.get_attribute("data-id")
            assert hand_id

            before = me.pictures()
            me.click("Roll ")
            me.expect_new_picture(before)
            page.screenshot(path=str(ARTIFACTS / "thrown-own-hand.png"))

            for other in {"marta", "tom", "zoe"} - {holder}:
                me.be(other)
                expect(page.locator("#messages .message", has_text="lobby").first).to_be_visible()
                assert page.locator(f'#messages .message[data-id="{hand_id}"]').count() == 0, \
                    f"{other} can see {holder}'s hand"
                assert page.locator("#messages .message", has_text=YOUR_DICE).count() == 0
                # the start's table is there for everyone; the roll, a step mid-turn, is the holder's until the
                # table that ends their turn (issue 38: one post a turn)
                assert me.pictures() >= 1

            me.be(holder)
            expect(page.locator(f'#messages .message[data-id="{hand_id}"]')).to_have_count(1)

            # --- the clock: a day later the player who was holding things up timed out ---
            page.locator("#clock-day").click()
            expect(page.locator("#clock-offset")).to_contain_text("1 d")
            expect(page.locator("#messages .message", has_text="Time ran out").first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "playground.png"))
        finally:
            page.screenshot(path=str(ARTIFACTS / "last.png"))
            browser.close()

    assert not errors, f"the page raised: {errors}"
    assert not outside, f"the page made requests elsewhere: {outside}"
    problems = [line for line in playground.output if "stand-in problem" in line or "Traceback" in line]
    assert not problems, "".join(playground.output)
    assert time.monotonic() - started < 240


class PhonePlayer(Player):
    """The same person on a phone: the channel list and "You are" live in a drawer opened with ☰."""

    def open_drawer(self) -> None:
        self.page.locator("#menu-button").click()
        expect(self.page.locator("#sidebar")).to_be_in_viewport()

    def be(self, name: str) -> None:
        self.open_drawer()
        super().be(name)
        expect(self.page.locator("#sidebar")).not_to_be_in_viewport()

    def channel(self, name: str) -> None:
        self.open_drawer()
        super().channel(name)
        expect(self.page.locator("#sidebar")).not_to_be_in_viewport()


PHONE = {"width": 390, "height": 844}


def _fits_the_phone(page: Page) -> None:
    """Nothing is wider than the screen, the chat has the width, and the last picture fits it."""
    width = PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    chat = page.locator("#messages").bounding_box()
    assert chat and chat["width"] >= width - 20, chat
    content = page.locator("#messages .message .content").last.bounding_box()
    assert content and content["width"] >= 250, f"message text squeezed to {content}"
    picture = page.locator("#messages img.attachment-image").last.bounding_box()
    assert picture and picture["x"] >= 0 and picture["x"] + picture["width"] <= width, picture


def test_a_game_at_phone_width(playground):
    """At 390 px wide (a phone) the page is one column: the chat keeps the width, the channels and the
    user switch are a drawer, and a game can be opened, joined, started and played."""
    url, _ = playground.url()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        page.set_default_timeout(20_000)
        page.on("pageerror", lambda error: errors.append(str(error)))
        try:
            page.goto(url)
            page.wait_for_function("() => document.body.dataset.ready === 'true'")
            expect(page.locator("#sidebar")).not_to_be_in_viewport()
            expect(page.locator("#servers")).to_be_hidden()
            me = PhonePlayer(page)
            me.be("marta")
            me.channel("games-3")
            me.slash_typed("/game new game:wurfelhelden")
            me.be("tom")
            me.click("Join")
            me.be("marta")
            before = me.pictures()
            me.click("Start")
            me.expect_new_picture(before)
            me.be(me.awaited())
            before = me.pictures()
            me.click("Roll (")
            me.expect_new_picture(before)
            _fits_the_phone(page)
            page.screenshot(path=str(ARTIFACTS / "phone.png"))
        finally:
            page.screenshot(path=str(ARTIFACTS / "phone-last.png"))
            browser.close()
    assert not errors, f"the page raised: {errors}"
