"""A GitHub-style pull request list: repository tabs, search and filter bar, and rows with a
state icon, title, label pills, "#n opened ... by ..." meta, review state and comment count."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.devtools import (
    LABEL_COLOURS,
    STATE_COLOURS,
    count_badge,
    fit_words,
    label_pill,
    pin_repo,
    text_h,
)
from surfaces.kit.icons import draw as draw_icon
from surfaces.kit.listed import dev_handle, login
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape
from surfaces.kit.numbers import ui_list
from surfaces.kit.phone import screen_height
from surfaces.kit.typography import sample_typography, style

PAGE = 25  # GitHub lists 25 pull requests a page


# the repositories a list belongs to and their tracker's project key
TRACKER_KEYS = {"webshop": "SHOP", "billing": "BILL", "mobile-app": "APP", "intranet": "INT",
                "crm": "CRM"}


def _repo(rng: np.random.Generator, content: Content) -> str:
    """The list's repository; its pull requests touch its own screens (r65 0010)."""
    repo = str(choice(rng, list(TRACKER_KEYS)))
    pin_repo(content, repo)
    return repo


def _key_titles(rng: np.random.Generator, rows: list[dict[str, Any]], repo: str) -> str:
    """A team that keys its titles to its tracker ("[SHOP-412] Fix ...") does so on
    (nearly) every pull request, with the repository's project key."""
    key = TRACKER_KEYS[repo]
    if rng.random() >= 0.6:
        return repo
    ticket = int(rng.integers(120, 2400))
    for row in rows:
        if rng.random() < 0.9:
            ticket -= int(rng.integers(1, 9))
            row["title"] = f"[{key}-{ticket}] {row['title']}"
    return repo

class PullRequestList(Surface):
    name = "pull_request_list"
    family = "code"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("header", "tab bar", "toolbar", "list")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        rows, repo = [], _repo(rng, content)  # the list's repository, its screens pinned
        # the open count first: a quiet repository lists every open pull request, a busy one
        # shows what fits and pages through the rest (compose draws the pager)
        n_open = int(rng.integers(2, 12)) if rng.random() < 0.25 else int(rng.integers(14, 90))
        commits = content.data.SENTENCES["devtools.commit"]
        density = int(choice(rng, [58, 64, 70]))
        if min(n_open, PAGE) > len(commits) and \
                (screen_height(self) - 222) // density >= len(commits):
            n_open = len(commits)  # a window taller than the titles: a quieter repository
        num = int(rng.integers(300, 6000))
        top = num
        colour_of: dict[str, str] = {}  # a label has one colour across the list
        people = [content.full_name() for _ in range(6)]
        age = 1
        kind_of = ui_list(content, "devtools.commit_label")  # each title's own label
        order = [int(i) for i in rng.permutation(len(commits))]
        for k in range(min(n_open, PAGE, len(commits))):
            age += int(rng.integers(0, 4))
            num -= int(rng.integers(1, 12))
            i = order[k % len(order)]
            # the label the title's kind of change gets (a fix is a bug), sometimes a
            # workflow label besides (needs review, good first issue)
            labels = [content.word_at("dt_label", int(kind_of[i]))] if kind_of[i] != "-" else []
            state = choice(rng, ["open", "open", "open", "draft"])
            review = choice(rng, ["approved", "changes", "required", ""]) if state == "open" \
                else ""  # a draft is not up for review yet
            if rng.random() < 0.25:  # "needs review" only on one waiting for it (r49: on an
                # approved one)
                extra = int(choice(rng, [3, 4]))
                if extra == 4 or state == "open" and review in ("required", ""):
                    labels.append(content.word_at("dt_label", extra))
            for lab in labels:
                colour_of.setdefault(lab, choice(rng, list(LABEL_COLOURS)))
            author = choice(rng, people)
            rows.append({
                "title": content.fill(commits[i]), "state": state,
                "labels": labels, "colours": [colour_of[lab] for lab in labels],
                "meta": content.ui("devtools.prl_opened", num=num,
                                   t=content.ui("devtools.rel_days", n=age + 1),
                                   user=login(author, content.lang)),
                "review": content.ui(f"devtools.prl_{review}") if review else "",
                "review_kind": review, "comments": int(rng.integers(0, 14)),
                "assignee": author, "colour": int(rng.integers(len(AVATAR_COLOURS)))})
        repo = _key_titles(rng, rows, repo)
        # open and closed pull requests share their numbers with issues: never more than #top
        n_closed = int(rng.integers(top // 3, top * 3 // 4))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "rows": rows,
            "org": dev_handle(content),
            "repo": repo,
            "tabs": ui_list(content, "devtools.repo_tabs"),
            "filters": ui_list(content, "devtools.prl_filters"),
            "open": content.ui("devtools.prl_open", n=n_open),
            "closed": content.ui("devtools.prl_closed", n=n_closed),
            "n_open": n_open, "n_closed": n_closed, "top": top,
            "new": content.ui("devtools.prl_new"), "search": "is:pr is:open",
            "pager": [content.ui("records.quiz.prev"), content.ui("records.quiz.next")],
            "draft": content.ui("devtools.prl_draft"), "density": density,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        fill = (22, 27, 34) if theme.name == "dark" else (246, 248, 250)
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, page.width, 56)):
            page.rect((0, 0, page.width, 96), fill, name="header")
            monogram(page, typo, (20, 14, 48, 42), params["org"])  # the org's avatar
            b = page.label(62, 28 - text_h(st) // 2, params["org"], st)
            page.label(b.right + 6, 28 - text_h(st) // 2, f"/ {params['repo']}",
                       st.but(bold=True))
        with page.region("tab bar", "chrome", (0, 56, page.width, 96)):
            x = 20
            for k, tab in enumerate(params["tabs"]):
                icon(page, theme, ("file", "info", "merge", "run", "table", "bookmark", "shield")[k % 7], x, 70, 12)
                b = page.label(x + 18, 76 - text_h(st) // 2, tab, st.but(bold=k == 2))
                if k == 2:
                    page.rect((x - 6, 92, b.right + 6, 95), (253, 140, 115), name="tab")
                x = b.right + 26
                if x > page.width - 80:
                    break
            page.line((0, 95), (page.width, 95), theme.border)
        x1, x2 = 32, page.width - 32
        with page.region("toolbar", "chrome", (x1, 110, x2, 146)):
            page.rect((x1, 112, x2 - 190, 144), theme.bg, theme.border, radius=6,
                      name="search box")
            icon(page, theme, "search", x1 + 10, 121, 13)
            page.label(x1 + 32, 128 - text_h(st) // 2, params["search"],
                       st.but(color=theme.muted, family=typo["mono"]), role="code")
            button(page, theme, typo, x2 - 160, 112, params["new"], primary=True, height=32)
        self._list(page, theme, typo, params, (x1, 162, x2, page.height - 12), fill)
        return page

    def _list(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int], fill: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme)
        with page.region("list", "list", box):
            page.rect((x1, y1, x2, y1 + 48), fill, theme.border, radius=6, name="list header")
            icon(page, theme, "merge", x1 + 16, y1 + 17, 14)
            b = page.label(x1 + 38, y1 + 24 - text_h(st) // 2, params["open"], st.but(bold=True))
            page.label(b.right + 18, y1 + 24 - text_h(st) // 2, params["closed"],
                       st.but(color=theme.muted))
            x = x2 - 14
            fst = st.but(color=theme.muted, size=typo["size"] - 1)
            for f in reversed(params["filters"]):
                w = round(measure(f, fst)[0])
                if x - w - 30 < b.right + 200:
                    break
                page.polygon([(x - 8, y1 + 22), (x, y1 + 22), (x - 4, y1 + 27)], theme.muted)
                page.label(x - w - 14, y1 + 24 - text_h(fst) // 2, f, fst)
                x -= w + 32
            y = y1 + 48
            h = params["density"]
            # a page holds 25 (``PAGE``); what does not fit the window runs on below it, and
            # the pager under a full page shows only when the page ends on screen (r49: "9
            # open", 7 rows and a page 2)
            rows = params["rows"]
            fit = min(len(rows), (y2 - y) // h)
            if 0 < fit < len(rows):  # rows run on below: spread them to the window's foot
                h = (y2 - y) // fit  # (r58 0024: seven rows of "14 open", then blank)
            for k, row in enumerate(rows[:fit]):
                with page.region(f"row {k + 1}", "list item", (x1, y, x2, y + h),
                                 label=row["title"]):
                    self._row(page, theme, typo, row, (x1, y, x2, y + h), params)
                y += h
            if fit < len(rows):  # the page runs on below the window: no bottom edge
                page.rect((x1, y1, x2, page.height + 8), None, theme.border, radius=6,
                          name="list")
                return
            page.rect((x1, y1, x2, y), None, theme.border, radius=6, name="list")
            if params["n_open"] > len(rows):
                self._pager(page, theme, typo, params, -(-params["n_open"] // PAGE),
                            ((x1 + x2) // 2, y + 16))

    def _pager(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               pages: int, at: tuple[int, int]) -> None:
        """GitHub's pager under the list: Previous (greyed on page 1), the page numbers with
        the first one current, Next."""
        st = ui_style(typo, theme)
        numbers = [str(n) for n in range(1, pages + 1)]
        if pages > 5:
            numbers = ["1", "2", "3", "…", str(pages)]
        items = [f"‹ {params['pager'][0]}", *numbers, f"{params['pager'][1]} ›"]
        widths = [round(measure(t, st)[0]) + 20 for t in items]
        x = at[0] - (sum(widths) + 4 * len(items)) // 2
        cy = at[1] + 16
        for k, (text, w) in enumerate(zip(items, widths, strict=True)):
            if text == "1":
                page.rect((x, at[1], x + w, at[1] + 32), (9, 105, 218), radius=6, name="page")
            colour = (255, 255, 255) if text == "1" else \
                theme.muted if k == 0 or text == "…" else theme.text
            page.label(x + 10, cy - text_h(st) // 2, text, st.but(color=colour), role="chrome")
            x += w + 4

    def _row(self, page: Page, theme: Theme, typo: dict[str, Any], row: dict[str, Any],
             box: tuple[int, int, int, int], params: dict[str, Any]) -> None:
        x1, y1, x2, y2 = box
        page.line((x1, y1), (x2, y1), theme.border)
        c = STATE_COLOURS[row["state"]]
        draw_icon(page, theme, "pull-request", x1 + 14, y1 + 10, 18, c)
        tst = style(typo["ui"], typo["size"] + 1, theme.text, bold=True)
        right = x2 - 230
        # a draft's pill sits at right - 60: the title and its labels end before it (r21: a
        # long French title ran under "Brouillon")
        end = right - 68 if row["state"] == "draft" else right
        t = page.label(x1 + 42, y1 + 6, fit_words(row["title"], tst, end - x1 - 62), tst,
                       role="structural", max_width=end - x1 - 60)
        x = t.right + 8
        for label, colour in zip(row["labels"], row["colours"], strict=True):
            if x + measure(label, tst)[0] > end:
                break
            x = label_pill(page, theme, typo, x, y1 + 6 + text_h(tst) // 2, label, colour) + 5
        mst = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        m = page.label(x1 + 42, y1 + 6 + text_h(tst) - 8, row["meta"], mst, role="text",
                       max_width=right - x1 - 200)
        if row["review"]:
            kind = row["review_kind"]
            colour = {"approved": STATE_COLOURS["open"], "changes": STATE_COLOURS["closed"],
                      "required": theme.muted}[kind]
            page.label(m.right + 6, y1 + 6 + text_h(tst) - 8, "· " + row["review"],
                       mst.but(color=colour), role="text", max_width=right - m.right)
        if row["state"] == "draft":
            label_pill(page, theme, typo, right - 60, y1 + 18, params["draft"], "grey")
        avatar_shape(page, typo, x2 - 120, y1 + 10, row["assignee"],
                     AVATAR_COLOURS[row["colour"]], 20)
        if row["comments"]:
            icon(page, theme, "chat", x2 - 64, y1 + 14, 12)
            count_badge(page, theme, typo, x2 - 46, y1 + 20, str(row["comments"]),
                        fill=theme.bg)
