"""An issue ticket is about one thing: the title's feature is the one the description and
steps talk about, a "reported by" names the reporter in the sidebar, and the ticket is
updated after it was created."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content import Content
from generator.content.provider import locale_data


def test_ticket_is_about_one_feature_and_dates_run_forward() -> None:
    import numpy as np
    words = Content("en", np.random.default_rng(0)).data.SLOTS
    for lang, seed, p in sampled("issue_ticket", 3):
        text = " ".join([p["title"], *p["desc"], *p["steps"]])
        for slot in ("dt_feature", "dt_thing") if lang == "en" else ():
            named = {w for w in words[slot] if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)}
            assert len(named) <= 1, (lang, seed, slot, named)
        # created days ago, updated by the latest comment hours ago (test_world_w_dev_ticket)
        assert p["created"] != p["updated"]
        others = [c["author"] for c in p["comments"]] + [p["assignee"]]
        assert not any(o in " ".join(p["desc"]) for o in others if o != p["reporter"])


def test_ticket_is_written_from_its_bug_and_one_user() -> None:
    """Issue 18 review: a comment-box avatar "MP" under a header "LH", "works fine now on both
    browsers" with no browsers named, "one thing below" with nothing below, "the locale
    setting has expired": the signed-in user (header, comment box) is the assignee, the
    comments follow the bug (the assignee asks about the second browser the description did
    not name, the reporter answers, the assignee names the cause, QA verifies in both),
    the status follows them, and the comments run forward in time."""
    for lang, seed, p in sampled("issue_ticket", 6):
        data = locale_data(lang)
        entry = [e for e in data.SLOTS["hchat_bug"]
                 if re.fullmatch(re.sub(r"\\\{f(?:ref)?\\\}", ".+", re.escape(e["title"])), p["title"])]
        assert entry, (lang, seed, p["title"])
        comments = p["comments"]
        assert [c["author"] for c in comments] == [p["assignee"], p["reporter"],
                                                   p["assignee"]][:len(comments)] + (
            [comments[3]["author"]] if len(comments) == 4 else []), (lang, seed)
        assert p["status"] == [0, 1, 1, 2, 3][len(comments)], (lang, seed)
        hours = [int(re.search(r"\d+", c["time"]).group()) for c in comments]
        assert hours == sorted(hours, reverse=True), (lang, seed, hours)
        desc = " ".join(p["desc"])
        browsers = [b for b in ("Chrome", "Firefox", "Safari", "Edge") if b in desc]
        assert len(browsers) == 1, (lang, seed, desc)
        if comments:
            second = [b for b in ("Chrome", "Firefox", "Safari", "Edge")
                      if b in comments[0]["text"] and b not in browsers]
            assert second, (lang, seed, comments[0]["text"])
        if len(comments) == 4:
            assert browsers[0] in comments[3]["text"] and second[0] in comments[3]["text"]
