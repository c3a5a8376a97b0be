"""Issue 38, in the browser: Enter sends a command as typed (an empty optional option is not filled with the
first suggestion), and the channel's welcome text speaks of the layout it is shown in (a phone has no
members list on the right and keeps "You are" in the ☰ drawer)."""

from __future__ import annotations

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


def _open(p, url: str, **page_args):
    browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    page = browser.new_page(**page_args)
    page.set_default_timeout(20_000)
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.ready === 'true'")
    return browser, page


def test_enter_sends_game_stats_with_its_empty_player_option_empty(playground):  # noqa: F811
    url, _ = playground.url()
    with sync_playwright() as p:
        browser, page = _open(p, url, viewport={"width": 1280, "height": 900})
        try:
            me = Player(page)
            me.be("tom")
            me.be("marta")
            box = page.locator("#input")
            box.click()
            box.press_sequentially("/game stats", delay=20)
            expect(page.locator("#popup .popup-item").first).to_be_visible()
            page.keyboard.press("Enter")  # takes the command from the list: its `player` field gets the focus
            expect(page.locator('.option-field input[data-option="player"]')).to_be_focused()
            expect(page.locator("#popup .popup-item").first).to_be_visible()  # the members, offered
            expect(page.locator("#popup .popup-item.selected")).to_have_count(0)
            with page.expect_response(lambda r: r.url.endswith("/api/slash")) as answer:
                page.keyboard.press("Enter")
            assert answer.value.ok, answer.value.text()
            assert answer.value.request.post_data_json["options"] == {}, answer.value.request.post_data_json
            reply = page.locator("#messages .message .content").last
            expect(reply).to_contain_text("marta")
            assert "tom" not in reply.inner_text()

            # Picking is still one key away: an arrow highlights a member, Enter takes it, Enter sends.
            box.click()
            box.press_sequentially("/game stats", delay=20)
            page.keyboard.press("Enter")
            page.keyboard.type("to", delay=20)
            expect(page.locator("#popup .popup-item.selected")).to_have_text("tom")
            page.keyboard.press("Enter")
            with page.expect_response(lambda r: r.url.endswith("/api/slash")) as answer:
                page.keyboard.press("Enter")
            assert answer.value.request.post_data_json["options"] == {"player": "tom"}
        finally:
            browser.close()


def _welcome(page) -> str:
    return page.locator("#messages .welcome").inner_text()


def test_the_welcome_text_fits_the_width_it_is_shown_at(playground):  # noqa: F811
    url, _ = playground.url()
    with sync_playwright() as p:
        browser, page = _open(p, url, viewport={"width": 1280, "height": 900})
        try:
            text = _welcome(page)
            assert "bottom left" in text and "Alt+1" in text and "member on the right" in text, text
            assert "☰" not in text
            page.set_viewport_size({"width": 900, "height": 900})  # the members list is hidden from here down
            expect(page.locator("#members")).to_be_hidden()
            text = _welcome(page)
            assert "bottom left" in text and "on the right" not in text, text
        finally:
            browser.close()
        browser, page = _open(p, url, viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        try:
            text = _welcome(page)
            assert "☰" in text and "You are" in text, text
            assert "bottom left" not in text and "Alt+" not in text and "on the right" not in text, text
        finally:
            browser.close()
