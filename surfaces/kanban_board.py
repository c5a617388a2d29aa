"""A kanban board: project bar, then columns of task cards with tags, keys, due dates, avatars."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import monogram, person_initials
from surfaces.kit.cards import kanban_card
from surfaces.kit.chrome import avatar, button, search_box, ui_style
from surfaces.kit.numbers import format_date, random_day, ui_list
from surfaces.kit.typography import sample_typography, style

TAG_COLOURS = ["red", "green", "blue", "orange", "purple", "teal"]
AVATARS = [(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188), (255, 112, 67),
           (0, 137, 123)]


KEYS = ("WEB", "APP", "CRM", "PAY")  # the projects' issue keys (kb.projects' order)


class KanbanBoard(Surface):
    name = "kanban_board"
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    regions = ("navigation", "board header", "search", "column", "card")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        people = [content.full_name() for _ in range(4)]
        tags = [content.word_at("dash_tag", i) for i in range(8)]
        k = int(rng.integers(0, len(KEYS)))  # the project: its issue key, its board's name
        key = KEYS[k]
        columns = []
        # each task once, its tags those that fit it (no "Bug" on "Write release notes")
        pool = content.data.SLOTS["kb_card"]
        order = [int(i) for i in rng.permutation(len(pool))]  # each task at most once
        numbers = iter(int(n) for n in rng.permutation(np.arange(10, 999)))  # no key twice
        sprint_start = random_day(rng)  # due dates fall within the two-week sprint
        fixed = {"number": f"{int(rng.integers(2, 9))}.{int(rng.integers(0, 10))}",
                 "company": content.company()}  # one release, one client on the board
        for title in ui_list(content, "dash.kb_cols"):
            cards = []
            for _ in range(int(rng.integers(2, 6))):
                if not order:
                    break
                index = order.pop()
                task = pool[index]
                who = int(rng.integers(0, len(people)))
                footer = [f"{key}-{next(numbers)}"]
                if rng.random() < 0.5:
                    footer.append(content.ui("dash.kb_due",
                                             d=format_date(sprint_start + datetime.timedelta(
                                                 days=int(rng.integers(1, 14))), content.lang)))
                fit = [int(i) for i in task["tags"]]
                picked = [fit[int(i)] for i in rng.permutation(len(fit))[:int(rng.integers(0, 3))]]
                card_tags = [[tags[i], TAG_COLOURS[i % len(TAG_COLOURS)]] for i in sorted(picked)]
                cards.append({"title": content.fill(task["t"], **fixed), "tags": card_tags,
                              "tag_ids": sorted(picked),
                              "task": index,
                              "footer": footer,
                              "initials": person_initials(people[who]),
                              "colour": list(AVATARS[who % len(AVATARS)])})
            columns.append({"title": title, "cards": cards})
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)), "columns": columns,
            "board": f"{content.ui_list('kb.projects')[k]} · "
                     f"{content.ui('dash.kb_sprint', n=int(rng.integers(3, 40)))}",
            "nav": ui_list(content, "dash.kb_nav"),
            "labels": {k: content.ui(f"dash.{k}") for k in
                       ("kb_add", "kb_board", "kb_filter", "kb_share", "kb_search")},
            "people": [person_initials(p) for p in people],
            **self._goal(rng, content, columns, fixed),
            "col_w": int(choice(rng, [220, 232, 240])), "tinted": bool(rng.random() < 0.5),
        }

    def _goal(self, rng: np.random.Generator, content: Content, columns: list[dict[str, Any]],
              fixed: dict[str, str]) -> dict[str, Any]:
        """The sprint goal names two open tasks the board shows (first two cards of a column
        that is not "Done")."""
        open_tasks = [c["task"] for col in columns[:-1] for c in col["cards"][:2]]
        picked = [open_tasks[int(i)] for i in rng.choice(len(open_tasks), 2, replace=False)]
        parts = ui_list(content, "kbg.parts")
        a, b = (parts[i].replace("{number}", fixed["number"]).replace(
            "{company}", fixed["company"]) for i in picked)
        return {"goal": content.fill(choice(rng, ui_list(content, "kbg.goals")), a=a, b=b),
                "goal_tasks": picked}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        bg = theme.faded(theme.accent, on=theme.bg, amount=0.85) if params["tinted"] else \
            theme.bg
        page.rect((0, 0, page.width, page.height), bg, name="board")
        with page.region("navigation", "chrome", (0, 0, page.width, 48)):
            page.rect((0, 0, page.width, 48), theme.accent, name="navigation")
            st = ui_style(typo, theme, color=theme.accent_text)
            # the project's avatar: the client's initials, as Jira draws a project
            monogram(page, typo, (14, 12, 38, 36), params["board"].split(" · ")[0])
            x = 56
            for k, item in enumerate(params["nav"]):
                b = page.label(x, 9, item, st.but(bold=k == 0))
                x = b.right + 20
        with page.region("board header", "chrome", (0, 48, page.width, 112)):
            head = page.label(20, 50, params["board"], style(typo["ui"], typo["size"] + 5, theme.text,
                                                      bold=True), role="structural",
                       max_width=440)
            page.text((20, head.bottom + 1, 460, head.bottom + 44), params["goal"], ui_style(
                typo, theme, size=typo["size"] - 2, color=theme.muted), role="text",
                max_lines=2, line_height=1.15)
            x = page.width - 20
            st = ui_style(typo, theme)
            for label, primary in ((lab["kb_share"], True), (lab["kb_filter"], False)):
                w = round(measure(label, st)[0]) + 24
                button(page, theme, typo, x - w, 60, label, primary=primary)
                x -= w + 8
            for k, initials in enumerate(params["people"]):
                ax = x - 30 - k * 22
                avatar(page, theme, typo, ax, 61, initials, AVATARS[k], 28)
        search_box(page, theme, typo, (470, 60, 700, 90), lab["kb_search"])
        x, n = 16, len(params["columns"])
        # on a wide screen the columns widen (up to a board's usual 360 px) instead of
        # leaving half the page empty
        fill = (page.width - 32 - 12 * (n - 1)) // max(1, n)
        params = {**params, "col_w": max(params["col_w"], min(360, fill))}
        for k, column in enumerate(params["columns"]):
            self._column(page, theme, typo, params, column, k, x, 122)
            x += params["col_w"] + 12
        return page

    def _column(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                column: dict[str, Any], k: int, x: int, y: int) -> None:
        w = p["col_w"]
        if x + w > page.width:
            return
        with page.region(f"column {column['title']}", "column", (x, y, x + w, page.height - 12),
                         label=column["title"]) as reg:
            bg = page.rect((x, y, x + w, y + 10), theme.panel, radius=10, name="column")
            st = ui_style(typo, theme, bold=True)
            t = page.label(x + 12, y + 6, column["title"].upper(),
                           st.but(size=typo["size"] - 2, color=theme.muted), role="structural")
            cy, drawn = y + 40, 0
            for c, item in enumerate(column["cards"]):
                if cy > page.height - 140:
                    break
                cy = kanban_card(page, theme, typo, x + 8, cy, w - 16, item,
                                 f"card {k + 1}.{c + 1}") + 8
                drawn += 1
            # the count is of the cards the column shows ("Add a card" follows the last one)
            page.label(t.right + 8, y + 6, str(drawn),
                       st.but(size=typo["size"] - 2, color=theme.muted, bold=False), role="text")
            page.label(x + 12, cy, p["labels"]["kb_add"], ui_style(typo, theme,
                                                                    color=theme.muted))
            bottom = cy + 40
            page.resize(bg, (x, y, x + w, bottom))
            page.regions[reg].box = (x, y, x + w, bottom)
