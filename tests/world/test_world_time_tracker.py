"""A time tracker books one task on one project and one project in one colour (the timer
too); a task fits its project, a day holds a task once and the stand-up comes first."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.time_tracker import TASK_PROJECTS


def test_one_project_per_task_one_colour_per_project() -> None:
    for lang, seed, p in sampled("time_tracker", 15):
        entries = [e for day in p["days"] for e in day["entries"]]
        if p["running"]:
            entries.append({"task": p["current"], "project": p["current_project"],
                            "colour": p["current_colour"]})
        project_of, colour_of = {}, {}
        for e in entries:
            assert project_of.setdefault(e["task"], e["project"]) == e["project"], (lang, seed)
            assert colour_of.setdefault(e["project"], e["colour"]) == e["colour"], (lang, seed)
        for day in p["days"]:
            tasks = [e["task"] for e in day["entries"]]
            assert len(set(tasks)) == len(tasks), (lang, seed, tasks)


def test_tasks_fit_their_project() -> None:
    slots = {lang: Content(lang, np.random.default_rng(0)).data.SLOTS
             for lang in ("en", "de", "fr", "es", "it", "nl")}
    for lang, seed, p in sampled("time_tracker", 10):
        tasks, projects = slots[lang]["apps_tm_task"], slots[lang]["apps_tm_project"]
        assert len(tasks) == len(TASK_PROJECTS)
        for day in p["days"]:
            for k, e in enumerate(day["entries"]):
                allowed = {projects[j] for j in TASK_PROJECTS[tasks.index(e["task"])]}
                assert e["project"] in allowed, (lang, seed, e)
                assert k == 0 or e["task"] != tasks[6], (lang, seed)  # stand-up first


def test_day_cards_fit_the_page() -> None:
    for lang, seed, p in sampled("time_tracker", 15):
        y = 266
        for day in p["days"]:
            y += 40 + 44 * len(day["entries"])
            assert y <= 758, (lang, seed)  # every entry the day's total counts is shown
            y += 14
