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


def test_invoice_numbers_follow_their_dates() -> None:
    """Numbered files (invoices) of one year are dated in the order of their numbers."""
    import datetime
    import re

    from surfaces.kit.dos_world import KINDS

    seen = 0
    for lang, seed, p in sampled("dos_file_manager", 30):
        if lang not in ("en", "de"):
            continue
        for panel in p["panels"]:
            if KINDS.get(panel["kind"], ("",))[0] != "number" or panel["view"] != "full":
                continue
            dated = []
            for name, _ext, kind, _size, when in panel["entries"]:
                parts = [int(x) for x in re.findall(r"\d+", (when.split() or [""])[0])]
                if kind != "file" or len(parts) != 3:
                    continue
                m, d = (parts[0], parts[1]) if lang == "en" else (parts[1], parts[0])
                dated.append((name, datetime.date(1900 + parts[2], m, d)))
            for (a, da), (b, db) in zip(sorted(dated), sorted(dated)[1:], strict=False):
                if a[3:5] == b[3:5]:
                    seen += 1
                    assert da <= db, (lang, seed, a, da, b, db)
    assert seen
