"""A DOS file manager's two panels show two different directories, and file sizes fit
their kind (no 320 KB batch file, no .COM program over 64 KB)."""

from __future__ import annotations

from world_helpers import sampled

LIMITS = {"COM": 65535, "BAT": 3000, "INI": 4000, "SYS": 60000}


def test_panels_and_sizes() -> None:
    for lang, seed, p in sampled("dos_file_manager", 20):
        left, right = p["panels"]
        assert left["path"] != right["path"], (lang, seed)
        for panel in p["panels"]:
            for name, ext, kind, size, _ in panel["entries"]:
                if kind == "file" and ext in LIMITS:
                    assert int(size) <= LIMITS[ext], (lang, seed, name, ext, size)
