"""The stand-in's fault mode (STANDIN_FAULTS=1): some of the bot's own requests get a 429 or a 5xx, every
request a delay; interaction callbacks never get a fault."""

from standin.faults import Faults


def test_faults_hit_the_bots_own_requests_only_and_in_the_set_shares():
    faults = Faults(rate_limited=0.1, server_error=0.05, seed=3)
    posts = [faults.fault_for("POST", "/api/v10/channels/123/messages") for _ in range(4000)]
    assert 0.08 < posts.count(429) / 4000 < 0.12
    assert 0.035 < sum(1 for p in posts if p in (502, 503, 504)) / 4000 < 0.065
    assert faults.fault_for("PATCH", "/api/v10/channels/1/messages/2") in (None, 429, 502, 503, 504)
    callbacks = [faults.fault_for("POST", "/api/v10/interactions/1/tok/callback") for _ in range(500)]
    assert set(callbacks) == {None}


def test_fault_mode_is_read_from_the_environment(monkeypatch):
    monkeypatch.delenv("STANDIN_FAULTS", raising=False)
    assert Faults.from_env() is None
    monkeypatch.setenv("STANDIN_FAULTS", "1")
    monkeypatch.setenv("STANDIN_LATENCY", "0.15,0.3")
    faults = Faults.from_env()
    assert faults.latency == (0.15, 0.3) and faults.rate_limited > 0 and faults.server_error > 0
    assert all(0.15 <= faults.delay() <= 0.3 for _ in range(100))
