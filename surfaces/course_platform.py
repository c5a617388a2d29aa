"""An online course player: top navigation, a module/lesson outline with completion ticks and
a progress bar, and the current lesson (optional video, tabs, lesson text, next buttons)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brands import brand
from surfaces.kit.cards import progress
from surfaces.kit.chrome import tab_bar, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.forms import form_button
from surfaces.kit.media import play_button
from surfaces.kit.numbers import ui_list
from surfaces.kit.records import check_mark
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import breadcrumbs, site_header

LESSON_ORDER = (5, 1, 0, 2, 3, 6, 4)
BUDGETS = 6  # the place of records.lesson's "Setting goals": an accounting lesson instead
SUBJECTS = 4  # records.course 0-3: accounting, data analysis, project management, academic writing
ACCOUNTING = 0


def open_key(subject: int, current: int) -> str:
    """The key of the open lesson's first sentence ("In this lesson you learn ...")."""
    return f"p4c.open.{subject}.{current}"


def _lessons(content: Content, subject: int) -> list[str]:
    """The outline in teaching order: the welcome, the course's five lessons, the review.
    Accounting keeps records.lesson's four balance-sheet lessons and budgets ("Setting goals"
    and "Working with sources" belong to other courses: review w11)."""
    if subject == ACCOUNTING:
        core = [content.title_at("records.lesson", i) if i != BUDGETS
                else content.ui("w11hb.lesson_budget") for i in LESSON_ORDER[1:-1]]
    else:
        core = content.ui_list(f"p4c.lessons.{subject}")
    return [content.title_at("records.lesson", 5), *core, content.title_at("records.lesson", 4)]


def _lesson_text(rng: np.random.Generator, content: Content, p: dict[str, Any], tutor: str
                 ) -> list[str]:
    """The open lesson's text in teaching order: what it teaches (its own topic, after the
    lesson before it), the topic itself, how to work through it (the video it shows or the
    worksheet under its Resources tab, as long as the outline says), whom to ask, and the
    next lesson of the outline."""
    subject, current, lessons, tabs = p["subject"], p["current"], p["lessons"], p["tabs"]
    opening = [content.ui(open_key(subject, current))]
    opening.append(content.ui(f"p4c.first.{subject}") if current == 1 else
                   content.ui("p4c.after_prev", prev=lessons[current - 1]))
    key = (f"hc.body.{current}" if subject == ACCOUNTING and current < 3
           else f"p4c.body.{subject}.{current}")
    body = [content.fill(t) for t in content.ui_list(key)]
    k = int(rng.integers(2, 4))
    minutes = p["minute_n"][current]
    practice = [content.ui("p4c.video", min=minutes) if p["video"] else
                content.ui("p4c.reading", res=tabs[3], min=minutes),
                content.ui("hc.tutor", disc=tabs[2], tutor=tutor)]
    closing = content.ui("p4c.next", next=lessons[current + 1])
    if rng.random() < 0.5:
        return [" ".join(opening), " ".join(body[:k]), " ".join([*practice, closing])]
    return [" ".join(opening + body[:k]), " ".join([*practice, closing])]


class CoursePlatform(Surface):
    name = "course_platform"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    # select_substring: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "outline", "lesson", "tab bar", "breadcrumb")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one course of records.course (its title teaches what its outline and lessons do);
        # the open lesson is one of its first three, whose texts the language data holds
        subject = int(rng.integers(0, SUBJECTS))
        lessons = _lessons(content, subject)
        current = int(rng.integers(1, 4))
        video = bool(rng.random() < 0.5)
        tabs = ui_list(content, "records.course.tabs")
        minute_n = [int(rng.integers(3, 25)) for _ in lessons]
        texts = _lesson_text(rng, content, {"subject": subject, "current": current,
                                            "lessons": lessons, "tabs": tabs, "video": video,
                                            "minute_n": minute_n}, content.full_name())
        kinds = ["video", "reading", "quiz"]
        module = 1  # the outline opens with the welcome: the course's first module
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "size": int(choice(rng, [14, 15, 16])),
            "brand": brand(content, "learning"), "nav": ui_list(content, "records.course.nav"),
            "subject": subject, "course": content.title_at("records.course", subject),
            "module": content.ui("records.course.module", n=module),
            "module2": content.ui("records.course.module", n=module + 1),
            "lessons": lessons, "current": current,
            "kinds": _kinds(rng, len(lessons), current, video),
            "kind_labels": {k: content.ui(f"records.course.{k}") for k in kinds},
            "minutes": [content.ui("records.course.minutes", n=n) for n in minute_n],
            # the lessons before the open one are done
            "pct": (pct := round(100 * current / len(lessons))),
            "progress": content.ui("records.course.progress", n=pct),
            "tabs": tabs, "video": video,
            "texts": texts, "marks": [[] for _ in texts],
            "done": content.ui("records.course.mark_done"),
            "next": content.ui("records.course.next"), "prev": content.ui("records.course.prev"),
            "outline_w": int(choice(rng, [270, 300, 320])),
            "outline_right": bool(rng.random() < 0.25),
            "gap": float(choice(rng, [0.6, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        site_header(page, theme, typo, (0, 0, page.width, 52), params["brand"], params["nav"],
                    active=0)
        ow = params["outline_w"]
        if params["outline_right"]:
            outline, main = (page.width - ow, 52, page.width, page.height), (36, page.width - ow - 36)
        else:
            outline, main = (0, 52, ow, page.height), (ow + 40, page.width - 40)
        self._outline(page, theme, params, outline)
        with page.region("lesson", "article", (main[0], 52, main[1], page.height)):
            self._lesson(page, theme, params, main)
        return page

    def _outline(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo = params["typo"]
        x1, y1, x2, y2 = box
        with page.region("outline", "sidebar", box, label=params["course"]):
            page.rect(box, theme.panel, name="sidebar")
            page.line((x1, y1), (x1, y2), theme.border)
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            head = page.text((x1 + 18, y1 + 16, x2 - 18, y1 + 70), params["course"],
                             ui_style(typo, theme, size=typo["size"] + 2, bold=True),
                             role="structural", max_lines=2, line_height=1.25)
            y = head.bottom + 8
            progress(page, theme, (x1 + 18, y, x2 - 18, y + 6), params["pct"] / 100)
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            page.label(x1 + 18, y + 8, params["progress"], st)
            y += 44
            page.label(x1 + 18, y, params["module"].upper(), st.but(bold=True),
                       role="structural")
            y += 30
            row = 50
            for k, title in enumerate(params["lessons"]):
                if y + row > y2 - 40:
                    break
                if k == 4:
                    page.label(x1 + 18, y + 4, params["module2"].upper(), st.but(bold=True),
                               role="structural")
                    y += 34
                active = k == params["current"]
                if active:
                    page.rect((x1, y, x2, y + row), theme.selection, name="selection")
                    page.rect((x1, y, x1 + 4, y + row), theme.accent, name="marker")
                check_mark(page, theme, x1 + 18, y + 14, 18, k < params["current"],
                           fill=theme.palette["green"], round_box=True)
                page.label(x1 + 46, y + 2, title, ui_style(typo, theme, bold=active),
                           max_width=x2 - x1 - 60)
                kind = params["kinds"][k]
                page.label(x1 + 46, y + 22, f"{params['kind_labels'][kind]} · "
                           f"{params['minutes'][k]}", st, role="text")
                y += row

    def _lesson(self, page: Page, theme: Theme, params: dict[str, Any], main) -> None:
        typo = params["typo"]
        x1, x2 = main
        module = params["module2"] if params["current"] >= 4 else params["module"]
        breadcrumbs(page, theme, typo, x1, 66, [params["course"], module],
                    max_right=x2)
        size = params["size"]
        title = page.text((x1, 96, x2, 150), params["lessons"][params["current"]],
                          style(typo["ui"], size + 10, theme.text, bold=True), role="structural",
                          max_lines=1)
        y = title.bottom + 14
        if params["video"]:
            h = min(250, round((x2 - x1) * 9 / 16 * 0.62))
            with page.region("video", "media", (x1, y, x2, y + h)):
                page.rect((x1, y, x2, y + h), (18, 20, 24), radius=8, name="video")
                play_button(page, (x1 + x2) // 2, y + h // 2, 30, (255, 255, 255), (18, 20, 24))
                page.rect((x1 + 16, y + h - 18, x2 - 16, y + h - 14), (90, 92, 96), name="scrubber")
                page.rect((x1 + 16, y + h - 18, x1 + 16 + (x2 - x1 - 32) // 3, y + h - 14),
                          theme.accent, name="scrubber")
            y += h + 12
        tab_bar(page, theme, typo, (x1, y, x2, y + 40), params["tabs"], 0)
        y += 56
        body = style(typo["body"], size, theme.text)
        block = fit_prose(page, (x1, y, x2, page.height - 80), params["texts"], params["marks"],
                          body, theme, typo["mono"], line_height=1.55, gap=params["gap"])
        by = max(block.bottom + 20, page.height - 70)
        by = min(by, page.height - 56)
        with page.region("navigation", "chrome", (x1, by, x2, by + 42)):
            form_button(page, theme, typo, (x1, by, x1 + 140, by + 40), params["prev"],
                        primary=False)
            form_button(page, theme, typo, (x2 - 180, by, x2, by + 40), params["next"])
            form_button(page, theme, typo, (x2 - 380, by, x2 - 196, by + 40), params["done"],
                        primary=False)


def _kinds(rng: np.random.Generator, n: int, current: int, video: bool) -> list[str]:
    """Lesson kinds: the welcome is a video, the closing review a quiz, the open lesson
    what its pane shows, the rest videos or readings."""
    kinds = [str(choice(rng, ["video", "reading"])) for _ in range(n)]
    kinds[0], kinds[-1] = "video", "quiz"
    kinds[current] = "video" if video else "reading"
    return kinds
