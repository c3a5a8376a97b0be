"""Game engines: pure rules, no I/O (see engines/base.py for the contract)."""
