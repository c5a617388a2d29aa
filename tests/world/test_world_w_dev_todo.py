"""The Today view of a to-do app does not label each of its tasks "Today" (review: "the
'Vandaag' label under every task in the Vandaag view is redundant"); overdue ones still say
so."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_today_view_has_no_today_labels() -> None:
    seen = 0
    for lang, seed, p in sampled("todo_app", 12):
        if p["active"] != 1:
            continue
        seen += 1
        today = Content(lang, np.random.default_rng(0)).ui("dash.todo_today")
        assert all(t["due"] != today for t in p["tasks"]), (lang, seed)
        assert all(t["due"] for t in p["tasks"] if t["overdue"]), (lang, seed)
    assert seen
