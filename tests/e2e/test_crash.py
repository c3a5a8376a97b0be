"""A few rounds of the crash test in the normal suite (the full 200 kills: `python -m tests.e2e.crash`)."""

from tests.e2e.crash import crash_test


async def test_a_bot_killed_at_random_moments_loses_doubles_and_sticks_nothing(tmp_path):
    report = await crash_test(kills=5, folder=tmp_path, seed=7)
    print(report.summary())
    assert report.kills == 5
    assert report.moves > 0 and report.notices > 0
    assert report.ok, "\n".join([*report.stuck, *report.lost, *report.doubled, *report.wrong])
