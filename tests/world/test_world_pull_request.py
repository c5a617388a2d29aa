"""A pull request is about one component: the file shown is that component's module, the
branch is named after it, the title names it on (nearly) every page; "N commits" is plural."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.diff_viewer import _ident


def test_title_branch_and_file_agree() -> None:
    named = total = 0
    for lang, seed, p in sampled("diff_viewer", 30):
        stem = p["files"][p["active"]].split("/")[-1][:-3]
        assert stem.replace("_", "-") in p["wants"], (lang, seed, stem, p["wants"])
        n = int(re.search(r"\b(\d+)\b", p["wants"]).group(1))
        assert n >= 2, (lang, seed, p["wants"])
        named += stem in _ident(p["title"])
        total += 1
    assert named >= 0.85 * total, (named, total)


def test_hunk_header_counts_its_lines() -> None:
    for lang, seed, p in sampled("diff_viewer", 15):
        n, adds, dels = len(p["ops"]), p["ops"].count("+"), p["ops"].count("-")
        assert (p["adds"], p["dels"]) == (adds, dels), (lang, seed)
        assert p["pr_adds"] >= adds and p["pr_dels"] >= dels, (lang, seed)
        assert n - adds == p["ops"].count(" ") + dels, (lang, seed)
