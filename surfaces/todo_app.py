"""A to-do app: lists and projects in a sidebar, tasks with checkboxes, due dates, notes."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import search_box, sidebar_list, ui_style
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

PROJECT_COLOURS = ["red", "blue", "green", "orange", "purple", "teal"]
# the dash_project (Home, Work, Garden, Travel, Finances, -, Health) of each gof_todo task
TODO_PROJECT = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 6, 6, 4, 0]
# the months a seasonal gof_todo task is done in: watering in the summer heat, mowing from
# April to October, buying vegetable seeds before sowing (February to May)
SEASON = {8: range(5, 10), 9: range(4, 11), 10: range(2, 6)}
WORK = 1  # the dash_project of work tasks
TAX = 18  # "File the tax return": only while the country's returns can be filed
# (opens, deadline) as (month, day) of each language's country: the US from late January to
# 15 April; Germany until 31 July; France online from mid-April to early June; Spain's Renta
# from early April to 30 June; Italy's 730 precompilata from mid-May (it opens around 30
# April) to 30 September; the Netherlands 1 March to 1 May (review w12: not "10 apr" in it)
TAX_WINDOW = {"en": ((1, 27), (4, 15)), "de": ((3, 1), (7, 31)), "fr": ((4, 10), (6, 5)),
              "es": ((4, 2), (6, 30)), "it": ((5, 15), (9, 30)), "nl": ((3, 1), (5, 1))}


def tax_window(lang: str, year: int) -> tuple[datetime.date, datetime.date]:
    """The first and last day a tax return can be filed in ``year`` in ``lang``'s country."""
    (m1, d1), (m2, d2) = TAX_WINDOW.get(lang, TAX_WINDOW["en"])
    return datetime.date(year, m1, d1), datetime.date(year, m2, d2)


class TodoApp(Surface):
    name = "todo_app"
    family = "dashboards"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    # blank_line: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("select_substring", "blank_line")
    regions = ("sidebar", "search", "header", "tasks", "task", "completed")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        now = datetime.date(2024, 1, 8) + datetime.timedelta(days=int(rng.integers(0, 900)))
        # the tasks of the season (no seeds bought to sow in October), their projects
        opens, deadline = tax_window(content.lang, now.year)
        fits = [i for i in range(len(TODO_PROJECT)) if now.month in SEASON.get(i, range(1, 13))
                and (i != TAX or opens <= now < deadline)]
        live = sorted({TODO_PROJECT[i] for i in fits})
        projects = sorted(int(i) for i in rng.choice(live, min(4, len(live)), replace=False))
        pool = [int(i) for i in rng.permutation(len(TODO_PROJECT))
                if TODO_PROJECT[i] in projects and int(i) in fits]
        tasks = [self._task(rng, content, int(i), now, projects)
                 for i in pool[:int(rng.integers(6, 9))]]
        nav = ui_list(content, "dash.todo_nav")
        # Today: the tasks due today and the overdue ones, as Todoist and Things count them
        # (r59 0018: "Today 1" over one task due today and one overdue)
        today = [t for t in tasks if t["days"] is not None and t["days"] <= 0]
        upcoming = sorted((t for t in tasks if t["days"] is not None and t["days"] > 0),
                          key=lambda t: t["days"])
        views = [(0, tasks)] + [(k, v) for k, v in ((1, today), (2, upcoming)) if len(v) >= 3]
        active, shown = views[int(rng.integers(0, len(views)))]
        if active == 1:  # the Today view does not write "Today" under each of its tasks
            shown = [dict(t, due="") if t["days"] == 0 else t
                     for t in sorted(shown, key=lambda t: t["days"])]
        # the title draws its own {city}: a flight's from the towns with an airport (r80)
        done = [{"title": content.title_at("gof_todo", int(i),
                                           name=str(choice(rng, content.ui_list("w8l.first_names")))),
                 "done": True}
                for i in pool[len(tasks):len(tasks) + 3]]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "nav": nav, "active": active,
            "projects": [content.word_at("dash_project", k) for k in projects],
            "tasks": shown, "done": done,
            "nav_counts": [str(len(tasks)), str(len(today))][:1 + bool(today)],  # Inbox, Today
            "count": content.ui("dash.todo_tasks", n=len(shown)),
            "labels": {k: content.ui(f"dash.{k}") for k in
                       ("todo_projects", "todo_add", "todo_completed", "todo_search")},
            "show_done": bool(rng.random() < 0.5), "row": int(choice(rng, [40, 44, 48])),
            "date": content.format_date(now), "now": now.isoformat(),
        }

    @staticmethod
    def _task(rng: np.random.Generator, content: Content, i: int, now: datetime.date,
              projects: list[int]) -> dict[str, Any]:
        """Task ``i`` of the stock list: its project, its own note, a due day around now."""
        name = str(choice(rng, content.ui_list("w8l.first_names")))
        note = content.title_at("gof_todo_note", i, name=name) if rng.random() < 0.3 else ""
        kind = int(rng.choice(5, p=[0.25, 0.12, 0.2, 0.13, 0.3]))  # none/late/today/tmrw/later
        days = [None, -int(rng.integers(1, 6)), 0, 1, int(rng.integers(2, 25))][kind]
        if i == TAX:  # due on the deadline of the filing season it is in
            days = (tax_window(content.lang, now.year)[1] - now).days
        # a work task falls due on a working day (r75 0013: two due on a Saturday)
        while TODO_PROJECT[i] == WORK and days is not None and days >= 0 \
                and (now + datetime.timedelta(days=days)).weekday() >= 5:
            days += 1
        if days is None:
            due = ""
        elif days < 0:
            due = content.ui("dash.todo_overdue")
        elif days <= 1:
            due = content.ui("dash.todo_tomorrow" if days else "dash.todo_today")
        else:
            due = content.format_date(now + datetime.timedelta(days=days))
        p = projects.index(TODO_PROJECT[i])
        return {"title": content.title_at("gof_todo", i, name=name), "note": note,
                "marks": sample_marks(rng, note, "mail") if note else [], "index": i,
                "due": due, "days": days, "overdue": days is not None and days < 0,
                "project": content.word_at("dash_project", TODO_PROJECT[i]),
                "colour": PROJECT_COLOURS[p], "priority": int(choice(rng, [0, 0, 0, 1, 2, 3])),
                "done": False, "sub": f"{int(rng.integers(0, 3))}/{int(rng.integers(3, 6))}"
                if rng.random() < 0.2 else ""}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        sw = 250
        search_box(page, theme, typo, (12, 12, sw - 12, 44), lab["todo_search"])
        counts = dict(enumerate(params["nav_counts"]))
        sidebar_list(page, theme, typo, (0, 52, sw, 300), params["nav"], params["active"],
                     counts, row=34)
        with page.region("projects", "chrome", (0, 300, sw, page.height),
                         label=lab["todo_projects"]):
            page.rect((0, 300, sw, page.height), theme.panel, name="sidebar")
            page.line((sw - 1, 300), (sw - 1, page.height), theme.border)
            st = ui_style(typo, theme)
            page.label(16, 306, lab["todo_projects"], st.but(bold=True, color=theme.muted),
                       role="structural")
            for k, proj in enumerate(params["projects"]):
                y = 340 + k * 32
                page.ellipse((22, y + 10, 32, y + 20), theme.palette[PROJECT_COLOURS[k]],
                             name="project dot")
                page.label(42, y, proj, st, max_width=sw - 60)
        x1, x2 = sw + 48, page.width - 64
        with page.region("header", "structural", (x1, 20, x2, 90)):
            h = page.label(x1, 24, params["nav"][params["active"]],
                           style(typo["ui"], typo["size"] + 11, theme.text, bold=True),
                           role="structural")
            page.label(h.right + 12, 34, params["count"], ui_style(typo, theme,
                                                                   color=theme.muted),
                       role="text")
        self._tasks(page, theme, typo, params, x1, 96, x2)
        return page

    def _tasks(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
               y: int, x2: int) -> None:
        st = ui_style(typo, theme, size=typo["size"])
        small = st.but(size=typo["size"] - 2, color=theme.muted)
        with page.region("tasks", "list", (x1, y, x2, page.height)):
            for k, t in enumerate(p["tasks"]):
                if y + p["row"] > page.height - 60:
                    break
                with page.region(f"task {k + 1}", "task", (x1, y, x2, y + p["row"]),
                                 label=t["title"]):
                    # Todoist's rings: one colour a priority (highest red), none grey
                    ring = theme.palette[["", "blue", "orange", "red"][t["priority"]]] \
                        if t["priority"] else theme.muted
                    page.ellipse((x1, y + 4, x1 + 20, y + 24), None, ring, width=2,
                                 name="checkbox")
                    title = page.label(x1 + 32, y - 5, t["title"], st, role="text",
                                       max_width=x2 - x1 - 200)
                    meta = []
                    if t["due"]:
                        colour = "red" if t["overdue"] else "green"
                        meta.append((t["due"], theme.palette[colour], colour))
                    if t["sub"]:
                        meta.append((t["sub"], theme.muted, ""))
                    mx, low = x1 + 32, y
                    for text, colour, name in meta:
                        lab = page.label(mx, y + 17, text, small.but(color=colour,
                                                                     color_name=name),
                                         role="text")
                        mx, low = lab.right + 14, max(low, lab.bottom)
                    pw = page.label(x2 - 150, y + 4, t["project"], small, role="text",
                                    align="right", max_width=130)
                    del pw, title
                    page.ellipse((x2 - 12, y + 14, x2 - 4, y + 22),
                                 theme.palette[t["colour"]], name="project dot")
                    # the divider clears the date line's descenders ("5 juin", r80 row 9)
                    bottom = max(y + p["row"], low + 10)
                    if t["note"]:
                        body = style(typo["body"], typo["size"] - 1, theme.muted)
                        paras = [styled_spans(n, [], body, theme, typo["mono"])
                                 for n in t["note"].split("\n")]
                        top = y + (40 if meta else 20)  # no blank date line (r75 0013)
                        note = page.text((x1 + 32, top, x2 - 160, top + 80), paras, body,
                                         role="prose", line_height=1.4, max_lines=3,
                                         paragraph_gap=1.0)
                        bottom = note.bottom + 10
                page.line((x1 + 32, bottom - 4), (x2, bottom - 4), theme.border)
                y = bottom + 2
            with page.region("add task", "chrome", (x1, y, x2, y + 30)):
                page.label(x1, y, "+", st.but(color=theme.accent, size=typo["size"] + 4))
                page.label(x1 + 32, y + 2, p["labels"]["todo_add"], st.but(color=theme.muted))
            y += 40
            if p["show_done"] and y < page.height - 80:
                self._done(page, theme, typo, p, x1, y, x2)

    def _done(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
              y: int, x2: int) -> None:
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("completed", "list", (x1, y, x2, page.height),
                         label=p["labels"]["todo_completed"]):
            page.label(x1, y, p["labels"]["todo_completed"], st.but(bold=True, color=theme.muted),
                       role="structural")
            y += 32
            for t in p["done"]:
                if y + 30 > page.height:
                    break
                page.ellipse((x1, y + 6, x1 + 20, y + 26), theme.muted, name="checkbox")
                page.line((x1 + 5, y + 16), (x1 + 9, y + 20), theme.bg, 2, name="icon")
                page.line((x1 + 9, y + 20), (x1 + 15, y + 12), theme.bg, 2, name="icon")
                page.label(x1 + 32, y, t["title"], st.but(strike=True, color=theme.muted,
                                                          faded=True), role="text",
                           max_width=x2 - x1 - 40)
                y += 32
