"""The to-do app's world (r75 0013): work tasks fall due on working days, a domestic trip in
the Netherlands or Germany is by train (no "vroege vluchten" for a hotel in Groningen), and a
task without a date shows no blank date line above its note."""

from __future__ import annotations

import datetime

from world_helpers import rendered, sampled

from surfaces.todo_app import TODO_PROJECT, WORK


def test_work_tasks_fall_due_on_working_days() -> None:
    seen = 0
    for lang, seed, p in sampled("todo_app", 40):
        now = datetime.date.fromisoformat(p["now"])
        for t in p["tasks"]:
            if TODO_PROJECT[t["index"]] == WORK and t["days"] is not None and t["days"] >= 0:
                due = now + datetime.timedelta(days=t["days"])
                assert due.weekday() < 5, (lang, seed, t["title"], due)
                seen += 1
    assert seen > 40


def test_no_domestic_flights_where_the_train_is_taken() -> None:
    for lang, seed, p in sampled("todo_app", 40):
        if lang not in ("de", "nl"):
            continue
        for t in p["tasks"]:
            note = t["note"].casefold()
            assert "flüge" not in note and "vlucht" not in note, (lang, seed, t["note"])


def test_a_dateless_task_has_no_blank_line_above_its_note() -> None:
    seen = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(12):
            p, geo = rendered("todo_app", lang, seed)
            for t in p["tasks"]:
                if not t["note"] or t["due"] or t["sub"]:
                    continue
                region = [r for r in geo.regions if r.kind == "task" and r.label == t["title"]]
                if not region:
                    continue  # below the fold
                lines = [ln for ln in geo.lines
                         if geo.glyphs[ln.glyphs[0]].region == region[0].id]
                lines.sort(key=lambda ln: ln.top)
                title, note = lines[0], lines[1]
                assert note.top - title.bottom < 10, (lang, seed, t["title"], note.top,
                                                      title.bottom)
                seen += 1
    assert seen >= 5
