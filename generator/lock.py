"""The output folder's marker and lock: which folders this tool wrote, and who builds there.

``OUT/.pointerbench-text`` marks a folder as written by pointerbench-text (``--overwrite``
deletes nothing else) and is the lock file: a build holds an exclusive ``flock`` on it from
its first write to its exit. The kernel drops the lock when the process dies, however it
dies, so a crashed build never leaves a stale lock behind.
"""

from __future__ import annotations

import fcntl
import os
import time
from pathlib import Path

from generator.config import ConfigError

MARKER = ".pointerbench-text"
HEADER = "pointerbench-text output folder"


def is_ours(out: Path) -> bool:
    """True if ``out`` holds this tool's marker (a file named so, starting with HEADER)."""
    path = out / MARKER
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return path.is_file() and fh.read(len(HEADER)) == HEADER
    except OSError:
        return False


def holder(out: Path) -> str:
    """The pid written by the build that holds (or last held) the lock, or '?'."""
    try:
        text = (out / MARKER).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "?"
    for word in text.split():
        if word.startswith("pid="):
            return word[4:]
    return "?"


class OutputLock:
    """Hold the lock of ``out`` (creating the folder and its marker) until release."""

    def __init__(self, out: Path):
        self.out = out
        self.fd: int | None = None

    def acquire(self) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.out / MARKER, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise ConfigError(f"--out {self.out} is in use by another build (pid "
                              f"{self._wait_for_pid()}); wait for it to finish or use "
                              "another --out") from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{HEADER} pid={os.getpid()}\n".encode())
        self.fd = fd

    def _wait_for_pid(self) -> str:
        for _ in range(20):  # the holder writes its pid right after taking the lock
            pid = holder(self.out)
            if pid != "?":
                return pid
            time.sleep(0.05)
        return "?"

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing the descriptor drops the flock
            self.fd = None
