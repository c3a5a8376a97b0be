import pytest

from bot.config import Settings
from bot.shards import Shards, shard_of


def test_discord_shard_rule():
    assert shard_of("81384788765712384", 1) == 0
    assert shard_of(str((5 << 22) | 999), 4) == 1  # (guild_id >> 22) % count
    assert shard_of("guild", 4) == 0  # not a Discord id (tests, transcripts): shard 0


def test_settings_name_the_shards_a_process_serves():
    assert Settings(_env_file=None).shards() == Shards()
    assert Settings(_env_file=None, shard_count=4, shard_ids="1, 3").shards() == Shards(4, (1, 3))
    assert Settings(_env_file=None, shard_count=2).shards().serves_all
    with pytest.raises(ValueError, match="SHARD_COUNT"):
        Settings(_env_file=None, shard_ids="1").shards()
    with pytest.raises(ValueError, match="between 0 and 1"):
        Settings(_env_file=None, shard_count=2, shard_ids="2").shards()


def test_the_example_env_file_loads_as_it_ships():
    """Empty lines such as `SHARD_COUNT=` mean unset (they used to fail: DEV_GUILD_ID= too)."""
    from pathlib import Path

    settings = Settings(_env_file=Path(__file__).resolve().parents[2] / ".env.example")
    assert settings.shards() == Shards() and settings.metrics_port is None and settings.dev_guild_id is None


def test_a_sharded_setting_on_sqlite_stops_the_bot_with_a_sentence(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root), "DISCORD_TOKEN": "x", "DATABASE_URL": f"sqlite:///{tmp_path}/a.db",
           "SHARD_COUNT": "2", "SHARD_IDS": "1"}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert "need PostgreSQL" in done.stderr and "Traceback" not in done.stderr
