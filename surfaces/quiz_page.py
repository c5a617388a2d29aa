"""An online quiz: the question with its lettered answer options (one chosen), a timer and
points, previous/next buttons, and a navigation grid of question numbers; either the
classic learning-platform layout or a centred card with a progress bar."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand
from surfaces.kit.cards import progress
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import form_button, radio
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import site_header


def _points(content: Content, n: int) -> str:
    """A question's worth: "1 point" in the singular, "2 points"."""
    return content.ui("wf.quiz_point_one") if n == 1 else content.ui("records.quiz.points", n=n)


class QuizPage(Surface):
    name = "quiz_page"
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("header", "question", "answers", "quiz navigation", "timer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        pool = list(content.data.SLOTS["rec_quiz"])
        items = []
        for i in rng.permutation(len(pool))[:3]:
            quiz = pool[int(i)]
            items.append({"question": quiz["question"],
                          "marks": sample_marks(rng, quiz["question"], "quiz"),
                          "options": [quiz["options"][int(j)] for j in rng.permutation(4)],
                          "chosen": int(rng.integers(-1, 4))})
        total = int(rng.integers(8, 25))
        n = int(rng.integers(1, total - 1))  # the page shows questions n to n + 2
        ui = {k: content.ui(f"records.quiz.{k}") for k in (
            "time_left", "flag", "prev", "next", "submit", "navigation", "answered",
            "not_answered", "choose")}
        return {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "size": int(choice(rng, [15, 16, 17])),
            "brand": brand(content, "learning"), "course": content.title("quiz.general"),  # the questions are general knowledge
            "items": items, "n": n, "total": total,
            "answered": _answered(rng, items, n, total),
            "counter": content.ui("records.quiz.question_of", n=n, total=total),
            "counters": [content.ui("records.quiz.question_of", n=n + k, total=total)
                         for k in range(3)],
            "points": _points(content, int(choice(rng, [1, 2, 5]))),
            "attempt": content.ui("records.quiz.attempt", n=int(rng.integers(1, 3))),
            "timer": f"0:{int(rng.integers(1, 45)):02d}:{int(rng.integers(0, 60)):02d}",
            "ui": ui, "layout": choice(rng, ["classic", "card"]),
            "letters": choice(rng, ["a.", "A", ""]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.panel if params["layout"] == "card"
                  else theme.bg, name="background")
        site_header(page, theme, typo, (0, 0, page.width, 52), params["brand"],
                    [params["course"]], fill=theme.surface)
        if params["layout"] == "classic":
            self._classic(page, theme, params)
        else:
            self._card(page, theme, params)
        return page

    def _options(self, page: Page, theme: Theme, params: dict[str, Any], item: dict[str, Any],
                 x: int, y: int, width: int, boxed: bool) -> int:
        typo = params["typo"]
        with page.region("answers", "field", (x, y, x + width, y + 4 * 60),
                         label=params["ui"]["choose"]):
            for k, option in enumerate(item["options"]):
                letter = params["letters"]
                prefix = (chr(97 + k) + ". " if letter == "a." else
                          chr(65 + k) + "  " if letter == "A" else "")
                on = k == item["chosen"]
                if boxed:
                    page.rect((x, y, x + width, y + 50), theme.selection if on else theme.surface,
                              theme.accent if on else theme.border, radius=8, name="option")
                    radio(page, theme, typo, x + 16, y + 25 - round((typo["size"] - 1) * 1.1),
                          option, on, width - 30, prefix)
                    y += 60
                else:
                    y = radio(page, theme, typo, x, y, option, on, width, prefix) + 8
        return y

    def _classic(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo, ui = params["typo"], params["ui"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        # the page's column (info boxes, questions, navigation box; 976 px) centred on a
        # wide screen, as the LMS's container is
        ox = max(0, (page.width - 1024) // 2)
        x1, x2 = ox + 190, ox + 730
        y, shown = 76, 0
        for k, item in enumerate(params["items"]):
            if k + params["n"] > params["total"] or y > max(440, page.height - 330):
                break
            shown = k + 1
            counter = params["counters"][k]
            with page.region(f"question {params['n'] + k}", "section", (ox + 24, y, x2, y + 250),
                             label=counter):
                small = st.but(size=st.size - 1, color=theme.muted)
                status = ui["answered"] if item["chosen"] >= 0 else ui["not_answered"]
                # a status wider than the box wraps to a second line (r51: "Risposta non
                # ancora…" cut with an ellipsis); what follows moves down a line
                dy = 0 if measure(status, small)[0] <= x1 - ox - 48 else round(small.size * 1.3)
                page.rect((ox + 24, y, x1 - 10, y + 150 + dy), theme.panel, theme.border,
                          radius=4, name="info box")
                page.label(ox + 34, y + 8, counter, st.but(bold=True), role="structural",
                           max_width=x1 - ox - 44)
                page.text((ox + 34, y + 36 + round(small.size * 0.45),
                           x1 - 14, y + 66 + dy), status, small, role="chrome",
                          line_height=1.3, max_lines=2)
                page.label(ox + 34, y + 60 + dy, params["points"], small,
                           max_width=x1 - ox - 44)
                page.polygon([(ox + 36, y + 98 + dy), (ox + 48, y + 104 + dy),
                              (ox + 36, y + 110 + dy)], theme.palette["red"], name="flag")
                page.text((ox + 54, y + 92 + dy, x1 - 14, y + 146 + dy), ui["flag"],
                          st.but(size=st.size - 1, color=theme.link), line_height=1.25)
                fill = theme.faded(theme.accent, on=theme.bg, amount=0.92) \
                    if theme.name == "light" else theme.surface
                probe = Page(page.width, page.height, theme)
                bottom = self._question_body(probe, theme, params, item, x1, x2, y)
                page.rect((x1, y, x2, bottom), fill, theme.border, radius=4, name="question box")
                self._question_body(page, theme, params, item, x1, x2, y)
            y = max(bottom, y + 160) + 18
        y = min(y, page.height - 60)
        with page.region("navigation", "chrome", (x1, y, x2, y + 46)):
            if params["n"] > 1:
                form_button(page, theme, typo, (x1, y + 4, x1 + 150, y + 42), ui["prev"],
                            primary=False)
            form_button(page, theme, typo, (x2 - 150, y + 4, x2, y + 42), ui["next"])
        self._grid(page, theme, params, (ox + 760, 76, ox + 1000, 560), shown)

    def _question_body(self, page: Page, theme: Theme, params: dict[str, Any],
                       item: dict[str, Any], x1: int, x2: int, y: int) -> int:
        typo, ui = params["typo"], params["ui"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        base = style(typo["ui"], params["size"], theme.text)
        spans = styled_spans(item["question"], item["marks"], base, theme, typo["mono"])
        q = page.text((x1 + 20, y + 18, x2 - 20, y + 120), spans, base, role="text",
                      line_height=1.45, max_lines=3)
        c = page.label(x1 + 20, q.bottom + 10, ui["choose"], st.but(color=theme.muted),
                       role="structural")
        return self._options(page, theme, params, item, x1 + 20, c.bottom + 4,
                             x2 - x1 - 40, False) + 10

    def _grid(self, page: Page, theme: Theme, params: dict[str, Any], box, shown: int = 1) -> None:
        """The quiz navigation: a cell a question, every question on the page outlined (only
        "5" of questions 5 and 6 was review r95 0010), answered ones marked."""
        typo, ui = params["typo"], params["ui"]
        x1, y1, x2, y2 = box
        with page.region("quiz navigation", "sidebar", box, label=ui["navigation"]):
            page.rect(box, theme.surface, theme.border, radius=6, name="card")
            page.label(x1 + 14, y1 + 10, ui["navigation"], ui_style(typo, theme, bold=True),
                       role="structural", max_width=x2 - x1 - 28)
            st = ui_style(typo, theme, size=typo["size"] - 2)
            cell, gap = 34, 8
            per = (x2 - x1 - 28 + gap) // (cell + gap)
            for k in range(params["total"]):
                cx = x1 + 14 + (k % per) * (cell + gap)
                cy = y1 + 50 + (k // per) * (cell + 14 + gap)
                current = 0 <= k - (params["n"] - 1) < shown
                done = params["answered"][k] or \
                    (current and params["items"][k - params["n"] + 1]["chosen"] >= 0)
                page.rect((cx, cy, cx + cell, cy + cell + 12), theme.surface,
                          theme.accent if current else theme.border, width=2 if current else 1,
                          radius=3, name="question cell")
                if done:
                    page.rect((cx + 1, cy + cell - 2, cx + cell - 1, cy + cell + 11), theme.muted,
                              name="answered")
                label = str(k + 1)
                page.label(cx + (cell - 8 * len(label)) // 2, cy + 2, label, st)
            yy = y1 + 50 + ((params["total"] - 1) // per + 1) * (cell + 14 + gap) + 10
            with page.region("timer", "chrome", (x1, yy, x2, yy + 60)):
                page.label(x1 + 14, yy, ui["time_left"], st.but(color=theme.muted),
                           role="structural")
                page.label(x1 + 14, yy + 24, params["timer"],
                           ui_style(typo, theme, size=typo["size"] + 6, bold=True), role="text")
            form_button(page, theme, typo, (x1 + 14, y2 - 50, x2 - 14, y2 - 14), ui["submit"],
                        primary=False)

    def _card(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo, ui = params["typo"], params["ui"]
        x1 = max(192, (page.width - 640) // 2)  # the card centred on a wide screen
        x2 = x1 + 640
        st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        page.label(x1, 70, params["counter"], st.but(bold=True), role="structural")
        with page.region("timer", "chrome", (x2 - 200, 66, x2, 100)):
            bold = st.but(bold=True, color=theme.text)
            tx = x2 - round(measure(params["timer"], bold)[0])
            page.label(tx, 70, params["timer"], bold)
            lw = round(measure(ui["time_left"], st)[0])
            page.label(tx - 10 - lw, 70, ui["time_left"], st, role="structural")
        progress(page, theme, (x1, 104, x2, 110), params["n"] / params["total"])
        with page.region("question", "section", (x1, 126, x2, 700), label=params["counter"]):
            page.rect((x1, 126, x2, 690), theme.surface, theme.border, radius=12, name="card")
            page.label(x1 + 32, 146, params["points"], st)
            item = params["items"][0]
            base = style(typo["ui"], params["size"] + 4, theme.text, bold=True)
            spans = styled_spans(item["question"], item["marks"], base, theme, typo["mono"])
            q = page.text((x1 + 32, 184, x2 - 32, 300), spans, base, role="text",
                          line_height=1.35, max_lines=3)
            self._options(page, theme, params, item, x1 + 32, q.bottom + 24, x2 - x1 - 64, True)
        with page.region("navigation", "chrome", (x1, 706, x2, 750)):
            form_button(page, theme, typo, (x1, 708, x1 + 150, 746), ui["prev"], primary=False)
            form_button(page, theme, typo, (x2 - 150, 708, x2, 746), ui["next"])


def _answered(rng: np.random.Generator, items: list[dict[str, Any]], n: int,
              total: int) -> list[bool]:
    """The navigation's answered cells: earlier questions mostly answered, the questions on
    the page answered exactly when an option is chosen, later ones not yet."""
    done = [bool(rng.random() < 0.7) if k < n - 1 else False for k in range(total)]
    for k, item in enumerate(items):
        if n - 1 + k < total:
            done[n - 1 + k] = item["chosen"] >= 0
    return done
