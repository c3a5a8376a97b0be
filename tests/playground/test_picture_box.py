"""Pictures in the playground sit in the box Discord's clients fit an inline picture into (docs/PICTURES.md):
400 × 300 on a desktop, 400 × 400 on a phone and never wider than the message column; a click opens the
picture at full size, as Discord's viewer does. What a developer sees while testing is what players see."""

from __future__ import annotations

from tests.playground.screenshots import first_table
from tests.playground.test_playground import (
    CHROMIUM,
    CHROMIUM_ARGS,
    PHONE,
    Player,
    expect,
    playground,  # noqa: F401  (the fixture)
    pytestmark,  # noqa: F401  (skipped without chromium, as the other browser tests)
    sync_playwright,
)

DESKTOP = {"width": 1280, "height": 900}


def _table_on_desktop(p, url: str) -> tuple:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    page = browser.new_page(viewport=DESKTOP)
    page.set_default_timeout(20_000)
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.ready === 'true'")
    me = Player(page)
    me.be("marta")
    me.slash_typed("/game new game:thrown")
    me.click("Add AI seat")
    me.click("Add AI seat")
    before = me.pictures()
    me.click("Start")
    me.expect_new_picture(before)
    return browser, page


def _shown_and_natural(page) -> tuple[dict, dict]:
    picture = page.locator("#messages img.attachment-image").last
    natural = picture.evaluate("img => ({width: img.naturalWidth, height: img.naturalHeight})")
    return picture.bounding_box(), natural


def _fitted(shown: dict, natural: dict, box: tuple[int, int]) -> None:
    scale = min(1, box[0] / natural["width"], box[1] / natural["height"])
    assert shown["width"] <= box[0] + 1 and shown["height"] <= box[1] + 1, (shown, box)  # a pixel of rounding
    assert abs(shown["width"] - natural["width"] * scale) <= 1, "fitted by its longer side, not stretched"
    assert abs(shown["width"] / shown["height"] - natural["width"] / natural["height"]) < 0.02


def test_a_picture_is_fitted_into_the_desktop_box_and_opens_full_size(playground):  # noqa: F811
    url, _ = playground.url()
    with sync_playwright() as p:
        browser, page = _table_on_desktop(p, url)
        try:
            shown, natural = _shown_and_natural(page)
            _fitted(shown, natural, (400, 300))
            page.locator("#messages img.attachment-image").last.click()
            full = page.locator("#lightbox img")
            expect(full).to_be_visible()
            opened = full.bounding_box()
            assert opened["width"] > shown["width"], (opened, shown)
            page.keyboard.press("Escape")
            expect(page.locator("#lightbox")).to_be_hidden()
        finally:
            browser.close()


def test_a_picture_is_fitted_into_the_phone_box_within_the_column(playground):  # noqa: F811
    url, _ = playground.url()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        page.set_default_timeout(20_000)
        try:
            page.goto(url)
            page.wait_for_function("() => document.body.dataset.ready === 'true'")
            first_table(page, "thrown")  # by a player called Мария: a display name in another script
            shown, natural = _shown_and_natural(page)
            column = page.locator("#messages .message .content").last.bounding_box()
            _fitted(shown, natural, (min(400, column["width"]), 400))
        finally:
            browser.close()
