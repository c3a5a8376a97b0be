"""bot/collector.py: once settled, what existed is frozen out of later collections and the youngest
generation is collected less often."""

import gc

from bot import collector


def test_settle_freezes_what_exists_and_makes_collections_rarer():
    threshold = gc.get_threshold()
    kept = [object() for _ in range(10)] + [{"a": []}]
    try:
        collector.settle()
        assert gc.get_freeze_count() > len(kept)
        assert not any(obj is kept[-1] for obj in gc.get_objects())  # frozen: no longer walked
        assert gc.get_threshold() == (collector.YOUNGEST, *threshold[1:])
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)
