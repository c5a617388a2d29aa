"""An issue ticket is about one thing: the title's feature is the one the description and
steps talk about, a "reported by" names the reporter in the sidebar, and the ticket is
updated after it was created."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content import Content


def test_ticket_is_about_one_feature_and_dates_run_forward() -> None:
    import numpy as np
    words = Content("en", np.random.default_rng(0)).data.SLOTS
    for lang, seed, p in sampled("issue_ticket", 3):
        text = " ".join([p["title"], *p["desc"], *p["steps"]])
        for slot in ("dt_feature", "dt_thing") if lang == "en" else ():
            named = {w for w in words[slot] if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)}
            assert len(named) <= 1, (lang, seed, slot, named)
        created = [int(n) for n in re.findall(r"\d+", p["created"])]
        updated = [int(n) for n in re.findall(r"\d+", p["updated"])]
        assert max(updated) >= max(created), (lang, seed)
        assert p["created"] != p["updated"]
        others = [c["author"] for c in p["comments"]] + [p["assignee"]]
        assert not any(o in " ".join(p["desc"]) for o in others if o != p["reporter"])
