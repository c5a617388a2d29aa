"""A to-do app's tasks belong to their project, notes are about their task, counts and due
labels agree with the lists and the page's day."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.todo_app import TODO_PROJECT


def test_tasks_belong_to_listed_projects_and_counts_match() -> None:
    for lang, seed, p in sampled("todo_app", 12):
        for t in p["tasks"]:
            assert t["project"] in p["projects"], (lang, seed, t["title"], p["projects"])
            assert p["projects"].index(t["project"]) == ["red", "blue", "green", "orange"].index(
                t["colour"]), (lang, seed)
        shown = len(p["tasks"])
        assert str(shown) in p["count"], (lang, seed, p["count"], shown)
        if p["active"] == 0:
            assert p["nav_counts"][0] == str(shown)
            # Today: due today or overdue, as Todoist counts them (r59 0018)
            due = [t for t in p["tasks"] if t["days"] is not None and t["days"] <= 0]
            assert p["nav_counts"][1:] == ([str(len(due))] if due else []), (lang, seed)
        if p["active"] == 1:
            assert all(t["days"] is not None and t["days"] <= 0 for t in p["tasks"])
        if p["active"] == 2:
            assert all(t["days"] is not None and t["days"] > 0 for t in p["tasks"])


def test_due_labels_follow_the_day() -> None:
    for lang, seed, p in sampled("todo_app", 12):
        for t in p["tasks"]:
            assert TODO_PROJECT[t["index"]] is not None
            assert t["overdue"] == (t["days"] is not None and t["days"] < 0)
            # the Today view leaves "Today" off its own tasks (test_world_w_dev_todo)
            today_view = p["active"] == 1 and t["days"] == 0
            assert bool(t["due"]) == (t["days"] is not None and not today_view), (lang, seed, t)
            if t["days"] is not None and t["days"] > 1:
                assert t["due"][-4:].isdigit() or any(c.isdigit() for c in t["due"])


def test_notes_are_about_their_task() -> None:
    import numpy as np

    from generator.content import Content

    for lang, seed, p in sampled("todo_app", 12):
        c = Content(lang, np.random.default_rng(0))
        stock = c._table("TITLES")["gof_todo_note"]
        for t in p["tasks"]:
            if t["note"]:
                head = stock[t["index"]].split("{")[0].strip()
                # the word before the slot may elide into it ("nella ultima" -> "nell'ultima")
                head = head.rsplit(" ", 1)[0] if " " in head else head
                assert not head or t["note"].startswith(head[:1].upper() + head[1:]), (
                    lang, seed, t["title"], t["note"])


def test_invited_users_have_no_second_factor_and_sign_ins_precede_now() -> None:
    import datetime
    import re

    for lang, seed, p in sampled("admin_user_table", 4):
        for u in p["users"]:
            if u["status"] == 1:
                assert not u["mfa"], (lang, seed, u)
            else:
                assert re.search(r"\d", u["last"]), (lang, seed, u)
        assert datetime.date.fromisoformat(p["now"])
