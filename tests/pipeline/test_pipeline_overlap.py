"""`overlap` measures what two builds share sentence by sentence: a build against itself
shares every page's text, two seeds share none (issue 18: the seed drives the plan, and the
content space is large), and a build without geometry is a clear error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from build_helpers import build_dataset

from generator.overlap import measure


def test_a_build_against_itself_and_against_another_seed(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    build_dataset(a, n=12, seed=1)
    build_dataset(b, n=12, seed=2)
    same = measure(a, a)
    with_text = [lang for lang, k in same["distinct_sentences"].items() if k]
    assert with_text and same["pages_sharing_sentence_pct"] > 50
    other = measure(a, b)
    assert other["pages_sharing_paragraph_pct"] == 0.0
    assert other["pages_sharing_sentence_pct"] <= 10.0
    proc = subprocess.run([sys.executable, "-m", "generator", "check-disjoint", str(a), str(b)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout


def test_overlap_needs_geometry(tmp_path: Path) -> None:
    out = tmp_path / "plain"
    from generator.build import run_build
    from generator.config import BuildConfig

    run_build(BuildConfig(n=3, seed=3), out, overwrite=False, command="test")
    proc = subprocess.run([sys.executable, "-m", "generator", "overlap", str(out), str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 2 and proc.stderr.startswith("error: ")
    assert "--with-geometry" in proc.stderr


def test_a_sentence_twice_on_one_page_is_not_a_repeat_of_the_pool() -> None:
    from generator.overlap import count_repeats

    pages = [["a b", "c d", "a b"], ["e f"], ["c d", "g h"], ["g h", "g h"]]
    instances, repeats, twice = count_repeats(pages)
    assert (instances, twice) == (6, 2)
    assert repeats == 2  # "c d" on page 3 and "g h" on page 4, each printed before


def test_a_sentence_reads_the_same_however_its_lines_wrap() -> None:
    """The space a line break swallowed is put back: a sentence wrapped after "the" and the
    same sentence wrapped after "rattled" are one sentence (they counted as two, which hid
    what two builds share)."""
    from generator.overlap import page_texts

    def geo(lines: list[str]) -> dict:
        glyphs = []
        for k, text in enumerate(lines):
            glyphs += [[ch, 0, 0, 0, 0, 0, [0, 0, 0, 0], 0, 0, k, 0, 0, 0] for ch in text]
        cols = ["char", "font", "style", "pen", "advance", "baseline", "ink", "word",
                "sentence", "line", "paragraph", "block", "region"]
        return {"glyphs": glyphs, "columns": {"glyphs": cols}}

    one = page_texts(geo(["In the morning the wind came in and rattled the", "windows."]))
    two = page_texts(geo(["In the morning the wind came in and rattled", "the windows."]))
    assert one[0] == two[0] == ["in the morning the wind came in and rattled the windows."]
