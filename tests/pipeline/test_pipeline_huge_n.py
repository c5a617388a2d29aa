"""Planning streams (issue 22, item 9): `build --n 100000000` (the documented maximum)
starts making examples with well under 1 GB of memory. A liveness check, not a speed test:
the process is killed as soon as its first page is on disk."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import psutil

LIMIT = 1 << 30  # bytes of resident memory
FIRST_PAGE_WITHIN = 120  # seconds; generous, for a loaded two-core machine


def test_the_largest_build_starts_within_bounded_memory(tmp_path: Path) -> None:
    out = tmp_path / "huge"
    proc = subprocess.Popen([sys.executable, "-m", "generator", "build", "--n", "100000000",
                             "--out", str(out)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    watched = psutil.Process(proc.pid)
    peak, page = 0, None
    deadline = time.monotonic() + FIRST_PAGE_WITHIN
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                peak = max(peak, watched.memory_info().rss)
            except psutil.NoSuchProcess:
                break
            page = next((out / "data" / "test").rglob("*.png"), None) if out.is_dir() else None
            if page is not None:
                break
            time.sleep(0.1)
    finally:
        proc.kill()
        _, err = proc.communicate()
    assert page is not None, f"no page within {FIRST_PAGE_WITHIN} s: {err[-500:]!r}"
    # subfolders of 10,000 with 8-digit names; whichever worker finishes first writes first
    assert re.fullmatch(r"data/test/0000/0000000\d\.png", page.relative_to(out).as_posix())
    assert peak < LIMIT, f"peak RSS {peak / 2**20:.0f} MiB"
    print(f"first page after {FIRST_PAGE_WITHIN - (deadline - time.monotonic()):.0f} s, "
          f"peak RSS {peak / 2**20:.0f} MiB")
