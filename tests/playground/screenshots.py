"""The README's screenshots: each game's first table in the playground at phone width, as Discord's app shows it
(the picture fitted into its box, the words under it), on an English server and on a German one.
`python -m tests.playground.screenshots [game …]` writes docs/screenshots/<game>.png and <game>-de.png; it needs
Playwright and Debian's chromium, as the browser tests do."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from engines import registry
from lang import DEFAULT, words
from tests.playground.test_playground import CHROMIUM, CHROMIUM_ARGS, PHONE, PhonePlayer, Playground

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
PLAYER = "Мария"
"""A name in another script, as strangers have."""
OWNER = "owner"
"""The playground's server owner, who may choose the server's language."""


class Newcomer(PhonePlayer):
    def add_user(self, name: str) -> None:
        self.open_drawer()
        super().add_user(name)
        if self.page.locator("#drawer-shade").is_visible():
            self.page.locator("#drawer-shade").click(position={"x": 380, "y": 400})


def first_table(page: Page, game: str, language: str = DEFAULT) -> None:
    """A game of `game` opened by PLAYER with AI players in the other chairs, started, on a server whose owner
    chose `language` for its posts."""
    me, said = Newcomer(page), words(language)
    me.channel("games")
    if language != DEFAULT:
        me.be(OWNER)
        me.slash_typed(f"/game settings language:{language}")
    me.add_user(PLAYER)
    me.slash_typed(f"/game new game:{game}")
    for _ in range(registry.get(game).min_players - 1):
        me.click(said("lobby-button-addbot"))
    before = me.pictures()
    me.click(said("lobby-button-start"))
    me.expect_new_picture(before)


def shoot(game: str, language: str = DEFAULT, folder: Path = FOLDER) -> Path:
    with tempfile.TemporaryDirectory() as scratch:
        server = Playground(Path(scratch))
        try:
            url, _ = server.url()
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                tall_phone = {"width": PHONE["width"], "height": 2400}  # a phone's width; tall, so a whole post fits
                page = browser.new_page(viewport=tall_phone, device_scale_factor=2, is_mobile=True, has_touch=True)
                page.set_default_timeout(30_000)
                try:
                    page.goto(url)
                    page.wait_for_function("() => document.body.dataset.ready === 'true'")
                    first_table(page, game, language)
                    table = page.locator("#messages .message", has=page.locator("img.attachment-image")).last
                    table.scroll_into_view_if_needed()
                    folder.mkdir(parents=True, exist_ok=True)
                    path = folder / (f"{game}.png" if language == DEFAULT else f"{game}-{language}.png")
                    table.screenshot(path=str(path))
                    return path
                finally:
                    browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    for name in sys.argv[1:] or [n for n in registry.names() if n != "dicerace"]:
        for spoken in ("en", "de"):
            print(shoot(name, spoken))
