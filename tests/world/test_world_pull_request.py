"""A pull request is one change: the branch and the title name the function it adds or
fixes in the file shown; "N commits" is plural."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_title_branch_and_file_agree() -> None:
    """The branch is named after the function the change adds or fixes (or the module),
    and the title names it too."""
    for lang, seed, p in sampled("diff_viewer", 30):
        stem = p["files"][p["active"]].split("/")[-1][:-3]
        branch = re.search(r"\b(?:feature|fix)/([\w-]+)", p["wants"])
        assert branch, (lang, seed, p["wants"])
        name = branch.group(1).replace("-", "_")
        assert name in p["title"] or (name == stem and stem in p["title"]), (
            lang, seed, name, p["title"])
        n = int(re.search(r"\b(\d+)\b", p["wants"]).group(1))
        assert n >= 2, (lang, seed, p["wants"])


def test_hunk_header_counts_its_lines() -> None:
    for lang, seed, p in sampled("diff_viewer", 15):
        n, adds, dels = len(p["ops"]), p["ops"].count("+"), p["ops"].count("-")
        assert (p["adds"], p["dels"]) == (adds, dels), (lang, seed)
        assert p["pr_adds"] >= adds and p["pr_dels"] >= dels, (lang, seed)
        assert n - adds == p["ops"].count(" ") + dels, (lang, seed)
