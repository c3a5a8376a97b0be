"""The bot keeps under Discord's global limit (plumbing/pace.py): a burst of more than 50 requests through
its HTTP client is spread over seconds, and the stand-in, which counts every request as Discord does,
refuses none. The interaction endpoints are outside that limit, on Discord and in the stand-in."""

import asyncio
import time

from aiohttp.test_utils import make_mocked_request

from standin.ratelimits import RateLimits


async def test_a_burst_of_the_bots_requests_meets_no_global_429(harness, standin):
    games = standin.channels["games"].id
    started = time.monotonic()
    await asyncio.gather(*(harness.bot.http.get_channel(games) for _ in range(70)))
    assert time.monotonic() - started >= 0.5  # spread: 70 at once would take milliseconds
    assert "global" not in standin.rate_limits.refused
    assert not [p for p in standin.take_problems() if p.kind == "rate_limited"]


def test_interaction_endpoints_are_not_bound_to_the_global_limit():
    """docs.discord.com/developers/topics/rate-limits#global-rate-limit: "Interaction endpoints are not bound
    to the bot's Global Rate Limit" (the response, the original response, follow-ups)."""
    limits = RateLimits(clock=lambda: 100.0)

    def answer(method: str, path: str):
        return limits.check(make_mocked_request(method, path))[0]

    assert all(answer("GET", "/api/v10/channels/1") is None for _ in range(50))
    assert answer("GET", "/api/v10/channels/1").status == 429  # the 51st request of the second
    for n in range(60):  # the same second: every interaction endpoint still answers
        assert answer("POST", f"/api/v10/interactions/{n}/token{n}/callback") is None
        assert answer("PATCH", f"/api/v10/webhooks/7/token{n}/messages/@original") is None
        assert answer("GET", f"/api/v10/webhooks/7/token{n}/messages/@original") is None
        assert answer("POST", f"/api/v10/webhooks/7/token{n}") is None
    assert limits.refused == {"global": 1}
    follow_ups = [answer("POST", "/api/v10/webhooks/7/one-token") for _ in range(6)]
    assert follow_ups[5].status == 429  # their own bucket still holds: 5 follow-ups per 2 s per token
