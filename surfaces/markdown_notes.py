"""A Markdown notes app: vault file tree, note tabs, a note with headings, lists, tasks, quote."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import icon, search_box, sidebar_list, tab_bar, ui_style
from surfaces.kit.doc_genres import sample_document
from surfaces.kit.document import fit_prose, unique_titles
from surfaces.kit.prose import page_marks, sample_marks
from surfaces.kit.typography import sample_typography, style

WORK_NOTES = (1, 3)  # titles.note: ideas, weekly review (loose lines fit no meeting or plan)
WORK_TASKS = (0, 2, 4)  # titles.task: send the draft, update the budget sheet, the slides


def _tag(text: str) -> str:
    """``text`` as a note app's tag: lower case, words joined by hyphens ("#vente-en-ligne")."""
    return "#" + "-".join(re.findall(r"[^\W_]+", text.lower()))


def _tags(doc: dict[str, Any], texts: list[str]) -> list[str]:
    """The note's tags, named from what it is about (r91 0003: "#risques" on a note that
    speaks of no risk): its subject (a report's department, a status update's project, the
    minutes' topic ...: kit/doc_genres.py) and its town when the note names it."""
    tags = [_tag(doc["subject"])]
    if any(doc["city"] in t for t in texts):
        tags.append(_tag(doc["city"]))
    return tags


class MarkdownNotes(Surface):
    name = "markdown_notes"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: notes without a quoted novel line seldom hold a compound, amount
    # or address to cut (3 pages in 30).
    unsupported_categories = ("select_substring",)
    regions = ("sidebar", "search", "tab bar", "note", "properties", "list", "quote", "backlinks")
    typing_regions = ("note",)  # the user types in the note

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the open note is about one thing: a department's quarter (surfaces/kit/
        # report_world.py), its summary and results, a line of its background quoted, the
        # rest and what comes next as further notes, and the chores of writing it up
        # (or a project's status update: kit/doc_genres.py, the same four sections)
        doc = sample_document(rng, content)
        secs, title = doc["sections"], doc["title"]
        notes = unique_titles(content, "note", 6)
        work = {content.data.TITLES["note"][i] for i in WORK_NOTES}
        # the report replaces a work note (any note when none of the six drawn is one)
        active = int(choice(rng, [k for k, n in enumerate(notes) if n in work]
                            or list(range(len(notes)))))
        notes[active] = title
        background = secs[1]["paras"]
        texts = [secs[0]["texts"][0], secs[2]["texts"][0]]
        quote, more = background[0], [*background[1:], secs[3]["texts"][0]]
        pool = content.data.TITLES["task"]
        picks = rng.permutation(WORK_TASKS)[:int(rng.integers(2, 4))]
        tasks = [content.fill(pool[int(i)]) for i in picks]
        # bold or a highlight only on a figure the note gives, never on a stray word
        marks = [sample_marks(rng, t, "docs", keys=[]) for t in texts + more]
        page_marks(list(zip(texts + more, marks, strict=True)), [title])  # each once
        # edited the day its report is dated: its next steps (a meeting on the 12th) are still
        # ahead, never told in the present under "edited on the 14th" (r72 0002)
        edited = doc["day"]
        # each heading names what it holds: the checklist, the further notes (no "Summary"
        # over a novel's line, no "Background" over a to-do list)
        order = int(rng.integers(0, 2))
        # (r71: checked tasks under "Open tasks", a fact under "Thoughts"): a checklist with a
        # ticked task is headed as a checklist, one with none as what is still to do; the
        # further notes (background, next steps) under a neutral heading, never "Thoughts"
        done = [bool(rng.random() < 0.4) for _ in tasks]
        todo = "w20.notes_checklist" if any(done) else "h_b.notes_todo"
        heads = {"todo": str(choice(rng, content.ui_list(todo))),
                 "more": str(choice(rng, content.ui_list("w20.notes_more")))}
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15, 16)),
            "vault": content.ui("document.notes"), "search": content.ui("document.search_notes"),
            "notes": notes, "active": active, "title": title, "genre": doc["genre"],
            "city": doc["city"], "dept": doc["world"].get("dept"),
            "period": doc["world"].get("period"),
            "headings": [heads["todo"], heads["more"]] if order else
                        [heads["more"], heads["todo"]],
            "texts": texts, "marks": marks[:len(texts)],
            "more": more, "more_marks": marks[len(texts):],
            "tasks": tasks, "done": done,
            "quote": quote,
            "tags": _tags(doc, texts + more),
            "edited": content.ui("document.edited", date=content.format_date(edited)),
            "days": {"edited": edited.isoformat(), "report": doc["day"].isoformat()},
            "backlinks": content.ui("document.backlinks"),
            "source": bool(rng.random() < 0.3), "gap": float(choice(rng, [0.6, 1.0])),
            "sidebar": int(choice(rng, [210, 240, 260])), "panel": bool(rng.random() < 0.4),
            "order": order,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        sw = params["sidebar"]
        search_box(page, theme, typo, (10, 10, sw - 10, 42), params["search"])
        # note titles, not folders: each a document ("Libri da leggere" no envelope, r80)
        sidebar_list(page, theme, typo, (0, 50, sw, page.height), params["notes"],
                     params["active"], title=params["vault"], row=30,
                     icons=["file"] * len(params["notes"]))
        page.rect((0, 0, sw, 50), theme.panel, name="sidebar")
        search_box(page, theme, typo, (10, 10, sw - 10, 42), params["search"])
        right = page.width - (230 if params["panel"] else 0)
        tab_bar(page, theme, typo, (sw, 0, right, 38), [params["title"]])
        if params["panel"]:
            self._backlinks(page, theme, typo, params, right)
        with page.region("note", "body", (sw, 38, right, page.height)):
            page.rect((sw, 38, right, page.height), theme.bg, name="note")
            self._note(page, theme, typo, params, sw + 48, right - 48)
        return page

    def _prefixed(self, page: Page, theme: Theme, box, prefix: str, text: str, st) -> Any:
        """A heading of the note: a long one wraps (up to three lines), as an editor wraps
        it; only the tab may cut it short ("Logística: informe trimestral…" in the body was
        review r95 0014)."""
        spans = [Span(text, st)]
        if prefix:
            spans.insert(0, Span(prefix, st.but(color=theme.muted, bold=False)))
        x1, y1, x2, _ = box
        return page.text((x1, y1, x2, y1 + round(st.size * 1.3 * 3) + 4), spans, st,
                         role="structural", max_lines=3, line_height=1.25)

    def _note(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, x2: int) -> None:
        src = params["source"]
        size = typo["size"]
        body = style(typo["body"], size, theme.text)
        head = style(typo["ui"], size + 12, theme.text, bold=True)
        h = self._prefixed(page, theme, (x1, 62, x2, 120), "# " if src else "", params["title"],
                           head)
        meta = ui_style(typo, theme, size=size - 2, color=theme.muted)
        # the app's own line under the title (when it was edited, the tags): shown, not
        # typed in, so its region is no "note" (r71: a caret in "Bewer|kt op 29 okt")
        with page.region("properties", "chrome", (x1, h.bottom, x2, h.bottom + 30)):
            x = page.label(x1, h.bottom + 4, params["edited"], meta, role="text").right + 16
            for tag in params["tags"]:
                if x + measure(tag, meta)[0] > x2:
                    break  # a tag the line has no room for stays in the properties pane
                x = page.label(x, h.bottom + 4, tag, meta.but(color=theme.link),
                               role="text").right + 10
        y = h.bottom + 44
        bottom = page.height - 20
        block = fit_prose(page, (x1, y, x2, bottom), params["texts"], params["marks"], body,
                          theme, typo["mono"], line_height=1.6, gap=params["gap"])
        y = block.bottom + 20
        blocks = [self._tasks, self._more] if params["order"] else [self._more, self._tasks]
        for k, draw in enumerate(blocks):
            if y > bottom - 80:
                break
            h2 = self._prefixed(page, theme, (x1, y, x2, y + 40), "## " if src else "",
                                params["headings"][k], head.but(size=size + 5))
            y = draw(page, theme, typo, params, x1, x2, h2.bottom + 10, bottom) + 20

    def _tasks(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int, y: int, bottom: int) -> int:
        size = typo["size"]
        st = style(typo["body"], size, theme.text)
        with page.region("list", "list", (x1, y, x2, bottom)):
            for task, done in zip(params["tasks"], params["done"], strict=True):
                if y + size * 2 > bottom:
                    break
                if params["source"]:
                    prefix = "- [x] " if done else "- [ ] "
                    page.label(x1, y, prefix, st.but(family=typo["mono"], color=theme.muted),
                               role="text")
                    tx = x1 + round(size * 3.8)
                else:
                    box = (x1 + 2, y + round(size * 0.55), x1 + 2 + size, y + round(size * 1.55))
                    page.rect(box, theme.accent if done else None,
                              None if done else theme.muted, radius=3, name="checkbox")
                    tx = x1 + size + 14
                page.label(tx, y, task, st.but(strike=done, color=theme.muted if done
                                               else theme.text), role="text",
                           max_width=x2 - tx)
                y += round(size * 2.1)
        return y

    def _more(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, x2: int, y: int, bottom: int) -> int:
        size = typo["size"]
        body = style(typo["body"], size, theme.text)
        with page.region("quote", "quote", (x1, y, x2, y + size * 5)):
            q = page.text((x1 + 18, y, x2, y + size * 5), params["quote"],
                          body.but(italic=True, color=theme.muted), role="prose",
                          line_height=1.5)
            page.rect((x1, y, x1 + 4, q.bottom + 2), theme.accent, name="quote bar")
        block = fit_prose(page, (x1, q.bottom + 16, x2, bottom), params["more"],
                          params["more_marks"], body, theme, typo["mono"], line_height=1.6,
                          gap=params["gap"])
        return block.bottom

    def _backlinks(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                   x: int) -> None:
        with page.region("backlinks", "chrome", (x, 0, page.width, page.height),
                         label=params["backlinks"]):
            page.rect((x, 0, page.width, page.height), theme.panel, name="panel")
            page.line((x, 0), (x, page.height), theme.border)
            st = ui_style(typo, theme, size=typo["size"] - 2)
            page.label(x + 16, 14, params["backlinks"], st.but(bold=True), role="structural")
            y = 50
            for k, note in enumerate(params["notes"]):
                if note == params["title"] or k > 3:
                    continue
                icon(page, theme, "file", x + 16, y + 8, 12)
                page.label(x + 36, y, note, st.but(color=theme.link), max_width=170)
                y += 30
