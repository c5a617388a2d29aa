"""Stopping a build cleanly: SIGTERM and Ctrl-C become exceptions the CLI turns into one
line (how to resume) and exit 143 / 130, never a traceback; the build stays resumable."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class BuildStopped(RuntimeError):
    """The build stopped for a reason outside its input (a signal, lost workers); what it
    wrote stays resumable. ``code`` is the exit status."""

    code = 2


class Interrupted(BuildStopped):
    def __init__(self, signum: int):
        super().__init__(f"interrupted by {signal.Signals(signum).name}")
        self.code = 128 + signum


def _raise(signum: int, _frame: FrameType | None) -> None:
    raise Interrupted(signum)


@contextmanager
def interruptible() -> Iterator[None]:
    """SIGTERM and SIGINT raise ``Interrupted`` in the main process while inside."""
    old = {s: signal.signal(s, _raise) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)
