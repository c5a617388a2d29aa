"""A git log reads newest first: pull request numbers go down the page, and the prompt's
login name is plain ASCII."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_pull_requests_count_down() -> None:
    for lang, seed, p in sampled("git_log", 15):
        nums = [int(m.group(1)) for r in p["rows"]
                if (m := re.match(r"Merge pull request #(\d+)", r["subject"]))]
        assert nums == sorted(nums, reverse=True) and len(set(nums)) == len(nums), \
            (lang, seed, nums)
        assert p["user"].isascii() and p["user"], (lang, seed, p["user"])


def test_github_user_names_are_ascii() -> None:
    for lang, seed, p in sampled("git_log", 10):
        for r in p["rows"]:
            m = re.match(r"Merge pull request #\d+ from ([^/]+)/", r["subject"])
            assert not m or m.group(1).isascii(), (lang, seed, r["subject"])
