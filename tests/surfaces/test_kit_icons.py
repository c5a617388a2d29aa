"""Surfaces draw named line icons, never the numbered placeholder shapes (square, circle, bars,
triangle) a reviewer reads as unfinished UI."""

from __future__ import annotations

import re
from pathlib import Path

from surfaces.kit.icons import NAMES

SURFACES = Path(__file__).resolve().parents[2] / "surfaces"
NUMBERED = re.compile(r"\bicon\(\s*page,\s*theme,\s*(?:\d|k\b|k\s*[+%-])")
NAMED = re.compile(r"\bicon\(\s*page,\s*theme,\s*\"([a-z-]+)\"")
TUPLE = re.compile(r"\bicon\(\s*page,\s*theme,\s*\(([^)]*)\)\[")


def _sources() -> list[tuple[str, str]]:
    return [(p.name, p.read_text(encoding="utf-8")) for p in sorted(SURFACES.glob("*.py"))]


def test_no_numbered_icon_calls() -> None:
    bad = [f"{name}:{src[:m.start()].count(chr(10)) + 1}" for name, src in _sources()
           for m in NUMBERED.finditer(src)]
    assert not bad, f"numbered placeholder icons: {bad}"


def test_named_icons_exist() -> None:
    names = {n for _, src in _sources() for n in NAMED.findall(src)}
    names |= {n for _, src in _sources() for t in TUPLE.findall(src)
              for n in re.findall(r"\"([a-z-]+)\"", t)}
    assert names, "no named icon call found"
    assert names <= set(NAMES), sorted(names - set(NAMES))
