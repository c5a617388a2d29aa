"""A learning platform's gradebook: global and course navigation, a toolbar, and the grid
of students by assignments with scores, missing/late badges and a final grade column."""

from __future__ import annotations

import unicodedata
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Style, Theme, choice, layout_block
from surfaces.kit.chrome import button, icon, search_box, ui_style
from surfaces.kit.grades import final_grade
from surfaces.kit.numbers import format_number, format_percent, half_up, ui_list
from surfaces.kit.tables import Column, TableStyle, draw_table, fit_widths
from surfaces.kit.typography import sample_typography


def _score_cell(rng: np.random.Generator, out_of: int, labels: dict[str, str],
                lang: str) -> tuple[list[str], float | None]:
    r = rng.random()
    if r < 0.07:
        return [labels["missing"], "pill:red"], 0.0
    if r < 0.1:
        return [labels["excused"], "faded"], None
    value = float(np.clip(rng.normal(0.8, 0.12), 0.3, 1.0)) * out_of
    value = round(value * 2) / 2
    text = format_number(value, lang, 1 if value % 1 else 0)
    if r < 0.17:
        return [text, "pill:orange"], value / out_of
    return [text, ""], value / out_of


def roster_key(name: str) -> str:
    """A roster's sort key: a Dutch or German surname sorts by its name, not its particle
    ("de Jong, Tijn" under J), and letters by their base ("Ö" with "O")."""
    words = name.split(" ")
    while len(words) > 1 and words[0].islower():
        words = words[1:]
    plain = unicodedata.normalize("NFKD", " ".join(words)).encode("ascii", "ignore").decode()
    return plain.casefold()


# the learning platform's global rail: account, dashboard, courses, calendar, inbox, help
RAIL_ICONS = ("user-circle", "grid", "bookmark", "calendar", "mail", "help")


class Gradebook(Surface):
    name = "gradebook"
    family = "tables"
    text_roles = ("text", "structural", "chrome")
    # No between_words: its body text is "Last, First" names and scores.
    unsupported_categories = ("between_words", "select_range", "select_line")
    regions = ("global nav", "course nav", "toolbar", "cell", "column")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        labels = {k: content.ui(f"records.grade.{k}") for k in (
            "title", "student", "average", "final", "missing", "late", "excused", "filter",
            "export", "class_avg")}
        pool = list(content.data.SLOTS["rec_assignment"])
        n_cols = int(rng.integers(3, 6))  # room for whole column titles
        # in the course's order (Quiz 1 before Quiz 2)
        picked = sorted(int(i) for i in rng.permutation(len(pool))[:n_cols])
        assignments = [pool[i] for i in picked]
        short = [content.data.SLOTS["rec_assignment_short"][i] for i in picked]
        outs = [int(choice(rng, [10, 20, 25, 50, 100])) for _ in assignments]
        rows = []
        for _ in range(int(rng.integers(12, 18))):
            cells, got, possible = [], 0.0, 0
            for out in outs:
                cell, frac = _score_cell(rng, out, labels, lang)
                cells.append(cell)
                if frac is not None:  # excused work counts neither way
                    got += frac * out
                    possible += out
            # points earned over points possible, as a gradebook totals them
            # as printed (half up), so the grade is the printed percentage's (r58 0018)
            pct = half_up(100 * got / possible, 1) if possible else 0.0
            grade, colour = final_grade(pct, lang)  # A-F, 1,0-5,0, /20 or /10 by country
            name = f"{content.last_name()}, {content.first_name()}"
            rows.append([[name, "link"], *cells, [format_percent(pct, lang), "bold"],
                         [grade, "pill:" + colour]])
        rows.sort(key=lambda r: roster_key(r[0][0]))  # the roster in alphabetical order
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "labels": labels, "assignments": assignments, "short": short,
            "outs": [content.ui("records.grade.out_of", n=o) for o in outs], "rows": rows,
            "course": content.title("records.course"),
            "section": content.ui("records.grade.section", n=int(rng.integers(1, 6))),
            "nav": ui_list(content, "records.grade.nav"),
            "row_h": int(choice(rng, [34, 38, 42])), "zebra": bool(rng.random() < 0.5),
            "grid": choice(rng, ["full", "rows"]), "nav_w": int(choice(rng, [170, 190, 210])),
            "late": labels["late"],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        rail = (25, 40, 60) if theme.name == "light" else (20, 22, 26)
        with page.region("global nav", "chrome", (0, 0, 64, page.height)):
            page.rect((0, 0, 64, page.height), rail, name="global nav")
            for k, name in enumerate(RAIL_ICONS):
                icon(page, theme, name, 20, 24 + k * 62, 24, (200, 205, 215))
        nw = params["nav_w"]
        with page.region("course nav", "navigation", (64, 0, 64 + nw, page.height)):
            page.line((64 + nw - 1, 0), (64 + nw - 1, page.height), theme.border)
            st = ui_style(typo, theme)
            page.text((80, 20, 64 + nw - 10, 80), params["course"], st.but(bold=True),
                      role="structural", max_lines=2, line_height=1.25)
            for k, item in enumerate(params["nav"]):
                y = 88 + k * 36
                active = k == 3
                if active:
                    page.rect((64, y, 68, y + 30), theme.accent, name="marker")
                page.label(82, y, item, st.but(color=theme.text if active else theme.link,
                                               bold=active), max_width=nw - 30)
        x1, x2 = 64 + nw + 20, page.width - 16
        with page.region("toolbar", "chrome", (x1, 0, x2, 110)):
            t = page.label(x1, 14, params["labels"]["title"], ui_style(typo, theme, size=22,
                                                                       bold=True),
                           role="structural")
            page.label(t.right + 16, 22, params["section"], ui_style(typo, theme, color=theme.muted))
            search_box(page, theme, typo, (x1, 66, x1 + 260, 102), lab["filter"])
            button(page, theme, typo, x2 - 120, 72, lab["export"])
            self._legend(page, theme, typo, params["late"], x1 + 280, 84)
            icon(page, theme, "settings", x2 - 152, 78, 18)
        self._table(page, theme, params, (x1, 120, x2, page.height - 10))
        return page

    @staticmethod
    def _legend(page: Page, theme: Theme, typo: dict[str, Any], label: str, x: int,
                y: int) -> None:
        """What the orange badge on a score means: the work came in late."""
        small = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        page.rect((x, y - 6, x + 12, y + 6), theme.palette["orange"], radius=6, name="legend")
        page.label(x + 18, y - round(small.size * 1.1), label, small)

    def _table(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        widths = fit_widths([160] + [112] * len(params["assignments"]) + [88, 100], x2 - x1)
        st = ui_style(typo, theme, size=typo["size"] - 1, bold=True)
        # a title that takes more than two lines in its column is the course's short one
        # ("Inf. lab."), never a cut "Borradordel…" (h_misc3)
        works = [t if _two_lines(t, st, w - 16) else s for t, s, w in
                 zip(params["assignments"], params["short"], widths[1:], strict=False)]
        titles = [lab["student"], *works, lab["average"], lab["final"]]
        last = len(titles) - 1
        cols = [Column(t, w, "left" if k in (0, last) else "right") for k, (t, w) in
                enumerate(zip(titles, widths, strict=True))]
        hh = 66
        # header: title plus a muted "out of" line
        with page.region("header row", "structural", (x1, y1, x2, y1 + hh)):
            page.rect((x1, y1, x2, y1 + hh), theme.panel, name="table header")
            x = x1
            small = ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted)
            for k, col in enumerate(cols):
                with page.region(f"column {col.title}", "column header",
                                 (x, y1, x + col.width, y1 + hh), label=col.title):
                    # a long title wraps onto a second line, as the app does
                    head = page.text((x + 10, y1 + 7, x + col.width - 6, y1 + 44), col.title,
                                     st, role="structural", max_lines=2, line_height=1.15)
                    if 0 < k <= len(params["outs"]):
                        page.label(x + 10, head.bottom - 4, params["outs"][k - 1], small,
                                   max_width=col.width - 16)
                if k:
                    page.line((x, y1), (x, y1 + hh), theme.border)
                x += col.width
            page.line((x1, y1 + hh - 1), (x2, y1 + hh - 1), theme.border)
        ts = TableStyle(row_height=params["row_h"], header_height=0, zebra=params["zebra"],
                        grid=params["grid"])
        draw_table(page, theme, typo, (x1, y1 + hh, x2, y2), cols, params["rows"], ts)


def _two_lines(title: str, st: Style, width: int) -> bool:
    """Whether ``title`` shows whole in its header box (``width`` by 37 px, two lines at
    most, as ``_table`` draws it), no word broken or cut."""
    laid = layout_block([[Span(title, st)]], (0, 0, width, 37), line_height=1.15, max_lines=2)
    lines = ["".join(g.char for g in line.glyphs).strip() for line in laid.lines]
    return " ".join(lines).split() == title.split()
