"""h_r79 (r79 0018): a Notion status update's Status property follows its milestones: "Done"
only when every milestone is ticked, else "In progress" (never "Hecho" over "2 de los 5
hitos ... se aplaza al 24 de enero"); any written page is past "Not started". Since h_docs
(a79b97c2) notion_page draws six genres: minutes' and post-mortems' action items are to-dos
too, none done yet, so their Status is "In progress"."""

from __future__ import annotations

from collections import Counter

import numpy as np
from world_helpers import sampled

from generator.content import Content

TRACKED = ("status", "minutes", "postmortem")  # genres whose to-dos are the page's progress


def test_status_follows_the_milestones() -> None:
    updates = Counter()
    for lang, seed, p in sampled("notion_page", 40):
        values = Content(lang, np.random.default_rng(0)).ui_list("office.n_status_vals")
        assert p["status"] in values[1:], (lang, seed, p["status"])
        if p["kind"] in TRACKED:
            updates[p["kind"]] += 1
            want = values[2] if all(p["done"]) else values[1]
            assert p["status"] == want, (lang, seed, p["status"], p["done"])
    assert min(updates[k] for k in TRACKED) >= 6, updates
