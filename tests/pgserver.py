"""A throwaway PostgreSQL server for the tests: Debian's `postgresql` binaries, a cluster in a temporary
folder, on a free port of 127.0.0.1, gone when the tests end. PostgreSQL refuses to run as root, so as
root the cluster belongs to the `postgres` user (or `nobody`)."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

import asyncpg


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL binaries here, or the server would not start."""


def _bin_dir() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise PostgresUnavailable("PostgreSQL is not installed (no initdb): apt-get install postgresql")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run_as() -> str | None:
    """The user to run the server as: None (ourselves) unless we are root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise PostgresUnavailable("Running as root and there is no postgres or nobody user to run PostgreSQL as.")


class PostgresServer:
    def __init__(self) -> None:
        self.bin = _bin_dir()
        self.user = _run_as()
        self.folder = Path(tempfile.mkdtemp(prefix="dicehall-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, cwd=self.folder, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise PostgresUnavailable(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> PostgresServer:
        if self.user is not None:
            shutil.chown(self.folder, self.user)
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync")
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "start")
        return self

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    async def new_database(self) -> str:
        """A fresh empty database; its URL."""
        name = f"t_{uuid.uuid4().hex[:16]}"
        con = await asyncpg.connect(self.url())
        try:
            await con.execute(f"CREATE DATABASE {name}")
        finally:
            await con.close()
        return self.url(name)
