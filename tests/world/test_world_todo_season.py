"""A to-do list's seasonal tasks fit its date: no vegetable seeds bought in mid-October,
no lawn mowed in January."""

from __future__ import annotations

import datetime

import numpy as np
from world_helpers import sampled

from generator.content import Content

SEASON = {8: range(5, 10), 9: range(4, 11), 10: range(2, 6)}


def test_seasonal_tasks_fit_the_date() -> None:
    for lang, seed, p in sampled("todo_app", 25):
        month = datetime.date.fromisoformat(p["now"]).month
        c = Content(lang, np.random.default_rng(0))
        titles = [t["title"] for t in p["tasks"]] + [t["title"] for t in p["done"]]
        for i, months in SEASON.items():
            stem = c.data.TITLES["gof_todo"][i]
            if month not in months:
                assert stem not in titles, (lang, seed, month, stem)
