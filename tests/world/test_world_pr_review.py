"""A pull request's conversation runs forward in time and agrees with its header: the review
and replies come after the PR was opened, each reply no older than what it answers, the
reviewer is listed under Reviewers, the commit count is the header's, and the title names the
feature the description talks about."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_conversation_agrees_with_the_header() -> None:
    for lang, seed, p in sampled("pr_review", 4):
        days = [p["opened"], p["review"]["days"]] + [r["days"] for r in p["replies"]]
        assert days == sorted(days, reverse=True), (lang, seed, days)
        assert p["review"]["author"] in p["reviewers"], (lang, seed)
        assert str(p["counts"][1]) in re.findall(r"\d+", p["wants"]), (lang, seed, p["wants"])
        assert int(p["counts"][0]) >= 2 + len(p["replies"]) + bool(p["followup"])
        assert p["state"] != "merged" or p["approved"]
        followup = int(re.findall(r"\d+", p["followup_time"])[0])
        assert followup <= min(days), (lang, seed)


def test_description_leaves_commit_counting_to_the_header() -> None:
    for lang, seed, p in sampled("pr_review", 3):
        text = " ".join(p["desc"] + p["followup"])
        assert not re.search(r"(?i)\bcommits?\b", text), (lang, seed, text)
